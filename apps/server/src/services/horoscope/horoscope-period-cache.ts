import type { HoroscopePeriod } from '@constelar/contract';
import type { WorkPool } from '../../work/work-pool';
import { checkMonth, checkWeekStart } from './horoscope-period';

/** Periods kept of each kind: two years of weeks, four of months. */
const CACHE_PERIODS = 104;

export interface HoroscopePeriodCache {
  /** The twelve signs' week from a Monday (checked first: a bad start throws its 422 at once). */
  week(start: string): Promise<HoroscopePeriod[]>;
  /** The twelve signs' month, YYYY-MM. */
  month(month: string): Promise<HoroscopePeriod[]>;
}

function lru(compute: (key: string) => Promise<HoroscopePeriod[]>) {
  const entries = new Map<string, Promise<HoroscopePeriod[]>>();
  return (key: string) => {
    const hit = entries.get(key);
    if (hit) {
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    }
    const computing = compute(key);
    entries.set(key, computing);
    computing.catch(() => entries.delete(key));
    if (entries.size > CACHE_PERIODS) entries.delete(entries.keys().next().value!);
    return computing;
  };
}

/** Like the day's cache: the twelve signs of a period are computed together on a work thread, once. */
export function createHoroscopePeriodCache(work: WorkPool): HoroscopePeriodCache {
  const weeks = lru((start) => work.run('horoscopeWeek', { start }));
  const months = lru((month) => work.run('horoscopeMonth', { month }));
  return {
    week(start) {
      checkWeekStart(start);
      return weeks(start);
    },
    month(month) {
      checkMonth(month);
      return months(month);
    },
  };
}
