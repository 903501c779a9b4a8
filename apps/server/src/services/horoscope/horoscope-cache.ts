import type { HoroscopeDay } from '@constelar/contract';
import type { WorkPool } from '../../work/work-pool';
import { checkHoroscopeDate } from './horoscope-day';

/** Dates kept: a year and more of pages, each about 20 KB. */
const CACHE_DATES = 400;

export interface HoroscopeCache {
  /** The twelve horóscopos of a date (checked first: a bad date throws its 422 at once). */
  day(date: string): Promise<HoroscopeDay>;
}

/**
 * The twelve signs of a date are computed together on a work thread, once, and kept (the sky of a date
 * never changes): the API and the pages' heads read the same entry. A date being computed is shared by
 * every request that asks meanwhile; a failure is not kept.
 */
export function createHoroscopeCache(work: WorkPool): HoroscopeCache {
  const days = new Map<string, Promise<HoroscopeDay>>();
  return {
    day(date) {
      checkHoroscopeDate(date);
      const hit = days.get(date);
      if (hit) {
        days.delete(date);
        days.set(date, hit);
        return hit;
      }
      const computing = work.run('horoscopeDay', { date });
      days.set(date, computing);
      computing.catch(() => days.delete(date));
      if (days.size > CACHE_DATES) days.delete(days.keys().next().value!);
      return computing;
    },
  };
}
