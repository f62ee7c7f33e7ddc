import { fillMessage } from '@abasto/domain/fill-message';
import { MSG } from '@abasto/domain/messages';
import type { QuotationRecipient, QuotationSummary } from '@abasto/domain/quotation';
import { ROUTES } from '@abasto/domain/routes';
import { ActionIcon, Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { Pager } from '../../../app/pager.tsx';
import { QuotationStateBadge, RecipientStatusBadge } from './quotation-state-badge.tsx';
import { formatShortDateTime } from '../../../lib/format-count.ts';
import { useMedia } from '../../../lib/use-media.ts';

export type QuotationTableRow = QuotationSummary & { recipient?: QuotationRecipient };

/**
 * The quotations of the history and of a supplier's 'Cotizaciones enviadas': title, date, state
 * and the view icon to the detail. The history adds the number of suppliers and the author; a
 * supplier's list adds that supplier's own delivery.
 */
export function QuotationTable({
  rows,
  variant,
  page,
  pages,
  onPage,
}: {
  rows: QuotationTableRow[];
  variant: 'history' | 'supplier';
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const history = variant === 'history';
  const navigate = useNavigate();
  // On a phone (below 767 px) each quotation is a card: nothing to scroll sideways (docs/product.md#quotation-list).
  const phone = useMedia('(max-width: 766px)');
  if (phone) {
    return (
      <>
        <Stack gap="sm" data-testid="quotation-cards">
          {rows.map((q) => (
            <Paper key={`${q.id}-${q.recipient?.recipientId ?? ''}`} withBorder p="sm" radius="md" data-testid="quotation-row">
              <Anchor component={Link} to={ROUTES.viewQuotation(q.id)} fw={600} size="sm" c="blue.9">
                {q.title}
              </Anchor>
              <Text size="sm">
                {formatShortDateTime(q.createdAt)}
                {history && ` · ${q.author || MSG.quotationAuthorFallback} · ${MSG.quotationColumnSuppliers}: ${q.suppliers}`}
              </Text>
              <Group gap="xs" mt={4}>
                <QuotationStateBadge state={q.state} />
                {q.recipient && <RecipientStatusBadge status={q.recipient.status} reason={q.recipient.reason} />}
              </Group>
            </Paper>
          ))}
        </Stack>
        <Pager pages={pages} page={page} onChange={onPage} mt="md" size={history ? 'md' : 'sm'} />
      </>
    );
  }
  return (
    <>
      <Table.ScrollContainer minWidth={history ? 720 : 480}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{MSG.quotationColumnTitle}</Table.Th>
              {history && <Table.Th ta="right">{MSG.quotationColumnSuppliers}</Table.Th>}
              {history && <Table.Th>{MSG.quotationColumnAuthor}</Table.Th>}
              <Table.Th>{MSG.quotationColumnDate}</Table.Th>
              <Table.Th>{MSG.quotationColumnState}</Table.Th>
              {!history && <Table.Th>{MSG.quotationColumnDelivery}</Table.Th>}
              <Table.Th>{MSG.quotationColumnDetails}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((q) => (
              <Table.Tr
                key={`${q.id}-${q.recipient?.recipientId ?? ''}`}
                data-testid="quotation-row"
                // A click anywhere on the row opens the detail; its title is the link for the keyboard.
                onClick={(event) => {
                  if (!(event.target as HTMLElement).closest('a, button')) void navigate(ROUTES.viewQuotation(q.id));
                }}
                style={{ cursor: 'pointer' }}
              >
                <Table.Td>
                  <Anchor component={Link} to={ROUTES.viewQuotation(q.id)} size="sm" c="blue.9">
                    {q.title}
                  </Anchor>
                </Table.Td>
                {history && <Table.Td ta="right">{q.suppliers}</Table.Td>}
                {history && <Table.Td>{q.author || MSG.quotationAuthorFallback}</Table.Td>}
                <Table.Td>{formatShortDateTime(q.createdAt)}</Table.Td>
                <Table.Td>
                  <QuotationStateBadge state={q.state} />
                </Table.Td>
                {!history && (
                  <Table.Td>
                    {q.recipient && <RecipientStatusBadge status={q.recipient.status} reason={q.recipient.reason} />}
                  </Table.Td>
                )}
                <Table.Td>
                  <ActionIcon variant="subtle" component={Link} to={ROUTES.viewQuotation(q.id)} aria-label={fillMessage(MSG.viewNamed, { name: q.title })}>
                    <IconEye size={18} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager pages={pages} page={page} onChange={onPage} mt="md" size={history ? 'md' : 'sm'} />
    </>
  );
}
