import { useEffect, useState } from 'react';

let loaded = false;

/**
 * False until the page's first load is over (the document's load event, then the first idle
 * moment of the main thread), then true for good. For calls a page can draw without, such as the
 * sidebar's counts: they leave after the page's own code and data, not among them
 * (docs/benchmarks.md, "First load").
 */
export function useAfterFirstLoad(): boolean {
  const [ready, setReady] = useState(loaded);
  useEffect(() => {
    if (ready) return;
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      loaded = true;
      setReady(true);
    };
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(done, { timeout: 1000 });
      else timer = setTimeout(done, 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}
