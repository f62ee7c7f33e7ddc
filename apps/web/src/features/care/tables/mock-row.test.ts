import { describe, expect, it } from 'vitest';
import { DAILY_ANSWERS } from './daily-answers.ts';
import { groupByAct, type MockTable } from './mock-row.ts';
import { PAIN_DIARY } from './pain-diary.ts';
import { PRESCRIPTION_USAGE } from './prescription-usage.ts';

const TABLES: [string, MockTable, string[]][] = [
  ['pain diary', PAIN_DIARY, ['Evento', 'Recupero', 'Paciente', 'Responsavel']],
  ['prescriptions', PRESCRIPTION_USAGE, ['Receita', 'Utilizada', 'Médico', 'Jornada']],
  ['daily answers', DAILY_ANSWERS, ['Dia', 'Respondido', 'Estado']],
];

describe.each(TABLES)('%s demo table', (_name, table, headers) => {
  it('has the columns of the specification', () => {
    expect([table.firstHeader, ...table.columns.map((c) => c.header)]).toEqual(headers);
  });

  it('has rows in every act group, each with a value for every column', () => {
    const groups = groupByAct(table.rows);
    expect(groups.map((g) => g.act)).toEqual(['Pending', 'Process', 'Closed']);
    for (const g of groups) expect(g.rows.length).toBeGreaterThan(0);
    expect(groups.reduce((n, g) => n + g.rows.length, 0)).toBe(table.rows.length);
    for (const row of table.rows) {
      for (const c of table.columns) if (c.source !== 'st') expect(row.columns[c.source]).toBeTruthy();
    }
    expect(new Set(table.rows.map((r) => r.id)).size).toBe(table.rows.length);
  });
});
