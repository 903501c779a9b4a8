import type { FastifyInstance, InjectOptions } from 'fastify';

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
    ...rest,
    headers: {
      'x-forwarded-for': uniqueIp(),
      ...headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
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
