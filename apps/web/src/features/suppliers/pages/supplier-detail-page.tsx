import { MSG } from '@abasto/domain/messages';
import { can } from '@abasto/domain/permissions';
import { ROUTES, type SupplierOperation } from '@abasto/domain/routes';
import { Alert, Button, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, Navigate, useParams } from 'react-router';
import { PageLoader } from '../../../app/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/session.tsx';
import { WithHistoryTab } from '../../history/components/history-tabs.tsx';
import { useSupplier } from '../api/get-supplier.ts';
import { SupplierDetail } from '../components/supplier-detail.tsx';
import type { SupplierFormMode } from '../components/supplier-form.tsx';

const MODES: Record<SupplierOperation, SupplierFormMode> = {
  'registrar-proveedor': 'registrar',
  'consultar-proveedor': 'consultar',
  'editar-proveedor': 'editar',
};

/** operar-proveedor/{id}/{operacion}: register (id 'new'), consult or edit a supplier. */
export default function SupplierDetailPage() {
  const { id = '', operacion = '' } = useParams();
  const user = useUser();
  const mode = MODES[operacion as SupplierOperation];
  if (!mode) return <Navigate to={ROUTES.notFound} replace />;
  const mayEdit = can(user.role, 'suppliers.edit');
  if (!can(user.role, 'suppliers.view')) {
    // A proveedor: its own record lives on /perfil-proveedor; any other is refused by the server.
    if (id === String(user.supplierId)) return <Navigate to={ROUTES.ownSupplier} replace />;
    if (mode !== 'consultar' || !/^\d{1,10}$/.test(id)) return <NotOwnSupplier />;
  }

  if (mode === 'registrar') {
    if (id !== 'new') return <Navigate to={ROUTES.notFound} replace />;
    if (!mayEdit) return <Navigate to={ROUTES.suppliers} replace />;
    return <SupplierDetail key="new" mode="registrar" />;
  }
  if (!/^\d{1,10}$/.test(id)) return <Navigate to={ROUTES.notFound} replace />;
  if (mode === 'editar' && !mayEdit) return <Navigate to={ROUTES.supplier(id, 'consultar-proveedor')} replace />;
  return <ExistingSupplier id={Number(id)} mode={mode} />;
}

function ExistingSupplier({ id, mode }: { id: number; mode: SupplierFormMode }) {
  const query = useSupplier(id);
  const viewer = useUser();
  if (query.isPending) return <PageLoader />;
  if (query.isError && query.error instanceof ApiError && query.error.status === 403) return <NotOwnSupplier />;
  if (query.isError) {
    return (
      <Alert color="red" title={MSG.supplierLoadFailed}>
        {query.error.message}
        <Button component={Link} to={ROUTES.suppliers} variant="default" size="xs" ml="md">
          {MSG.supplierBackToList}
        </Button>
      </Alert>
    );
  }
  // A new key per supplier and mode: editing starts from what the server holds.
  const detail = <SupplierDetail key={`${id}-${mode}`} mode={mode} supplier={query.data} />;
  // docs/product.md#history: staff read the supplier's history beside its data.
  if (mode !== 'consultar' || !can(viewer.role, 'history.records')) return detail;
  return (
    <WithHistoryTab tipo="proveedor" id={id}>
      {detail}
    </WithHistoryTab>
  );
}

/** What a proveedor sees on another supplier's page: a plain refusal and the way to its own data. */
function NotOwnSupplier() {
  return (
    <Alert color="red" icon={<IconLock />} title={MSG.supplierNotOwnTitle} data-testid="supplier-refused">
      <Text size="sm" mb="sm">
        {MSG.supplierNotOwn}
      </Text>
      <Button component={Link} to={ROUTES.ownSupplier} variant="default" size="xs">
        {MSG.supplierGoToOwn}
      </Button>
    </Alert>
  );
}
