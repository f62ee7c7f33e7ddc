import { can } from '@abasto/domain/permissions';
import { Stack } from '@mantine/core';
import { useUser } from '../../../lib/session.tsx';
import { AfterFirstPaint } from '../../../lib/after-first-paint.tsx';
import { DOCUMENTS_ROOM, DocumentsPanel } from './documents-panel.tsx';
import { QUESTIONNAIRE_ROOM, QuestionnairePanel } from './questionnaire-panel.tsx';
import { RATING_ROOM, RatingPanel } from './rating-panel.tsx';

/**
 * Qualification on a supplier's page (docs/product.md#qualification): for staff the rating,
 * questionnaire and documents of the supplier; for the proveedor its own questionnaire and
 * documents, never the rating. Each panel is drawn in a task of its own once the page above it
 * is on screen (AfterFirstPaint): together they are the largest part of that page.
 */
export function QualificationSection({ supplierId, own }: { supplierId: number; own: boolean }) {
  const user = useUser();
  if (own) {
    return (
      <Stack gap="md">
        <AfterFirstPaint minHeight={QUESTIONNAIRE_ROOM}>
          <QuestionnairePanel owner="own" editable />
        </AfterFirstPaint>
        <AfterFirstPaint minHeight={DOCUMENTS_ROOM}>
          <DocumentsPanel owner="own" editable />
        </AfterFirstPaint>
      </Stack>
    );
  }
  const mayEdit = can(user.role, 'suppliers.edit');
  return (
    <Stack gap="md">
      <AfterFirstPaint minHeight={RATING_ROOM}>
        <RatingPanel supplierId={supplierId} />
      </AfterFirstPaint>
      <AfterFirstPaint minHeight={QUESTIONNAIRE_ROOM}>
        <QuestionnairePanel owner={{ supplierId }} editable={mayEdit} />
      </AfterFirstPaint>
      <AfterFirstPaint minHeight={DOCUMENTS_ROOM}>
        <DocumentsPanel owner={{ supplierId }} editable={mayEdit} />
      </AfterFirstPaint>
    </Stack>
  );
}
