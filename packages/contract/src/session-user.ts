// Who a session token names: the claims the server signs and the browser reads back, checked the same way
// on both sides (@constelar/contract/session-user, no zod).

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
}

/** The user a token's claims name, or null when the id or the e-mail is missing. */
export function sessionUserOf(claims: Partial<Record<keyof SessionUser, unknown>>): SessionUser | null {
  if (typeof claims.id !== 'string' || typeof claims.email !== 'string') return null;
  return {
    id: claims.id,
    name: String(claims.name ?? ''),
    email: claims.email,
    isAdmin: claims.isAdmin === true,
  };
}
