import type { ChatPerson } from '@abasto/domain/chat';
import { MSG } from '@abasto/domain/messages';
import { ROLE_LABELS } from '@abasto/domain/roles';
import { Center, Loader, Modal, NavLink, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useChatContacts } from '../api/list-chat-contacts.ts';
import { PersonAvatar, personName } from './person-avatar.tsx';

interface NewChatModalProps {
  opened: boolean;
  onClose: () => void;
  onPick: (person: ChatPerson) => void;
  /** A name to look for at once: a contact's "Mensagem" button opens the picker with it (docs/product.md#demo-screens). */
  initialSearch?: string;
}

/** Picks a care user to write to: only those the server would accept are offered. */
export function NewChatModal({ opened, onClose, onPick, initialSearch = '' }: NewChatModalProps) {
  const [search, setSearch] = useState(initialSearch);
  const [q] = useDebouncedValue(search.trim(), 250);
  const contacts = useChatContacts(q, opened);

  return (
    <Modal opened={opened} onClose={onClose} title={MSG.chatNew} centered>
      <TextInput
        data-autofocus
        leftSection={<IconSearch size={16} />}
        placeholder={MSG.chatSearchPlaceholder}
        aria-label={MSG.chatSearchPlaceholder}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maxLength={100}
      />
      <ScrollArea.Autosize mah={360} mt="sm" type="auto">
        {contacts.isPending ? (
          <Center py="lg">
            <Loader size="sm" aria-label={MSG.chatLoading} />
          </Center>
        ) : contacts.isError ? (
          <Text c="red" size="sm">
            {contacts.error.message}
          </Text>
        ) : contacts.data.length === 0 ? (
          <Text c="dimmed" size="sm" py="md">
            {MSG.chatNoContacts}
          </Text>
        ) : (
          <Stack gap={2} data-testid="chat-contacts">
            {contacts.data.map((person) => (
              <NavLink
                key={person.id}
                component="button"
                type="button"
                onClick={() => onPick(person)}
                leftSection={<PersonAvatar person={person} size="sm" />}
                label={personName(person)}
                description={ROLE_LABELS[person.role]}
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
                data-testid="chat-contact"
              />
            ))}
          </Stack>
        )}
      </ScrollArea.Autosize>
    </Modal>
  );
}
