import type { TransitEvent } from '@constelar/contract';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { layoutTimeline } from '../lib/timeline-geometry';
import { shortLabel, TransitTimeline } from './transit-timeline';

// jsdom has no layout: the drawing falls back to 640px, so x = 12 + fraction × 616.
const NOW = new Date(2026, 10, 23, 12, 0);
const day = (d: number) => new Date(2026, 10, 23 + d).toISOString();
const event = (
  title: string,
  start: string,
  end: string,
  extra: Partial<TransitEvent> = {},
): TransitEvent => ({
  transiting: 'saturn',
  natal: 'sun',
  aspect: 'square',
  start,
  end,
  exact: [],
  title,
  text: 'Texto.',
  ...extra,
});

const numbers = (d: string | null) => (d ?? '').match(/-?\d+(\.\d+)?/g)!.map(Number);

describe('TransitTimeline', () => {
  it('draws a transit cut at both ends across the whole axis, arrowed, with its exact moment', () => {
    const long = event('Saturno em quadratura com o seu Sol', day(-30), day(200), { exact: [day(45)] });
    const timeline = layoutTimeline([long], NOW, 90);
    const { container } = render(<TransitTimeline timeline={timeline} selected={null} onSelect={() => {}} />);
    const bar = container.querySelector('[data-bar]')!;
    expect(Number(bar.getAttribute('x'))).toBe(12);
    expect(Number(bar.getAttribute('width'))).toBe(616);
    expect(bar.getAttribute('fill')).toBe('var(--color-pink)');
    expect(container.querySelector('[data-cut="start"]')).not.toBeNull();
    expect(container.querySelector('[data-cut="end"]')).not.toBeNull();
    // The diamond's top point sits over day 45 of 90: the middle of the axis.
    const [dx] = numbers(container.querySelector('[data-exact]')!.getAttribute('d'));
    expect(dx).toBeCloseTo(12 + 308);
  });

  it('draws a transit inside the window by its dates, uncut, in its tone, and reports a tap', () => {
    const onSelect = vi.fn();
    const inside = event('Júpiter em trígono com a sua Lua', day(9), day(18), { aspect: 'trine', exact: [] });
    const timeline = layoutTimeline([inside], NOW, 90);
    const { container } = render(<TransitTimeline timeline={timeline} selected={null} onSelect={onSelect} />);
    const bar = container.querySelector('[data-bar]')!;
    expect(Number(bar.getAttribute('x'))).toBeCloseTo(12 + 61.6);
    expect(Number(bar.getAttribute('width'))).toBeCloseTo(61.6);
    expect(bar.getAttribute('fill')).toBe('var(--color-teal)');
    expect(container.querySelector('[data-cut]')).toBeNull();
    expect(container.querySelector('[data-exact]')).toBeNull();
    container
      .querySelector<SVGGElement>('[data-row]')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(onSelect).toHaveBeenCalledWith(`saturn-trine-sun-${inside.start}`);
  });
});

describe('shortLabel', () => {
  it('keeps the planet, the aspect and the natal point', () => {
    expect(shortLabel('Saturno em quadratura com o seu Sol')).toBe('Saturno quadratura Sol');
    expect(shortLabel('Vênus em trígono com a sua Lua')).toBe('Vênus trígono Lua');
  });
});
