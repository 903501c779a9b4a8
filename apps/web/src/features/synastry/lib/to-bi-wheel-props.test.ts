import type { SynastryContent } from '@constelar/contract';
import { describe, expect, it } from 'vitest';
import { toBiWheelProps } from './to-bi-wheel-props';

const chart = (offset: number, timed: boolean): SynastryContent['charts'][number] => ({
  points: [
    { code: 'sun', longitude: 10 + offset },
    { code: 'moon', longitude: 100 + offset, retrograde: false },
    { code: 'saturn', longitude: 200 + offset, retrograde: true },
  ],
  ascendant: timed ? 15 + offset : null,
  midheaven: timed ? 280 + offset : null,
  cusps: timed ? Array.from({ length: 12 }, (_, i) => i * 30 + offset) : null,
});

const content = {
  person1Name: 'Mariana Alves',
  person2Name: 'José Lima',
  charts: [chart(0, true), chart(5, true)],
  contacts: [
    { a: 'sun', b: 'sun', aspect: 'conjunction', orb: 5, title: 't', text: 'x' },
    { a: 'ascendant', b: 'midheaven', aspect: 'square', orb: 0.5, title: 't', text: 'x' },
  ],
} as unknown as SynastryContent;

describe('toBiWheelProps', () => {
  it('puts person1 inside with angles and houses, person2 outside with angles as points', () => {
    const props = toBiWheelProps(content);
    expect(props.inner.label).toBe('Mariana Alves');
    expect(props.inner.ascendant).toBe(15);
    expect(props.inner.midheaven).toBe(280);
    expect(props.inner.cusps).toHaveLength(12);
    expect(props.inner.points.map((p) => p.code)).toEqual(['sun', 'moon', 'saturn']);
    expect(props.outer.label).toBe('José Lima');
    expect(props.outer.points.map((p) => p.code)).toEqual([
      'sun',
      'moon',
      'saturn',
      'ascendant',
      'midheaven',
    ]);
    expect(props.outer.points.find((p) => p.code === 'saturn')?.retrograde).toBe(true);
    expect(props.title).toContain('Mariana Alves');
  });

  it('passes every contact as an aspect, person1’s point inside', () => {
    expect(toBiWheelProps(content).aspects).toEqual([
      { inner: 'sun', outer: 'sun', aspect: 'conjunction', orb: 5 },
      { inner: 'ascendant', outer: 'midheaven', aspect: 'square', orb: 0.5 },
    ]);
  });

  it('leaves the angles out when a time is unknown', () => {
    const untimed = { ...content, charts: [chart(0, false), chart(5, false)] } as SynastryContent;
    const props = toBiWheelProps(untimed);
    expect(props.inner.ascendant).toBeNull();
    expect(props.inner.cusps).toBeNull();
    expect(props.outer.points).toHaveLength(3);
  });
});
