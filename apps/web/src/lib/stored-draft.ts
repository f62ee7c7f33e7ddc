import { useEffect, useState } from 'react';

/**
 * A long form kept in this browser while it is filled (docs/product.md#unsaved-work): it survives a
 * reload and opens in a new tab at the same step. Passwords (and anything named like a secret) are
 * never written; the draft goes after a successful send and is forgotten after `DRAFT_DAYS`.
 */
export const DRAFT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const PREFIX = 'abasto.draft.';
const SECRET_FIELD = /pass|clave|contrase|senha|token|secret/i;

export interface StoredDraft<T> {
  values: T;
  step: number;
  savedAt: number;
}

export function readDraft<T extends Record<string, unknown>>(name: string, now = Date.now()): StoredDraft<T> | null {
  try {
    const raw = localStorage.getItem(PREFIX + name);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<StoredDraft<T>> | null;
    const fresh = typeof draft?.savedAt === 'number' && now - draft.savedAt <= DRAFT_DAYS * DAY_MS;
    if (!fresh || !draft.values || typeof draft.values !== 'object' || typeof draft.step !== 'number') {
      localStorage.removeItem(PREFIX + name);
      return null;
    }
    return { values: withoutSecrets(draft.values), step: draft.step, savedAt: draft.savedAt! };
  } catch {
    return null;
  }
}

export function writeDraft(name: string, values: Record<string, unknown>, step: number, now = Date.now()): void {
  try {
    localStorage.setItem(PREFIX + name, JSON.stringify({ values: withoutSecrets(values), step, savedAt: now }));
  } catch {
    // Storage full or refused (private mode): the form still works, it only is not kept.
  }
}

export function clearDraft(name: string): void {
  try {
    localStorage.removeItem(PREFIX + name);
  } catch {
    // Nothing was kept.
  }
}

function withoutSecrets<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !SECRET_FIELD.test(key))) as T;
}

/**
 * The draft found when the form opened (or null), and from then on every change written back while
 * `keep` holds, once the person has changed something from `initial`.
 */
export function useStoredDraft<T extends Record<string, unknown>>(
  name: string,
  current: { values: T; step: number },
  { initial, keep }: { initial: T; keep: boolean },
): StoredDraft<T> | null {
  const [found] = useState(() => readDraft<T>(name));
  const serialised = JSON.stringify(withoutSecrets(current.values));
  const untouched = current.step === 0 && serialised === JSON.stringify(withoutSecrets(initial));
  useEffect(() => {
    if (!keep || untouched) return;
    writeDraft(name, JSON.parse(serialised) as T, current.step);
  }, [name, serialised, current.step, keep, untouched]);
  return found;
}
