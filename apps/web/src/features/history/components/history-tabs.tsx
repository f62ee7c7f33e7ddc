import type { HistoryRecordType } from '@abasto/domain/history';
import { MSG } from '@abasto/domain/messages';
import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { RecordHistory } from './record-history.tsx';

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
        <RecordHistory tipo={tipo} id={id} />
      </Tabs.Panel>
    </Tabs>
  );
}
