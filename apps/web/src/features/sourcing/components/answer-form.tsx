import { MSG } from '@abasto/domain/messages';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  AnswerSchema,
  checkAnswer,
  type Currency,
  DECLINE_REASONS,
  type DeclineReason,
  parsePrice,
  roundMoney,
} from '@abasto/domain/sourcing';
import { useMemo, useRef, useState } from 'react';
import { AttachmentDrop, type DraftFile } from '../../quotations/components/attachment-drop.tsx';
import { todayIn } from '../../../lib/deadline.ts';
import { formatDay, parseTypedDay } from '../../../lib/typed-day.ts';
import { formatMoney } from '../price-input.ts';
import type { AnswerRequest, AnswerSubmission } from '../sourcing-types.ts';

interface LineState {
  price: string;
  noQuote: boolean;
  nota: string;
}

type Errors = Record<string, string>;

const OTHER: DeclineReason = MSG.sourcingDeclineOther;

function newKey(): string {
  return crypto.randomUUID();
}

/** A stored price back as text the reader takes in any currency: `1250000,5`, no grouping. */
const priceText = (v: number) => String(v).replace('.', ',');

function startLines(request: AnswerRequest): Record<number, LineState> {
  const given = new Map((request.respuesta?.items ?? []).map((i) => [i.itemId, i]));
  const out: Record<number, LineState> = {};
  for (const item of request.items) {
    const g = given.get(item.id);
    out[item.id] = {
      price: g?.precioUnitario != null ? priceText(g.precioUnitario) : '',
      noQuote: request.respuesta != null && !request.respuesta.declina && g?.precioUnitario == null,
      nota: g?.nota ?? '',
    };
  }
  return out;
}

/**
 * The supplier's answer: per line a unit price as typed (`1.250.000` or `1,250,000.50`) or «No
 * cotizo esta línea», the offer's terms and files; or «No vamos a cotizar» with a reason. Line
 * totals and the offer's total follow the typing. One idempotency key per answer: a double click
 * or a retried call gives one version; a new key is taken once that answer has been saved.
 */
export function AnswerForm({
  request,
  onSubmit,
  zone,
}: {
  request: AnswerRequest;
  onSubmit: (body: AnswerSubmission) => Promise<unknown>;
  zone?: string;
}) {
  const given = request.respuesta;
  const [mode, setMode] = useState<'quote' | 'decline'>(given?.declina ? 'decline' : 'quote');
  const [lines, setLines] = useState(() => startLines(request));
  const [moneda, setMoneda] = useState<Currency | null>(given?.moneda ?? (request.monedas.length === 1 ? request.monedas[0]! : null));
  const [plazo, setPlazo] = useState<string | number>(given?.plazoEntregaDias ?? '');
  const [validaHasta, setValidaHasta] = useState(formatDay(given?.validaHasta));
  const [condiciones, setCondiciones] = useState(given?.condicionesPago ?? '');
  const [notas, setNotas] = useState(given?.notas ?? '');
  const [files, setFiles] = useState<DraftFile[]>([]);
  const reasons = request.motivosDeclinacion.length > 0 ? request.motivosDeclinacion : [...DECLINE_REASONS];
  const [motivo, setMotivo] = useState<DeclineReason | null>(() =>
    given?.declina && (DECLINE_REASONS as readonly string[]).includes(given.motivo ?? '') ? (given.motivo as DeclineReason) : null,
  );
  const [motivoOtro, setMotivoOtro] = useState(given?.declina ? (given.motivoTexto ?? '') : '');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const key = useRef(newKey());

  const readings = useMemo(() => {
    const out = new Map<number, ReturnType<typeof parsePrice> | null>();
    for (const item of request.items) {
      const l = lines[item.id]!;
      out.set(item.id, l.noQuote || l.price.trim() === '' ? null : parsePrice(l.price, { moneda: moneda ?? undefined }));
    }
    return out;
  }, [lines, request.items, moneda]);

  const total = useMemo(() => {
    let sum = 0;
    for (const item of request.items) {
      const r = readings.get(item.id);
      if (r?.ok) sum += r.value * item.cantidad;
    }
    return roundMoney(sum);
  }, [readings, request.items]);

  const currency = moneda ?? '';
  const setLine = (id: number, patch: Partial<LineState>) => setLines((prev) => ({ ...prev, [id]: { ...prev[id]!, ...patch } }));

  /** Builds the body, checked by the domain's schema and rules (the server's own), or shows why not. */
  function validate(): AnswerSubmission | null {
    const e: Errors = {};
    const today = todayIn(zone);
    let body: AnswerSubmission;
    if (mode === 'decline') {
      if (!motivo) e.motivo = MSG.sourcingDeclineReasonRequired;
      body = { declina: true, motivo: motivo ?? OTHER, motivoTexto: motivoOtro.trim() || null, idempotencyKey: key.current };
    } else {
      const until = validaHasta.trim() === '' ? null : parseTypedDay(validaHasta);
      if (until === null && validaHasta.trim() !== '') e.validaHasta = MSG.sourcingDateInvalid;
      if (!moneda) e.moneda = MSG.sourcingCurrencyRequired;
      for (const item of request.items) {
        const l = lines[item.id]!;
        if (!l.noQuote && l.price.trim() === '') e[`price.${item.id}`] = MSG.sourcingPriceRequired;
      }
      body = {
        declina: false,
        moneda: moneda ?? request.monedas[0]!,
        plazoEntregaDias: plazo === '' ? null : Number(plazo),
        validaHasta: until,
        condicionesPago: condiciones.trim() || null,
        notas: notas.trim() || null,
        items: request.items.map((item) => {
          const l = lines[item.id]!;
          const r = readings.get(item.id);
          return { itemId: item.id, precioUnitario: l.noQuote ? null : r?.ok ? r.value : l.price, nota: l.nota.trim() || null };
        }),
        file: files.map((f) => ({ file: f.file, filename: f.filename })),
        idempotencyKey: key.current,
      };
    }
    const parsed = AnswerSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = fieldOf(issue.path, request);
        e[field] ??= issue.message;
      }
    } else {
      const checked = checkAnswer(parsed.data, { itemIds: request.items.map((i) => i.id), monedas: request.monedas, today });
      if (!checked.ok) {
        for (const issue of checked.issues) {
          const field = fieldOf(issue.path, request);
          e[field] ??= issue.message;
        }
      }
    }
    setErrors(e);
    return Object.keys(e).length > 0 ? null : body;
  }

  async function submit(ev: React.FormEvent) {
    ev.preventDefault();
    if (inFlight.current) return;
    const body = validate();
    if (!body) return;
    inFlight.current = true;
    setSending(true);
    try {
      await onSubmit(body);
      key.current = newKey();
    } catch {
      // The page shows why; the same key stays, so a retry cannot add a second version.
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  const priceErrors = Object.keys(errors).length > 0;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={MSG.sourcingAnswerPageTitle}>
      <Stack>
        <SegmentedControl
          value={mode}
          onChange={(v) => setMode(v as 'quote' | 'decline')}
          data={[
            { value: 'quote', label: MSG.sourcingQuoteMode },
            { value: 'decline', label: MSG.sourcingDeclineMode },
          ]}
          fullWidth
        />
        {mode === 'quote' ? (
          <>
            {request.items.length > 0 && (
              <Stack gap="xs">
                <Title order={3} size="h4">
                  {MSG.sourcingLines}
                </Title>
                {request.items.map((item, i) => {
                  const l = lines[item.id]!;
                  const r = readings.get(item.id);
                  const n = i + 1;
                  return (
                    <Paper key={item.id} withBorder p="sm" data-testid="answer-line">
                      <Stack gap={6}>
                        <Text fw={500}>
                          {n}. {item.descripcion}
                        </Text>
                        <Text size="sm" c="dimmed">
                          {MSG.sourcingColQuantity}: {new Intl.NumberFormat('es-PY').format(item.cantidad)} {item.unidad}
                        </Text>
                        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
                          <TextInput
                            label={MSG.sourcingUnitPriceOf(n)}
                            inputMode="decimal"
                            autoComplete="off"
                            value={l.price}
                            disabled={l.noQuote}
                            error={errors[`price.${item.id}`] ?? (r && !r.ok ? r.message : undefined)}
                            onChange={(e) => setLine(item.id, { price: e.currentTarget.value })}
                            leftSection={currency ? <Text size="xs">{currency}</Text> : undefined}
                            leftSectionWidth={currency ? 42 : undefined}
                          />
                          <Stack gap={2} justify="center">
                            <Text size="xs" c="dimmed">
                              {MSG.sourcingColLineTotal}
                            </Text>
                            <Text fw={500} data-testid="line-total">
                              {l.noQuote ? MSG.sourcingNotQuoted : r?.ok ? formatMoney(roundMoney(r.value * item.cantidad), moneda) : '—'}
                            </Text>
                          </Stack>
                          <Checkbox
                            label={MSG.sourcingNoQuoteLine}
                            checked={l.noQuote}
                            onChange={(e) => setLine(item.id, { noQuote: e.currentTarget.checked })}
                            style={{ alignSelf: 'center' }}
                          />
                        </SimpleGrid>
                        <TextInput
                          label={MSG.sourcingNoteOf(n)}
                          value={l.nota}
                          maxLength={500}
                          onChange={(e) => setLine(item.id, { nota: e.currentTarget.value })}
                        />
                      </Stack>
                    </Paper>
                  );
                })}
                {errors.lines && (
                  <Text c="red" size="sm" role="alert">
                    {errors.lines}
                  </Text>
                )}
                <Group justify="flex-end" gap="xs">
                  <Text fw={500}>{MSG.sourcingOfferTotal}:</Text>
                  <Text fw={700} size="lg" data-testid="offer-total" aria-live="polite">
                    {formatMoney(total, moneda)}
                  </Text>
                </Group>
              </Stack>
            )}
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label={MSG.sourcingCurrency}
                data={request.monedas}
                value={moneda}
                onChange={(v) => setMoneda(v as Currency | null)}
                error={errors.moneda}
                allowDeselect={false}
                withAsterisk
              />
              <NumberInput
                label={MSG.sourcingLeadTime}
                value={plazo}
                onChange={setPlazo}
                min={0}
                max={3650}
                allowDecimal={false}
                allowNegative={false}
                error={errors.plazo}
              />
              <TextInput
                label={MSG.sourcingValidUntil}
                placeholder={MSG.sourcingDatePlaceholder}
                inputMode="numeric"
                value={validaHasta}
                onChange={(e) => setValidaHasta(e.currentTarget.value)}
                error={errors.validaHasta}
              />
            </SimpleGrid>
            <TextInput
              label={MSG.sourcingPaymentTerms}
              value={condiciones}
              maxLength={500}
              onChange={(e) => setCondiciones(e.currentTarget.value)}
            />
            <Textarea
              label={MSG.sourcingNotes}
              value={notas}
              maxLength={5000}
              minRows={3}
              onChange={(e) => setNotas(e.currentTarget.value)}
            />
            <Text fw={500} size="sm">
              {MSG.quotationAttachments}
            </Text>
            <AttachmentDrop files={files} onChange={setFiles} />
          </>
        ) : (
          <>
            <Select
              label={MSG.sourcingDeclineReason}
              data={reasons}
              value={motivo}
              onChange={(v) => setMotivo(v as DeclineReason | null)}
              error={errors.motivo}
              withAsterisk
            />
            {motivo === OTHER && (
              <Textarea
                label={MSG.sourcingDeclineOtherText}
                value={motivoOtro}
                maxLength={1000}
                onChange={(e) => setMotivoOtro(e.currentTarget.value)}
                error={errors.motivoTexto}
                withAsterisk
              />
            )}
          </>
        )}
        {priceErrors && (
          <Alert color="red" role="alert">
            {MSG.sourcingFixErrors}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={sending}>
            {mode === 'quote' ? MSG.sourcingSubmit : MSG.sourcingSubmitDecline}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Where an issue of the domain's checks shows: the price of its line, or the field it names. */
function fieldOf(path: PropertyKey[], request: AnswerRequest): string {
  const [head, index, leaf] = path;
  if (head === 'items' && typeof index === 'number') {
    const item = request.items[index];
    return item && (leaf === 'precioUnitario' || leaf === undefined) ? `price.${item.id}` : 'lines';
  }
  if (head === 'items') return 'lines';
  if (head === 'plazoEntregaDias') return 'plazo';
  return String(head ?? 'form');
}
