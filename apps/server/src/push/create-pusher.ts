import type { PushConfig } from '../config';
import type { Db } from '../db/client';
import { deletePushSubscription } from '../db/repositories/push-subscriptions';
import type { MailLog } from '../mail/create-mailer';
import { safeErrorForLog } from '../plugins/errors';
import { deliverPush } from './push-delivery';
import { createQueuePump } from '../lib/queue-pump';
import type { Resolve } from './push-endpoint';
import {
  claimDuePushes,
  enqueuePush,
  markPushFailed,
  markPushSent,
  releasePushes,
  schedulePushRetry,
  type OutgoingPush,
  type QueuedPush,
} from './push-queue';

export const PUSH_POLL_INTERVAL_MS = 5_000;
const CLAIM_BATCH_SIZE = 10;
/** Ten sends at the 15 s timeout fit well inside it; past it a crashed instance's rows are tried again. */
export const PUSH_LEASE_SECONDS = 300;
export const MAX_PUSH_ATTEMPTS = 8;

export interface Pusher {
  /** Queues the push (durable once this resolves) and wakes the worker; false when deduped or capped. */
  send(push: OutgoingPush): Promise<boolean>;
  /** Tries every due push now; resolves with how many were delivered. */
  flush(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export interface PusherDeps {
  db: Db;
  push: PushConfig;
  log: MailLog;
  now: () => Date;
  /** Tests pass a resolver; by default the system's. */
  resolve?: Resolve;
}

/** The durable push queue's worker, shaped as the mailer (mail/create-mailer.ts). */
export function createPusher(deps: PusherDeps): Pusher {
  const { db, log } = deps;
  async function deliverOne(push: QueuedPush): Promise<boolean> {
    const details = { pushId: push.id, kind: push.kind, attempts: push.attempts };
    // A push older than its TTL is of no use to anyone: the push service would drop it too.
    if (push.expired) {
      await markPushFailed(db, push.id, 'expirado antes do envio');
      log.warn(details, 'notificação expirada antes do envio');
      return false;
    }
    const outcome = await deliverPush(push, {
      push: deps.push,
      now: deps.now,
      ...(deps.resolve ? { resolve: deps.resolve } : {}),
    });
    switch (outcome.kind) {
      case 'sent':
        await markPushSent(db, push.id);
        log.info(details, 'notificação enviada');
        return true;
      case 'gone':
        // The cascade takes the subscription's queued pushes with it.
        await deletePushSubscription(db, push.subscription.id);
        log.info({ ...details, status: outcome.status }, 'inscrição encerrada pelo navegador; apagada');
        return false;
      case 'retry':
        if (push.attempts >= MAX_PUSH_ATTEMPTS) {
          await markPushFailed(db, push.id, outcome.error);
          log.error({ ...details, error: outcome.error }, 'notificação não entregue; desistindo');
        } else {
          await schedulePushRetry(db, push.id, outcome.error, outcome.delayMs);
          log.warn(
            { ...details, error: outcome.error, retryInSeconds: Math.round(outcome.delayMs / 1000) },
            'falha ao entregar notificação; nova tentativa agendada',
          );
        }
        return false;
      case 'failed':
        await markPushFailed(db, push.id, outcome.error);
        log.error({ ...details, error: outcome.error }, 'notificação recusada');
        return false;
    }
  }

  /** One row's trouble stays that row's: it is marked failed and the pass goes on to the others (issue #44). */
  async function deliverOrFail(push: QueuedPush): Promise<boolean> {
    try {
      return await deliverOne(push);
    } catch (error) {
      const safe = safeErrorForLog(error);
      await markPushFailed(db, push.id, `erro ao entregar: ${safe.type}: ${safe.message}`.slice(0, 500));
      log.error(
        { pushId: push.id, kind: push.kind, error: safe },
        'notificação não entregue; erro inesperado',
      );
      return false;
    }
  }

  async function deliverDue(): Promise<{ delivered: number }> {
    let delivered = 0;
    while (!pump.stopping) {
      const batch = await claimDuePushes(db, CLAIM_BATCH_SIZE, PUSH_LEASE_SECONDS);
      if (batch.length === 0) break;
      for (const [index, push] of batch.entries()) {
        if (pump.stopping) {
          await releasePushes(
            db,
            batch.slice(index).map((p) => p.id),
          );
          return { delivered };
        }
        if (await deliverOrFail(push)) delivered++;
      }
    }
    return { delivered };
  }

  const pump = createQueuePump({
    deliverDue,
    pollMs: PUSH_POLL_INTERVAL_MS,
    onPassError: (error) =>
      log.warn({ error: safeErrorForLog(error) }, 'fila de notificações: passagem falhou'),
  });

  return {
    async send(push) {
      const queued = await enqueuePush(db, push);
      if (queued) pump.wake();
      return queued;
    },
    flush: () => pump.flush(),
    start: () => pump.start(),
    stop: () => pump.stop(),
  };
}
