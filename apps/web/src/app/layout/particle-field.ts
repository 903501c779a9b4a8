// The background's particle simulation, kept outside React: it draws on a canvas and never sets state.

export const PARTICLE_COUNT = 50;
export const PARTICLE_STEP_MS = 50;
export const POINTER_RADIUS_PX = 100;
export const POINTER_OPACITY_BOOST = 0.3;

const COLOURS = ['#d4af37', '#8b5cf6', '#2dd4bf', '#f59e0b', '#ec4899'] as const;
const KINDS = ['star', 'cosmic', 'energy'] as const;

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  opacity: number;
  colour: (typeof COLOURS)[number];
  kind: (typeof KINDS)[number];
}

function createParticles(width: number, height: number): Particle[] {
  return Array.from({ length: PARTICLE_COUNT }, (_, i) => ({
    x: Math.random() * width,
    y: Math.random() * height,
    vx: (Math.random() - 0.5) * 0.6,
    vy: (Math.random() - 0.5) * 0.6,
    size: 1 + Math.random() * 2.5,
    opacity: 0.25 + Math.random() * 0.45,
    colour: COLOURS[i % COLOURS.length]!,
    kind: KINDS[i % KINDS.length]!,
  }));
}

function drawParticle(ctx: CanvasRenderingContext2D, p: Particle, alpha: number): void {
  ctx.globalAlpha = Math.min(1, alpha);
  ctx.fillStyle = p.colour;
  ctx.beginPath();
  if (p.kind === 'star') {
    const r = p.size * 1.6;
    ctx.moveTo(p.x, p.y - r);
    ctx.lineTo(p.x + r * 0.3, p.y - r * 0.3);
    ctx.lineTo(p.x + r, p.y);
    ctx.lineTo(p.x + r * 0.3, p.y + r * 0.3);
    ctx.lineTo(p.x, p.y + r);
    ctx.lineTo(p.x - r * 0.3, p.y + r * 0.3);
    ctx.lineTo(p.x - r, p.y);
    ctx.lineTo(p.x - r * 0.3, p.y - r * 0.3);
    ctx.closePath();
  } else {
    ctx.arc(p.x, p.y, p.kind === 'energy' ? p.size * 0.8 : p.size, 0, Math.PI * 2);
  }
  ctx.fill();
  if (p.kind === 'energy') {
    ctx.globalAlpha = Math.min(1, alpha) * 0.25;
    ctx.beginPath();
    ctx.arc(p.x, p.y, p.size * 3, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** Starts the field on a canvas; returns a stop function. With reduced motion it draws one still frame. */
export function startParticleField(canvas: HTMLCanvasElement, reducedMotion: boolean): () => void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return () => undefined;
  let particles: Particle[] = [];
  const pointer = { x: -1e4, y: -1e4 };

  const resize = () => {
    const dpr = Math.min(window.devicePixelRatio || 1, 2);
    canvas.width = window.innerWidth * dpr;
    canvas.height = window.innerHeight * dpr;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    // product.md §4: particles are recreated on window resize.
    particles = createParticles(window.innerWidth, window.innerHeight);
    draw();
  };

  const draw = () => {
    ctx.clearRect(0, 0, window.innerWidth, window.innerHeight);
    for (const p of particles) {
      const near = Math.hypot(p.x - pointer.x, p.y - pointer.y) < POINTER_RADIUS_PX;
      drawParticle(ctx, p, p.opacity + (near ? POINTER_OPACITY_BOOST : 0));
    }
  };

  const step = () => {
    const w = window.innerWidth;
    const h = window.innerHeight;
    for (const p of particles) {
      p.x = (p.x + p.vx + w) % w;
      p.y = (p.y + p.vy + h) % h;
    }
    draw();
  };

  const onPointer = (e: PointerEvent) => {
    pointer.x = e.clientX;
    pointer.y = e.clientY;
  };

  resize();
  window.addEventListener('resize', resize);
  if (reducedMotion) return () => window.removeEventListener('resize', resize);

  window.addEventListener('pointermove', onPointer, { passive: true });
  let last = 0;
  let frame = 0;
  const loop = (t: number) => {
    if (t - last >= PARTICLE_STEP_MS) {
      last = t;
      step();
    }
    frame = requestAnimationFrame(loop);
  };
  frame = requestAnimationFrame(loop);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('resize', resize);
    window.removeEventListener('pointermove', onPointer);
  };
}
