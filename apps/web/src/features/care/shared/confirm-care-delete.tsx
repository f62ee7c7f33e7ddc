import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MSG } from '@abasto/domain/messages';
import { notify } from '../../../lib/notify.ts';

interface CareDeleteOptions {
  /** Defaults to the care area's usual question. */
  title?: string;
  text?: string;
  remove: () => Promise<unknown>;
  done: string;
  /** Prefix of the error toast; the server's message follows it. */
  failed: string;
  afterDone?: () => void;
}

/** The care area's delete confirmation: asks, removes, then says how it went in a toast. */
export function confirmCareDelete(opts: CareDeleteOptions): void {
  modals.openConfirmModal({
    title: opts.title ?? MSG.careDeleteConfirmTitle,
    children: <Text size="sm">{opts.text ?? MSG.careDeleteConfirmText}</Text>,
    labels: { confirm: MSG.careDeleteConfirmYes, cancel: MSG.careDeleteConfirmNo },
    confirmProps: { color: 'red' },
    centered: true,
    onConfirm: () => void removeAndTell(opts),
  });
}

/** Never rejects: the outcome is told in a toast either way. */
async function removeAndTell(opts: CareDeleteOptions): Promise<void> {
  try {
    await opts.remove();
    notify.success(opts.done);
    opts.afterDone?.();
  } catch (err) {
    notify.error(`${opts.failed}: ${(err as Error).message}`);
  }
}
