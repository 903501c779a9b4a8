import { sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';

/** The queues an operator watches fill up before anything fails: read at each scrape. */
export function watchQueues(ctx: AppContext): void {
  const { metrics, work, db } = ctx;
  metrics.gauge('constelar_work_queue_depth', 'Trabalhos pesados esperando uma thread.', () => work.queued());
  metrics.gauge('constelar_work_threads', 'Threads de trabalho em execução.', () => work.threads());
  metrics.gauge(
    'constelar_work_utilization_ratio',
    'Fração do tempo das threads de trabalho gasta em trabalhos, desde o início (0 a 1).',
    () => work.utilization(),
  );
  const pendingMail = async () => {
    const result = (await db.execute(
      sql`SELECT count(*)::int AS n,
                 coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 AS oldest
            FROM mail_queue WHERE sent_at IS NULL AND failed_at IS NULL`,
    )) as unknown as { rows: { n: number; oldest: number }[] };
    return result.rows[0] ?? { n: 0, oldest: 0 };
  };
  metrics.gauge(
    'constelar_mail_queue_depth',
    'E-mails na fila, ainda não enviados nem desistidos.',
    async () => Number((await pendingMail()).n),
  );
  metrics.gauge(
    'constelar_mail_queue_oldest_age_seconds',
    'Idade do e-mail mais antigo ainda na fila, em segundos (0 com a fila vazia).',
    async () => Number((await pendingMail()).oldest),
  );
  metrics.gauge(
    'constelar_push_queue_depth',
    'Notificações na fila, ainda não enviadas nem desistidas.',
    async () => {
      const result = (await db.execute(
        sql`SELECT count(*)::int AS n FROM push_queue WHERE sent_at IS NULL AND failed_at IS NULL`,
      )) as unknown as { rows: { n: number }[] };
      return Number(result.rows[0]?.n ?? 0);
    },
  );
}
