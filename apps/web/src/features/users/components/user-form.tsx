import {
  assignableRoles,
  canManageUser,
  InviteUserSchema,
  UpdateUserSchema,
  type UserView,
} from '@abasto/domain/accounts';
import { MSG } from '@abasto/domain/messages';
import { can } from '@abasto/domain/permissions';
import { ROLE_LABELS, type Role } from '@abasto/domain/roles';
import { ROUTES } from '@abasto/domain/routes';
import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { notify, TOAST_MS } from '../../../lib/notify.ts';
import { useUser } from '../../../lib/session.tsx';
import { useInviteUser } from '../api/invite-user.ts';
import { useSetUserActive } from '../api/set-user-active.ts';
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
}

const failed = (title: string, message: string) =>
  notifications.show({ title, message, color: 'red', autoClose: TOAST_MS });

/** The user detail in its three modes (docs/product.md#users). */
export function UserForm({ mode, user }: { mode: UserFormMode; user?: UserView }) {
  const viewer = useUser();
  const navigate = useNavigate();
  const invite = useInviteUser();
  const update = useUpdateUser();
  const setActive = useSetUserActive();
  const [fields, setFields] = useState<Fields>({
    name: user?.name ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    role: user?.role ?? 'analista',
    detalle: user?.detalle ?? '',
    twoFactor: user?.twoFactor ?? false,
  });
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => setFields((f) => ({ ...f, [key]: value }));

  const readOnly = mode === 'consultar';
  const manageable = !user || canManageUser(viewer, user);
  const self = user?.id === viewer.id;
  const roleOptions = [...new Set<Role>([...assignableRoles(viewer.role), ...(user ? [user.role] : [])])];
  const roleLocked = readOnly || self || (user !== undefined && !assignableRoles(viewer.role).includes(user.role));
  const mayToggleActive = user && !self && manageable && can(viewer.role, 'users.delete');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (mode === 'registrar') register();
    else if (mode === 'editar') save();
  }

  function register() {
    const checked = InviteUserSchema.safeParse(fields);
    if (!checked.success) return notify.error(checked.error.issues[0]?.message ?? MSG.mustFillFields);
    invite.mutate(checked.data, {
      onSuccess: ({ activationKey }) => {
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

  function save() {
    if (!user) return;
    const checked = UpdateUserSchema.safeParse(fields);
    if (!checked.success) return notify.error(checked.error.issues[0]?.message ?? MSG.mustFillFields);
    update.mutate(
      { id: user.id, input: checked.data },
      {
        onSuccess: () => {
          notify.success(MSG.userEdited);
          void navigate(ROUTES.user(user.id, 'consultar-usuario'));
        },
        onError: (err) => failed(MSG.userEditFailed, err.message),
      },
    );
  }

  function toggleActive() {
    if (!user) return;
    const activate = !user.active;
    modals.openConfirmModal({
      title: activate ? '¿Reactivar este usuario?' : '¿Desactivar este usuario?',
      centered: true,
      children: (
        <Text size="sm">
          {activate
            ? 'Podrá volver a entrar con su clave.'
            : 'No podrá entrar más y sus sesiones abiertas se cierran. Sus datos se conservan.'}
        </Text>
      ),
      labels: { confirm: activate ? 'Reactivar' : 'Desactivar', cancel: 'Volver' },
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
    mode === 'registrar' ? 'Registrar usuario' : `${mode === 'editar' ? 'Editando: ' : ''}${user?.name} ${user?.lastName}`;

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
                {!user.active && <Badge color="gray">Inactivo</Badge>}
                <Badge color={user.hasCompletedRegistration ? 'teal' : 'yellow'} variant="light">
                  {user.hasCompletedRegistration ? 'Registro completo' : 'Registro pendiente'}
                </Badge>
              </Group>
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Nombre"
              value={fields.name}
              onChange={(e) => set('name', e.currentTarget.value)}
              disabled={readOnly}
              required
            />
            <TextInput
              label="Apellido"
              value={fields.lastName}
              onChange={(e) => set('lastName', e.currentTarget.value)}
              disabled={readOnly}
              required
            />
            <TextInput
              label="Correo Electronico"
              type="email"
              value={fields.email}
              onChange={(e) => set('email', e.currentTarget.value)}
              disabled={mode !== 'registrar'}
              required
            />
            <Select
              label="Perfil"
              data={roleOptions.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
              value={fields.role}
              onChange={(v) => v && set('role', v as Role)}
              disabled={roleLocked}
              allowDeselect={false}
              description={self && mode === 'editar' ? 'No podés cambiar tu propio perfil.' : undefined}
            />
          </SimpleGrid>
          <Textarea
            label="Descripción"
            value={fields.detalle}
            onChange={(e) => set('detalle', e.currentTarget.value)}
            disabled={readOnly}
            autosize
            minRows={3}
            maxLength={2000}
          />
          {mode !== 'registrar' && (
            <Switch
              label="Verificación en dos pasos: pedir un código enviado por mail al entrar"
              checked={fields.twoFactor}
              onChange={(e) => set('twoFactor', e.currentTarget.checked)}
              disabled={readOnly}
            />
          )}
          <PermissionTable role={fields.role} />
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
              onClick={() => void navigate(ROUTES.users)}
            >
              Volver para la lista
            </Button>
            <Group gap="sm">
              {mayToggleActive && mode !== 'registrar' && (
                <Button
                  variant="light"
                  color={user.active ? 'red' : 'blue'}
                  onClick={toggleActive}
                  loading={setActive.isPending}
                >
                  {user.active ? 'Desactivar usuario' : 'Reactivar usuario'}
                </Button>
              )}
              {mode === 'consultar' && manageable && user && (
                <Button onClick={() => void navigate(ROUTES.user(user.id, 'editar-usuario'))}>Editar usuario</Button>
              )}
              {mode === 'registrar' && (
                <Button type="submit" loading={invite.isPending}>
                  Registrar usuario
                </Button>
              )}
              {mode === 'editar' && (
                <Button type="submit" loading={update.isPending}>
                  Guardar Cambios
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
