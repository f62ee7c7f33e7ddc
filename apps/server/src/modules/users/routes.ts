import { InviteUserSchema, OwnTelephoneSchema, TwoStepRolesSchema, UpdateUserSchema } from '@abasto/domain/accounts';
import { MSG } from '@abasto/domain/messages';
import { ROLES } from '@abasto/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { PROCUREMENT_VERSION_TEXTS, requestedVersion } from '../../lib/record-version.ts';
import { currentUser } from '../../plugins/auth.ts';
import { loadTwoStepRoles, saveTwoStepRoles } from '../auth/two-step-roles.ts';
import { getUser } from './get-user.ts';
import { inviteUser } from './invite-user.ts';
import { issueInvitationLink } from './issue-invitation-link.ts';
import { listUsers } from './list-users.ts';
import { setOwnTelephone } from './set-own-telephone.ts';
import { setUserActive } from './set-user-active.ts';
import { updateUser } from './update-user.ts';
import { loadUserView } from './user-view.ts';
import { idParamsSchema } from '@abasto/domain/record-id';
import { RecordVersionSchema } from '@abasto/domain/record-version';

const PersonSchema = z.object({ _id: z.number(), name: z.string(), lastName: z.string(), email: z.string() });

const UserViewSchema = z.object({
  _id: z.number(),
  id: z.number(),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  detalle: z.string(),
  hasCompletedRegistration: z.boolean(),
  active: z.boolean(),
  twoFactor: z.boolean(),
  telephone: z.string().nullable().describe('Mobile number to sign in with, digits only'),
  invitedBy: PersonSchema.nullable(),
  createdAt: z.string(),
  registeredAt: z.string().nullable(),
  version: RecordVersionSchema,
});

const UserListSchema = z.object({ data: z.array(UserViewSchema) });
const IdParams = idParamsSchema(MSG.userIdInvalid);

/** User management (docs/product.md#users). Object-level rules live in the use cases. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/invite-user',
    {
      // Staff invite staff (users.create); care users are invited by admin and doctors (care.invite),
      // each role as assertInvitable says (docs/product.md#care-users).
      config: { access: ['users.create', 'care.invite'] },
      schema: {
        summary: 'Invite a staff or care user (answers the activation key)',
        body: InviteUserSchema,
        response: { 200: z.object({ activationKey: z.string() }) },
      },
    },
    async (request) => {
      const { activationKey } = await inviteUser({ ctx: app.ctx, actor: currentUser(request), input: request.body });
      return { activationKey };
    },
  );

  const lists = [
    ['/api/auth/usuarios/', undefined],
    ['/api/auth/gerente/', ['gerente'] as const],
    ['/api/auth/analista/', ['analista'] as const],
  ] as const;
  for (const [url, roles] of lists) {
    app.get(url, { config: { access: 'users.edit' }, schema: { summary: roles ? `Staff users with the role ${roles.join(', ')}` : 'Staff users', response: { 200: UserListSchema } } }, async () =>
      listUsers({ ctx: app.ctx, roles }),
    );
  }

  app.get(
    '/api/auth/user/',
    { config: { access: 'authenticated', etag: true }, schema: { summary: 'The signed-in user', response: { 200: UserViewSchema } } },
    async (request) => {
      const view = await loadUserView(app.ctx.db, currentUser(request).id);
      if (!view) throw AppError.notFound(MSG.userNotFound);
      return view;
    },
  );

  app.post(
    '/api/auth/user/',
    {
      config: { access: 'users.create' },
      schema: {
        summary: 'Create a staff user (answers the user and the activation key)',
        body: InviteUserSchema,
        response: { 200: z.object({ user: UserViewSchema, activationKey: z.string() }) },
      },
    },
    async (request) => inviteUser({ ctx: app.ctx, actor: currentUser(request), input: request.body }),
  );

  app.get(
    '/api/auth/user/:id',
    { config: { access: 'users.edit', etag: true }, schema: { summary: 'One staff user', params: IdParams, response: { 200: UserViewSchema } } },
    async (request) => getUser({ ctx: app.ctx, id: request.params.id }),
  );

  app.put(
    '/api/auth/user/:id',
    {
      config: { access: 'users.edit', etag: true, ifMatch: PROCUREMENT_VERSION_TEXTS },
      schema: { summary: 'Edit a staff user', params: IdParams, body: UpdateUserSchema, response: { 200: UserViewSchema } },
    },
    async (request) =>
      updateUser({
        ctx: app.ctx,
        actor: currentUser(request),
        id: request.params.id,
        input: request.body,
        version: requestedVersion(request, PROCUREMENT_VERSION_TEXTS),
      }),
  );

  app.post(
    '/api/auth/user/:id/activation-link',
    {
      config: { access: 'users.create' },
      schema: { summary: 'A new invitation link for a user who has not registered yet', params: IdParams, response: { 200: z.object({ activationKey: z.string(), link: z.string() }) } },
    },
    async (request) => issueInvitationLink({ ctx: app.ctx, actor: currentUser(request), id: request.params.id }),
  );

  // docs/product.md#own-supplier-page: the proveedor's own login telephone ("Con mi celular").
  app.put(
    '/api/auth/perfil-proveedor/celular',
    {
      config: { access: 'supplier.own' },
      schema: {
        summary: 'Set or remove the proveedor\'s own login telephone (empty removes it)',
        body: OwnTelephoneSchema,
        response: { 200: z.object({ telephone: z.string().nullable() }) },
      },
    },
    async (request) => setOwnTelephone({ ctx: app.ctx, actor: currentUser(request), telephone: request.body.telephone }),
  );

  // Roles that must give the second step (docs/product.md#users): managers read it (the user
  // form shows the switch locked), only an admin changes it.
  app.get(
    '/api/auth/segundo-paso',
    { config: { access: 'users.edit' }, schema: { summary: 'The roles that must give the second step at login', response: { 200: TwoStepRolesSchema } } },
    async () => ({ roles: await loadTwoStepRoles(app.ctx.db) }),
  );

  app.put(
    '/api/auth/segundo-paso',
    {
      config: { access: 'users.security' },
      schema: { summary: 'Require the second step at login for these roles', body: TwoStepRolesSchema, response: { 200: TwoStepRolesSchema } },
    },
    async (request) => ({ roles: await saveTwoStepRoles(app.ctx.db, request.body.roles) }),
  );

  for (const [action, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(
      `/api/auth/user/:id/${action}`,
      { config: { access: 'users.delete' }, schema: { summary: action === 'deactivate' ? 'Deactivate a user (signs them out)' : 'Reactivate a user', params: IdParams, response: { 200: UserViewSchema } } },
      async (request) => setUserActive({ ctx: app.ctx, actor: currentUser(request), id: request.params.id, active }),
    );
  }
};
