import { MESSAGE_MAX_LENGTH, SendMessageSchema } from '@abasto/domain/chat';
import { MSG } from '@abasto/domain/messages';
import { ActionIcon, Group, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import type { FormEvent, KeyboardEvent } from 'react';

const sendChecks = schemaResolver(SendMessageSchema, { sync: true });

interface ComposeBoxProps {
  onSend: (texto: string) => Promise<unknown>;
  sending: boolean;
}

/** Enter sends, Shift+Enter breaks the line. The text is kept when sending fails, so nothing typed is lost. */
export function ComposeBox({ onSend, sending }: ComposeBoxProps) {
  // The domain's check of a message's text, live; an empty box says nothing, it only cannot send.
  const form = useForm({
    mode: 'controlled',
    initialValues: { texto: '' },
    validate: { texto: (texto: string) => (texto.trim() === '' ? null : (sendChecks({ texto }).texto ?? null)) },
    validateInputOnChange: true,
  });
  const trimmed = form.getValues().texto.trim();
  const tooLong = Boolean(form.errors.texto);
  const canSend = trimmed.length > 0 && !tooLong && !sending;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    try {
      await onSend(trimmed);
      form.reset();
    } catch {
      // The caller shows the refusal; the draft stays for another try.
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} data-testid="compose-box">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Textarea
          aria-label={MSG.chatComposeLabel}
          placeholder={MSG.chatComposePlaceholder}
          {...form.getInputProps('texto')}
          onKeyDown={onKeyDown}
          autosize
          minRows={1}
          maxRows={6}
          maxLength={MESSAGE_MAX_LENGTH + 200}
          style={{ flex: 1 }}
        />
        <ActionIcon type="submit" size={36} radius="xl" disabled={!canSend} loading={sending} aria-label={MSG.chatSend}>
          <IconSend size={18} />
        </ActionIcon>
      </Group>
      {trimmed.length > MESSAGE_MAX_LENGTH * 0.8 && (
        <Text size="xs" c={tooLong ? 'red' : 'dimmed'} ta="right" mt={2}>
          {trimmed.length}/{MESSAGE_MAX_LENGTH}
        </Text>
      )}
    </form>
  );
}
