import type { PushPayload } from '@constelar/contract';
import { MAX_PAYLOAD_BYTES } from './push-policy';

const bytes = (payload: PushPayload) => Buffer.byteLength(JSON.stringify(payload), 'utf8');

/**
 * The payload as sent, within MAX_PAYLOAD_BYTES: a body too long is cut at a word and ends in "…" (a
 * notification shows a few lines anyway; the tap opens the whole text).
 */
export function fitPayload(payload: PushPayload): PushPayload {
  if (bytes(payload) <= MAX_PAYLOAD_BYTES) return payload;
  const words = payload.body.split(' ');
  let low = 0;
  let high = words.length;
  // The longest prefix of words that fits: a binary search, since bytes are not characters.
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    const body = `${words.slice(0, mid).join(' ')}…`;
    if (bytes({ ...payload, body }) <= MAX_PAYLOAD_BYTES) low = mid;
    else high = mid - 1;
  }
  return { ...payload, body: `${words.slice(0, low).join(' ')}…` };
}
