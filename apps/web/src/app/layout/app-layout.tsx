import { MSG } from '@abasto/domain/messages';
import { AppShell, Burger, Group, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useHeadingOverride } from '../../lib/page-heading.ts';
import { useUser } from '../../lib/session.tsx';
import { navigationFor } from '../navigation.ts';
import { PageLoader } from '../page-loader.tsx';
import { SIDEBAR_FULL_FROM, SIDEBAR_MINI_FROM } from '../theme.ts';
import { pageTitle } from './page-title.ts';
import { ProfileMenu, useLayoutLanguage } from './profile-menu.tsx';
import { Sidebar } from './sidebar.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';
import { useMedia } from '../../lib/use-media.ts';

const NAVBAR_ID = 'app-navbar';

/**
 * After a change of page (not on the first load), focus goes to the page's heading, so a keyboard
 * or screen-reader user starts reading the new page there (docs/product.md#layout).
 */
function useFocusHeadingOnNavigation(pathname: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    heading.current?.focus();
  }, [pathname]);
  return heading;
}

/** The private pages' frame: sidebar full (≥1300 px), mini (767–1299 px) or overlay (<767 px). */
export function AppLayout() {
  const user = useUser();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const burger = useRef<HTMLButtonElement>(null);
  const heading = useFocusHeadingOnNavigation(pathname);
  // Below 767 px the menu is an overlay: closed, none of its links may be reached by Tab.
  const phone = useMedia(`(max-width: ${SIDEBAR_MINI_FROM - 0.02}px)`);
  const hidden = phone && !opened;
  // Escape closes the open phone menu and gives the focus back to its button (docs/product.md#layout).
  useEffect(() => {
    if (!phone || !opened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      burger.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [phone, opened, close]);
  const mini = useMedia(`(min-width: ${SIDEBAR_MINI_FROM}px) and (max-width: ${SIDEBAR_FULL_FROM - 0.02}px)`);
  const entries = navigationFor(user.role);
  const language = useLayoutLanguage();
  const title = useHeadingOverride(pathname) ?? pageTitle(pathname);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: { base: 260, sm: 72, lg: 260 }, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              ref={burger}
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={language === 'pt' ? MSG.careOpenMenu : MSG.openMenu}
              aria-expanded={opened}
              aria-controls={NAVBAR_ID}
            />
            <Text component={Link} to="/" fw={800} c="blue.7" size="lg" visibleFrom="xs">
              Abasto
            </Text>
            <Title ref={heading} tabIndex={-1} order={1} size="h4" fw={600} data-testid="page-title" lineClamp={1}>
              {title}
            </Title>
          </Group>
          <ProfileMenu />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id={NAVBAR_ID} inert={hidden}>
        <Sidebar entries={entries} mini={mini} onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0" id={MAIN_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
        <Text size="xs" c="dimmed" ta="center" mt="xl">
          © 2021 Abasto
        </Text>
      </AppShell.Main>
    </AppShell>
  );
}
