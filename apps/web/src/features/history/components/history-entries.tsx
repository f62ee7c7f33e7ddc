import { type HistoryEntry, historyFieldLabel } from '@abasto/domain/history';
import { fillMessage } from '@abasto/domain/fill-message';
import { MSG } from '@abasto/domain/messages';
import { Badge, Group, List, Paper, Stack, Text } from '@mantine/core';

const at = (iso: string) =>
  new Intl.DateTimeFormat('es-PY', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(new Date(iso))
    .replace(',', '');

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return MSG.historyEmptyValue;
  if (typeof value === 'boolean') return value ? MSG.historyYes : MSG.historyNo;
  if (Array.isArray(value)) return value.length === 0 ? MSG.historyEmptyValue : value.map((v) => (typeof v === 'object' ? '…' : String(v))).join(', ');
  if (typeof value === 'object') return '…';
  // A moment the database stored (a timestamp column such as registeredAt) reads as the entry's own date.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value))) return at(value);
  return String(value);
}

/** The sentences of one save: "Ana Pérez cambió Ciudad de Luque a Asunción". */
export function entrySentences(entry: HistoryEntry): string[] {
  // The demo data names its source, not "Sistema" (docs/product.md#history).
  const actor = entry.actor?.name || entry.actor?.email || (entry.origen === 'semilla' ? MSG.historySeed : MSG.historySystem);
  switch (entry.accion) {
    case 'crear':
      return [fillMessage(MSG.historyCreated, { actor })];
    case 'borrar':
      return [fillMessage(MSG.historyDeleted, { actor })];
    case 'cancelar':
      return [fillMessage(MSG.historyCancelled, { actor })];
    case 'cerrar':
      return [fillMessage(MSG.historyClosed, { actor })];
    case 'adjudicar':
      return [fillMessage(MSG.historyAwarded, { actor })];
    case 'reenviar':
      return [fillMessage(MSG.historyResent, { actor, despues: shown(entry.cambios.destinatario?.[1]) })];
    default:
      return Object.entries(entry.cambios).map(([campo, [antes, despues]]) =>
        campo === 'clave'
          ? fillMessage(MSG.historyPasswordChanged, { actor })
          : fillMessage(MSG.historyChanged, {
              actor,
              campo: historyFieldLabel(entry.tipo, campo),
              antes: shown(antes),
              despues: shown(despues),
            }),
      );
  }
}

/** Entries newest first, one block per save, each change a sentence with its date. */
export function HistoryEntries({ entries, heading }: { entries: HistoryEntry[]; heading?: (entry: HistoryEntry) => React.ReactNode }) {
  if (entries.length === 0) return <Text c="dimmed">{MSG.historyEmpty}</Text>;
  return (
    <Stack gap="sm" component="ul" aria-label={MSG.historyListLabel} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {entries.map((entry) => {
        const when = at(entry.at);
        const imported = entry.origen?.startsWith('importacion:') ? entry.origen.slice('importacion:'.length) : null;
        return (
          <Paper key={entry.id} component="li" withBorder p="sm" radius="sm">
            {(heading || imported) && (
              <Group gap="xs" mb={4} wrap="wrap">
                {heading?.(entry)}
                {imported && (
                  <Badge variant="light" color="blue" tt="none">
                    {fillMessage(MSG.historyImported, { archivo: imported })}
                  </Badge>
                )}
              </Group>
            )}
            <List spacing={2} size="sm" listStyleType="none">
              {entrySentences(entry).map((sentence, i) => (
                <List.Item key={i} style={{ overflowWrap: 'anywhere' }}>
                  {sentence} · <time dateTime={entry.at}>{when}</time>
                </List.Item>
              ))}
            </List>
          </Paper>
        );
      })}
    </Stack>
  );
}
