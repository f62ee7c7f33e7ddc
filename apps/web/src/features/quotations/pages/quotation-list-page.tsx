import { PendingScreen } from '../../../app/pending-screen.tsx';

export default function QuotationListPage() {
  return <PendingScreen title="Cotizaciones" />;
}
