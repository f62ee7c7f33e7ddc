import type { DraftFile } from './attachment-drop.tsx';
import type { DraftSupplier } from './quotation-draft.ts';
import type { SourcingDraft } from './sourcing-draft.ts';

/**
 * A quotation draft kept in this browser's IndexedDB, keyed by the id the address carries
 * (`?borrador=<id>`), so Volver, Back, a reload and a new tab all find it, however many suppliers
 * and files it holds (docs/product.md#quotation-compose). It is deleted after a successful send
 * or by "Descartar borrador"; one left alone is forgotten after DRAFT_KEEP_DAYS.
 */
export interface StoredDraft {
  id: string;
  updatedAt: number;
  /** Where it started: 'new', the id of the quotation it repeats, or 'lista' (the supplier list). */
  origin: string;
  title: string;
  descripcion: string;
  fornecedores: DraftSupplier[];
  sourcing: SourcingDraft | null;
  /** Uploaded files (base64), and those kept from the quotation it repeats (`kept`, no bytes). */
  files: DraftFile[];
  /** The quotation whose kept files travel by reference. */
  keptFrom: number | null;
  /** Subject and description editable on the confirm screen. */
  editable: boolean;
  /** One id per draft: a repeated send of the same draft gives one quotation. */
  requestId: string;
}

export const DRAFT_KEEP_DAYS = 30;
const DB_NAME = 'abasto-drafts';
const STORE = 'quotation-drafts';

/** Without IndexedDB (a locked-down browser) drafts live as long as the tab. */
const memory = new Map<string, StoredDraft>();
let opening: Promise<IDBDatabase | null> | null = null;

function openDb(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  opening ??= new Promise((resolve) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      if (!req.result.objectStoreNames.contains(STORE)) {
        req.result.createObjectStore(STORE, { keyPath: 'id' }).createIndex('updatedAt', 'updatedAt');
      }
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => resolve(null);
    req.onblocked = () => resolve(null);
  });
  return opening;
}

function run<T>(mode: IDBTransactionMode, body: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
  return openDb().then(
    (db) =>
      new Promise<T | undefined>((resolve, reject) => {
        if (!db) return resolve(undefined);
        const tx = db.transaction(STORE, mode);
        const req = body(tx.objectStore(STORE));
        tx.oncomplete = () => resolve(req ? req.result : undefined);
        tx.onerror = () => reject(tx.error ?? new Error('draft store'));
        tx.onabort = () => reject(tx.error ?? new Error('draft store'));
      }),
  );
}

export function newDraftId(): string {
  return crypto.randomUUID();
}

export function isDraftId(id: string | null): id is string {
  return id !== null && /^[A-Za-z0-9_-]{8,100}$/.test(id);
}

export async function loadDraft(id: string): Promise<StoredDraft | null> {
  if (!(await openDb())) return memory.get(id) ?? null;
  return (await run<StoredDraft>('readonly', (s) => s.get(id))) ?? null;
}

export async function saveDraft(draft: StoredDraft): Promise<void> {
  const stamped = { ...draft, updatedAt: Date.now() };
  if (!(await openDb())) {
    memory.set(draft.id, stamped);
    return;
  }
  await run('readwrite', (s) => s.put(stamped));
}

export async function deleteDraft(id: string): Promise<void> {
  memory.delete(id);
  await run('readwrite', (s) => s.delete(id));
}

/** Forgets drafts untouched for DRAFT_KEEP_DAYS (called when a draft screen opens). */
export async function forgetOldDrafts(now = Date.now()): Promise<void> {
  // By the index: the drafts' contents (files included) are not read.
  const cutoff = now - DRAFT_KEEP_DAYS * 24 * 3600_000;
  const old = (await run<IDBValidKey[]>('readonly', (s) => s.index('updatedAt').getAllKeys(IDBKeyRange.upperBound(cutoff, true)))) ?? [];
  for (const id of old) await deleteDraft(String(id));
}

export function emptyDraft(origin: string, sourcing: SourcingDraft | null): StoredDraft {
  return {
    id: newDraftId(),
    updatedAt: Date.now(),
    origin,
    title: '',
    descripcion: '',
    fornecedores: [],
    sourcing,
    files: [],
    keptFrom: null,
    editable: false,
    requestId: newDraftId(),
  };
}
