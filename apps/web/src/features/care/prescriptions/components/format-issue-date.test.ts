import { describe, expect, it } from 'vitest';
import { formatIssueDate, formatIssueDateTime } from './format-issue-date.ts';

const moments = ['2026-11-21T14:05:09', '2026-01-03T00:07:00', '2026-06-09T12:00:59', '1999-12-31T09:59:01', '2030-07-15T03:00:00-04:00'];
for (let i = 0; i < 300; i++) moments.push(new Date(Date.UTC(2026, 0, 1) + i * 31 * 3_600_000 + i * 61_000).toISOString());

describe('formatIssueDate', () => {
  it('writes the day as Intl.DateTimeFormat("pt-BR") with two-digit day and month does', () => {
    const intl = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
    for (const m of moments) expect(formatIssueDate(m), m).toBe(intl.format(new Date(m)));
    expect(formatIssueDate('2026-01-03T00:07:00')).toBe('03/01/2026');
  });

  it('returns what is not a date as it came (Intl would throw)', () => {
    expect(formatIssueDate('não é data')).toBe('não é data');
    expect(formatIssueDateTime('não é data')).toBe('não é data');
  });
});

describe('formatIssueDateTime', () => {
  it('writes the moment as Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short" }) does', () => {
    const intl = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
    for (const m of moments) expect(formatIssueDateTime(m), m).toBe(intl.format(new Date(m)));
    expect(formatIssueDateTime('2026-11-21T14:05:09')).toBe('21/11/2026, 14:05');
  });
});
