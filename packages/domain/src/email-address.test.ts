import { describe, expect, it } from 'vitest';
import { InviteUserSchema } from './accounts.ts';
import { checkEmail, emailKey, emailSkeleton, hasEmailShape, normalizeEmail } from './email-address.ts';
import { MSG } from './messages.ts';
import { liveError } from './supplier.ts';

describe('the one e-mail address rule', () => {
  it.each([
    ['ej2@example.com>x', 'form'],
    ['x@y.co>,evil<z', 'form'],
    ['"a b"@example.com', 'form'],
    ['a@b', 'form'],
    ['info@cementos.com.p', 'form'],
    ['ger\u200Bente@demo.test', 'invisible'],
    ['gerente\u202E@demo.test', 'invisible'],
    ['gerente@demo.test\u0000', 'invisible'],
    ['g\u0435rente@demo.test', 'foreign-letters'],
    ['gerente@d\u0435mo.test', 'foreign-letters'],
  ] as const)('refuses %j (%s)', (raw, problem) => {
    const checked = checkEmail(raw);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.problem).toBe(problem);
  });

  it('refuses them in every address field: user invitation and supplier forms, with a Spanish message', () => {
    const invite = (email: string) => InviteUserSchema.safeParse({ email, name: 'A', lastName: 'B', role: 'analista' });
    expect(invite('g\u0435rente@demo.test').error?.issues[0]?.message).toBe(MSG.emailForeignLetters);
    expect(invite('ger\u200Bente@demo.test').error?.issues[0]?.message).toBe(MSG.emailInvisibleCharacters);
    expect(invite('ej2@example.com>x').error?.issues[0]?.message).toBe(MSG.invalidUserEmail);
    expect(liveError('email', 'x@y.co>,evil<z')).toBe(MSG.supplierEmailInvalid);
    expect(liveError('emailEjecutivo', ['ventas@a.com', 'g\u0435rente@demo.test'])).toBe(MSG.supplierEmailEjecutivoInvalid);
    expect(hasEmailShape('ej2@example.com>x')).toBe(false);
  });

  it('accepts ordinary addresses and normalises them: trimmed, NFC, domain in lower case', () => {
    expect(checkEmail('  Ana.Pérez@Example.COM ').ok).toBe(false); // é is not ASCII
    expect(checkEmail('  Ana.Perez+compras@Example.COM ')).toEqual({ ok: true, address: 'Ana.Perez+compras@example.com' });
    expect(checkEmail('ventas@xn--ferretera-s6a.com.py').ok).toBe(true);
    expect(normalizeEmail('Jose\u0301@A.com')).toBe('Jos\u00e9@a.com');
    expect(emailKey(' Ana@Example.com')).toBe('ana@example.com');
    const parsed = InviteUserSchema.parse({ email: ' Ana@Demo.TEST ', name: 'A', lastName: 'B', role: 'analista' });
    expect(parsed.email).toBe('Ana@demo.test');
  });

  it('gives look-alikes one skeleton', () => {
    expect(emailSkeleton('gerente@demo.test')).toBe(emailSkeleton('GERENTE@demo.test'));
    expect(emailSkeleton('maria@demo.test')).toBe(emailSkeleton('rnaria@demo.test'));
    expect(emailSkeleton('pablo@demo.test')).toBe(emailSkeleton('pab1o@demo.test'));
    expect(emailSkeleton('g.erente@demo.test')).toBe(emailSkeleton('gerente@demo.test'));
    expect(emailSkeleton('otro@demo.test')).not.toBe(emailSkeleton('gerente@demo.test'));
  });
});
