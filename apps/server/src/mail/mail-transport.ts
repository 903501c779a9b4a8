import type { SendMailOptions } from 'nodemailer';
import type { QueuedMail } from './mail-queue';

/** Where a delivered message went: the file, for the outbox. */
export interface DeliveryReceipt {
  file?: string;
}

/** Delivers one claimed message; throws when it was not delivered. */
export interface MailTransport {
  readonly name: 'smtp' | 'outbox';
  deliver(mail: QueuedMail): Promise<DeliveryReceipt>;
}

/**
 * The nodemailer message for a row. The Message-ID comes from the row id, so a retry (or a second
 * delivery after a crash) carries the same id and receiving servers can tell it is one message.
 */
export function toSendMailOptions(mail: QueuedMail, from: string): SendMailOptions {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
    messageId: messageIdFor(mail.id, from),
  };
}

export function messageIdFor(id: string, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'constelar.app';
  return `<${id}@${domain}>`;
}
