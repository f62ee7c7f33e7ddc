import {
  assignableRoles,
  canManageUser,
  StaffInviteFormSchema,
  UpdateUserSchema,
  USER_DETALLE_MAX_LENGTH,
  type UserView,
} from '@abasto/domain/accounts';
import { MSG } from '@abasto/domain/messages';
import { can } from '@abasto/domain/permissions';
import { ROLE_LABELS, type Role } from '@abasto/domain/roles';
import { ROUTES } from '@abasto/domain/routes';
import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import { useUser } from '../../../lib/session.tsx';
import { useUnsavedChanges } from '../../../lib/unsaved-changes.tsx';
import { useVersionConflict, VersionConflictAlert } from '../../../lib/version-conflict.tsx';
import { userQuery } from '../api/get-user.ts';
import { useInviteUser } from '../api/invite-user.ts';
import { useSetUserActive } from '../api/set-user-active.ts';
import { useTwoStepRoles } from '../api/two-step-roles.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { openInvitationLinkModal } from './invitation-link-modal.tsx';
import { PermissionTable } from './permission-table.tsx';

export type UserFormMode = 'registrar' | 'consultar' | 'editar';

interface Fields {
  name: string;
  lastName: string;
  email: string;
  role: Role;
  detalle: string;
  twoFactor: boolean;
  telephone: string;
}

/** The form's values of a user record. */
const fieldsOf = (user: UserView | undefined): Fields => ({
  name: user?.name ?? '',
  lastName: user?.lastName ?? '',
  email: user?.email ?? '',
  role: user?.role ?? 'analista',
  detalle: user?.detalle ?? '',
  twoFactor: user?.twoFactor ?? false,
  telephone: user?.telephone ?? '',
});
// Compared on a stale save (docs/product.md#concurrent-edits), in the form's order.
const COMPARED: (keyof Fields)[] = ['name', 'lastName', 'role', 'detalle', 'telephone', 'twoFactor'];
const LABELS: Record<keyof Fields, string> = {
  name: MSG.userFieldName,
  lastName: MSG.userFieldLastName,
  email: MSG.userFieldEmail,
  role: MSG.userFieldRole,
  detalle: MSG.userFieldDetalle,
  twoFactor: MSG.userFieldTwoFactor,
  telephone: MSG.userFieldTelephone,
};

const failed = (title: string, message: string) =>
  notify.error(message, title);

// The form sends what was typed; the server reads it with the same schemas (an empty login
// telephone is none, docs/product.md#sign-in-by-telephone).
const inviteChecks = schemaResolver(StaffInviteFormSchema, { sync: true });
const updateChecks = schemaResolver(UpdateUserSchema, { sync: true });

/** The first message of the domain's schema is shown as a toast, as the screen always did. */
const firstError = (errors: FormErrors) => notify.error(String(Object.values(errors)[0] ?? MSG.mustFillFields));

/** The user detail in its three modes (docs/product.md#users). */
export function UserForm({ mode, user }: { mode: UserFormMode; user?: UserView }) {
  const viewer = useUser();
  const navigate = useNavigate();
  const invite = useInviteUser();
  const update = useUpdateUser();
  const setActive = useSetUserActive();
  const form = useForm<Fields>({
    mode: 'controlled',
    initialValues: fieldsOf(user),
    validate: mode === 'registrar' ? inviteChecks : updateChecks,
  });
  useUnsavedChanges(() => mode !== 'consultar' && form.isDirty());
  const fields = form.getValues();
  const queryClient = useQueryClient();
  const versions = useVersionConflict<Fields>({
    loaded: user && { values: fieldsOf(user), version: user.version },
    loadCurrent: async () => {
      const current = await queryClient.fetchQuery({ ...userQuery(user?.id ?? 0), staleTime: 0 });
      return { values: fieldsOf(current), version: current.version };
    },
    fields: COMPARED,
  });
  // The messages show as a toast, not under the fields.
  const input = (field: keyof Fields) => form.getInputProps(field, { withError: false });

  const readOnly = mode === 'consultar';
  const manageable = !user || canManageUser(viewer, user);
  const self = user?.id === viewer.id;
  const roleOptions = [...new Set<Role>([...assignableRoles(viewer.role), ...(user ? [user.role] : [])])];
  const roleLocked = readOnly || self || (user !== undefined && !assignableRoles(viewer.role).includes(user.role));
  const mayToggleActive = user && !self && manageable && can(viewer.role, 'users.delete');
  // A role that requires the second step: the switch shows on and cannot be turned off.
  const twoStep = useTwoStepRoles(mode !== 'registrar' && can(viewer.role, 'users.edit'));
  const twoStepRequired = twoStep.data?.roles.includes(fields.role) ?? false;

  const submit = form.onSubmit(() => {
    if (mode === 'registrar') register();
    else if (mode === 'editar') save();
  }, firstError);

  function register() {
    invite.mutate(form.getValues(), {
      onSuccess: ({ activationKey }) => {
        form.resetDirty();
        notify.success(MSG.userCreated);
        openInvitationLinkModal({
          title: MSG.accountCreatedTitle,
          text: MSG.accountCreatedText,
          link: `${window.location.origin}${ROUTES.completeRegistration(activationKey)}`,
          onClose: () => void navigate(ROUTES.users),
        });
      },
      onError: (err) => failed(MSG.userCreateFailed, err.message),
    });
  }

  function save(version = versions.version(), values = form.getValues()) {
    if (!user) return;
    update.mutate(
      {
        id: user.id,
        input: { ...values, twoFactor: values.twoFactor || twoStepRequired, version },
      },
      {
        onSuccess: () => {
          form.resetDirty();
          notify.success(MSG.userEdited);
          void navigate(ROUTES.user(user.id, 'consultar-usuario'));
        },
        onError: (err) => {
          if (!versions.handleError(err)) failed(MSG.userEditFailed, err.message);
        },
      },
    );
  }

  function toggleActive() {
    if (!user) return;
    const activate = !user.active;
    modals.openConfirmModal({
      title: activate ? MSG.userReactivateTitle : MSG.userDeactivateTitle,
      centered: true,
      children: (
        <Text size="sm">
          {activate ? MSG.userReactivateText : MSG.userDeactivateText}
        </Text>
      ),
      labels: {
        confirm: activate ? MSG.userReactivateConfirm : MSG.userDeactivateConfirm,
        cancel: MSG.userConfirmCancel,
      },
      confirmProps: { color: activate ? 'blue' : 'red' },
      onConfirm: () =>
        setActive.mutate(
          { id: user.id, active: activate },
          {
            onSuccess: () => notify.success(activate ? MSG.userReactivated : MSG.userDeactivated),
            onError: (err) => notify.error(err.message),
          },
        ),
    });
  }

  const title =
    mode === 'registrar'
      ? MSG.userRegisterButton
      : `${mode === 'editar' ? MSG.userEditingPrefix : ''}${user?.name} ${user?.lastName}`;

  return (
    <Card withBorder padding="lg" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={2} size="h3">
              {title}
            </Title>
            {user && (
              <Group gap="xs">
                {!user.active && <Badge color="gray">{MSG.userInactive}</Badge>}
                <Badge color={user.hasCompletedRegistration ? 'teal' : 'yellow'} variant="light">
                  {user.hasCompletedRegistration ? MSG.userRegistrationDone : MSG.userFormRegistrationPending}
                </Badge>
              </Group>
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={MSG.userFieldName} {...input('name')} disabled={readOnly} required />
            <TextInput label={MSG.userFieldLastName} {...input('lastName')} disabled={readOnly} required />
            <TextInput
              label={MSG.userFieldEmail}
              type="email"
              {...input('email')}
              disabled={mode !== 'registrar'}
              required
            />
            <Select
              label={MSG.userFieldRole}
              data={roleOptions.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
              value={fields.role}
              onChange={(v) => v && form.setFieldValue('role', v as Role)}
              disabled={roleLocked}
              allowDeselect={false}
              description={self && mode === 'editar' ? MSG.cannotChangeOwnRole : undefined}
            />
          </SimpleGrid>
          <TextInput
            label={MSG.userFieldTelephone}
            description={MSG.loginPhoneHint}
            type="tel"
            autoComplete="off"
            {...input('telephone')}
            disabled={readOnly}
            maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
          />
          <Textarea
            label={MSG.userFieldDetalle}
            {...input('detalle')}
            disabled={readOnly}
            autosize
            minRows={3}
            maxLength={USER_DETALLE_MAX_LENGTH}
          />
          {mode !== 'registrar' && (
            <Switch
              label={MSG.userFieldTwoFactor}
              {...form.getInputProps('twoFactor', { type: 'checkbox', withError: false })}
              checked={fields.twoFactor || twoStepRequired}
              disabled={readOnly || twoStepRequired}
              description={twoStepRequired ? MSG.twoStepRequiredHint : undefined}
            />
          )}
          {mode === 'editar' && (
            <VersionConflictAlert
              state={versions}
              labels={LABELS}
              saving={update.isPending}
              form={form}
              onSave={(values, version) => save(version, values)}
            />
          )}
          <PermissionTable role={fields.role} />
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
              onClick={() => void navigate(ROUTES.users)}
            >
              {MSG.userBackToList}
            </Button>
            <Group gap="sm">
              {mayToggleActive && mode !== 'registrar' && (
                <Button
                  variant="light"
                  color={user.active ? 'red' : 'blue'}
                  onClick={toggleActive}
                  loading={setActive.isPending}
                >
                  {user.active ? MSG.userDeactivateButton : MSG.userReactivateButton}
                </Button>
              )}
              {mode === 'consultar' && manageable && user && (
                <Button onClick={() => void navigate(ROUTES.user(user.id, 'editar-usuario'))}>{MSG.userEditButton}</Button>
              )}
              {mode === 'registrar' && (
                <Button type="submit" loading={invite.isPending}>
                  {MSG.userRegisterButton}
                </Button>
              )}
              {mode === 'editar' && (
                <Button type="submit" loading={update.isPending}>
                  {MSG.userSaveButton}
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
