import type { TransitEvent } from '@constelar/contract';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { layoutTimeline } from '../lib/timeline-geometry';
import { transitEvent } from '../lib/transit-event.fixture';
import { TransitTimeline } from './transit-timeline';

// jsdom has no layout: the drawing falls back to 640px, wide enough for the planets' names. The axis
// runs from x = 94 (84 of names, 10 for an arrowhead) to x = 630, so x = 94 + fraction × 536.
const NOW = new Date(2026, 10, 23, 12, 0);
const day = (d: number) => new Date(2026, 10, 23 + d).toISOString();

const numbers = (d: string | null) => (d ?? '').match(/-?\d+(\.\d+)?/g)!.map(Number);
const draw = (events: TransitEvent[], onSelect = () => {}, selected: string | null = null) =>
  render(
    <TransitTimeline timeline={layoutTimeline(events, NOW, 90)} selected={selected} onSelect={onSelect} />,
  ).container;

describe('TransitTimeline', () => {
  it('draws a transit cut at both ends across the whole axis, arrowed, with its exact moment', () => {
    const long = transitEvent('Saturno em quadratura com o seu Sol', day(-30), day(200), {
      exact: [day(45)],
    });
    const container = draw([long]);
    const bar = container.querySelector('[data-bar]')!;
    expect(Number(bar.getAttribute('x'))).toBe(94);
    expect(Number(bar.getAttribute('width'))).toBe(536);
    expect(bar.getAttribute('fill')).toBe('var(--color-pink)');
    expect(container.querySelector('[data-cut="start"]')).not.toBeNull();
    expect(container.querySelector('[data-cut="end"]')).not.toBeNull();
    // The diamond's top point sits over day 45 of 90: the middle of the axis.
    const [dx] = numbers(container.querySelector('[data-exact]')!.getAttribute('d'));
    expect(dx).toBeCloseTo(94 + 268);
  });

  it('draws a transit inside the window by its dates, uncut, in its tone, and reports a tap', () => {
    const onSelect = vi.fn();
    const inside = transitEvent('Júpiter em trígono com a sua Lua', day(9), day(18), { aspect: 'trine' });
    const container = draw([inside], onSelect);
    const bar = container.querySelector('[data-bar]')!;
    expect(Number(bar.getAttribute('x'))).toBeCloseTo(94 + 53.6);
    expect(Number(bar.getAttribute('width'))).toBeCloseTo(53.6);
    expect(bar.getAttribute('fill')).toBe('var(--color-teal)');
    expect(container.querySelector('[data-cut]')).toBeNull();
    expect(container.querySelector('[data-exact]')).toBeNull();
    container
      .querySelector<SVGGElement>('[data-row]')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(onSelect).toHaveBeenCalledWith(`saturn-trine-sun-${inside.start}`);
  });

  it('groups by planet, slowest on top, and labels each bar with the aspect and the natal point', () => {
    const container = draw([
      transitEvent('Sol em conjunção com a sua Lua', day(2), day(4), {
        transiting: 'sun',
        natal: 'moon',
        aspect: 'conjunction',
      }),
      transitEvent('Plutão em oposição ao seu Ascendente', day(-60), day(300), {
        transiting: 'pluto',
        natal: 'ascendant',
        aspect: 'opposition',
      }),
      transitEvent('Sol em sextil com o seu Marte', day(40), day(42), {
        transiting: 'sun',
        natal: 'mars',
        aspect: 'sextile',
      }),
    ]);
    const groups = [...container.querySelectorAll('[data-planet]')];
    expect(groups.map((g) => g.getAttribute('data-planet'))).toEqual(['Plutão', 'Sol']);
    // The group's name at the left, then its transits; the label is the aspect's glyph and the point.
    expect(groups[0]!.querySelector('text')).toHaveTextContent('Plutão');
    const labels = [...container.querySelectorAll('[data-row]')].map((row) => [
      row.querySelector('[data-aspect]')?.getAttribute('data-aspect'),
      row.querySelector('text')?.textContent,
    ]);
    expect(labels).toEqual([
      ['oposição', 'Ascendente'],
      ['conjunção', 'Lua'],
      ['sextil', 'Marte'],
    ]);
    // Pluto's bar spans the axis, so its label is written inside it, dark on the colour; the Sun's short
    // bars have theirs beside them, and their two transits share one lane.
    const ink = [...container.querySelectorAll('[data-row] text')].map((t) => t.getAttribute('fill'));
    expect(ink).toEqual(['var(--color-night)', 'var(--color-text)', 'var(--color-text)']);
    const lane = (i: number) => Number(container.querySelectorAll('[data-bar]')[i]!.getAttribute('y'));
    expect(lane(1)).toBe(lane(2));
    expect(lane(0)).toBeLessThan(lane(1));
  });

  it('keeps a month name that falls at the right edge inside the drawing', () => {
    // From 4 November, 90 days end on 2 February: the tick of 1 February stands by the axis's end.
    const start = new Date(2026, 10, 4, 12, 0);
    const events = [transitEvent('Saturno em quadratura com o seu Sol', day(-30), day(200))];
    const { container } = render(
      <TransitTimeline timeline={layoutTimeline(events, start, 90)} selected={null} onSelect={() => {}} />,
    );
    const feb = [...container.querySelectorAll('text')].find((t) => t.textContent === 'fev 2027')!;
    const x = Number(feb.getAttribute('x'));
    expect(x).toBeLessThan(630);
    // Half of "fev 2027" at 11px still fits before the drawing's 640px.
    expect(x + 20).toBeLessThanOrEqual(640);
  });

  it('names December when it begins four days after today, past "hoje" (issue #31)', () => {
    const start = new Date(2026, 10, 27, 9, 0);
    const events = [transitEvent('Saturno em quadratura com o seu Sol', day(-30), day(200))];
    const { container } = render(
      <TransitTimeline timeline={layoutTimeline(events, start, 90)} selected={null} onSelect={() => {}} />,
    );
    const months = [...container.querySelectorAll('[data-month]')].map((t) => t.textContent);
    expect(months).toEqual(['dez', 'jan 2027', 'fev 2027']);
    const hoje = [...container.querySelectorAll('text')].find((t) => t.textContent === 'hoje')!;
    const dez = container.querySelector('[data-month="dez"]')!;
    // "dez" is centred past the end of "hoje" (about 24px of 11px text from its x).
    expect(Number(dez.getAttribute('x'))).toBeGreaterThan(Number(hoje.getAttribute('x')) + 30);
  });

  it('on a phone, names every planet’s group in words and labels every transit, however short', () => {
    const spy = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ width: 358 } as DOMRect);
    const quick = (planet: TransitEvent['transiting'], natal: TransitEvent['natal'], d: number) =>
      transitEvent(`${planet} ${natal}`, day(d), day(d + 2), {
        transiting: planet,
        natal,
        exact: [day(d + 1)],
      });
    const events = [
      transitEvent('Saturno em quadratura com o seu Sol', day(-30), day(200)),
      ...[3, 9, 15, 21, 27, 33, 45, 60, 75].map((d, i) =>
        quick(['venus', 'mercury', 'sun'][i % 3] as TransitEvent['transiting'], i % 2 ? 'moon' : 'mars', d),
      ),
    ];
    const container = draw(events);
    spy.mockRestore();
    const names = [...container.querySelectorAll('[data-group-name]')].map((t) => t.textContent);
    expect(names).toEqual(['Saturno', 'Vênus', 'Mercúrio', 'Sol']);
    const rows = container.querySelectorAll('[data-row]');
    expect(rows).toHaveLength(events.length);
    for (const row of rows) expect(row.querySelector('text')?.textContent).toMatch(/\S/);
  });

  it('marks the chosen transit and dims the others', () => {
    const a = transitEvent('Saturno em quadratura com o seu Sol', day(1), day(30));
    const b = transitEvent('Saturno em trígono com a sua Lua', day(40), day(60), {
      aspect: 'trine',
      natal: 'moon',
    });
    const container = draw([a, b], () => {}, `saturn-square-sun-${a.start}`);
    const [chosen, other] = [...container.querySelectorAll('[data-row]')];
    expect(chosen!.getAttribute('opacity')).toBe('1');
    expect(chosen!.querySelector('[data-bar]')!.getAttribute('stroke')).toBe('var(--color-soft-gold)');
    expect(other!.getAttribute('opacity')).toBe('0.55');
  });
});
