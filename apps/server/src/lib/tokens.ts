import { sessionUserOf, type SessionUser } from '@constelar/contract/session-user';
import { createSigner, createVerifier } from 'fast-jwt';
import { randomBytes } from 'node:crypto';

export interface TokenPayload extends SessionUser {
  /** The account's session version when signed; a lower one than the account's now gets 401. */
  sv: number;
}

export const TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface TokenService {
  sign(payload: TokenPayload): string;
  /** Returns the payload of a valid, unexpired HS256 token, or null for anything else. */
  verify(token: string): TokenPayload | null;
}

export function createTokenService(secret: string): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: TOKEN_TTL_MS });
  // Pinning the algorithm rejects `alg: none` and any key-confusion trick.
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], requiredClaims: ['exp'] });
  return {
    // A random jti makes every session its own token, even two signed in the same second: "Sair" revokes
    // one token, never a twin held by another device.
    sign: (payload) => signer({ ...payload, jti: randomBytes(12).toString('base64url') }),
    verify(token) {
      try {
        const decoded = verifier(token) as Partial<TokenPayload>;
        const user = sessionUserOf(decoded);
        if (!user) return null;
        // Tokens signed before session versions existed count as version 0.
        return { ...user, sv: Number.isSafeInteger(decoded.sv) ? Number(decoded.sv) : 0 };
      } catch {
        return null;
      }
    },
  };
}
