import type { SkyEvent } from '@constelar/contract';
import { describe, expect, it } from 'vitest';
import { vocSegments } from './voc-spans';

const voc = (start: string, end: string): SkyEvent => ({
  type: 'void-of-course',
  start,
  end,
  sign: 'Virgem',
  title: 'Lua fora de curso em Virgem',
  text: '',
});

const SP = 'America/Sao_Paulo';

describe('vocSegments', () => {
  it('draws a period within one day as one bar with both hours', () => {
    // 13:05–21:40 UTC is 10:05–18:40 in São Paulo (UTC−3).
    const days = vocSegments([voc('2026-12-05T13:05:00Z', '2026-12-05T21:40:00Z')], '2026-12', SP);
    expect([...days.keys()]).toEqual(['2026-12-05']);
    const [bar] = days.get('2026-12-05')!;
    expect(bar).toMatchObject({ startLabel: '10h05', endLabel: '18h40' });
    expect(bar!.from).toBeCloseTo(10 / 24 + 5 / 1440, 9);
    expect(bar!.to).toBeCloseTo(18 / 24 + 40 / 1440, 9);
  });

  it('cuts a period that crosses local midnights into one bar per day, hours only at its ends', () => {
    // 21:00 on the 7th to 03:00 on the 9th, São Paulo time.
    const days = vocSegments([voc('2026-12-08T00:00:00Z', '2026-12-09T06:00:00Z')], '2026-12', SP);
    expect([...days.keys()]).toEqual(['2026-12-07', '2026-12-08', '2026-12-09']);
    const [first] = days.get('2026-12-07')!;
    const [middle] = days.get('2026-12-08')!;
    const [last] = days.get('2026-12-09')!;
    expect(first).toMatchObject({ from: 21 / 24, to: 1, startLabel: '21h00' });
    expect(first!.endLabel).toBeUndefined();
    expect(middle).toEqual({ date: '2026-12-08', from: 0, to: 1, title: 'Lua fora de curso em Virgem' });
    expect(last).toMatchObject({ from: 0, to: 3 / 24, endLabel: '03h00' });
    expect(last!.startLabel).toBeUndefined();
  });

  it('keeps only the days of the month, and moves with the zone', () => {
    const events = [voc('2026-11-30T20:00:00Z', '2026-12-01T05:00:00Z')];
    expect([...vocSegments(events, '2026-12', SP).keys()]).toEqual(['2026-12-01']);
    // In Noronha (UTC−2) the same period ends at 03h00 instead of 02h00.
    expect(vocSegments(events, '2026-12', 'America/Noronha').get('2026-12-01')![0]!.endLabel).toBe('03h00');
    expect(vocSegments(events, '2026-11', SP).get('2026-11-30')![0]!.startLabel).toBe('17h00');
  });
});
