import type { SkyEvent } from '@constelar/contract';
import { describe, expect, it } from 'vitest';
import { dayLabel, groupByLocalDay, localTime, withToday } from './local-days';

const phase = (time: string): SkyEvent => ({
  type: 'phase',
  time,
  kind: 'full',
  sign: 'Gêmeos',
  title: 'Lua Cheia em Gêmeos',
  text: 'Texto.',
});

const voidMoon = (start: string, end: string): SkyEvent => ({
  type: 'void-of-course',
  start,
  end,
  sign: 'Touro',
  title: 'Lua fora de curso em Touro',
  text: 'Texto.',
});

describe('groupByLocalDay', () => {
  it('puts an event at 01:30 UTC on the previous day in São Paulo and on its own day in UTC', () => {
    const events = [phase('2026-12-24T01:30:00Z')];
    expect(groupByLocalDay(events, '2026-12', 'America/Sao_Paulo').map((d) => d.date)).toEqual([
      '2026-12-23',
    ]);
    expect(groupByLocalDay(events, '2026-12', 'UTC').map((d) => d.date)).toEqual(['2026-12-24']);
  });

  it('keeps an event that the zone moves into the month and drops one it moves out', () => {
    // 1 January 02:00 UTC is still 31 December in São Paulo; 1 December 01:00 UTC is 30 November there.
    const events = [phase('2026-12-01T01:00:00Z'), phase('2027-01-01T02:00:00Z')];
    const days = groupByLocalDay(events, '2026-12', 'America/Sao_Paulo');
    expect(days.map((d) => d.date)).toEqual(['2026-12-31']);
  });

  it('orders days and events within a day by time', () => {
    const late = { ...phase('2026-12-10T20:00:00Z'), title: 'tarde' };
    const early = { ...phase('2026-12-10T12:00:00Z'), title: 'cedo' };
    const before = { ...phase('2026-12-03T12:00:00Z'), title: 'antes' };
    const days = groupByLocalDay([late, before, early], '2026-12', 'America/Sao_Paulo');
    expect(days.map((d) => d.events.map((e) => e.title))).toEqual([['antes'], ['cedo', 'tarde']]);
  });

  it('opens the month with a void-of-course Moon that began in the month before', () => {
    const carried = voidMoon('2026-11-30T20:00:00Z', '2026-12-01T15:00:00Z');
    const ended = voidMoon('2026-11-29T20:00:00Z', '2026-11-30T15:00:00Z');
    const days = groupByLocalDay([carried, ended], '2026-12', 'America/Sao_Paulo');
    expect(days).toEqual([{ date: '2026-12-01', events: [carried] }]);
  });
});

describe('localTime', () => {
  it('gives the clock time in the chosen zone', () => {
    expect(localTime(phase('2026-12-24T17:32:00Z'), 'America/Sao_Paulo')).toBe('às 14h32');
    expect(localTime(phase('2026-12-24T17:32:00Z'), 'America/Manaus')).toBe('às 13h32');
  });

  it('gives a void-of-course period within one day as two times', () => {
    expect(localTime(voidMoon('2026-12-05T13:05:00Z', '2026-12-05T21:40:00Z'), 'America/Sao_Paulo')).toBe(
      'das 10h05 às 18h40',
    );
  });

  it('names the days of a period that crosses midnight, and the month when it crosses into another', () => {
    expect(localTime(voidMoon('2026-12-04T01:10:00Z', '2026-12-04T07:15:00Z'), 'America/Sao_Paulo')).toBe(
      'das 22h10 do dia 3 às 04h15 do dia 4',
    );
    expect(localTime(voidMoon('2026-12-31T20:00:00Z', '2027-01-01T05:00:00Z'), 'America/Sao_Paulo')).toBe(
      'das 17h00 de 31 de dezembro às 02h00 de 1º de janeiro',
    );
  });
});

describe('dayLabel', () => {
  it('writes the weekday and the date in Portuguese', () => {
    expect(dayLabel('2026-12-01')).toBe('Terça-feira, 1 de dezembro');
  });
});

describe('withToday', () => {
  const day = (date: string) => ({ date, events: [phase(`${date}T15:00:00Z`)] });

  it('adds an empty today in its place when nothing happens on it', () => {
    const days = withToday([day('2026-12-03'), day('2026-12-20')], '2026-12-10', '2026-12');
    expect(days.map((d) => [d.date, d.events.length])).toEqual([
      ['2026-12-03', 1],
      ['2026-12-10', 0],
      ['2026-12-20', 1],
    ]);
  });

  it('leaves the days alone when today has events or lies in another month', () => {
    expect(withToday([day('2026-12-10')], '2026-12-10', '2026-12')).toEqual([day('2026-12-10')]);
    expect(withToday([day('2027-01-05')], '2026-12-10', '2027-01')).toEqual([day('2027-01-05')]);
  });
});
