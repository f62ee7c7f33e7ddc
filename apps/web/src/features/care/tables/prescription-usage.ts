import { MSG } from '@abasto/domain/messages';
import type { MockTable } from './mock-row.ts';

/** Prescriptions and whether the patient used them (sample data). */
export const PRESCRIPTION_USAGE: MockTable = {
  title: MSG.carePageTitlePrescriptionUsage,
  description: 'Receitas emitidas nas jornadas de cuidado e se o paciente já as utilizou.',
  firstHeader: 'Receita',
  columns: [
    { header: 'Utilizada', source: 0, kind: 'badge', colors: { Sim: 'green', Parcialmente: 'yellow', Não: 'red' } },
    { header: 'Médico', source: 1 },
    { header: 'Jornada', source: 2 },
  ],
  rows: [
    { id: 1, title: 'Analgesia pós-operatória', dat: '18/05/2026', st: '3 medicamentos', act: 'Pending', columns: ['Não', 'Dr. Marcos Souza', 'Artroplastia de joelho'] },
    { id: 2, title: 'Anticoagulação profilática', dat: '18/05/2026', st: '1 medicamento', act: 'Pending', columns: ['Não', 'Dra. Helena Prado', 'Artroplastia de quadril'] },
    { id: 3, title: 'Anti-inflamatório de resgate', dat: '16/05/2026', st: '1 medicamento', act: 'Process', columns: ['Parcialmente', 'Dr. Marcos Souza', 'Reconstrução de LCA'] },
    { id: 4, title: 'Relaxante muscular', dat: '15/05/2026', st: '2 medicamentos', act: 'Process', columns: ['Parcialmente', 'Dr. Ricardo Leme', 'Hérnia de disco lombar'] },
    { id: 5, title: 'Suplementação de vitamina D', dat: '14/05/2026', st: '1 medicamento', act: 'Process', columns: ['Sim', 'Dra. Helena Prado', 'Artroplastia de quadril'] },
    { id: 6, title: 'Antibiótico profilático', dat: '09/05/2026', st: '1 medicamento', act: 'Closed', columns: ['Sim', 'Dr. Marcos Souza', 'Artroplastia de joelho'] },
    { id: 7, title: 'Protetor gástrico', dat: '09/05/2026', st: '1 medicamento', act: 'Closed', columns: ['Sim', 'Dr. Marcos Souza', 'Artroplastia de joelho'] },
    { id: 8, title: 'Analgesia pré-operatória', dat: '02/05/2026', st: '2 medicamentos', act: 'Closed', columns: ['Sim', 'Dr. Ricardo Leme', 'Reparo do manguito rotador'] },
  ],
};
