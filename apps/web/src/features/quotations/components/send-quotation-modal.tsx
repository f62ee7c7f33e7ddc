import { MSG } from '@abasto/domain/messages';
import { QUOTATION_TITLE_MAX, QuotationMessageSchema } from '@abasto/domain/quotation';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import { useReturnFocusOnUnmount } from '../../../lib/return-focus.ts';
import { emptyDraft, saveDraft } from './draft-store.ts';
import { confirmDraftUrl, type DraftSupplier } from './quotation-draft.ts';
import { RichTextField } from './rich-text-field.tsx';

interface ModalValues {
  title: string;
  descripcion: string;
}

/**
 * What was typed in the modal, kept for the tab: closing it (Escape, a click outside, Cancelar)
 * and opening it again finds the text where it was (docs/product.md#supplier-list).
 */
const TYPED_KEY = 'abasto.quotationModal';
function readTyped(): ModalValues {
  try {
    const raw = JSON.parse(sessionStorage.getItem(TYPED_KEY) ?? 'null') as Partial<ModalValues> | null;
    return { title: String(raw?.title ?? ''), descripcion: String(raw?.descripcion ?? '') };
  } catch {
    return { title: '', descripcion: '' };
  }
}
function keepTyped(values: ModalValues | null) {
  try {
    if (values) sessionStorage.setItem(TYPED_KEY, JSON.stringify(values));
    else sessionStorage.removeItem(TYPED_KEY);
  } catch {
    // A blocked storage only loses the convenience.
  }
}

const messageChecks = schemaResolver(QuotationMessageSchema, { sync: true });
const firstError = (errors: FormErrors) => notify.error(String(Object.values(errors)[0] ?? MSG.quotationFieldsRequired));

/**
 * 'Nuevo Pedido de cotización' from the supplier list: subject and description for the ticked
 * suppliers. Its button stores the draft and opens the confirm screen (docs/product.md#supplier-list),
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
  useReturnFocusOnUnmount();
  const form = useForm<ModalValues>({
    mode: 'controlled',
    initialValues: readTyped(),
    validate: messageChecks,
    onValuesChange: (values) => keepTyped(values),
  });
  const n = suppliers.length;

  const next = form.onSubmit(async (values) => {
    const draft = { ...emptyDraft('lista', null), ...values, fornecedores: suppliers };
    await saveDraft(draft);
    keepTyped(null);
    onClose();
    void navigate(confirmDraftUrl(draft.id));
  }, firstError);

  return (
    <Modal opened={opened} onClose={onClose} title={MSG.quotationNewModalTitle} size="xl">
      <Stack>
        <TextInput
          label={MSG.quotationSubjectLabel}
          maxLength={QUOTATION_TITLE_MAX}
          data-autofocus
          {...form.getInputProps('title', { withError: false })}
        />
        {opened && (
          <RichTextField
            label={MSG.quotationDescriptionLabel}
            value={form.getValues().descripcion}
            onChange={(html) => form.setFieldValue('descripcion', html)}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {MSG.quotationCancel}
          </Button>
          <Button onClick={() => next()} disabled={n === 0}>
            {MSG.quotationSendButton(n)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
