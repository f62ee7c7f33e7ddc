import { MAIL_STATUS_LABELS, type MailStatus } from '@abasto/domain/mail';
import { Badge } from '@mantine/core';

const COLORS: Record<MailStatus, string> = { pending: 'yellow', sending: 'blue', sent: 'teal', failed: 'red', cancelled: 'gray' };

export function MailStatusBadge({ status }: { status: MailStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {MAIL_STATUS_LABELS[status]}
    </Badge>
  );
}
