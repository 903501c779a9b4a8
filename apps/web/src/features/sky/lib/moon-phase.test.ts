import type { SkyEvent } from '@constelar/contract';
import { describe, expect, it } from 'vitest';
import { dayPhaseName, litFraction, phaseAngleAt } from './moon-phase';

const phase = (kind: 'new' | 'first-quarter' | 'full' | 'last-quarter', time: string): SkyEvent => ({
  type: 'phase',
  kind,
  time,
  sign: 'Áries',
  title: kind,
  text: '',
});

const EVENTS = [
  phase('new', '2026-12-09T00:00:00Z'),
  phase('first-quarter', '2026-12-17T00:00:00Z'),
  phase('full', '2026-12-24T00:00:00Z'),
];

describe('phaseAngleAt', () => {
  it('puts a day between new Moon and first quarter in the waxing crescent', () => {
    const angle = phaseAngleAt(EVENTS, Date.parse('2026-12-13T00:00:00Z'))!;
    expect(angle).toBeCloseTo(45, 6);
    expect(litFraction(angle)).toBeGreaterThan(0.1);
    expect(litFraction(angle)).toBeLessThan(0.5);
  });

  it('interpolates within each interval, whatever its length', () => {
    // 3.5 of the 7 days between first quarter and full.
    expect(phaseAngleAt(EVENTS, Date.parse('2026-12-20T12:00:00Z'))).toBeCloseTo(135, 6);
    expect(phaseAngleAt(EVENTS, Date.parse('2026-12-24T00:00:00Z'))).toBeCloseTo(180, 6);
  });

  it('goes on at the mean speed outside the events, wrapping past 360°', () => {
    const after = phaseAngleAt(EVENTS, Date.parse('2026-12-31T09:00:00Z'))!;
    expect(after).toBeGreaterThan(255);
    expect(after).toBeLessThan(275);
    const before = phaseAngleAt(EVENTS, Date.parse('2026-12-07T00:00:00Z'))!;
    expect(before).toBeCloseTo(360 - (2 * 360) / 29.530589, 4);
  });

  it('is null without any phase event', () => {
    expect(phaseAngleAt([], 0)).toBeNull();
  });
});

describe('dayPhaseName (the folhinha, issue #37)', () => {
  const day = (date: string) =>
    dayPhaseName(EVENTS, Date.parse(`${date}T00:00:00Z`), Date.parse(`${date}T00:00:00Z`) + 86_400_000);

  it('names the day of a phase event after it, and only that day', () => {
    expect(day('2026-12-08')).toBe('Lua Minguante');
    expect(day('2026-12-09')).toBe('Lua Nova');
    expect(day('2026-12-10')).toBe('Lua Crescente');
    expect(day('2026-12-16')).toBe('Lua Crescente');
    expect(day('2026-12-17')).toBe('Quarto Crescente');
    expect(day('2026-12-18')).toBe('Lua Crescente');
    expect(day('2026-12-23')).toBe('Lua Crescente');
    expect(day('2026-12-24')).toBe('Lua Cheia');
    expect(day('2026-12-25')).toBe('Lua Minguante');
  });

  it('is null without any phase event', () => {
    expect(dayPhaseName([], 0, 86_400_000)).toBeNull();
  });
});

describe('litFraction', () => {
  it('is dark at new Moon, half at the quarters and whole at full Moon', () => {
    expect(litFraction(0)).toBe(0);
    expect(litFraction(90)).toBeCloseTo(0.5, 9);
    expect(litFraction(180)).toBe(1);
    expect(litFraction(270)).toBeCloseTo(0.5, 9);
  });
});
