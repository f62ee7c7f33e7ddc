import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title.ts';

describe('pageTitle', () => {
  it.each([
    ['/', 'Dashboard'],
    ['', 'Dashboard'],
    ['/proveedores', 'Proveedores'],
    ['/operar-proveedor/12/consultar-proveedor', 'Consultar proveedor'],
    ['/cotizacion/new/nueva-cotizacion', 'Nueva cotizacion'],
    ['/proveedores/', 'Proveedores'],
  ])('%s → %s', (path, title) => {
    expect(pageTitle(path)).toBe(title);
  });
});
