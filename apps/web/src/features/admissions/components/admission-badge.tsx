import { MSG } from '@abasto/domain/messages';
import { Badge } from '@mantine/core';
import { useAfterFirstLoad } from '../../../lib/after-first-load.ts';
import { usePendingAdmissions } from '../api/admissions.ts';

/**
 * The sidebar's count of pending requests (docs/product.md#supplier-admission); nothing when none
 * wait. Asked for once the page's first load is over, off its critical path.
 */
export function AdmissionBadge() {
  const { data } = usePendingAdmissions(useAfterFirstLoad());
  if (!data) return null;
  return (
    <Badge size="sm" color="red.9" variant="filled" circle={data < 10} aria-label={MSG.admissionPendingBadge(data)} data-testid="admission-badge">
      {data}
    </Badge>
  );
}
