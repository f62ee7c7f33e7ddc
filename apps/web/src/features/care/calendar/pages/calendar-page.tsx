import { PendingScreen } from '../../../../app/pending-screen.tsx';

export default function CalendarPage() {
  return <PendingScreen title="Agenda" />;
}
