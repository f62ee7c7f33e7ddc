import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDocumentLanguage } from './document-language.ts';

afterEach(() => {
  document.documentElement.lang = '';
});

describe('useDocumentLanguage', () => {
  it('follows the page\'s lang: Portuguese on care screens, Spanish elsewhere', async () => {
    document.documentElement.lang = 'es';
    const { result } = renderHook(() => useDocumentLanguage());
    expect(result.current).toBe('es');
    act(() => {
      document.documentElement.lang = 'pt-BR';
    });
    await waitFor(() => expect(result.current).toBe('pt'));
  });
});
