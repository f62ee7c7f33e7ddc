import { MSG } from '@abasto/domain/messages';
import { can } from '@abasto/domain/permissions';
import { ROUTES } from '@abasto/domain/routes';
import { Avatar, Badge, Button, Group, Modal, SimpleGrid, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { IconMessage, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useUser } from '../../../../lib/session.tsx';
import { ContactCard, contactMessagePath, lastInteraction } from '../components/contact-card.tsx';
import { RECENT_CONTACTS, SAMPLE_CONTACTS, type SampleContact } from '../sample-contacts.ts';
import { useMedia } from '../../../../lib/use-media.ts';

const TABS = [
  { value: 'recentes', label: MSG.contactsRecentTab, contacts: RECENT_CONTACTS },
  { value: 'todos', label: MSG.contactsAllTab, contacts: SAMPLE_CONTACTS },
] as const;

function Grid({ contacts }: { contacts: readonly SampleContact[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md" data-testid="contact-grid">
      {contacts.map((c) => (
        <ContactCard key={c.id} contact={c} />
      ))}
    </SimpleGrid>
  );
}

/** One contact's profile, opened by its card's "Perfil" (?contato={id}). */
function ContactProfile({ contact, onClose }: { contact: SampleContact | undefined; onClose: () => void }) {
  const rows = contact
    ? [
        [MSG.contactsCompany, contact.company],
        [MSG.contactsRole, contact.role],
        [MSG.contactsEmail, contact.email],
        [MSG.contactsPhone, contact.phone],
        [MSG.contactsLast, lastInteraction(contact.lastInteractionDays)],
      ]
    : [];
  return (
    <Modal opened={contact !== undefined} onClose={onClose} title={contact && MSG.contactsProfileOf(contact.name)} centered>
      {contact && (
        <Stack gap="sm" data-testid="contact-profile">
          <Group wrap="nowrap">
            <Avatar radius="xl" size="lg" color="blue">
              {contact.name.slice(0, 2).toUpperCase()}
            </Avatar>
            <Text fw={600} size="lg" data-testid="contact-profile-name">
              {contact.name}
            </Text>
          </Group>
          <Table withRowBorders={false} verticalSpacing={4}>
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={140}>{label}</Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button component={Link} to={contactMessagePath(contact)} leftSection={<IconMessage size={16} />}>
              {MSG.contactsMessage}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** Contacts (sample data): the latest interactions and everyone. */
export default function ContactsPage() {
  const [tab, setTab] = useState<string | null>('recentes');
  const [params, setParams] = useSearchParams();
  const shown = SAMPLE_CONTACTS.find((c) => String(c.id) === params.get('contato'));
  const role = useUser().role;
  const phone = useMedia('(max-width: 575.98px)');
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Title order={2} size="h3">
            {MSG.contactsTitle}
          </Title>
          <Text c="dimmed" size="sm">
            {MSG.contactsSubtitle}
          </Text>
        </div>
        {/* docs/product.md#care-users: who may invite reaches the form from here too. */}
        {can(role, 'care.invite') && (
          <Button component={Link} to={ROUTES.careNewUser} leftSection={<IconUserPlus size={16} />}>
            {MSG.careNewUserTitle}
          </Button>
        )}
      </Group>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md" style={{ flexWrap: 'nowrap' }}>
          {TABS.map((t) => (
            <Tabs.Tab
              key={t.value}
              value={t.value}
              px={phone ? 6 : undefined}
              fz={phone ? 'sm' : undefined}
              rightSection={(
                <Badge size="sm" variant="light" circle={t.contacts.length < 10} style={{ flexShrink: 0, overflow: 'visible' }} data-testid={`contacts-count-${t.value}`}>
                  {t.contacts.length}
                </Badge>
              )}
            >
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            <Grid contacts={t.contacts} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <ContactProfile contact={shown} onClose={() => setParams({})} />
    </Stack>
  );
}
