import type { ChatSummary } from '@abasto/domain/chat';
import { MSG } from '@abasto/domain/messages';
import { ROLE_LABELS } from '@abasto/domain/roles';
import { Badge, Box, Group, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatMessageTime } from '../format-message-time.ts';
import { PersonAvatar, personName } from './person-avatar.tsx';

interface ChatListProps {
  chats: ChatSummary[];
  selectedId: number | null;
  onSelect: (chat: ChatSummary) => void;
}

/** The caller's conversations, latest first, each with the other person, the last line and the unread count. */
export function ChatList({ chats, selectedId, onSelect }: ChatListProps) {
  if (chats.length === 0) {
    return (
      <Text c="dimmed" size="sm" p="md" data-testid="chat-list-empty">
        {MSG.chatEmptyList}
      </Text>
    );
  }
  return (
    <ScrollArea type="auto" style={{ flex: 1 }}>
      <Stack gap={0} component="ul" m={0} p={0} data-testid="chat-list" style={{ listStyle: 'none' }}>
        {chats.map((chat) => {
          const selected = chat.id === selectedId;
          const last = chat.lastMessage;
          return (
            <Box component="li" key={chat.id}>
              <UnstyledButton
                onClick={() => onSelect(chat)}
                w="100%"
                px="md"
                py="sm"
                bg={selected ? 'blue.0' : undefined}
                aria-current={selected ? 'true' : undefined}
                data-testid="chat-list-item"
                data-chat-id={chat.id}
                style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <PersonAvatar person={chat.other} />
                  <Box style={{ flex: 1, minWidth: 0 }}>
                    <Group justify="space-between" gap={4} wrap="nowrap">
                      <Text fw={chat.unread > 0 ? 700 : 600} size="sm" truncate>
                        {personName(chat.other)}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                        {formatMessageTime(chat.updatedAt)}
                      </Text>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {ROLE_LABELS[chat.other.role]}
                    </Text>
                    <Group justify="space-between" gap={4} wrap="nowrap" mt={2}>
                      <Text size="sm" c={chat.unread > 0 ? 'dark' : 'dimmed'} truncate>
                        {last ? `${last.mine ? MSG.chatYouPrefix : ''}${last.texto}` : MSG.chatNoMessages}
                      </Text>
                      {chat.unread > 0 && (
                        <Badge size="md" circle={chat.unread < 10} color="red" style={{ flexShrink: 0 }} data-testid="chat-unread" aria-label={MSG.chatUnread(chat.unread)}>
                          {chat.unread}
                        </Badge>
                      )}
                    </Group>
                  </Box>
                </Group>
              </UnstyledButton>
            </Box>
          );
        })}
      </Stack>
    </ScrollArea>
  );
}
