import { MSG } from '@abasto/domain/messages';
import { QUOTATION_TITLE_MAX } from '@abasto/domain/quotation';
import { ROUTES } from '@abasto/domain/routes';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import { useCreateQuotation } from '../api/create-quotation.ts';
import { AttachmentDrop, type DraftFile } from '../components/attachment-drop.tsx';
import { isBlankHtml, readDraft } from '../components/quotation-draft.ts';
import { RecipientsTable } from '../components/recipients-table.tsx';
import { RichTextField } from '../components/rich-text-field.tsx';
// Sourcing (docs/sourcing.md): the lines, deadline, sealed and currencies kept by the compose screen.
import { clearSourcingDraft, readSourcingDraft, sourcingPayload } from '../components/sourcing-draft.ts';
import { SourcingSummary } from '../components/sourcing-fields.tsx';

/** cotizacion-confirmar: the draft from the query, files, and the send with its confirmation. */
export default function ConfirmQuotationPage() {
  const [params] = useSearchParams();
  const { draft, editable } = useMemo(() => readDraft(params), [params]);
  const navigate = useNavigate();
  const create = useCreateQuotation();
  const [title, setTitle] = useState(draft?.title ?? '');
  const [descripcion, setDescripcion] = useState(draft?.descripcion ?? '');
  const [files, setFiles] = useState<DraftFile[]>([]);
  // One id for this confirm screen: a second click repeats the same request.
  const [requestId] = useState(() => crypto.randomUUID());
  const sourcing = useMemo(() => (params.get('lineas') === '1' ? readSourcingDraft() : null), [params]);
  const extra = sourcing ? sourcingPayload(sourcing) : null;

  if (!draft) {
    return (
      <Paper p="md" withBorder>
        <Text mb="md">{MSG.quotationDraftMissing}</Text>
        <Button component={Link} to={ROUTES.newQuotation('new')}>
          {MSG.quotationNewTitle}
        </Button>
      </Paper>
    );
  }
  const suppliers = draft.fornecedores;
  const n = suppliers.length;

  function send() {
    if (title.trim() === '' || isBlankHtml(descripcion)) {
      notify.error(MSG.quotationFieldsRequired);
      return;
    }
    if (extra && !extra.ok) {
      notify.error(extra.message);
      return;
    }
    modals.openConfirmModal({
      title: MSG.quotationConfirmTitle,
      children: <Text size="sm">{MSG.quotationConfirmText(n)}</Text>,
      labels: { confirm: MSG.quotationConfirm, cancel: MSG.quotationCancel },
      onConfirm: () =>
        create.mutate(
          {
            title,
            descripcion,
            fornecedores: suppliers.map((s) => ({ _id: s._id })),
            file: files.map((f) => ({ file: f.file, filename: f.filename })),
            filename: files[0]?.filename ?? '',
            clientRequestId: requestId,
            ...(extra?.ok ? extra.payload : {}),
          },
          {
            onSuccess: () => {
              clearSourcingDraft();
              notify.success(MSG.quotationSent);
              void navigate(ROUTES.quotations);
            },
            onError: (err) => notify.error(err.message ? `${MSG.quotationSendFailed}: ${err.message}` : MSG.quotationSendFailed),
          },
        ),
    });
  }

  return (
    <Paper p="md" withBorder>
      <Stack>
        <Title order={2}>{MSG.quotationConfirmPageTitle}</Title>
        <TextInput
          label={MSG.quotationSubjectLabel}
          value={title}
          readOnly={!editable}
          onChange={(e) => setTitle(e.currentTarget.value)}
          maxLength={QUOTATION_TITLE_MAX}
        />
        <RichTextField label={MSG.quotationDescriptionLabel} value={descripcion} onChange={setDescripcion} readOnly={!editable} />
        {extra?.ok && sourcing && <SourcingSummary payload={extra.payload} zone={sourcing.zone} />}
        <Title order={4}>{MSG.quotationAttachments}</Title>
        <AttachmentDrop files={files} onChange={setFiles} />
        <Title order={4}>{MSG.quotationColumnSuppliers}</Title>
        <RecipientsTable rows={suppliers.map((s) => ({ key: s._id, supplierId: s._id, name: s.name, email: s.email }))} />
        <Group justify="space-between">
          <Button variant="default" onClick={() => void navigate(-1)}>
            {MSG.quotationBack}
          </Button>
          <Button onClick={send} loading={create.isPending} disabled={n === 0}>
            {MSG.quotationSendButton(n)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
