import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The origin the server writes into e-mail links (PUBLIC_URL); support/outbox.ts maps it to baseURL. */
    publicURL: string;
    /** The server's DATA_DIR: its outbox/ holds every e-mail as an .eml file (no SMTP in tests). */
    dataDir: string;
  }
}

const ROOT = resolve(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 90_000;
/** What is kept of the server's log for an error message: its tail. */
const LOG_TAIL_CHARS = 20_000;
/**
 * The port is chosen by the system (PORT=0), so it is only known once the server listens. PUBLIC_URL must
 * be set before that, so e-mails name this fixed origin and the tests open their links on baseURL.
 */
const PUBLIC_URL = 'http://constelar.test';
/** Fastify's own line once it listens (pino JSON at level info): the real address, port included. */
const LISTENING = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/;

/** Starts the built server on a port the system picks, with a fresh embedded database, like `npm run serve`. */
export default async function setup(project: TestProject) {
  const bundle = join(ROOT, 'apps/server/dist/server.js');
  if (!existsSync(bundle) || !existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('Build first: npm run build (npm test does it for you).');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'constelar-e2e-'));
  const child = spawn(process.execPath, [bundle], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // info, for Fastify's 'Server listening at' line that names the port.
      LOG_LEVEL: 'info',
      ADMIN_EMAILS: 'admin@constelar.app',
      DATABASE_URL: '',
      PUBLIC_URL,
      SMTP_URL: '',
      // As in production behind a proxy: X-Forwarded-For from loopback names the client, so each test
      // account can come from its own address (support/api.ts fakeIp) and the rate limits stay apart.
      TRUST_PROXY: 'loopback',
      // The dashboard's paging test saves 53 reports for one member in seconds; the quota itself is
      // tested through the API (report-quota.test.ts).
      SAVES_PER_MINUTE: '200',
      // Drawing the day's 24 share images ahead costs seconds of a start; the pages' share tests fetch them
      // drawn on demand, and the drawing ahead is tested in share-images.test.ts.
      SHARE_DRAW_AHEAD: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // E2E_SERVER_LOG=<file> keeps the server's whole log, for a run that needs looking into.
  const log = process.env.E2E_SERVER_LOG ? createWriteStream(process.env.E2E_SERVER_LOG) : undefined;
  const keep = (chunk: Buffer) => {
    log?.write(chunk);
    output = (output + chunk.toString()).slice(-LOG_TAIL_CHARS);
  };
  child.stderr.on('data', keep);
  const baseURL = await new Promise<string>((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`server did not start in ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    );
    let listening = false;
    // Read to the end, even once the port is known: a full pipe would block the server.
    child.stdout.on('data', (chunk: Buffer) => {
      keep(chunk);
      const match = listening ? null : LISTENING.exec(output);
      if (match) {
        listening = true;
        clearTimeout(timer);
        done(match[1]!);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited (${code}):\n${output}`));
    });
  });
  // Listening comes after migrations and the gazetteer load: the server is ready.
  if (!(await fetch(`${baseURL}/api/health`)).ok) throw new Error(`server unhealthy:\n${output}`);
  project.provide('baseURL', baseURL);
  project.provide('publicURL', PUBLIC_URL);
  project.provide('dataDir', dataDir);
  return async () => {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
