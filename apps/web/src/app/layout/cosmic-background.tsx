import { useEffect, useRef } from 'react';
import { ORB_BLUR_PX, ORB_REACH, orbGradient } from './orb-glow';
import { startParticleField } from './particle-field';

const GOLD_DOTS = Array.from({ length: 8 }, (_, i) => ({
  left: `${(i * 37 + 11) % 95}%`,
  top: `${(i * 53 + 7) % 90}%`,
}));
/** Six soft discs of colour: where each sits, its radius in px, its colour and how much of it shows. */
const ORBS = [
  { place: 'left-[-10%] top-[5%]', radius: 144, colour: 'var(--color-violet)', opacity: 0.6 },
  { place: 'right-[-8%] top-[30%]', radius: 160, colour: 'var(--color-pink)', opacity: 0.15 },
  { place: 'left-[20%] bottom-[-10%]', radius: 192, colour: 'var(--color-teal)', opacity: 0.1 },
  { place: 'right-[25%] top-[-12%]', radius: 128, colour: 'var(--color-gold)', opacity: 0.1 },
  { place: 'left-[-5%] bottom-[25%]', radius: 112, colour: 'var(--color-amber)', opacity: 0.1 },
  { place: 'right-[-12%] bottom-[-8%]', radius: 144, colour: 'var(--color-violet)', opacity: 0.5 },
].map((orb) => ({ ...orb, glow: orbGradient(orb.radius, orb.colour, orb.opacity) }));
/** How far each orb's glow reaches past its disc, on every side. */
const GLOW_REACH_PX = -ORB_REACH * ORB_BLUR_PX;

/**
 * The full-screen decorative background (product.md §1, §9). Everything that moves is a compositor
 * animation (the particles' drift, the gold dots' float); scroll drives the gradient's rotation through
 * a style write, so React never re-renders for it. It sits under the page (-z-10): text is never covered.
 * With reduced motion nothing in it moves, so nothing in it asks for a layer of its own (will-change): the
 * still sky is rastered once, as one picture (ADR 111).
 */
export function CosmicBackground() {
  const particlesRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const gradientRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const dots = [...(rootRef.current?.querySelectorAll<HTMLElement>('[data-gold-dot]') ?? [])];
    const stop = particlesRef.current
      ? startParticleField(particlesRef.current, reduced, dots)
      : () => undefined;
    const onScroll = () => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      const progress = max > 0 ? Math.min(1, Math.max(0, window.scrollY / max)) : 0;
      if (gradientRef.current) gradientRef.current.style.transform = `rotate(${progress * 360}deg)`;
    };
    if (!reduced) window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      stop();
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  return (
    <div
      aria-hidden="true"
      ref={rootRef}
      data-cosmic-background=""
      className="pointer-events-none fixed inset-0 -z-10 overflow-hidden bg-night"
    >
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,#2d1b5e_0%,#1a1033_45%,#0d0a1f_100%)]" />
      <div
        ref={gradientRef}
        className="absolute left-1/2 top-1/2 h-[160vmax] w-[160vmax] opacity-40 motion-safe:will-change-transform"
        style={{
          background:
            'conic-gradient(from 0deg, rgba(45,27,94,0.0), rgba(212,175,55,0.10), rgba(45,212,191,0.06), rgba(236,72,153,0.07), rgba(45,27,94,0.0))',
          marginLeft: '-80vmax',
          marginTop: '-80vmax',
        }}
      />
      {ORBS.map((orb, i) => (
        <div
          key={i}
          data-orb=""
          className={`absolute ${orb.place}`}
          style={{ width: 2 * orb.radius, height: 2 * orb.radius }}
        >
          <div className="absolute" style={{ inset: GLOW_REACH_PX, background: orb.glow }} />
        </div>
      ))}
      {GOLD_DOTS.map((dot, i) => (
        <span
          key={i}
          data-gold-dot=""
          className="absolute h-1.5 w-1.5 rounded-full bg-soft-gold/70 shadow-[0_0_10px_2px_rgba(243,217,139,0.45)]"
          style={{ left: dot.left, top: dot.top }}
        />
      ))}
      <div ref={particlesRef} data-particles="" className="absolute inset-0" />
    </div>
  );
}
