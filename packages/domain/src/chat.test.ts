import { describe, expect, it } from 'vitest';
import { canStartChat, isChatUser, MESSAGE_MAX_LENGTH, SendMessageSchema } from './chat.ts';
import { MSG } from './messages.ts';
import { ROLES } from './roles.ts';

describe('who takes part in conversations', () => {
  it('is every care role and admin, nobody else', () => {
    expect(ROLES.filter((r) => isChatUser(r))).toEqual(['admin', 'medico', 'paciente', 'fisio', 'medico-admin']);
    expect(isChatUser(null)).toBe(false);
  });

  it.each([
    ['paciente', 'medico', true],
    ['paciente', 'fisio', true],
    ['paciente', 'medico-admin', true],
    ['paciente', 'admin', true],
    ['paciente', 'paciente', false],
    ['medico', 'paciente', true],
    ['medico', 'medico', true],
    ['admin', 'paciente', true],
    ['medico', 'gerente', false],
    ['gerente', 'medico', false],
    ['proveedor', 'paciente', false],
  ] as const)('%s may open a conversation with %s: %s', (from, to, expected) => {
    expect(canStartChat(from, to)).toBe(expected);
  });
});

describe('SendMessageSchema', () => {
  const first = (input: unknown) => {
    const r = SendMessageSchema.safeParse(input);
    return r.success ? null : r.error.issues[0]?.message;
  };

  it('trims the text and accepts up to the limit', () => {
    expect(SendMessageSchema.parse({ to: 3, texto: '  oi  ' })).toEqual({ to: 3, texto: 'oi' });
    expect(first({ chatId: 3, texto: 'a'.repeat(MESSAGE_MAX_LENGTH) })).toBeNull();
  });

  it.each([
    [{ to: 3, texto: '' }, MSG.chatMessageRequired],
    [{ to: 3, texto: '   ' }, MSG.chatMessageRequired],
    [{ to: 3 }, MSG.chatMessageRequired],
    [{ to: 3, texto: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) }, MSG.chatMessageTooLong],
    [{ texto: 'oi' }, MSG.chatRecipientRequired],
    [{ to: 3, chatId: 4, texto: 'oi' }, MSG.chatRecipientRequired],
    [{ to: 0, texto: 'oi' }, MSG.chatRecipientInvalid],
    [{ to: '3', texto: 'oi' }, MSG.chatRecipientInvalid],
  ])('%j is refused with %s', (input, message) => {
    expect(first(input)).toBe(message);
  });
});
