import { moonLitPath } from '../../../lib/moon-path';
import { litFraction } from '../lib/moon-phase';

const R = 10;
const C = 12;

/** A small Moon at phase angle `angle`, decorative: the day's text names the phase. */
export function MoonDrawing({ angle, className }: { angle: number; className?: string }) {
  const a = ((angle % 360) + 360) % 360;
  const lit = moonLitPath(a <= 180, litFraction(a), R);
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" data-moon={Math.round(angle)}>
      <circle cx={C} cy={C} r={R} fill="rgba(15,12,41,0.9)" stroke="rgba(212,175,55,0.45)" strokeWidth="1" />
      {/* Drawn as seen from Brazil: the waxing Moon (0° to 180°) lit on the left. */}
      {lit && <path d={lit} fill="#f3e5ab" />}
    </svg>
  );
}
