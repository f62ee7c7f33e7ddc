import { MSG } from '@abasto/domain/messages';
import { ROUTES } from '@abasto/domain/routes';
import { Alert, Anchor, Group, Modal, Pagination, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../app/page-loader.tsx';
import { useSupplierQuotations } from '../api/get-supplier-quotations.ts';

const PER_PAGE = 5;

/** 'Cotizaciones enviadas': the quotations sent to one supplier, 5 per page. */
export function SupplierQuotationsModal({ supplierId, opened, onClose }: { supplierId: number; opened: boolean; onClose(): void }) {
  const quotations = useSupplierQuotations(supplierId, opened);
  const [page, setPage] = useState(1);
  const all = quotations.data ?? [];
  const shown = all.slice((page - 1) * PER_PAGE, page * PER_PAGE);

  return (
    <Modal opened={opened} onClose={onClose} title={MSG.supplierQuotationsTitle} size="lg" centered>
      {quotations.isPending ? (
        <PageLoader />
      ) : quotations.isError ? (
        <Alert color="red">{quotations.error.message}</Alert>
      ) : all.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {MSG.supplierNoQuotations}
        </Text>
      ) : (
        <>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{MSG.supplierQuotationTitle}</Table.Th>
                <Table.Th>{MSG.supplierQuotationDate}</Table.Th>
                <Table.Th>{MSG.supplierQuotationState}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((q) => (
                <Table.Tr key={q._id}>
                  <Table.Td>
                    <Anchor component={Link} to={ROUTES.viewQuotation(q._id)} size="sm">
                      {q.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{new Date(q.createdAt).toLocaleDateString('es')}</Table.Td>
                  <Table.Td>{q.state || MSG.supplierQuotationNoState}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="center" mt="md">
            <Pagination total={Math.ceil(all.length / PER_PAGE)} value={page} onChange={setPage} size="sm" />
          </Group>
        </>
      )}
    </Modal>
  );
}
