import { createHmac, timingSafeEqual } from 'node:crypto';

// A purpose-bound HMAC, so an unsubscribe link can never be replayed as a session token.
const PURPOSE = 'newsletter-unsubscribe:v1';

export function signUnsubscribeToken(secret: string, email: string): string {
  const payload = Buffer.from(email, 'utf8').toString('base64url');
  const mac = createHmac('sha256', secret).update(`${PURPOSE}:${payload}`).digest('base64url');
  return `${payload}.${mac}`;
}

/** The e-mail the token was made for, or null when it was not signed by us. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const [payload, mac] = token.split('.');
  if (!payload || !mac) return null;
  const expected = createHmac('sha256', secret).update(`${PURPOSE}:${payload}`).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Buffer.from(payload, 'base64url').toString('utf8');
}
