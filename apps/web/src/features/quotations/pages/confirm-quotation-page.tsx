import { MSG } from '@abasto/domain/messages';
import { QUOTATION_TITLE_MAX } from '@abasto/domain/quotation';
import { ROUTES } from '@abasto/domain/routes';
import { requestRefusalReason } from '@abasto/domain/supplier-rating';
import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { modals } from '@mantine/modals';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import { useCreateQuotation } from '../api/create-quotation.ts';
import { AttachmentDrop, type DraftFile } from '../components/attachment-drop.tsx';
import { type DraftSupplier, isBlankHtml, readDraft } from '../components/quotation-draft.ts';
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
  // The server's refusal (409 SUPPLIER_REJECTED names them), shown on the page until the next send.
  const [refused, setRefused] = useState<string | null>(null);

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
  // A Rechazado supplier receives no request; No evaluado and expired documents are allowed but
  // flagged before the send (docs/product.md#qualification).
  // Nor does one whose admission is not accepted (docs/product.md#supplier-admission).
  const rejected = draft.fornecedores.filter((s) => requestRefusalReason(s) !== null);
  const suppliers = draft.fornecedores.filter((s) => requestRefusalReason(s) === null);
  const n = suppliers.length;
  const notEvaluated = suppliers.filter((s) => notRated(s)).length;
  const expired = suppliers.filter((s) => s.documentosVencidos).length;
  const warning = [
    notEvaluated > 0 ? MSG.qualificationConfirmNotEvaluated(notEvaluated) : null,
    expired > 0 ? MSG.qualificationConfirmExpired(expired) : null,
  ]
    .filter(Boolean)
    .join(', ');

  function send() {
    if (title.trim() === '' || isBlankHtml(descripcion)) {
      notify.error(MSG.quotationFieldsRequired);
      return;
    }
    if (extra && !extra.ok) {
      notify.error(extra.message);
      return;
    }
    setRefused(null);
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
            onError: (err) => {
              const message = err.message ? `${MSG.quotationSendFailed}: ${err.message}` : MSG.quotationSendFailed;
              setRefused(message);
              notify.error(message);
            },
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
        {(warning || rejected.length > 0) && (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title={MSG.qualificationConfirmWarningTitle} data-testid="qualification-warning">
            {warning && <Text size="sm">{warning}</Text>}
            {rejected.length > 0 && <Text size="sm">{MSG.qualificationConfirmExcluded(rejected.length)}</Text>}
          </Alert>
        )}
        {refused && (
          <Alert color="red" role="alert" data-testid="send-refused">
            {refused}
          </Alert>
        )}
        <RecipientsTable
          rows={draft.fornecedores.map((s) => ({
            key: s._id,
            supplierId: s._id,
            name: s.name,
            email: s.email,
            disabled: requestRefusalReason(s) !== null,
            note: <SupplierFlags supplier={s} />,
          }))}
        />
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

/** An old draft (before ratings travelled with it) carries no rating: only an explicit null or 'No evaluado' counts. */
function notRated(s: DraftSupplier): boolean {
  return s.calificacion === null || s.calificacion === 'No evaluado';
}

/** The flags under a recipient's name: Rechazado with its reason, No evaluado, documents expired. */
function SupplierFlags({ supplier }: { supplier: DraftSupplier }) {
  const reason = requestRefusalReason(supplier);
  if (reason) {
    return (
      <Text size="xs" c="red" data-testid="recipient-rejected">
        {reason}
      </Text>
    );
  }
  if (!notRated(supplier) && !supplier.documentosVencidos) return null;
  return (
    <Group gap={4} mt={2}>
      {notRated(supplier) && (
        <Badge size="xs" variant="light" color="gray">
          {MSG.qualificationNotEvaluated}
        </Badge>
      )}
      {supplier.documentosVencidos && (
        <Badge size="xs" variant="light" color="orange">
          {MSG.qualificationDocumentsExpired}
        </Badge>
      )}
    </Group>
  );
}
