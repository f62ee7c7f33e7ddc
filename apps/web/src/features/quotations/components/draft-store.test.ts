import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { deleteDraft, DRAFT_KEEP_DAYS, emptyDraft, forgetOldDrafts, loadDraft, saveDraft } from './draft-store.ts';

describe('the quotation draft store', () => {
  it('keeps a draft of 1,000 suppliers and its files by the id the address carries', async () => {
    const draft = {
      ...emptyDraft('new', null),
      title: 'Cemento',
      fornecedores: Array.from({ length: 1000 }, (_, i) => ({ _id: i + 1, name: `Proveedor ${i + 1}`, email: `p${i + 1}@example.test` })),
      files: [{ filename: 'pliego.pdf', file: Buffer.from('%PDF-1.4 pliego').toString('base64'), size: 15 }],
    };
    await saveDraft(draft);
    const again = await loadDraft(draft.id);
    expect(again?.fornecedores).toHaveLength(1000);
    expect(again?.fornecedores[999]).toEqual({ _id: 1000, name: 'Proveedor 1000', email: 'p1000@example.test' });
    expect(Buffer.from(again!.files[0]!.file, 'base64').toString()).toBe('%PDF-1.4 pliego');
    await deleteDraft(draft.id);
    expect(await loadDraft(draft.id)).toBeNull();
  });

  it(`forgets drafts left alone for ${DRAFT_KEEP_DAYS} days, not the others`, async () => {
    const old = emptyDraft('new', null);
    const recent = emptyDraft('new', null);
    await saveDraft(old);
    await saveDraft(recent);
    await forgetOldDrafts(Date.now() + (DRAFT_KEEP_DAYS + 1) * 24 * 3600_000);
    expect(await loadDraft(old.id)).toBeNull();
    expect(await loadDraft(recent.id)).toBeNull();
    const kept = emptyDraft('new', null);
    await saveDraft(kept);
    await forgetOldDrafts();
    expect(await loadDraft(kept.id)).not.toBeNull();
  });
});
