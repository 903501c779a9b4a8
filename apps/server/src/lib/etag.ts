import { createHash } from 'node:crypto';

/** A strong ETag from the bytes alone: the same content gives the same tag, whenever it was built. */
export const contentEtag = (body: string | Uint8Array, chars: number) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, chars)}"`;

/** True when If-None-Match already names this ETag (weak or strong, in a list, or `*`). */
export function namesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
