import type { HistoryRecordType } from '@abasto/domain/history';
import { HISTORY_PAGE_SIZE } from '@abasto/domain/history';
import { MSG } from '@abasto/domain/messages';
import { Alert, Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { Pager } from '../../../app/pager.tsx';
import { pageCount } from '../../../lib/paging.ts';
import { useHistory } from '../api/list-history.ts';
import { HistoryEntries } from './history-entries.tsx';

/** The "Historial" tab of a supplier or a user (docs/product.md#history): newest first, paged on the server. */
export function RecordHistory({ tipo, id }: { tipo: HistoryRecordType; id: number }) {
  const [page, setPage] = useState(1);
  const query = useHistory({ tipo, id, page });
  if (query.isPending) return <Loader size="sm" aria-label={MSG.historyTab} />;
  if (query.isError) return <Alert color="red" title={MSG.historyLoadFailed}>{query.error.message}</Alert>;
  return (
    <Stack gap="sm">
      <HistoryEntries entries={query.data.data} />
      <Pager pages={pageCount(query.data.total, HISTORY_PAGE_SIZE)} page={page} onChange={setPage} aria-label={MSG.historyPagerLabel} />
    </Stack>
  );
}
