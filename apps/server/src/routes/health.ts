import { HealthResponse, ReadyResponse } from '@constelar/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { countAppliedMigrations, migrationCount } from '../db/migrate';
import { TAGS } from './route-docs';
import { pingDatabase } from '../db/repositories/health';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: [TAGS.health],
        summary: 'Estado do servidor',
        description: 'Consulta o banco (SELECT 1) e diz onde ficam os contadores de limite de tentativas.',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (_request, reply) => {
      const state = { version: ctx.version, database: ctx.driver, rateLimitStore: ctx.limiter.store() };
      try {
        await pingDatabase(ctx.db);
      } catch {
        return reply.status(503).send({ status: 'degraded', ...state });
      }
      return { status: 'ok' as const, ...state };
    },
  );

  // Once every migration is seen applied it stays so: later checks ask only the database itself.
  let migrated = false;
  const expected = migrationCount();
  /** A check that does not answer within this long counts as down: readiness must turn fast. */
  const CHECK_TIMEOUT_MS = 1500;
  const within = <T>(work: Promise<T>, fallback: T) =>
    Promise.race([
      work.catch(() => fallback),
      new Promise<T>((r) => setTimeout(r, CHECK_TIMEOUT_MS, fallback).unref()),
    ]);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/ready',
    {
      schema: {
        tags: [TAGS.health],
        summary: 'Pronto para receber tráfego',
        description:
          'Para o balanceador: 200 só quando o banco responde, as migrações estão aplicadas e o Redis ' +
          '(se configurado) responde; senão 503, com `error` dizendo o que falta. /api/health diz só ' +
          'se o processo está vivo.',
        response: { 200: ReadyResponse, 503: ReadyResponse },
      },
    },
    async (_request, reply) => {
      const stopping = ctx.stopping();
      const [database, redis] = await Promise.all([
        within(
          pingDatabase(ctx.db).then(() => true),
          false,
        ),
        ctx.config.redisUrl ? within(ctx.limiter.ping(CHECK_TIMEOUT_MS), false) : Promise.resolve(null),
      ]);
      if (database && !migrated)
        migrated = (await within(countAppliedMigrations({ db: ctx.db }), 0)) >= expected;
      const checks = { database, migrations: database && migrated, redis, stopping };
      const down = [
        stopping && 'o servidor está encerrando',
        !database && 'o banco de dados não responde',
        database && !migrated && 'as migrações do banco ainda não terminaram',
        redis === false && 'o Redis não responde',
      ].filter(Boolean);
      if (down.length === 0) return { status: 'ready' as const, checks };
      const error = `Indisponível: ${down.join('; ')}.`;
      return reply.status(503).send({ status: 'unavailable', checks, error: error });
    },
  );
}
