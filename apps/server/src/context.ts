import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { TokenService } from './modules/auth/tokens.ts';

/** What every module reaches through `app.ctx`: kept apart from `app.ts`, which imports every module. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  tokens: TokenService;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
