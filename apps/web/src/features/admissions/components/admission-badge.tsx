import { MSG } from '@abasto/domain/messages';
import { Badge } from '@mantine/core';
import { usePendingAdmissions } from '../api/admissions.ts';

/** The sidebar's count of pending requests (docs/product.md#supplier-admission); nothing when none wait. */
export function AdmissionBadge() {
  const { data } = usePendingAdmissions(true);
  if (!data) return null;
  return (
    <Badge size="sm" color="red.9" variant="filled" circle={data < 10} aria-label={MSG.admissionPendingBadge(data)} data-testid="admission-badge">
      {data}
    </Badge>
  );
}
