import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('waits for the page\'s first contentful paint where the browser reports paints', async () => {
    vi.resetModules();
    let report: (() => void) | undefined;
    let painted = false;
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: () => void) {
        report = callback;
      }

      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name: string) =>
      (name === 'first-contentful-paint' && painted ? [{ name }] : []) as PerformanceEntryList);
    const { useAfterFirstLoad: fresh } = await import('./after-first-load.ts');
    const hook = renderHook(() => fresh());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hook.result.current).toBe(false);
    painted = true;
    report?.();
    await waitFor(() => expect(hook.result.current).toBe(true));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
