import { fillMessage } from '@abasto/domain/fill-message';
import { MSG } from '@abasto/domain/messages';
import { ROLE_LABELS } from '@abasto/domain/roles';
import { displayName } from '@abasto/domain/session';
import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconDevicesX, IconLogout } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { can } from '@abasto/domain/permissions';
import { AdmissionNotifyItem } from '../../features/admissions/components/admission-notify-item.tsx';
import { type AreaLanguage, areaLanguageOf } from '../../lib/area-language.ts';
import { endOtherSessions } from '../../lib/other-sessions.ts';
import { LOGIN_PATH, useSession, useUser } from '../../lib/session.tsx';
import { pathArea } from './page-title.ts';

/** The frame's language: Portuguese for a care user, and for anyone on a care screen (docs/product.md#care-area). */
export function useLayoutLanguage(): AreaLanguage {
  const user = useUser();
  const { pathname } = useLocation();
  return areaLanguageOf(user.role) === 'pt' || pathArea(pathname) === 'care' ? 'pt' : 'es';
}

const TEXTS = {
  es: { menu: MSG.profileMenu, role: MSG.profileRole, others: MSG.endOtherSessions, logout: MSG.logoutAction },
  pt: { menu: MSG.careProfileMenu, role: MSG.careProfileRole, others: MSG.careEndOtherSessions, logout: MSG.careLogoutAction },
} as const;

export function ProfileMenu() {
  const user = useUser();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const name = displayName(user);
  const language = useLayoutLanguage();
  const texts = TEXTS[language];

  return (
    <Menu position="bottom-end" width={240} withArrow>
      <Menu.Target>
        {/* Named by what it shows (docs/product.md#accessibility): the person's name, then what it opens. */}
        <UnstyledButton data-testid="profile-menu">
          <Group gap="xs" wrap="nowrap">
            <Avatar src={user.picture} alt="" radius="xl" size={34} color="blue" aria-hidden>
              {name.slice(0, 2).toUpperCase()}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" maw={200} truncate>
              {name}
            </Text>
            <VisuallyHidden hiddenFrom="sm">{name}</VisuallyHidden>
            <VisuallyHidden>{`, ${texts.menu}`}</VisuallyHidden>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark" truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" data-testid="profile-role">
            {fillMessage(texts.role, { role: user.role })}
          </Text>
          <Text size="xs" c="dimmed">
            {ROLE_LABELS[user.role]}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        {can(user.role, 'suppliers.admission') && <AdmissionNotifyItem />}
        <Menu.Item leftSection={<IconDevicesX size={16} />} onClick={() => void endOtherSessions(language)}>
          {texts.others}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconLogout size={16} />}
          color="red"
          onClick={() => {
            signOut();
            void navigate(LOGIN_PATH, { replace: true });
          }}
        >
          {texts.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
