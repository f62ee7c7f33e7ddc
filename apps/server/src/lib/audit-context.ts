import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';

export interface AuditContext {
  actorId: number | null;
  requestId: string;
  source?: string;
}

/** Names the author, request and source of the changes a transaction makes (local to it). */
export async function setAuditContext(tx: Tx, ctx: AuditContext): Promise<void> {
  await tx.execute(
    sql`select set_config('abasto.actor_id', ${ctx.actorId === null ? '' : String(ctx.actorId)}, true), set_config('abasto.request_id', ${ctx.requestId}, true), set_config('abasto.source', ${ctx.source ?? ''}, true)`,
  );
}
