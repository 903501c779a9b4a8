// Issue #22, "No request can starve the server": each heavy route is flooded from 32 keep-alive
// connections while GET /api/health is measured from two more, against the target
//   health p99 ≤ max(150 ms, 4 × idle health p99), and no request gets a 5xx.
// A 429 from a per-account quota is a refusal the server chose to make, not a failure: it is counted and
// shown, and the flood rotates over several accounts so a quota does not end the work at once.
// Called by bench.ts against the built server it spawned with TRUST_PROXY=loopback: each account below is
// registered from an address of its own (X-Forwarded-For), so the 5-a-minute limit per address holds.
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { SIGNS } from '../packages/core/src/codes';
import { runLoad, type LoadOptions, type LoadResult } from './bench-load';
import { cpuMsOf } from './process-cpu';

const FLOOD_CONNECTIONS = 32;
const HEALTH_CONNECTIONS = 2;
/** Time for the flood to fill the server's queues before health is measured. */
const SETTLE_MS = 500;
/** A health request unanswered this long is given up (and fails the row): it bounds a starved run. */
const HEALTH_TIMEOUT_MS = 5000;
/** Only so a hung flood request cannot hang the bench: counted as no reply. */
const FLOOD_TIMEOUT_MS = 30_000;
const LIMIT_FLOOR_MS = 150;
const LIMIT_FACTOR = 4;
/**
 * Accounts the member floods rotate over, one request each in turn: as many as connections, so the
 * per-account quotas (20 saves a minute) leave the server real work for the whole flood.
 */
const MEMBERS = 32;
/** Reports whose share images are asked for, in both formats: a few renders, then cache hits. */
const SHARED_REPORTS = 2;
const PASSWORD = 'senha-do-bench';
/** Statuses that are a quota's answer: counted apart, never a failure. */
const REFUSALS = new Set([429]);

const DAY_MS = 86_400_000;
const WINDOW_DAYS = 400;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The n-th day of a deterministic walk over [first, last): a prime stride, so consecutive requests land
 * years apart and none repeats until the span is used up, and no cache can answer for the engines.
 */
function nthDay(n: number, first: string, last: string): number {
  const start = Date.parse(`${first}T00:00:00Z`);
  const span = Math.round((Date.parse(`${last}T00:00:00Z`) - start) / DAY_MS);
  return start + ((n * 7919) % span) * DAY_MS;
}

/** 400-day windows (both ends inclusive, the most the calendar allows) starting across 1900–2090. */
function calendarWindows(): () => string {
  let n = 0;
  return () => {
    const from = nthDay(n++, '1900-01-01', '2090-01-01');
    return `from=${isoDay(from)}&to=${isoDay(from + (WINDOW_DAYS - 1) * DAY_MS)}`;
  };
}

interface Member {
  token: string;
  /** A personal report of theirs, for the share image. */
  reportId: string;
}

async function call(
  origin: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; from?: string } = {},
): Promise<unknown> {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.from ? { 'x-forwarded-for': options.from } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * An account as a person makes one through the API: register, log in, give a birth in the profile (what
 * "Meu mapa", transits, the day and the solar return need), save a personal report. No e-mail
 * confirmation: requireUser asks only for a valid session.
 */
async function newMember(origin: string, i: number, birth: Record<string, unknown>): Promise<Member> {
  const from = `10.222.0.${i + 1}`;
  // The birth's name: an account's name must be letters the numerology can read (no digits).
  const name = String(birth.name);
  const email = `bench.${Date.now()}.${i}@exemplo.com.br`;
  await call(origin, 'POST', '/api/users/register', { body: { name, email, password: PASSWORD }, from });
  const { token } = (await call(origin, 'POST', '/api/users/login', {
    body: { email, password: PASSWORD },
    from,
  })) as { token: string };
  const { birthDate, birthTime, birthPlace, placeId } = birth;
  const updated = (await call(origin, 'PUT', '/api/users/profile', {
    body: { name, email, birth: { birthDate, birthTime, birthPlace, placeId } },
    token,
  })) as { token: string };
  const report = (await call(origin, 'POST', '/api/reports', { body: birth, token: updated.token })) as {
    id: string;
  };
  return { token: updated.token, reportId: report.id };
}

interface Flood extends Pick<LoadOptions, 'path' | 'method' | 'headers' | 'body'> {
  name: string;
  /** A rate the route must hold under its flood as well (2xx a second), beside health's limit. */
  goalPerSecond?: number;
  /** Needs none of the member accounts (which take a while to register: each hashes a password). */
  anonymous?: boolean;
}

/** Issue #43: fresh share images a second on this 2-core machine, under their own flood. */
const FRESH_IMAGES_GOAL = 5;

function floods(members: Member[], nextBirth: () => string): Flood[] {
  const json = { 'content-type': 'application/json' };
  let turn = 0;
  /** The next account, in turn: bench-load asks for a request's path, then its headers, then its body. */
  let current = members[0]!;
  const nextMember = () => (current = members[turn++ % members.length]!);
  const auth = () => ({ authorization: `Bearer ${current.token}` });
  const asNextMember =
    (extra: Record<string, string> = {}) =>
    () => {
      nextMember();
      return { ...auth(), ...extra };
    };
  const person = () => JSON.parse(nextBirth()) as Record<string, unknown>;
  const varied = calendarWindows();
  let n = 0;
  const day = (first: string, last: string) => isoDay(nthDay(n++, first, last));
  let shares = 0;
  let fresh = 0;
  return [
    {
      name: 'GET /api/sky/calendar.ics (400 d, from varied)',
      anonymous: true,
      path: () => `/api/sky/calendar.ics?${varied()}`,
    },
    {
      name: 'GET /api/sky/calendar.ics (400 d, same URL: cached)',
      anonymous: true,
      path: '/api/sky/calendar.ics?from=2025-01-01&to=2026-02-04',
    },
    {
      name: 'GET /api/sky/calendar (400 d, from varied)',
      anonymous: true,
      path: () => `/api/sky/calendar?${varied()}`,
    },
    {
      name: 'GET /api/users/me/transits?days=366 (from varied)',
      path: () => `/api/users/me/transits?days=366&from=${day('1950-01-01', '2080-01-01')}`,
      headers: asNextMember(),
    },
    {
      name: 'GET /api/users/me/today (date varied)',
      path: () => `/api/users/me/today?date=${day('1900-01-01', '2090-01-01')}`,
      headers: asNextMember(),
    },
    {
      name: 'GET /api/users/me/lunations?days=366 (from varied)',
      path: () => `/api/users/me/lunations?days=366&from=${day('1950-01-01', '2080-01-01')}`,
      headers: asNextMember(),
    },
    {
      name: 'GET /api/users/me/house-ingresses?days=366 (from varied)',
      path: () => `/api/users/me/house-ingresses?days=366&from=${day('1950-01-01', '2080-01-01')}`,
      headers: asNextMember(),
    },
    {
      name: 'GET /api/horoscope/{sign} (date varied)',
      anonymous: true,
      path: () => `/api/horoscope/${SIGNS[n % 12]}?date=${day('1900-01-01', '2100-12-31')}`,
    },
    {
      name: 'GET /api/users/me/solar-return (year varied)',
      path: () => `/api/users/me/solar-return?year=${1801 + ((n++ * 37) % 299)}`,
      headers: asNextMember(),
    },
    {
      name: `POST /api/calculate/synastry (${MEMBERS} accounts)`,
      path: '/api/calculate/synastry',
      method: 'POST',
      headers: asNextMember(json),
      body: () => JSON.stringify({ person1: person(), person2: person() }),
    },
    {
      name: `POST /api/reports (${MEMBERS} accounts)`,
      path: '/api/reports',
      method: 'POST',
      headers: asNextMember(json),
      body: nextBirth,
    },
    {
      name: `GET /api/reports/:id/share.png (${SHARED_REPORTS} reports, stories|link)`,
      path: () => {
        const i = shares++;
        current = members[i % SHARED_REPORTS]!;
        const format = Math.floor(i / SHARED_REPORTS) % 2 ? 'link' : 'stories';
        return `/api/reports/${current.reportId}/share.png?format=${format}`;
      },
      headers: auth,
    },
    {
      // Twelve signs of one date in turn, then the next date of the walk: every image is new, and the
      // horóscopo's words cost one computation per twelve images, as a real day's would.
      name: 'GET /api/share/horoscope/{sign}.png?format=story (fresh)',
      anonymous: true,
      path: () => {
        const i = fresh++;
        const date = isoDay(nthDay(Math.floor(i / 12), '1900-01-01', '2100-12-01'));
        return `/api/share/horoscope/${SIGNS[i % 12]}.png?format=story&date=${date}`;
      },
      goalPerSecond: FRESH_IMAGES_GOAL,
    },
    {
      name: 'POST /api/calculate/personal (anonymous)',
      anonymous: true,
      path: '/api/calculate/personal',
      method: 'POST',
      headers: json,
      body: nextBirth,
    },
  ];
}

export interface FloodRow {
  name: string;
  goalPerSecond: number | undefined;
  /** The machine's 1-minute load average as the flood ended: the machine is shared. */
  load: number;
  /**
   * The server process's CPU time (every thread) per 2xx reply while flooded, in ms: unlike a rate, it
   * hardly moves with what else the machine runs. NaN without the server's pid.
   */
  cpuMsPerReply: number;
  flood: LoadResult;
  health: LoadResult;
  limitMs: number;
  pass: boolean;
}

export interface FloodReport {
  idle: LoadResult;
  limitMs: number;
  rows: FloodRow[];
}

const fiveXx = (r: LoadResult) => [...r.statuses].reduce((n, [s, count]) => (s >= 500 ? n + count : n), 0);

/** Health's load, run on a thread of its own (health-probe-worker.ts), apart from the flood's replies. */
function probeHealth(origin: string, seconds: number): Promise<LoadResult> {
  const options = {
    origin,
    path: '/api/health',
    connections: HEALTH_CONNECTIONS,
    seconds,
    timeoutMs: HEALTH_TIMEOUT_MS,
  };
  const worker = new Worker(new URL('./health-probe-worker.mjs', import.meta.url), { workerData: options });
  return new Promise<LoadResult>((resolve, reject) => {
    worker.once('message', (result: LoadResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** Floods one route; health is measured once the flood is under way and for as long as it lasts. */
async function flooded(
  origin: string,
  seconds: number,
  flood: Flood,
  limitMs: number,
  serverPid: number | undefined,
): Promise<FloodRow> {
  const stop = new AbortController();
  const { name, goalPerSecond, anonymous: _anonymous, ...request } = flood;
  const cpuBefore = cpuMsOf(serverPid);
  const load = runLoad({
    origin,
    ...request,
    connections: FLOOD_CONNECTIONS,
    // The flood runs until health is done: the signal ends it, the deadline is only a bound.
    seconds: seconds + 60,
    signal: stop.signal,
    timeoutMs: FLOOD_TIMEOUT_MS,
  });
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const health = await probeHealth(origin, seconds);
  const loadAverage = loadavg()[0]!;
  stop.abort();
  const result = await load;
  const pass =
    health.p99 <= limitMs &&
    health.errors === 0 &&
    fiveXx(result) === 0 &&
    result.failed === 0 &&
    result.timedOut === 0 &&
    (goalPerSecond === undefined || result.rps >= goalPerSecond);
  const ok = [...result.statuses].reduce((n, [status, count]) => (status < 300 ? n + count : n), 0);
  const cpuMsPerReply = (cpuMsOf(serverPid) - cpuBefore) / ok;
  return { name, goalPerSecond, load: loadAverage, cpuMsPerReply, flood: result, health, limitMs, pass };
}

/** Registers the accounts the member floods need, measures idle health, then floods each route in turn. */
export async function benchFlood(options: {
  origin: string;
  /** The server's process, for its CPU time per reply. */
  serverPid?: number;
  seconds: number;
  /** A new, valid birth (the body of POST /api/calculate/personal), different each call. */
  nextBirth: () => string;
}): Promise<FloodReport> {
  const { origin, seconds, nextBirth, serverPid } = options;
  const members: Member[] = [];
  // BENCH_FLOOD=reports,synastry floods only the routes whose names hold one of these words.
  const only = process.env.BENCH_FLOOD?.split(',').filter(Boolean);
  const chosen = floods(members, nextBirth).filter((f) => !only || only.some((w) => f.name.includes(w)));
  // Eight at a time: each registration hashes a password. Only when a chosen flood uses them.
  while (chosen.some((f) => !f.anonymous) && members.length < MEMBERS) {
    const batch = Array.from({ length: Math.min(8, MEMBERS - members.length) }, (_, k) => members.length + k);
    members.push(...(await Promise.all(batch.map((i) => newMember(origin, i, JSON.parse(nextBirth()))))));
  }
  const idle = await probeHealth(origin, seconds);
  const limitMs = Math.max(LIMIT_FLOOR_MS, LIMIT_FACTOR * idle.p99);
  const rows: FloodRow[] = [];
  for (const flood of chosen) rows.push(await flooded(origin, seconds, flood, limitMs, serverPid));
  return { idle, limitMs, rows };
}

/** "429 ×1234 refused, 503 ×3 5xx!, no reply ×2", or "none". */
function otherReplies(r: LoadResult): string {
  const parts = [...r.statuses]
    .filter(([status]) => status < 200 || status >= 300)
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => {
      const note = status >= 500 ? ' 5xx!' : REFUSALS.has(status) ? ' refused' : '';
      return `${status} ×${count}${note}`;
    });
  if (r.failed > 0) parts.push(`no reply ×${r.failed}!`);
  if (r.timedOut > 0) parts.push(`given up ×${r.timedOut}!`);
  return parts.length > 0 ? parts.join(', ') : 'none';
}

const ms = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(1));
/** A p99 that counts requests given up at the time they were: then it is only a lower bound. */
const p99 = (r: LoadResult) => `${r.timedOut > 0 ? '≥' : ''}${ms(r.p99)} ms`;

export function floodLines(report: FloodReport, seconds: number, database: string): string[] {
  const { idle, limitMs } = report;
  const header = `${'route'.padEnd(62)} ${'2xx/s'.padStart(6)}   ${'CPU/2xx'.padStart(9)}   ${'health p99'.padStart(10)}   ${'limit'.padStart(8)}   load   verdict   non-2xx`;
  return [
    `\n== Flood on ${database} (issue #22: ${FLOOD_CONNECTIONS} connections on each heavy route for ${seconds} s, GET /api/health from ${HEALTH_CONNECTIONS} more meanwhile)`,
    `target: health p99 ≤ max(${LIMIT_FLOOR_MS} ms, ${LIMIT_FACTOR} × idle p99) and no 5xx; a 429 (quota) is a refusal, not a failure`,
    `idle GET /api/health (${HEALTH_CONNECTIONS} connections, nothing else): p99 ${p99(idle)}, ${idle.rps.toFixed(0)} req/s → limit ${ms(limitMs)} ms`,
    header,
    ...report.rows.map(
      (row) =>
        `${row.name.padEnd(62)} ${row.flood.rps.toFixed(0).padStart(6)}   ${`${ms(row.cpuMsPerReply)} ms`.padStart(9)}   ${p99(row.health).padStart(10)}   ${`${ms(row.limitMs)} ms`.padStart(8)}   ${row.load.toFixed(1).padStart(4)}   ${(row.pass ? 'PASS' : 'FAIL').padEnd(7)}   ${otherReplies(row.flood)}${row.health.errors > 0 ? `; health: ${otherReplies(row.health)}` : ''}`,
    ),
    `${report.rows.filter((r) => r.pass).length} of ${report.rows.length} routes pass`,
    ...report.rows
      .filter((row) => row.goalPerSecond !== undefined)
      .map(
        (row) =>
          `fresh share images on ${database}: ${row.flood.rps.toFixed(1)}/s (goal ≥ ${row.goalPerSecond}; ${ms(row.cpuMsPerReply)} ms of server CPU each), GET /api/health p99 ${p99(row.health)} meanwhile (limit ${ms(row.limitMs)} ms), load average ${row.load.toFixed(1)}: ${row.pass ? 'PASS' : 'FAIL'}`,
      ),
  ];
}
