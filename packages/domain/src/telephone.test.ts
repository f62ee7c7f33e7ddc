import { describe, expect, it } from 'vitest';
import { CareInviteFormSchema, InviteUserSchema, OwnTelephoneSchema, UpdateUserSchema } from './accounts.ts';
import { MSG } from './messages.ts';
import { checkTelephone, TELEPHONE_TEXTS } from './telephone.ts';

describe('the one login telephone rule', () => {
  it.each([
    ['+595 981 123-456', '595981123456'],
    ['(595) 981.123.456', '595981123456'],
    [' 5959 ', '5959'],
    ['123456789012345', '123456789012345'],
  ])('keeps the digits of %j', (raw, digits) => {
    expect(checkTelephone(raw)).toEqual({ ok: true, telephone: digits });
  });

  it.each([
    ['595-981-ABC', MSG.loginTelephoneInvalid],
    ['+595+981', MSG.loginTelephoneInvalid],
    ['uno dos tres', MSG.loginTelephoneInvalid],
    ['', MSG.loginTelephoneInvalid],
    ['+5 9 5', MSG.loginTelephoneShort],
    ['1234567890123456', MSG.loginTelephoneLong],
  ])('refuses %j with its Spanish message', (raw, message) => {
    expect(checkTelephone(raw)).toEqual({ ok: false, message });
  });

  it('is the rule of the user form and of the supplier own data; empty or null removes the number', () => {
    const base = { name: 'Ana', lastName: 'Paz', role: 'analista' as const };
    expect(UpdateUserSchema.parse({ ...base, telephone: '+595 981 123-456' }).telephone).toBe('595981123456');
    expect(UpdateUserSchema.parse({ ...base, telephone: '' }).telephone).toBeNull();
    expect(UpdateUserSchema.parse({ ...base, telephone: null }).telephone).toBeNull();
    expect(UpdateUserSchema.parse(base).telephone).toBeUndefined();
    expect(UpdateUserSchema.safeParse({ ...base, telephone: '0981-abc' }).error?.issues[0]?.message).toBe(MSG.loginTelephoneInvalid);
    expect(InviteUserSchema.parse({ ...base, email: 'ana@demo.test', telephone: '0981 123 456' }).telephone).toBe('0981123456');
    expect(OwnTelephoneSchema.safeParse({ telephone: '12' }).error?.issues[0]?.message).toBe(MSG.loginTelephoneShort);
  });

  // docs/product.md#care-users: the care invitation speaks Portuguese, as its area does.
  it.each([
    ['595-981-ABC', MSG.careLoginTelephoneInvalid],
    ['+5 9 5', MSG.careLoginTelephoneShort],
    ['1234567890123456', MSG.careLoginTelephoneLong],
  ])('refuses %j on the care invitation with its Portuguese message', (raw, message) => {
    expect(checkTelephone(raw, TELEPHONE_TEXTS.pt)).toEqual({ ok: false, message });
    const invite = { email: 'ana@demo.test', name: 'Ana', lastName: 'Paz', role: 'paciente' as const, telephone: raw };
    expect(CareInviteFormSchema.safeParse(invite).error?.issues[0]?.message).toBe(message);
    // The invite call's body, shared by both areas, chooses the messages by the invited role.
    expect(InviteUserSchema.safeParse(invite).error?.issues).toEqual([expect.objectContaining({ path: ['telephone'], message })]);
    const spanish = checkTelephone(raw);
    expect(InviteUserSchema.safeParse({ ...invite, role: 'analista' }).error?.issues[0]?.message).toBe(spanish.ok ? undefined : spanish.message);
  });

  it('takes an empty telephone of an invitation as none', () => {
    const invite = { email: 'ana@demo.test', name: 'Ana', lastName: 'Paz', role: 'analista' as const, telephone: ' ' };
    expect(InviteUserSchema.parse(invite).telephone).toBeUndefined();
    expect(CareInviteFormSchema.parse({ ...invite, role: 'paciente', location: { city: '' } })).toMatchObject({ location: { city: undefined } });
  });
});
