import type { ChatPerson, ChatSummary } from '@abasto/domain/chat';
import { MSG } from '@abasto/domain/messages';
import { Alert, Badge, Box, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessagePlus, IconMessages } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SIDEBAR_MINI_FROM } from '../../../../app/theme.ts';
import { useMyChats } from '../api/list-my-chats.ts';
import { ChatList } from '../components/chat-list.tsx';
import { ChatThread } from '../components/chat-thread.tsx';
import { NewChatModal } from '../components/new-chat-modal.tsx';
import { useMedia } from '../../../../lib/use-media.ts';

/** Conversations with other care users: the list, the open thread and a compose box; kept fresh by polling. */
export default function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const chats = useMyChats();
  const [draftTo, setDraftTo] = useState<ChatPerson | null>(null);
  // "Mensagem" on a contact opens the picker with that person's name (docs/product.md#demo-screens).
  const writeTo = params.get('para')?.slice(0, 100) ?? '';
  const [picking, { open: openPicker, close: closePickerOnly }] = useDisclosure(writeTo !== '');
  const closePicker = () => {
    closePickerOnly();
    if (params.has('para')) setParams({});
  };
  const phone = useMedia(`(max-width: ${SIDEBAR_MINI_FROM - 0.02}px)`);

  const rawChat = Number(params.get('chat'));
  const chatId = Number.isInteger(rawChat) && rawChat > 0 ? rawChat : null;
  const selected = chats.data?.find((c) => c.id === chatId);
  const unreadTotal = (chats.data ?? []).reduce((n, c) => n + c.unread, 0);
  const threadOpen = chatId !== null || draftTo !== null;

  const select = (chat: ChatSummary) => {
    setDraftTo(null);
    setParams({ chat: String(chat.id) });
  };
  const pick = (person: ChatPerson) => {
    closePicker();
    const existing = chats.data?.find((c) => c.other.id === person.id);
    if (existing) {
      select(existing);
    } else {
      setParams({});
      setDraftTo(person);
    }
  };
  const back = () => {
    setDraftTo(null);
    setParams({});
  };

  const list = (
    <Stack gap={0} h="100%">
      <Group justify="space-between" px="md" py="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Title order={2} size="h4">
            {MSG.messagesTitle}
          </Title>
          {unreadTotal > 0 && (
            <Badge color="red" variant="filled" circle={unreadTotal < 10} style={{ flexShrink: 0 }} data-testid="chat-unread-total" aria-label={MSG.chatUnread(unreadTotal)}>
              {unreadTotal}
            </Badge>
          )}
        </Group>
        <Button size="xs" leftSection={<IconMessagePlus size={16} />} onClick={openPicker} style={{ flexShrink: 0 }}>
          {MSG.chatNew}
        </Button>
      </Group>
      <Box style={{ borderTop: '1px solid var(--mantine-color-gray-3)', flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        {chats.isPending ? (
          <Center py="xl">
            <Loader size="sm" aria-label={MSG.chatLoading} />
          </Center>
        ) : chats.isError ? (
          <Alert color="red" variant="light" m="md">
            {chats.error.message}
          </Alert>
        ) : (
          <ChatList chats={chats.data} selectedId={chatId} onSelect={select} />
        )}
      </Box>
    </Stack>
  );

  const thread = threadOpen ? (
    <ChatThread
      key={chatId ?? `draft-${draftTo?.id}`}
      chatId={chatId}
      draftTo={draftTo}
      knownOther={selected?.other}
      onBack={phone ? back : undefined}
      onOpened={(id) => {
        setDraftTo(null);
        setParams({ chat: String(id) });
      }}
    />
  ) : (
    <Center h="100%" p="xl">
      <Stack align="center" gap="xs">
        <IconMessages size={48} stroke={1.2} color="var(--mantine-color-gray-5)" />
        <Text c="dimmed" ta="center">
          {MSG.chatPickOne}
        </Text>
      </Stack>
    </Center>
  );

  return (
    <>
      <Paper withBorder radius="md" h="calc(100dvh - 150px)" mih={440} style={{ overflow: 'hidden' }} data-testid="messages-page">
        {phone ? (
          threadOpen ? thread : list
        ) : (
          <Group h="100%" gap={0} wrap="nowrap" align="stretch">
            <Box w={360} style={{ borderRight: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}>
              {list}
            </Box>
            <Box style={{ flex: 1, minWidth: 0 }}>{thread}</Box>
          </Group>
        )}
      </Paper>
      <NewChatModal key={writeTo} opened={picking} onClose={closePicker} onPick={pick} initialSearch={writeTo} />
    </>
  );
}
