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
import { useMemo, useRef, useState } from 'react';
import { AttachmentDrop, type DraftFile } from '../../quotations/components/attachment-drop.tsx';
import { parseDayMonthYear, todayIn, toDayMonthYear } from '../deadline.ts';
import { formatMoney, parsePrice } from '../price-input.ts';
import type { AnswerRequest, AnswerSubmission } from '../sourcing-types.ts';

interface LineState {
  price: string;
  noQuote: boolean;
  nota: string;
}

type Errors = Record<string, string>;

const REASONS = MSG.sourcingDeclineReasons;
const OTHER = REASONS[REASONS.length - 1]!;

function newKey(): string {
  return crypto.randomUUID();
}

function startLines(request: AnswerRequest): Record<number, LineState> {
  const given = new Map((request.respuesta?.items ?? []).map((i) => [i.itemId, i]));
  const out: Record<number, LineState> = {};
  for (const item of request.items) {
    const g = given.get(item.id);
    out[item.id] = {
      price: g?.precioUnitario != null ? new Intl.NumberFormat('es-PY', { useGrouping: 'always', maximumFractionDigits: 2 }).format(g.precioUnitario) : '',
      noQuote: request.respuesta != null && !request.respuesta.declina && g != null && g.precioUnitario == null,
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
  const [moneda, setMoneda] = useState<string | null>(given?.moneda ?? (request.monedas.length === 1 ? request.monedas[0]! : null));
  const [plazo, setPlazo] = useState<string | number>(given?.plazoEntregaDias ?? '');
  const [validaHasta, setValidaHasta] = useState(toDayMonthYear(given?.validaHasta));
  const [condiciones, setCondiciones] = useState(given?.condicionesPago ?? '');
  const [notas, setNotas] = useState(given?.notas ?? '');
  const [files, setFiles] = useState<DraftFile[]>([]);
  const [motivo, setMotivo] = useState<string | null>(() => {
    if (!given?.declina || !given.motivo) return null;
    return (REASONS as readonly string[]).includes(given.motivo) ? given.motivo : OTHER;
  });
  const [motivoOtro, setMotivoOtro] = useState(() =>
    given?.declina && given.motivo && !(REASONS as readonly string[]).includes(given.motivo) ? given.motivo : '',
  );
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const key = useRef(newKey());

  const readings = useMemo(() => {
    const out = new Map<number, ReturnType<typeof parsePrice> | null>();
    for (const item of request.items) {
      const l = lines[item.id]!;
      out.set(item.id, l.noQuote || l.price.trim() === '' ? null : parsePrice(l.price));
    }
    return out;
  }, [lines, request.items]);

  const total = useMemo(() => {
    let sum = 0;
    for (const item of request.items) {
      const r = readings.get(item.id);
      if (r?.ok) sum += r.value * item.cantidad;
    }
    return Math.round(sum * 100) / 100;
  }, [readings, request.items]);

  const currency = moneda ?? '';
  const setLine = (id: number, patch: Partial<LineState>) => setLines((prev) => ({ ...prev, [id]: { ...prev[id]!, ...patch } }));

  function validate(): AnswerSubmission | null {
    const e: Errors = {};
    if (mode === 'decline') {
      if (!motivo) e.motivo = MSG.sourcingReasonRequired;
      else if (motivo === OTHER && motivoOtro.trim() === '') e.motivoOtro = MSG.sourcingReasonRequired;
      setErrors(e);
      if (Object.keys(e).length > 0) return null;
      return { declina: true, motivo: motivo === OTHER ? motivoOtro.trim() : motivo!, clientRequestId: key.current };
    }
    const items: { itemId: number; precioUnitario: number | null; nota: string }[] = [];
    for (const item of request.items) {
      const l = lines[item.id]!;
      if (l.noQuote) {
        items.push({ itemId: item.id, precioUnitario: null, nota: l.nota.trim() });
        continue;
      }
      const r = parsePrice(l.price);
      if (!r.ok) e[`price.${item.id}`] = r.message;
      else items.push({ itemId: item.id, precioUnitario: r.value, nota: l.nota.trim() });
    }
    if (request.items.length > 0 && request.items.every((i) => lines[i.id]!.noQuote)) e.lines = MSG.sourcingNoLineQuoted;
    if (!moneda) e.moneda = MSG.sourcingCurrencyRequired;
    const days = typeof plazo === 'number' ? plazo : Number.NaN;
    if (!Number.isInteger(days) || days < 0 || days > 3650) e.plazo = MSG.sourcingLeadTimeInvalid;
    const until = parseDayMonthYear(validaHasta);
    if (!until) e.validaHasta = MSG.sourcingDateInvalid;
    else if (until < todayIn(zone)) e.validaHasta = MSG.sourcingValidUntilPast;
    setErrors(e);
    if (Object.keys(e).length > 0) return null;
    return {
      moneda: moneda!,
      plazoEntregaDias: days,
      validaHasta: until!,
      condicionesPago: condiciones.trim(),
      notas: notas.trim(),
      items,
      file: files.map((f) => ({ file: f.file, filename: f.filename })),
      clientRequestId: key.current,
    };
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
                            error={errors[`price.${item.id}`] ?? (r && !r.ok && l.price.length > 0 ? r.message : undefined)}
                            onChange={(e) => setLine(item.id, { price: e.currentTarget.value })}
                            leftSection={currency ? <Text size="xs">{currency}</Text> : undefined}
                            leftSectionWidth={currency ? 42 : undefined}
                          />
                          <Stack gap={2} justify="center">
                            <Text size="xs" c="dimmed">
                              {MSG.sourcingColLineTotal}
                            </Text>
                            <Text fw={500} data-testid="line-total">
                              {l.noQuote ? MSG.sourcingNotQuoted : r?.ok ? formatMoney(r.value * item.cantidad, currency).trim() : '—'}
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
                    {formatMoney(total, currency).trim()}
                  </Text>
                </Group>
              </Stack>
            )}
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label={MSG.sourcingCurrency}
                data={request.monedas}
                value={moneda}
                onChange={setMoneda}
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
                withAsterisk
              />
              <TextInput
                label={MSG.sourcingValidUntil}
                placeholder={MSG.sourcingDatePlaceholder}
                inputMode="numeric"
                value={validaHasta}
                onChange={(e) => setValidaHasta(e.currentTarget.value)}
                error={errors.validaHasta}
                withAsterisk
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
              data={[...REASONS]}
              value={motivo}
              onChange={setMotivo}
              error={errors.motivo}
              withAsterisk
            />
            {motivo === OTHER && (
              <Textarea
                label={MSG.sourcingDeclineOtherText}
                value={motivoOtro}
                maxLength={1000}
                onChange={(e) => setMotivoOtro(e.currentTarget.value)}
                error={errors.motivoOtro}
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
