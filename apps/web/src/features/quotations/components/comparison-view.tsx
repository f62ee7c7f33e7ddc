import { MSG } from '@abasto/domain/messages';
import { type ComparisonCell, type Currency, formatPrice } from '@abasto/domain/sourcing';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Popover,
  ScrollArea,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconChevronLeft, IconChevronRight, IconColumns, IconEyeOff, IconFileSpreadsheet } from '@tabler/icons-react';
import { memo, useMemo, useState } from 'react';
import { Pager } from '../../../app/pager.tsx';
import { formatWallClock } from '../../../lib/deadline.ts';
import { type ComparisonSupplierRow, sortByTotal } from './comparison-order.ts';
import type { ExpandedComparison } from './expand-comparison.ts';

/** Suppliers shown side by side at once, and lines per page: 200 × 200 stays quick to draw. */
export const SUPPLIERS_PER_PAGE = 8;
export const LINES_PER_PAGE = 25;

type Line = ExpandedComparison['lineas'][number];
type Cell = ComparisonCell;

const money = (value: number, moneda: string) => `${moneda} ${formatPrice(value, moneda)}`;

export interface ComparisonViewProps {
  comparison: ExpandedComparison;
  /** admin and gerente: rates are saved, the request can be awarded. */
  canManage: boolean;
  onSaveRates?: (tasas: { base: Currency; tasas: Partial<Record<Currency, number>> } | null) => void;
  savingRates?: boolean;
  onExport?: (formato: 'xlsx' | 'csv') => void;
  onAward?: () => void;
}

/**
 * The comparison: lines down, suppliers across; per cell the unit price and the line total, the
 * lowest of the line marked by an icon and words (not by colour alone); per supplier its total,
 * lines not quoted, currency, lead time, validity and payment terms. Amounts in different
 * currencies are never added up or ranked unless the buyer gives exchange rates. Suppliers are
 * shown a page of columns at a time and lines a page at a time.
 */
export function ComparisonView({ comparison, canManage, onSaveRates, savingRates, onExport, onAward }: ComparisonViewProps) {
  const { pedido } = comparison;
  const [hidden, setHidden] = useState<Set<number>>(() => new Set());
  const [sorted, setSorted] = useState(false);
  const [colPage, setColPage] = useState(0);
  const [linePage, setLinePage] = useState(1);

  const ordered = useMemo(() => (sorted ? sortByTotal(comparison) : comparison.proveedores), [comparison, sorted]);
  const shown = useMemo(() => ordered.filter((p) => !hidden.has(p.recipientId)), [ordered, hidden]);
  const colPages = Math.max(1, Math.ceil(shown.length / SUPPLIERS_PER_PAGE));
  const col = Math.min(colPage, colPages - 1);
  const columns = shown.slice(col * SUPPLIERS_PER_PAGE, (col + 1) * SUPPLIERS_PER_PAGE);
  const linePages = Math.max(1, Math.ceil(comparison.lineas.length / LINES_PER_PAGE));
  const lp = Math.min(linePage, linePages);
  const lines = comparison.lineas.slice((lp - 1) * LINES_PER_PAGE, lp * LINES_PER_PAGE);
  // Where each supplier's cell sits in a line (the cells follow the comparison's supplier order).
  const cellIndex = useMemo(() => {
    const first = comparison.lineas[0];
    return new Map((first?.celdas ?? []).map((c, i) => [c.recipientId, i]));
  }, [comparison]);
  const mixed = comparison.monedas.length > 1;
  const firstLine = (lp - 1) * LINES_PER_PAGE;
  const linesText = MSG.sourcingLinesPage(firstLine + 1, firstLine + lines.length, comparison.lineas.length);

  if (!pedido.preciosVisibles) {
    return (
      <Alert color="blue" role="status" title={MSG.sourcingSealed} data-testid="sealed-notice">
        {MSG.sourcingSealedWithheld(pedido.fechaLimiteLocal ? formatWallClock(pedido.fechaLimiteLocal, pedido.zonaHoraria) : '')}
      </Alert>
    );
  }
  if (comparison.lineas.length === 0) return <Text c="dimmed">{MSG.sourcingNoLinesYet}</Text>;
  if (comparison.proveedores.length === 0) return <Text c="dimmed">{MSG.sourcingNoAnswersYet}</Text>;

  const toggle = (id: number) =>
    setHidden((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Stack gap="sm">
      {mixed && !comparison.tasas && (
        <Alert color="yellow" role="note" data-testid="mixed-currencies">
          {MSG.sourcingMixedCurrencies}
        </Alert>
      )}
      {mixed && (
        <RatesForm
          key={JSON.stringify(comparison.tasas)}
          comparison={comparison}
          readOnly={!canManage}
          saving={savingRates}
          onSave={(t) => onSaveRates?.(t)}
        />
      )}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="wrap">
          <Switch label={MSG.sourcingSortByTotal} checked={sorted} onChange={(e) => setSorted(e.currentTarget.checked)} />
          <Popover position="bottom-start" withArrow shadow="md" trapFocus>
            <Popover.Target>
              <Button variant="default" size="xs" leftSection={<IconColumns size={14} />}>
                {MSG.sourcingColumns} ({shown.length}/{comparison.proveedores.length})
              </Button>
            </Popover.Target>
            <Popover.Dropdown>
              <ScrollArea.Autosize mah={300}>
                <Stack gap={6}>
                  {comparison.proveedores.map((p) => (
                    <Checkbox
                      key={p.recipientId}
                      label={p.razonSocial}
                      aria-label={MSG.sourcingShowSupplier(p.razonSocial)}
                      checked={!hidden.has(p.recipientId)}
                      onChange={() => toggle(p.recipientId)}
                    />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            </Popover.Dropdown>
          </Popover>
        </Group>
        <Group gap="xs" wrap="wrap">
          {onExport && (
            <>
              <Button variant="default" size="xs" leftSection={<IconFileSpreadsheet size={14} />} onClick={() => onExport('xlsx')}>
                {MSG.sourcingExportXlsx}
              </Button>
              <Button variant="default" size="xs" leftSection={<IconFileSpreadsheet size={14} />} onClick={() => onExport('csv')}>
                {MSG.sourcingExportCsv}
              </Button>
            </>
          )}
          {canManage && onAward && (
            <Button size="xs" onClick={onAward} disabled={pedido.estado !== MSG.sourcingStateClosed}>
              {MSG.sourcingAward}
            </Button>
          )}
        </Group>
      </Group>
      {colPages > 1 && (
        <Group justify="space-between" gap="xs">
          <ActionIcon variant="default" aria-label={MSG.sourcingPrevSuppliers} disabled={col === 0} onClick={() => setColPage(col - 1)}>
            <IconChevronLeft size={16} />
          </ActionIcon>
          <Text size="sm" aria-live="polite">
            {MSG.sourcingSuppliersPage(col * SUPPLIERS_PER_PAGE + 1, col * SUPPLIERS_PER_PAGE + columns.length, shown.length)}
          </Text>
          <ActionIcon
            variant="default"
            aria-label={MSG.sourcingNextSuppliers}
            disabled={col >= colPages - 1}
            onClick={() => setColPage(col + 1)}
          >
            <IconChevronRight size={16} />
          </ActionIcon>
        </Group>
      )}
      <Table.ScrollContainer minWidth={200 + columns.length * 170} type="native">
        <Table withTableBorder withColumnBorders verticalSpacing={6} aria-label={MSG.sourcingTabComparison} data-testid="comparison-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th miw={180} style={STICKY}>
                {MSG.sourcingColDescription}
              </Table.Th>
              {columns.map((p) => (
                <Table.Th key={p.recipientId} miw={160} data-testid="supplier-column">
                  <Group gap={4} wrap="nowrap" justify="space-between">
                    <Text size="sm" fw={600} lineClamp={2}>
                      {p.razonSocial}
                    </Text>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color="gray"
                      aria-label={`${MSG.sourcingColumns}: ${p.razonSocial}`}
                      title={MSG.sourcingColumns}
                      onClick={() => toggle(p.recipientId)}
                    >
                      <IconEyeOff size={14} />
                    </ActionIcon>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {p.moneda} · v{p.version}
                  </Text>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, i) => (
              <LineRow
                key={line.id}
                n={firstLine + i + 1}
                line={line}
                columns={columns}
                cellIndex={cellIndex}
                mixed={mixed}
                converted={!!comparison.tasas}
              />
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <SummaryRow label={MSG.sourcingTotal} columns={columns} render={(p) => <TotalCell p={p} base={comparison.tasas?.base} />} />
            <SummaryRow
              label={MSG.sourcingLinesNotQuoted}
              columns={columns}
              render={(p) => <Text size="sm" fw={p.lineasSinCotizar > 0 ? 600 : undefined}>{p.lineasSinCotizar}</Text>}
            />
            <SummaryRow label={MSG.sourcingCurrency} columns={columns} render={(p) => p.moneda} />
            <SummaryRow label={MSG.sourcingLeadTimeShort} columns={columns} render={(p) => p.plazoEntregaDias ?? '—'} />
            <SummaryRow
              label={MSG.sourcingValidity}
              columns={columns}
              render={(p) => (
                <Stack gap={2}>
                  <Text size="sm">{p.validaHasta ? p.validaHasta.split('-').reverse().join('/') : '—'}</Text>
                  {p.vencida && <Flag color="red" label={MSG.sourcingFlagExpired} />}
                </Stack>
              )}
            />
            <SummaryRow label={MSG.sourcingPaymentTerms} columns={columns} render={(p) => p.condicionesPago ?? '—'} />
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      <Pager
        pages={linePages}
        page={lp}
        onChange={setLinePage}
        aria-label={linesText}
      />
      {linePages > 1 && (
        <Text size="xs" c="dimmed" ta="center">
          {linesText}
        </Text>
      )}
    </Stack>
  );
}

const STICKY = { position: 'sticky', left: 0, background: 'var(--mantine-color-body)', zIndex: 1 } as const;

function Flag({ color, label }: { color: string; label: string }) {
  return (
    <Badge size="xs" color={color} variant="outline" miw="max-content" data-testid="cell-flag">
      {label}
    </Badge>
  );
}

/*
 * The cells are plain elements with the theme's variables: a page holds up to 400 of them, and
 * Mantine's layout components would cost several times more to draw.
 */
const SMALL = { fontSize: 'var(--mantine-font-size-xs)', color: 'var(--mantine-color-dimmed)' } as const;
const FLAG = {
  display: 'inline-block',
  fontSize: 10,
  fontWeight: 700,
  textTransform: 'uppercase',
  border: '1px solid currentColor',
  borderRadius: 'var(--mantine-radius-xl)',
  padding: '0 6px',
  marginInlineEnd: 2,
  whiteSpace: 'nowrap',
} as const;

function CellFlag({ color, label }: { color: string; label: string }) {
  return (
    <span style={{ ...FLAG, color: `var(--mantine-color-${color}-text)` }} data-testid="cell-flag">
      {label}
    </span>
  );
}

const LineRow = memo(function LineRow({
  n,
  line,
  columns,
  cellIndex,
  mixed,
  converted,
}: {
  n: number;
  line: Line;
  columns: ComparisonSupplierRow[];
  cellIndex: Map<number, number>;
  mixed: boolean;
  converted: boolean;
}) {
  return (
    <tr data-testid="comparison-line">
      <th scope="row" style={{ ...STICKY, textAlign: 'start', fontWeight: 500, padding: '6px 10px' }}>
        {n}. {line.descripcion}
        <div style={SMALL}>
          {QTY.format(line.cantidad)} {line.unidad}
        </div>
      </th>
      {columns.map((p) => {
        const cell = line.celdas[cellIndex.get(p.recipientId) ?? -1];
        return <PriceCell key={p.recipientId} cell={cell} moneda={p.moneda} mixed={mixed} converted={converted} line={line.descripcion} />;
      })}
    </tr>
  );
});

const QTY = new Intl.NumberFormat('es-PY');
const TD = { padding: '6px 10px', borderInlineStart: '1px solid var(--mantine-color-default-border)', verticalAlign: 'top' } as const;
const TD_LOWEST = { ...TD, background: 'var(--mantine-color-green-light)' } as const;

function PriceCell({
  cell,
  moneda,
  mixed,
  converted,
  line,
}: {
  cell: Cell | undefined;
  moneda: string;
  mixed: boolean;
  converted: boolean;
  line: string;
}) {
  if (!cell || cell.noCotizada) {
    return (
      <td style={TD} data-testid="comparison-cell">
        <CellFlag color="gray" label={MSG.sourcingFlagNotQuoted} />
        {cell?.nota && <CellNote nota={cell.nota} />}
      </td>
    );
  }
  const lowest = converted ? cell.masBajoConvertido : cell.masBajo;
  return (
    <td style={lowest ? TD_LOWEST : TD} data-testid="comparison-cell" data-lowest={lowest || undefined}>
      <div style={{ fontWeight: lowest ? 700 : undefined, whiteSpace: 'nowrap' }}>
        {lowest && <IconArrowDown size={14} aria-hidden style={{ verticalAlign: 'middle' }} />}
        {money(cell.precioUnitario!, moneda)}
      </div>
      <div style={SMALL}>
        {MSG.sourcingTotal}: {money(cell.total!, moneda)}
      </div>
      {lowest && (
        <div style={{ fontSize: 'var(--mantine-font-size-xs)', fontWeight: 700 }} aria-label={MSG.sourcingLowestOf(line)}>
          {MSG.sourcingLowest}
          {mixed && !converted ? ` (${moneda})` : ''}
        </div>
      )}
      {cell.vencida && <CellFlag color="red" label={MSG.sourcingFlagExpired} />}
      {cell.debeReconfirmar && <CellFlag color="yellow" label={MSG.sourcingFlagReconfirm} />}
      {cell.nota && <CellNote nota={cell.nota} />}
    </td>
  );
}

const NOTE_TOGGLE = {
  display: 'block',
  maxWidth: '18ch',
  marginTop: 4,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontSize: 'var(--mantine-font-size-xs)',
  textAlign: 'start',
  textDecoration: 'underline dotted',
  cursor: 'pointer',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/**
 * The supplier's note on the line, cut to one short line in the cell; a tap, a click or Enter on
 * it shows the whole text under it (a button, not a tooltip: touch screens and keyboards reach it).
 */
function CellNote({ nota }: { nota: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div data-testid="comparison-note" data-open={open || undefined}>
      <button type="button" style={NOTE_TOGGLE} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {MSG.sourcingColNote}: {nota}
      </button>
      {open && (
        <div style={{ fontSize: 'var(--mantine-font-size-xs)', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: '28ch' }}>{nota}</div>
      )}
    </div>
  );
}

function SummaryRow({
  label,
  columns,
  render,
}: {
  label: string;
  columns: ComparisonSupplierRow[];
  render: (p: ComparisonSupplierRow) => React.ReactNode;
}) {
  return (
    <Table.Tr>
      <Table.Th style={STICKY}>{label}</Table.Th>
      {columns.map((p) => (
        <Table.Td key={p.recipientId}>{render(p)}</Table.Td>
      ))}
    </Table.Tr>
  );
}

function TotalCell({ p, base }: { p: ComparisonSupplierRow; base?: string }) {
  return (
    <Stack gap={2} data-testid="supplier-total">
      <Text size="sm" fw={700}>
        {money(p.total, p.moneda)}
      </Text>
      {base && p.totalConvertido !== null && p.moneda !== base && (
        <Text size="xs" c="dimmed">
          {MSG.sourcingConverted(base)}: {money(p.totalConvertido, base)}
        </Text>
      )}
      {p.debeReconfirmar && <Flag color="yellow" label={MSG.sourcingFlagReconfirm} />}
    </Stack>
  );
}

function RatesForm({
  comparison,
  readOnly,
  saving,
  onSave,
}: {
  comparison: ExpandedComparison;
  readOnly: boolean;
  saving?: boolean;
  onSave: (t: { base: Currency; tasas: Partial<Record<Currency, number>> } | null) => void;
}) {
  const [base, setBase] = useState<Currency>(comparison.tasas?.base ?? comparison.monedas[0]!);
  const [rates, setRates] = useState<Partial<Record<Currency, number | string>>>(comparison.tasas?.tasas ?? {});
  const others = comparison.monedas.filter((m) => m !== base);
  const complete = others.every((m) => typeof rates[m] === 'number' && (rates[m] as number) > 0);
  return (
    <Stack gap="xs">
      <Title order={5}>{MSG.sourcingRatesTitle}</Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={MSG.sourcingBaseCurrency}
          data={comparison.monedas}
          value={base}
          onChange={(v) => v && setBase(v as Currency)}
          allowDeselect={false}
          disabled={readOnly}
          w={130}
        />
        {others.map((m) => (
          <NumberInput
            key={m}
            label={MSG.sourcingRateLabel(m, base)}
            value={rates[m] ?? ''}
            onChange={(v) => setRates((r) => ({ ...r, [m]: v }))}
            min={0}
            decimalSeparator=","
            thousandSeparator="."
            disabled={readOnly}
            w={170}
          />
        ))}
        {!readOnly && (
          <Button
            variant="light"
            loading={saving}
            disabled={!complete}
            onClick={() =>
              onSave({ base, tasas: Object.fromEntries(others.map((m) => [m, rates[m] as number])) as Partial<Record<Currency, number>> })}
          >
            {MSG.sourcingSaveRates}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
