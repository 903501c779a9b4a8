import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUIET_MS } from './lib/connection-drain';
import { startChildServer } from './test/child-server';

// Issue #44, on the real process: SIGTERM while clients keep POSTing over keep-alive connections. Every
// request the server accepted is answered (any 503 in Portuguese); once the port closes, a client is
// refused a connection, which it can retry elsewhere. A reset of a request already sent is a failure.

const CLIENTS = 6;
/**
 * Well past the quiet time (QUIET_MS, 500 ms) after which a stopping server closes a keep-alive
 * connection. With 700 ms, a runner that delayed the server's sweep by 200 ms had it close the connection
 * just as this client sent on it: the reset every keep-alive client risks and retries, not one the server
 * could avoid, so the margin is 1.5 s.
 */
const SLOW_PAUSE_MS = 2_000;

interface Outcome {
  answered: number;
  unavailable: string[];
  refused: number;
  reset: string[];
}

/** One POST on the agent's keep-alive sockets: its status and body, or the socket error's code. */
function post(url: string, agent: Agent, ip: string) {
  const body = JSON.stringify({ fullName: 'Maria das Dores Lima', birthDate: '1988-03-21' });
  return new Promise<{ status: number; text: string } | { error: string }>((resolve) => {
    const req = request(
      `${url}/api/numerology/map`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': ip,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    req.end(body);
  });
}

describe('SIGTERM on the built server', () => {
  it('answers every accepted request, and resets none', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'constelar-stop-'));
    try {
      const server = await startChildServer({ DATA_DIR: dataDir, TRUST_PROXY: 'loopback' });
      const outcome: Outcome = { answered: 0, unavailable: [], refused: 0, reset: [] };
      let sent = 0;
      /** `pauseMs` between requests: 0 keeps a connection busy, SLOW_PAUSE_MS lets it fall quiet. */
      const client = async (n: number, pauseMs = 0) => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        try {
          for (;;) {
            const result = await post(server.url, agent, `10.77.0.${n + 1}`);
            sent++;
            if ('error' in result) {
              // Refused before any byte was accepted: the port is closed, the client goes elsewhere.
              if (result.error === 'ECONNREFUSED') return void outcome.refused++;
              outcome.reset.push(result.error);
              // A new connection next time, as a client would retry a refused one.
              continue;
            }
            outcome.answered++;
            if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
            if (result.status === 503) outcome.unavailable.push(result.text);
            else expect(result.status, result.text).toBe(200);
          }
        } finally {
          agent.destroy();
        }
      };
      const clients = [
        ...Array.from({ length: CLIENTS }, (_, n) => client(n)),
        client(CLIENTS, SLOW_PAUSE_MS),
        client(CLIENTS + 1, SLOW_PAUSE_MS),
      ];
      // Once the clients are under way, each on its own keep-alive connection.
      while (sent < CLIENTS * 5) await new Promise((r) => setTimeout(r, 5));
      // The longest this process (all the clients) stood still: a client frozen for QUIET_MS, its answer
      // unread, is a quiet client to the server, which may close it just as it sends again (the race every
      // keep-alive client retries, as SLOW_PAUSE_MS says). A gate's busy runner froze it so (session 21).
      let frozenMs = 0;
      let last = performance.now();
      const watch = setInterval(() => {
        const t = performance.now();
        frozenMs = Math.max(frozenMs, t - last);
        last = t;
      }, 10);
      const code = await server.stop('SIGTERM');
      await Promise.all(clients);
      clearInterval(watch);

      expect(code).toBe(0);
      if (frozenMs < QUIET_MS) expect(outcome.reset, `clients frozen ${frozenMs.toFixed(0)} ms`).toEqual([]);
      expect(outcome.refused).toBe(CLIENTS + 2);
      expect(outcome.answered).toBeGreaterThan(CLIENTS * 5);
      for (const text of outcome.unavailable) {
        expect(text).not.toMatch(/Service Unavailable/);
        expect(JSON.parse(text)).toMatchObject({ error: expect.stringMatching(/[ãçéêõ]|servidor/i) });
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    }
  }, 180_000);
});
