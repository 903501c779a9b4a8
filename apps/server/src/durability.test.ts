import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startChildServer } from './test/child-server';

const WRITERS = 4;

describe('durability on PGlite', () => {
  it('keeps every acknowledged write across kill -9 and a restart on the same DATA_DIR', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'constelar-durability-'));
    try {
      // Behind a "proxy" on loopback, each writer's request comes from its own address, so the
      // newsletter's per-address limit never answers in place of the database.
      const server = await startChildServer({ DATA_DIR: dataDir, TRUST_PROXY: 'loopback' });
      const acknowledged: string[] = [];
      let n = 0;
      let killed = false;
      const writer = async () => {
        while (!killed) {
          const email = `pessoa${n++}@exemplo.com.br`;
          try {
            const res = await fetch(`${server.url}/api/newsletter/subscribe`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${n >> 8}.${n & 255}` },
              body: JSON.stringify({ email }),
            });
            if (res.status === 200) acknowledged.push(email);
          } catch {
            return; // the server died mid-request: this write was never acknowledged
          }
        }
      };
      const writers = Array.from({ length: WRITERS }, writer);
      // Kill in the middle of the stream, once a good number of writes went through.
      while (acknowledged.length < 60) await new Promise((r) => setTimeout(r, 10));
      killed = true;
      await server.stop('SIGKILL');
      await Promise.all(writers);
      expect(acknowledged.length).toBeGreaterThanOrEqual(60);

      const restarted = await startChildServer({ DATA_DIR: dataDir });
      const health = await fetch(`${restarted.url}/api/health`);
      expect(health.status).toBe(200);
      expect(await restarted.stop('SIGTERM')).toBe(0);

      const db = await PGlite.create(join(dataDir, 'pglite'));
      const { rows } = await db.query<{ email: string }>('SELECT email FROM newsletter_subscriptions');
      await db.close();
      const stored = new Set(rows.map((r) => r.email));
      const lost = acknowledged.filter((email) => !stored.has(email));
      expect(lost).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    }
  }, 240_000);
});
