import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterFirstLoad } from './after-first-load.ts';

describe('useAfterFirstLoad', () => {
  it('is false on the first render, true once the page has loaded, and true at once afterwards', async () => {
    expect(document.readyState).toBe('complete');
    const first = renderHook(() => useAfterFirstLoad());
    expect(first.result.current).toBe(false);
    await waitFor(() => expect(first.result.current).toBe(true));
    // A badge drawn later (the sidebar's other mode) asks at once.
    const later = renderHook(() => useAfterFirstLoad());
    expect(later.result.current).toBe(true);
  });
});
