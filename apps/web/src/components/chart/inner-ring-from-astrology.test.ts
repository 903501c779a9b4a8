import { Astrology } from '@constelar/contract';
import { describe, expect, it } from 'vitest';
import fixture from '../../features/report/components/astrology.fixture.json';
import { innerRingFromAstrology } from './inner-ring-from-astrology';

// Parsed, not cast: the fixture stays an answer the contract accepts.
const astrology = Astrology.parse(fixture);

describe('innerRingFromAstrology', () => {
  it('takes every body with its longitude and retrograde flag, the angles and the cusps', () => {
    const ring = innerRingFromAstrology(astrology, 'Maria');
    expect(ring.label).toBe('Maria');
    expect(ring.points.map((p) => p.code)).toEqual([
      'sun',
      'moon',
      'mercury',
      'venus',
      'mars',
      'jupiter',
      'saturn',
      'uranus',
      'neptune',
      'pluto',
      'trueNode',
    ]);
    expect(ring.points[0]).toEqual({
      code: 'sun',
      longitude: astrology.sun.longitude,
      retrograde: false,
    });
    expect(ring.points.find((p) => p.code === 'trueNode')?.retrograde).toBe(true);
    expect(ring.ascendant).toBe(astrology.ascendant!.longitude);
    expect(ring.midheaven).toBe(astrology.midheaven!.longitude);
    expect(ring.cusps).toEqual(astrology.houses);
  });

  it('gives no angles and no cusps without a birth time', () => {
    const { ascendant: _a, midheaven: _m, houses: _h, ...noTime } = astrology;
    const ring = innerRingFromAstrology(noTime as Astrology, 'Maria');
    expect(ring).toMatchObject({ ascendant: null, midheaven: null, cusps: null });
    expect(ring.points).toHaveLength(11);
  });
});
