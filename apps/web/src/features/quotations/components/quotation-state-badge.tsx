import { MSG } from '@abasto/domain/messages';
import type { QuotationState } from '@abasto/domain/quotation';
import type { RecipientStatus } from '@abasto/domain/quotation-list';
import { Badge, Text } from '@mantine/core';

const RECIPIENT_STATUS_LABELS: Record<RecipientStatus, string> = {
  pending: MSG.quotationRecipientPending,
  sent: MSG.quotationRecipientSent,
  failed: MSG.quotationRecipientFailed,
  cancelled: MSG.quotationRecipientCancelled,
};

const STATE_COLORS: Record<QuotationState, string> = {
  Enviando: 'blue',
  Enviada: 'green',
  'Con errores': 'red',
  'Sin Estado': 'gray',
};

export function QuotationStateBadge({ state }: { state: QuotationState | null | undefined }) {
  const s = state ?? (MSG.quotationNoState as QuotationState);
  return (
    // At its full width: in a narrow table column the label would otherwise be cut to 'ENVI…'.
    <Badge color={STATE_COLORS[s]} variant="light" miw="max-content">
      {s}
    </Badge>
  );
}

const RECIPIENT_COLORS: Record<RecipientStatus, string> = { pending: 'blue', sent: 'green', failed: 'red', cancelled: 'gray' };

/**
 * A recipient's delivery, and under it why a delivery failed: written out, not in a tooltip, so
 * that it is read on a touch screen and by keyboard as well (docs/product.md#quotation-detail).
 */
export function RecipientStatusBadge({ status, reason }: { status: RecipientStatus; reason: string | null }) {
  return (
    <>
      <Badge color={RECIPIENT_COLORS[status]} variant="light" miw="max-content" data-testid="recipient-status">
        {RECIPIENT_STATUS_LABELS[status]}
      </Badge>
      {reason && (
        <Text size="xs" c="red.9" mt={2} maw={320} style={{ overflowWrap: 'anywhere' }} data-testid="recipient-failure-reason">
          {reason}
        </Text>
      )}
    </>
  );
}
