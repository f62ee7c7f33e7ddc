import { fillMessage } from '@abasto/domain/fill-message';
import { MSG } from '@abasto/domain/messages';
import { ROLE_LABELS } from '@abasto/domain/roles';
import { displayName } from '@abasto/domain/session';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconDevicesX, IconLogout } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { can } from '@abasto/domain/permissions';
import { AdmissionNotifyItem } from '../../features/admissions/components/admission-notify-item.tsx';
import { endOtherSessions } from '../../lib/other-sessions.ts';
import { LOGIN_PATH, useSession, useUser } from '../../lib/session.tsx';

export function ProfileMenu() {
  const user = useUser();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const name = displayName(user);

  return (
    <Menu position="bottom-end" width={240} withArrow>
      <Menu.Target>
        <UnstyledButton aria-label={MSG.profileMenu} data-testid="profile-menu">
          <Group gap="xs" wrap="nowrap">
            <Avatar src={user.picture} alt={name} radius="xl" size={34} color="blue">
              {name.slice(0, 2).toUpperCase()}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" maw={200} truncate>
              {name}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark" truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" data-testid="profile-role">
            {fillMessage(MSG.profileRole, { role: user.role })}
          </Text>
          <Text size="xs" c="dimmed">
            {ROLE_LABELS[user.role]}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        {can(user.role, 'suppliers.admission') && <AdmissionNotifyItem />}
        <Menu.Item leftSection={<IconDevicesX size={16} />} onClick={() => void endOtherSessions()}>
          {MSG.endOtherSessions}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconLogout size={16} />}
          color="red"
          onClick={() => {
            signOut();
            void navigate(LOGIN_PATH, { replace: true });
          }}
        >
          {MSG.logoutAction}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
