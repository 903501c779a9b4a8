import Fastify, { type FastifyInstance } from 'fastify';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import packageJson from '../package.json';
import type { AppContext } from './app-context';
import type { Config } from './config';
import type { Database } from './db/client';
import { createTokenService } from './lib/tokens';
import { createGuards } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurity } from './plugins/security';
import { registerSpa } from './plugins/spa';
import { apiRoutes } from './routes/api-routes';

export const BODY_LIMIT_BYTES = 64 * 1024;

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Folder of the built web app; defaults to apps/web/dist. */
  webRoot?: string;
  now?: () => Date;
  logger?: boolean;
}

export function defaultWebRoot(): string {
  return join(dirname(createRequire(import.meta.url).resolve('@constelar/web/package.json')), 'dist');
}

/** The whole application as one Fastify instance, without listening: tests drive it with inject(). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: true,
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(config.prettyLogs ? { transport: { target: 'pino-pretty' } } : {}),
            redact: ['req.headers.authorization', 'req.body.password'],
          },
  });
  registerErrorHandling(app);
  await registerSecurity(app, config);
  await registerRateLimit(app, config.redisUrl);

  const tokens = createTokenService(config.jwtSecret);
  const ctx: AppContext = {
    config,
    db: database.db,
    driver: database.driver,
    tokens,
    guards: createGuards({ db: database.db, tokens, adminEmails: config.adminEmails }),
    version: packageJson.version,
    now: options.now ?? (() => new Date()),
  };
  await app.register(async (api) => apiRoutes(api, ctx), { prefix: '/api' });
  await registerSpa(app, options.webRoot ?? defaultWebRoot());
  return app;
}
