import { MockStatusTable } from '../components/mock-status-table.tsx';
import { PAIN_DIARY } from '../pain-diary.ts';

export default function PainDiaryPage() {
  return <MockStatusTable table={PAIN_DIARY} />;
}
