import { MSG } from '@abasto/domain/messages';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { AreaLanguage } from './area-language.ts';

let asking: Promise<boolean> | null = null;

/**
 * "¿Descartar los cambios?" / "Descartar as alterações?" (docs/product.md#unsaved-work). Keep
 * editing is the default: it holds the focus, and Enter, Escape or a click outside keep the form.
 * One question at a time: asking again while it shows answers with the same promise.
 */
export function confirmDiscard(lang: AreaLanguage): Promise<boolean> {
  if (asking) return asking;
  asking = new Promise<boolean>((resolve) => {
    let answered = false;
    const answer = (discard: boolean) => {
      if (answered) return;
      answered = true;
      // The Escape that answered reaches the form's modal too, in the same event: it must still
      // find the question asked, or it would ask again.
      setTimeout(() => {
        asking = null;
      }, 0);
      resolve(discard);
    };
    modals.openConfirmModal({
      title: MSG.unsavedDiscardTitle[lang],
      centered: true,
      zIndex: 400,
      // Its two named buttons and Escape answer it.
      withCloseButton: false,
      children: <Text size="sm">{MSG.unsavedDiscardText[lang]}</Text>,
      labels: { confirm: MSG.unsavedDiscard[lang], cancel: MSG.unsavedKeepEditing[lang] },
      confirmProps: { color: 'red.9', variant: 'outline' },
      cancelProps: { 'data-autofocus': true, variant: 'filled', color: 'blue.8' } as Record<string, unknown>,
      onConfirm: () => answer(true),
      onCancel: () => answer(false),
      onClose: () => answer(false),
    });
  });
  return asking;
}

/** True while the question is on screen (a second Escape must not ask twice). */
export function isAskingToDiscard(): boolean {
  return asking !== null;
}
