import { notifications, notificationsStore } from '@mantine/notifications';

/** Toasts: top-right, 5000 ms (docs/product.md#layout). */
export const TOAST_MS = 5000;

const FAILURE = 'toast:failure:';

interface Toast {
  title?: string;
  message: string;
  color: 'green' | 'red' | 'blue';
}

/**
 * Every toast of the app (docs/product.md#layout). One with the same words as a toast on screen
 * takes its place rather than stacking under it (its id is its words), and a success takes the
 * failures on screen away: what failed before has now worked.
 */
export function toast({ title, message, color }: Toast) {
  const id = `${color === 'red' ? FAILURE : 'toast:'}${color}:${title ?? ''}:${message}`;
  const { notifications: shown, queue } = notificationsStore.getState();
  for (const n of [...shown, ...queue]) {
    const old = String(n.id ?? '');
    if (old === id || (color === 'green' && old.startsWith(FAILURE))) notifications.hide(old);
  }
  notifications.show({ id, title, message, color, autoClose: TOAST_MS });
}

export const notify = {
  success: (message: string) => toast({ message, color: 'green' }),
  error: (message: string, title?: string) => toast({ title, message, color: 'red' }),
  info: (message: string) => toast({ message, color: 'blue' }),
};
