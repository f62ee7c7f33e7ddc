import { PendingScreen } from '../../../app/pending-screen.tsx';

export default function RegisterSupplierPage() {
  return <PendingScreen title="Inscripción de Proveedores" />;
}
