import { ROUTES } from '@abasto/domain/routes';
import { describe, expect, it } from 'vitest';
import { FIRST_PAGE_PATTERNS } from './first-pages.ts';
import { SCREENS } from './route-table.ts';

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
});
