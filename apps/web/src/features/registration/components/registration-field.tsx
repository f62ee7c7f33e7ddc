import { MSG } from '@abasto/domain/messages';
import { SUPPLIER_FIELD_LABELS, type SupplierField } from '@abasto/domain/supplier';
import { ACTIVIDADES, PAISES, RUBROS, SEGMENTOS, TIPOS_PROVEEDOR } from '@abasto/domain/supplier-enums';
import { MultiSelect, NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import { DayInput } from '../../../lib/day-input.tsx';
import { LOCAL_NUMBER_FORMAT } from '../../../lib/typed-number.ts';

const OPTIONS: Partial<Record<SupplierField, readonly string[]>> = {
  pais: PAISES,
  tipoProveedor: TIPOS_PROVEEDOR,
  actividad: ACTIVIDADES,
  segmento: SEGMENTOS,
};

const DIGIT_FIELDS: readonly SupplierField[] = [
  'telephone',
  'telephone2',
  'tipoTelephone',
  'celularRepresentante',
  'telefonoEjecutivo',
];

interface Props {
  field: SupplierField;
  value: unknown;
  error: string | null;
  required: boolean;
  onChange(value: unknown): void;
  onBlur(): void;
}

/** One input of the wizard, chosen by the kind of field; the label is the form's own. */
export function RegistrationField({ field, value, error, required, onChange, onBlur }: Props) {
  const common = {
    label: SUPPLIER_FIELD_LABELS[field],
    error: error ?? undefined,
    withAsterisk: required,
    onBlur,
    name: field,
  };
  const text = typeof value === 'string' ? value : value == null ? '' : String(value);

  const options = OPTIONS[field];
  if (options) {
    return (
      <Select
        {...common}
        data={[...options]}
        value={text || null}
        onChange={(v) => onChange(v ?? '')}
        searchable
        clearable={!required}
        allowDeselect={false}
        nothingFoundMessage={MSG.registrationNoOptions}
        comboboxProps={{ withinPortal: true }}
      />
    );
  }
  if (field === 'rubro') {
    return (
      <MultiSelect
        {...common}
        data={[...RUBROS]}
        value={Array.isArray(value) ? (value as string[]) : []}
        onChange={onChange}
        searchable
        clearable
        hidePickedOptions
        nothingFoundMessage={MSG.registrationNoOptions}
      />
    );
  }
  if (field === 'capitalSocial' || field === 'cantidadEmpleados') {
    return (
      <NumberInput
        {...common}
        value={typeof value === 'number' || typeof value === 'string' ? value : ''}
        onChange={onChange}
        allowNegative={false}
        allowDecimal={field === 'capitalSocial'}
        {...LOCAL_NUMBER_FORMAT}
        hideControls
        inputMode={field === 'capitalSocial' ? 'decimal' : 'numeric'}
      />
    );
  }
  if (field === 'inicioActividad') {
    return (
      <DayInput
        {...common}
        value={typeof value === 'string' ? value : null}
        onChange={onChange}
        locale="es"
        clearable
        popoverProps={{ withinPortal: true }}
      />
    );
  }
  if (field === 'detalle') {
    return (
      <Textarea
        {...common}
        value={text}
        onChange={(e) => onChange(e.currentTarget.value)}
        autosize
        minRows={4}
        maxRows={10}
      />
    );
  }
  return (
    <TextInput
      {...common}
      value={text}
      onChange={(e) => onChange(e.currentTarget.value)}
      type={field === 'email' ? 'email' : 'text'}
      inputMode={DIGIT_FIELDS.includes(field) ? 'numeric' : field === 'website' ? 'url' : undefined}
      description={field === 'emailEjecutivo' ? MSG.registrationEmailEjecutivoHint : undefined}
    />
  );
}
