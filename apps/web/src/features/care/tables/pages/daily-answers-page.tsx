import { MockStatusTable } from '../components/mock-status-table.tsx';
import { DAILY_ANSWERS } from '../daily-answers.ts';

export default function DailyAnswersPage() {
  return <MockStatusTable table={DAILY_ANSWERS} />;
}
