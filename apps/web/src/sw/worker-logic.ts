// The service worker's decisions as plain functions, tested in the web's unit tests.

export const SHELL_URL = '/index.html';
/** The one cache that holds a member's answers; logout deletes it. */
export const USER_CACHE = 'constelar-user';
/**
 * A member's answers kept for offline reading: "Seu dia", and what the dashboard needs to show it at all
 * (the saved reports' list, and the member's chart that turns the day's card on).
 */
export const SESSION_PATHS: readonly string[] = [
  '/api/users/me/today',
  '/api/users/me/chart',
  '/api/reports',
];

export interface PushNotice {
  title: string;
  body: string;
  url: string;
  tag: string;
}

const FALLBACK: PushNotice = { title: 'Constelar', body: '', url: '/', tag: 'constelar' };

/** The payload the server sends ({ title, body, url, tag }), or a plain notice when it is not that. */
export function pushNotice(text: string | null): PushNotice {
  if (!text) return FALLBACK;
  try {
    const data = JSON.parse(text) as Partial<PushNotice>;
    return {
      title: typeof data.title === 'string' && data.title ? data.title : FALLBACK.title,
      body: typeof data.body === 'string' ? data.body : '',
      url: typeof data.url === 'string' ? data.url : '/',
      tag: typeof data.tag === 'string' && data.tag ? data.tag : FALLBACK.tag,
    };
  } catch {
    return { ...FALLBACK, body: text.slice(0, 200) };
  }
}

/** Where a tap goes: the payload's path on this site, never elsewhere. */
export function sameOriginUrl(url: string | undefined, origin: string): string {
  try {
    const target = new URL(url ?? '/', origin);
    return target.origin === origin ? target.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

/**
 * The cache key of a member's answer: the session's token hashed, so the entry can be found only by a
 * request carrying the same session. Without a session, nothing is kept.
 */
export async function userCacheKey(
  authorization: string | null,
  origin: string,
  /** The answer's path and query, as requested. */
  path: string,
): Promise<string | null> {
  if (!authorization) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${origin}/__constelar/session/${hex}${path}`;
}
