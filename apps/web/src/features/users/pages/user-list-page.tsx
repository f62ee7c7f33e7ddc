import { PendingScreen } from '../../../app/pending-screen.tsx';

export default function UserListPage() {
  return <PendingScreen title="Usuarios" />;
}
