// The sky of a week or a month (reach.md §2), the same for every sign: the calendar's new and full Moons,
// quarters, eclipses, ingresses of Sun … Pluto and stations, the exact aspects between two of Sun …
// Pluto, and the Moon's sign at 12:00 of each local day. Houses are counted per sign afterwards
// (`solarHouse`), so the twelve signs of a period share one search.

import { DateTime } from 'luxon';
import { SIGNS, type Sign } from '../codes';
import { err, ok, type Result } from '../result';
import { skyCalendar } from './calendar/sky-calendar';
import type { SkyCalendarEvent } from './calendar/sky-event';
import { calendarSign, dayAspects, localDayBounds, type DayAspect, type DaySkyError } from './day-sky';
import { bodyLongitude } from './ephemeris';
import { timeScalesFromUnixMs } from './time-scales';

/** A calendar event of the period (never a void-of-course Moon) with the sign it happens in. */
export interface PeriodCalendarItem {
  event: Exclude<SkyCalendarEvent, { type: 'void-of-course' }>;
  sign: Sign;
}

export interface PeriodDay {
  /** YYYY-MM-DD, local. */
  date: string;
  /** The Moon's and the Sun's signs at 12:00 local time. */
  moonSign: Sign;
  sunSign: Sign;
}

export interface PeriodSky {
  /** First and last local dates, YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
  /** 00:00 of `from` and 24:00 of `to` in the zone, Unix ms. */
  startMs: number;
  endMs: number;
  events: PeriodCalendarItem[];
  /** Exact aspects between two of Sun … Pluto. */
  aspects: DayAspect[];
  days: PeriodDay[];
}

/** The sky of the local dates `from` … `from + days − 1` in an IANA zone (the horóscopo's: São Paulo). */
export function periodSky(from: string, days: number, zone: string): Result<PeriodSky, DaySkyError> {
  const first = localDayBounds(from, zone);
  if (!first || !(days >= 1 && days <= 31)) return err({ code: 'invalid-date', value: from });
  const dates = Array.from({ length: days }, (_, i) =>
    DateTime.fromISO(from, { zone: 'UTC' }).plus({ days: i }).toISODate()!,
  );
  const last = localDayBounds(dates[days - 1]!, zone)!;
  const { startMs } = first;
  const { endMs } = last;
  const calendar = skyCalendar(startMs, endMs);
  if (!calendar.ok)
    return err({ code: 'instant-out-of-range', utcMs: startMs, minUtcMs: NaN, maxUtcMs: NaN });
  const events: PeriodCalendarItem[] = [];
  for (const event of calendar.value) {
    // The calendar's window is inclusive; an instant exactly at 24:00 belongs to the next period.
    if (event.type === 'void-of-course' || event.timeMs >= endMs) continue;
    events.push({ event, sign: calendarSign(event) });
  }
  const signAt = (body: 'moon' | 'sun', ms: number) =>
    SIGNS[Math.floor(bodyLongitude(body, timeScalesFromUnixMs(ms).jdTT).longitude / 30) % 12]!;
  return ok({
    from,
    to: dates[days - 1]!,
    startMs,
    endMs,
    events,
    aspects: dayAspects(startMs, endMs, false),
    days: dates.map((date) => {
      const noon = localDayBounds(date, zone)!.noonMs;
      return { date, moonSign: signAt('moon', noon), sunSign: signAt('sun', noon) };
    }),
  });
}
