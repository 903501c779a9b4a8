import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatCoordinate,
  formatDegree,
  formatLocalBirth,
  formatOrb,
  formatUtcInstant,
  formatUtcOffset,
  houseSystemName,
  signOrNA,
} from './format';

describe('formatDegree', () => {
  it.each([
    [22.95, '22°57′'],
    [0, '0°00′'],
    [29.9999, '29°59′'],
    [5.5, '5°30′'],
    [13.799999999999997, '13°48′'],
    [10.25, '10°15′'],
  ])('%s → %s', (value, expected) => expect(formatDegree(value)).toBe(expected));
});

describe('formatOrb', () => {
  it('uses degrees and minutes of the absolute orb', () => {
    expect(formatOrb(1.5)).toBe('1°30′');
    expect(formatOrb(-0.1)).toBe('0°06′');
  });
});

describe('formatCoordinate', () => {
  it('uses the pt-BR decimal comma and four decimals', () => {
    expect(formatCoordinate(-22.9056)).toBe('-22,9056°');
    expect(formatCoordinate(-43.2)).toBe('-43,2000°');
  });
});

describe('formatUtcOffset and formatClock', () => {
  it.each([
    [-180, 'UTC−3'],
    [-120, 'UTC−2'],
    [330, 'UTC+5:30'],
    [0, 'UTC+0'],
    [-150, 'UTC−2:30'],
  ])('%s min → %s', (minutes, expected) => expect(formatUtcOffset(minutes)).toBe(expected));

  it('names summer time and standard time', () => {
    expect(formatClock(-120, true)).toBe('Horário de verão: UTC−2');
    expect(formatClock(-180, false)).toBe('Horário padrão: UTC−3');
  });
});

describe('instants and dates', () => {
  it('formats the UTC instant in pt-BR', () => {
    expect(formatUtcInstant('1990-07-15T17:30:00Z')).toBe('15 de julho de 1990 às 17:30 (UTC)');
    expect(formatUtcInstant('nope')).toBe('nope');
  });
  it('formats the typed wall time', () => {
    expect(formatLocalBirth('1990-07-15', '14:30')).toBe('15/07/1990 às 14:30');
  });
});

describe('names', () => {
  it('translates Porphyry and keeps Placidus', () => {
    expect(houseSystemName('porphyry')).toBe('Porfírio');
    expect(houseSystemName('placidus')).toBe('Placidus');
    expect(houseSystemName('whole-sign')).toBe('Signos inteiros');
    expect(houseSystemName('equal')).toBe('Casas iguais');
    // A report saved before the lower-case codes.
    expect(houseSystemName('Porphyry')).toBe('Porfírio');
  });
  it('shows N/A for an empty sign', () => {
    expect(signOrNA('')).toBe('N/A');
    expect(signOrNA('  ')).toBe('N/A');
    expect(signOrNA(undefined)).toBe('N/A');
    expect(signOrNA('Leão')).toBe('Leão');
  });
});
