import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { QUIET_START_ENV } from './quiet-start';
import { copyPgliteTemplate } from './template-databases';

const SERVER_DIR = dirname(createRequire(import.meta.url).resolve('@constelar/server/package.json'));
const BUNDLE = join(SERVER_DIR, 'dist/server.js');
const WORKER_BUNDLE = join(SERVER_DIR, 'dist/work-worker.js');

/**
 * The built server, as `npm run serve` starts it: `npm test` builds before these tests, so nothing is
 * compiled again per process. Without a build (a test run by hand), the sources through tsx.
 */
export const SERVER_ENTRY: readonly string[] = existsSync(BUNDLE)
  ? [BUNDLE]
  : ['--import', 'tsx', join(SERVER_DIR, 'src/server.ts')];

/**
 * The built work-pool worker, when there is a build: a thread that loads it compiles nothing through tsx.
 * Without a build, undefined: the pool loads its sources.
 */
export const BUILT_WORKER: URL | undefined = existsSync(WORKER_BUNDLE)
  ? pathToFileURL(WORKER_BUNDLE)
  : undefined;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ChildServer {
  url: string;
  process: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Boots the real server (SERVER_ENTRY) as a separate process and waits for /api/health.
 * env.PORT, when given, is kept (a restart on the same port); otherwise a free one is chosen.
 * An empty DATA_DIR on PGlite first gets a copy of the run's migrated template: an initdb and eight
 * migrations cost a child ~5 s of CPU, which the gate pays once instead of per server. A first start on
 * an empty directory is tested where it is the subject (the PGlite-fresh tests, db/migrate.test.ts).
 */
export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const dataDir = env.DATA_DIR;
  if (dataDir && !env.DATABASE_URL && existsSync(dataDir) && readdirSync(dataDir).length === 0)
    copyPgliteTemplate(dataDir);
  const port = env.PORT ? Number(env.PORT) : await freePort();
  let output = '';
  const child = spawn(process.execPath, [...SERVER_ENTRY], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...QUIET_START_ENV,
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  // Generous: a cold tsx compile plus PGlite's crash recovery on a loaded 2-core machine.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not come up:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    process: child,
    output: () => output,
    stop(signal = 'SIGTERM') {
      return new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill(signal);
      });
    },
  };
}
