import { can } from '@abasto/domain/permissions';
import { Stack } from '@mantine/core';
import { useUser } from '../../../lib/session.tsx';
import { DocumentsPanel } from './documents-panel.tsx';
import { QuestionnairePanel } from './questionnaire-panel.tsx';
import { RatingPanel } from './rating-panel.tsx';

/**
 * Qualification on a supplier's page (docs/product.md#qualification): for staff the rating,
 * questionnaire and documents of the supplier; for the proveedor its own questionnaire and
 * documents, never the rating.
 */
export function QualificationSection({ supplierId, own }: { supplierId: number; own: boolean }) {
  const user = useUser();
  if (own) {
    return (
      <Stack gap="md">
        <QuestionnairePanel owner="own" editable />
        <DocumentsPanel owner="own" editable />
      </Stack>
    );
  }
  const mayEdit = can(user.role, 'suppliers.edit');
  return (
    <Stack gap="md">
      <RatingPanel supplierId={supplierId} />
      <QuestionnairePanel owner={{ supplierId }} editable={mayEdit} />
      <DocumentsPanel owner={{ supplierId }} editable={mayEdit} />
    </Stack>
  );
}
