import type { ChatMessage } from '@abasto/domain/chat';
import { MSG } from '@abasto/domain/messages';
import { Box, Group, Paper, Text } from '@mantine/core';
import { IconCheck, IconChecks } from '@tabler/icons-react';
import { formatMessageTime } from '../format-message-time.ts';

/** One message. The text is rendered as text (never as markup), keeping the writer's line breaks. */
export function MessageBubble({ message }: { message: ChatMessage }) {
  const mine = message.mine;
  return (
    <Group justify={mine ? 'flex-end' : 'flex-start'} data-testid="chat-message" data-mine={mine} data-message-id={message.id}>
      <Paper
        px="sm"
        py={6}
        radius="lg"
        maw="min(75%, 560px)"
        bg={mine ? 'blue.6' : 'white'}
        c={mine ? 'white' : undefined}
        withBorder={!mine}
        shadow={mine ? undefined : 'xs'}
      >
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="chat-message-text">
          {message.texto}
        </Text>
        <Group gap={4} justify="flex-end" mt={2}>
          <Text size="xs" c={mine ? 'blue.1' : 'dimmed'}>
            {formatMessageTime(message.createdAt)}
          </Text>
          {mine && (
            // A picture with its text (docs/product.md#accessibility).
            <Box
              c={message.readAt ? 'white' : 'blue.2'}
              title={message.readAt ? MSG.chatRead : MSG.chatSent}
              role="img"
              aria-label={message.readAt ? MSG.chatRead : MSG.chatSent}
              style={{ display: 'flex' }}
            >
              {message.readAt ? <IconChecks size={14} aria-hidden /> : <IconCheck size={14} aria-hidden />}
            </Box>
          )}
        </Group>
      </Paper>
    </Group>
  );
}
