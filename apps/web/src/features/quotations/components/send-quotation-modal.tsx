import { MSG } from '@abasto/domain/messages';
import { ROUTES } from '@abasto/domain/routes';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import { useCreateQuotation } from '../api/create-quotation.ts';
import { type toDraftSupplier } from './draft-supplier.ts';
import { isBlankHtml } from './quotation-draft.ts';
import { RichTextField } from './rich-text-field.tsx';

type Selected = Parameters<typeof toDraftSupplier>[0];

/**
 * 'Nuevo Pedido de cotización' from the supplier list: subject and description for the ticked
 * suppliers, sent at once; then the history.
 */
export function SendQuotationModal({
  opened,
  onClose,
  suppliers,
}: {
  opened: boolean;
  onClose: () => void;
  suppliers: Selected[];
}) {
  const navigate = useNavigate();
  const create = useCreateQuotation();
  const [title, setTitle] = useState('');
  const [descripcion, setDescripcion] = useState('');
  // One id per opening of the modal: a second click sends the same request, not a second quotation.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const n = suppliers.length;

  function send() {
    if (title.trim() === '' || isBlankHtml(descripcion)) {
      notify.error(MSG.quotationFieldsRequired);
      return;
    }
    modals.openConfirmModal({
      title: MSG.quotationConfirmTitle,
      children: MSG.quotationConfirmText(n),
      labels: { confirm: MSG.quotationConfirm, cancel: MSG.quotationCancel },
      onConfirm: () =>
        create.mutate(
          {
            title,
            descripcion,
            fornecedores: suppliers.map((s) => ({ _id: Number(s._id) })),
            file: [],
            filename: '',
            clientRequestId: requestId,
          },
          {
            onSuccess: () => {
              notify.success(MSG.quotationSent);
              setTitle('');
              setDescripcion('');
              setRequestId(crypto.randomUUID());
              onClose();
              void navigate(ROUTES.quotations);
            },
            onError: () => notify.error(MSG.quotationSendFailed),
          },
        ),
    });
  }

  return (
    <Modal opened={opened} onClose={onClose} title={MSG.quotationNewModalTitle} size="xl">
      <Stack>
        <TextInput
          label={MSG.quotationSubjectLabel}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          maxLength={300}
          data-autofocus
        />
        {opened && <RichTextField label={MSG.quotationDescriptionLabel} value={descripcion} onChange={setDescripcion} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {MSG.quotationCancel}
          </Button>
          <Button onClick={send} loading={create.isPending} disabled={n === 0}>
            {MSG.quotationSendButton(n)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
