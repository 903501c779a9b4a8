import { createSigner, createVerifier } from 'fast-jwt';

export interface TokenPayload {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
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
    sign: (payload) => signer({ ...payload }),
    verify(token) {
      try {
        const decoded = verifier(token) as Partial<TokenPayload>;
        if (typeof decoded.id !== 'string' || typeof decoded.email !== 'string') return null;
        return {
          id: decoded.id,
          name: String(decoded.name ?? ''),
          email: decoded.email,
          isAdmin: decoded.isAdmin === true,
          // Tokens signed before session versions existed count as version 0.
          sv: Number.isSafeInteger(decoded.sv) ? Number(decoded.sv) : 0,
        };
      } catch {
        return null;
      }
    },
  };
}
