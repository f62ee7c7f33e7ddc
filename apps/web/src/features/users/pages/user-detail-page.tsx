import { canManageUser } from '@abasto/domain/accounts';
import { ROUTES, type UserOperation } from '@abasto/domain/routes';
import { Alert } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import { PageLoader } from '../../../app/page-loader.tsx';
import { can } from '@abasto/domain/permissions';
import { useUser } from '../../../lib/session.tsx';
import { WithHistoryTab } from '../../history/components/history-tabs.tsx';
import { useUserDetail } from '../api/get-user.ts';
import { UserForm, type UserFormMode } from '../components/user-form.tsx';

const MODES: Record<UserOperation, UserFormMode> = {
  'registrar-usuario': 'registrar',
  'consultar-usuario': 'consultar',
  'editar-usuario': 'editar',
};

/** /operar-usuario/{id}/{operacion}. A new id in the route starts the form afresh. */
export default function UserDetailPage() {
  const { id = '', operacion = '' } = useParams();
  const viewer = useUser();
  const mode = MODES[operacion as UserOperation] as UserFormMode | undefined;
  const numericId = /^\d+$/.test(id) ? Number(id) : null;
  const query = useUserDetail(mode && mode !== 'registrar' ? numericId : null);

  if (!mode || (mode === 'registrar' ? id !== 'new' : numericId === null)) return <Navigate to={ROUTES.notFound} replace />;
  if (mode === 'registrar') return <UserForm key="new" mode="registrar" />;
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Alert color="red">{query.error.message}</Alert>;
  const user = query.data;
  // Someone who may not edit this user sees it read-only.
  const effective = mode === 'editar' && !canManageUser(viewer, user) ? 'consultar' : mode;
  const form = <UserForm key={`${user.id}-${effective}`} mode={effective} user={user} />;
  // docs/product.md#history: a user's history is for admin.
  if (effective !== 'consultar' || !can(viewer.role, 'history.all')) return form;
  return (
    <WithHistoryTab tipo="usuario" id={user.id}>
      {form}
    </WithHistoryTab>
  );
}
