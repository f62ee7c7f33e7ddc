import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { SessionCache } from './modules/auth/session-cache.ts';
import type { TokenService } from './modules/auth/tokens.ts';

/** What every module reaches through `app.ctx`: kept apart from `app.ts`, which imports every module. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  tokens: TokenService;
  /** The users of sessions checked in the last SESSION_CACHE_MS (modules/auth/session-cache.ts). */
  sessions: SessionCache;
  /** The time the sourcing rules read (deadlines, sealed prices); tests may move it. Default: the system clock. */
  clock?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
