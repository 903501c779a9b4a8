import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMime, type ParsedMime } from './parse-mime';

export interface ReceivedMail extends ParsedMime {
  envelopeTo: string[];
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  /** An SMTP_URL for this server, with a login it accepts (and that must never reach a log). */
  url: string;
  password: string;
  received: ReceivedMail[];
  /** Messages whose data has begun to arrive: a delivery on the wire, accepted or not yet. */
  receiving(): number;
  /** Refuse the next `count` recipients with this reply code (4xx: try later, 5xx: never). */
  rejectNext(count: number, responseCode?: number): void;
  close(): Promise<void>;
}

/** A real SMTP server (the smtp-server package) on 127.0.0.1 that keeps every message it accepts. */
export async function startTestSmtpServer(
  options: { port?: number; delayMs?: number } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const password = `segredo-${Math.random().toString(36).slice(2)}`;
  let rejections = 0;
  let rejectionCode = 451;
  let receiving = 0;
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    // nodemailer upgrades whenever STARTTLS is offered, and would refuse the self-signed certificate.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onRcptTo(_address, _session, callback) {
      if (rejections > 0) {
        rejections--;
        const error = Object.assign(new Error('Caixa temporariamente indisponível'), {
          responseCode: rejectionCode,
        });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      receiving++;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const finish = () => {
          received.push({
            ...parseMime(raw),
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        };
        if (options.delayMs) setTimeout(finish, options.delayMs);
        else finish();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://constelar:${password}@127.0.0.1:${port}`,
    password,
    received,
    receiving: () => receiving,
    rejectNext(count, responseCode = 451) {
      rejections = count;
      rejectionCode = responseCode;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
