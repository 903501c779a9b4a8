import { HealthResponse, ReadyResponse } from '@constelar/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { countAppliedMigrations, migrationCount } from '../db/migrate';
import { TAGS } from './route-docs';
import { pingDatabase } from '../db/repositories/health';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  /** A check that does not answer within this long counts as down: probes must get an answer fast. */
  const CHECK_TIMEOUT_MS = 1500;
  const within = <T>(work: Promise<T>, fallback: T) =>
    Promise.race([
      work.catch(() => fallback),
      new Promise<T>((r) => setTimeout(r, CHECK_TIMEOUT_MS, fallback).unref()),
    ]);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: [TAGS.health],
        summary: 'O processo está vivo',
        description:
          'Sonda de vida: 200 enquanto o processo responde, mesmo com o banco fora (`status: degraded` e ' +
          '`degraded` dizendo o quê), para o orquestrador não reiniciar um processo são por uma queda alheia. ' +
          'Para tirar a instância do balanceador, /api/ready responde 503.',
        response: { 200: HealthResponse },
      },
    },
    async () => {
      const state = { version: ctx.version, database: ctx.driver, rateLimitStore: ctx.limiter.store() };
      const database = await within(
        pingDatabase(ctx.db).then(() => true),
        false,
      );
      const degraded = [
        ...(database ? [] : ['database' as const]),
        ...(ctx.config.redisUrl && state.rateLimitStore === 'memory' ? ['redis' as const] : []),
      ];
      if (degraded.length > 0) return { status: 'degraded' as const, degraded, ...state };
      return { status: 'ok' as const, ...state };
    },
  );

  // Once every migration is seen applied it stays so: later checks ask only the database itself.
  let migrated = false;
  const expected = migrationCount();

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
