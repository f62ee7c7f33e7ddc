/** The header title: the last path segment, humanised; the empty segment is 'Dashboard'. */
export function pageTitle(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const last = segments.at(-1);
  if (!last) return 'Dashboard';
  const words = decodeURIComponent(last).replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
