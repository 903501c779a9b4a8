import { describe, expect, it } from 'vitest';
import { localMeanTimeToUtcMs, localToUtc } from './birth-time';
import golden from './fixtures/local-mean-time.json';

describe('births before standard time (points.md §1)', () => {
  it.each(golden.cases)('$place $date $time → $utc', (c) => {
    const instant = localToUtc(c.date, c.time, c.zone, { longitude: c.longitude });
    expect(instant.ok).toBe(true);
    if (!instant.ok) return;
    expect(instant.value.utc).toBe(c.utc);
    expect(instant.value.localMeanTime).toBe(true);
    expect(instant.value.isDst).toBe(false);
    expect(instant.value.offsetMinutes).toBeCloseTo(c.longitude * 4, 1);
    expect(instant.value.localTime).toBe(c.time);
  });

  it("reads Porto Alegre on its own meridian, not São Paulo's", () => {
    const zoneOnly = localToUtc('1893-08-20', '03:18', 'America/Sao_Paulo');
    const ownClock = localToUtc('1893-08-20', '03:18', 'America/Sao_Paulo', { longitude: -51.23 });
    if (!zoneOnly.ok || !ownClock.ok) throw new Error('both must convert');
    expect(zoneOnly.value.localMeanTime).toBe(false);
    // São Paulo's LMT is −3:06:28; Porto Alegre's about −3:24:55: some 18 minutes apart.
    expect((ownClock.value.utcMs - zoneOnly.value.utcMs) / 60_000).toBeCloseTo(18.45, 1);
  });

  it('changes nothing from the first standard offset on', () => {
    const after = localToUtc('1914-01-02', '10:00', 'America/Sao_Paulo', { longitude: -51.23 });
    if (!after.ok) throw new Error('must convert');
    expect(after.value).toMatchObject({
      utc: '1914-01-02T13:00:00Z',
      localMeanTime: false,
      offsetMinutes: -180,
    });
  });

  it('never takes a zone without an LMT era for one', () => {
    const utc = localToUtc('1850-01-01', '10:00', 'UTC', { longitude: -51.23 });
    if (!utc.ok) throw new Error('must convert');
    expect(utc.value).toMatchObject({ utc: '1850-01-01T10:00:00Z', localMeanTime: false });
  });

  it('rounds the meridian to the second, east positive', () => {
    const wall = Date.UTC(1900, 0, 1, 12, 0);
    expect(localMeanTimeToUtcMs(wall, 15)).toBe(Date.UTC(1900, 0, 1, 11, 0));
    expect(localMeanTimeToUtcMs(wall, -51.23)).toBe(wall + 12_295_000);
  });
});
