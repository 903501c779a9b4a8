import { OWN_SKY_QUERY_KEY } from './own-chart-query';

/**
 * Whose sky a view reads (relations.md §2–§3): the member's own, under /api/users/me, or a saved
 * person's, under /api/people/{id}. The query key keeps the two apart, and the member's stays under the
 * own-sky key, so saving a new birth refreshes it.
 */
export interface SkyOwner {
  /** The API path the routes hang from: "/users/me" or "/people/{id}". */
  path: string;
  key: readonly unknown[];
  enabled: boolean;
}

export const ownSky = (userId: string | null): SkyOwner => ({
  path: '/users/me',
  key: [...OWN_SKY_QUERY_KEY, userId],
  enabled: userId !== null,
});

export const personSky = (personId: string): SkyOwner => ({
  path: `/people/${encodeURIComponent(personId)}`,
  key: ['people', personId],
  enabled: personId !== '',
});
