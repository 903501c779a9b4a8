// The reference deployment (issue #30, deploy/nginx.conf): Debian's nginx in front of two instances that
// share PostgreSQL and Redis, each trusting only the proxy's address. Real processes, real sockets.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startChildServer, type ChildServer } from './test/child-server';
import { createScratchDatabase, postgresAvailable } from './test/postgres';
import { REDIS_URL, redisAvailable } from './test/redis';

const NGINX = '/usr/sbin/nginx';
const SERVER_DIR = dirname(createRequire(import.meta.url).resolve('@constelar/server/package.json'));
const CONFIG = join(SERVER_DIR, '../../deploy/nginx.conf');
const PASSWORD = 'senha-do-teste-1';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTP call from a chosen loopback address (127.0.0.2, .3…): each is a different client to nginx. */
function call(
  url: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string>; from?: string } = {},
): Promise<Reply> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: options.method ?? 'GET',
        localAddress: options.from ?? '127.0.0.1',
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const available = existsSync(NGINX);
if (!available && process.env.CI) throw new Error(`nginx is required in CI (.ci/run installs nginx-light)`);

describe.runIf(available)('reference deployment: nginx before two instances on PostgreSQL and Redis', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  const dirs: string[] = [];
  const instances: ChildServer[] = [];
  const ports: number[] = [];
  let env: Record<string, string>;
  let nginx: ChildProcess | undefined;
  let proxy = '';
  let ready = false;

  const tempDir = (name: string) => {
    const dir = mkdtempSync(join(tmpdir(), `constelar-${name}-`));
    dirs.push(dir);
    return dir;
  };
  const start = (i: number) =>
    startChildServer({ ...env, PORT: String(ports[i]), DATA_DIR: dirs[i]!, LOG_LEVEL: 'info' });

  beforeAll(async () => {
    if (!(await postgresAvailable()) || !(await redisAvailable())) return;
    scratch = await createScratchDatabase();
    env = {
      DATABASE_URL: scratch.url,
      // A Redis database of this test's own, emptied first: limits are shared by both instances there.
      REDIS_URL: `${REDIS_URL.replace(/\/\d*$/, '')}/9`,
      JWT_SECRET: 'segredo-compartilhado-pelas-duas-instancias',
      TRUST_PROXY: '127.0.0.1',
      SAVES_PER_MINUTE: '10000',
      SAVES_PER_DAY: '10000',
      WORK_THREADS: '1',
      // The stop's exit code is checked: a saturated runner once took past the 10 s default to drain,
      // which is the deadline doing its job, not a lost request.
      SHUTDOWN_GRACE_MS: '60000',
    };
    const { Redis } = await import('ioredis');
    const redis = new Redis(env.REDIS_URL!);
    await redis.flushdb();
    await redis.quit();
    ports.push(await freePort(), await freePort());
    tempDir('a');
    tempDir('b');
    // Both boot at once against one empty database: the advisory lock lets one migrate.
    instances.push(...(await Promise.all([start(0), start(1)])));

    const proxyPort = await freePort();
    const prefix = tempDir('nginx');
    mkdirSync(join(prefix, 'logs'));
    // nginx's workers (nobody, when the test runs as root) keep the proxy cache under the prefix.
    chmodSync(prefix, 0o755);
    const conf = readFileSync(CONFIG, 'utf8')
      .replace('127.0.0.1:3331', `127.0.0.1:${ports[0]}`)
      .replace('127.0.0.1:3332', `127.0.0.1:${ports[1]}`)
      .replace('listen 8080;', `listen 127.0.0.1:${proxyPort};`)
      .replace('/var/cache/nginx/constelar', join(prefix, 'cache'));
    writeFileSync(join(prefix, 'nginx.conf'), conf);
    nginx = spawn(
      NGINX,
      [
        '-p',
        prefix,
        '-c',
        join(prefix, 'nginx.conf'),
        '-g',
        `daemon off; pid ${prefix}/nginx.pid; error_log ${prefix}/logs/error.log;`,
      ],
      { stdio: 'inherit' },
    );
    proxy = `http://127.0.0.1:${proxyPort}`;
    for (let i = 0; i < 100; i++) {
      const up = await call(`${proxy}/api/health`).catch(() => undefined);
      if (up?.status === 200) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    ready = true;
  }, 240_000);

  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    await Promise.all(instances.map((s) => s.stop()));
    await scratch?.drop().catch(() => undefined);
    if (!process.env.KEEP_DEPLOY) for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    else console.log('kept', dirs);
  }, 120_000);

  it('serves the second request for a horóscopo page or answer, day, week or month, from its cache, never a private one', async (c) => {
    if (!ready) return c.skip();
    for (const path of [
      '/horoscopo/leao?data=2024-04-08',
      '/api/horoscope/leo?date=2024-04-08',
      // The week's and the month's pages and answers (reach.md §1, §2), cached to the next Monday or 1st.
      '/horoscopo/leao/semana?inicio=2026-03-02',
      '/horoscopo/leao/mes?mes=2026-10',
      '/api/horoscope/leo/week?start=2026-03-02',
      '/api/horoscope/leo/month?month=2026-10',
    ]) {
      const first = await call(`${proxy}${path}`, { headers: { 'accept-encoding': 'identity' } });
      expect(first.status, path).toBe(200);
      expect(first.headers['cache-control'], path).toMatch(
        /^public, max-age=\d+, stale-while-revalidate=600$/,
      );
      expect(first.headers['x-cache-status'], path).toBe('MISS');
      const second = await call(`${proxy}${path}`, { headers: { 'accept-encoding': 'identity' } });
      expect(second.headers['x-cache-status'], path).toBe('HIT');
      expect(second.body, path).toBe(first.body);
      expect(second.headers.etag, path).toBe(first.headers.etag);
      expect(second.headers['strict-transport-security'], path).toMatch(/max-age=31536000/);
      // The cache answers the ETag itself.
      const again = await call(`${proxy}${path}`, {
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.status, path).toBe(304);
      // Another way of writing the same encoding is the same cached copy; brotli is another.
      const gzip = await call(`${proxy}${path}`, { headers: { 'accept-encoding': 'gzip, deflate' } });
      expect(gzip.headers['x-cache-status'], path).toBe('MISS');
      const gzipAgain = await call(`${proxy}${path}`, {
        headers: { 'accept-encoding': 'deflate, gzip;q=1.0' },
      });
      expect(gzipAgain.headers['x-cache-status'], path).toBe('HIT');
      expect(gzipAgain.headers['content-encoding'], path).toBe('gzip');
      expect(gzipAgain.headers.vary, path).toMatch(/Accept-Encoding/);
    }
    const authed = await call(`${proxy}/api/horoscope/leo?date=2024-04-08`, {
      headers: { authorization: 'Bearer qualquer' },
    });
    expect(authed.headers['x-cache-status']).toBe('BYPASS');
    // A page that depends on a person never goes through the cache.
    const mine = await call(`${proxy}/meu-mapa`);
    expect(mine.headers['x-cache-status']).toBeUndefined();
  });

  it('counts limits against the client nginx saw, whatever X-Forwarded-For the client wrote', async (c) => {
    if (!ready) return c.skip();
    const attempt = (from: string, n: number) =>
      call(`${proxy}/api/users/login`, {
        method: 'POST',
        from,
        // A new forged address every time: were it believed, no limit would ever be reached.
        headers: { 'x-forwarded-for': `203.0.113.${n}` },
        body: { email: `ninguem${n}@exemplo.com`, password: 'errada-demais' },
      });
    const statuses: number[] = [];
    for (let n = 0; n < 12; n++) statuses.push((await attempt('127.0.0.2', n)).status);
    // login-ip allows 10 a minute per address, counted in Redis across both instances.
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another client (another address behind the same proxy) still has its own budget.
    const other = await attempt('127.0.0.3', 99);
    expect(other.status).toBe(401);
    // nginx's request id reaches the instance and comes back.
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keeps a session opened through the proxy valid on either instance, and ends it on both', async (c) => {
    if (!ready) return c.skip();
    const email = 'duas-instancias@exemplo.com';
    const registered = await call(`${proxy}/api/users/register`, {
      method: 'POST',
      from: '127.0.0.4',
      body: { name: 'Clara Meireles', email, password: PASSWORD },
    });
    expect(registered.status).toBe(201);
    const login = await call(`${proxy}/api/users/login`, {
      method: 'POST',
      from: '127.0.0.4',
      body: { email, password: PASSWORD },
    });
    expect(login.status).toBe(200);
    const { token } = JSON.parse(login.body) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    for (const instance of instances)
      expect((await call(`${instance.url}/api/users/profile`, { headers: auth })).status).toBe(200);
    expect(
      (await call(`${instances[0]!.url}/api/users/logout-all`, { method: 'POST', headers: auth })).status,
    ).toBe(200);
    expect((await call(`${instances[1]!.url}/api/users/profile`, { headers: auth })).status).toBe(401);
  });

  it('sends the weekly letter once per reader when both instances run it at the same moment', async (c) => {
    if (!ready) return c.skip();
    const db = new pg.Client({ connectionString: scratch!.url });
    await db.connect();
    const readers = ['leitora1@exemplo.com', 'leitora2@exemplo.com', 'leitor3@exemplo.com'];
    for (const email of readers)
      await db.query(
        `INSERT INTO newsletter_subscriptions (email, source, confirmed_at) VALUES ($1, 'teste', now())`,
        [email],
      );
    await db.end();
    const outboxes = [tempDir('letter-a'), tempDir('letter-b')];
    const run = (dataDir: string) =>
      new Promise<number | null>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/newsletter-send.ts'], {
          cwd: SERVER_DIR,
          env: { ...process.env, ...env, DATA_DIR: dataDir },
          stdio: 'ignore',
        });
        child.on('exit', resolve);
      });
    expect(await Promise.all(outboxes.map(run))).toEqual([0, 0]);
    // Whatever either process or either running instance delivered, counted together.
    const letters = [...outboxes, dirs[0]!, dirs[1]!].flatMap((dir) => {
      const outbox = join(dir, 'outbox');
      if (!existsSync(outbox)) return [];
      return readdirSync(outbox)
        .filter((file) => file.includes('weekly-letter'))
        .map((file) => readFileSync(join(outbox, file), 'utf8'));
    });
    const to = letters.map((eml) => /^To: (.+)$/m.exec(eml)?.[1]?.trim()).sort();
    expect(to).toEqual([...readers].sort());
  }, 120_000);

  it('survives a rolling restart under load: no retryable request fails, no acknowledged save is lost', async (c) => {
    if (!ready) return c.skip();
    const email = 'rolagem@exemplo.com';
    await call(`${proxy}/api/users/register`, {
      method: 'POST',
      from: '127.0.0.5',
      body: { name: 'Rita Prado', email, password: PASSWORD },
    });
    const login = await call(`${proxy}/api/users/login`, {
      method: 'POST',
      from: '127.0.0.5',
      body: { email, password: PASSWORD },
    });
    const auth = { authorization: `Bearer ${(JSON.parse(login.body) as { token: string }).token}` };

    let running = true;
    const reads: number[] = [];
    const saves: { status: number; id?: string }[] = [];
    const reader = async () => {
      for (let n = 0; running; n++) {
        const reply = await call(
          `${proxy}/api/sky/calendar?from=2026-12-01&to=2026-12-0${1 + (n % 7)}`,
        ).catch(() => ({ status: 0 }) as Reply);
        reads.push(reply.status);
      }
    };
    const saver = async () => {
      while (running) {
        const reply = await call(`${proxy}/api/reports`, {
          method: 'POST',
          headers: auth,
          body: { name: 'Rita Prado', birthDate: '1990-05-17', birthTime: '08:30', birthPlace: 'Recife, PE' },
        }).catch(() => ({ status: 0, body: '' }) as Reply);
        saves.push({
          status: reply.status,
          id: reply.status === 201 ? (JSON.parse(reply.body) as { id: string }).id : undefined,
        });
      }
    };
    const load = [reader(), reader(), reader(), saver(), saver()];
    await new Promise((r) => setTimeout(r, 1000));
    for (const i of [0, 1]) {
      expect(await instances[i]!.stop('SIGTERM')).toBe(0);
      instances[i] = await start(i);
      // nginx needs a moment to try the instance again (fail_timeout): load keeps running meanwhile.
      await new Promise((r) => setTimeout(r, 2500));
    }
    running = false;
    await Promise.all(load);

    expect(reads.length).toBeGreaterThan(50);
    expect(reads.filter((s) => s !== 200)).toEqual([]);
    const acknowledged = saves.filter((s) => s.id).map((s) => s.id!);
    expect(acknowledged.length).toBeGreaterThan(5);
    // nginx never resends a POST it has handed over (it is not idempotent): one caught as an instance
    // closes may come back 502 (connection lost) or 503 (refused unprocessed), and was never acknowledged.
    // Nothing else may fail.
    expect(saves.filter((s) => ![201, 502, 503].includes(s.status))).toEqual([]);
    const kept = new Set<string>();
    for (let before = ''; ;) {
      const page = await call(`${proxy}/api/reports${before}`, { headers: auth });
      for (const report of JSON.parse(page.body) as { id: string }[]) kept.add(report.id);
      const next = /before=([\w-]+)>/.exec(String(page.headers.link ?? ''))?.[1];
      if (!next) break;
      before = `?before=${next}`;
    }
    expect(acknowledged.filter((id) => !kept.has(id))).toEqual([]);
  }, 240_000);
});
