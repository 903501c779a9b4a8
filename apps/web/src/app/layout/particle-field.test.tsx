import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  driftAt,
  driftOf,
  FLOAT_MS,
  PARTICLE_COUNT,
  PARTICLE_STEP_MS,
  POINTER_OPACITY_BOOST,
  startParticleField,
} from './particle-field';

interface FakeAnimation {
  keyframes: Keyframe[];
  options: KeyframeAnimationOptions;
  currentTime: number;
  playState: 'running' | 'paused' | 'idle';
  pause: () => void;
  play: () => void;
  cancel: () => void;
}

/** jsdom has no Web Animations: a stand-in that records what the field asks of each element. */
function fakeAnimate() {
  const made: FakeAnimation[] = [];
  const animate = function (this: HTMLElement, keyframes: Keyframe[], options: KeyframeAnimationOptions) {
    const a: FakeAnimation = {
      keyframes,
      options,
      currentTime: 0,
      playState: 'running',
      pause: () => void (a.playState = 'paused'),
      play: () => void (a.playState = 'running'),
      cancel: () => void (a.playState = 'idle'),
    };
    made.push(a);
    return a;
  };
  Object.defineProperty(HTMLElement.prototype, 'animate', { value: animate, configurable: true });
  return { made };
}

afterEach(() => {
  vi.restoreAllMocks();
  delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
  document.body.replaceChildren();
});

describe('a drift that wraps around the screen', () => {
  it('crosses the screen at the particle speed, per 50 ms step, from where it starts', () => {
    const right = driftOf(100, 0.5, 400)!;
    expect(right).toEqual({ from: 0, to: 400, duration: (400 / 0.5) * PARTICLE_STEP_MS, start: 0.25 });
    expect(driftAt(right, 100, 0)).toBe(100);
    expect(driftAt(right, 100, 10 * PARTICLE_STEP_MS)).toBeCloseTo(105);
    // Past the edge it comes back from the other side.
    expect(driftAt(right, 100, right.duration * 0.8)).toBeCloseTo(20);
    const left = driftOf(100, -0.5, 400)!;
    expect(driftAt(left, 100, 0)).toBeCloseTo(100);
    expect(driftAt(left, 100, 10 * PARTICLE_STEP_MS)).toBeCloseTo(95);
  });

  it('keeps a particle with no speed still', () => {
    expect(driftOf(50, 0, 400)).toBeNull();
    expect(driftAt(null, 50, 1e6)).toBe(50);
  });
});

describe('the particle field', () => {
  it('places 50 particles whose drift is a compositor animation, never a timer or a frame loop', () => {
    const { made } = fakeAnimate();
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    const interval = vi.spyOn(window, 'setInterval');
    const layer = document.createElement('div');
    document.body.append(layer);
    const stop = startParticleField(layer, false);
    expect(layer.querySelectorAll('.particle')).toHaveLength(PARTICLE_COUNT);
    expect(made.length).toBeGreaterThan(PARTICLE_COUNT);
    for (const a of made) {
      expect(a.options.iterations).toBe(Infinity);
      expect(String(a.keyframes[0]!.transform)).toMatch(/^translate[XY]\(/);
    }
    expect(raf).not.toHaveBeenCalled();
    expect(interval).not.toHaveBeenCalled();
    stop();
    expect(made.every((a) => a.playState === 'idle')).toBe(true);
  });

  it('pauses while the tab is hidden or the window has no focus, gold dots included', () => {
    const { made } = fakeAnimate();
    const layer = document.createElement('div');
    const dots = Array.from({ length: 8 }, () => document.createElement('span'));
    const stop = startParticleField(layer, false, dots);
    expect(made.filter((a) => a.options.duration === FLOAT_MS)).toHaveLength(8);
    window.dispatchEvent(new Event('blur'));
    expect(made.every((a) => a.playState === 'paused')).toBe(true);
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('focus'));
    expect(made.every((a) => a.playState === 'running')).toBe(true);
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(made.every((a) => a.playState === 'paused')).toBe(true);
    stop();
  });

  it('stays still under reduced motion', () => {
    const { made } = fakeAnimate();
    const layer = document.createElement('div');
    startParticleField(layer, true, [document.createElement('span')]);
    expect(layer.querySelectorAll('.particle')).toHaveLength(PARTICLE_COUNT);
    expect(made).toHaveLength(0);
  });

  it('brightens the particles within reach of the pointer, on the next frame', () => {
    fakeAnimate();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    vi.spyOn(Math, 'random').mockReturnValue(0.5); // every particle at the centre, standing still
    const layer = document.createElement('div');
    const stop = startParticleField(layer, false);
    const dots = [...layer.querySelectorAll<HTMLElement>('.particle')];
    const base = Number(dots[0]!.style.opacity);
    window.dispatchEvent(
      Object.assign(new Event('pointermove'), {
        clientX: window.innerWidth / 2,
        clientY: window.innerHeight / 2,
      }),
    );
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    expect(Number(dots[0]!.style.opacity)).toBeCloseTo(base + POINTER_OPACITY_BOOST);
    window.dispatchEvent(Object.assign(new Event('pointermove'), { clientX: -500, clientY: -500 }));
    frames[1]!(0);
    expect(Number(dots[0]!.style.opacity)).toBeCloseTo(base);
    stop();
  });
});
