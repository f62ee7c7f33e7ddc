import { MSG } from '@abasto/domain/messages';
import { Alert, Stack } from '@mantine/core';
import { PageLoader } from '../../../app/page-loader.tsx';
import { useOwnSupplier } from '../api/get-own-supplier.ts';
import { OwnTelephoneCard } from '../components/own-telephone-card.tsx';
import { SupplierDetail } from '../components/supplier-detail.tsx';

/**
 * /perfil-proveedor: the logged-in supplier's own record, read-only, and the login telephone it
 * may change (docs/product.md#own-supplier-page).
 */
export default function OwnSupplierPage() {
  const query = useOwnSupplier();
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <Alert color="red" title={MSG.supplierLoadFailed}>
        {query.error.message}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <SupplierDetail mode="consultar" supplier={query.data} own />
      <OwnTelephoneCard />
    </Stack>
  );
}
