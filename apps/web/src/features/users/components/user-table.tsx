import { fillMessage } from '@abasto/domain/fill-message';
import { assignableRoles, canManageUser, USERS_PAGE_SIZE, type UserView } from '@abasto/domain/accounts';
import { MSG } from '@abasto/domain/messages';
import { can } from '@abasto/domain/permissions';
import { ROLE_LABELS, type Role } from '@abasto/domain/roles';
import { ROUTES } from '@abasto/domain/routes';
import type { SessionUser } from '@abasto/domain/session';
import { ActionIcon, Badge, Button, Center, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconCircleCheckFilled, IconEye, IconLink, IconPencil } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { Pager } from '../../../app/pager.tsx';
import { notify } from '../../../lib/notify.ts';
import { pageOf } from '../../../lib/paging.ts';
import { useIssueInvitationLink } from '../api/issue-invitation-link.ts';
import { openInvitationLinkModal } from './invitation-link-modal.tsx';
import { useMedia } from '../../../lib/use-media.ts';

const fullName = (u: { name: string; lastName: string }) => `${u.name} ${u.lastName}`.trim();

/** Whether the viewer may hand out a fresh registration link to this pending user. */
function mayIssueLink(viewer: SessionUser, user: UserView): boolean {
  return (
    can(viewer.role, 'users.create') &&
    user.active &&
    canManageUser(viewer, user) &&
    assignableRoles(viewer.role).includes(user.role)
  );
}

/** The user list's table: 10 rows a page, 'link registrar' for users who have not registered yet. */
export function UserTable({ users, viewer }: { users: UserView[]; viewer: SessionUser }) {
  const [page, setPage] = useState(1);
  const issue = useIssueInvitationLink();
  const phone = useMedia('(max-width: 766px)');
  const { items: rows, page: current, pages } = pageOf(users, page, USERS_PAGE_SIZE);

  function registrationLink(user: UserView) {
    issue.mutate(user.id, {
      onSuccess: ({ link }) =>
        openInvitationLinkModal({
          title: fillMessage(MSG.userNewLinkTitle, { name: fullName(user) }),
          text: MSG.userNewLinkText,
          link,
        }),
      onError: (err) => notify.error(err.message),
    });
  }

  const registered = (user: UserView) =>
    user.hasCompletedRegistration ? (
      <IconCircleCheckFilled size={22} color="var(--mantine-color-teal-6)" aria-label={MSG.userRegistrationDone} />
    ) : mayIssueLink(viewer, user) ? (
      <Button
        size="compact-xs"
        variant="light"
        leftSection={<IconLink size={14} />}
        loading={issue.isPending && issue.variables === user.id}
        onClick={() => registrationLink(user)}
      >
        {MSG.registrationLink}
      </Button>
    ) : (
      <Badge color="yellow" variant="light" size="sm">
        {MSG.userRegistrationPending}
      </Badge>
    );

  const details = (user: UserView) => (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={MSG.userView}>
        <ActionIcon
          component={Link}
          to={ROUTES.user(user.id, 'consultar-usuario')}
          variant="subtle"
          aria-label={fillMessage(MSG.viewNamed, { name: fullName(user) })}
        >
          <IconEye size={18} />
        </ActionIcon>
      </Tooltip>
      {canManageUser(viewer, user) && (
        <Tooltip label={MSG.userEdit}>
          <ActionIcon
            component={Link}
            to={ROUTES.user(user.id, 'editar-usuario')}
            variant="subtle"
            aria-label={fillMessage(MSG.userEditNamed, { name: fullName(user) })}
          >
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );

  const name = (user: UserView) => (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" fw={500}>
        {fullName(user)}
      </Text>
      {!user.active && (
        <Badge color="gray" variant="light" size="sm">
          {MSG.userInactive}
        </Badge>
      )}
    </Group>
  );

  const pager = <Pager pages={pages} page={current} onChange={setPage} mt="md" aria-label={MSG.userPages} />;

  if (users.length === 0) {
    return (
      <Center py="xl">
        <Text c="dimmed">{MSG.emptyList}</Text>
      </Center>
    );
  }

  if (phone) {
    return (
      <>
        <Stack gap="sm" data-testid="user-table">
          {rows.map((user) => (
            <Paper key={user.id} withBorder p="sm" radius="md" data-testid={`user-row-${user.id}`}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2} miw={0}>
                  {name(user)}
                  <Text size="xs" c="dimmed" truncate>
                    {user.email}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {ROLE_LABELS[user.role as Role]} · {dayjs(user.createdAt).format('DD/MM/YYYY')}
                    {user.invitedBy ? ` · ${fillMessage(MSG.userInvitedByNamed, { name: fullName(user.invitedBy) || user.invitedBy.email })}` : ''}
                  </Text>
                </Stack>
                {details(user)}
              </Group>
              <Group mt="xs">{registered(user)}</Group>
            </Paper>
          ))}
        </Stack>
        {pager}
      </>
    );
  }

  return (
    <>
      <Table.ScrollContainer minWidth={960}>
        <Table striped highlightOnHover verticalSpacing="sm" data-testid="user-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{MSG.userColName}</Table.Th>
              <Table.Th>{MSG.userColRegistered}</Table.Th>
              <Table.Th>{MSG.userColEmail}</Table.Th>
              <Table.Th>{MSG.userColRole}</Table.Th>
              <Table.Th>{MSG.userColInvitedBy}</Table.Th>
              <Table.Th>{MSG.userColJoined}</Table.Th>
              <Table.Th>{MSG.userColDetails}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((user) => (
              <Table.Tr key={user.id} data-testid={`user-row-${user.id}`}>
                <Table.Td>{name(user)}</Table.Td>
                <Table.Td>{registered(user)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{user.email}</Text>
                </Table.Td>
                <Table.Td>{ROLE_LABELS[user.role as Role]}</Table.Td>
                <Table.Td>{user.invitedBy ? fullName(user.invitedBy) || user.invitedBy.email : '—'}</Table.Td>
                <Table.Td>{dayjs(user.createdAt).format('DD/MM/YYYY')}</Table.Td>
                <Table.Td>{details(user)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pager}
    </>
  );
}
