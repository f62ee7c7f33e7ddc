import { MSG } from '@abasto/domain/messages';
import type { OutgoingMail } from '../mail/enqueue-mail.ts';
import { renderMail } from '../mail/mail-layout.ts';
import { completeRegistrationUrl } from './account-keys.ts';

export function recoveryMail(input: {
  appUrl: string;
  key: string;
  userId: number;
  to: string;
  name: string;
  lastName: string;
}): OutgoingMail {
  const { html, text } = renderMail({
    heading: MSG.mailInviteHeading(input.name || input.to),
    paragraphs: [MSG.mailRecoveryIntro],
    action: { label: MSG.mailRecoveryAction, url: completeRegistrationUrl(input.appUrl, input.key) },
    notes: [MSG.mailRecoveryExpiry],
  });
  return {
    to: input.to,
    toName: `${input.name} ${input.lastName}`.trim() || null,
    subject: MSG.mailRecoverySubject,
    html,
    text,
    ref: { kind: 'password-recovery', id: input.userId },
    secret: true,
  };
}
