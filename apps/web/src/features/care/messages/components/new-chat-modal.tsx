import type { ChatPerson } from '@abasto/domain/chat';
import { MSG } from '@abasto/domain/messages';
import { ROLE_LABELS } from '@abasto/domain/roles';
import { Box, Center, Group, Loader, Modal, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useChatContacts } from '../api/list-chat-contacts.ts';
import { PersonAvatar, personName } from './person-avatar.tsx';

interface NewChatModalProps {
  opened: boolean;
  onClose: () => void;
  onPick: (person: ChatPerson) => void;
}

/** Picks a care user to write to: only those the server would accept are offered. */
export function NewChatModal({ opened, onClose, onPick }: NewChatModalProps) {
  const [search, setSearch] = useState('');
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
              <UnstyledButton
                key={person.id}
                onClick={() => onPick(person)}
                p="xs"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
                className="chat-contact"
                data-testid="chat-contact"
              >
                <Group gap="sm" wrap="nowrap">
                  <PersonAvatar person={person} size="sm" />
                  <Box>
                    <Text size="sm" fw={500}>
                      {personName(person)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {ROLE_LABELS[person.role]}
                    </Text>
                  </Box>
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        )}
      </ScrollArea.Autosize>
    </Modal>
  );
}
