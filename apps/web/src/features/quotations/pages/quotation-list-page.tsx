import { MSG } from '@abasto/domain/messages';
import { ROUTES } from '@abasto/domain/routes';
import { ActionIcon, Center, Group, Loader, Pagination, Paper, Table, Text, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { Link } from 'react-router';
import { useQuotations } from '../api/list-quotations.ts';
import { QuotationStateBadge } from '../components/quotation-state-badge.tsx';

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('es-PY', { dateStyle: 'short', timeStyle: 'short' });

/** /cotizaciones: the history of quotation requests, newest first, 10 per page. */
export default function QuotationListPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isLoading } = useQuotations(page);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Paper p="md" withBorder>
      <Title order={2} mb="md">
        {MSG.quotationHistoryTitle}
      </Title>
      {isLoading && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {data && data.total === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          {MSG.quotationHistoryEmpty}
        </Text>
      )}
      {data && data.total > 0 && (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{MSG.quotationColumnTitle}</Table.Th>
                  <Table.Th ta="right">{MSG.quotationColumnSuppliers}</Table.Th>
                  <Table.Th>{MSG.quotationColumnAuthor}</Table.Th>
                  <Table.Th>{MSG.quotationColumnDate}</Table.Th>
                  <Table.Th>{MSG.quotationColumnState}</Table.Th>
                  <Table.Th>{MSG.quotationColumnDetails}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((q) => (
                  <Table.Tr key={q.id} data-testid="quotation-row">
                    <Table.Td>{q.title}</Table.Td>
                    <Table.Td ta="right">{q.suppliers}</Table.Td>
                    <Table.Td>{q.author || MSG.quotationAuthorFallback}</Table.Td>
                    <Table.Td>{dateTime(q.createdAt)}</Table.Td>
                    <Table.Td>
                      <QuotationStateBadge state={q.state} />
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
            <Group justify="center" mt="md">
              <Pagination
                total={pages}
                value={page}
                onChange={(p) => setParams(p > 1 ? { page: String(p) } : {})}
              />
            </Group>
          )}
        </>
      )}
    </Paper>
  );
}
