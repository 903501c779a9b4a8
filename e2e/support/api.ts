import { inject } from 'vitest';
import { tokenOf, waitForLink } from './outbox';

/** The password of every e2e account, the shared admin included. */
export const PASSWORD = 'segredo-estelar-42';

/** What the app keeps in 'constelar-auth' once signed in. */
export interface Session {
  token: string;
  user: { id: string; name: string; email: string; isAdmin: boolean };
}

export interface Credentials {
  name: string;
  email: string;
  password: string;
}

// Rate limits key on the client address. The e2e server runs with TRUST_PROXY=loopback, as it runs behind
// a proxy in production, so X-Forwarded-For from this machine names the client: every test account comes
// from its own private-range address.
let ipCounter = 0;
export const fakeIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${(++ipCounter % 250) + 1}`;

let emailCounter = 0;
/** A fresh address from the first name: 'Ana Lúcia' → ana.<time>.<n>@constelar.test. */
export function uniqueEmail(name: string): string {
  const local = name
    .split(' ')[0]!
    .normalize('NFD')
    .replace(/[^a-zA-Z]/g, '')
    .toLowerCase();
  return `${local}.${Date.now()}.${++emailCounter}@constelar.test`;
}

/** JSON in and out of the test server's API; the body is null when the reply is empty. */
export async function call<T>(
  path: string,
  init: { method?: string; token?: string; body?: unknown; ip?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.ip) headers['x-forwarded-for'] = init.ip;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${inject('baseURL')}/api${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, headers: res.headers };
}

/**
 * Registers through the API. An account that already exists is fine (several files share the admin).
 * Each call comes from its own address unless told otherwise, so the per-address limit never answers.
 */
export async function register(user: Credentials, ip = fakeIp()): Promise<void> {
  const res = await call('/users/register', { method: 'POST', body: user, ip });
  if (res.status !== 201 && res.status !== 409) {
    throw new Error(`register ${user.email}: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

/** Logs in through the API; the user is read from the token, as the app does. */
export async function login(user: { email: string; password: string }, ip = fakeIp()): Promise<Session> {
  const res = await call<{ token: string }>('/users/login', {
    method: 'POST',
    body: { email: user.email, password: user.password },
    ip,
  });
  if (res.status !== 200) throw new Error(`login ${user.email}: ${res.status}`);
  const token = res.body.token;
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    id: string;
    name: string;
    email: string;
    isAdmin?: boolean;
  };
  return {
    token,
    user: { id: payload.id, name: payload.name, email: payload.email, isAdmin: payload.isAdmin === true },
  };
}

/** A new account with a unique e-mail and its own address, signed in. */
export async function signUp(name: string): Promise<Session & { email: string }> {
  const email = uniqueEmail(name);
  const ip = fakeIp();
  await register({ name, email, password: PASSWORD }, ip);
  return { ...(await login({ email, password: PASSWORD }, ip)), email };
}

/**
 * Confirms `email` as its owner would: the link of the newest "Confirme seu e-mail" message in the
 * server's outbox, posted to /users/verify-email.
 */
export async function confirmEmail(email: string): Promise<void> {
  const link = await waitForLink(email, '/confirmar-email');
  const res = await call('/users/verify-email', { method: 'POST', body: { token: tokenOf(link) } });
  if (res.status !== 200) throw new Error(`verify-email ${email}: ${res.status} ${JSON.stringify(res.body)}`);
}

/**
 * Registers (or finds) an account, confirms its address unless that is done, and logs in. Admin rights
 * need a confirmed address (accounts.md §2), so the shared admin comes through here.
 */
export async function registerConfirmed(user: Credentials, ip = fakeIp()): Promise<Session> {
  await register(user, ip);
  const first = await call<{ user: { emailVerified: boolean } }>('/users/login', {
    method: 'POST',
    body: { email: user.email, password: user.password },
    ip,
  });
  if (first.status !== 200) throw new Error(`login ${user.email}: ${first.status}`);
  if (!first.body.user.emailVerified) await confirmEmail(user.email);
  // A fresh token: the one issued before confirming says isAdmin false.
  return login(user, ip);
}
