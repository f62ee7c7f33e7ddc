import { matchPath } from 'react-router';
import { SCREENS, type Screen, screenArea } from '../route-table.ts';

/** The screen of the table a path opens, and the path's parameters; null for a path of none. */
export function screenAt(pathname: string): { screen: Screen; params: Record<string, string | undefined> } | null {
  const path = pathname === '' ? '/' : pathname;
  for (const screen of SCREENS) {
    const match = matchPath(screen.path, path);
    if (match) return { screen, params: match.params };
  }
  return null;
}

/** The catalogue's title of a path (the route table's), or null when the path is not one of the application's. */
export function catalogueTitle(pathname: string): string | null {
  const found = screenAt(pathname);
  if (!found) return null;
  const { title } = found.screen;
  return typeof title === 'string' ? title : title(found.params);
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The header title: the catalogue's, else the last path segment in words. */
export function pageTitle(pathname: string): string {
  const known = catalogueTitle(pathname);
  if (known !== null) return known;
  const words = decoded(pathname.split('/').filter(Boolean).at(-1) ?? '').replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The area a path belongs to (the route table's), which sets the page's language; a path of none is procurement's. */
export function pathArea(pathname: string): 'care' | 'procurement' {
  const found = screenAt(pathname);
  return found ? screenArea(found.screen) : 'procurement';
}

/** The page's `lang`: Portuguese on the care screens, Spanish elsewhere (docs/product.md#care-area). */
export function pageLang(pathname: string): 'pt-BR' | 'es' {
  return pathArea(pathname) === 'care' ? 'pt-BR' : 'es';
}
