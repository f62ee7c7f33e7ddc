import { MSG } from '@abasto/domain/messages';
import { PAISES, TIPOS_PROVEEDOR } from '@abasto/domain/supplier-enums';
import { SimpleGrid, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { cols, LATER_SECTION_FIELDS, Section, sectionHeight, supplierFields, type SupplierFormProps } from './supplier-form-fields.tsx';
import type * as SectionsModule from './supplier-form-sections.tsx';
import { loadOnce } from '../../../lib/load-once.ts';

export { SECTION_IDS, type SupplierFormMode } from './supplier-form-fields.tsx';

type SectionsModule = typeof SectionsModule;

// The sections below the first, with the date, number and multiple-choice fields: their code is
// not needed for the first draw of a consulted record, which draws them once it has arrived. To
// register or edit, the detail waits for it (supplierFormSections) and the form is drawn whole.
export const supplierFormSections = loadOnce(() => import('./supplier-form-sections.tsx'));

function useSections(): SectionsModule | undefined {
  const [sections, setSections] = useState(supplierFormSections.loaded);
  const [failed, setFailed] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!sections) supplierFormSections.load().then(setSections, (error: unknown) => setFailed({ error }));
  }, [sections]);
  // Shown by the page's error boundary, as a page whose code did not arrive.
  if (failed) throw failed.error;
  return sections;
}

/** Room held for the sections below the first until their code is in (16 px: the stack's gap). */
const SECTIONS_MIN_HEIGHT = LATER_SECTION_FIELDS.reduce((sum, fields) => sum + sectionHeight(fields) + 16, 0);

/**
 * Every section and field of the supplier detail (docs/product.md#supplier-detail). In consultar mode every field is
 * disabled; the e-mail is editable only when registering. Live checks give a red border and their
 * message under the field as the value changes.
 */
export function SupplierForm(props: SupplierFormProps) {
  const { select, text } = supplierFields(props);
  const sections = useSections();

  return (
    <Stack gap="md" data-testid="supplier-form">
      <Section title={MSG.supplierSectionIdentificacion}>
        <SimpleGrid cols={cols}>
          {select('pais', PAISES)}
          {text('registro', { numeric: true })}
          {select('tipoProveedor', TIPOS_PROVEEDOR)}
        </SimpleGrid>
      </Section>
      {sections ? <sections.SupplierFormSections {...props} /> : <div style={{ minHeight: SECTIONS_MIN_HEIGHT }} />}
    </Stack>
  );
}
