import { can } from '@abasto/domain/permissions';
import { MSG } from '@abasto/domain/messages';
import { ROLE_LABELS } from '@abasto/domain/roles';
import { ROUTES } from '@abasto/domain/routes';
import { Alert, Button, Card, Group, Tabs, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../app/page-loader.tsx';
import { useUser } from '../../../lib/session.tsx';
import { type UserListName, useUsers } from '../api/list-users.ts';
import { TwoStepRolesSection } from '../components/two-step-roles-section.tsx';
import { UserTable } from '../components/user-table.tsx';

type Tab = Extract<UserListName, 'gerente' | 'analista'>;

function UserTab({ list }: { list: Tab }) {
  const viewer = useUser();
  const query = useUsers(list);
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Alert color="red">{query.error.message}</Alert>;
  return <UserTable key={list} users={query.data.data} viewer={viewer} />;
}

/** /usuarios: tabs Gerente and Analista (those who may edit users see both; anyone else only Analista). */
export default function UserListPage() {
  const viewer = useUser();
  const [params, setParams] = useSearchParams();
  // The gerente list answers to whoever may edit users (the server's rule for both lists).
  const seesGerentes = can(viewer.role, 'users.edit');
  const tabs: Tab[] = seesGerentes ? ['gerente', 'analista'] : ['analista'];
  const wanted = params.get('tab') as Tab | null;
  const active: Tab = wanted && tabs.includes(wanted) ? wanted : tabs[0]!;

  return (
    <Card withBorder padding="lg" radius="md">
      <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
        <Title order={2} size="h3">
          {MSG.pageTitleUsers}
        </Title>
        {can(viewer.role, 'users.create') && (
          <Button
            component={Link}
            to={ROUTES.user('new', 'registrar-usuario')}
            leftSection={<IconUserPlus size={18} />}
          >
            {MSG.userRegisterAction}
          </Button>
        )}
      </Group>
      <Tabs value={active} onChange={(v) => v && setParams({ tab: v }, { replace: true })} keepMounted={false}>
        <Tabs.List mb="md">
          {tabs.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {ROLE_LABELS[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Panel key={t} value={t}>
            <UserTab list={t} />
          </Tabs.Panel>
        ))}
      </Tabs>
      {can(viewer.role, 'users.security') && <TwoStepRolesSection />}
    </Card>
  );
}
