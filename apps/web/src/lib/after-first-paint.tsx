import { type CSSProperties, type ReactNode, startTransition, useEffect, useRef, useState } from 'react';

interface Waiting {
  show(): void;
}

/** The parts waiting to be drawn, in the order they were mounted. */
const waiting: Waiting[] = [];
let busy = false;

/** Draws the next waiting part in a task of its own, after the next frame has painted the ones before it. */
function drawNext() {
  busy = true;
  const afterPaint = (run: () => void) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(run) : run());
  afterPaint(() => {
    setTimeout(() => {
      const next = waiting.shift();
      if (next) next.show();
      else busy = false;
    }, 0);
  });
}

/**
 * Draws its children once the page above them has been painted: a part below the fold of a long
 * page (the supplier detail's sections, questionnaires and qualification, docs/product.md#supplier-detail;
 * the quotation detail's recipients)
 * is then drawn in a short task of its own instead of lengthening the page's first draw. Parts
 * are drawn one at a time, in page order, each once the one before it is on screen. Until then
 * an empty block of `minHeight` holds its place, so what follows it does not jump.
 */
export function AfterFirstPaint({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const [shown, setShown] = useState(false);
  const state = useRef<'waiting' | 'showing' | 'drawn'>('waiting');
  useEffect(() => {
    const entry: Waiting = {
      show: () => {
        state.current = 'showing';
        startTransition(() => setShown(true));
      },
    };
    if (state.current === 'waiting') {
      waiting.push(entry);
      if (!busy) drawNext();
    }
    return () => {
      const i = waiting.indexOf(entry);
      if (i >= 0) waiting.splice(i, 1);
      // Gone before it was drawn: the next one need not wait for it.
      if (state.current === 'showing') {
        state.current = 'waiting';
        drawNext();
      }
    };
  }, []);
  if (!shown) return <div style={{ minHeight }} />;
  return (
    <>
      {children}
      <Drawn
        onDrawn={() => {
          if (state.current !== 'showing') return;
          state.current = 'drawn';
          drawNext();
        }}
      />
    </>
  );
}

/** Committed with its part: the next part may be drawn. */
function Drawn({ onDrawn }: { onDrawn: () => void }) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the part is on screen
  useEffect(onDrawn, []);
  return null;
}

/** A long list cut into parts small enough to draw in one short task each (questions: four at a time). */
export function inBatches<T>(items: readonly T[], size = 4): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The style of a block below the fold of a long page (a section, a panel): while it is off screen
 * the browser skips its style, layout and paint (`content-visibility: auto`), as if it were
 * `height` px tall, then as tall as it was last drawn. It stays in the page: found by the
 * browser's search, read by screen readers, reached by Tab, drawn as it nears the screen.
 */
export function skippedOffScreen(height: number): CSSProperties {
  return { contentVisibility: 'auto', containIntrinsicSize: `auto ${Math.round(height)}px` };
}

/** Room held, on a phone, for a titled block's padding and title above its content. */
export const TITLED_BLOCK_ROOM = 96;
/** Room held, on a phone, for one question of a questionnaire (its label and answers). */
export const QUESTION_ROOM = 64;
