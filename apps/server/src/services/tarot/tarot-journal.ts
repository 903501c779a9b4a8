// The journal's pages: a cursor of (createdAt, id), opaque to the client.
import type { ReadingCursor } from '../../db/repositories/tarot-readings';

export function encodeCursor(cursor: ReadingCursor): string {
  return Buffer.from(`${cursor.createdAt.toISOString()}|${cursor.id}`).toString('base64url');
}

/** The cursor, or null when it is not one this server wrote. */
export function decodeCursor(text: string): ReadingCursor | null {
  const [iso, id] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (!iso || !id || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const createdAt = new Date(iso);
  return Number.isNaN(createdAt.getTime()) ? null : { createdAt, id };
}
