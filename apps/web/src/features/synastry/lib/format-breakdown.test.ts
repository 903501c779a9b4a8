import { describe, expect, it } from 'vitest';
import { breakdownTotal, formatContribution, formatPoints } from './format-breakdown';

describe('formatContribution', () => {
  it.each([
    [12, '+12'],
    [-3, '−3'],
    [0, '0'],
    [2.5, '+2,5'],
    [-0.25, '−0,3'],
    [50, '+50'],
  ])('%d → %s', (value, expected) => {
    expect(formatContribution(value)).toBe(expected);
  });
});

describe('formatPoints', () => {
  it('uses the pt-BR decimal comma', () => {
    expect(formatPoints(78)).toBe('78');
    expect(formatPoints(7.25)).toBe('7,3');
  });
});

describe('breakdownTotal', () => {
  it('adds the contributions without float noise', () => {
    expect(
      breakdownTotal([
        { label: 'Base', contribution: 50 },
        { label: 'a', contribution: 0.1 },
        { label: 'b', contribution: 0.2 },
      ]),
    ).toBe(50.3);
    expect(
      breakdownTotal([
        { label: 'Base', contribution: 50 },
        { label: 'a', contribution: 18 },
        { label: 'b', contribution: -6 },
      ]),
    ).toBe(62);
    expect(breakdownTotal([])).toBe(0);
  });
});
