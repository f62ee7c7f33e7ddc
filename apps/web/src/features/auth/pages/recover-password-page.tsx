import { PendingScreen } from '../../../app/pending-screen.tsx';

export default function RecoverPasswordPage() {
  return <PendingScreen title="Recuperar Clave" />;
}
