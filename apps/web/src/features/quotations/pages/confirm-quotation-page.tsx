import { MSG } from '@abasto/domain/messages';
import { QUOTATION_TITLE_MAX, QuotationMessageSchema } from '@abasto/domain/quotation';
import { ROUTES } from '@abasto/domain/routes';
import { requestRefusalReason } from '@abasto/domain/supplier-rating';
import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { modals } from '@mantine/modals';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import { useCreateQuotation } from '../api/create-quotation.ts';
import { AttachmentDrop, type DraftFile } from '../components/attachment-drop.tsx';
import { DraftActionBar, WRAPPING_LABEL } from '../components/draft-action-bar.tsx';
import { emptyDraft, isDraftId, saveDraft, type StoredDraft } from '../components/draft-store.ts';
import { composeDraftUrl, confirmDraftUrl, type DraftSupplier, readDraft } from '../components/quotation-draft.ts';
import { RecipientsTable } from '../components/recipients-table.tsx';
import { RichTextField } from '../components/rich-text-field.tsx';
import { useStoredDraft } from '../components/use-stored-draft.ts';
// Sourcing (docs/sourcing.md): the lines, deadline, sealed and currencies kept with the draft.
import { sourcingPayload } from '../components/sourcing-draft.ts';
import { SourcingSummary } from '../components/sourcing-fields.tsx';

/**
 * cotizacion-confirmar: the stored draft of `?borrador=` (or, from an older link, the draft in
 * `cotizacion`, stored first), files, and the send with its confirmation
 * (docs/product.md#quotation-confirm).
 */
export default function ConfirmQuotationPage() {
  const [params] = useSearchParams();
  const draftId = params.get('borrador');
  if (isDraftId(draftId)) return <ConfirmDraft key={draftId} draftId={draftId} />;
  if (params.has('cotizacion')) return <StoreLinkedDraft params={params} />;
  return <DraftMissing />;
}

const waiting = (
  <Center py="xl">
    <Loader aria-label={MSG.quotationDraftLoading} />
  </Center>
);

function DraftMissing() {
  return (
    <Paper p="md" withBorder>
      <Text mb="md">{MSG.quotationDraftMissing}</Text>
      <Button component={Link} to={ROUTES.newQuotation('new')}>
        {MSG.quotationNewTitle}
      </Button>
    </Paper>
  );
}

/** A link that carries the draft itself: stored, then opened by its id. */
function StoreLinkedDraft({ params }: { params: URLSearchParams }) {
  const navigate = useNavigate();
  const [linked] = useState(() => readDraft(params));
  const started = useRef(false);
  useEffect(() => {
    if (!linked.draft || started.current) return;
    started.current = true;
    const draft: StoredDraft = { ...emptyDraft('lista', null), ...linked.draft, editable: linked.editable };
    void saveDraft(draft).then(() => navigate(confirmDraftUrl(draft.id), { replace: true }));
  }, [linked, navigate]);
  return linked.draft ? waiting : <DraftMissing />;
}

function ConfirmDraft({ draftId }: { draftId: string }) {
  const stored = useStoredDraft(draftId);
  if (stored.status === 'loading') return waiting;
  if (stored.status === 'missing') return <DraftMissing />;
  return <ConfirmForm draft={stored.draft} save={stored.save} remove={stored.remove} saved={stored.saved} />;
}

interface ConfirmValues {
  title: string;
  descripcion: string;
  files: DraftFile[];
}

const messageChecks = schemaResolver(QuotationMessageSchema, { sync: true });
const firstError = (errors: FormErrors) => notify.error(String(Object.values(errors)[0] ?? MSG.quotationFieldsRequired));

function ConfirmForm({
  draft,
  save,
  remove,
  saved,
}: {
  draft: StoredDraft;
  save: (d: StoredDraft) => void;
  remove: () => Promise<void>;
  saved: boolean;
}) {
  const navigate = useNavigate();
  const create = useCreateQuotation();
  const form = useForm<ConfirmValues>({
    mode: 'controlled',
    initialValues: { title: draft.title, descripcion: draft.descripcion, files: draft.files },
    validate: messageChecks,
    onValuesChange: (values) => save({ ...draft, ...values }),
  });
  const values = form.getValues();
  const editable = draft.editable;
  const extra = draft.sourcing ? sourcingPayload(draft.sourcing) : null;
  // The server's refusal (409 SUPPLIER_REJECTED names them), shown on the page until the next send.
  const [refused, setRefused] = useState<string | null>(null);

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

  const send = form.onSubmit(({ title, descripcion, files }) => {
    if (extra && !extra.ok) {
      notify.error(extra.message);
      return;
    }
    setRefused(null);
    const uploaded = files.filter((f) => !f.kept);
    const kept = files.filter((f) => f.kept);
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
            file: uploaded.map((f) => ({ file: f.file, filename: f.filename })),
            filename: uploaded[0]?.filename ?? '',
            ...(draft.keptFrom !== null && kept.length > 0
              ? { adjuntosDe: { cotizacionId: draft.keptFrom, archivos: kept.map((f) => f.filename) } }
              : {}),
            clientRequestId: draft.requestId,
            ...(extra?.ok ? extra.payload : {}),
          },
          {
            onSuccess: () => {
              // Sent: the draft is done with (docs/product.md#quotation-compose).
              void remove();
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
  }, firstError);

  function back() {
    // From the supplier list the draft has no compose screen: back to where it came from (the
    // list itself when this tab opened here first).
    const depth = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (draft.origin === 'lista') void (depth > 0 ? navigate(-1) : navigate(ROUTES.suppliers));
    else void navigate(composeDraftUrl(draft.origin, draft.id));
  }

  async function discard() {
    await remove();
    notify.info(MSG.quotationDraftDiscarded);
    void navigate(draft.origin === 'lista' ? ROUTES.suppliers : ROUTES.newQuotation('new'), { replace: true });
  }

  return (
    <Paper p="md" withBorder>
      <Stack>
        <Title order={2}>{MSG.quotationConfirmPageTitle}</Title>
        <TextInput
          label={MSG.quotationSubjectLabel}
          readOnly={!editable}
          maxLength={QUOTATION_TITLE_MAX}
          {...form.getInputProps('title', { withError: false })}
        />
        <RichTextField
          label={MSG.quotationDescriptionLabel}
          value={values.descripcion}
          onChange={(html) => form.setFieldValue('descripcion', html)}
          readOnly={!editable}
        />
        {extra?.ok && draft.sourcing && <SourcingSummary payload={extra.payload} zone={draft.sourcing.zone} />}
        <Title order={4}>{MSG.quotationAttachments}</Title>
        <AttachmentDrop files={values.files} onChange={(files) => form.setFieldValue('files', files)} />
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
        <DraftActionBar saved={saved} onDiscard={() => void discard()}>
          <Button variant="default" onClick={back} style={{ flexShrink: 0 }}>
            {MSG.quotationBack}
          </Button>
          <Button onClick={() => send()} loading={create.isPending} disabled={n === 0} {...WRAPPING_LABEL}>
            {MSG.quotationSendButton(n)}
          </Button>
        </DraftActionBar>
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
