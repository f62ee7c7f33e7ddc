import { PendingScreen } from '../../../app/pending-screen.tsx';

export default function MailOutboxPage() {
  return <PendingScreen title="Correos" />;
}
