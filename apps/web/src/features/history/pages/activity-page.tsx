import { fillMessage } from '@abasto/domain/fill-message';
import { HISTORY_PAGE_SIZE, HISTORY_RECORD_TYPES, type HistoryEntry, type HistoryRecordType, historyRecordTypeLabel } from '@abasto/domain/history';
import { MSG } from '@abasto/domain/messages';
import { ROUTES } from '@abasto/domain/routes';
import { Alert, Anchor, Card, Group, Loader, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { Pager } from '../../../app/pager.tsx';
import { DayInput } from '../../../lib/day-input.tsx';
import { pageCount } from '../../../lib/paging.ts';
import { useUsers } from '../../users/api/list-users.ts';
import { useHistory } from '../api/list-history.ts';
import { HistoryEntries } from '../components/history-entries.tsx';

const isDay = (v: string | null): v is string => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v);

function recordLink(entry: HistoryEntry) {
  const label = fillMessage(MSG.historyRecordLink, { tipo: historyRecordTypeLabel(entry.tipo), id: entry.registroId });
  const to =
    entry.accion === 'borrar'
      ? null
      : entry.tipo === 'proveedor'
        ? ROUTES.supplier(entry.registroId, 'consultar-proveedor')
        : entry.tipo === 'usuario'
          ? ROUTES.user(entry.registroId, 'consultar-usuario')
          : ROUTES.viewQuotation(entry.registroId);
  return to ? (
    <Anchor component={Link} to={to} size="sm" fw={600}>
      {label}
    </Anchor>
  ) : (
    <Text size="sm" fw={600}>
      {label}
    </Text>
  );
}

/** /actividad (admin): every history entry, filtered on the server (docs/product.md#history). */
export default function ActivityPage() {
  const [page, setPage] = useState(1);
  const [actor, setActor] = useState<string | null>(null);
  const [tipo, setTipo] = useState<HistoryRecordType | null>(null);
  const [record, setRecord] = useState('');
  const [desde, setDesde] = useState<string | null>(null);
  const [hasta, setHasta] = useState<string | null>(null);
  const [recordId] = useDebouncedValue(/^\d{1,9}$/.test(record.trim()) ? Number(record.trim()) : undefined, 300);
  const people = useUsers('usuarios');
  const query = useHistory({
    page,
    actor: actor ? Number(actor) : undefined,
    tipo: tipo ?? undefined,
    id: tipo ? recordId : undefined,
    desde: isDay(desde) ? desde : undefined,
    hasta: isDay(hasta) ? hasta : undefined,
  });
  function filter<T>(set: (v: T) => void) {
    return (v: T) => {
      set(v);
      setPage(1);
    };
  }

  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={2} size="h3" mb="md">
        {MSG.activityTitle}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} mb="md">
        <Select
          label={MSG.activityFilterPerson}
          placeholder={MSG.activityFilterAll}
          searchable
          clearable
          data={(people.data?.data ?? []).map((u) => ({ value: String(u.id), label: `${u.name} ${u.lastName}`.trim() || u.email }))}
          value={actor}
          onChange={filter(setActor)}
        />
        <Select
          label={MSG.activityFilterType}
          placeholder={MSG.activityFilterAll}
          clearable
          data={HISTORY_RECORD_TYPES.map((t) => ({ value: t, label: historyRecordTypeLabel(t) }))}
          value={tipo}
          onChange={filter((v: string | null) => setTipo(v as HistoryRecordType | null))}
        />
        <TextInput
          label={MSG.activityFilterRecord}
          inputMode="numeric"
          disabled={!tipo}
          value={record}
          onChange={(e) => filter(setRecord)(e.currentTarget.value)}
        />
        <DayInput label={MSG.activityFilterFrom} clearable value={desde} onChange={filter(setDesde)} />
        <DayInput label={MSG.activityFilterTo} clearable value={hasta} onChange={filter(setHasta)} />
      </SimpleGrid>
      {query.isPending ? (
        <Loader size="sm" aria-label={MSG.activityTitle} />
      ) : query.isError ? (
        <Alert color="red" title={MSG.historyLoadFailed}>
          {query.error.message}
        </Alert>
      ) : (
        <Stack gap="sm">
          <Group justify="flex-end">
            <Text size="sm" c="dimmed" aria-live="polite">
              {fillMessage(MSG.activityTotal, { n: query.data.total })}
            </Text>
          </Group>
          <HistoryEntries entries={query.data.data} heading={recordLink} />
          <Pager pages={pageCount(query.data.total, HISTORY_PAGE_SIZE)} page={page} onChange={setPage} aria-label={MSG.historyPagerLabel} />
        </Stack>
      )}
    </Card>
  );
}
