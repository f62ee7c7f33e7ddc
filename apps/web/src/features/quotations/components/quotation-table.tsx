import { fillMessage } from '@abasto/domain/fill-message';
import { MSG } from '@abasto/domain/messages';
import type { QuotationRecipient, QuotationSummary } from '@abasto/domain/quotation';
import { ROUTES } from '@abasto/domain/routes';
import { ActionIcon, Table } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Pager } from '../../../app/pager.tsx';
import { QuotationStateBadge, RecipientStatusBadge } from './quotation-state-badge.tsx';

export type QuotationTableRow = QuotationSummary & { recipient?: QuotationRecipient };

const dateTime = (iso: string) => new Date(iso).toLocaleString('es-PY', { dateStyle: 'short', timeStyle: 'short' });

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
              <Table.Tr key={`${q.id}-${q.recipient?.recipientId ?? ''}`} data-testid="quotation-row">
                <Table.Td>{q.title}</Table.Td>
                {history && <Table.Td ta="right">{q.suppliers}</Table.Td>}
                {history && <Table.Td>{q.author || MSG.quotationAuthorFallback}</Table.Td>}
                <Table.Td>{dateTime(q.createdAt)}</Table.Td>
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
