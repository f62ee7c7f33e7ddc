import { MSG } from '@abasto/domain/messages';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** 'Desea borrar este proveedor?' with VOLVER and BORRAR (docs/product.md#supplier-list). */
export function confirmDeleteSupplier(name: string, onConfirm: () => void) {
  modals.openConfirmModal({
    title: MSG.supplierDeleteConfirmTitle,
    centered: true,
    children: (
      <>
        <Text fw={600} mb="xs">
          {name}
        </Text>
        <Text size="sm" c="red.8">
          {MSG.supplierDeleteConfirmText}
        </Text>
      </>
    ),
    labels: { confirm: MSG.supplierDeleteConfirm, cancel: MSG.supplierDeleteCancel },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
