import { MSG } from '@abasto/domain/messages';
import { QUOTATION_TITLE_MAX } from '@abasto/domain/quotation';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import { type DraftSupplier, confirmUrl, isBlankHtml } from './quotation-draft.ts';
import { RichTextField } from './rich-text-field.tsx';

/**
 * 'Nuevo Pedido de cotización' from the supplier list: subject and description for the ticked
 * suppliers. Its button carries the draft to the confirm screen (docs/product.md#supplier-list),
 * where files are attached and the send is confirmed; then the history.
 */
export function SendQuotationModal({
  opened,
  onClose,
  suppliers,
}: {
  opened: boolean;
  onClose: () => void;
  suppliers: DraftSupplier[];
}) {
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [descripcion, setDescripcion] = useState('');
  const n = suppliers.length;

  function next() {
    if (title.trim() === '' || isBlankHtml(descripcion)) {
      notify.error(MSG.quotationFieldsRequired);
      return;
    }
    onClose();
    void navigate(confirmUrl({ title, descripcion, fornecedores: suppliers }, false));
  }

  return (
    <Modal opened={opened} onClose={onClose} title={MSG.quotationNewModalTitle} size="xl">
      <Stack>
        <TextInput
          label={MSG.quotationSubjectLabel}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          maxLength={QUOTATION_TITLE_MAX}
          data-autofocus
        />
        {opened && <RichTextField label={MSG.quotationDescriptionLabel} value={descripcion} onChange={setDescripcion} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {MSG.quotationCancel}
          </Button>
          <Button onClick={next} disabled={n === 0}>
            {MSG.quotationSendButton(n)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
