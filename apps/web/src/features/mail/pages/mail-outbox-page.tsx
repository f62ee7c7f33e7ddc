import { MAIL_STATUS_LABELS, MAIL_STATUSES, type MailStatus } from '@abasto/domain/mail';
import { MSG } from '@abasto/domain/messages';
import {
  Alert,
  Card,
  Center,
  Group,
  Modal,
  UnstyledButton,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconInfoCircle, IconSearch } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Pager } from '../../../app/pager.tsx';
import { PageLoader } from '../../../app/page-loader.tsx';
import { pageCount } from '../../../lib/paging.ts';
import { useMessages } from '../api/list-messages.ts';
import { MailChannelBadge, recipientOf, subjectOf } from '../components/mail-channel.tsx';
import { MailMessageView } from '../components/mail-message-view.tsx';
import { MailStatusBadge } from '../components/mail-status-badge.tsx';
import { useMedia } from '../../../lib/use-media.ts';

/**
 * /correos (admin): the outbox, e-mails and text messages (docs/product.md#correos). Without an
 * SMTP server (or an SMS gateway) this is where invitation links and login codes are read.
 */
export default function MailOutboxPage() {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<MailStatus | null>(null);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const phone = useMedia('(max-width: 766px)');
  const query = useMessages({ page, status, q: q || undefined });
  const openId = Number(params.get('id')) || null;

  const open = (id: number | null) =>
    setParams((p) => {
      if (id) p.set('id', String(id));
      else p.delete('id');
      return p;
    });

  const pages = query.data ? pageCount(query.data.total, query.data.pageSize) : 1;

  return (
    <Card withBorder padding="lg" radius="md">
      <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
        <Title order={2} size="h3">
          {MSG.pageTitleMail}
        </Title>
        <Group gap="sm" wrap="wrap">
          <TextInput
            placeholder={MSG.mailSearchPlaceholder}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            aria-label={MSG.mailSearchLabel}
            w={{ base: '100%', xs: 260 }}
          />
          <Select
            placeholder={MSG.mailStatusAll}
            data={MAIL_STATUSES.map((s) => ({ value: s, label: MAIL_STATUS_LABELS[s] }))}
            value={status}
            onChange={(v) => {
              setStatus(v as MailStatus | null);
              setPage(1);
            }}
            clearable
            aria-label={MSG.mailColStatus}
            w={{ base: '100%', xs: 190 }}
          />
        </Group>
      </Group>
      {query.data && !query.data.smtpConfigured && (
        <Alert color="blue" icon={<IconInfoCircle />} mb="md" data-testid="no-smtp">
          {MSG.mailNoSmtp}
        </Alert>
      )}
      {query.data && !query.data.smsConfigured && query.data.data.some((m) => m.channel === 'sms') && (
        <Alert color="blue" icon={<IconInfoCircle />} mb="md" data-testid="no-sms">
          {MSG.mailNoSms}
        </Alert>
      )}
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <Alert color="red">{query.error.message}</Alert>
      ) : query.data.data.length === 0 ? (
        <Center py="xl">
          <Text c="dimmed">{MSG.emptyList}</Text>
        </Center>
      ) : phone ? (
        <Stack gap="sm" data-testid="mail-table">
          {query.data.data.map((m) => (
            <Paper
              key={m.id}
              withBorder
              p="sm"
              radius="md"
              component="button"
              type="button"
              onClick={() => open(m.id)}
              style={{ textAlign: 'left', cursor: 'pointer', width: '100%' }}
              data-testid={`mail-row-${m.id}`}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap={6} wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
                  <MailChannelBadge channel={m.channel} />
                  <Text size="sm" fw={500} truncate>
                    {recipientOf(m)}
                  </Text>
                </Group>
                <span style={{ flexShrink: 0 }}>
                  <MailStatusBadge status={m.status} />
                </span>
              </Group>
              <Text size="sm" lineClamp={2}>
                {subjectOf(m)}
              </Text>
              <Text size="xs" c="dimmed">
                {dayjs(m.createdAt).format('DD/MM/YYYY HH:mm')}
              </Text>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table highlightOnHover verticalSpacing="sm" data-testid="mail-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{MSG.mailColTo}</Table.Th>
                <Table.Th>{MSG.mailColSubject}</Table.Th>
                <Table.Th miw={130}>{MSG.mailColStatus}</Table.Th>
                <Table.Th>{MSG.mailColDate}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.data.map((m) => (
                <Table.Tr
                  key={m.id}
                  onClick={() => open(m.id)}
                  style={{ cursor: 'pointer' }}
                  data-testid={`mail-row-${m.id}`}
                >
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <MailChannelBadge channel={m.channel} />
                      <Text size="sm" fw={500} style={{ wordBreak: 'break-all' }}>
                        {recipientOf(m)}
                      </Text>
                    </Group>
                    {m.toName && (
                      <Text size="xs" c="dimmed">
                        {m.toName}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {/* The row opens the message for the pointer; this button for the keyboard and
                        screen readers (docs/product.md#correos). */}
                    <UnstyledButton
                      onClick={(event) => {
                        event.stopPropagation();
                        open(m.id);
                      }}
                      data-testid={`mail-open-${m.id}`}
                    >
                      <Text size="sm" lineClamp={2} td="underline">
                        {subjectOf(m)}
                      </Text>
                    </UnstyledButton>
                  </Table.Td>
                  <Table.Td>
                    {m.lastError ? (
                      <Tooltip label={m.lastError} multiline maw={360}>
                        <span>
                          <MailStatusBadge status={m.status} />
                        </span>
                      </Tooltip>
                    ) : (
                      <MailStatusBadge status={m.status} />
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{dayjs(m.createdAt).format('DD/MM/YYYY HH:mm')}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Pager pages={pages} page={page} onChange={setPage} mt="md" />
      <Modal
        opened={openId !== null}
        onClose={() => open(null)}
        title={MSG.mailMessageTitle}
        size="xl"
        fullScreen={phone}
        centered
      >
        {openId !== null && <MailMessageView id={openId} />}
        {/* Tab out of the e-mail's frame lands here, and goes back to the dialog's start: the focus
            stays in the dialog (the frame's document is beyond the dialog's own focus trap). */}
        <span
          tabIndex={0}
          data-testid="mail-focus-wrap"
          onFocus={(event) => {
            const dialog = event.currentTarget.closest('[role="dialog"]');
            dialog?.querySelector<HTMLElement>('button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])')?.focus();
          }}
        />
      </Modal>
    </Card>
  );
}
