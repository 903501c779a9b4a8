import { useEffect, useRef } from 'react';
import { useSvgId } from '../../../lib/use-svg-id';
import { formatPoints } from '../lib/format-breakdown';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
const FILL_MS = 1200;

/** The overall harmony as a ring. The fill runs once on the compositor, never through React state. */
export function HarmonyGauge({ value }: { value: number }) {
  const arcRef = useRef<SVGCircleElement>(null);
  const gradientId = useSvgId('harmony');
  const clamped = Math.min(100, Math.max(0, value));
  const offset = CIRCUMFERENCE * (1 - clamped / 100);

  useEffect(() => {
    const arc = arcRef.current;
    if (!arc?.animate || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    arc.animate([{ strokeDashoffset: CIRCUMFERENCE }, { strokeDashoffset: offset }], {
      duration: FILL_MS,
      easing: 'cubic-bezier(0.16, 1, 0.3, 1)',
    });
  }, [offset]);

  return (
    <div className="relative mx-auto aspect-square w-56 rounded-full shadow-[0_0_70px_-20px_rgba(212,175,55,0.55)] sm:w-64">
      <svg viewBox="0 0 120 120" className="h-full w-full -rotate-90" aria-hidden="true">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0%" stopColor="var(--color-soft-gold)" />
            <stop offset="55%" stopColor="var(--color-gold)" />
            <stop offset="100%" stopColor="var(--color-teal)" />
          </linearGradient>
        </defs>
        <circle cx="60" cy="60" r={RADIUS} fill="none" stroke="rgba(212,175,55,0.12)" strokeWidth="8" />
        <circle
          ref={arcRef}
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          stroke={`url(#${gradientId})`}
          strokeWidth="8"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={offset}
        />
      </svg>
      <div className="absolute inset-0 grid place-content-center text-center">
        <p
          className="font-serif text-6xl leading-none text-soft-gold sm:text-7xl"
          data-testid="overall-harmony"
        >
          {formatPoints(clamped)}
          <span className="text-3xl sm:text-4xl">%</span>
        </p>
        <p className="mt-2 text-xs font-semibold uppercase tracking-[0.22em] text-muted">Harmonia Geral</p>
      </div>
    </div>
  );
}
