import { ActionIcon, Box, Divider, Menu, NavLink, Stack, Text, Tooltip } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { AdmissionBadge } from '../../features/admissions/components/admission-badge.tsx';
import { UnreadMessagesBadge } from '../../features/care/messages/components/unread-messages-badge.tsx';
import type { NavEntry, NavLinkItem } from '../navigation.ts';

/** The count next to a link, when it has one. */
const BADGES = { admissions: AdmissionBadge, unreadMessages: UnreadMessagesBadge } as const;
// A badge polls only while its link is drawn, so only roles that see the link ask for its count.
const badgeOf = (link: NavLinkItem) => {
  const Count = link.badge ? BADGES[link.badge] : undefined;
  return Count ? <Count /> : undefined;
};

interface SidebarProps {
  entries: NavEntry[];
  /** Icons only (window 767–1299 px wide). */
  mini: boolean;
  onNavigate: () => void;
}

/** A heading where another area of the menu starts, unless that area is all the menu holds. */
function sectionStart(entry: NavEntry, index: number, mini: boolean): ReactNode {
  if (!entry.section || index === 0) return null;
  if (mini) return <Divider w={40} my={4} aria-hidden />;
  return (
    <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4} data-testid="sidebar-section">
      {entry.section}
    </Text>
  );
}

function isActive(pathname: string, to: string) {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}

export function Sidebar({ entries, mini, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();

  if (mini) {
    return (
      <Stack gap={6} align="center" py="md" data-testid="sidebar" data-mode="mini">
        {entries.map((entry, index) => (
          <Fragment key={entry.label}>
            {sectionStart(entry, index, true)}
            <MiniEntry entry={entry} pathname={pathname} onNavigate={onNavigate} />
          </Fragment>
        ))}
      </Stack>
    );
  }

  return (
    // Native scrolling: Mantine's ScrollArea measures itself after mounting and draws the whole
    // frame a second time, on every page load, for a menu that rarely overflows.
    <Box style={{ flex: 1, minHeight: 0, overflowY: 'auto' }} data-testid="sidebar" data-mode="full">
      <Stack gap={2} p="sm">
        {entries.map((entry, index) => (
          <Fragment key={entry.label}>
            {sectionStart(entry, index, false)}
            <FullEntry entry={entry} pathname={pathname} onNavigate={onNavigate} />
          </Fragment>
        ))}
      </Stack>
    </Box>
  );
}

interface EntryProps {
  entry: NavEntry;
  pathname: string;
  onNavigate: () => void;
}

function MiniEntry({ entry, pathname, onNavigate }: EntryProps) {
  const Icon = entry.icon;
  const active = entry.to
    ? isActive(pathname, entry.to)
    : (entry.children ?? []).some((c) => isActive(pathname, c.to));
  if (entry.to) {
    return (
      <Tooltip label={entry.label} position="right" withArrow>
        <ActionIcon
          component={Link}
          to={entry.to}
          size={44}
          variant={active ? 'light' : 'subtle'}
          color={active ? 'blue' : 'gray'}
          aria-label={entry.label}
          onClick={onNavigate}
        >
          <Icon size={22} stroke={1.6} />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Menu position="right-start" withArrow trigger="click-hover" openDelay={50}>
      <Menu.Target>
        <ActionIcon
          size={44}
          variant={active ? 'light' : 'subtle'}
          color={active ? 'blue' : 'gray'}
          aria-label={entry.label}
        >
          <Icon size={22} stroke={1.6} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{entry.label}</Menu.Label>
        {(entry.children ?? []).map((c) => (
          <Menu.Item key={c.to} component={Link} to={c.to} onClick={onNavigate} rightSection={badgeOf(c)}>
            {c.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function FullEntry({ entry, pathname, onNavigate }: EntryProps) {
  const Icon = entry.icon;
  if (entry.to) {
    return (
      <NavLink
        component={Link}
        to={entry.to}
        label={entry.label}
        leftSection={<Icon size={20} stroke={1.6} />}
        active={isActive(pathname, entry.to)}
        onClick={onNavigate}
      />
    );
  }
  return (
    <NavLink label={entry.label} leftSection={<Icon size={20} stroke={1.6} />} defaultOpened childrenOffset={34}>
      {(entry.children ?? []).map((c) => (
        <NavLink
          key={c.to}
          component={Link}
          to={c.to}
          label={c.label}
          rightSection={badgeOf(c)}
          active={isActive(pathname, c.to)}
          onClick={onNavigate}
        />
      ))}
    </NavLink>
  );
}
