import { fillMessage } from '@abasto/domain/fill-message';
import { MSG } from '@abasto/domain/messages';
import { SUPPLIER_FILTER_KEYS, type SupplierFilterKey } from '@abasto/domain/supplier-list';
import { requestRefusalReason } from '@abasto/domain/supplier-rating';
import { Button, Center, Checkbox, Group, Loader, Select, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Pager } from '../../../app/pager.tsx';
import { pageCount } from '../../../lib/paging.ts';
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

/** The supplier list's search, filters and paging, with a checkbox per supplier. */
export function SupplierPicker({ value, onChange }: { value: DraftSupplier[]; onChange: (v: DraftSupplier[]) => void }) {
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q, 300);
  const [filters, setFilters] = useState<Partial<Record<SupplierFilterKey, string>>>({});
  const [page, setPage] = useState(1);
  const { data, isFetching } = usePickSuppliers({ q: debounced, ...filters, page });
  const options = useSupplierFilterOptions().data;
  const chosen = new Set(value.map((s) => s._id));
  const rows = (data?.data ?? []).map((p) => {
    const reason = requestRefusalReason(p);
    return { p, d: toDraftSupplier(p), rejected: reason !== null, reason };
  });
  // A Rechazado supplier, or one whose admission is not accepted, receives no request
  // (docs/product.md#qualification, docs/product.md#supplier-admission): never picked.
  const pickable = rows.filter((r) => !r.rejected);
  const allOnPage = pickable.length > 0 && pickable.every((r) => chosen.has(r.d._id));
  const pages = data ? pageCount(data.total, data.pageSize) : 1;

  function toggle(d: DraftSupplier, on: boolean) {
    onChange(on ? [...value.filter((s) => s._id !== d._id), d] : value.filter((s) => s._id !== d._id));
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
            }}
            searchable
            clearable
          />
        ))}
      </SimpleGrid>
      <Group justify="space-between" mb="xs">
        <Text size="sm" c="dimmed">
          {value.length === 0 ? MSG.quotationNoSuppliersSelected : MSG.quotationSelectedSuppliers(value.length)}
        </Text>
        <Button variant="subtle" size="xs" onClick={() => setFilters({})}>
          {MSG.supplierClearFilters}
        </Button>
      </Group>
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
                      const others = value.filter((s) => !ids.has(s._id));
                      onChange(on ? [...others, ...pickable.map((r) => r.d)] : others);
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
                    {p.nombreFantasia || MSG.supplierNoTiene}
                    {rejected && (
                      <Text size="xs" c="red.8" data-testid="picker-rejected">
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
