import { randomBytes } from 'node:crypto';
import webPush from 'web-push';
import { availableParallelism } from 'node:os';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const csv = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3333),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform(csv)
    .pipe(z.array(z.email('must be a comma-separated list of e-mail addresses')))
    .transform((emails) => emails.map((email) => email.toLowerCase())),
  BETA_TESTER_LIMIT: z.coerce.number().int().min(0).default(500),
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform(csv)
    .pipe(z.array(z.url('must be a comma-separated list of origins such as https://constelar.app'))),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, 'must be a redis:// or rediss:// URL')
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, 'must be an http(s) origin such as https://constelar.app')
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Constelar <nao-responda@constelar.app>'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => parseTrustProxy(value, ctx)),
  WORK_THREADS: z.coerce.number().int().min(0).max(64).optional(),
  WORK_QUEUE: z.coerce.number().int().min(1).max(100_000).optional(),
  SHARE_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  SHARE_DRAW_AHEAD: z.enum(['0', '1']).default('1'),
  SAVES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).optional(),
  SAVES_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).optional(),
  TAROT_DRAWS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(60),
  TAROT_ANON_DRAWS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(30),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_TOKEN: z.string().min(16, 'must have at least 16 characters').optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be an uncompressed P-256 public key in base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: or https: URL')
    .optional(),
  PUSH_ALLOW_LOOPBACK: z.enum(['0', '1']).default('0'),
  PUSH_ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform(csv)
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i,
            'must be a comma-separated list of host names, each may start with *. (push.example.com, *.push.example.net)',
          ),
      ),
    )
    .transform((hosts) => hosts.map((host) => host.toLowerCase())),
  NODE_ENV: z.string().optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  adminEmails: string[];
  betaTesterLimit: number;
  corsOrigins: string[];
  redisUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  prettyLogs: boolean;
  /** Origin of every link an e-mail carries, without a trailing slash. */
  publicUrl: string;
  /** Deliver through this SMTP server; without it, messages become .eml files under DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Fastify's trustProxy: off (false) unless the app runs behind a proxy that sets X-Forwarded-For. */
  trustProxy: TrustProxy;
  /** Worker threads that run every CPU-heavy job (work/work-tasks.ts); 0 runs them on the event loop's thread. */
  workThreads: number;
  /** Jobs that may wait for a thread before the next one is refused with 503. */
  workQueue: number;
  /**
   * Share images drawn at once on the work threads (default: one fewer than the threads, at least one),
   * and whether today's horóscopo cards are drawn ahead of demand (docs/decisions/108-…).
   */
  shareImages: { threads: number; drawAhead: boolean };
  /** Reports (and, apart, synastries) one account may save per minute and per day before a 429. */
  saveQuota: { perMinute: number; perDay: number };
  /** Tarot draws an hour (spec/tarot.md §2): per member, and per address for visitors. */
  tarotDraws: { memberPerHour: number; anonPerHour: number };
  /**
   * Prometheus metrics: on their own port (METRICS_PORT), and/or at /metrics on the public port for a
   * bearer of METRICS_TOKEN. Neither set, no metrics are served.
   */
  metrics: { port: number | undefined; token: string | undefined };
  /** How long a stopping server lets accepted requests finish before it exits anyway. */
  shutdownGraceMs: number;
  /** Web Push (push.md §2): the VAPID pair, its contact, and whether loopback endpoints are allowed. */
  push: PushConfig;
}

export interface PushConfig {
  vapidPublicKey: string;
  vapidPrivateKey: string;
  /** mailto: or https:, sent in every VAPID JWT as `sub`. */
  vapidSubject: string;
  /** Tests only: plain http to 127.0.0.1 and localhost becomes a valid endpoint. */
  allowLoopback: boolean;
  /** Push service hosts accepted beside the browsers' own (PUSH_ALLOWED_HOSTS); `*.` covers subdomains. */
  allowedHosts: string[];
}

/**
 * One work thread per core, up to four: the event loop's thread mostly waits on the network, and on two
 * cores two threads served 55 % of health's rate where one served 43 % (docs/decisions/017-report-workers.md).
 */
export const defaultWorkThreads = (cores = availableParallelism()) => Math.min(4, Math.max(1, cores));

/**
 * Images take one thread fewer than the pool has, so a flood of them leaves a thread to every other
 * heavy route and a core to the event loop (docs/decisions/108-share-images-that-never-starve.md).
 */
export const defaultShareThreads = (workThreads: number) => Math.max(1, workThreads - 1);

/**
 * Room for 32 clients each waiting on one heavy request, twice over; past it a client is told to come back
 * (503 with Retry-After) rather than wait behind seconds of queued work (docs/decisions/018-one-work-pool.md).
 */
export const DEFAULT_WORK_QUEUE = 64;

/**
 * Saves per account (issue #22): a family's charts in one sitting fit easily, a script that saves hundreds
 * does not.
 */
export const DEFAULT_SAVE_QUOTA = { perMinute: 20, perDay: 200 } as const;

export type TrustProxy = boolean | number | string[];

/** `true`/`false`, a hop count, or a comma-separated list of proxy addresses or CIDRs. */
function parseTrustProxy(value: string | undefined, ctx: z.RefinementCtx): TrustProxy {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const list = csv(value);
  const address = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(\/\d{1,3})?$/i;
  const bad = list.filter(
    (entry) => !address.test(entry) && !/^(loopback|linklocal|uniquelocal)$/.test(entry),
  );
  if (list.length === 0 || bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be true, false, a hop count, or proxy addresses/CIDRs (not ${bad.join(', ') || value})`,
    });
    return false;
  }
  return list;
}

export type ConfigResult = { ok: true; config: Config } | { ok: false; problems: string[] };

/** Reads the environment once. Empty variables count as unset, so `FOO=` never overrides a default. */
export function loadConfig(env: NodeJS.ProcessEnv): ConfigResult {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
    };
  }
  const e = parsed.data;
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    return { ok: false, problems: ['VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither'] };
  }
  const dataDir = resolve(e.DATA_DIR);
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  return {
    ok: true,
    config: {
      port: e.PORT,
      host: e.HOST,
      dataDir,
      databaseUrl: e.DATABASE_URL,
      jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
      adminEmails: e.ADMIN_EMAILS,
      betaTesterLimit: e.BETA_TESTER_LIMIT,
      corsOrigins: e.CORS_ORIGINS,
      redisUrl: e.REDIS_URL,
      logLevel: e.LOG_LEVEL,
      prettyLogs: e.NODE_ENV === 'development',
      publicUrl,
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      trustProxy: e.TRUST_PROXY,
      workThreads: e.WORK_THREADS ?? defaultWorkThreads(),
      workQueue: e.WORK_QUEUE ?? DEFAULT_WORK_QUEUE,
      shareImages: {
        threads: e.SHARE_THREADS ?? defaultShareThreads(e.WORK_THREADS ?? defaultWorkThreads()),
        drawAhead: e.SHARE_DRAW_AHEAD === '1',
      },
      saveQuota: {
        perMinute: e.SAVES_PER_MINUTE ?? DEFAULT_SAVE_QUOTA.perMinute,
        perDay: e.SAVES_PER_DAY ?? DEFAULT_SAVE_QUOTA.perDay,
      },
      tarotDraws: { memberPerHour: e.TAROT_DRAWS_PER_HOUR, anonPerHour: e.TAROT_ANON_DRAWS_PER_HOUR },
      metrics: { port: e.METRICS_PORT, token: e.METRICS_TOKEN },
      shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
      push: {
        ...(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { vapidPublicKey: e.VAPID_PUBLIC_KEY, vapidPrivateKey: e.VAPID_PRIVATE_KEY }
          : persistedVapidKeys(dataDir)),
        vapidSubject: e.VAPID_SUBJECT ?? defaultVapidSubject(publicUrl),
        allowLoopback: e.PUSH_ALLOW_LOOPBACK === '1',
        allowedHosts: e.PUSH_ALLOWED_HOSTS,
      },
    },
  };
}

/** Without JWT_SECRET, one secret is generated on first boot and kept, so sessions survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = resolve(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}

/**
 * Without VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, one pair is generated on first boot and kept, as the JWT
 * secret is: a new pair would orphan every browser subscribed under the old one.
 */
function persistedVapidKeys(dataDir: string): { vapidPublicKey: string; vapidPrivateKey: string } {
  const file = resolve(dataDir, 'vapid-keys.json');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const pair = webPush.generateVAPIDKeys();
    try {
      writeFileSync(file, JSON.stringify(pair), { mode: 0o600, flag: 'wx' });
      chmodSync(file, 0o600);
    } catch (error) {
      // Another instance booting on the same DATA_DIR wrote it first: read theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const saved = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  return { vapidPublicKey: saved.publicKey, vapidPrivateKey: saved.privateKey };
}

/** The push services' contact: the site itself when it is https, else a mailbox. */
function defaultVapidSubject(publicUrl: string): string {
  return publicUrl.startsWith('https://') ? publicUrl : 'mailto:contato@constelar.app';
}
