import { ROUTES } from '@abasto/domain/routes';
import { describe, expect, it } from 'vitest';
import { type FirstPagePattern, FIRST_PAGE_PATTERNS, pathPattern } from './first-pages.ts';
import { type Screen, SCREENS } from './route-table.ts';

const matches = (path: string) => FIRST_PAGE_PATTERNS.map(({ pattern }) => pattern.exec(path)?.groups).find(Boolean);

describe('first pages by pattern', () => {
  it('finds the supplier page of an existing record, with the route params', () => {
    expect(matches(ROUTES.supplier(12, 'consultar-proveedor'))).toEqual({ id: '12', operacion: 'consultar-proveedor' });
    expect(matches(ROUTES.supplier(7, 'editar-proveedor'))).toEqual({ id: '7', operacion: 'editar-proveedor' });
  });

  it('finds the quotation detail, with its id', () => {
    expect(matches(ROUTES.viewQuotation(6))).toEqual({ id: '6' });
    expect(matches('/cotizacion/6/ver-cotizacion/x')).toBeUndefined();
  });

  it('leaves registering and other addresses alone', () => {
    expect(matches(ROUTES.supplier('new', 'registrar-proveedor'))).toBeUndefined();
    expect(matches('/operar-proveedor/12/consultar-proveedor/x')).toBeUndefined();
  });

  it('gives each pattern the data of the route it stands for', () => {
    for (const { data } of FIRST_PAGE_PATTERNS) {
      expect(SCREENS.some((route) => route.data === data)).toBe(true);
    }
  });

  /** The patterns whose path is not the path of a route with the same data in `screens`. */
  const strays = (patterns: readonly FirstPagePattern[], screens: readonly Pick<Screen, 'path' | 'data'>[]) =>
    patterns.filter(({ path, data }) => !screens.some((route) => route.path === path && route.data === data)).map(({ path }) => path);

  it('builds each pattern from its route\'s path in the table, so a path changed there is caught', () => {
    expect(strays(FIRST_PAGE_PATTERNS, SCREENS)).toEqual([]);
    // The same check against a table whose supplier path has moved: the pattern no longer stands for a route.
    const moved = SCREENS.map((route) =>
      route.data === FIRST_PAGE_PATTERNS[0]!.data ? { ...route, path: route.path.replace('/operar-proveedor/', '/proveedor/') } : route,
    );
    expect(strays(FIRST_PAGE_PATTERNS, moved)).toEqual([FIRST_PAGE_PATTERNS[0]!.path]);
  });

  it('turns a route path into a whole-address pattern with named, narrowed parameters', () => {
    const pattern = pathPattern('/a.b/:id/x/:rest', { id: '\\d+' });
    expect(pattern.exec('/a.b/12/x/y-z')?.groups).toEqual({ id: '12', rest: 'y-z' });
    expect(pattern.test('/aXb/12/x/y')).toBe(false);
    expect(pattern.test('/a.b/doce/x/y')).toBe(false);
    expect(pattern.test('/a.b/12/x/y/z')).toBe(false);
    expect(pattern.test('/a.b/12/x/')).toBe(false);
  });
});
