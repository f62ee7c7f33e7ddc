import { ROLE_LABELS } from '@abasto/domain/roles';
import { displayName } from '@abasto/domain/session';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { LOGIN_PATH, useSession, useUser } from '../../lib/session.tsx';

export function ProfileMenu() {
  const user = useUser();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const name = displayName(user);

  return (
    <Menu position="bottom-end" width={240} withArrow>
      <Menu.Target>
        <UnstyledButton aria-label="Menú de perfil" data-testid="profile-menu">
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
            Role: {user.role}
          </Text>
          <Text size="xs" c="dimmed">
            {ROLE_LABELS[user.role]}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} />}
          color="red"
          onClick={() => {
            signOut();
            void navigate(LOGIN_PATH, { replace: true });
          }}
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
