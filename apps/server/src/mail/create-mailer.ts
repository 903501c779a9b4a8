import type { Config } from '../config';
import type { Db } from '../db/client';
import { safeErrorForLog } from '../plugins/errors';
import { describeDeliveryError, recipientDomain } from './delivery-error';
import {
  claimDueMail,
  enqueueMail,
  markMailFailed,
  markMailSent,
  releaseMail,
  scheduleMailRetry,
  type QueuedMail,
} from './mail-queue';
import type { MailTransport } from './mail-transport';
import type { Mailer } from './mailer';
import { createOutboxTransport } from './outbox-transport';
import { createQueuePump } from '../lib/queue-pump';
import { retryDelayMs } from './retry-delay';
import { createSmtpTransport } from './smtp-transport';

/** pino's shape (FastifyBaseLogger fits): details first, message second. */
export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailerDeps {
  db: Db;
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>;
  log: MailLog;
}

export const POLL_INTERVAL_MS = 5_000;
/** Rows claimed per statement. Small, so that a lease always outlasts the batch it covers. */
export const CLAIM_BATCH_SIZE = 5;
/**
 * How long a claimed row belongs to its instance. Five sends at the SMTP transport's worst case
 * (10 s connect + 10 s greeting + 30 s idle socket) fit well inside it; past it, a row whose instance
 * crashed mid-send is tried again (at-least-once).
 */
export const LEASE_SECONDS = 300;
export const MAX_ATTEMPTS = 12;
/** A row queued inside a transaction becomes visible only at commit: look again a moment later. */
const TX_WAKE_DELAY_MS = 250;

type Outcome = 'sent' | 'failed' | 'transport-down';

/**
 * The durable mail queue: send() only writes a row; a worker delivers due rows through SMTP (with
 * SMTP_URL) or into DATA_DIR/outbox, retrying with back-off. Creating it connects to nothing, so the
 * server boots whether or not the SMTP server answers.
 */
export function createMailer(deps: MailerDeps): Mailer {
  const { db, config, log } = deps;
  const transport: MailTransport = config.smtpUrl
    ? createSmtpTransport(config.smtpUrl, config.mailFrom)
    : createOutboxTransport(config.dataDir, config.mailFrom);

  async function deliverOne(mail: QueuedMail): Promise<Outcome> {
    const details = {
      kind: mail.kind,
      mailId: mail.id,
      domain: recipientDomain(mail.to),
      attempts: mail.attempts,
    };
    let file: string | undefined;
    try {
      ({ file } = await transport.deliver(mail));
    } catch (error) {
      const failure = describeDeliveryError(error);
      if (failure.permanent || mail.attempts >= MAX_ATTEMPTS) {
        await markMailFailed(db, mail.id, failure.summary);
        log.error(
          { ...details, error: failure.summary },
          failure.permanent
            ? 'e-mail recusado em definitivo pelo servidor de destino'
            : `e-mail não entregue após ${mail.attempts} tentativas; desistindo`,
        );
      } else {
        const delayMs = retryDelayMs(mail.attempts);
        await scheduleMailRetry(db, mail.id, failure.summary, delayMs);
        log.warn(
          { ...details, error: failure.summary, retryInSeconds: Math.round(delayMs / 1000) },
          'falha ao entregar e-mail; nova tentativa agendada',
        );
      }
      return failure.transportDown ? 'transport-down' : 'failed';
    }
    await markMailSent(db, mail.id);
    log.info(details, file ? `e-mail gravado em ${file}` : 'e-mail enviado');
    return 'sent';
  }

  /**
   * Claims and delivers batch after batch until nothing is due, or the server is down. Sends happen
   * outside any transaction.
   */
  async function deliverDue(): Promise<{ delivered: number; wait: boolean }> {
    let delivered = 0;
    while (!pump.stopping) {
      const batch = await claimDueMail(db, CLAIM_BATCH_SIZE, LEASE_SECONDS);
      if (batch.length === 0) break;
      for (const [index, mail] of batch.entries()) {
        // Hand untried rows back, without counting an attempt, for the next pass or another instance:
        // stop() should not wait on them, and after a dead server they would only wait on it in turn.
        if (pump.stopping) {
          await releaseMail(
            db,
            batch.slice(index).map((m) => m.id),
          );
          return { delivered, wait: false };
        }
        const outcome = await deliverOne(mail);
        if (outcome === 'sent') delivered++;
        if (outcome === 'transport-down') {
          await releaseMail(
            db,
            batch.slice(index + 1).map((m) => m.id),
          );
          return { delivered, wait: true };
        }
      }
    }
    return { delivered, wait: false };
  }

  // One pass per process at a time; with the server down, the rest waits for the next poll.
  const pump = createQueuePump({
    deliverDue,
    pollMs: POLL_INTERVAL_MS,
    onPassError: (error) => log.warn({ error: safeErrorForLog(error) }, 'fila de e-mail: passagem falhou'),
  });

  return {
    transport: transport.name,
    async send(message, tx) {
      const queued = await enqueueMail(tx ?? db, message);
      if (queued && tx) setTimeout(() => pump.wake(), TX_WAKE_DELAY_MS).unref();
      else if (queued) pump.wake();
      return queued;
    },
    flush: () => pump.flush(),
    start: () => pump.start(),
    stop: () => pump.stop(),
  };
}
