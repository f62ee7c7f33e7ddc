import { MSG } from '@abasto/domain/messages';
import type { SupplierFilterKey, SupplierFilterOptions } from '@abasto/domain/supplier-list';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

const FILTERS: { key: SupplierFilterKey; label: string; options: keyof SupplierFilterOptions }[] = [
  { key: 'rubro', label: MSG.supplierFieldRubro, options: 'rubros' },
  { key: 'segmento', label: MSG.supplierFieldSegmento, options: 'segmentos' },
  { key: 'pais', label: MSG.supplierFieldPais, options: 'paises' },
  { key: 'estado', label: MSG.supplierFieldDepartamento, options: 'estados' },
  { key: 'ciudad', label: MSG.supplierFieldCiudad, options: 'ciudades' },
];

interface Props {
  q: string;
  filters: Record<SupplierFilterKey, string | null>;
  options: SupplierFilterOptions | undefined;
  onQuery(q: string): void;
  onFilter(key: SupplierFilterKey, value: string | null): void;
  onClear(): void;
}

/** Busqueda Rapida and the five clearable, searchable filters with 'Todos' and 'Limpiar Filtro'. */
export function SupplierFiltersBar({ q, filters, options, onQuery, onFilter, onClear }: Props) {
  const [text, setText] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  const debounced = useDebouncedCallback(onQuery, 300);
  // The URL can change under the field (back button, a bookmark, Limpiar): follow it.
  if (q !== shownQ) {
    setShownQ(q);
    setText(q);
  }

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={MSG.supplierFieldSearch}
          placeholder={MSG.supplierSearchPlaceholder}
          leftSection={<IconSearch size={16} />}
          value={text}
          maxLength={200}
          onChange={(e) => {
            setText(e.currentTarget.value);
            debounced(e.currentTarget.value);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onQuery(text);
          }}
        />
        <Button variant="default" leftSection={<IconFilterOff size={16} />} onClick={onClear}>
          {MSG.supplierClearFilters}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 3, lg: 5 }} spacing="sm">
        {FILTERS.map((f) => {
          const values = options?.[f.options] ?? [];
          const current = filters[f.key];
          // A value from a bookmark that no supplier carries any more still shows, so it can be cleared.
          const data = current && !values.includes(current) ? [current, ...values] : values;
          return (
            <Select
              key={f.key}
              label={f.label}
              placeholder={MSG.supplierFilterPlaceholder}
              data={data}
              value={current}
              onChange={(value) => onFilter(f.key, value)}
              searchable
              clearable
              nothingFoundMessage="—"
              // Options are rendered when the list opens: kept mounted (Mantine's default), the five
              // lists (a hundred cities…) are built with the page and slow its first render.
              comboboxProps={{ withinPortal: true, width: 'max-content', position: 'bottom-start', keepMounted: false }}
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
