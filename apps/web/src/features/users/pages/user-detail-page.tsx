import { PendingScreen } from '../../../app/pending-screen.tsx';

export default function UserDetailPage() {
  return <PendingScreen title="Usuario" />;
}
