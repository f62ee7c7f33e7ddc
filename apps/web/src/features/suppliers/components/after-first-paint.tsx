import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Draws its children once the page above them has been painted: a part below the fold of a long
 * page (the supplier detail's questionnaire and qualification, docs/product.md#supplier-detail)
 * is then drawn in a task of its own, in a transition React splits into short slices, instead of
 * lengthening the page's first draw. Until then an empty block of `minHeight` holds its place, so
 * what follows it does not jump when it arrives.
 */
export function AfterFirstPaint({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    };
    // The next frame is the first paint with the page; the timer's task comes after it.
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(show) : undefined;
    if (frame === undefined) show();
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return shown ? children : <div style={{ minHeight }} />;
}
