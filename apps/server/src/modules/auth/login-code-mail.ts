import { MSG } from '@abasto/domain/messages';
import type { OutgoingMail } from '../mail/enqueue-mail.ts';
import type { OutgoingSms } from '../mail/enqueue-sms.ts';
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

/** The same code as a text message: short, and the code first so phones can offer to fill it in. */
export function loginCodeSms(input: { code: string; userId: number; to: string }): OutgoingSms {
  return {
    to: input.to,
    text: MSG.smsLoginCode(input.code),
    secret: true,
    ref: { kind: 'login-code', id: input.userId },
  };
}
