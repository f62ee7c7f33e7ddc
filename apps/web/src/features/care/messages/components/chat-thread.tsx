import type { ChatMessage, ChatPerson } from '@abasto/domain/chat';
import { MSG } from '@abasto/domain/messages';
import { ROLE_LABELS } from '@abasto/domain/roles';
import { ActionIcon, Alert, Box, Button, Center, Divider, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useDocumentVisibility } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { notify } from '../../../../lib/notify.ts';
import { useChatMessages } from '../api/list-chat-messages.ts';
import { useMarkChatRead } from '../api/mark-chat-read.ts';
import { useSendMessage } from '../api/send-message.ts';
import { ComposeBox } from './compose-box.tsx';
import { MessageBubble } from './message-bubble.tsx';
import { PersonAvatar, personName } from './person-avatar.tsx';

interface ChatThreadProps {
  /** An existing conversation, or null for a first message to `draftTo`. */
  chatId: number | null;
  draftTo: ChatPerson | null;
  /** The other person when already known (from the list), shown before the thread loads. */
  knownOther?: ChatPerson;
  onBack?: () => void;
  onOpened: (chatId: number) => void;
}

const NEAR_BOTTOM_PX = 80;

export function ChatThread({ chatId, draftTo, knownOther, onBack, onOpened }: ChatThreadProps) {
  const thread = useChatMessages(chatId);
  const send = useSendMessage();
  const markRead = useMarkChatRead();
  const viewport = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const previous = useRef<{ newest?: number; oldest?: number; height: number }>({ height: 0 });

  const messages = useMemo<ChatMessage[]>(
    () => (thread.data ? [...thread.data.pages].reverse().flatMap((p) => p.data) : []),
    [thread.data],
  );
  const other = thread.data?.pages[0]?.other ?? knownOther ?? draftTo;
  const newest = messages.at(-1);
  const oldest = messages[0];

  // Keep the reader where they are: follow new messages only when already at the bottom (or
  // after writing), and hold the position when older pages are added above.
  useLayoutEffect(() => {
    const vp = viewport.current;
    if (!vp) return;
    const before = previous.current;
    if (before.newest === newest?.id && before.oldest !== oldest?.id && before.height > 0) {
      vp.scrollTop += vp.scrollHeight - before.height;
    } else if (before.newest !== newest?.id && (atBottom.current || newest?.mine || before.newest === undefined)) {
      vp.scrollTop = vp.scrollHeight;
    }
    previous.current = { newest: newest?.id, oldest: oldest?.id, height: vp.scrollHeight };
  }, [newest?.id, newest?.mine, oldest?.id]);

  useEffect(() => {
    previous.current = { height: 0 };
    atBottom.current = true;
  }, [chatId]);

  // Opening a conversation reads it; so does a new message arriving while it is open. Each
  // unread message is reported once (the thread itself learns of it at the next poll).
  const newestUnread = messages.findLast((m) => !m.mine && m.readAt === null)?.id ?? 0;
  const reportedUpTo = useRef(0);
  const { mutate: markChatRead } = markRead;
  const visibility = useDocumentVisibility();
  useEffect(() => {
    if (chatId === null || newestUnread <= reportedUpTo.current || visibility !== 'visible') return;
    reportedUpTo.current = newestUnread;
    markChatRead(chatId);
  }, [chatId, newestUnread, markChatRead, visibility]);

  const onSend = async (texto: string) => {
    try {
      const target = chatId !== null ? { chatId } : draftTo ? { to: draftTo.id } : null;
      if (!target) return;
      const { data } = await send.mutateAsync({ ...target, texto });
      atBottom.current = true;
      if (chatId === null) onOpened(data.chatId);
    } catch (err) {
      notify.error((err as Error).message);
      throw err;
    }
  };

  return (
    <Stack gap={0} h="100%" data-testid="chat-thread">
      <Group px="md" py="sm" gap="sm" wrap="nowrap">
        {onBack && (
          <ActionIcon variant="subtle" onClick={onBack} aria-label={MSG.chatBack}>
            <IconArrowLeft size={20} />
          </ActionIcon>
        )}
        {other && <PersonAvatar person={other} />}
        {other && (
          <Box style={{ minWidth: 0 }}>
            <Text fw={600} truncate data-testid="chat-thread-name">
              {personName(other)}
            </Text>
            <Text size="xs" c="dimmed">
              {ROLE_LABELS[other.role]}
            </Text>
          </Box>
        )}
      </Group>
      <Divider />
      <ScrollArea
        viewportRef={viewport}
        type="auto"
        style={{ flex: 1 }}
        bg="gray.0"
        onScrollPositionChange={() => {
          const vp = viewport.current;
          if (vp) atBottom.current = vp.scrollHeight - vp.scrollTop - vp.clientHeight < NEAR_BOTTOM_PX;
        }}
      >
        <Stack gap="xs" p="md" data-testid="chat-messages">
          {thread.hasNextPage && (
            <Center>
              <Button variant="subtle" size="xs" loading={thread.isFetchingNextPage} onClick={() => void thread.fetchNextPage() /* a failure lands in the query's state */}>
                {MSG.chatLoadOlder}
              </Button>
            </Center>
          )}
          {thread.isPending && chatId !== null && (
            <Center py="xl">
              <Loader size="sm" aria-label={MSG.chatLoading} />
            </Center>
          )}
          {thread.isError && (
            <Alert color="red" variant="light">
              {thread.error.message}
            </Alert>
          )}
          {!thread.isPending && messages.length === 0 && (
            <Text c="dimmed" size="sm" ta="center" py="xl">
              {MSG.chatNoMessages}
            </Text>
          )}
          {chatId === null && (
            <Text c="dimmed" size="sm" ta="center" py="xl">
              {MSG.chatFirstMessage}
            </Text>
          )}
          {messages.map((m) => (
            <MessageBubble key={m.id} message={m} />
          ))}
        </Stack>
      </ScrollArea>
      <Divider />
      <Box p="sm">
        <ComposeBox key={chatId ?? `to-${draftTo?.id}`} onSend={onSend} sending={send.isPending} />
      </Box>
    </Stack>
  );
}
