import { fillMessage } from '@abasto/domain/fill-message';
import { MSG } from '@abasto/domain/messages';
import { SUPPLIER_FILTER_KEYS, type SupplierFilterKey } from '@abasto/domain/supplier-list';
import { requestRefusalReason } from '@abasto/domain/supplier-rating';
import { ActionIcon, Alert, Button, Center, Checkbox, Group, Loader, SegmentedControl, Select, SimpleGrid, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Pager } from '../../../app/pager.tsx';
import { formatCount } from '../../../lib/format-count.ts';
import { openPageCount, pageOf } from '../../../lib/paging.ts';
import { useMatchSuppliers } from '../api/match-suppliers.ts';
import { usePickSuppliers, useSupplierFilterOptions } from '../api/pick-suppliers.ts';
import { toDraftSupplier } from './draft-supplier.ts';
import type { DraftSupplier } from './quotation-draft.ts';

const FILTER_LABELS: Record<SupplierFilterKey, string> = {
  rubro: MSG.supplierFieldRubro,
  segmento: MSG.supplierFieldSegmento,
  pais: MSG.supplierFieldPais,
  estado: MSG.supplierFieldDepartamento,
  ciudad: MSG.supplierFieldCiudad,
};
const OPTION_KEYS = { rubro: 'rubros', segmento: 'segmentos', pais: 'paises', estado: 'estados', ciudad: 'ciudades' } as const;
const PAGE_SIZE = 10;

/**
 * The supplier list's search, filters and paging, with a checkbox per supplier, named as the list
 * names them; "Seleccionar los N que cumplen el filtro" picks every match (not only the page), and
 * "Seleccionados (N)" shows only the chosen, each with Quitar (docs/product.md#quotation-compose).
 */
export function SupplierPicker({ value, onChange }: { value: DraftSupplier[]; onChange: (v: DraftSupplier[]) => void }) {
  const [view, setView] = useState<'all' | 'chosen'>('all');
  return (
    <>
      <SegmentedControl
        mb="xs"
        value={view}
        onChange={(v) => setView(v as 'all' | 'chosen')}
        data={[
          { value: 'all', label: MSG.quotationPickAllView },
          { value: 'chosen', label: MSG.quotationPickSelectedView(value.length) },
        ]}
      />
      {view === 'all' ? <AllSuppliers value={value} onChange={onChange} /> : <ChosenSuppliers value={value} onChange={onChange} />}
    </>
  );
}

function AllSuppliers({ value, onChange }: { value: DraftSupplier[]; onChange: (v: DraftSupplier[]) => void }) {
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q, 300);
  const [filters, setFilters] = useState<Partial<Record<SupplierFilterKey, string>>>({});
  const [page, setPage] = useState(1);
  const { data, isFetching } = usePickSuppliers({ q: debounced, ...filters, page });
  const options = useSupplierFilterOptions().data;
  const match = useMatchSuppliers();
  const [matchNote, setMatchNote] = useState<string | null>(null);
  const chosen = new Set(value.map((s) => s._id));
  const rows = (data?.data ?? []).map((p) => {
    const reason = requestRefusalReason(p);
    return { p, d: toDraftSupplier(p), rejected: reason !== null, reason };
  });
  // A Rechazado supplier, or one whose admission is not accepted, receives no request
  // (docs/product.md#qualification, docs/product.md#supplier-admission): never picked.
  const pickable = rows.filter((r) => !r.rejected);
  const allOnPage = pickable.length > 0 && pickable.every((r) => chosen.has(r.d._id));
  const pages = data ? openPageCount(data.total, data.pageSize, data.totalCapped, page) : 1;
  const total = data?.total ?? 0;

  // The list as last changed here: two ticks closer together than the parent's next render each
  // build on the one before, not both on the list of the last render.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  function change(next: DraftSupplier[]) {
    latest.current = next;
    onChange(next);
  }
  function toggle(d: DraftSupplier, on: boolean) {
    const current = latest.current.filter((s) => s._id !== d._id);
    change(on ? [...current, d] : current);
  }

  function selectMatching() {
    setMatchNote(null);
    match.mutate(
      { q: debounced, ...filters },
      {
        onSuccess: (found) => {
          // The list as it is now: ticks made while the matches were being found stay.
          const now = new Set(latest.current.map((s) => s._id));
          change([...latest.current, ...found.data.filter((d) => !now.has(d._id))]);
          setMatchNote(
            [
              MSG.quotationPickMatchingDone(found.data.length),
              // Past the count cap the left-out are counted among the first matches only (docs/product.md#quotation-compose).
              found.rechazados > 0
                ? found.contadoHasta === undefined
                  ? MSG.quotationPickMatchingRejected(found.rechazados)
                  : MSG.quotationPickMatchingRejectedAtLeast(formatCount(found.rechazados))
                : null,
              found.total > found.data.length ? MSG.quotationPickMatchingCapped(found.limite) : null,
            ]
              .filter(Boolean)
              .join(' '),
          );
        },
        onError: (err) => setMatchNote(err.message || MSG.quotationPickMatchingFailed),
      },
    );
  }

  return (
    <>
      <TextInput
        placeholder={MSG.supplierFieldSearch}
        aria-label={MSG.supplierFieldSearch}
        leftSection={<IconSearch size={16} />}
        value={q}
        onChange={(e) => {
          setQ(e.currentTarget.value);
          setPage(1);
          setMatchNote(null);
        }}
        mb="xs"
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} mb="xs">
        {SUPPLIER_FILTER_KEYS.map((k) => (
          <Select
            key={k}
            label={FILTER_LABELS[k]}
            placeholder={MSG.supplierFilterPlaceholder}
            data={options?.[OPTION_KEYS[k]] ?? []}
            value={filters[k] ?? null}
            onChange={(v) => {
              setFilters((f) => ({ ...f, [k]: v ?? undefined }));
              setPage(1);
              setMatchNote(null);
            }}
            searchable
            clearable
          />
        ))}
      </SimpleGrid>
      <Group justify="space-between" mb="xs" gap="xs">
        <Text size="sm" c="gray.7">
          {value.length === 0 ? MSG.quotationNoSuppliersSelected : MSG.quotationSelectedSuppliers(value.length)}
        </Text>
        <Group gap="xs">
          <Button
            variant="light"
            size="xs"
            onClick={selectMatching}
            loading={match.isPending}
            disabled={!data || total === 0 || debounced !== q}
          >
            {data?.totalCapped ? MSG.quotationPickMatchingCappedCount(formatCount(total)) : MSG.quotationPickMatching(total)}
          </Button>
          <Button variant="subtle" size="xs" onClick={() => setFilters({})}>
            {MSG.supplierClearFilters}
          </Button>
        </Group>
      </Group>
      {matchNote && (
        <Alert color="blue" mb="xs" role="status" data-testid="pick-matching-result" p="xs">
          <Text size="sm">{matchNote}</Text>
        </Alert>
      )}
      {!data && isFetching ? (
        <Center py="md">
          <Loader />
        </Center>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={MSG.quotationPickAll}
                    checked={allOnPage}
                    onChange={(e) => {
                      const on = e.currentTarget.checked;
                      const ids = new Set(rows.map((r) => r.d._id));
                      const others = latest.current.filter((s) => !ids.has(s._id));
                      change(on ? [...others, ...pickable.map((r) => r.d)] : others);
                    }}
                  />
                </Table.Th>
                <Table.Th>{MSG.supplierColNombreReal}</Table.Th>
                <Table.Th>{MSG.supplierColRegistro}</Table.Th>
                <Table.Th>{MSG.supplierColPais}</Table.Th>
                <Table.Th>{MSG.supplierColCorreo}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(({ p, d, rejected, reason }) => (
                <Table.Tr key={d._id} data-testid="picker-row" data-disabled={rejected || undefined}>
                  <Table.Td>
                    <Checkbox
                      aria-label={fillMessage(MSG.quotationPickNamed, { name: d.name })}
                      checked={!rejected && chosen.has(d._id)}
                      disabled={rejected}
                      title={reason ?? undefined}
                      onChange={(e) => toggle(d, e.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    {/* As the supplier list names them: the fantasy name, and the razón social under it. */}
                    <Text size="sm" fw={500} c={p.nombreFantasia ? undefined : 'gray.7'}>
                      {p.nombreFantasia || MSG.supplierNoTiene}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {p.razonSocial}
                    </Text>
                    {rejected && (
                      <Text size="xs" c="red.9" data-testid="picker-rejected">
                        {reason}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{p.registro || MSG.supplierNoTieneUpper}</Table.Td>
                  <Table.Td>{[p.pais, p.ciudad].filter(Boolean).join(', ')}</Table.Td>
                  <Table.Td>{d.email}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Pager pages={pages} page={page} onChange={setPage} mt="sm" />
    </>
  );
}

/** "Seleccionados (N)": only the chosen, 10 at a time, each with Quitar. */
function ChosenSuppliers({ value, onChange }: { value: DraftSupplier[]; onChange: (v: DraftSupplier[]) => void }) {
  const [page, setPage] = useState(1);
  const { items, pages } = pageOf(value, page, PAGE_SIZE);
  if (value.length === 0) {
    return (
      <Text size="sm" c="gray.7" py="sm">
        {MSG.quotationPickNoneSelected}
      </Text>
    );
  }
  return (
    <>
      <Group justify="flex-end" mb="xs">
        <Button variant="subtle" color="red" c="red.9" size="xs" onClick={() => onChange([])}>
          {MSG.quotationPickClearAll}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={360}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{MSG.quotationColumnSupplier}</Table.Th>
              <Table.Th>{MSG.quotationColumnEmail}</Table.Th>
              <Table.Th w={56}>
                <VisuallyHidden>{MSG.a11yActionsColumn.es}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((s) => (
              <Table.Tr key={s._id} data-testid="chosen-row">
                <Table.Td>{s.name}</Table.Td>
                <Table.Td>{s.email || MSG.supplierNoTieneUpper}</Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={fillMessage(MSG.quotationPickRemove, { name: s.name })}
                    onClick={() => onChange(value.filter((x) => x._id !== s._id))}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager pages={pages} page={page} onChange={setPage} mt="sm" />
    </>
  );
}
