import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject, vi } from 'vitest';

// Without SMTP the server writes every message as an RFC 5322 .eml file under DATA_DIR/outbox/, named
// after its creation time so that names sort oldest first. These helpers read them as a person would
// read their inbox: by address, newest first, following the link in the text.

export interface OutboxMail {
  file: string;
  /** Header names in lower case, values unfolded and RFC 2047-decoded. */
  headers: Record<string, string>;
  to: string;
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded ('' when there is none). */
  html: string;
}

/** Quoted-printable: soft line breaks (`=` at the end of a line) vanish, `=3D`-style escapes are bytes. */
export function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/[ \t]*=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?Confirme_seu_e-mail?=`), as in Subject and To. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

interface Entity {
  headers: Record<string, string>;
  body: string;
}

function parseEntity(raw: string): Entity {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody({ headers, body }: Entity): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** Every leaf part of a (possibly nested) multipart entity, with its decoded text. */
function leaves(entity: Entity): { type: string; text: string }[] {
  const type = (entity.headers['content-type'] ?? 'text/plain').toLowerCase();
  if (!type.startsWith('multipart/')) return [{ type: type.split(';')[0]!.trim(), text: decodeBody(entity) }];
  const boundary = /boundary="?([^";]+)"?/i.exec(entity.headers['content-type'] ?? '')?.[1];
  if (!boundary) return [];
  const delimiter = `--${boundary}`;
  return entity.body
    .split(new RegExp(`\\r?\\n?${delimiter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?[ \\t]*\\r?\\n?`))
    .filter((part) => part.trim() !== '')
    .flatMap((part) => leaves(parseEntity(part)));
}

export function parseEml(raw: string, file = ''): OutboxMail {
  const entity = parseEntity(raw);
  const headers = Object.fromEntries(
    Object.entries(entity.headers).map(([name, value]) => [name, decodeEncodedWords(value)]),
  );
  const parts = leaves(entity);
  return {
    file,
    headers,
    to: headers.to ?? '',
    subject: headers.subject ?? '',
    text: parts.find((p) => p.type === 'text/plain')?.text ?? '',
    html: parts.find((p) => p.type === 'text/html')?.text ?? '',
  };
}

const outboxDir = () => join(inject('dataDir'), 'outbox');

/** The outbox's file names, oldest first: pass it to waitForLink as `after` to ignore what is there. */
export function outboxFiles(): string[] {
  const dir = outboxDir();
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.eml'))
        .sort()
    : [];
}

/** Every message written to `address` so far, newest first. */
export function mailsTo(address: string): OutboxMail[] {
  const wanted = address.toLowerCase();
  return outboxFiles()
    .reverse()
    .map((file) => parseEml(readFileSync(join(outboxDir(), file), 'utf8'), file))
    .filter((mail) => mail.to.toLowerCase().includes(wanted));
}

/** The links of a text, trailing punctuation left out. */
export const linksIn = (text: string) =>
  (text.match(/https?:\/\/[^\s<>"'()[\]]+/g) ?? []).map((link) => link.replace(/[.,;:!?]+$/, ''));

/**
 * Waits (the mail worker writes within a second or so) for the newest message to `address` whose text
 * part links to `path` (e.g. '/confirmar-email') on the public origin, and returns that link on the test
 * server's origin (the server listens on a port the system picks, after PUBLIC_URL was set). Files listed
 * in `after` (from outboxFiles()) are ignored, so an older message never answers for a newer one.
 */
export async function waitForLink(
  address: string,
  path: string,
  { after = [] as string[], timeoutMs = 10_000 } = {},
): Promise<string> {
  const seen = new Set(after);
  const publicOrigin = new URL(inject('publicURL')).origin;
  const link = await vi.waitFor(
    () => {
      for (const mail of mailsTo(address)) {
        if (seen.has(mail.file)) continue;
        const found = linksIn(mail.text)
          .map((l) => new URL(l))
          .find((url) => url.origin === publicOrigin && url.pathname === path);
        if (found) return found;
      }
      throw new Error(`no new mail to ${address} with a ${path} link within ${timeoutMs} ms`);
    },
    { timeout: timeoutMs, interval: 100 },
  );
  return new URL(`${link.pathname}${link.search}${link.hash}`, inject('baseURL')).href;
}

export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
