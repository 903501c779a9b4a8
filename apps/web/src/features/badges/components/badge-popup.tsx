import { QueryClientContext } from '@tanstack/react-query';
import { Suspense, useContext, useEffect } from 'react';
import { useAuthStore } from '../../../lib/auth-store';
import { useBadgeEvents } from '../../../lib/badge-events';
import { BADGES_QUERY_KEY } from '../../../lib/badges-key';
import { lazyWithQueries } from '../../../lib/lazy-queries';

// The popup is rare and mounted on every page: its markup and icons load only when a badge arrives,
// keeping the landing bundle lean.
const BadgeUnlockedDialog = lazyWithQueries(async () => ({
  default: (await import('./badge-unlocked-dialog')).BadgeUnlockedDialog,
}));

/**
 * 'Conquista Desbloqueada!' for the first queued badge, then the next one (product.md §2, §4). A badge
 * earned by registering waits in the queue until the person signs in: announcing it over the login form
 * would stack a second dialog on a visitor who has not yet entered.
 */
export function BadgePopup() {
  const signedIn = useAuthStore((s) => s.user !== null);
  const queued = useBadgeEvents((s) => s.queue[0]);
  const badge = signedIn ? queued : undefined;
  const dismiss = useBadgeEvents((s) => s.dismiss);
  // The client may still be loading on a page that has queried nothing yet: nothing to refresh then.
  const queryClient = useContext(QueryClientContext);

  // A badge just earned changes the counts shown elsewhere (achievements, header).
  useEffect(() => {
    if (badge) void queryClient?.invalidateQueries({ queryKey: BADGES_QUERY_KEY });
  }, [badge, queryClient]);

  if (!badge) return null;
  return (
    <Suspense fallback={null}>
      <BadgeUnlockedDialog key={badge.id} badge={badge} onContinue={dismiss} />
    </Suspense>
  );
}
