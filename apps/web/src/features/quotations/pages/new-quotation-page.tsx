import { PendingScreen } from '../../../app/pending-screen.tsx';

export default function NewQuotationPage() {
  return <PendingScreen title="Nueva Cotización" />;
}
