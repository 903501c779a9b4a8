import type { Astrology, Progressions, SolarArc } from '@constelar/contract';
import { describe, expect, it } from 'vitest';
import { toBiWheelProps } from './bi-wheel-props';
import { aheadAspects, longDate } from './sky-ahead';

const body = (longitude: number, retrograde = false) => ({
  sign: 'Áries',
  signCode: 'aries' as const,
  house: 1,
  longitude,
  degree: longitude % 30,
  retrograde,
});
const angle = (longitude: number) => ({
  sign: 'Áries',
  signCode: 'aries' as const,
  longitude,
  degree: longitude % 30,
});
const CODES = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];

const natal = {
  ...Object.fromEntries(CODES.map((c, i) => [c, body(i * 30 + 5, c === 'saturn')])),
  trueNode: body(200),
  ascendant: angle(100),
  midheaven: angle(10),
  houses: Array.from({ length: 12 }, (_, i) => (100 + i * 30) % 360),
} as unknown as Astrology;

const progressions = {
  date: '2026-11-27',
  bodies: Object.fromEntries(CODES.map((c, i) => [c, body(i * 30 + 40)])),
  ascendant: angle(130),
  midheaven: angle(45),
  aspects: [
    {
      progressed: 'midheaven',
      natal: 'sun',
      aspect: 'conjunction',
      orb: 0.5,
      exact: '2026-05-01',
      title: 'a',
      text: 'x',
    },
    {
      progressed: 'moon',
      natal: 'venus',
      aspect: 'trine',
      orb: 0.2,
      exact: '2027-01-02',
      title: 'b',
      text: 'y',
    },
  ],
} as unknown as Progressions;

const solarArc = {
  date: '2026-11-27',
  bodies: Object.fromEntries(CODES.map((c, i) => [c, body(i * 30 + 35)])),
  aspects: [
    {
      directed: 'mars',
      natal: 'ascendant',
      aspect: 'square',
      orb: 0.9,
      exact: '2026-12-24',
      title: 'c',
      text: 'z',
    },
    { directed: 'sun', natal: 'moon', aspect: 'sextile', orb: 0.1, exact: null, title: 'd', text: 'w' },
  ],
} as unknown as SolarArc;

describe('toBiWheelProps', () => {
  it('puts the natal chart inside, with its angles and cusps, and the progressed points outside', () => {
    const props = toBiWheelProps(
      natal,
      { technique: 'progressed', data: progressions },
      'Progressões de Ana',
    );
    expect(props.title).toBe('Progressões de Ana');
    expect(props.inner.label).toBe('Mapa natal');
    expect(props.inner.points.map((p) => p.code)).toEqual(CODES);
    expect(props.inner.points.find((p) => p.code === 'saturn')?.retrograde).toBe(true);
    expect(props.inner).toMatchObject({ ascendant: 100, midheaven: 10 });
    expect(props.inner.cusps).toHaveLength(12);
    expect(props.outer.label).toBe('Progressões secundárias');
    expect(props.outer.points.map((p) => p.code)).toEqual([...CODES, 'ascendant', 'midheaven']);
    expect(props.outer.points.at(-1)).toEqual({ code: 'midheaven', longitude: 45 });
    expect(props.aspects).toEqual([
      { inner: 'sun', outer: 'midheaven', aspect: 'conjunction', orb: 0.5 },
      { inner: 'venus', outer: 'moon', aspect: 'trine', orb: 0.2 },
    ]);
  });

  it('reads directed points and a chart without a birth time', () => {
    const noTime = { ...natal, ascendant: undefined, midheaven: undefined, houses: undefined } as Astrology;
    const props = toBiWheelProps(noTime, { technique: 'solar-arc', data: solarArc }, 'Arco solar');
    expect(props.inner).toMatchObject({ ascendant: null, midheaven: null, cusps: null });
    expect(props.outer.label).toBe('Direções por arco solar');
    expect(props.outer.points).toHaveLength(10);
    expect(props.aspects?.[0]).toEqual({ inner: 'ascendant', outer: 'mars', aspect: 'square', orb: 0.9 });
  });
});

describe('the sky ahead, listed', () => {
  it('writes UTC days as pt-BR long dates', () => {
    expect(longDate('2027-03-12')).toBe('12 de março de 2027');
    expect(longDate('2026-01-01')).toBe('1 de janeiro de 2026');
  });

  it('lists coming perfections first, then past ones still in orb, then undated', () => {
    const list = aheadAspects(progressions, solarArc, '2026-11-27');
    expect(list.map((a) => a.title)).toEqual(['c', 'b', 'a', 'd']);
    expect(list.map((a) => a.coming)).toEqual([true, true, false, false]);
    expect(list[0]!.technique).toBe('solar-arc');
  });
});
