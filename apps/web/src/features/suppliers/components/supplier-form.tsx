import { MSG } from '@abasto/domain/messages';
import { SUPPLIER_FIELD_LABELS, SUPPLIER_MAX_LENGTH } from '@abasto/domain/supplier';
import { ACTIVIDADES, PAISES, RUBROS, SEGMENTOS, TIPOS_PROVEEDOR } from '@abasto/domain/supplier-enums';
import {
  Card,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { lazy, type ReactNode, Suspense } from 'react';
import { DayInput } from '../../../lib/day-input.tsx';
import { LOCAL_NUMBER_FORMAT } from '../../../lib/typed-number.ts';
import { AfterFirstPaint } from '../../../lib/after-first-paint.tsx';
import type { SupplierFormField, SupplierFormValues } from './supplier-form-values.ts';
import { withAllStyles } from '../../../app/with-all-styles.ts';

// Below the fold: the answers' radios (three per question) are drawn, a few at a time, once the
// fields above are painted.
const SupplierFormQuestionnaire = lazy(async () => ({
  default: (await withAllStyles(() => import('./supplier-form-questionnaire.tsx'))).SupplierFormQuestionnaire,
}));
/** Room held for one answered question until the answers are drawn (as in supplier-form-questionnaire.tsx). */
const QUESTION_MIN_HEIGHT = 64;

export type SupplierFormMode = 'registrar' | 'consultar' | 'editar';

interface Props {
  /** The values, and their errors: a live check's message, or `true` (red border) for a field found empty. */
  form: UseFormReturnType<SupplierFormValues>;
  mode: SupplierFormMode;
  /** Fields the current save requires (asterisk). */
  required: readonly SupplierFormField[];
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
/** Room held for a section of `fields` fields until it is drawn (a phone's one column: the tallest). */
const sectionHeight = (fields: number) => 96 + fields * 78;
// A list's options (some seventy countries, forty-odd rubros) are drawn when it opens, not with
// the form: Mantine's default keeps every closed list in the page, hidden.
const OPTIONS_WHEN_OPEN = { keepMounted: false } as const;
const READ_ONLY_STYLES = {
  input: { color: 'var(--mantine-color-text)', opacity: 1, cursor: 'default' },
  pill: { opacity: 1 },
};

/**
 * Every section and field of the supplier detail (docs/product.md#supplier-detail). In consultar mode every field is
 * disabled; the e-mail is editable only when registering. Live checks give a red border and their
 * message under the field as the value changes.
 */
export function SupplierForm({ form, mode, required }: Props) {
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

  // In consultar the record is read from the top: the first section is drawn with the page's
  // title, each one below it in a short task of its own once the one before is on screen
  // (docs/product.md#supplier-detail). Forms being filled in are drawn whole.
  const later = (fields: number, section: ReactNode) =>
    readOnly ? <AfterFirstPaint minHeight={sectionHeight(fields)}>{section}</AfterFirstPaint> : section;

  return (
    <Stack gap="md" data-testid="supplier-form">
      <Section title={MSG.supplierSectionIdentificacion}>
        <SimpleGrid cols={cols}>
          {select('pais', PAISES)}
          {text('registro', { numeric: true })}
          {select('tipoProveedor', TIPOS_PROVEEDOR)}
        </SimpleGrid>
      </Section>

      {later(
        4,
        <Section id={SECTION_IDS.misDatos} title={MSG.supplierSectionRepresentante}>
          <SimpleGrid cols={cols}>
            {text('representanteLegal')}
            {text('documentoIdentidad')}
            {text('puesto')}
            {text('celularRepresentante', { numeric: true, type: 'tel' })}
          </SimpleGrid>
        </Section>,
      )}

      {later(
        3,
        <Section title={MSG.supplierSectionEjecutivo}>
          <SimpleGrid cols={cols}>
            {text('nombreEjecutivo')}
            {text('telefonoEjecutivo', { numeric: true, type: 'tel' })}
            {text('emailEjecutivo', { description: readOnly ? undefined : MSG.supplierEmailEjecutivoHint })}
          </SimpleGrid>
        </Section>,
      )}

      {later(
        6,
        <Section id={SECTION_IDS.proveedor} title={MSG.supplierSectionProveedor}>
          <SimpleGrid cols={cols}>
            {text('razonSocial')}
            {text('nombreFantasia')}
            {select('actividad', ACTIVIDADES)}
            <DayInput
              {...common('inicioActividad')}
              value={values.inicioActividad}
              onChange={(v) => form.setFieldValue('inicioActividad', v)}
              locale="es"
              clearable
              minDate="1901-01-01"
            />
            <NumberInput
              {...common('capitalSocial')}
              {...LOCAL_NUMBER_FORMAT}
              prefix="USD "
              allowNegative
              hideControls
            />
            <NumberInput
              {...common('cantidadEmpleados')}
              allowDecimal={false}
              allowNegative
              hideControls
              {...LOCAL_NUMBER_FORMAT}
            />
          </SimpleGrid>
        </Section>,
      )}

      {later(
        8,
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
        </Section>,
      )}

      {later(
        4,
        <Section title={MSG.supplierSectionProductos}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {select('segmento', SEGMENTOS)}
            <MultiSelect
              {...common('rubro')}
              data={RUBROS as unknown as string[]}
              searchable
              hidePickedOptions
              nothingFoundMessage="—"
              comboboxProps={OPTIONS_WHEN_OPEN}
            />
          </SimpleGrid>
          <Textarea
            {...common('detalle')}
            mt="sm"
            maxLength={SUPPLIER_MAX_LENGTH.detalle}
            autosize
            minRows={3}
            maxRows={10}
          />
        </Section>,
      )}

      {values.radioForm.length > 0 && (
        <Section title={MSG.supplierSectionRadioForm}>
          <Suspense fallback={<div style={{ minHeight: values.radioForm.length * QUESTION_MIN_HEIGHT }} />}>
            <SupplierFormQuestionnaire form={form} readOnly={readOnly} />
          </Suspense>
        </Section>
      )}
      <Text size="xs" c="dimmed" hidden={readOnly}>
        * {MSG.supplierRequiredHint}
      </Text>
    </Stack>
  );
}
