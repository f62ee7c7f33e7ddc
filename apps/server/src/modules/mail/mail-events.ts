import type { MailStatus } from '@abasto/domain/mail';
import type { Tx } from '../../db/client.ts';

/** A change of a message's delivery state, as the worker records it. */
export interface MailStateChange {
  messageId: number;
  refKind: string;
  refId: string;
  status: MailStatus;
  /** The SMTP server's reason, for a failed attempt (the message may still be retried: status 'pending'). */
  lastError: string | null;
  attempts: number;
}

export type MailStateListener = (tx: Tx, change: MailStateChange) => Promise<void>;

const listeners = new Map<string, MailStateListener[]>();

/**
 * Lets a module follow the delivery of the messages it enqueued with `ref.kind === kind`: the
 * listener runs inside the transaction that records the new state, so whatever it writes (a
 * quotation's per-recipient status) commits together with it. Register it once, at import.
 */
export function onMailStateChange(kind: string, listener: MailStateListener): void {
  const list = listeners.get(kind) ?? [];
  list.push(listener);
  listeners.set(kind, list);
}

export async function emitMailStateChange(tx: Tx, change: MailStateChange): Promise<void> {
  for (const listener of listeners.get(change.refKind) ?? []) await listener(tx, change);
}
