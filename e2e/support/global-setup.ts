import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The server's DATA_DIR: its outbox/ holds every e-mail as an .eml file (no SMTP in tests). */
    dataDir: string;
  }
}

const ROOT = resolve(import.meta.dirname, '../..');

/** Starts the built server on a free port with a fresh embedded database, like `npm run serve`. */
export default async function setup(project: TestProject) {
  const bundle = join(ROOT, 'apps/server/dist/server.js');
  if (!existsSync(bundle) || !existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('Build first: npm run build (npm test does it for you).');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'constelar-e2e-'));
  const port = 4300 + Math.floor(Math.random() * 500);
  const baseURL = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [bundle], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAILS: 'admin@constelar.app',
      DATABASE_URL: '',
      // The links in e-mails point at this very server, so a test can open them.
      PUBLIC_URL: baseURL,
      SMTP_URL: '',
      // As in production behind a proxy: X-Forwarded-For from loopback names the client, so each test
      // account can come from its own address (support/api.ts fakeIp) and the rate limits stay apart.
      TRUST_PROXY: 'loopback',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
