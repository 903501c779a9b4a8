import { useBadgesQuery } from '../../lib/badges-query';

/** product.md §3: a beta tester is a signed-in user whose GET /users/badges carries betaTester. */
export function useBetaTester(): boolean {
  const { data, isEnabled } = useBadgesQuery();
  return isEnabled && data?.betaTester != null;
}
