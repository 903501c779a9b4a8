// The background's particles (product.md §1, §9), kept outside React: 50 small elements whose drift is a
// Web Animations transform, which the browser's compositor runs without the main thread. The main
// thread works only when something changes: the pointer moves (a particle brightens or dims), the
// window is resized (the field is recreated), the tab is hidden or the window loses focus (the field
// pauses). docs/decisions/080-light-on-a-phone.md.

export const PARTICLE_COUNT = 50;
export const PARTICLE_STEP_MS = 50;
export const POINTER_RADIUS_PX = 100;
export const POINTER_OPACITY_BOOST = 0.3;

const COLOURS = ['#d4af37', '#8b5cf6', '#2dd4bf', '#f59e0b', '#ec4899'] as const;
const KINDS = ['star', 'cosmic', 'energy'] as const;
/** A speed this close to zero would make a period of days; it is drawn still instead. */
const MIN_SPEED = 0.002;

export interface Particle {
  /** Position at the start, in CSS px. */
  x: number;
  y: number;
  /** Drift in px per PARTICLE_STEP_MS. */
  vx: number;
  vy: number;
  size: number;
  opacity: number;
  colour: (typeof COLOURS)[number];
  kind: (typeof KINDS)[number];
}

export function createParticles(width: number, height: number, random = Math.random): Particle[] {
  return Array.from({ length: PARTICLE_COUNT }, (_, i) => ({
    x: random() * width,
    y: random() * height,
    vx: (random() - 0.5) * 0.6,
    vy: (random() - 0.5) * 0.6,
    size: 1 + random() * 2.5,
    opacity: 0.25 + random() * 0.45,
    colour: COLOURS[i % COLOURS.length]!,
    kind: KINDS[i % KINDS.length]!,
  }));
}

/** One axis of a drift that wraps around the screen: where it starts, how long one crossing takes. */
export interface Drift {
  from: number;
  to: number;
  duration: number;
  /** How far through a crossing the particle starts, 0 to 1. */
  start: number;
}

export function driftOf(position: number, speed: number, extent: number): Drift | null {
  if (Math.abs(speed) < MIN_SPEED || extent <= 0) return null;
  const duration = (extent / Math.abs(speed)) * PARTICLE_STEP_MS;
  return speed > 0
    ? { from: 0, to: extent, duration, start: position / extent }
    : { from: extent, to: 0, duration, start: (extent - position) / extent };
}

/** Where a drift is after `elapsed` ms of running time. */
export function driftAt(drift: Drift | null, position: number, elapsed: number): number {
  if (!drift) return position;
  const progress = (drift.start + elapsed / drift.duration) % 1;
  return drift.from + (drift.to - drift.from) * progress;
}

export const isNear = (x: number, y: number, px: number, py: number) =>
  Math.hypot(x - px, y - py) < POINTER_RADIUS_PX;

function shapeStyle(p: Particle): Partial<CSSStyleDeclaration> {
  if (p.kind === 'star') {
    const d = p.size * 3.2;
    return {
      width: `${d}px`,
      height: `${d}px`,
      margin: `${-d / 2}px 0 0 ${-d / 2}px`,
      background: p.colour,
      clipPath: 'polygon(50% 0, 65% 35%, 100% 50%, 65% 65%, 50% 100%, 35% 65%, 0 50%, 35% 35%)',
    };
  }
  const d = (p.kind === 'energy' ? p.size * 0.8 : p.size) * 2;
  return {
    width: `${d}px`,
    height: `${d}px`,
    margin: `${-d / 2}px 0 0 ${-d / 2}px`,
    background: p.colour,
    borderRadius: '50%',
    // The energy particle's faint halo, three times its size.
    boxShadow: p.kind === 'energy' ? `0 0 0 ${p.size * 2.2}px ${p.colour}40` : '',
  };
}

interface Live {
  particle: Particle;
  dot: HTMLElement;
  dx: Drift | null;
  dy: Drift | null;
  across: Animation | null;
  down: Animation | null;
  near: boolean;
}

function animate(el: HTMLElement, drift: Drift | null, axis: 'X' | 'Y'): Animation | null {
  if (!drift || typeof el.animate !== 'function') {
    return null;
  }
  return el.animate(
    [{ transform: `translate${axis}(${drift.from}px)` }, { transform: `translate${axis}(${drift.to}px)` }],
    {
      duration: drift.duration,
      iterations: Infinity,
      easing: 'linear',
      delay: -drift.start * drift.duration,
    },
  );
}

function each(l: Live, act: (a: Animation) => void): void {
  if (l.across) act(l.across);
  if (l.down) act(l.down);
}

/** The gold dots' float (product.md §9: 8 floating gold dots): 18 px up and back in 9 s, each 0.9 s apart. */
export const FLOAT_MS = 9000;
function float(dot: HTMLElement, i: number): Animation | null {
  if (typeof dot.animate !== 'function') return null;
  return dot.animate(
    [
      { transform: 'translate3d(0, 0, 0)' },
      { transform: 'translate3d(0, -18px, 0)' },
      { transform: 'translate3d(0, 0, 0)' },
    ],
    { duration: FLOAT_MS, iterations: Infinity, easing: 'ease-in-out', delay: -i * 900 },
  );
}

/**
 * Fills `layer` with the particles and floats `dots`; returns a stop function. With reduced motion they
 * are placed once and never move. A Web Animation rather than a CSS one: measured, 8 CSS floats kept the
 * main thread 1.8 % busy, the same as Web Animations 0.5 % (ADR 080).
 */
export function startParticleField(
  layer: HTMLElement,
  reducedMotion: boolean,
  dots: readonly HTMLElement[] = [],
): () => void {
  let live: Live[] = [];
  const floats = reducedMotion ? [] : dots.map(float).filter((a): a is Animation => a !== null);
  const pointer = { x: -1e4, y: -1e4 };
  let paused = false;

  const build = () => {
    for (const l of live) each(l, (a) => a.cancel());
    layer.replaceChildren();
    const w = window.innerWidth;
    const h = window.innerHeight;
    live = createParticles(w, h).map((particle) => {
      const across = document.createElement('span');
      const down = document.createElement('span');
      const dot = document.createElement('span');
      across.className = 'particle-axis';
      down.className = 'particle-axis';
      dot.className = 'particle';
      Object.assign(dot.style, shapeStyle(particle), { opacity: String(particle.opacity) });
      down.append(dot);
      across.append(down);
      layer.append(across);
      const dx = reducedMotion ? null : driftOf(particle.x, particle.vx, w);
      const dy = reducedMotion ? null : driftOf(particle.y, particle.vy, h);
      // A still axis keeps its place in a plain transform.
      if (!dx) across.style.transform = `translateX(${particle.x}px)`;
      if (!dy) down.style.transform = `translateY(${particle.y}px)`;
      const l = {
        particle,
        dot,
        dx,
        dy,
        across: animate(across, dx, 'X'),
        down: animate(down, dy, 'Y'),
        near: false,
      };
      if (paused) each(l, (a) => a.pause());
      return l;
    });
    shine();
  };

  // Brightens the particles within reach of the pointer: a style write only where nearness changed.
  const shine = () => {
    for (const l of live) {
      const x = driftAt(l.dx, l.particle.x, Number(l.across?.currentTime ?? 0));
      const y = driftAt(l.dy, l.particle.y, Number(l.down?.currentTime ?? 0));
      const near = isNear(x, y, pointer.x, pointer.y);
      if (near !== l.near) {
        l.near = near;
        l.dot.style.opacity = String(Math.min(1, l.particle.opacity + (near ? POINTER_OPACITY_BOOST : 0)));
      }
    }
  };

  let frame = 0;
  const onPointer = (e: PointerEvent) => {
    pointer.x = e.clientX;
    pointer.y = e.clientY;
    if (!frame) {
      frame = requestAnimationFrame(() => {
        frame = 0;
        shine();
      });
    }
  };
  const setPaused = (value: boolean) => {
    if (value === paused) return;
    paused = value;
    for (const l of live) each(l, (a) => (value ? a.pause() : a.play()));
    for (const a of floats) {
      if (value) a.pause();
      else a.play();
    }
  };
  const onVisibility = () => setPaused(document.hidden || !document.hasFocus());
  const onBlur = () => setPaused(true);
  const onFocus = () => setPaused(document.hidden);

  build();
  // product.md §4: particles are recreated on window resize.
  window.addEventListener('resize', build);
  if (reducedMotion) return () => window.removeEventListener('resize', build);

  window.addEventListener('pointermove', onPointer, { passive: true });
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('blur', onBlur);
  window.addEventListener('focus', onFocus);
  return () => {
    cancelAnimationFrame(frame);
    for (const l of live) each(l, (a) => a.cancel());
    for (const a of floats) a.cancel();
    window.removeEventListener('resize', build);
    window.removeEventListener('pointermove', onPointer);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('blur', onBlur);
    window.removeEventListener('focus', onFocus);
  };
}
