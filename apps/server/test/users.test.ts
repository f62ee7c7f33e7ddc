import { MSG } from '@abasto/domain/messages';
import { ROLES, type Role } from '@abasto/domain/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/core.ts';
import { createTestAbasto, type TestAbasto } from './helpers/abasto.ts';
import { createUser, loginAs, TEST_PASSWORD, userWithToken } from './helpers/factories.ts';

let abasto: TestAbasto;
beforeAll(async () => {
  abasto = await createTestAbasto({ LOGIN_MAX_PER_CLIENT: '10000' });
});
afterAll(() => abasto?.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  abasto.app.inject({ method, url, headers, payload });

let n = 0;
const email = (what = 'u') => `${what}${++n}-${Date.now()}@test.local`;
const invitePayload = (role: Role = 'analista', overrides: object = {}) => ({
  email: email('inv'),
  name: 'Nombre',
  lastName: 'Apellido',
  role,
  ...overrides,
});

describe('who may call what', () => {
  const managers: Role[] = ['admin', 'gerente'];
  const others = ROLES.filter((r) => !managers.includes(r));

  it('every user call refuses roles without the permission (403)', async () => {
    const target = await createUser(abasto.app.ctx.db, { role: 'analista' });
    const calls: [Method, string, object | undefined][] = [
      ['POST', '/api/auth/invite-user', invitePayload()],
      ['GET', '/api/auth/usuarios/', undefined],
      ['GET', '/api/auth/gerente/', undefined],
      ['GET', '/api/auth/analista/', undefined],
      ['POST', '/api/auth/user/', invitePayload()],
      ['GET', `/api/auth/user/${target.id}`, undefined],
      ['PUT', `/api/auth/user/${target.id}`, { name: 'X', lastName: 'Y', role: 'analista', detalle: '' }],
      ['POST', `/api/auth/user/${target.id}/activation-link`, undefined],
      ['POST', `/api/auth/user/${target.id}/deactivate`, undefined],
      ['POST', `/api/auth/user/${target.id}/reactivate`, undefined],
    ];
    for (const role of others) {
      const { auth } = await userWithToken(abasto.app, role);
      for (const [method, url, payload] of calls) {
        const res = await call(method, url, auth, payload);
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(res.json().error).toBe(MSG.forbidden);
      }
      // Reading one's own profile is for everyone logged in.
      const own = await call('GET', '/api/auth/user/', auth);
      expect(own.statusCode, role).toBe(200);
      expect(own.json().role).toBe(role);
    }
  });

  it('admin and gerente may use every user call', async () => {
    for (const role of managers) {
      const { auth } = await userWithToken(abasto.app, role);
      const invited = await call('POST', '/api/auth/invite-user', auth, invitePayload());
      expect(invited.statusCode, role).toBe(200);
      const created = await call('POST', '/api/auth/user/', auth, invitePayload());
      expect(created.statusCode, role).toBe(200);
      const id = created.json().user.id as number;
      for (const url of ['/api/auth/usuarios/', '/api/auth/gerente/', '/api/auth/analista/', `/api/auth/user/${id}`]) {
        expect((await call('GET', url, auth)).statusCode, `${role} ${url}`).toBe(200);
      }
      const put = await call('PUT', `/api/auth/user/${id}`, auth, {
        name: 'Otro',
        lastName: 'Nombre',
        role: 'analista',
      });
      expect(put.statusCode, role).toBe(200);
      expect((await call('POST', `/api/auth/user/${id}/activation-link`, auth)).statusCode, role).toBe(200);
      expect((await call('POST', `/api/auth/user/${id}/deactivate`, auth)).statusCode, role).toBe(200);
      expect((await call('POST', `/api/auth/user/${id}/reactivate`, auth)).statusCode, role).toBe(200);
    }
  });

  it('the public calls need no token', async () => {
    for (const [method, url, payload] of [
      ['POST', '/api/auth/recover-pass', { email: 'x@test.local' }],
      ['GET', '/api/auth/user-validation-key/abc', undefined],
      ['PUT', '/api/auth/complete-registration/abc', { password: 'una-clave-larga' }],
      ['POST', '/api/auth/pre-login-email-sms', { code: '1234', oAuthSms: 'abc' }],
    ] as const) {
      const res = await abasto.app.inject({ method, url, payload });
      expect(res.statusCode, url).not.toBe(403);
      expect(res.json().error ?? '', url).not.toBe('Unauthorized');
    }
  });
});

describe('invite-user rules', () => {
  it('only admin invites a gerente; nobody invites an admin or a non-staff role', async () => {
    const gerente = await userWithToken(abasto.app, 'gerente');
    const admin = await userWithToken(abasto.app, 'admin');
    const byGerente = await call('POST', '/api/auth/invite-user', gerente.auth, invitePayload('gerente'));
    expect(byGerente.statusCode).toBe(403);
    expect(byGerente.json().error).toBe(MSG.onlyAdminAssignsGerente);
    expect((await call('POST', '/api/auth/invite-user', admin.auth, invitePayload('gerente'))).statusCode).toBe(200);
    for (const actor of [gerente, admin]) {
      const toAdmin = await call('POST', '/api/auth/invite-user', actor.auth, invitePayload('admin'));
      expect(toAdmin.statusCode).toBe(403);
      expect(toAdmin.json().error).toBe(MSG.onlyAdminAssignsAdmin);
      const toSupplier = await call('POST', '/api/auth/invite-user', actor.auth, invitePayload('proveedor'));
      expect(toSupplier.statusCode).toBe(400);
      expect(toSupplier.json().error).toBe(MSG.invalidUserRole);
    }
  });

  it('answers \'Deve completar campos\' for an empty or missing field, and checks the address', async () => {
    const { auth } = await userWithToken(abasto.app, 'admin');
    for (const payload of [
      invitePayload('analista', { name: '' }),
      invitePayload('analista', { lastName: '   ' }),
      invitePayload('analista', { email: '' }),
      { email: email(), lastName: 'x', role: 'analista' },
    ]) {
      const res = await call('POST', '/api/auth/invite-user', auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe(MSG.mustFillFields);
    }
    const bad = await call('POST', '/api/auth/invite-user', auth, invitePayload('analista', { email: 'no-es-mail' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(MSG.invalidUserEmail);
  });

  // A form sends what was typed: an optional text left empty is not given (docs/product.md#users).
  it('takes the optional fields a form leaves empty as not given', async () => {
    const { auth } = await userWithToken(abasto.app, 'admin');
    const payload = invitePayload('analista', {
      detalle: '',
      telephone: '  ',
      birthDate: '',
      location: { street: '', city: '' },
    });
    const res = await call('POST', '/api/auth/invite-user', auth, payload);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await abasto.app.ctx.db.select().from(users).where(eq(users.email, payload.email));
    expect(row).toMatchObject({ name: 'Nombre', detalle: '', telephone: null });
  });

  it('refuses a duplicate address, whatever its case', async () => {
    const { auth } = await userWithToken(abasto.app, 'admin');
    const existing = await createUser(abasto.app.ctx.db, { email: email('dup') });
    const res = await call(
      'POST',
      '/api/auth/invite-user',
      auth,
      invitePayload('analista', { email: existing.email.toUpperCase() }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(MSG.duplicateUserEmail);
  });
});

describe('user detail rules', () => {
  it('a gerente cannot make itself or anyone admin, nor name gerentes', async () => {
    const gerente = await userWithToken(abasto.app, 'gerente');
    const analista = await createUser(abasto.app.ctx.db, { role: 'analista' });
    const self = await call('PUT', `/api/auth/user/${gerente.user.id}`, gerente.auth, {
      name: 'G',
      lastName: 'G',
      role: 'admin',
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().error).toBe(MSG.cannotChangeOwnRole);
    const promote = await call('PUT', `/api/auth/user/${analista.id}`, gerente.auth, {
      name: 'A',
      lastName: 'A',
      role: 'admin',
    });
    expect(promote.statusCode).toBe(403);
    expect(promote.json().error).toBe(MSG.onlyAdminAssignsAdmin);
    const toGerente = await call('PUT', `/api/auth/user/${analista.id}`, gerente.auth, {
      name: 'A',
      lastName: 'A',
      role: 'gerente',
    });
    expect(toGerente.statusCode).toBe(403);
    expect(toGerente.json().error).toBe(MSG.onlyAdminAssignsGerente);
    const [after] = await abasto.app.ctx.db.select().from(users).where(eq(users.id, analista.id));
    expect(after?.role).toBe('analista');
    const [me] = await abasto.app.ctx.db.select().from(users).where(eq(users.id, gerente.user.id));
    expect(me?.role).toBe('gerente');
  });

  it('a gerente manages analistas and itself, not other gerentes or admins', async () => {
    const gerente = await userWithToken(abasto.app, 'gerente');
    const other = await createUser(abasto.app.ctx.db, { role: 'gerente' });
    const admin = await createUser(abasto.app.ctx.db, { role: 'admin' });
    for (const target of [other, admin]) {
      const put = await call('PUT', `/api/auth/user/${target.id}`, gerente.auth, {
        name: 'X',
        lastName: 'Y',
        role: target.role,
      });
      expect(put.statusCode).toBe(403);
      expect(put.json().error).toBe(MSG.userNotManageable);
      const off = await call('POST', `/api/auth/user/${target.id}/deactivate`, gerente.auth);
      expect(off.statusCode).toBe(403);
    }
    const own = await call('PUT', `/api/auth/user/${gerente.user.id}`, gerente.auth, {
      name: 'Nuevo',
      lastName: 'Nombre',
      role: 'gerente',
      detalle: 'Compras',
      twoFactor: true,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ name: 'Nuevo', lastName: 'Nombre', detalle: 'Compras', twoFactor: true });
    // Anyone may read a staff user's detail, even one they cannot edit.
    expect((await call('GET', `/api/auth/user/${admin.id}`, gerente.auth)).statusCode).toBe(200);
  });

  it('an admin names gerentes but cannot change its own role', async () => {
    const admin = await userWithToken(abasto.app, 'admin');
    const analista = await createUser(abasto.app.ctx.db, { role: 'analista' });
    const res = await call('PUT', `/api/auth/user/${analista.id}`, admin.auth, {
      name: 'A',
      lastName: 'B',
      role: 'gerente',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('gerente');
    const self = await call('PUT', `/api/auth/user/${admin.user.id}`, admin.auth, {
      name: 'A',
      lastName: 'B',
      role: 'gerente',
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().error).toBe(MSG.cannotChangeOwnRole);
  });

  it('answers 404 for an unknown or non-staff user, 400 for an empty name', async () => {
    const { auth } = await userWithToken(abasto.app, 'admin');
    const supplier = await createUser(abasto.app.ctx.db, { role: 'proveedor' });
    for (const id of [999_999, supplier.id]) {
      const res = await call('GET', `/api/auth/user/${id}`, auth);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(MSG.userNotFound);
    }
    const analista = await createUser(abasto.app.ctx.db, { role: 'analista' });
    const empty = await call('PUT', `/api/auth/user/${analista.id}`, auth, {
      name: '',
      lastName: 'B',
      role: 'analista',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(MSG.mustFillFields);
    expect((await call('GET', '/api/auth/user/abc', auth)).statusCode).toBe(400);
  });
});

describe('deactivation', () => {
  it('stops login and tokens already issued; reactivation lets the user in again', async () => {
    const gerente = await userWithToken(abasto.app, 'gerente');
    const analista = await userWithToken(abasto.app, 'analista');
    const off = await call('POST', `/api/auth/user/${analista.user.id}/deactivate`, gerente.auth);
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
    const verify = await call('GET', '/api/auth/verify', analista.auth);
    expect(verify.statusCode).toBe(401);
    const login = await abasto.app.inject({
      method: 'POST',
      url: '/api/auth/pre-login-email',
      payload: { email: analista.user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);

    const on = await call('POST', `/api/auth/user/${analista.user.id}/reactivate`, gerente.auth);
    expect(on.json().active).toBe(true);
    expect(await loginAs(abasto.app, analista.user.email)).toEqual(expect.any(String));
    expect((await call('GET', '/api/auth/verify', analista.auth)).statusCode).toBe(401);
  });

  it('nobody deactivates themselves', async () => {
    for (const role of ['admin', 'gerente'] as const) {
      const actor = await userWithToken(abasto.app, role);
      const res = await call('POST', `/api/auth/user/${actor.user.id}/deactivate`, actor.auth);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(MSG.cannotDeactivateSelf);
    }
  });

  it('voids open invitation links', async () => {
    const admin = await userWithToken(abasto.app, 'admin');
    const payload = invitePayload();
    const res = await call('POST', '/api/auth/invite-user', admin.auth, payload);
    const key = res.json().activationKey as string;
    const [user] = await abasto.app.ctx.db.select().from(users).where(eq(users.email, payload.email));
    await call('POST', `/api/auth/user/${user!.id}/deactivate`, admin.auth);
    const put = await abasto.app.inject({
      method: 'PUT',
      url: `/api/auth/complete-registration/${key}`,
      payload: { password: 'una-clave-larga' },
    });
    expect(put.statusCode).toBe(410);
  });
});

describe('lists and the link for pending users', () => {
  it('lists staff by tab with who invited them, and issues a fresh link only for pending users', async () => {
    const admin = await userWithToken(abasto.app, 'admin');
    const gerente = await userWithToken(abasto.app, 'gerente');
    await createUser(abasto.app.ctx.db, { role: 'proveedor' });
    const invited = await call('POST', '/api/auth/user/', admin.auth, invitePayload('gerente'));
    const pendingGerente = invited.json().user;
    expect(pendingGerente).toMatchObject({
      hasCompletedRegistration: false,
      invitedBy: { _id: admin.user.id, email: admin.user.email },
    });

    const all = (await call('GET', '/api/auth/usuarios/', gerente.auth)).json().data as { role: Role; id: number }[];
    expect(new Set(all.map((u) => u.role))).toEqual(new Set(['admin', 'gerente', 'analista']));
    const gerentes = (await call('GET', '/api/auth/gerente/', gerente.auth)).json().data as {
      role: Role;
      id: number;
    }[];
    expect(gerentes.every((u) => u.role === 'gerente')).toBe(true);
    expect(gerentes.map((u) => u.id)).toContain(pendingGerente.id);
    const analistas = (await call('GET', '/api/auth/analista/', gerente.auth)).json().data as { role: Role }[];
    expect(analistas.every((u) => u.role === 'analista')).toBe(true);

    const link = await call('POST', `/api/auth/user/${pendingGerente.id}/activation-link`, admin.auth);
    expect(link.statusCode).toBe(200);
    expect(link.json().link).toBe(`http://localhost:3000/page-completar-cadastro/${link.json().activationKey}`);
    const data = await abasto.app.inject({
      method: 'GET',
      url: `/api/auth/user-validation-key/${link.json().activationKey}`,
    });
    expect(data.json().email).toBe(pendingGerente.email);
    // The first link still works too.
    const first = await abasto.app.inject({
      method: 'GET',
      url: `/api/auth/user-validation-key/${invited.json().activationKey}`,
    });
    expect(first.statusCode).toBe(200);

    const byGerente = await call('POST', `/api/auth/user/${pendingGerente.id}/activation-link`, gerente.auth);
    expect(byGerente.statusCode).toBe(403);
    const registered = await call('POST', `/api/auth/user/${gerente.user.id}/activation-link`, admin.auth);
    expect(registered.statusCode).toBe(409);
    expect(registered.json().error).toBe(MSG.userAlreadyRegistered);
  });

  it('never answers a password hash, token version or activation key in lists and details', async () => {
    const admin = await userWithToken(abasto.app, 'admin');
    const keys: string[] = [];
    for (let i = 0; i < 3; i++) {
      keys.push((await call('POST', '/api/auth/invite-user', admin.auth, invitePayload())).json().activationKey);
    }
    const created = await call('POST', '/api/auth/user/', admin.auth, invitePayload());
    keys.push(created.json().activationKey);
    const id = created.json().user.id;
    const bodies = [
      (await call('GET', '/api/auth/usuarios/', admin.auth)).body,
      (await call('GET', '/api/auth/analista/', admin.auth)).body,
      (await call('GET', '/api/auth/gerente/', admin.auth)).body,
      (await call('GET', `/api/auth/user/${id}`, admin.auth)).body,
      (await call('GET', '/api/auth/user/', admin.auth)).body,
      (await call('PUT', `/api/auth/user/${id}`, admin.auth, { name: 'A', lastName: 'B', role: 'analista' })).body,
      (await call('POST', `/api/auth/user/${id}/deactivate`, admin.auth)).body,
      (await call('POST', `/api/auth/user/${id}/reactivate`, admin.auth)).body,
      JSON.stringify(created.json().user),
    ];
    for (const body of bodies) {
      expect(body).not.toMatch(/argon2|passwordHash|password_hash|tokenVersion|activationKey|keyHash/);
      for (const key of keys) expect(body).not.toContain(key);
    }
  });
});
