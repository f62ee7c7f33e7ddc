import { type CareEvent, eventColor, guestEntryOf } from '@abasto/domain/care-event-view';
import { MSG } from '@abasto/domain/messages';
import { Badge, ColorSwatch, Group, Paper, ScrollArea, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { formatEventPeriod } from './format-event-time.ts';
import { GuestStatusBadge } from './guest-status-badge.tsx';

interface Props {
  events: CareEvent[];
  userId: number;
  onSelect(event: CareEvent): void;
}

/** 'Eventos': the events of the period on screen, in order; scrolls beyond 800 px. */
export function EventSideList({ events, userId, onSelect }: Props) {
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {MSG.careEventList}
        </Title>
        <Badge variant="light">{events.length}</Badge>
      </Group>
      <ScrollArea.Autosize mah={800} type="auto" data-testid="event-side-list">
        <Stack gap={6}>
          {events.length === 0 && (
            <Text size="sm" c="dimmed">
              {MSG.careCalendarNoEvents}
            </Text>
          )}
          {events.map((event) => {
            const mine = guestEntryOf(event, userId);
            return (
              <UnstyledButton
                key={event._id}
                onClick={() => onSelect(event)}
                p="xs"
                style={{
                  borderRadius: 'var(--mantine-radius-sm)',
                  borderLeft: `4px solid ${eventColor(event)}`,
                  background: 'var(--mantine-color-gray-0)',
                }}
                data-testid="event-side-item"
              >
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <ColorSwatch color={eventColor(event)} size={10} mt={5} />
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} lineClamp={2}>
                      {event.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatEventPeriod(event.start, event.end)}
                    </Text>
                    {mine && !mine.owner && <GuestStatusBadge status={mine.status} />}
                    {mine?.owner && (
                      <Text size="xs" c="dimmed">
                        {MSG.careOrganiserMark}
                      </Text>
                    )}
                  </Stack>
                </Group>
              </UnstyledButton>
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
    </Paper>
  );
}
