import { MockStatusTable } from '../components/mock-status-table.tsx';
import { PRESCRIPTION_USAGE } from '../prescription-usage.ts';

export default function PrescriptionUsagePage() {
  return <MockStatusTable table={PRESCRIPTION_USAGE} />;
}
