import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { INTERNAL_ERROR_MESSAGE, logSerializers, registerErrorHandling, registerTextGuard } from './errors';
import { registerZodSchemas } from './zod-schemas';

const Profile = z.object({ id: z.string(), email: z.string(), plan: z.enum(['free', 'pro']) });
const Body = z.object(
  {
    email: z.string({ error: 'Informe um e-mail.' }).trim().toLowerCase(),
    person: z.object({ birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use AAAA-MM-DD.') }).optional(),
  },
  { error: 'O corpo da requisição deve ser um objeto JSON.' },
);

/** The two compilers and the error handler, on a bare instance, with the log kept for reading. */
async function appWithLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'error', stream, serializers: logSerializers } });
  registerErrorHandling(app);
  registerTextGuard(app);
  registerZodSchemas(app);
  const row = { id: 'u1', email: 'ana@exemplo.com', plan: 'free', passwordHash: '$argon2id$segredo' };
  app.get('/extra', { schema: { response: { 200: Profile } } }, async () => row);
  app.get('/wrong', { schema: { response: { 200: Profile } } }, async () => ({ ...row, plan: 'vip' }));
  app.post('/echo', { schema: { body: Body, response: { 200: Body } } }, async (request) => request.body);
  app.get(
    '/items/:id',
    { schema: { params: z.object({ id: z.uuid('Item não encontrado.') }) } },
    async () => ({}),
  );
  await app.ready();
  return { app, log: () => lines.join('') };
}

describe('schema-checked replies', () => {
  it('drops a field the schema does not name, so a row never leaks through a reply', async () => {
    const { app } = await appWithLog();
    const res = await app.inject({ method: 'GET', url: '/extra' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'u1', email: 'ana@exemplo.com', plan: 'free' });
    expect(res.body).not.toContain('argon2');
    await app.close();
  });

  it('answers a reply that breaks its schema with a bare 500, logged by route and path, never by value', async () => {
    const { app, log } = await appWithLog();
    const res = await app.inject({ method: 'GET', url: '/wrong' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: INTERNAL_ERROR_MESSAGE });
    expect(res.body).not.toMatch(/vip|ana@|argon2/);
    const entry = JSON.parse(log().trim().split('\n').at(-1)!);
    expect(entry).toMatchObject({
      msg: 'response does not match its schema',
      route: 'GET /wrong',
      issues: [{ path: 'plan', code: 'invalid_value' }],
    });
    expect(log()).not.toMatch(/vip|ana@|argon2/);
    await app.close();
  });
});

describe('schema-checked requests', () => {
  it('answers the first problem with the schema’s Portuguese message and its field, and every problem in `errors`', async () => {
    const { app } = await appWithLog();
    const cases: [unknown, object][] = [
      [
        {},
        {
          error: 'Informe um e-mail.',
          field: 'email',
          errors: [{ field: 'email', error: 'Informe um e-mail.' }],
        },
      ],
      [[1], { error: 'O corpo da requisição deve ser um objeto JSON.' }],
      [
        { email: 'a@b.c', person: { birthDate: '15/07/1990' } },
        {
          error: 'Use AAAA-MM-DD.',
          field: 'person.birthDate',
          errors: [{ field: 'person.birthDate', error: 'Use AAAA-MM-DD.' }],
        },
      ],
      [
        { email: 7, person: { birthDate: 'ontem' } },
        {
          error: 'Informe um e-mail.',
          field: 'email',
          errors: [
            { field: 'email', error: 'Informe um e-mail.' },
            { field: 'person.birthDate', error: 'Use AAAA-MM-DD.' },
          ],
        },
      ],
    ];
    for (const [payload, body] of cases) {
      const res = await app.inject({ method: 'POST', url: '/echo', payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual(body);
    }
    await app.close();
  });

  it('hands the handler the parsed value', async () => {
    const { app } = await appWithLog();
    const res = await app.inject({ method: 'POST', url: '/echo', payload: { email: '  Ana@Exemplo.COM ' } });
    expect(res.json()).toEqual({ email: 'ana@exemplo.com' });
    await app.close();
  });

  it('runs the text guard before the schema', async () => {
    const { app } = await appWithLog();
    const res = await app.inject({ method: 'POST', url: '/echo', payload: { email: 'a\u0000b' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Texto com caracteres inválidos.' });
    await app.close();
  });

  it('answers a malformed path parameter like an unknown resource: 404, no field', async () => {
    const { app } = await appWithLog();
    const res = await app.inject({ method: 'GET', url: '/items/nao-e-uuid' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Item não encontrado.' });
    await app.close();
  });
});
