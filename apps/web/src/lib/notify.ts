import { notifications } from '@mantine/notifications';

/** Toasts: top-right, 5000 ms (docs/product.md#layout). */
export const TOAST_MS = 5000;

export const notify = {
  success: (message: string) => notifications.show({ message, color: 'green', autoClose: TOAST_MS }),
  error: (message: string) => notifications.show({ message, color: 'red', autoClose: TOAST_MS }),
  info: (message: string) => notifications.show({ message, color: 'blue', autoClose: TOAST_MS }),
};
