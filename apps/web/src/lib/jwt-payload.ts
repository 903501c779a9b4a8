import { sessionUserOf, type SessionUser } from '@constelar/contract/session-user';

export type { SessionUser };

/** Reads the token's payload without checking the signature: the server checks it on every call. */
export function decodeSessionUser(token: string): SessionUser | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = decodeURIComponent(
      Array.from(
        atob(part.replace(/-/g, '+').replace(/_/g, '/')),
        (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`,
      ).join(''),
    );
    return sessionUserOf(JSON.parse(json) as Partial<SessionUser>);
  } catch {
    return null;
  }
}

export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';
