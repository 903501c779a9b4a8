import type { Db } from '../db/client';

/** One message, as the routes hand it over: Portuguese, with a plain-text and an HTML part. */
export interface OutgoingMail {
  /** What the message is (verify-email, reset-password, email-changed, newsletter-confirm, …): logged instead of the body. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe on newsletter messages. */
  headers?: Record<string, string>;
  /** When set, a second message with the same key is never queued (the weekly letter per week and address). */
  dedupeKey?: string;
}

/** The database handle or a transaction opened on it: queueing inside a transaction commits with it. */
export type DbOrTx = Pick<Db, 'insert'>;

export interface Mailer {
  /**
   * Queues the message as a row (durable once this resolves, or once `tx` commits) and wakes the worker.
   * Returns false when dedupeKey was already queued.
   */
  send(message: OutgoingMail, tx?: DbOrTx): Promise<boolean>;
  /** Tries every due message now and resolves when this pass is over; returns how many were delivered. */
  flush(): Promise<number>;
  /** Starts the background worker (polling plus wake-ups from send). */
  start(): void;
  /** Stops the worker and waits for a pass in progress to finish. */
  stop(): Promise<void>;
  /** Where messages go: 'smtp' with SMTP_URL, otherwise 'outbox' (.eml files under DATA_DIR/outbox). */
  readonly transport: 'smtp' | 'outbox';
}
