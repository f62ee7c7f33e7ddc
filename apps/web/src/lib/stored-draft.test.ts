import { describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_DAYS, readDraft, writeDraft } from './stored-draft.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('a kept draft', () => {
  it('comes back with its step and values, never a password', () => {
    writeDraft('alta', { razonSocial: 'Aceros S.A.', password: 'secreta1', confirmarClave: 'secreta1', rubro: ['Otros'] }, 2);
    expect(localStorage.getItem('abasto.draft.alta')).not.toContain('secreta1');
    expect(readDraft('alta')).toMatchObject({ step: 2, values: { razonSocial: 'Aceros S.A.', rubro: ['Otros'] } });
    expect(readDraft('alta')?.values).not.toHaveProperty('password');
  });

  it(`is forgotten after ${DRAFT_DAYS} days, and when cleared`, () => {
    const now = Date.now();
    writeDraft('alta', { razonSocial: 'Aceros S.A.' }, 1, now - DRAFT_DAYS * DAY + 60_000);
    expect(readDraft('alta', now)).not.toBeNull();
    expect(readDraft('alta', now + 120_000)).toBeNull();
    expect(localStorage.getItem('abasto.draft.alta')).toBeNull();

    writeDraft('alta', { razonSocial: 'Aceros S.A.' }, 1);
    clearDraft('alta');
    expect(readDraft('alta')).toBeNull();
  });

  it('ignores what is not a draft', () => {
    localStorage.setItem('abasto.draft.alta', '{not json');
    expect(readDraft('alta')).toBeNull();
    localStorage.setItem('abasto.draft.alta', JSON.stringify({ values: 3, step: 1, savedAt: Date.now() }));
    expect(readDraft('alta')).toBeNull();
  });
});
