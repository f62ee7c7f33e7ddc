import { PendingScreen } from '../../../app/pending-screen.tsx';

export default function SupplierDetailPage() {
  return <PendingScreen title="Proveedor" />;
}
