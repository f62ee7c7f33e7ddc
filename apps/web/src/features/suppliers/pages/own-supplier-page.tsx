import { PendingScreen } from '../../../app/pending-screen.tsx';

export default function OwnSupplierPage() {
  return <PendingScreen title="Mis datos" />;
}
