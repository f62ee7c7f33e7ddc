import type { MailSummary } from '@abasto/domain/mail';
import { MSG } from '@abasto/domain/messages';
import { Badge } from '@mantine/core';
import { IconDeviceMobileMessage, IconMail } from '@tabler/icons-react';

/** docs/product.md#correos: an e-mail or a text message (SMS) of the outbox. */
export function MailChannelBadge({ channel }: { channel: MailSummary['channel'] }) {
  const sms = channel === 'sms';
  return (
    <Badge
      color={sms ? 'violet' : 'gray'}
      variant="light"
      size="sm"
      leftSection={sms ? <IconDeviceMobileMessage size={12} aria-hidden /> : <IconMail size={12} aria-hidden />}
      style={{ flexShrink: 0, overflow: 'visible' }}
      data-testid="mail-channel"
    >
      {sms ? MSG.mailChannelSms : MSG.mailChannelEmail}
    </Badge>
  );
}

/** Who receives it: the e-mail address, or the telephone with its country prefix. */
export function recipientOf(m: Pick<MailSummary, 'channel' | 'to'>): string {
  return m.channel === 'sms' ? `+${m.to}` : m.to;
}

/** What the list shows as its subject: a text message has none. */
export function subjectOf(m: Pick<MailSummary, 'channel' | 'subject'>): string {
  return m.channel === 'sms' ? MSG.mailSmsSubject : m.subject;
}
