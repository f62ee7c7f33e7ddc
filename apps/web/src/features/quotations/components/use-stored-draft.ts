import { useCallback, useEffect, useRef, useState } from 'react';
import { deleteDraft, forgetOldDrafts, loadDraft, saveDraft, type StoredDraft } from './draft-store.ts';

const SAVE_DELAY_MS = 250;

export type StoredDraftState =
  | { status: 'loading'; draft: null }
  | { status: 'missing'; draft: null }
  | { status: 'ready'; draft: StoredDraft };

/**
 * The draft of `id` from the browser's store, and `save` to keep a changed one: writes are
 * gathered for a moment and the last one is written, also when the screen is left
 * (docs/product.md#quotation-compose). `saved` is true once what is on screen is stored.
 */
export function useStoredDraft(id: string | null) {
  // Screens key this hook by the id: another id is another screen.
  const [state, setState] = useState<StoredDraftState>(() => (id === null ? { status: 'missing', draft: null } : { status: 'loading', draft: null }));
  const [saved, setSaved] = useState(true);
  const pending = useRef<StoredDraft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    let live = true;
    if (id === null) return;
    void forgetOldDrafts().catch(() => undefined);
    loadDraft(id).then(
      (draft) => live && setState(draft ? { status: 'ready', draft } : { status: 'missing', draft: null }),
      () => live && setState({ status: 'missing', draft: null }),
    );
    return () => {
      live = false;
    };
  }, [id]);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const draft = pending.current;
    pending.current = null;
    if (!draft) return Promise.resolve();
    return saveDraft(draft).then(
      () => {
        if (!pending.current) setSaved(true);
      },
      () => undefined,
    );
  }, []);

  const save = useCallback(
    (draft: StoredDraft) => {
      pending.current = draft;
      setSaved(false);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
    },
    [flush],
  );

  /** After a send or "Descartar borrador": nothing waiting is written, and the draft is gone. */
  const remove = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    return id === null ? Promise.resolve() : deleteDraft(id).catch(() => undefined);
  }, [id]);

  // Leaving the screen writes what is still waiting.
  useEffect(() => () => void flush(), [flush]);

  return { ...state, save, flush, remove, saved };
}
