import type { HistoryRecordType } from '@abasto/domain/history';
import { MSG } from '@abasto/domain/messages';
import { Loader, Tabs } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { withAllStyles } from '../../../app/with-all-styles.ts';

// The history's code (its entries, the pager) is fetched when the tab is opened, not with the page.
const RecordHistory = lazy(async () => ({ default: (await withAllStyles(() => import('./record-history.tsx'))).RecordHistory }));

/** A record's page with its "Historial" tab beside its data (docs/product.md#history). */
export function WithHistoryTab({ tipo, id, children }: { tipo: HistoryRecordType; id: number; children: ReactNode }) {
  return (
    <Tabs defaultValue="datos" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="datos">{MSG.historyDataTab}</Tabs.Tab>
        <Tabs.Tab value="historial">{MSG.historyTab}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="datos">{children}</Tabs.Panel>
      <Tabs.Panel value="historial">
        <Suspense fallback={<Loader size="sm" aria-label={MSG.historyTab} />}>
          <RecordHistory tipo={tipo} id={id} />
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}
