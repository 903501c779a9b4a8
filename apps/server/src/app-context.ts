import type { Config } from './config';
import type { Db, DatabaseDriver } from './db/client';
import type { TokenService } from './lib/tokens';
import type { Guards } from './plugins/auth';

/** Everything a route needs, passed in explicitly rather than hung on the Fastify instance. */
export interface AppContext {
  config: Config;
  db: Db;
  driver: DatabaseDriver;
  tokens: TokenService;
  guards: Guards;
  version: string;
  /** The clock, injectable so tests can pin dates. */
  now: () => Date;
}
