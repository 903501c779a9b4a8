import type { Today } from '@constelar/contract';
import { MOON_RADIUS, moonLitPath } from '../../../../lib/moon-path';

type Phase = Today['moon']['phase'];
const WAXING: readonly Phase[] = ['new', 'waxing-crescent', 'first-quarter', 'waxing-gibbous'];

/** The Moon's lit fraction in the glyphs' line style: an outlined disc, the lit part softly filled. */
export function MoonDisc({ moon, className = 'h-16 w-16' }: { moon: Today['moon']; className?: string }) {
  const lit = moonLitPath(WAXING.includes(moon.phase), moon.illumination);
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" data-testid="moon-disc">
      <circle
        cx="12"
        cy="12"
        r={MOON_RADIUS}
        fill="rgba(13,10,31,0.6)"
        stroke="currentColor"
        strokeWidth="1"
      />
      {lit && (
        <path
          d={lit}
          fill="currentColor"
          fillOpacity="0.85"
          stroke="currentColor"
          strokeWidth="1"
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}
