import { MSG } from '@abasto/domain/messages';
import { Center, Loader, Paper, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { pageCount } from '../../../lib/paging.ts';
import { useQuotations } from '../api/list-quotations.ts';
import { QuotationTable } from '../components/quotation-table.tsx';

/** /cotizaciones: the history of quotation requests, newest first, 10 per page. */
export default function QuotationListPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isLoading } = useQuotations(page);
  const pages = data ? pageCount(data.total, data.pageSize) : 1;

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
        <QuotationTable
          rows={data.data}
          variant="history"
          page={page}
          pages={pages}
          onPage={(p) => setParams(p > 1 ? { page: String(p) } : {})}
        />
      )}
    </Paper>
  );
}
