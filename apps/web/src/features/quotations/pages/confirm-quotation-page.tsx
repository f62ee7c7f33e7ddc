import { PendingScreen } from '../../../app/pending-screen.tsx';

export default function ConfirmQuotationPage() {
  return <PendingScreen title="Confirmar Cotización" />;
}
