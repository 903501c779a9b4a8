import { litFraction } from '../lib/moon-phase';

const R = 10;
const C = 12;

/**
 * The lit part of the disc at phase angle `angle`: a half circle on the lit side closed by the
 * terminator, a half ellipse. Drawn as seen from the Southern Hemisphere, like the sky over Brazil:
 * the waxing Moon is lit on the left (the "C" of crescente) and the waning one on the right.
 */
export function litPath(angle: number): string {
  const a = ((angle % 360) + 360) % 360;
  const waxing = a <= 180;
  const k = litFraction(a);
  // The terminator's half-width: R at new and full Moon, 0 at the quarters.
  const rx = Math.abs(1 - 2 * k) * R;
  const outer = waxing ? 0 : 1;
  // Thin crescent: the terminator bulges toward the lit limb; gibbous: away from it.
  const inner = k < 0.5 ? (waxing ? 1 : 0) : waxing ? 0 : 1;
  return `M${C} ${C - R}A${R} ${R} 0 0 ${outer} ${C} ${C + R}A${rx.toFixed(2)} ${R} 0 0 ${inner} ${C} ${C - R}Z`;
}

/** A small Moon at phase angle `angle`, decorative: the day's text names the phase. */
export function MoonDrawing({ angle, className }: { angle: number; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" data-moon={Math.round(angle)}>
      <circle cx={C} cy={C} r={R} fill="rgba(15,12,41,0.9)" stroke="rgba(212,175,55,0.45)" strokeWidth="1" />
      {litFraction(angle) > 0.005 && <path d={litPath(angle)} fill="#f3e5ab" />}
    </svg>
  );
}
