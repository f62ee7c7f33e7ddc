import { useEffect, useRef, useState } from 'react';

/**
 * For a dialog mounted only while open: when it goes away, the focus goes back to the control that
 * had it when the dialog appeared (the button that opened it), if that control is still on the
 * page (docs/product.md#layout). Mantine's own return needs the dialog to stay mounted closed.
 */
export function useReturnFocusOnUnmount() {
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // After the dialog's own focus handling, and not when React only re-runs the effect.
      setTimeout(() => {
        if (!mounted.current && opener?.isConnected && opener !== document.body) opener.focus();
      }, 0);
    };
  }, [opener]);
}
