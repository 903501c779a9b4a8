export interface SessionUser {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
}

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
    const payload = JSON.parse(json) as Partial<SessionUser>;
    if (typeof payload.id !== 'string' || typeof payload.email !== 'string') return null;
    return {
      id: payload.id,
      name: String(payload.name ?? ''),
      email: payload.email,
      isAdmin: payload.isAdmin === true,
    };
  } catch {
    return null;
  }
}

export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';
