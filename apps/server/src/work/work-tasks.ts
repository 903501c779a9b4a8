import type { AddressForm } from '@constelar/contract';
import {
  CreatedPersonalReport,
  HouseIngressList,
  LunarReturn,
  Progressions,
  SolarArc,
  MemberLunationList,
  SavedReport,
  SavedReportList,
  SolarReturn,
  SynastryResponse,
  Today,
  TransitList,
  type Badge,
  type PersonalContent,
  type ProfileBirth,
  type SavedPersonalInput,
} from '@constelar/contract';
import type { HouseSystem, Sign, TransitNatalInput } from '@constelar/core';
import { HttpError } from '../lib/http-error';
import {
  renderHoroscopeCard,
  type HoroscopeCardFormat,
  type HoroscopeStoryData,
} from '../share/horoscope-story-card';
import type { ApiEncoding } from '../plugins/api-compression';
import { ResponseShapeError } from '../plugins/zod-schemas';
import type { BirthData } from '../services/reading/cast-birth';
import { computePersonalContent } from '../services/reading/compute-personal';
import { personalReply } from '../services/reading/personal-reply';
import {
  personalSave,
  readingOf,
  savedReport,
  synastryInput,
  type StoredRow,
} from '../services/reading/saved-reading';
import { shareDataOf } from '../share/share-data';
import { castOwn, natalPointsOfChart } from '../services/member/own-chart';
import type { OwnBirth } from '../services/member/own-birth';
import { buildSolarReturn, returnPlace } from '../services/member/solar-return';
import { buildProgressions, buildSolarArc } from '../services/member/sky-ahead';
import { buildLunarReturn } from '../services/member/lunar-return';
import { buildToday } from '../services/member/today';
import { memberHouseIngresses, memberLunations } from '../services/member/member-sky';
import { transitEvents } from '../services/member/transit-events';
import { calendarBody } from '../services/sky/calendar-body';
import { horoscopeDay } from '../services/horoscope/horoscope-day';
import { horoscopeMonth, horoscopeWeek } from '../services/horoscope/horoscope-period';
import {
  renderShareCard,
  renderSignCard,
  renderSiteCard,
  type ShareCardData,
  type ShareFormat,
} from '../share/share-card';
import { encodedJson } from './encoded-json';
import { memberPushTexts } from '../services/push/member-push-texts';
import { tarotHouseSigns } from '../services/tarot/tarot-house-signs';

/** Whose chart the transits are read against: the member's own birth, or a saved report's (cast there). */
export type NatalSource = { own: OwnBirth; today: string } | { saved: SavedPersonalInput; today: string };

function natalOf(source: NatalSource): TransitNatalInput[] {
  if ('own' in source) return natalPointsOfChart(castOwn(source.own, source.today));
  const { birth, houseSystem } = source.saved;
  return natalPointsOfChart(castOwn({ input: birth, houseSystem }, source.today));
}

/** How saved reports go out: a page, one, or one just created with the badges it earned. */
type SavedShape =
  | { shape: 'list' }
  | { shape: 'one' }
  /** `made`: the reading the save just computed from the same inputs, so it is not computed twice. */
  | { shape: 'created'; newBadges: Badge[]; made?: PersonalContent | undefined };
const SAVED_SCHEMAS = { list: SavedReportList, one: SavedReport } as const;

function savedReply(
  job: {
    rows: StoredRow[];
    own: ProfileBirth | null;
    today: string;
    route: string;
    encoding: ApiEncoding | null;
  } & SavedShape,
) {
  const made = job.shape === 'created' ? job.made : undefined;
  const saved = job.rows.map((row) => savedReport(row, job.own, job.today, made));
  if (job.shape === 'created') {
    const report = saved[0]!;
    const schema = report.type === 'personal' ? CreatedPersonalReport : SynastryResponse;
    const badges = job.newBadges && job.newBadges.length > 0 ? { newBadges: job.newBadges } : {};
    return encodedJson(schema, { ...report, ...badges }, job.route, job.encoding);
  }
  const value = job.shape === 'list' ? saved : saved[0];
  return encodedJson(SAVED_SCHEMAS[job.shape], value, job.route, job.encoding);
}

/** PNG bytes as plain data: a Buffer from a worker arrives as a Uint8Array anyway. */
const bytes = async (png: Promise<Buffer>): Promise<Uint8Array> => png;

/**
 * Every CPU-heavy job the API runs, by name. Each takes and returns plain data (structured clone carries
 * it to and from a work thread), does no I/O but read the assets that ship with the project, and throws
 * the same HttpError it would on the event loop. JSON replies come back checked, serialized and
 * compressed (encodedJson), so the event loop only writes bytes.
 */
export const WORK_TASKS = {
  /** POST /api/calculate/personal, whole (ADR 017). */
  personalReply,
  /** POST /api/reports and GET /api/users/me/chart: the content object, which is also saved. */
  personalContent: (job: {
    input: BirthData & { addressForm?: AddressForm | undefined };
    today: string;
    houseSystem?: HouseSystem | undefined;
  }) => computePersonalContent(job.input, job.today, job.houseSystem),
  /** POST /api/reports: the inputs to keep, checked by the one pipeline, and their reading, in one cast. */
  personalSave,
  /** POST /api/calculate/synastry: the inputs to keep, checked by the one pipeline. */
  synastryInput,
  /** Saved reports, read again from their inputs, as the bytes of a reply. */
  savedReply,
  /** The LGPD export's reports, a page at a time: as saved and as read today. */
  savedExport: (job: {
    rows: (StoredRow & { engineVersion: string })[];
    own: ProfileBirth | null;
    today: string;
  }) =>
    job.rows.map((row) => {
      const item = {
        input: row.input,
        engineVersion: row.engineVersion,
        ...savedReport(row, job.own, job.today),
      };
      // Two levels in: the document's "reports" array sits inside its top object.
      return JSON.stringify(item, null, 2).replace(/\n/g, '\n    ');
    }),
  /** The little a saved report's share image shows (share-data.ts). */
  shareData: (job: { input: SavedPersonalInput; today: string }) =>
    shareDataOf(readingOf(job.input, job.today)),
  transits: (job: {
    natal: NatalSource;
    from: string;
    days: number;
    route: string;
    encoding: ApiEncoding | null;
  }) =>
    encodedJson(TransitList, transitEvents(natalOf(job.natal), job.from, job.days), job.route, job.encoding),
  today: (job: {
    own: OwnBirth;
    today: string;
    date: string;
    personId: string;
    encoding: ApiEncoding | null;
  }) => {
    const birth = castOwn(job.own, job.today);
    const day = buildToday(birth, natalPointsOfChart(birth), job.date, job.personId);
    return encodedJson(Today, day, 'GET /api/users/me/today', job.encoding);
  },
  /** GET /api/users/me/lunations and /house-ingresses (daily.md §2). */
  memberSky: (job: {
    own: OwnBirth;
    today: string;
    kind: 'lunations' | 'house-ingresses';
    from: string;
    days: number;
    encoding: ApiEncoding | null;
  }) => {
    const birth = castOwn(job.own, job.today);
    return job.kind === 'lunations'
      ? encodedJson(
          MemberLunationList,
          memberLunations(birth, job.from, job.days),
          'GET /api/users/me/lunations',
          job.encoding,
        )
      : encodedJson(
          HouseIngressList,
          memberHouseIngresses(birth, job.from, job.days),
          'GET /api/users/me/house-ingresses',
          job.encoding,
        );
  },
  solarReturn: (job: {
    own: OwnBirth;
    today: string;
    year: number;
    place?: string | undefined;
    placeId?: string | undefined;
    encoding: ApiEncoding | null;
  }) => {
    const birth = castOwn(job.own, job.today);
    const place = returnPlace(birth, job.place, job.placeId);
    const built = buildSolarReturn(birth, job.year, place, job.own.houseSystem);
    return encodedJson(SolarReturn, built, 'GET /api/users/me/solar-return', job.encoding);
  },
  /**
   * relations.md §3, for any birth: the member's own (GET /api/users/me/…) or a saved person's; `route`
   * names the route whose schema checks the reply.
   */
  progressions: (job: {
    birth: OwnBirth;
    today: string;
    date: string;
    route: string;
    encoding: ApiEncoding | null;
  }) =>
    encodedJson(
      Progressions,
      buildProgressions(castOwn(job.birth, job.today), job.date),
      job.route,
      job.encoding,
    ),
  solarArc: (job: {
    birth: OwnBirth;
    today: string;
    date: string;
    route: string;
    encoding: ApiEncoding | null;
  }) =>
    encodedJson(SolarArc, buildSolarArc(castOwn(job.birth, job.today), job.date), job.route, job.encoding),
  lunarReturn: (job: {
    birth: OwnBirth;
    today: string;
    from: string;
    place?: string | undefined;
    placeId?: string | undefined;
    route: string;
    encoding: ApiEncoding | null;
  }) => {
    const birth = castOwn(job.birth, job.today);
    const place = returnPlace(birth, job.place, job.placeId);
    const built = buildLunarReturn(birth, job.from, place, job.birth.houseSystem);
    return encodedJson(LunarReturn, built, job.route, job.encoding);
  },
  calendar: calendarBody,
  /** GET /api/horoscope and the pages /horoscopo/…: the twelve signs of a date (daily.md §1). */
  horoscopeDay: (job: { date: string }) => horoscopeDay(job.date),
  /** GET /api/horoscope/{sign}/week and /month (reach.md §2): the twelve signs of a period. */
  horoscopeWeek: (job: { start: string }) => horoscopeWeek(job.start),
  horoscopeMonth: (job: { month: string }) => horoscopeMonth(job.month),
  /** A member's notifications of a date (push.md §2): Seu dia, exact slow transits, house ingresses. */
  memberPushTexts,
  shareCard: (job: { data: ShareCardData; format: ShareFormat }) =>
    bytes(renderShareCard(job.data, job.format)),
  siteCard: (_job: Record<string, never>) => bytes(renderSiteCard()),
  signCard: (job: { sign: Sign }) => bytes(renderSignCard(job.sign)),
  /** A sign's day, week or month: 1080×1920 for stories (reach.md §3), or 1200×630. */
  horoscopeCard: (job: { data: HoroscopeStoryData; format: HoroscopeCardFormat }) =>
    bytes(renderHoroscopeCard(job.data, job.format)),
  /** The Mandala of tarot: the sign on each of the member's house cusps (casting a chart). */
  tarotHouseSigns,
};

type Tasks = typeof WORK_TASKS;
export type TaskName = keyof Tasks;
export type TaskJob<Name extends TaskName> = Parameters<Tasks[Name]>[0];
export type TaskResult<Name extends TaskName> = Awaited<ReturnType<Tasks[Name]>>;

/** A job's refusal as plain data, so it crosses back from a thread and is thrown again as it was. */
export type TaskFailure =
  | { kind: 'http'; statusCode: number; message: string; extra: Record<string, unknown> }
  | { kind: 'shape'; route: string; issues: { path: string; code: string }[] };

export type TaskOutcome<Name extends TaskName> =
  { ok: true; value: TaskResult<Name> } | { ok: false; error: TaskFailure };

/** Runs one job; the refusals a person may see come back as data, anything else is thrown (a 500). */
export async function runTask<Name extends TaskName>(
  task: Name,
  job: TaskJob<Name>,
): Promise<TaskOutcome<Name>> {
  try {
    const run = WORK_TASKS[task] as (job: TaskJob<Name>) => TaskResult<Name> | Promise<TaskResult<Name>>;
    return { ok: true, value: await run(job) };
  } catch (error) {
    if (error instanceof HttpError) {
      return {
        ok: false,
        error: { kind: 'http', statusCode: error.statusCode, message: error.message, extra: error.extra },
      };
    }
    if (error instanceof ResponseShapeError) {
      return { ok: false, error: { kind: 'shape', route: error.route, issues: error.issues } };
    }
    throw error;
  }
}
