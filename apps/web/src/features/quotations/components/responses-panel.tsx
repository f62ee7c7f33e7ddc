import { MSG } from '@abasto/domain/messages';
import type { QuotationRecipient } from '@abasto/domain/quotation';
import type { RecipientAnswers } from '@abasto/domain/sourcing';
import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconBell, IconDownload, IconLock, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Pager } from '../../../app/pager.tsx';
import { AnswerStateBadge } from '../../sourcing/components/answer-state-badge.tsx';
import { RecipientStatusBadge } from './quotation-state-badge.tsx';
import { formatShortDateTime } from '../../../lib/format-count.ts';
import { useMedia } from '../../../lib/use-media.ts';

const PAGE_SIZE = 20;

/**
 * «Respuestas»: per recipient its delivery (as the recipients table) and its answer state, the
 * counts at the top, and for admin and gerente the reminder, «Cerrar ahora» and «Cancelar pedido».
 */
export function ResponsesPanel({
  answers,
  recipients,
  canManage,
  onRemind,
  onClose,
  onCancel,
  onAnswerFile,
  busy,
}: {
  answers: RecipientAnswers;
  recipients: QuotationRecipient[];
  canManage: boolean;
  onRemind: () => void;
  onClose: () => void;
  onCancel: () => void;
  /** Downloads file n of a recipient's latest answer (the server withholds them while sealed). */
  onAnswerFile?: (recipientId: number, n: number, filename: string) => void;
  busy?: 'remind' | 'close' | 'cancel' | null;
}) {
  const [page, setPage] = useState(1);
  const delivery = useMemo(() => new Map(recipients.map((r) => [r.recipientId, r])), [recipients]);
  const { pedido, counts } = answers;
  const open = pedido.estado === MSG.sourcingStateOpen;
  const silent = counts['Sin respuesta'] + counts.Vista;
  const pages = Math.max(1, Math.ceil(answers.data.length / PAGE_SIZE));
  const shown = answers.data.slice((Math.min(page, pages) - 1) * PAGE_SIZE, Math.min(page, pages) * PAGE_SIZE);
  const sealedBeforeDeadline = pedido.sobreCerrado && !pedido.preciosVisibles;
  // On a phone (below 767 px) each recipient is a card, nothing off to the side (docs/product.md#quotation-detail).
  const phone = useMedia('(max-width: 766px)');
  // The answer's state, its flags, dates and files: a table cell, or on a phone part of the card.
  const answerState = (a: RecipientAnswers['data'][number]) => (
    <>
      <Group gap={6} wrap="wrap">
        <AnswerStateBadge estado={a.estado} />
        {a.debeReconfirmar && (
          <Badge color="yellow" variant="outline" miw="max-content">
            {MSG.sourcingFlagReconfirm}
          </Badge>
        )}
      </Group>
      {a.estado === MSG.sourcingAnswerAnswered && a.version !== null && a.respondidaAt && (
        <Text size="xs" c="dimmed">
          {MSG.sourcingVersionOn(a.version, formatShortDateTime(a.respondidaAt))}
        </Text>
      )}
      {a.estado === MSG.sourcingAnswerDeclined && a.motivo && (
        <Text size="xs" c="dimmed">
          {a.motivo}
        </Text>
      )}
      {onAnswerFile && a.archivos.length > 0 && (
        <Group gap={4} mt={4} wrap="wrap" data-testid="answer-files">
          {a.archivos.map((f, n) => (
            <Button
              key={`${n}-${f.filename}`}
              size="compact-xs"
              variant="light"
              leftSection={<IconDownload size={14} />}
              aria-label={MSG.sourcingDownloadOf(f.filename, a.razonSocial)}
              onClick={() => onAnswerFile(a.recipientId, n, f.filename)}
              maw="100%"
              styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'start' } }}
              h="auto"
              py={2}
            >
              {f.filename}
            </Button>
          ))}
        </Group>
      )}
      {a.estado === MSG.sourcingAnswerViewed && a.vistaAt && (
        <Text size="xs" c="dimmed">
          {formatShortDateTime(a.vistaAt)}
        </Text>
      )}
    </>
  );

  return (
    <Stack gap="sm">
      <Text fw={500} data-testid="answer-counts">
        {MSG.sourcingCounts(counts.Respondida, counts.Vista, counts['Sin respuesta'], counts['No cotiza'])}
        {counts['Debe reconfirmar'] > 0 ? ` · ${MSG.sourcingFlagReconfirm}: ${counts['Debe reconfirmar']}` : ''}
      </Text>
      {canManage ? (
        <Group gap="xs" wrap="wrap">
          <Button
            variant="light"
            leftSection={<IconBell size={16} />}
            onClick={onRemind}
            loading={busy === 'remind'}
            disabled={!open || silent === 0}
            h="auto"
            py={8}
            styles={{ label: { whiteSpace: 'normal' } }}
          >
            {MSG.sourcingRemind}
          </Button>
          {open && !sealedBeforeDeadline && (
            <Button variant="default" leftSection={<IconLock size={16} />} onClick={onClose} loading={busy === 'close'}>
              {MSG.sourcingCloseNow}
            </Button>
          )}
          {(open || pedido.estado === MSG.sourcingStateClosed) && (
            <Button variant="outline" color="red" leftSection={<IconX size={16} />} onClick={onCancel} loading={busy === 'cancel'}>
              {MSG.sourcingCancelRequest}
            </Button>
          )}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {MSG.sourcingAnalystReadOnly}
        </Text>
      )}
      {phone ? (
        <Stack gap="xs" role="list" aria-label={MSG.sourcingTabResponses}>
          {shown.map((a) => {
            const d = delivery.get(a.recipientId);
            return (
              <Paper key={a.recipientId} withBorder p="sm" radius="md" role="listitem" data-testid="answer-row">
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {a.razonSocial}
                </Text>
                {d && (
                  <Group gap={6} mt={4} wrap="wrap">
                    <Text size="xs" c="dimmed">
                      {MSG.quotationColumnDelivery}:
                    </Text>
                    <RecipientStatusBadge status={d.status} reason={d.reason} />
                  </Group>
                )}
                <Text size="xs" c="dimmed" mt={4}>
                  {MSG.sourcingAnswerState}:
                </Text>
                {answerState(a)}
              </Paper>
            );
          })}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped aria-label={MSG.sourcingTabResponses}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{MSG.quotationColumnSupplier}</Table.Th>
                <Table.Th>{MSG.quotationColumnDelivery}</Table.Th>
                <Table.Th>{MSG.sourcingAnswerState}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((a) => {
                const d = delivery.get(a.recipientId);
                return (
                  <Table.Tr key={a.recipientId} data-testid="answer-row">
                    <Table.Td>{a.razonSocial}</Table.Td>
                    <Table.Td>{d && <RecipientStatusBadge status={d.status} reason={d.reason} />}</Table.Td>
                    <Table.Td>{answerState(a)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Pager pages={pages} page={page} onChange={setPage} />
    </Stack>
  );
}
