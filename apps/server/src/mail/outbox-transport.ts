import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { MailTransport } from './mail-transport';
import { toSendMailOptions } from './mail-transport';
import type { QueuedMail } from './mail-queue';

/**
 * Without SMTP_URL, each message becomes an RFC 5322 .eml file under DATA_DIR/outbox: a person running
 * `npm start` opens it to confirm an e-mail or reset a password. nodemailer builds the same MIME
 * message it would send (both parts, every header), only into a buffer.
 */
export function createOutboxTransport(dataDir: string, from: string): MailTransport {
  const dir = join(dataDir, 'outbox');
  const builder = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    name: 'outbox',
    async deliver(mail) {
      const info = await builder.sendMail(toSendMailOptions(mail, from));
      await mkdir(dir, { recursive: true });
      const file = join(dir, outboxFileName(mail));
      await writeAtomically(file, info.message as Buffer);
      return { file };
    },
  };
}

/**
 * Sortable and readable, e.g. 2026-11-23T16-04-05.123Z-verify-email-1a2b3c4d.eml. Named after the
 * row's creation, so a retried message overwrites its own file instead of leaving a second one.
 */
export function outboxFileName(mail: Pick<QueuedMail, 'id' | 'kind' | 'createdAt'>): string {
  const stamp = mail.createdAt.toISOString().replace(/:/g, '-');
  const kind =
    mail.kind
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'mail';
  return `${stamp}-${kind}-${mail.id.slice(0, 8)}.eml`;
}

/** A reader never sees half a file: write beside it, flush to disk, then rename over. Owner-only: links. */
async function writeAtomically(file: string, content: Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    const handle = await open(tmp, 'w', 0o600);
    try {
      await handle.writeFile(content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}
