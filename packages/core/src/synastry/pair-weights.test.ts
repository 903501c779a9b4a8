import { describe, expect, it } from 'vitest';
import type { AspectKind, ReportBody } from '../codes';
import { ASPECT_KINDS, REPORT_BODIES } from '../codes';
import { aspectNature, aspectValence, pairKey, pairWeight } from './pair-weights';

const ALL_PAIRS = REPORT_BODIES.flatMap((a) => REPORT_BODIES.map((b) => [a, b] as const));

describe('pairWeight', () => {
  it.each<[ReportBody, ReportBody, number]>([
    ['sun', 'moon', 12],
    ['venus', 'mars', 12],
    ['sun', 'sun', 10],
    ['venus', 'venus', 10],
    ['mars', 'mars', 8],
    ['moon', 'venus', 6],
    ['mercury', 'venus', 4],
    ['saturn', 'saturn', 3],
    ['jupiter', 'saturn', 2],
    ['mercury', 'mars', 2],
  ])('%s–%s weighs %i', (a, b, weight) => {
    expect(pairWeight(a, b)).toBe(weight);
    expect(pairWeight(b, a)).toBe(weight);
  });

  it('gives Sun–Moon and Venus–Mars the most weight', () => {
    const top = Math.max(...ALL_PAIRS.map(([a, b]) => pairWeight(a, b)));
    const heaviest = new Set(
      ALL_PAIRS.filter(([a, b]) => pairWeight(a, b) === top).map(([a, b]) => pairKey(a, b)),
    );
    expect([...heaviest].sort()).toEqual(['sun-moon', 'venus-mars']);
  });
});

describe('aspect nature and valence', () => {
  it.each<[AspectKind, ReportBody, ReportBody, string, number]>([
    ['trine', 'sun', 'saturn', 'supportive', 1],
    ['sextile', 'mars', 'moon', 'supportive', 0.7],
    ['square', 'venus', 'jupiter', 'challenging', -0.7],
    ['opposition', 'sun', 'moon', 'challenging', -0.5],
    ['conjunction', 'sun', 'moon', 'supportive', 0.9],
    ['conjunction', 'venus', 'mars', 'supportive', 0.9],
    ['conjunction', 'saturn', 'saturn', 'supportive', 0.9],
    ['conjunction', 'moon', 'saturn', 'challenging', -0.6],
    ['conjunction', 'mars', 'moon', 'challenging', -0.6],
    ['conjunction', 'sun', 'mars', 'neutral', 0.3],
    ['conjunction', 'jupiter', 'saturn', 'neutral', 0.3],
  ])('%s of %s and %s is %s (%d)', (kind, a, b, nature, valence) => {
    expect(aspectNature(kind, a, b)).toBe(nature);
    expect(aspectValence(kind, a, b)).toBe(valence);
  });

  it('does not depend on which person owns which body', () => {
    for (const kind of ASPECT_KINDS) {
      for (const [a, b] of ALL_PAIRS) expect(aspectValence(kind, a, b)).toBe(aspectValence(kind, b, a));
    }
  });
});
