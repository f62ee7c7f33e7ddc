import { MSG } from '@abasto/domain/messages';
import { liveError, RADIO_FORM_ANSWERS, SUPPLIER_FIELD_LABELS, SUPPLIER_MAX_LENGTH } from '@abasto/domain/supplier';
import { ACTIVIDADES, PAISES, RUBROS, SEGMENTOS, TIPOS_PROVEEDOR } from '@abasto/domain/supplier-enums';
import {
  Card,
  Group,
  MultiSelect,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { ReactNode } from 'react';
import type { SupplierFormField, SupplierFormValues } from './supplier-form-values.ts';

export type SupplierFormMode = 'registrar' | 'consultar' | 'editar';

interface Props {
  values: SupplierFormValues;
  mode: SupplierFormMode;
  /** Fields the current save requires (asterisk), and those found empty on the last try (red border). */
  required: readonly SupplierFormField[];
  missing: readonly SupplierFormField[];
  onChange<K extends SupplierFormField>(field: K, value: SupplierFormValues[K]): void;
}

/** Section anchors for the 'Mis Datos' and 'Datos Del Proveedor' buttons. */
export const SECTION_IDS = { misDatos: 'seccion-representante', proveedor: 'seccion-proveedor' } as const;

function Section({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" id={id} style={{ scrollMarginTop: 76 }}>
      <Title order={3} size="h5" mb="md" c="blue.8">
        {title}
      </Title>
      {children}
    </Card>
  );
}

const cols = { base: 1, sm: 2, lg: 3 };
const READ_ONLY_STYLES = {
  input: { color: 'var(--mantine-color-text)', opacity: 1, cursor: 'default' },
  pill: { opacity: 1 },
};

/**
 * Every section and field of the supplier detail (docs/product.md#supplier-detail). In consultar mode every field is
 * disabled; the e-mail is editable only when registering. Live checks give a red border and their
 * message under the field as the value changes.
 */
export function SupplierForm({ values, mode, required, missing, onChange }: Props) {
  const readOnly = mode === 'consultar';

  const common = (field: SupplierFormField) => ({
    label: SUPPLIER_FIELD_LABELS[field],
    // Disabled (docs/product.md#supplier-detail), yet readable: a record is read in this mode, not greyed out.
    styles: readOnly ? READ_ONLY_STYLES : undefined,
    withAsterisk: !readOnly && required.includes(field),
    disabled: readOnly,
    error: liveError(field, values[field]) ?? (missing.includes(field) && !readOnly),
    'data-field': field,
  });

  const text = (field: Exclude<SupplierFormField, 'rubro' | 'radioForm' | 'capitalSocial' | 'cantidadEmpleados' | 'inicioActividad' | 'calificacion'>, extra: { numeric?: boolean; disabled?: boolean; description?: string; type?: string } = {}) => {
    const max = (SUPPLIER_MAX_LENGTH as Record<string, number>)[field];
    return (
      <TextInput
        {...common(field)}
        disabled={readOnly || extra.disabled}
        description={extra.description}
        type={extra.type}
        inputMode={extra.numeric ? 'numeric' : undefined}
        maxLength={max}
        value={values[field] as string}
        onChange={(e) => onChange(field, e.currentTarget.value)}
      />
    );
  };

  const select = (field: 'pais' | 'tipoProveedor' | 'actividad' | 'segmento', data: readonly string[]) => (
    <Select
      {...common(field)}
      data={data as string[]}
      value={values[field] || null}
      onChange={(v) => onChange(field, v ?? '')}
      searchable
      allowDeselect={false}
      nothingFoundMessage="—"
    />
  );

  return (
    <Stack gap="md" data-testid="supplier-form">
      <Section title={MSG.supplierSectionIdentificacion}>
        <SimpleGrid cols={cols}>
          {select('pais', PAISES)}
          {text('registro', { numeric: true })}
          {select('tipoProveedor', TIPOS_PROVEEDOR)}
        </SimpleGrid>
      </Section>

      <Section id={SECTION_IDS.misDatos} title={MSG.supplierSectionRepresentante}>
        <SimpleGrid cols={cols}>
          {text('representanteLegal')}
          {text('documentoIdentidad')}
          {text('puesto')}
          {text('celularRepresentante', { numeric: true, type: 'tel' })}
        </SimpleGrid>
      </Section>

      <Section title={MSG.supplierSectionEjecutivo}>
        <SimpleGrid cols={cols}>
          {text('nombreEjecutivo')}
          {text('telefonoEjecutivo', { numeric: true, type: 'tel' })}
          {text('emailEjecutivo', { description: readOnly ? undefined : MSG.supplierEmailEjecutivoHint })}
        </SimpleGrid>
      </Section>

      <Section id={SECTION_IDS.proveedor} title={MSG.supplierSectionProveedor}>
        <SimpleGrid cols={cols}>
          {text('razonSocial')}
          {text('nombreFantasia')}
          {select('actividad', ACTIVIDADES)}
          <DateInput
            {...common('inicioActividad')}
            value={values.inicioActividad}
            onChange={(v) => onChange('inicioActividad', v)}
            valueFormat="DD/MM/YYYY"
            locale="es"
            clearable
            minDate="1901-01-01"
            placeholder="DD/MM/AAAA"
          />
          <NumberInput
            {...common('capitalSocial')}
            value={values.capitalSocial}
            onChange={(v) => onChange('capitalSocial', v)}
            thousandSeparator="."
            decimalSeparator=","
            prefix="USD "
            allowNegative
            hideControls
          />
          <NumberInput
            {...common('cantidadEmpleados')}
            value={values.cantidadEmpleados}
            onChange={(v) => onChange('cantidadEmpleados', v)}
            allowDecimal={false}
            allowNegative
            hideControls
            thousandSeparator="."
            decimalSeparator=","
          />
        </SimpleGrid>
      </Section>

      <Section title={MSG.supplierSectionUbicacion}>
        <SimpleGrid cols={cols}>
          {text('estado')}
          {text('ciudad')}
          {text('calle')}
          {text('tipoTelephone', { numeric: true })}
          {text('telephone', { numeric: true, type: 'tel' })}
          {text('telephone2', { numeric: true, type: 'tel' })}
          {text('website')}
          {text('email', { type: 'email', disabled: mode !== 'registrar' })}
        </SimpleGrid>
      </Section>

      <Section title={MSG.supplierSectionProductos}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {select('segmento', SEGMENTOS)}
          <MultiSelect
            {...common('rubro')}
            data={RUBROS as unknown as string[]}
            value={values.rubro}
            onChange={(v) => onChange('rubro', v)}
            searchable
            hidePickedOptions
            nothingFoundMessage="—"
          />
        </SimpleGrid>
        <Textarea
          {...common('detalle')}
          mt="sm"
          value={values.detalle}
          onChange={(e) => onChange('detalle', e.currentTarget.value)}
          maxLength={SUPPLIER_MAX_LENGTH.detalle}
          autosize
          minRows={3}
          maxRows={10}
        />
      </Section>

      {values.radioForm.length > 0 && (
        <Section title={MSG.supplierSectionRadioForm}>
          <Stack gap="sm">
            {values.radioForm.map((entry, i) => (
              <Radio.Group
                key={entry.pregunta}
                label={entry.pregunta}
                value={entry.respuesta}
                onChange={(respuesta) =>
                  onChange(
                    'radioForm',
                    values.radioForm.map((e, j) => (j === i ? { ...e, respuesta } : e)),
                  )}
              >
                <Group mt={4}>
                  {RADIO_FORM_ANSWERS.map((a) => (
                    <Radio key={a} value={a} label={a} disabled={readOnly} />
                  ))}
                </Group>
              </Radio.Group>
            ))}
          </Stack>
        </Section>
      )}
      <Text size="xs" c="dimmed" hidden={readOnly}>
        * {MSG.supplierRequiredHint}
      </Text>
    </Stack>
  );
}
