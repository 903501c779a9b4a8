// The built server in its own process, as `npm run serve` runs it, for the benches (bench.ts,
// bench-phone.ts): PGlite in a temp folder, or a scratch PostgreSQL database when asked.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createScratchDatabase } from '../apps/server/src/test/postgres';

const ROOT = resolve(import.meta.dirname, '..');

export interface BuiltServer {
  url: string;
  /** The server's process id (the benches read its CPU time). */
  pid: number | undefined;
  stop: () => Promise<void>;
}

export async function startBuiltServer(
  options: { postgres?: boolean; env?: Record<string, string> } = {},
): Promise<BuiltServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'constelar-bench-'));
  const scratch = options.postgres ? await createScratchDatabase() : undefined;
  const port = 4800 + Math.floor(Math.random() * 200);
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under the load.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  // BENCH_SERVER=apps/server/dist/before/server.js runs an older bundle kept aside, for an A/B in one session.
  const script = resolve(ROOT, process.env.BENCH_SERVER ?? 'apps/server/dist/server.js');
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: scratch?.url ?? '',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
      await scratch?.drop();
    },
  };
}
