import type { CreateTypes } from 'canvas-confetti';

// Confetti for the daily card's reveal. canvas-confetti loads only here, on the first reveal, so the
// landing bundle never carries it.

const FALLBACK_COLOURS = ['#d4af37', '#f3d98b', '#2dd4bf', '#ec4899', '#f59e0b'];
const TOKENS = ['--color-gold', '--color-soft-gold', '--color-teal', '--color-pink', '--color-amber'];

/** The palette's particle colours, read from the theme so they follow any change to it. */
function paletteColours(): string[] {
  const style = getComputedStyle(document.documentElement);
  return TOKENS.map((token, i) => style.getPropertyValue(token).trim() || FALLBACK_COLOURS[i]!);
}

let cannon: CreateTypes | undefined;

/**
 * The library's own canvas sits outside every landmark and is announced to nobody's benefit (axe
 * 'region'); this one is hidden from assistive technology and never takes a click.
 */
function decorativeCanvas(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.dataset.testid = 'confetti';
  Object.assign(canvas.style, {
    position: 'fixed',
    inset: '0',
    width: '100%',
    height: '100%',
    pointerEvents: 'none',
    zIndex: '100',
  });
  document.body.appendChild(canvas);
  return canvas;
}

export async function celebrateFrom(element: HTMLElement | null): Promise<void> {
  const { default: confettiModule } = await import('canvas-confetti');
  // The app's CSP has no worker-src for blob: URLs, so the cannon draws on the main thread.
  cannon ??= confettiModule.create(decorativeCanvas(), {
    resize: true,
    useWorker: false,
    disableForReducedMotion: true,
  });
  const confetti = cannon;
  const rect = element?.getBoundingClientRect();
  const origin = rect
    ? {
        x: (rect.left + rect.width / 2) / window.innerWidth,
        y: (rect.top + rect.height / 2) / window.innerHeight,
      }
    : { x: 0.5, y: 0.5 };
  const colors = paletteColours();
  const shared = { origin, colors, disableForReducedMotion: true, ticks: 160, scalar: 0.9 };
  void confetti({ ...shared, particleCount: 70, spread: 70, startVelocity: 38 });
  void confetti({ ...shared, particleCount: 40, spread: 120, startVelocity: 24, shapes: ['star'] });
}
