import { describe, expect, it } from 'vitest';
import { isDaylightSavingTime, localToUtc, utcOffsetMinutes, type BirthInstant } from './birth-time';
import { GOLDEN_CHARTS } from './fixtures/golden-charts';

function convert(date: string, time: string, zone: string): BirthInstant {
  const result = localToUtc(date, time, zone);
  if (!result.ok) throw new Error(`unexpected ${JSON.stringify(result.error)}`);
  return result.value;
}

describe('localToUtc', () => {
  it.each(
    GOLDEN_CHARTS.map(
      (c) =>
        [c.input.birthDate, c.input.birthTime, c.expect.zone, c.expect.utc, c.expect.offsetMinutes] as const,
    ),
  )('reference %s %s %s → %s', (date, time, zone, utc, offset) => {
    const instant = convert(date, time, zone);
    expect(instant.utc).toBe(utc);
    expect(instant.utcMs).toBe(Date.parse(utc));
    expect(instant.offsetMinutes).toBe(offset);
    expect(instant.note).toBeUndefined();
  });

  it('moves a skipped São Paulo time (DST began 2018-11-04 00:00) forward by the gap', () => {
    const instant = convert('2018-11-04', '00:30', 'America/Sao_Paulo');
    expect(instant).toMatchObject({
      utc: '2018-11-04T03:30:00Z',
      offsetMinutes: -120,
      isDst: true,
      localDate: '2018-11-04',
      localTime: '01:30',
      note: { kind: 'gap', shiftedMinutes: 60 },
    });
    expect(convert('2018-11-04', '01:30', 'America/Sao_Paulo')).toMatchObject({
      utc: '2018-11-04T03:30:00Z',
    });
    expect(convert('2018-11-04', '01:30', 'America/Sao_Paulo').note).toBeUndefined();
  });

  it('takes the earlier instant of a repeated São Paulo time (DST ended 2019-02-17 00:00)', () => {
    const instant = convert('2019-02-16', '23:30', 'America/Sao_Paulo');
    expect(instant).toMatchObject({
      utc: '2019-02-17T01:30:00Z',
      offsetMinutes: -120,
      isDst: true,
      note: { kind: 'overlap' },
    });
    expect(convert('2019-02-16', '22:59', 'America/Sao_Paulo').note).toBeUndefined();
    const after = convert('2019-02-17', '00:30', 'America/Sao_Paulo');
    expect(after).toMatchObject({ utc: '2019-02-17T03:30:00Z', offsetMinutes: -180, isDst: false });
  });

  it('follows Acre across its zone changes (UTC−5 → UTC−4 in June 2008, back in November 2013)', () => {
    expect(convert('2008-06-23', '12:00', 'America/Rio_Branco')).toMatchObject({
      utc: '2008-06-23T17:00:00Z',
      offsetMinutes: -300,
    });
    expect(convert('2008-06-25', '12:00', 'America/Rio_Branco')).toMatchObject({
      utc: '2008-06-25T16:00:00Z',
      offsetMinutes: -240,
    });
    expect(convert('2013-11-09', '12:00', 'America/Rio_Branco')).toMatchObject({ offsetMinutes: -240 });
    expect(convert('2013-11-11', '12:00', 'America/Rio_Branco')).toMatchObject({ offsetMinutes: -300 });
    // A change of standard time is not summer time.
    expect(convert('2008-07-01', '12:00', 'America/Rio_Branco').isDst).toBe(false);
  });

  it('applies the only recent Bahia summer time (16 Oct 2011 – 26 Feb 2012)', () => {
    expect(convert('2011-12-25', '12:00', 'America/Bahia')).toMatchObject({
      utc: '2011-12-25T14:00:00Z',
      offsetMinutes: -120,
      isDst: true,
    });
    expect(convert('2010-12-25', '12:00', 'America/Bahia')).toMatchObject({
      offsetMinutes: -180,
      isDst: false,
    });
    expect(convert('2012-12-25', '12:00', 'America/Bahia')).toMatchObject({
      offsetMinutes: -180,
      isDst: false,
    });
    // São Paulo (same standard offset) kept summer time in December 2010.
    expect(convert('2010-12-25', '12:00', 'America/Sao_Paulo')).toMatchObject({
      offsetMinutes: -120,
      isDst: true,
    });
  });

  it('uses UTC−2 for Fernando de Noronha, with its summer time of 1999–2000', () => {
    expect(convert('2015-06-01', '10:00', 'America/Noronha')).toMatchObject({
      utc: '2015-06-01T12:00:00Z',
      offsetMinutes: -120,
      isDst: false,
    });
    expect(convert('2000-01-05', '10:00', 'America/Noronha')).toMatchObject({
      utc: '2000-01-05T11:00:00Z',
      offsetMinutes: -60,
      isDst: true,
    });
  });

  it('accepts the first and last days of 1800–2100, with local mean time before 1914', () => {
    const first = convert('1800-01-01', '00:00', 'America/Sao_Paulo');
    expect(first.utc).toBe('1800-01-01T03:06:28Z');
    expect(first.offsetMinutes).toBeCloseTo(-186.4667, 4);
    expect(first.localTime).toBe('00:00');
    expect(convert('2100-12-31', '23:59', 'America/Sao_Paulo')).toMatchObject({
      utc: '2101-01-01T02:59:00Z',
      offsetMinutes: -180,
    });
  });

  it.each([
    ['1990-07-15x', '12:00', 'UTC', { code: 'invalid-date' }],
    ['1990-7-15', '12:00', 'UTC', { code: 'invalid-date', value: '1990-7-15' }],
    ['15/07/1990', '12:00', 'UTC', { code: 'invalid-date' }],
    ['1990-02-31', '12:00', 'UTC', { code: 'nonexistent-date', value: '1990-02-31' }],
    ['1900-02-29', '12:00', 'UTC', { code: 'nonexistent-date' }],
    ['1990-13-01', '12:00', 'UTC', { code: 'nonexistent-date' }],
    ['1799-12-31', '12:00', 'UTC', { code: 'year-out-of-range', year: 1799, min: 1800, max: 2100 }],
    ['2101-01-01', '12:00', 'UTC', { code: 'year-out-of-range', year: 2101 }],
    ['1990-07-15', '24:00', 'UTC', { code: 'invalid-time', value: '24:00' }],
    ['1990-07-15', '12:60', 'UTC', { code: 'invalid-time' }],
    ['1990-07-15', '7:05', 'UTC', { code: 'invalid-time' }],
    ['1990-07-15', '12:00', 'America/Atlantis', { code: 'unknown-zone', value: 'America/Atlantis' }],
    ['1990-07-15', '12:00', '', { code: 'unknown-zone' }],
  ] as const)('rejects %s %s %s', (date, time, zone, error) => {
    const result = localToUtc(date, time, zone);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject(error);
  });

  it('accepts 29 February in leap years only', () => {
    expect(localToUtc('2000-02-29', '12:00', 'UTC').ok).toBe(true);
    expect(localToUtc('2100-02-29', '12:00', 'UTC').ok).toBe(false);
  });
});

describe('isDaylightSavingTime', () => {
  it('tells São Paulo summer time from winter and from after its abolition in 2019', () => {
    expect(isDaylightSavingTime(Date.parse('2018-01-15T12:00:00Z'), 'America/Sao_Paulo')).toBe(true);
    expect(isDaylightSavingTime(Date.parse('2018-07-15T12:00:00Z'), 'America/Sao_Paulo')).toBe(false);
    expect(isDaylightSavingTime(Date.parse('2020-01-15T12:00:00Z'), 'America/Sao_Paulo')).toBe(false);
    expect(utcOffsetMinutes(Date.parse('2018-01-15T12:00:00Z'), 'America/Sao_Paulo')).toBe(-120);
  });

  it('knows northern summers too, and unknown zones', () => {
    expect(isDaylightSavingTime(Date.parse('2021-07-01T12:00:00Z'), 'Europe/Lisbon')).toBe(true);
    expect(isDaylightSavingTime(Date.parse('2021-01-01T12:00:00Z'), 'Europe/Lisbon')).toBe(false);
    expect(isDaylightSavingTime(0, 'Nowhere/Zone')).toBeUndefined();
  });
});
