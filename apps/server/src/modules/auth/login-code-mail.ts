import { MSG } from '@abasto/domain/messages';
import type { OutgoingMail } from '../mail/enqueue-mail.ts';
import { renderMail } from '../mail/mail-layout.ts';

export function loginCodeMail(input: { code: string; userId: number; to: string; name: string }): OutgoingMail {
  const { html, text } = renderMail({
    heading: MSG.mailInviteHeading(input.name || input.to),
    paragraphs: [MSG.mailLoginCodeIntro],
    code: input.code,
    notes: [MSG.mailLoginCodeExpiry],
  });
  return {
    to: input.to,
    toName: input.name || null,
    subject: MSG.mailLoginCodeSubject,
    secret: true,
    html,
    text,
    ref: { kind: 'login-code', id: input.userId },
  };
}
