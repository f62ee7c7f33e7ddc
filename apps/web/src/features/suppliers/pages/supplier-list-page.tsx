import { PendingScreen } from '../../../app/pending-screen.tsx';

export default function SupplierListPage() {
  return <PendingScreen title="Proveedores" />;
}
