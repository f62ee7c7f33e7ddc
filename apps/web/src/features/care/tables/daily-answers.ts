import { MSG } from '@abasto/domain/messages';
import type { MockTable } from './mock-row.ts';

/** The patient's daily questionnaire after surgery (sample data). Estado is the state the answers point to. */
export const DAILY_ANSWERS: MockTable = {
  title: MSG.carePageTitleDailyAnswers,
  description: 'Questionário diário da paciente Paula Oliveira após a artroplastia de joelho.',
  firstHeader: 'Dia',
  columns: [
    { header: 'Respondido', source: 0 },
    { header: 'Estado', source: 'st', kind: 'badge', colors: { Estável: 'green', Atenção: 'yellow', Alerta: 'red', Aguardando: 'gray' } },
  ],
  rows: [
    { id: 10, title: 'Dia 10', dat: '20/05/2026', st: 'Aguardando', act: 'Pending', columns: ['0 de 8 perguntas'] },
    { id: 9, title: 'Dia 9', dat: '19/05/2026', st: 'Atenção', act: 'Pending', columns: ['5 de 8 perguntas'] },
    { id: 8, title: 'Dia 8', dat: '18/05/2026', st: 'Alerta', act: 'Process', columns: ['8 de 8 perguntas'] },
    { id: 7, title: 'Dia 7', dat: '17/05/2026', st: 'Atenção', act: 'Process', columns: ['8 de 8 perguntas'] },
    { id: 6, title: 'Dia 6', dat: '16/05/2026', st: 'Estável', act: 'Closed', columns: ['8 de 8 perguntas'] },
    { id: 5, title: 'Dia 5', dat: '15/05/2026', st: 'Estável', act: 'Closed', columns: ['8 de 8 perguntas'] },
    { id: 4, title: 'Dia 4', dat: '14/05/2026', st: 'Estável', act: 'Closed', columns: ['7 de 8 perguntas'] },
    { id: 3, title: 'Dia 3', dat: '13/05/2026', st: 'Atenção', act: 'Closed', columns: ['8 de 8 perguntas'] },
    { id: 2, title: 'Dia 2', dat: '12/05/2026', st: 'Atenção', act: 'Closed', columns: ['8 de 8 perguntas'] },
    { id: 1, title: 'Dia 1', dat: '11/05/2026', st: 'Alerta', act: 'Closed', columns: ['6 de 8 perguntas'] },
  ],
};
