import type { UserProfile } from '@constelar/contract';
import type { UserRow } from '../../db/schema';

export function toUserProfile(row: UserRow, isAdmin: boolean): UserProfile {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    isBetaTester: row.betaTesterNumber !== null,
    betaTesterNumber: row.betaTesterNumber,
    isAdmin,
    emailVerified: row.emailVerifiedAt !== null,
  };
}
