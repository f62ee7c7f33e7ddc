import { MSG } from '@abasto/domain/messages';
import type { SupplierFilterKey, SupplierFilterOptions } from '@abasto/domain/supplier-list';
import type { SupplierListFilterKey } from '@abasto/domain/supplier-list-constants';
import { foldText } from '@abasto/domain/fold-text';
import { CALIFICACIONES } from '@abasto/domain/supplier-enums';
import { Button, Combobox, type ComboboxItem, Group, InputBase, type OptionsFilter, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useRef, useState } from 'react';

const FILTERS: { key: SupplierFilterKey; label: string; options: keyof SupplierFilterOptions }[] = [
  { key: 'rubro', label: MSG.supplierFieldRubro, options: 'rubros' },
  { key: 'segmento', label: MSG.supplierFieldSegmento, options: 'segmentos' },
  { key: 'pais', label: MSG.supplierFieldPais, options: 'paises' },
  { key: 'estado', label: MSG.supplierFieldDepartamento, options: 'estados' },
  { key: 'ciudad', label: MSG.supplierFieldCiudad, options: 'ciudades' },
];

/** The qualification filters, over fixed values (docs/product.md#qualification). */
const QUALIFICATION_FILTERS: { key: SupplierListFilterKey; label: string; values: readonly string[] }[] = [
  { key: 'calificacion', label: MSG.supplierFieldCalificacion, values: CALIFICACIONES },
  {
    key: 'documentos',
    label: MSG.supplierFilterDocumentos,
    values: [MSG.qualificationDocStatusValid, MSG.qualificationDocStatusExpiring, MSG.qualificationDocStatusExpired],
  },
];

interface Props {
  q: string;
  filters: Record<SupplierListFilterKey, string | null>;
  options: SupplierFilterOptions | undefined;
  onQuery(q: string): void;
  onFilter(key: SupplierListFilterKey, value: string | null): void;
  onClear(): void;
}

/** Busqueda Rapida, the five clearable, searchable filters and the two of qualification, with 'Todos' and 'Limpiar Filtro'. */
export function SupplierFiltersBar({ q, filters, options, onQuery, onFilter, onClear }: Props) {
  const [text, setText] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  // The searches this field asked for whose address has not come back yet. The address changes
  // after the search is sent (a navigation, drawn as a transition), and the person may have typed
  // more meanwhile: a search of the field's own coming back must not put the older text back.
  const [sent, setSent] = useState<readonly string[]>([]);
  const send = (value: string) => {
    // An empty search leaves no `q` in the address (use-supplier-list-params.ts).
    setSent((earlier) => [...earlier.slice(-9), value.trim() ? value : '']);
    onQuery(value);
  };
  const debounced = useDebouncedCallback(send, 300);
  // The URL can change under the field (back button, a bookmark, Limpiar): follow it.
  if (q !== shownQ) {
    setShownQ(q);
    const own = sent.indexOf(q);
    if (own >= 0) setSent(sent.slice(own + 1));
    else {
      setSent([]);
      setText(q);
    }
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
            if (e.key === 'Enter') send(text);
          }}
        />
        <Button variant="default" leftSection={<IconFilterOff size={16} />} onClick={onClear}>
          {MSG.supplierClearFilters}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4, lg: 7 }} spacing="sm">
        {FILTERS.map((f) => {
          const values = options?.[f.options] ?? [];
          const current = filters[f.key];
          // A value from a bookmark that no supplier carries any more still shows, so it can be cleared.
          const data = current && !values.includes(current) ? [current, ...values] : values;
          return (
            <FilterSelect
              key={f.key}
              label={f.label}
              data={data}
              value={current}
              onChange={(value) => onFilter(f.key, value)}
            />
          );
        })}
        {QUALIFICATION_FILTERS.map((f) => (
          <FilterSelect
            key={f.key}
            label={f.label}
            data={[...f.values]}
            value={filters[f.key]}
            onChange={(value) => onFilter(f.key, value)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** A filter's options are found as the quick search finds suppliers: without regard to case or accents (docs/product.md#supplier-list). */
const withoutAccents: OptionsFilter = ({ options, search }) => {
  const wanted = foldText(search.trim());
  return (options as ComboboxItem[]).filter((option) => foldText(option.label).includes(wanted));
};

interface FilterSelectProps {
  label: string;
  data: string[];
  value: string | null;
  onChange(value: string | null): void;
}

/**
 * A searchable, clearable filter whose Select is built when it is first used (focus, touch or
 * click). Until then a plain input stands in, drawn the same (label, value or 'Todos', chevron or
 * clear button). A Mantine Select positions its list with floating-ui, which measures its target
 * once mounted and draws its part of the page a second time: five of them were a tenth of the
 * supplier list's start-up work on a phone.
 */
function FilterSelect({ label, data, value, onChange }: FilterSelectProps) {
  const [used, setUsed] = useState<'focus' | 'pointer' | null>(null);
  // Swapped on focus, which a press gives too (after pointerdown): swapped on pointerdown, the
  // press would land on a removed input and take the focus off the new one.
  const pressed = useRef(false);
  if (used) {
    return (
      <Select
        label={label}
        placeholder={MSG.supplierFilterPlaceholder}
        data={data}
        value={value}
        onChange={onChange}
        searchable
        filter={withoutAccents}
        clearable
        nothingFoundMessage="—"
        // It takes the place of the stand-in that was just focused, touched or clicked.
        autoFocus
        defaultDropdownOpened={used === 'pointer'}
        // Options are rendered when the list opens: kept mounted (Mantine's default), the lists
        // (a hundred cities…) would be built with the page.
        comboboxProps={{ withinPortal: true, width: 'max-content', position: 'bottom-start', keepMounted: false }}
      />
    );
  }
  return (
    <InputBase
      label={label}
      placeholder={MSG.supplierFilterPlaceholder}
      value={value ?? ''}
      readOnly
      role="combobox"
      aria-expanded={false}
      aria-haspopup="listbox"
      onPointerDown={() => {
        pressed.current = true;
      }}
      onFocus={() => setUsed(pressed.current ? 'pointer' : 'focus')}
      // The right section as the Select draws it: chevron, and the clear button when a value is set.
      __defaultRightSection={<Combobox.Chevron />}
      __clearable={value !== null}
      __clearSection={<Combobox.ClearButton onClear={() => onChange(null)} />}
      rightSectionPointerEvents="none"
    />
  );
}
