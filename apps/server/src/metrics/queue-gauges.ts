import type { AppContext } from '../app-context';
import { durableQueue } from '../db/repositories/durable-queue';

const mailQueue = durableQueue('mail_queue');
const pushQueue = durableQueue('push_queue');

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
  metrics.gauge(
    'constelar_mail_queue_depth',
    'E-mails na fila, ainda não enviados nem desistidos.',
    async () => (await mailQueue.pending(db)).count,
  );
  metrics.gauge(
    'constelar_mail_queue_oldest_age_seconds',
    'Idade do e-mail mais antigo ainda na fila, em segundos (0 com a fila vazia).',
    async () => (await mailQueue.pending(db)).oldestSeconds,
  );
  metrics.gauge(
    'constelar_push_queue_depth',
    'Notificações na fila, ainda não enviadas nem desistidas.',
    async () => (await pushQueue.pending(db)).count,
  );
}
