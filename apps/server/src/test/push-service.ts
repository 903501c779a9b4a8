import { createECDH, createDecipheriv, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// A push service on loopback for the tests (push.md §2): it checks the VAPID JWT (RFC 8292) as a real
// one would and decrypts each message (RFC 8291) with the private key of a subscription the test made.
// Decryption is written here on purpose: it is what proves the server's encryption, done by a library.

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  /** The JWT's claims, once its signature checked out. */
  claims: { aud: string; exp: number; sub: string };
  /** The decrypted payload. */
  payload: { title: string; body: string; url: string; tag: string };
  /** The encrypted body's size, as sent. */
  bytes: number;
}

export interface TestPushService {
  url: string;
  /** A fresh browser-side subscription: its own P-256 key pair and 16-byte auth secret. */
  subscribe(name?: string): TestSubscription;
  received: ReceivedPush[];
  /** Problems found in a request (a bad signature, a bad claim): a test expects none. */
  problems: string[];
  /** The next answers, in order; after them, 201. */
  answers: { status: number; headers?: Record<string, string> }[];
  close(): Promise<void>;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 and RFC 8188: one aes128gcm record, as a browser decrypts it. */
export function decryptAes128gcm(
  body: Buffer,
  uaPrivate: Buffer,
  uaPublic: Buffer,
  authSecret: Buffer,
): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const asPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(uaPrivate);
  const shared = ecdh.computeSecret(asPublic);
  const prkKey = hmac(authSecret, shared);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** Checks `vapid t=…, k=…` (RFC 8292 §3): ES256 with the key k, aud, exp ≤ 24 h, sub mailto:/https:. */
function checkVapid(authorization: string | undefined, origin: string, problems: string[]) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) {
    problems.push(`no VAPID authorization: ${authorization}`);
    return undefined;
  }
  const [, jwt, k] = match as unknown as [string, string, string];
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) problems.push('VAPID signature does not verify');
  const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string };
  if (head.alg !== 'ES256') problems.push(`alg ${head.alg}`);
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString()) as ReceivedPush['claims'];
  const now = Date.now() / 1000;
  if (parsed.aud !== origin) problems.push(`aud ${parsed.aud} is not ${origin}`);
  if (!(parsed.exp > now && parsed.exp <= now + 24 * 3600))
    problems.push(`exp ${parsed.exp} not within 24 h`);
  if (!/^(mailto:|https:)/.test(parsed.sub)) problems.push(`sub ${parsed.sub}`);
  return { claims: parsed, publicKey: k };
}

export async function startTestPushService(vapidPublicKey: string): Promise<TestPushService> {
  const browsers = new Map<string, { privateKey: Buffer; publicKey: Buffer; auth: Buffer }>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];
  const answers: TestPushService['answers'] = [];
  let origin = '';
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = request.url ?? '/';
      try {
        const vapid = checkVapid(request.headers.authorization, origin, problems);
        if (vapid && vapid.publicKey !== vapidPublicKey) problems.push('VAPID key is not the server’s');
        if (request.headers['content-encoding'] !== 'aes128gcm') problems.push('not aes128gcm');
        if (!request.headers.ttl) problems.push('no TTL');
        const browser = browsers.get(path);
        if (!browser) throw new Error(`unknown subscription ${path}`);
        const plain = decryptAes128gcm(body, browser.privateKey, browser.publicKey, browser.auth);
        received.push({
          path,
          headers: request.headers,
          claims: vapid?.claims ?? { aud: '', exp: 0, sub: '' },
          payload: JSON.parse(plain.toString('utf8')) as ReceivedPush['payload'],
          bytes: body.length,
        });
      } catch (error) {
        problems.push(`${path}: ${(error as Error).message}`);
      }
      const answer = answers.shift() ?? { status: 201 };
      response.writeHead(answer.status, answer.headers ?? {});
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  let count = 0;
  return {
    url: origin,
    received,
    problems,
    answers,
    subscribe(name = `browser-${count++}`) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${name}`;
      browsers.set(path, { privateKey: ecdh.getPrivateKey(), publicKey: ecdh.getPublicKey(), auth });
      return {
        endpoint: `${origin}${path}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
