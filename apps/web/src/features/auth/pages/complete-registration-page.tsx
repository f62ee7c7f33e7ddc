import { PendingScreen } from '../../../app/pending-screen.tsx';

export default function CompleteRegistrationPage() {
  return <PendingScreen title="Completar registro" />;
}
