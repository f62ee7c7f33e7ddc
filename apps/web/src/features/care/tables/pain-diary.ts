import { MSG } from '@abasto/domain/messages';
import type { MockTable } from './mock-row.ts';

/** Pain-diary events (sample data). Recupero is the recovery reached, in percent. */
export const PAIN_DIARY: MockTable = {
  title: MSG.carePageTitlePainDiary,
  description: 'Eventos registrados pelos pacientes no diário de dor, agrupados pela situação do atendimento.',
  firstHeader: 'Evento',
  columns: [
    { header: 'Recupero', source: 0, kind: 'progress' },
    { header: 'Paciente', source: 1 },
    { header: 'Responsavel', source: 2 },
  ],
  rows: [
    { id: 1, title: 'Dor intensa após a fisioterapia', dat: '18/05/2026', st: 'Dor 8/10', act: 'Pending', columns: ['35', 'Paula Oliveira', 'Dr. Marcos Souza'] },
    { id: 2, title: 'Inchaço no joelho ao acordar', dat: '18/05/2026', st: 'Dor 6/10', act: 'Pending', columns: ['42', 'Rafael Tavares', 'Dra. Helena Prado'] },
    { id: 3, title: 'Formigamento na perna operada', dat: '17/05/2026', st: 'Dor 5/10', act: 'Pending', columns: ['50', 'Luciana Mendes', 'Dr. Marcos Souza'] },
    { id: 4, title: 'Dor ao subir escadas', dat: '16/05/2026', st: 'Dor 5/10', act: 'Process', columns: ['61', 'Carlos Antunes', 'Ft. Bianca Rocha'] },
    { id: 5, title: 'Rigidez matinal no ombro', dat: '15/05/2026', st: 'Dor 4/10', act: 'Process', columns: ['68', 'Marta Figueiredo', 'Dra. Helena Prado'] },
    { id: 6, title: 'Dor lombar ao sentar', dat: '14/05/2026', st: 'Dor 4/10', act: 'Process', columns: ['73', 'Jorge Batista', 'Ft. Bianca Rocha'] },
    { id: 7, title: 'Dor leve após caminhada', dat: '12/05/2026', st: 'Dor 2/10', act: 'Closed', columns: ['88', 'Paula Oliveira', 'Dr. Marcos Souza'] },
    { id: 8, title: 'Câimbra noturna', dat: '10/05/2026', st: 'Dor 3/10', act: 'Closed', columns: ['91', 'Sérgio Lacerda', 'Dr. Marcos Souza'] },
    { id: 9, title: 'Desconforto no curativo', dat: '08/05/2026', st: 'Dor 1/10', act: 'Closed', columns: ['97', 'Renata Campos', 'Dra. Helena Prado'] },
  ],
};
