import { MSG } from '@abasto/domain/messages';
import { Box, Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * The bar at the foot of the compose and confirm screens: it stays in view however long the page
 * (sticky), says the draft is kept ("Borrador guardado": leaving is safe), offers "Descartar
 * borrador" and holds the screen's buttons (docs/product.md#quotation-compose). On a phone the
 * buttons share one row, their labels wrapping (WRAPPING_LABEL).
 */
export const WRAPPING_LABEL = { h: 'auto', py: 6, styles: { label: { whiteSpace: 'normal' as const } } };
export function DraftActionBar({ saved, onDiscard, children }: { saved: boolean; onDiscard: () => void; children: ReactNode }) {
  function discard() {
    modals.openConfirmModal({
      title: MSG.quotationDraftDiscardTitle,
      children: <Text size="sm">{MSG.quotationDraftDiscardText}</Text>,
      labels: { confirm: MSG.quotationDraftDiscard, cancel: MSG.quotationCancel },
      confirmProps: { color: 'red' },
      onConfirm: onDiscard,
    });
  }
  return (
    <Box
      data-testid="draft-action-bar"
      pos="sticky"
      bottom={0}
      py="sm"
      px="md"
      mx="-md"
      mb="-md"
      style={{
        zIndex: 5,
        background: 'var(--mantine-color-body)',
        borderTop: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Group justify="space-between" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          <Text size="sm" c="gray.7" role="status" title={MSG.quotationDraftSavedHint} style={{ display: 'flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}>
            {saved && <IconCircleCheck size={16} aria-hidden />}
            {saved ? MSG.quotationDraftSaved : '…'}
          </Text>
          <Button variant="subtle" color="red" c="red.9" size="compact-sm" onClick={discard}>
            {MSG.quotationDraftDiscard}
          </Button>
        </Group>
        <Group gap="xs" justify="flex-end" wrap="nowrap" style={{ flexGrow: 1 }}>
          {children}
        </Group>
      </Group>
    </Box>
  );
}
