import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useBadgeEvents } from '../../../lib/badge-events';
import { BADGES_QUERY_KEY } from '../../../lib/badges-query';

// The popup is rare and mounted on every page: its markup and icons load only when a badge arrives,
// keeping the landing bundle lean.
const BadgeUnlockedDialog = lazy(async () => ({
  default: (await import('./badge-unlocked-dialog')).BadgeUnlockedDialog,
}));

/** 'Conquista Desbloqueada!' for the first queued badge, then the next one (product.md §2, §4). */
export function BadgePopup() {
  const badge = useBadgeEvents((s) => s.queue[0]);
  const dismiss = useBadgeEvents((s) => s.dismiss);
  const queryClient = useQueryClient();

  // A badge just earned changes the counts shown elsewhere (achievements, header).
  useEffect(() => {
    if (badge) void queryClient.invalidateQueries({ queryKey: BADGES_QUERY_KEY });
  }, [badge, queryClient]);

  if (!badge) return null;
  return (
    <Suspense fallback={null}>
      <BadgeUnlockedDialog key={badge.id} badge={badge} onContinue={dismiss} />
    </Suspense>
  );
}
