import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface OutboxMessage {
  file: string;
  raw: string;
  headers: string;
  /** The text/plain part, decoded. */
  text: string;
}

function decodePart(body: string, encoding: string | undefined): string {
  if (/base64/i.test(encoding ?? '')) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding ?? '')) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The plain-text part of an RFC 5322 message, whatever transfer encoding nodemailer chose for it. */
export function plainTextOf(raw: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  // Split on the declared boundary only: a text part may hold its own "-- " signature line.
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  for (const part of parts) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const head = part.slice(0, split);
    if (!/content-type:\s*text\/plain/i.test(head)) continue;
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1];
    return decodePart(part.slice(split).replace(/^\s+/, ''), encoding);
  }
  return '';
}

export function readOutbox(dataDir: string): OutboxMessage[] {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = readFileSync(join(dir, file), 'utf8');
      const headers = raw.slice(0, raw.search(/\r?\n\r?\n/));
      return { file, raw, headers, text: plainTextOf(raw) };
    });
}

/**
 * Waits (bounded) for the mail worker to write a message to `to` whose text holds a link to `path`, and
 * returns the newest such link once at least `count` of them exist.
 */
export async function waitForLink(
  dataDir: string,
  to: string,
  path: string,
  timeoutMs = 10_000,
  count = 1,
): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]*${path.replace(/[/?]/g, '\\$&')}\\?token=[\\w%-]+`, 'g');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mine = readOutbox(dataDir).filter((m) =>
      new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'im').test(m.headers),
    );
    const links = mine.flatMap((m) => m.text.match(pattern) ?? []);
    const newest = links.at(-1);
    if (newest && links.length >= count) return newest;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with a ${path} link within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
