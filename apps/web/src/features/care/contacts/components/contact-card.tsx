import { MSG } from '@abasto/domain/messages';
import { ROUTES } from '@abasto/domain/routes';
import { Avatar, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconMail, IconMessage, IconPhone, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SampleContact } from '../sample-contacts.ts';

const COLORS = ['blue', 'teal', 'grape', 'orange', 'cyan', 'pink', 'indigo', 'lime'];

export function lastInteraction(days: number): string {
  if (days === 0) return MSG.contactsToday;
  if (days === 1) return MSG.contactsYesterday;
  return MSG.contactsDaysAgo(days);
}

/** "Perfil": this person's profile, opened over the contacts (docs/product.md#demo-screens). */
export const contactProfilePath = (contact: SampleContact) => `${ROUTES.contacts}?contato=${contact.id}`;
/** "Mensagem": the messages, with the picker looking for this person by name. */
export const contactMessagePath = (contact: SampleContact) => `${ROUTES.messages}?para=${encodeURIComponent(contact.name)}`;

/** A sample contact: name and company, with links to the contacts list and to the messages. */
export function ContactCard({ contact }: { contact: SampleContact }) {
  const initials = contact.name
    .split(' ')
    .map((w) => w.charAt(0))
    .join('')
    .slice(0, 2);
  return (
    <Card withBorder radius="md" padding="md" data-testid="contact-card">
      <Group wrap="nowrap" align="flex-start">
        <Avatar radius="xl" size="lg" color={COLORS[contact.id % COLORS.length]}>
          {initials}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} truncate data-testid="contact-name">
            {contact.name}
          </Text>
          <Text size="sm" c="blue.8" truncate data-testid="contact-company">
            {contact.company}
          </Text>
          <Text size="xs" c="dimmed">
            {contact.role} · {lastInteraction(contact.lastInteractionDays)}
          </Text>
        </Stack>
      </Group>
      <Stack gap={4} mt="sm">
        <Group gap={6} wrap="nowrap">
          <IconMail size={14} color="var(--mantine-color-gray-6)" />
          <Text size="xs" c="dimmed" truncate>
            {contact.email}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconPhone size={14} color="var(--mantine-color-gray-6)" />
          <Text size="xs" c="dimmed">
            {contact.phone}
          </Text>
        </Group>
      </Stack>
      <Group grow mt="md" gap="xs">
        <Button
          component={Link}
          to={contactProfilePath(contact)}
          variant="default"
          size="xs"
          leftSection={<IconUser size={14} />}
          aria-label={MSG.contactsProfileOf(contact.name)}
        >
          {MSG.contactsProfile}
        </Button>
        <Button
          component={Link}
          to={contactMessagePath(contact)}
          variant="light"
          size="xs"
          leftSection={<IconMessage size={14} />}
          aria-label={MSG.contactsMessageTo(contact.name)}
        >
          {MSG.contactsMessage}
        </Button>
      </Group>
    </Card>
  );
}
