import { PendingScreen } from '../../../app/pending-screen.tsx';

export default function DashboardPage() {
  return <PendingScreen title="Dashboard" />;
}
