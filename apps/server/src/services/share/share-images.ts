import { HOROSCOPE_SLUGS } from '@constelar/contract/app-routes';
import { horoscopeLead, longDate, monthYear, weekSpan } from '@constelar/content/horoscope-words';
import { SIGNS, type Sign } from '@constelar/core/codes';
import type { FastifyBaseLogger } from 'fastify';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Config } from '../../config';
import { createBytesCache } from '../../lib/bytes-cache';
import { saoPauloDate, saoPauloMidnight, addDays } from '../../lib/dates';
import type { Metrics } from '../../metrics/metrics';
import type { HoroscopeCardFormat, HoroscopeStoryData } from '../../share/horoscope-story-card';
import { createWorkLane, type LanePriority } from '../../work/work-lane';
import type { WorkPool } from '../../work/work-pool';
import type { TaskJob } from '../../work/work-tasks';
import type { HoroscopeCache } from '../horoscope/horoscope-cache';
import type { HoroscopePeriodCache } from '../horoscope/horoscope-period-cache';

/**
 * Part of every image's key, so of its ETag: when the drawing changes, a client holding an old image is
 * sent the new one. The build writes it beside the bundle (apps/server/drawing-version.mjs: a hash of
 * the work threads' bundle, where share/*.ts draws, and of the fonts and art a drawing reads). From the
 * sources there is no such file, and a fixed word serves: every run starts with no image in memory.
 */
export const DRAWING_VERSION = builtDrawingVersion() ?? 'sources';

function builtDrawingVersion(): string | undefined {
  try {
    const written = JSON.parse(readFileSync(new URL('./drawing-version.json', import.meta.url), 'utf8')) as {
      version?: unknown;
    };
    return typeof written.version === 'string' ? written.version : undefined;
  } catch {
    return undefined;
  }
}

/** Enough for a few hundred images; each is drawn again on demand after eviction. */
const CACHE_BYTES = 64 * 1024 * 1024;

/** The image tasks of work-tasks.ts. */
type ImageTask = 'siteCard' | 'signCard' | 'horoscopeCard' | 'shareCard';

/** One image: what it draws (hashed into its key and ETag), not where it was asked for. */
export interface Drawing<Task extends ImageTask = ImageTask> {
  task: Task;
  job: TaskJob<Task>;
  /** A strong ETag, known before anything is drawn: a hash of the drawing. */
  etag: string;
  key: string;
}

export function drawingOf<Task extends ImageTask>(task: Task, job: TaskJob<Task>): Drawing<Task> {
  const key = createHash('sha256')
    .update(JSON.stringify([DRAWING_VERSION, task, job]))
    .digest('base64url');
  return { task, job, key, etag: `"${key.slice(0, 27)}"` };
}

export interface ShareImages {
  /**
   * The PNG of a drawing: from memory, or drawn once on a work thread however many ask meanwhile.
   * `beforeDrawing` runs only when this call is the one that draws (a member's quota counts drawings);
   * what it throws is the answer.
   */
  png(drawing: Drawing, priority?: LanePriority, beforeDrawing?: () => Promise<void>): Promise<Uint8Array>;
  /** Images drawn since boot (tests prove a second request drew nothing). */
  drawn(): number;
  /** A sign's horóscopo of a day, week (from its Monday) or month (YYYY-MM), as a card's words. */
  horoscopeCard(
    sign: Sign,
    period: HoroscopeStoryData['period'],
    when: string,
    format: HoroscopeCardFormat,
  ): Promise<Drawing<'horoscopeCard'>>;
  /** Today's cards, the twelve signs' stories and link cards, behind every request. */
  drawAhead(date: string): Promise<void>;
  /** Draws ahead now, then after each midnight in Brasília, until stop(). */
  start(log: FastifyBaseLogger): void;
  stop(): void;
}

/** "Dezembro de 2026": a month alone on a line starts with a capital. */
const monthLine = (month: string) => {
  const words = monthYear(month);
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A few seconds past midnight: the day has surely turned on every clock that reads it. */
const PAST_MIDNIGHT_MS = 5_000;

/** When the next round of drawing ahead is due: just past the next midnight in Brasília. */
export function msToNextRound(now: Date): number {
  return saoPauloMidnight(addDays(saoPauloDate(now), 1)).getTime() - now.getTime() + PAST_MIDNIGHT_MS;
}

export function createShareImages(deps: {
  work: WorkPool;
  config: Config;
  metrics: Metrics;
  horoscopes: HoroscopeCache;
  horoscopePeriods: HoroscopePeriodCache;
  now: () => Date;
}): ShareImages {
  const { work, config, metrics } = deps;
  const lane = createWorkLane(work, { concurrency: config.shareImages.threads, maxQueue: config.workQueue });
  const cache = createBytesCache<Uint8Array>(
    CACHE_BYTES,
    (png) => png.byteLength,
    (hit) => metrics.cacheLookup('share-image', hit),
  );
  let drawn = 0;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const host = new URL(config.publicUrl).host;

  const images: ShareImages = {
    png(drawing, priority = 'request', beforeDrawing) {
      return cache.get(drawing.key, async () => {
        await beforeDrawing?.();
        const png = await lane.run(drawing.task, drawing.job as never, priority);
        drawn++;
        metrics.imageDrawn(drawing.task, priority);
        return png as Uint8Array;
      });
    },
    drawn: () => drawn,
    async horoscopeCard(sign, period, when, format) {
      const slug = HOROSCOPE_SLUGS[sign];
      const index = SIGNS.indexOf(sign);
      // Each checks its period first (a 422 for one the horóscopo does not answer), then gives its words.
      let said: string;
      let paragraphs: readonly string[];
      if (period === 'day') {
        paragraphs = (await deps.horoscopes.day(when)).signs[index]!.paragraphs;
        said = longDate(when);
      } else if (period === 'week') {
        const week = (await deps.horoscopePeriods.week(when))[index]!;
        paragraphs = week.paragraphs;
        said = weekSpan(week.period.from, week.period.to);
      } else {
        paragraphs = (await deps.horoscopePeriods.month(when))[index]!.paragraphs;
        said = monthLine(when);
      }
      const path = { day: '', week: '/semana', month: '/mes' }[period];
      const data: HoroscopeStoryData = {
        sign,
        period,
        when: said,
        lead: horoscopeLead(paragraphs),
        address: `${host}/horoscopo/${slug}${path}`,
      };
      return drawingOf('horoscopeCard', { data, format });
    },
    async drawAhead(date) {
      // Stories first: the day's are what people share; the link cards never change once drawn.
      for (const sign of SIGNS) {
        if (stopped) return;
        await images.png(await images.horoscopeCard(sign, 'day', date, 'story'), 'ahead');
      }
      for (const sign of SIGNS) {
        if (stopped) return;
        await images.png(drawingOf('signCard', { sign }), 'ahead');
      }
    },
    start(log) {
      const round = () => {
        const now = deps.now();
        images
          .drawAhead(saoPauloDate(now))
          .catch((error: unknown) => log.warn({ err: error }, 'share images: drawing ahead failed'));
        if (!stopped) timer = setTimeout(round, msToNextRound(now)).unref();
      };
      round();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
  return images;
}
