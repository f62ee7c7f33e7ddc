import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';

/**
 * Who makes a change and from where (docs/product.md#history). The history trigger of migration
 * `history` reads it from transaction-local settings, so a change and its history row always
 * share one transaction.
 */
export interface AuditContext {
  actorId: number | null;
  requestId: string;
  /** Where the change came from besides a screen, e.g. 'importacion:proveedores.xlsx', 'semilla'. */
  source?: string;
}

/** Sets `abasto.actor_id`, `abasto.request_id` and `abasto.source` for the rest of the transaction. */
export async function setAuditContext(tx: Db | Tx, ctx: AuditContext): Promise<void> {
  await tx.execute(
    sql`select set_config('abasto.actor_id', ${ctx.actorId === null ? '' : String(ctx.actorId)}, true),
               set_config('abasto.request_id', ${ctx.requestId}, true),
               set_config('abasto.source', ${ctx.source ?? ''}, true)`,
  );
}

const current = new AsyncLocalStorage<() => AuditContext>();

/** Runs `fn` with an audit context: every transaction opened through `auditedDb` inside it carries it. */
export function runWithAuditContext<T>(ctx: AuditContext | (() => AuditContext), fn: () => T): T {
  return current.run(typeof ctx === 'function' ? ctx : () => ctx, fn);
}

/** The audit context of the running request or job, if any. */
export function currentAuditContext(): AuditContext | undefined {
  return current.getStore()?.();
}

/**
 * The database as the application uses it (`app.ctx.db`): each `transaction(…)` first sets the
 * running request's audit context, so a use case only needs to write its change inside a
 * transaction. Writes to audited tables are therefore always made in a transaction
 * (docs/product.md#history; `test/history-routes.test.ts` checks every mutating call).
 */
export function auditedDb(db: Db): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'transaction') {
        const transaction: Db['transaction'] = (fn, config) =>
          target.transaction(async (tx) => {
            const ctx = currentAuditContext();
            if (ctx) await setAuditContext(tx, ctx);
            return fn(tx);
          }, config);
        return transaction;
      }
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
