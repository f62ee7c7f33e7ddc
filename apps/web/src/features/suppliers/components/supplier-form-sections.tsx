import 'dayjs/locale/es';
import { MSG } from '@abasto/domain/messages';
import { SUPPLIER_MAX_LENGTH } from '@abasto/domain/supplier-fields';
import { ACTIVIDADES, RUBROS, SEGMENTOS } from '@abasto/domain/supplier-enums';
import { MultiSelect, NumberInput, SimpleGrid, Text, Textarea } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { DayInput } from '../../../lib/day-input.tsx';
import { LOCAL_NUMBER_FORMAT } from '../../../lib/typed-number.ts';
import { AfterFirstPaint, QUESTION_ROOM, TITLED_BLOCK_ROOM } from '../../../lib/after-first-paint.tsx';
import { cols, LATER_SECTION_FIELDS, OPTIONS_WHEN_OPEN, Section, SECTION_IDS, sectionHeight, supplierFields, type SupplierFormProps } from './supplier-form-fields.tsx';

// Below the fold: the answers' radios (three per question) are drawn, a few at a time, once the
// fields above are painted; with the first screens' styles, as the sections (vite.config.ts).
const SupplierFormQuestionnaire = lazy(async () => ({
  default: (await import('./supplier-form-questionnaire.tsx')).SupplierFormQuestionnaire,
}));

/**
 * The supplier form's sections below the first (docs/product.md#supplier-detail), with the date,
 * number and multiple-choice fields: their code is not needed for the page's first draw.
 */
export function SupplierFormSections(props: SupplierFormProps) {
  const { form, mode } = props;
  const { readOnly, values, common, text, select } = supplierFields(props);
  const [representante, ejecutivo, proveedor, ubicacion, productos] = LATER_SECTION_FIELDS;

  // In consultar the record is read from the top: each section below the first is drawn in a
  // short task of its own once the one before is on screen. Forms being filled in are drawn whole.
  const later = (fields: number, section: ReactNode) =>
    readOnly ? <AfterFirstPaint minHeight={sectionHeight(fields)}>{section}</AfterFirstPaint> : section;
  // …and while off screen, the browser skips its layout and paint (skippedOffScreen).
  const room = (fields: number) => (readOnly ? sectionHeight(fields) : undefined);

  return (
    <>
      {later(
        representante,
        <Section id={SECTION_IDS.misDatos} title={MSG.supplierSectionRepresentante} height={room(representante)}>
          <SimpleGrid cols={cols}>
            {text('representanteLegal')}
            {text('documentoIdentidad')}
            {text('puesto')}
            {text('celularRepresentante', { numeric: true, type: 'tel' })}
          </SimpleGrid>
        </Section>,
      )}

      {later(
        ejecutivo,
        <Section title={MSG.supplierSectionEjecutivo} height={room(ejecutivo)}>
          <SimpleGrid cols={cols}>
            {text('nombreEjecutivo')}
            {text('telefonoEjecutivo', { numeric: true, type: 'tel' })}
            {text('emailEjecutivo', { description: readOnly ? undefined : MSG.supplierEmailEjecutivoHint })}
          </SimpleGrid>
        </Section>,
      )}

      {later(
        proveedor,
        <Section id={SECTION_IDS.proveedor} title={MSG.supplierSectionProveedor} height={room(proveedor)}>
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
        ubicacion,
        <Section title={MSG.supplierSectionUbicacion} height={room(ubicacion)}>
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
        productos,
        <Section title={MSG.supplierSectionProductos} height={room(productos)}>
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
        <Section
          title={MSG.supplierSectionRadioForm}
          height={readOnly ? TITLED_BLOCK_ROOM + values.radioForm.length * QUESTION_ROOM : undefined}
        >
          <Suspense fallback={<div style={{ minHeight: values.radioForm.length * QUESTION_ROOM }} />}>
            <SupplierFormQuestionnaire form={form} readOnly={readOnly} />
          </Suspense>
        </Section>
      )}
      <Text size="xs" c="dimmed" hidden={readOnly}>
        * {MSG.supplierRequiredHint}
      </Text>
    </>
  );
}
