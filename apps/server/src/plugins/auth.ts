import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { sessionAccount } from '../db/repositories/revoked-sessions';
import type { UserRow } from '../db/schema';
import { forbidden, unauthorized } from '../lib/http-error';
import type { TokenService } from '../lib/tokens';
import { UUID } from '../lib/validate';

export interface AuthUser {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  emailVerified: boolean;
  betaTesterNumber: number | null;
  createdAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser?: AuthUser;
    /** The account's row as the guard read it: handlers reuse it rather than read it again. */
    authRow?: UserRow;
    /** SHA-256 of the bearer token that signed this request in: what "Sair" revokes. */
    authTokenHash?: string;
  }
}

/** A session token as it is kept once revoked: never the token itself, which names the account's e-mail. */
export const sessionTokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Guards built from the token service and the database. The user is loaded on every call so a deleted
 * account's token, or one older than the account's session version, stops working at once, and admin
 * rights follow ADMIN_EMAILS and the address's confirmation as they are now.
 */
export function createGuards(deps: { db: Db; tokens: TokenService; adminEmails: string[] }) {
  // An unconfirmed address proves nothing: anyone could register the admin's e-mail first.
  const isAdmin = (row: Pick<UserRow, 'email' | 'emailVerifiedAt'>) =>
    row.emailVerifiedAt !== null && deps.adminEmails.includes(row.email.toLowerCase());
  /** A token for this account as it is now, valid until its session version is bumped. */
  const signFor = (row: UserRow) =>
    deps.tokens.sign({
      id: row.id,
      name: row.name,
      email: row.email,
      isAdmin: isAdmin(row),
      sv: row.sessionVersion,
    });

  async function requireUser(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw unauthorized('Faça login para continuar.');
    const payload = deps.tokens.verify(match[1]);
    if (!payload || !UUID.test(payload.id)) throw unauthorized();
    const tokenHash = sessionTokenHash(match[1]);
    const found = await sessionAccount(deps.db, payload.id, tokenHash);
    if (!found) throw unauthorized('Esta conta não existe mais. Faça login novamente.');
    const { row } = found;
    if (payload.sv !== row.sessionVersion || found.revoked)
      throw unauthorized('Sua sessão foi encerrada. Faça login novamente.');
    request.authRow = row;
    request.authTokenHash = tokenHash;
    request.authUser = {
      id: row.id,
      name: row.name,
      email: row.email,
      isAdmin: isAdmin(row),
      emailVerified: row.emailVerifiedAt !== null,
      betaTesterNumber: row.betaTesterNumber,
      createdAt: row.createdAt,
    };
  }

  /** The signed-in user when a valid token is sent, else null: for calls open to everyone. */
  async function optionalUser(request: FastifyRequest): Promise<AuthUser | null> {
    if (!request.headers.authorization) return null;
    try {
      await requireUser(request);
      return request.authUser ?? null;
    } catch {
      return null;
    }
  }

  async function requireAdmin(request: FastifyRequest): Promise<void> {
    await requireUser(request);
    if (!request.authUser?.isAdmin) throw forbidden();
  }

  return { requireUser, requireAdmin, optionalUser, isAdmin, signFor };
}

export type Guards = ReturnType<typeof createGuards>;

/** For handlers behind requireUser: the user is always there. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
}

/** The signed-in account's row, as requireUser read it for this request (one query per request). */
export function currentRow(request: FastifyRequest): UserRow {
  if (!request.authRow) throw unauthorized();
  return request.authRow;
}
