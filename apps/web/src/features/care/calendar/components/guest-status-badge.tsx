import { GUEST_STATUS_LABELS, type GuestStatus } from '@abasto/domain/care-event-view';
import { Badge } from '@mantine/core';

const COLORS: Record<GuestStatus, string> = { accepted: 'green', rejected: 'red', awaiting: 'yellow' };

export function GuestStatusBadge({ status }: { status: GuestStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" size="sm" style={{ textTransform: 'none' }}>
      {GUEST_STATUS_LABELS[status]}
    </Badge>
  );
}
