import { MSG } from '@abasto/domain/messages';
import { Alert, Button, Code, Group, Stack, Table, Tabs, Text } from '@mantine/core';
import { IconPaperclip, IconRefresh } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { PageLoader } from '../../../app/page-loader.tsx';
import { notify } from '../../../lib/notify.ts';
import { useMessage } from '../api/get-message.ts';
import { useRetryMessage } from '../api/retry-message.ts';
import { MailChannelBadge, recipientOf } from './mail-channel.tsx';
import { MailHtmlFrame } from './mail-html-frame.tsx';
import { MailStatusBadge } from './mail-status-badge.tsx';

const when = (iso: string | null) => (iso ? dayjs(iso).format('DD/MM/YYYY HH:mm:ss') : '—');

/** One message of the outbox: who, what, where its delivery stands, and the message itself. */
export function MailMessageView({ id }: { id: number }) {
  const query = useMessage(id);
  const retry = useRetryMessage();
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Alert color="red">{query.error.message}</Alert>;
  const m = query.data;
  const sms = m.channel === 'sms';
  const rows: [string, ReactNode][] = [
    [MSG.mailFieldChannel, <MailChannelBadge key="c" channel={m.channel} />],
    [MSG.mailFieldTo, m.toName ? `${m.toName} <${recipientOf(m)}>` : recipientOf(m)],
    ...(sms ? [] : [[MSG.mailColSubject, m.subject] as [string, ReactNode]]),
    [MSG.mailColStatus, <MailStatusBadge key="s" status={m.status} />],
    [MSG.mailFieldCreated, when(m.createdAt)],
    [MSG.mailFieldSent, when(m.sentAt)],
    [MSG.mailFieldAttempts, String(m.attempts)],
  ];
  if (m.replyTo) rows.splice(2, 0, [MSG.mailFieldReplyTo, m.replyTo]);
  if (m.nextAttemptAt && m.attempts > 0) rows.push([MSG.mailFieldNextAttempt, when(m.nextAttemptAt)]);

  return (
    <Stack gap="md">
      <Table withRowBorders={false} verticalSpacing={4} layout="fixed">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Td w={130} c="dimmed" fz="sm">
                {label}
              </Table.Td>
              <Table.Td fz="sm" style={{ wordBreak: 'break-word' }}>
                {value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {m.lastError && (
        <Alert color={m.status === 'failed' ? 'red' : 'yellow'} title={sms ? MSG.mailGatewayAnswer : MSG.mailServerAnswer}>
          <Code block>{m.lastError}</Code>
        </Alert>
      )}
      {(m.status === 'failed' || (m.status === 'pending' && m.attempts > 0)) && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} />}
            loading={retry.isPending}
            onClick={() =>
              retry.mutate(m.id, {
                onSuccess: () => notify.success(MSG.mailRetryQueued),
                onError: (err) => notify.error(err.message),
              })}
          >
            {MSG.mailRetryNow}
          </Button>
        </Group>
      )}
      {m.attachments.length > 0 && (
        <Group gap="xs">
          {m.attachments.map((a) => (
            <Group key={a.filename} gap={4}>
              <IconPaperclip size={14} />
              <Text size="sm">
                {a.filename} ({Math.ceil(a.size / 1024)} KB)
              </Text>
            </Group>
          ))}
        </Group>
      )}
      {sms ? (
        // A text message is its text alone (docs/product.md#correos).
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="sms-text">
          {m.text}
        </Code>
      ) : (
        <Tabs defaultValue="html">
          <Tabs.List>
            <Tabs.Tab value="html">{MSG.mailTabHtml}</Tabs.Tab>
            <Tabs.Tab value="text">{MSG.mailTabText}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="html" pt="sm">
            <MailHtmlFrame html={m.html} title={m.subject} />
          </Tabs.Panel>
          <Tabs.Panel value="text" pt="sm">
            <Code block style={{ whiteSpace: 'pre-wrap' }}>
              {m.text}
            </Code>
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
