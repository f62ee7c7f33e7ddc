import { PendingScreen } from '../../../app/pending-screen.tsx';

export default function QuotationDetailPage() {
  return <PendingScreen title="Cotización" />;
}
