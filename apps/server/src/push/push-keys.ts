import { ECDH } from 'node:crypto';

export const KEY_ERRORS = {
  p256dh: 'Chave p256dh inválida: deve ser um ponto da curva P-256 (65 bytes, não comprimido).',
  auth: 'Chave auth inválida: deve ter 16 bytes.',
} as const;

/**
 * The browser's keys as RFC 8291 needs them: p256dh an uncompressed P-256 point that lies on the curve
 * (OpenSSL refuses any other when decoding it), auth 16 bytes. A key that passes only by its length would
 * make every send to it throw (issue #44). The problem's field, or null.
 */
export function badSubscriptionKey(keys: { p256dh: string; auth: string }): keyof typeof KEY_ERRORS | null {
  const point = Buffer.from(keys.p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04) return 'p256dh';
  try {
    ECDH.convertKey(point, 'prime256v1', undefined, undefined, 'uncompressed');
  } catch {
    return 'p256dh';
  }
  if (Buffer.from(keys.auth, 'base64url').length !== 16) return 'auth';
  return null;
}
