import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/test-app';
import { postgresAvailable } from './test/postgres';

// Either database serves: PostgreSQL when it answers, as it boots faster than PGlite on a busy machine.
const driver = (await postgresAvailable()) ? 'postgres' : 'pglite';

// Issue #44: a request that reaches a stopping server on a connection it had accepted gets its answer,
// in Portuguese, never Fastify's English 503 nor a reset.

/** Sends `request` on an open socket and resolves with the whole reply once the server ends it. */
function exchange(port: number) {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  const ended = new Promise<string>((resolve, reject) => {
    socket.on('end', () => resolve(received));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
  const opened = new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  return { socket, ended, opened };
}

describe('a graceful stop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ driver });
  });
  afterAll(async () => t?.close().catch(() => undefined));

  it('answers a POST sent on an accepted connection after the stop began', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const held = exchange(port);
    await held.opened;
    const body = JSON.stringify({ email: 'ninguem@exemplo.com', password: 'senha-errada' });
    const login = `POST /api/users/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
    // A first request under way keeps the connection open through close(); the second one, sent on it
    // after the stop began, is the POST a proxy had already handed over.
    held.socket.write(login);
    const closing = t.app.close();
    await new Promise((r) => setTimeout(r, 20));
    held.socket.write(login);
    const reply = await held.ended;
    await closing;
    // Each request on it is answered, in Portuguese; the reply says `Connection: close`, so a client
    // knows any request it pipelined behind was never read and may send it again elsewhere.
    const statuses = [...reply.matchAll(/^HTTP\/1\.1 (\d{3}) /gm)].map((m) => Number(m[1]));
    expect(statuses.length).toBeGreaterThanOrEqual(1);
    for (const status of statuses) expect([401, 429]).toContain(status);
    expect(reply).toMatch(/^connection: close\r$/im);
    expect(reply).not.toMatch(/Service Unavailable/);
    expect(reply).toMatch(/"error":"(E-mail ou senha incorretos|Muitas)/);
  });
});
