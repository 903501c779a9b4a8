import { useEffect, useState } from 'react';

export type RevealPhase = 'hidden' | 'revealing' | 'revealed';

/** product.md §4: the arcana modal goes hidden → revealing after 0.3 s → revealed after 1.2 s. */
export const REVEALING_AFTER_MS = 300;
export const REVEALED_AFTER_MS = 1_200;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The reveal phase of a card whose modal is open for `key`. Two timers, no per-frame state: the
 * animation itself is CSS. With reduced motion there is nothing to watch, so the card shows at once.
 */
export function useRevealPhase(key: string | number | null): RevealPhase {
  const [state, setState] = useState<{ key: typeof key; phase: RevealPhase }>({ key, phase: 'hidden' });

  useEffect(() => {
    if (key === null) return;
    if (prefersReducedMotion()) {
      setState({ key, phase: 'revealed' });
      return;
    }
    setState({ key, phase: 'hidden' });
    const revealing = window.setTimeout(() => setState({ key, phase: 'revealing' }), REVEALING_AFTER_MS);
    const revealed = window.setTimeout(() => setState({ key, phase: 'revealed' }), REVEALED_AFTER_MS);
    return () => {
      window.clearTimeout(revealing);
      window.clearTimeout(revealed);
    };
  }, [key]);

  // With reduced motion the card is revealed from its first frame, not one effect later.
  if (key !== null && prefersReducedMotion()) return 'revealed';
  // A new card starts hidden even before the effect runs, so no frame shows the previous card's phase.
  return state.key === key ? state.phase : 'hidden';
}
