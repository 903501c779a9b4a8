import type { FastifyInstance, InjectOptions } from 'fastify';
import { tokenOf, waitForLink } from './outbox';
import type { TestApp } from './test-app';

let counter = 0;
/** A unique client address per call site, so rate limits of one test never leak into another. */
export const uniqueIp = () => `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter++ & 255}`;

export interface Session {
  token: string;
  id: string;
  email: string;
  password: string;
  name: string;
}

export async function api(app: FastifyInstance, options: InjectOptions & { token?: string }) {
  const { token, headers, ...rest } = options;
  return app.inject({
    // The socket's own address: with TRUST_PROXY off (the default) X-Forwarded-For counts for nothing.
    remoteAddress: uniqueIp(),
    ...rest,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

let people = 0;
export async function registerAndLogin(
  app: FastifyInstance,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
): Promise<Session> {
  const n = people++;
  const name = overrides.name ?? `Pessoa Teste ${n}`;
  const email = overrides.email ?? `pessoa.${Date.now()}.${n}@exemplo.com.br`;
  const password = overrides.password ?? 'senha-secreta';
  const reg = await api(app, {
    method: 'POST',
    url: '/api/users/register',
    payload: { name, email, password },
  });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.statusCode} ${reg.body}`);
  const login = await api(app, { method: 'POST', url: '/api/users/login', payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  return { token: login.json().token, id: reg.json().user.id, email: email.toLowerCase(), password, name };
}

/** Saves a birth on the member's profile (PUT /api/users/profile), failing the test if it is refused. */
export async function saveBirth(app: FastifyInstance, session: Session, birth: unknown): Promise<void> {
  const put = await api(app, {
    method: 'PUT',
    url: '/api/users/profile',
    token: session.token,
    payload: { name: session.name, email: session.email, birth },
  });
  if (put.statusCode !== 200) throw new Error(`saving the birth failed: ${put.statusCode} ${put.body}`);
}

/**
 * Opens the confirmation link the server mailed to `email` (the .eml in its outbox), in the session of
 * `token` when one is given, as a person clicking it while signed in.
 */
export async function openConfirmationLink(t: TestApp, email: string, token?: string) {
  const link = await waitForLink(t.config.dataDir, email, '/confirmar-email');
  return api(t.app, {
    method: 'POST',
    url: '/api/users/verify-email',
    payload: { token: tokenOf(link) },
    token,
  });
}

/** Confirms the address the way a person does: the link from the .eml the server wrote to its outbox. */
export async function confirmEmail(t: TestApp, email: string): Promise<void> {
  const res = await openConfirmationLink(t, email);
  if (res.statusCode !== 200) throw new Error(`verify-email failed: ${res.statusCode} ${res.body}`);
}
