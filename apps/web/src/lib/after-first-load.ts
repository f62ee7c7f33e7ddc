import { useEffect, useState } from 'react';

let loaded = false;

/** The longest the wait for the first paint lasts (a background tab paints nothing). */
const PAINT_LIMIT_MS = 3000;

/**
 * Runs `then` once the browser has reported the page's first contentful paint (at once where it
 * reports no paints, as in tests). The load event alone comes too soon: the app's pages are drawn
 * by code that loads after it, so a call made then still left before the page was on screen.
 */
function afterFirstPaint(then: () => void): () => void {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint') || painted()) {
    then();
    return () => undefined;
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(limit);
    then();
  };
  const observer = new PerformanceObserver(() => {
    if (painted()) finish();
  });
  observer.observe({ type: 'paint', buffered: true });
  const limit = setTimeout(finish, PAINT_LIMIT_MS);
  return () => {
    done = true;
    observer.disconnect();
    clearTimeout(limit);
  };
}

/**
 * False until the page's first load is over (the document's load event and the page's first
 * contentful paint, then the first idle moment of the main thread), then true for good. For calls
 * and code a page can draw without, such as the sidebar's counts or the dashboard's pie: they
 * leave after the page's own code and data, not among them (docs/benchmarks.md, "First load").
 */
export function useAfterFirstLoad(): boolean {
  const [ready, setReady] = useState(loaded);
  useEffect(() => {
    if (ready) return;
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopWaiting: () => void = () => undefined;
    const done = () => {
      loaded = true;
      setReady(true);
    };
    const whenIdle = () => {
      stopWaiting = afterFirstPaint(() => {
        if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(done, { timeout: 1000 });
        else timer = setTimeout(done, 0);
      });
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      stopWaiting();
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}
