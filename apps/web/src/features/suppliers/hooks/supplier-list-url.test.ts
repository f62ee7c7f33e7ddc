import { describe, expect, it } from 'vitest';
import { readListParams, toListParams } from './supplier-list-url.ts';

describe('supplier list URL state', () => {
  it('reads the search, the filters and the page from the URL', () => {
    const state = readListParams(new URLSearchParams('q=asuncion&ciudad=Luque&segmento=OTROS&documentos=Por+vencer&page=2'));
    expect(state).toEqual({
      q: 'asuncion',
      filters: { rubro: null, segmento: 'OTROS', pais: null, estado: null, ciudad: 'Luque', calificacion: null, documentos: 'Por vencer' },
      page: 2,
    });
    expect(toListParams(state)).toEqual({ q: 'asuncion', segmento: 'OTROS', ciudad: 'Luque', documentos: 'Por vencer', page: '2' });
  });

  it('falls back to page 1 for a page that is not one', () => {
    for (const page of ['0', '-1', 'dos', '1.5', '']) {
      expect(readListParams(new URLSearchParams(`page=${page}`)).page).toBe(1);
    }
  });

  it('leaves empty values out of the call', () => {
    expect(toListParams(readListParams(new URLSearchParams('q=%20%20&pais=')))).toEqual({});
  });
});
