import { MSG } from '@abasto/domain/messages';
import { PAISES, TIPOS_PROVEEDOR } from '@abasto/domain/supplier-enums';
import { SimpleGrid, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { cols, LATER_SECTION_FIELDS, Section, sectionHeight, supplierFields, type SupplierFormProps } from './supplier-form-fields.tsx';

export { SECTION_IDS, type SupplierFormMode } from './supplier-form-fields.tsx';

// The sections below the first, with the date, number and multiple-choice fields, load with the
// page's first draw rather than before it. The first section's fields are drawn at once.
const loadSections = () => import('./supplier-form-sections.tsx');
const SupplierFormSections = lazy(async () => ({ default: (await loadSections()).SupplierFormSections }));
/** Room held for the sections below the first until their code is in (16 px: the stack's gap). */
const SECTIONS_MIN_HEIGHT = LATER_SECTION_FIELDS.reduce((sum, fields) => sum + sectionHeight(fields) + 16, 0);

/**
 * Every section and field of the supplier detail (docs/product.md#supplier-detail). In consultar mode every field is
 * disabled; the e-mail is editable only when registering. Live checks give a red border and their
 * message under the field as the value changes.
 */
export function SupplierForm(props: SupplierFormProps) {
  const { select, text } = supplierFields(props);

  return (
    <Stack gap="md" data-testid="supplier-form">
      <Section title={MSG.supplierSectionIdentificacion}>
        <SimpleGrid cols={cols}>
          {select('pais', PAISES)}
          {text('registro', { numeric: true })}
          {select('tipoProveedor', TIPOS_PROVEEDOR)}
        </SimpleGrid>
      </Section>
      <Suspense fallback={<div style={{ minHeight: SECTIONS_MIN_HEIGHT }} />}>
        <SupplierFormSections {...props} />
      </Suspense>
    </Stack>
  );
}
