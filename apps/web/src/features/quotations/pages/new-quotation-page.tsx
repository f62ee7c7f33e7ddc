import { MSG } from '@abasto/domain/messages';
import { QUOTATION_TITLE_MAX, QuotationComposeSchema } from '@abasto/domain/quotation';
import { ROUTES } from '@abasto/domain/routes';
import { Button, Center, Loader, Paper, Stack, TextInput, Title } from '@mantine/core';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { getAnswers } from '../api/get-answers.ts';
import { useQuotation } from '../api/get-quotation.ts';
import { DraftActionBar, WRAPPING_LABEL } from '../components/draft-action-bar.tsx';
import { emptyDraft, isDraftId, saveDraft, type StoredDraft } from '../components/draft-store.ts';
import { composeDraftUrl, confirmDraftUrl, type DraftSupplier } from '../components/quotation-draft.ts';
import { RichTextField } from '../components/rich-text-field.tsx';
import { SupplierPicker } from '../components/supplier-picker.tsx';
import { useStoredDraft } from '../components/use-stored-draft.ts';
// Sourcing (docs/sourcing.md): item lines, deadline, sealed offers, currencies.
import { browserZone } from '../../../lib/deadline.ts';
import { newLine } from '../components/item-lines.ts';
import { emptySourcingDraft, type SourcingDraft, sourcingPayload } from '../components/sourcing-draft.ts';
import { SourcingFields } from '../components/sourcing-fields.tsx';

/**
 * cotizacion/{id}/nueva-cotizacion: 'new' starts empty, a quotation id starts from that quotation
 * (subject, description, suppliers, its lines and its files). The draft is kept in the browser
 * under the id of `?borrador=` (docs/product.md#quotation-compose).
 */
export default function NewQuotationPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const origin = /^\d+$/.test(id ?? '') ? id! : 'new';
  const draftId = params.get('borrador');
  if (!isDraftId(draftId)) return <StartDraft key={origin} origin={origin} />;
  return <ComposeDraft key={draftId} draftId={draftId} origin={origin} />;
}

const waiting = (
  <Center py="xl">
    <Loader aria-label={MSG.quotationDraftLoading} />
  </Center>
);

/** A quotation's lines as the editor holds them (quantities typed with a decimal comma). */
async function sourceSourcing(id: number): Promise<SourcingDraft> {
  const base = emptySourcingDraft(String(id), browserZone());
  try {
    const { pedido } = await getAnswers(id);
    return {
      ...base,
      lines: pedido.items.map((i) => newLine({ descripcion: i.descripcion, cantidad: String(i.cantidad).replace('.', ','), unidad: i.unidad })),
      sobreCerrado: false,
      monedas: pedido.monedas.length > 0 ? pedido.monedas : base.monedas,
    };
  } catch (err) {
    // An ordinary quotation has no lines (409).
    if (err instanceof ApiError && err.status === 409) return base;
    throw err;
  }
}

/** Without `?borrador=`: a new stored draft (from the quotation when there is one), then its address. */
function StartDraft({ origin }: { origin: string }) {
  const navigate = useNavigate();
  const fromId = origin === 'new' ? null : Number(origin);
  const source = useQuotation(fromId);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || (fromId !== null && !source.data)) return;
    started.current = true;
    void (async () => {
      const draft = emptyDraft(origin, emptySourcingDraft(origin, browserZone()));
      if (fromId !== null && source.data) {
        const q = source.data;
        draft.title = q.title;
        draft.descripcion = q.descripcion;
        draft.fornecedores = q.fornecedores
          .filter((f) => f._id !== null)
          .map((f): DraftSupplier => ({ _id: f._id!, name: f.name, email: f.email ?? '' }));
        // "Enviar Nuevo pedido de cotización": the files go again by reference (docs/product.md#quotation-detail).
        draft.files = q.attachments.map((a) => ({ filename: a.filename, file: '', size: a.size, kept: true }));
        draft.keptFrom = q.attachments.length > 0 ? q.id : null;
        draft.editable = true;
        draft.sourcing = await sourceSourcing(q.id).catch(() => draft.sourcing);
      }
      await saveDraft(draft);
      void navigate(composeDraftUrl(origin, draft.id), { replace: true });
    })();
  }, [fromId, origin, source.data, navigate]);

  if (source.error) {
    return (
      <Center py="xl">
        <Title order={3} c="red.9">
          {source.error.message || MSG.quotationNotFound}
        </Title>
      </Center>
    );
  }
  return waiting;
}

function ComposeDraft({ draftId, origin }: { draftId: string; origin: string }) {
  const stored = useStoredDraft(draftId);
  // A draft id this browser does not know (another browser's link): it starts empty under that id.
  const [fresh] = useState(() => ({ ...emptyDraft(origin, emptySourcingDraft(origin, browserZone())), id: draftId }));
  if (stored.status === 'loading') return waiting;
  const draft = stored.status === 'ready' ? stored.draft : fresh;
  return <ComposeForm draft={draft} save={stored.save} flush={stored.flush} remove={stored.remove} saved={stored.saved} />;
}

interface ComposeValues {
  title: string;
  descripcion: string;
  fornecedores: DraftSupplier[];
  sourcing: SourcingDraft;
}

const composeChecks = schemaResolver(QuotationComposeSchema, { sync: true });
/** The first message of the domain's schema, as a toast (as the screen always said it). */
const firstError = (errors: FormErrors) => notify.error(String(Object.values(errors)[0] ?? MSG.quotationFieldsRequired));

function ComposeForm({
  draft,
  save,
  flush,
  remove,
  saved,
}: {
  draft: StoredDraft;
  save: (d: StoredDraft) => void;
  flush: () => Promise<void>;
  remove: () => Promise<void>;
  saved: boolean;
}) {
  const navigate = useNavigate();
  const form = useForm<ComposeValues>({
    mode: 'controlled',
    initialValues: {
      title: draft.title,
      descripcion: draft.descripcion,
      fornecedores: draft.fornecedores,
      sourcing: draft.sourcing ?? emptySourcingDraft(draft.origin, browserZone()),
    },
    validate: composeChecks,
    onValuesChange: (values) => save({ ...draft, ...values }),
  });
  const values = form.getValues();
  const n = values.fornecedores.length;

  const next = form.onSubmit(async (v) => {
    const extra = sourcingPayload(v.sourcing);
    if (!extra.ok) {
      notify.error(extra.message);
      return;
    }
    await flush();
    void navigate(confirmDraftUrl(draft.id));
  }, firstError);

  async function discard() {
    await remove();
    notify.info(MSG.quotationDraftDiscarded);
    void navigate(ROUTES.newQuotation('new'), { replace: true });
  }

  return (
    <Paper p="md" withBorder>
      <Stack>
        <Title order={2}>{MSG.quotationNewTitle}</Title>
        <TextInput label={MSG.quotationSubjectLabel} maxLength={QUOTATION_TITLE_MAX} {...form.getInputProps('title', { withError: false })} />
        <RichTextField
          label={MSG.quotationDescriptionLabel}
          value={values.descripcion}
          onChange={(html) => form.setFieldValue('descripcion', html)}
        />
        <SourcingFields value={values.sourcing} onChange={(s) => form.setFieldValue('sourcing', s)} />
        <Title order={4}>{MSG.quotationColumnSuppliers}</Title>
        <SupplierPicker value={values.fornecedores} onChange={(v) => form.setFieldValue('fornecedores', v)} />
        <DraftActionBar saved={saved} onDiscard={() => void discard()}>
          <Button onClick={() => next()} disabled={n === 0} {...WRAPPING_LABEL}>
            {MSG.quotationSendButton(n)}
          </Button>
        </DraftActionBar>
      </Stack>
    </Paper>
  );
}
