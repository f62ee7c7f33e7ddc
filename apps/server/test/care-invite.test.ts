import { careInvitableRoles } from '@abasto/domain/accounts';
import { MSG } from '@abasto/domain/messages';
import { CARE_ROLES, type Role } from '@abasto/domain/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/core.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { loginAs, userWithToken } from './helpers/factories.ts';

// docs/product.md#care-users: who invites which care role, and the invitee's activation.
let abasto: TestAbasto;
beforeAll(async () => {
  abasto = await createTestAbasto({ LOGIN_MAX_PER_CLIENT: '10000' });
});
afterAll(() => abasto?.close());

let n = 0;
const careBody = (role: Role) => ({
  email: `care${++n}-${Date.now()}@test.local`,
  // A login telephone belongs to one active user (docs/product.md#sign-in-by-telephone).
  telephone: `0981${String(n).padStart(6, '0')}`,
  name: 'Ana',
  lastName: 'Pereira',
  birthDate: '1980-04-02',
  sexo: 'Feminino',
  role,
  especialidadPrincipal: 'Ortopedia',
  especialidadSecundaria: 'Fisiatria',
  location: { street: 'Rua A', complement: 'Apto 1', number: '10', state: 'SP', city: 'São Paulo', postalCode: '01000-000' },
});

const ALLOWED: Record<string, readonly Role[]> = {
  admin: ['medico', 'fisio', 'paciente'],
  'medico-admin': ['medico', 'fisio', 'paciente'],
  medico: ['paciente'],
  gerente: [],
  analista: [],
  fisio: [],
  paciente: [],
  proveedor: [],
};

describe('inviting care users', () => {
  it('the domain rule says the same as the table', () => {
    for (const [actor, roles] of Object.entries(ALLOWED)) {
      expect([...careInvitableRoles(actor as Role)].sort(), actor).toEqual([...roles].sort());
    }
  });

  for (const [actor, allowed] of Object.entries(ALLOWED)) {
    it(`${actor}: invites ${allowed.join(', ') || 'no care role'}, and is refused the rest with 403`, async () => {
      const { auth } = await userWithToken(abasto.app, actor as Role);
      for (const role of CARE_ROLES) {
        const body = careBody(role);
        const res = await abasto.app.inject({ method: 'POST', url: '/api/auth/invite-user', headers: auth, payload: body });
        if (allowed.includes(role)) {
          expect(res.statusCode, `${actor} → ${role}`).toBe(200);
          expect(res.json().activationKey).toEqual(expect.any(String));
          const [row] = await abasto.app.ctx.db.select().from(users).where(eq(users.email, body.email));
          expect(row).toMatchObject({ role, name: 'Ana', lastName: 'Pereira', telephone: body.telephone, passwordHash: null });
          expect(row?.careProfile).toMatchObject({ sexo: 'Feminino', especialidadPrincipal: 'Ortopedia', location: { city: 'São Paulo' } });
        } else {
          expect(res.statusCode, `${actor} → ${role}`).toBe(403);
          const [row] = await abasto.app.ctx.db.select().from(users).where(eq(users.email, body.email));
          expect(row).toBeUndefined();
        }
      }
    });
  }

  it('a refused care role says why in Portuguese', async () => {
    const { auth } = await userWithToken(abasto.app, 'gerente');
    const res = await abasto.app.inject({ method: 'POST', url: '/api/auth/invite-user', headers: auth, payload: careBody('medico') });
    expect(res.json().error).toBe(MSG.careInviteRoleForbidden);
  });

  // docs/product.md#care-users: the one invite call answers a telephone in the invited role's language.
  it.each([
    ['595-981-ABC', MSG.careLoginTelephoneInvalid, MSG.loginTelephoneInvalid],
    ['+5 9 5', MSG.careLoginTelephoneShort, MSG.loginTelephoneShort],
    ['1234567890123456', MSG.careLoginTelephoneLong, MSG.loginTelephoneLong],
    ['9'.repeat(41), MSG.careLoginTelephoneLong, MSG.loginTelephoneLong],
  ])('a bad telephone %j is refused in Portuguese for a care user, in Spanish for staff', async (telephone, care, staff) => {
    const { auth } = await userWithToken(abasto.app, 'admin');
    const invite = (body: object) => abasto.app.inject({ method: 'POST', url: '/api/auth/invite-user', headers: auth, payload: body });
    const patient = { ...careBody('paciente'), telephone };
    const refusedCare = await invite(patient);
    expect(refusedCare.statusCode).toBe(400);
    expect(refusedCare.json()).toMatchObject({ error: care, details: [{ path: 'telephone', message: care }] });
    const analyst = { ...careBody('analista'), telephone };
    const refusedStaff = await invite(analyst);
    expect(refusedStaff.statusCode).toBe(400);
    expect(refusedStaff.json()).toMatchObject({ error: staff, details: [{ path: 'telephone', message: staff }] });
    // The staff user's own creation call reads the same body.
    const created = await abasto.app.inject({ method: 'POST', url: '/api/auth/user/', headers: auth, payload: { ...analyst, email: `x${analyst.email}` } });
    expect(created.json().error).toBe(staff);
    for (const email of [patient.email, analyst.email]) {
      expect(await abasto.app.ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    }
  });

  // docs/product.md#care-users: the address's refusals follow the same rule.
  it.each([
    ['ana@', MSG.careInvalidUserEmail, MSG.invalidUserEmail],
    ['an\u200ba@test.local', MSG.careEmailInvisibleCharacters, MSG.emailInvisibleCharacters],
    ['аna@test.local', MSG.careEmailForeignLetters, MSG.emailForeignLetters],
  ])('a bad address %j is refused in Portuguese for a care user, in Spanish for staff', async (email, care, staff) => {
    const { auth } = await userWithToken(abasto.app, 'admin');
    const invite = (body: object) => abasto.app.inject({ method: 'POST', url: '/api/auth/invite-user', headers: auth, payload: body });
    const refusedCare = await invite({ ...careBody('paciente'), email });
    expect(refusedCare.statusCode).toBe(400);
    expect(refusedCare.json()).toMatchObject({ error: care, details: [{ path: 'email', message: care }] });
    const refusedStaff = await invite({ ...careBody('analista'), email });
    expect(refusedStaff.statusCode).toBe(400);
    expect(refusedStaff.json()).toMatchObject({ error: staff, details: [{ path: 'email', message: staff }] });
  });

  // docs/product.md#care-users: the birth date is a day; what the form could not read as one is refused.
  it.each(['02/04/1980', '31/02/1980', '1980-02-31', '1850-01-01', 'ontem ½ → Ł', '1980-04-02T10:00'])(
    'a birth date %j that is no day is refused in Portuguese',
    async (birthDate) => {
      const { auth } = await userWithToken(abasto.app, 'admin');
      const res = await abasto.app.inject({
        method: 'POST',
        url: '/api/auth/invite-user',
        headers: auth,
        payload: { ...careBody('paciente'), birthDate },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ details: [{ path: 'birthDate', message: MSG.careBirthDateInvalid }] });
    },
  );

  it('a birth date is kept as the day, and may be left out', async () => {
    const { auth } = await userWithToken(abasto.app, 'admin');
    const invite = (birthDate: string) =>
      abasto.app.inject({ method: 'POST', url: '/api/auth/invite-user', headers: auth, payload: { ...careBody('paciente'), birthDate } });
    for (const birthDate of [' 1980-04-02 ', '']) {
      const res = await invite(birthDate);
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
  });

  it('an address already taken is refused in the invited role\'s language', async () => {
    const { auth } = await userWithToken(abasto.app, 'admin');
    const invite = (body: object) => abasto.app.inject({ method: 'POST', url: '/api/auth/invite-user', headers: auth, payload: body });
    const first = careBody('paciente');
    expect((await invite(first)).statusCode).toBe(200);
    const again = await invite({ ...careBody('fisio'), email: first.email });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(MSG.careDuplicateUserEmail);
    const staff = await invite({ ...careBody('analista'), email: first.email });
    expect(staff.statusCode).toBe(409);
    expect(staff.json().error).toBe(MSG.duplicateUserEmail);
  });

  it('a doctor invites no staff user', async () => {
    const { auth } = await userWithToken(abasto.app, 'medico');
    for (const role of ['analista', 'gerente', 'admin'] as const) {
      const res = await abasto.app.inject({ method: 'POST', url: '/api/auth/invite-user', headers: auth, payload: careBody(role) });
      expect(res.statusCode, role).toBe(403);
    }
  });

  it('the invited patient activates through the link and logs in to the care area', async () => {
    const { auth } = await userWithToken(abasto.app, 'medico');
    const body = careBody('paciente');
    const invited = await abasto.app.inject({ method: 'POST', url: '/api/auth/invite-user', headers: auth, payload: body });
    const key = invited.json().activationKey as string;
    const data = await abasto.app.inject({ method: 'GET', url: `/api/auth/user-validation-key/${key}` });
    expect(data.statusCode).toBe(200);
    expect(data.json()).toMatchObject({ email: body.email, role: 'paciente' });
    const done = await abasto.app.inject({ method: 'PUT', url: `/api/auth/complete-registration/${key}`, payload: { password: 'uma-senha-longa' } });
    expect(done.statusCode).toBe(200);
    const token = await loginAs(abasto.app, body.email, 'uma-senha-longa');
    const events = await abasto.app.inject({ method: 'GET', url: '/api/event', headers: { authorization: `Bearer ${token}` } });
    expect(events.statusCode).toBe(200);
    // The doctor now finds the patient in the picker; the patient's e-mail is not listed.
    const pacientes = await abasto.app.inject({ method: 'GET', url: '/api/auth/pacientes', headers: auth });
    const listed = pacientes.json().data.find((p: { name: string; _id: number }) => p.name === 'Ana');
    expect(listed).toMatchObject({ _id: expect.any(Number), name: 'Ana', lastName: 'Pereira' });
    expect(listed).not.toHaveProperty('email');
  });

  it('the person lists answer care professionals with their e-mail', async () => {
    const { auth } = await userWithToken(abasto.app, 'paciente');
    const fisio = await userWithToken(abasto.app, 'fisio', { name: 'Fábio' });
    const res = await abasto.app.inject({ method: 'GET', url: '/api/auth/fisio', headers: auth });
    expect(res.json().data).toContainEqual(expect.objectContaining({ _id: fisio.user.id, name: 'Fábio', email: fisio.user.email }));
  });
});
