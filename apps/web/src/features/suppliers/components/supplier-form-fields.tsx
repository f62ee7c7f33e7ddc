import { SUPPLIER_FIELD_LABELS, SUPPLIER_MAX_LENGTH } from '@abasto/domain/supplier-fields';
import { Card, Select, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { skippedOffScreen, TITLED_BLOCK_ROOM } from '../../../lib/after-first-paint.tsx';
import type { SupplierFormField, SupplierFormValues } from './supplier-form-values.ts';

export type SupplierFormMode = 'registrar' | 'consultar' | 'editar';

export interface SupplierFormProps {
  /** The values, and their errors: a live check's message, or `true` (red border) for a field found empty. */
  form: UseFormReturnType<SupplierFormValues>;
  mode: SupplierFormMode;
  /** Fields the current save requires (asterisk). */
  required: readonly SupplierFormField[];
}

/** Section anchors for the 'Mis Datos' and 'Datos Del Proveedor' buttons. */
export const SECTION_IDS = { misDatos: 'seccion-representante', proveedor: 'seccion-proveedor' } as const;

export function Section({ id, title, children, height }: { id?: string; title: string; children: ReactNode; height?: number }) {
  return (
    <Card withBorder padding="lg" id={id} style={{ scrollMarginTop: 76, ...(height === undefined ? {} : skippedOffScreen(height)) }}>
      <Title order={3} size="h5" mb="md" c="blue.8">
        {title}
      </Title>
      {children}
    </Card>
  );
}

export const cols = { base: 1, sm: 2, lg: 3 };
/** Room held for a section of `fields` fields until it is drawn (a phone's one column: the tallest). */
export const sectionHeight = (fields: number) => TITLED_BLOCK_ROOM + fields * 78;
/** How many fields each section below the first has (supplier-form-sections.tsx). */
export const LATER_SECTION_FIELDS = [4, 3, 6, 8, 4] as const;
// A list's options (some seventy countries, forty-odd rubros) are drawn when it opens, not with
// the form: Mantine's default keeps every closed list in the page, hidden.
export const OPTIONS_WHEN_OPEN = { keepMounted: false } as const;
const READ_ONLY_STYLES = {
  input: { color: 'var(--mantine-color-text)', opacity: 1, cursor: 'default' },
  pill: { opacity: 1 },
};

type TextField = Exclude<SupplierFormField, 'rubro' | 'radioForm' | 'capitalSocial' | 'cantidadEmpleados' | 'inicioActividad' | 'calificacion'>;

/** The props every field of the form shares, and its text and list fields, for one mode. */
export function supplierFields({ form, mode, required }: SupplierFormProps) {
  const readOnly = mode === 'consultar';
  const values = form.getValues();

  const common = (field: SupplierFormField) => ({
    ...form.getInputProps(field),
    label: SUPPLIER_FIELD_LABELS[field],
    // Disabled (docs/product.md#supplier-detail), yet readable: a record is read in this mode, not greyed out.
    styles: readOnly ? READ_ONLY_STYLES : undefined,
    withAsterisk: !readOnly && required.includes(field),
    disabled: readOnly,
    'data-field': field,
  });

  const text = (field: TextField, extra: { numeric?: boolean; disabled?: boolean; description?: string; type?: string } = {}) => {
    const max = (SUPPLIER_MAX_LENGTH as Record<string, number>)[field];
    return (
      <TextInput
        {...common(field)}
        disabled={readOnly || extra.disabled}
        description={extra.description}
        type={extra.type}
        inputMode={extra.numeric ? 'numeric' : undefined}
        maxLength={max}
      />
    );
  };

  const select = (field: 'pais' | 'tipoProveedor' | 'actividad' | 'segmento', data: readonly string[]) => (
    <Select
      {...common(field)}
      data={data as string[]}
      value={values[field] || null}
      onChange={(v) => form.setFieldValue(field, v ?? '')}
      searchable
      allowDeselect={false}
      nothingFoundMessage="—"
      comboboxProps={OPTIONS_WHEN_OPEN}
    />
  );

  return { readOnly, values, common, text, select };
}
