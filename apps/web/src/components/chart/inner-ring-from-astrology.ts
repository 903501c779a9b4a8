// A natal report's astrology as the bi-wheel's inner ring. Its own light file, so a page can build the
// ring without loading the wheel, which it may lazy-load.
import type { Astrology } from '@constelar/contract';
import { EXTRA_BODIES, REPORT_BODIES } from '@constelar/core/codes';
import type { BiWheelInner } from './bi-wheel-types';

export function innerRingFromAstrology(astrology: Astrology, label: string): BiWheelInner {
  const points = [...REPORT_BODIES, ...EXTRA_BODIES].flatMap((code) => {
    const p = astrology[code];
    // A body whose calculation left no sign is N/A in the report: it has no place on the wheel.
    return p && p.sign?.trim() ? [{ code, longitude: p.longitude, retrograde: p.retrograde }] : [];
  });
  // Angles and cusps exist only with a known birth time (sky.md §1).
  return {
    label,
    points,
    ascendant: astrology.ascendant?.longitude ?? null,
    midheaven: astrology.midheaven?.longitude ?? null,
    cusps: astrology.houses ?? null,
  };
}
