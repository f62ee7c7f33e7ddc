import {
  type CareEvent,
  EVENT_TYPE_LABELS,
  type EventAnswer,
  eventColor,
  type GuestStatus,
  guestEntryOf,
} from '@abasto/domain/care-event';
import { MSG } from '@abasto/domain/messages';
import { ROLE_LABELS } from '@abasto/domain/roles';
import {
  Alert,
  Anchor,
  Box,
  Button,
  ColorSwatch,
  Divider,
  Group,
  Image,
  Modal,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconEdit, IconHelp, IconTrash, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { notify } from '../../../../lib/notify.ts';
import { useUser } from '../../../../lib/session.tsx';
import { useAnswerEvent } from '../api/answer-event.ts';
import { useCancelEvent } from '../api/cancel-event.ts';
import { useEvent } from '../api/get-event.ts';
import { formatEventPeriod } from './format-event-time.ts';
import { GuestStatusBadge } from './guest-status-badge.tsx';
import { useMedia } from '../../../../lib/use-media.ts';

interface Props {
  /** The event as the calendar lists it; the modal loads it again with its image. */
  event: CareEvent | null;
  onClose(): void;
  onEdit(event: CareEvent): void;
}

const ANSWERS: { answer: EventAnswer; status: GuestStatus; label: string; color: string; icon: ReactNode }[] = [
  { answer: 'accept', status: 'accepted', label: MSG.careAnswerAccept, color: 'green', icon: <IconCheck size={16} /> },
  { answer: 'reject', status: 'rejected', label: MSG.careAnswerReject, color: 'red', icon: <IconX size={16} /> },
  {
    answer: 'awaiting',
    status: 'awaiting',
    label: MSG.careAnswerAwaiting,
    color: 'yellow',
    icon: <IconHelp size={16} />,
  },
];

export function EventDetailModal({ event, onClose, onEdit }: Props) {
  const narrow = useMedia('(max-width: 36em)');
  return (
    <Modal
      opened={event !== null}
      onClose={onClose}
      title={event?.title}
      size="lg"
      fullScreen={narrow}
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {event && <EventDetail listed={event} onClose={onClose} onEdit={onEdit} />}
    </Modal>
  );
}

function EventDetail({ listed, onClose, onEdit }: { listed: CareEvent; onClose(): void; onEdit(e: CareEvent): void }) {
  const user = useUser();
  const full = useEvent(listed._id);
  const event = full.data ?? listed;
  const answer = useAnswerEvent();
  const cancel = useCancelEvent();
  const mine = guestEntryOf(event, user._id);
  const isOrganiser = event.organiser._id === user._id;

  function confirmCancel() {
    modals.openConfirmModal({
      title: MSG.careEventCancelConfirmTitle,
      children: <Text size="sm">{MSG.careEventCancelConfirmText}</Text>,
      labels: { confirm: MSG.careEventCancelConfirm, cancel: MSG.careEventCancelKeep },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: () => void cancelAndClose(),
    });
  }

  /** Never rejects: the outcome is told in a toast either way. */
  async function cancelAndClose() {
    // mutateAsync: the list refresh closes this modal before per-call callbacks would run.
    try {
      await cancel.mutateAsync(event._id);
      notify.success(MSG.careEventCancelled);
    } catch {
      notify.error(MSG.careEventCancelFailed);
    } finally {
      // Either way the detail closes and the calendar refreshes (docs/product.md#calendar).
      onClose();
    }
  }

  function reply(a: EventAnswer) {
    answer.mutate(
      { id: event._id, answer: a },
      {
        onSuccess: () => notify.success(MSG.careEventAnswered),
        onError: (err) => notify.error(err.message || MSG.careEventAnswerFailed),
      },
    );
  }

  return (
    <Stack gap="md" data-testid="event-detail">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ColorSwatch color={eventColor(event)} size={18} mt={2} />
        <Text size="sm">{formatEventPeriod(event.start, event.end)}</Text>
      </Group>

      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <Field label={MSG.careEventFieldType}>{EVENT_TYPE_LABELS[event.type]}</Field>
        {event.type === 'remote' ? (
          <Field label={MSG.careEventFieldLink}>
            {event.link ? (
              <Anchor href={event.link} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }}>
                {event.link}
              </Anchor>
            ) : (
              '—'
            )}
          </Field>
        ) : (
          <Field label={MSG.careEventFieldLocation}>{event.location || '—'}</Field>
        )}
        <Field label={MSG.careEventFieldDuration}>{event.duration || '—'}</Field>
        <Field label={MSG.careEventOrganiser}>
          {event.organiser.name} {event.organiser.lastName}
        </Field>
      </SimpleGrid>

      {event.description && (
        <Field label={MSG.careEventFieldDescription}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {event.description}
          </Text>
        </Field>
      )}

      {event.image && <Image src={event.image} alt="" mah={220} w="auto" fit="contain" radius="sm" />}

      <Box>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb={4}>
          {MSG.careEventGuests}
        </Text>
        <ScrollArea.Autosize mah={200} type="auto" data-testid="event-detail-guests">
          <Table striped withTableBorder verticalSpacing={6} fz="sm">
            <Table.Tbody>
              {event.guests.map((g) => (
                <Table.Tr key={g.guest._id}>
                  <Table.Td>
                    {g.guest.name} {g.guest.lastName}
                    {g.owner && (
                      <Text span c="dimmed" size="sm">
                        {' '}
                        {MSG.careOrganiserMark}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td visibleFrom="xs">{ROLE_LABELS[g.guest.role] ?? g.guest.role}</Table.Td>
                  <Table.Td>
                    <GuestStatusBadge status={g.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      </Box>

      <Divider />

      {!mine ? (
        <Alert color="gray" variant="light">
          {MSG.careEventNotInvited}
        </Alert>
      ) : (
        !isOrganiser && (
          <Group gap="xs" grow preventGrowOverflow={false} wrap="wrap">
            {ANSWERS.map((a) => {
              const current = mine.status === a.status;
              return (
                <Button
                  key={a.answer}
                  color={a.color}
                  variant={current ? 'filled' : 'outline'}
                  leftSection={a.icon}
                  aria-pressed={current}
                  loading={answer.isPending && answer.variables?.answer === a.answer}
                  disabled={answer.isPending}
                  onClick={() => reply(a.answer)}
                >
                  {a.label}
                </Button>
              );
            })}
          </Group>
        )
      )}

      {isOrganiser && (
        <Group justify="flex-end" gap="xs">
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={confirmCancel}
            loading={cancel.isPending}
          >
            {MSG.careEventCancel}
          </Button>
          <Button leftSection={<IconEdit size={16} />} onClick={() => onEdit(event)} disabled={!full.data}>
            {MSG.careEventEdit}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Box>
  );
}
