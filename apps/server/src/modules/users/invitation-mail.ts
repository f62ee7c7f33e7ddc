import { MSG } from '@abasto/domain/messages';
import { ROLE_LABELS, type Role } from '@abasto/domain/roles';
import { completeRegistrationUrl } from '../auth/account-keys.ts';
import type { OutgoingMail } from '../mail/enqueue-mail.ts';
import { renderMail } from '../mail/mail-layout.ts';

export interface InvitationMailInput {
  appUrl: string;
  activationKey: string;
  userId: number;
  to: string;
  name: string;
  lastName: string;
  role: Role;
  inviterName: string;
}

export function invitationMail(input: InvitationMailInput): OutgoingMail {
  const { html, text } = renderMail({
    heading: MSG.mailInviteHeading(input.name),
    paragraphs: [MSG.mailInviteIntro(input.inviterName, ROLE_LABELS[input.role])],
    action: { label: MSG.mailInviteAction, url: completeRegistrationUrl(input.appUrl, input.activationKey) },
    notes: [MSG.mailInviteExpiry],
  });
  return {
    to: input.to,
    toName: `${input.name} ${input.lastName}`.trim(),
    subject: MSG.mailInviteSubject,
    html,
    text,
    ref: { kind: 'user-invitation', id: input.userId },
    secret: true,
  };
}
