import { useSvgId } from '../../../lib/use-svg-id';
const TICKS = Array.from({ length: 36 }, (_, i) => i * 10);
const SIGN_DOTS = Array.from({ length: 12 }, (_, i) => i * 30 + 15);
const STARS = [
  [38, 62, 1.6],
  [268, 48, 2.2],
  [290, 210, 1.4],
  [22, 240, 1.8],
  [210, 300, 1.2],
  [80, 290, 1.4],
] as const;

const polar = (deg: number, r: number) => {
  const rad = ((deg - 90) * Math.PI) / 180;
  return [160 + r * Math.cos(rad), 160 + r * Math.sin(rad)] as const;
};

const LAYER = 'absolute inset-0 h-full w-full';

/**
 * The hero's decorative astrolabe: a slowly turning zodiac ring around the Constelar star. Each moving
 * part is its own <svg> layer, so the turning is a transform on an HTML-level box that the compositor
 * runs alone (an animated <g> inside one SVG is repainted by the main thread every frame).
 */
export function Astrolabe({ className = '' }: { className?: string }) {
  // Two astrolabes share the hero (one per layout): each needs its own gradient id.
  const coreId = useSvgId('astrolabe-core');
  return (
    <div className={`relative aspect-square ${className}`} aria-hidden="true">
      <svg viewBox="0 0 320 320" className={LAYER}>
        <defs>
          <radialGradient id={coreId} cx="50%" cy="50%" r="50%">
            <stop offset="0%" stopColor="#f3d98b" stopOpacity=".35" />
            <stop offset="60%" stopColor="#2d1b5e" stopOpacity=".25" />
            <stop offset="100%" stopColor="#2d1b5e" stopOpacity="0" />
          </radialGradient>
        </defs>
        <circle cx="160" cy="160" r="150" fill={`url(#${coreId})`} />
      </svg>
      <svg
        viewBox="0 0 320 320"
        className={`${LAYER} motion-safe:animate-[spin_120s_linear_infinite]`}
        fill="none"
        stroke="#d4af37"
      >
        <circle cx="160" cy="160" r="138" strokeOpacity=".5" />
        <circle cx="160" cy="160" r="120" strokeOpacity=".35" />
        {TICKS.map((deg) => {
          const [x1, y1] = polar(deg, 120);
          const [x2, y2] = polar(deg, deg % 30 === 0 ? 138 : 128);
          return <line key={deg} x1={x1} y1={y1} x2={x2} y2={y2} strokeOpacity=".5" />;
        })}
        {SIGN_DOTS.map((deg) => {
          const [x, y] = polar(deg, 129);
          return <circle key={deg} cx={x} cy={y} r="2.2" fill="#f3d98b" stroke="none" />;
        })}
      </svg>
      <svg
        viewBox="0 0 320 320"
        className={`${LAYER} motion-safe:animate-[spin_80s_linear_infinite_reverse]`}
        fill="none"
        stroke="#2dd4bf"
        strokeOpacity=".45"
      >
        <circle cx="160" cy="160" r="92" strokeDasharray="3 7" />
        <circle cx="160" cy="68" r="5" fill="#2dd4bf" fillOpacity=".8" stroke="none" />
      </svg>
      <svg viewBox="0 0 320 320" className={LAYER}>
        <g fill="none" stroke="#d4af37" strokeOpacity=".55">
          <path d="M160 60 L247 210 L73 210 Z" />
          <path d="M160 260 L73 110 L247 110 Z" strokeOpacity=".3" />
        </g>
        <circle cx="160" cy="160" r="46" fill="#1a1033" stroke="#d4af37" strokeOpacity=".6" />
        <path d="M160 126l6.5 27 27 7-27 7-6.5 27-6.5-27-27-7 27-7z" fill="#f3d98b" />
      </svg>
      <svg
        viewBox="0 0 320 320"
        className={`${LAYER} motion-safe:animate-[pulse_2s_cubic-bezier(0.4,0,0.6,1)_2]`}
        fill="#f3d98b"
      >
        {STARS.map(([x, y, r]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r={r} />
        ))}
      </svg>
    </div>
  );
}
