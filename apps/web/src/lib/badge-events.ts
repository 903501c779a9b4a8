import type { Badge } from '@constelar/contract';
import { create } from 'zustand';

interface BadgeEventsState {
  queue: Badge[];
  push(badges: Badge[]): void;
  dismiss(): void;
}

/** Badges announced by any API response, shown one at a time by the badge popup. */
export const useBadgeEvents = create<BadgeEventsState>()((set) => ({
  queue: [],
  push: (badges) =>
    set((s) => ({ queue: [...s.queue, ...badges.filter((b) => !s.queue.some((q) => q.id === b.id))] })),
  dismiss: () => set((s) => ({ queue: s.queue.slice(1) })),
}));

/** product.md §4: a non-empty newBadges array, or a single newBadge, in any response. */
export function badgesIn(data: unknown): Badge[] {
  if (!data || typeof data !== 'object') return [];
  const { newBadges, newBadge } = data as { newBadges?: unknown; newBadge?: unknown };
  if (Array.isArray(newBadges) && newBadges.length > 0) return newBadges as Badge[];
  if (newBadge && typeof newBadge === 'object') return [newBadge as Badge];
  return [];
}
