import { describe, expect, it } from 'vitest';
import type { ReportBody } from '../codes';
import { findInterAspect } from './inter-aspect';

describe('findInterAspect', () => {
  it.each<[ReportBody, number, ReportBody, number, string | null, number | null]>([
    ['venus', 10, 'mars', 10, 'conjunction', 0],
    ['venus', 10, 'mars', 18, 'conjunction', 8],
    ['venus', 10, 'mars', 18.5, null, null],
    // The Sun or the Moon widens every orb by 2°.
    ['sun', 10, 'mars', 20, 'conjunction', 10],
    ['venus', 10, 'moon', 20, 'conjunction', 10],
    ['sun', 10, 'moon', 20.5, null, null],
    ['venus', 0, 'mars', 60, 'sextile', 0],
    ['venus', 0, 'mars', 64, 'sextile', 4],
    ['venus', 0, 'mars', 65, null, null],
    ['sun', 0, 'mars', 66, 'sextile', 6],
    ['venus', 0, 'mars', 96, 'square', 6],
    ['venus', 0, 'mars', 97, null, null],
    ['venus', 0, 'mars', 113, 'trine', 7],
    ['moon', 0, 'mars', 111, 'trine', 9],
    ['venus', 0, 'mars', 172, 'opposition', 8],
    ['venus', 350, 'mars', 170, 'opposition', 0],
    ['mercury', 355, 'mercury', 2, 'conjunction', 7],
    ['mercury', 355, 'mercury', 5, null, null],
  ])('%s %d° – %s %d° → %s', (bodyA, lonA, bodyB, lonB, kind, orb) => {
    const aspect = findInterAspect(bodyA, lonA, bodyB, lonB);
    if (kind === null) {
      expect(aspect).toBeNull();
    } else {
      expect(aspect?.kind).toBe(kind);
      expect(aspect?.orb).toBeCloseTo(orb ?? NaN, 9);
    }
  });
});
