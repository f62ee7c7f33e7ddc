import { MSG } from '@abasto/domain/messages';
import { QUOTATION_TITLE_MAX } from '@abasto/domain/quotation';
import { Button, Center, Group, Loader, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import { useQuotation } from '../api/get-quotation.ts';
import { confirmUrl, type DraftSupplier, isBlankHtml, type QuotationDraft } from '../components/quotation-draft.ts';
import { RichTextField } from '../components/rich-text-field.tsx';
import { SupplierPicker } from '../components/supplier-picker.tsx';
// Sourcing (docs/sourcing.md): item lines, deadline, sealed offers, currencies.
import { browserZone } from '../../../lib/deadline.ts';
import { emptySourcingDraft, readSourcingDraft, saveSourcingDraft, sourcingPayload } from '../components/sourcing-draft.ts';
import { SourcingFields } from '../components/sourcing-fields.tsx';

/** cotizacion/{id}/nueva-cotizacion: 'new' starts empty, a quotation id starts from that quotation. */
export default function NewQuotationPage() {
  const { id } = useParams();
  const fromId = /^\d+$/.test(id ?? '') ? Number(id) : null;
  const source = useQuotation(fromId);

  if (fromId !== null && source.isLoading) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  const initial: QuotationDraft = source.data && fromId !== null
    ? {
        title: source.data.title,
        descripcion: source.data.descripcion,
        fornecedores: source.data.fornecedores
          .filter((f) => f._id !== null)
          .map((f) => ({ _id: f._id!, name: f.name, email: f.email ?? '' })),
      }
    : { title: '', descripcion: '', fornecedores: [] };
  // A new key per starting point: going from /cotizacion/5/… to /cotizacion/new/… starts over.
  return <NewQuotationForm key={fromId ?? 'new'} initial={initial} origin={String(fromId ?? 'new')} />;
}

function NewQuotationForm({ initial, origin }: { initial: QuotationDraft; origin: string }) {
  const navigate = useNavigate();
  const [title, setTitle] = useState(initial.title);
  const [descripcion, setDescripcion] = useState(initial.descripcion);
  const [chosen, setChosen] = useState<DraftSupplier[]>(initial.fornecedores);
  const [sourcing, setSourcing] = useState(() => readSourcingDraft(origin) ?? emptySourcingDraft(origin, browserZone()));
  useEffect(() => saveSourcingDraft(sourcing), [sourcing]);

  function next() {
    if (title.trim() === '' || isBlankHtml(descripcion)) {
      notify.error(MSG.quotationFieldsRequired);
      return;
    }
    if (chosen.length === 0) {
      notify.error(MSG.quotationSuppliersRequired);
      return;
    }
    const extra = sourcingPayload(sourcing);
    if (!extra.ok) {
      notify.error(extra.message);
      return;
    }
    // `lineas=1`: the confirm screen takes the lines, deadline and currencies kept for this draft.
    void navigate(`${confirmUrl({ title, descripcion, fornecedores: chosen }, false)}&lineas=1`);
  }

  return (
    <Paper p="md" withBorder>
      <Stack>
        <Title order={2}>{MSG.quotationNewTitle}</Title>
        <TextInput
          label={MSG.quotationSubjectLabel}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          maxLength={QUOTATION_TITLE_MAX}
        />
        <RichTextField label={MSG.quotationDescriptionLabel} value={descripcion} onChange={setDescripcion} />
        <SourcingFields value={sourcing} onChange={setSourcing} />
        <Title order={4}>{MSG.quotationColumnSuppliers}</Title>
        <SupplierPicker value={chosen} onChange={setChosen} />
        <Group justify="flex-end">
          <Button onClick={next} disabled={chosen.length === 0}>
            {MSG.quotationSendButton(chosen.length)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
