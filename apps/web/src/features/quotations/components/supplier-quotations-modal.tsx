import { MSG } from '@abasto/domain/messages';
import { ROUTES } from '@abasto/domain/routes';
import { ActionIcon, Center, Group, Loader, Modal, Pagination, Table, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSupplierQuotations } from '../api/supplier-quotations.ts';
import { RecipientStatusBadge } from './quotation-state-badge.tsx';

const date = (iso: string) => new Date(iso).toLocaleDateString('es-PY');

/** 'Ver Cotizaciones' on the supplier detail: that supplier's quotations, 5 per page. */
export function SupplierQuotationsModal({
  supplierId,
  opened,
  onClose,
}: {
  supplierId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const { data, isLoading } = useSupplierQuotations(supplierId, page, opened);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Modal opened={opened} onClose={onClose} title={MSG.quotationSupplierListTitle} size="lg">
      {isLoading && (
        <Center py="lg">
          <Loader />
        </Center>
      )}
      {data && data.total === 0 && (
        <Text ta="center" c="dimmed" py="lg">
          {MSG.quotationSupplierListEmpty}
        </Text>
      )}
      {data && data.total > 0 && (
        <>
          <Table.ScrollContainer minWidth={420}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{MSG.quotationColumnTitle}</Table.Th>
                  <Table.Th>{MSG.quotationColumnDate}</Table.Th>
                  <Table.Th>{MSG.quotationColumnDelivery}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((q) => (
                  <Table.Tr key={`${q.id}-${q.recipient.recipientId}`}>
                    <Table.Td>{q.title}</Table.Td>
                    <Table.Td>{date(q.createdAt)}</Table.Td>
                    <Table.Td>
                      <RecipientStatusBadge status={q.recipient.status} reason={q.recipient.reason} />
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon variant="subtle" component={Link} to={ROUTES.viewQuotation(q.id)} aria-label={`Ver ${q.title}`}>
                        <IconEye size={18} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && (
            <Group justify="center" mt="sm">
              <Pagination total={pages} value={page} onChange={setPage} />
            </Group>
          )}
        </>
      )}
    </Modal>
  );
}
