// Golden instants for the transit and sky-calendar tests, from the full theories (VSOP87 + ELP/MPP02 through
// lib/apparent.ts, the pipeline the shipped tables were fitted to and checked against Swiss Ephemeris),
// not from the tables: each instant the engine finds is bracketed, then solved again on the theory by
// bisection. Run by hand after changing the theories or the events:
//   node --import tsx packages/core/scripts/generate-sky-golden.ts
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Body } from '../src/codes';
import { ASPECT_DEFINITIONS } from '../src/sky/aspects';
import { skyCalendar } from '../src/sky/calendar/sky-calendar';
import { computeChart } from '../src/sky/chart';
import { timeScalesFromUnixMs } from '../src/sky/time-scales';
import { findTransits, type TransitNatalInput } from '../src/sky/transits';
import { utcMsFromTT } from '../src/sky/tt-to-utc';
import { ApparentEphemeris } from './lib/apparent';

const theory = await ApparentEphemeris.load();
const wrap180 = (d: number) => ((((d + 180) % 360) + 360) % 360) - 180;
const jdOf = (utcMs: number) => timeScalesFromUnixMs(utcMs).jdTT;

/** The root of f (a signed angle, continuous near the root) within ±width days of jd0, to 1e-8 day. */
function bisect(f: (jd: number) => number, jd0: number, width: number): number {
  let a = jd0 - width;
  let b = jd0 + width;
  let fa = f(a);
  if (Math.sign(fa) === Math.sign(f(b))) throw new Error(`no sign change around ${jd0}`);
  while (b - a > 1e-8) {
    const m = (a + b) / 2;
    const fm = f(m);
    if (Math.sign(fm) === Math.sign(fa)) {
      a = m;
      fa = fm;
    } else b = m;
  }
  return (a + b) / 2;
}
const speed = (body: Body, jd: number) =>
  wrap180(theory.longitude(body, jd + 0.001) - theory.longitude(body, jd - 0.001)) / 0.002;

// The calendar of 2024: phases, ingresses and stations.
const from = Date.UTC(2024, 0, 1);
const calendar = skyCalendar(from, Date.UTC(2025, 0, 1));
if (!calendar.ok) throw new Error(calendar.error.code);
const PHASE_ANGLE = { new: 0, 'first-quarter': 90, full: 180, 'last-quarter': 270 } as const;
const SIGN_INDEX = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
];
const events: { label: string; utcMs: number }[] = [];
for (const e of calendar.value) {
  if (e.type === 'phase') {
    const target = PHASE_ANGLE[e.kind];
    const f = (jd: number) => wrap180(theory.longitude('moon', jd) - theory.longitude('sun', jd) - target);
    events.push({ label: `phase ${e.kind}`, utcMs: utcMsFromTT(bisect(f, jdOf(e.timeMs), 0.05)) });
  } else if (e.type === 'ingress') {
    const boundary = SIGN_INDEX.indexOf(e.sign) * 30 + (e.retrograde ? 30 : 0);
    const f = (jd: number) => wrap180(theory.longitude(e.body, jd) - boundary);
    events.push({
      label: `ingress ${e.body} ${e.sign}${e.retrograde ? ' retrograde' : ''}`,
      utcMs: utcMsFromTT(bisect(f, jdOf(e.timeMs), 0.05)),
    });
  } else if (e.type === 'station') {
    const f = (jd: number) => speed(e.body, jd);
    events.push({ label: `station ${e.body} ${e.kind}`, utcMs: utcMsFromTT(bisect(f, jdOf(e.timeMs), 0.5)) });
  }
}

// Transits of 2026 over a chart whose bodies come from the theory itself.
const birthMs = Date.parse('1990-07-15T17:30:00Z');
const chart = computeChart({ utcMs: birthMs, latitude: -22.9053, longitude: -47.0659 });
if (!chart.ok) throw new Error(chart.error.code);
const NATAL_BODIES = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
] as const;
const natal: TransitNatalInput[] = [
  ...NATAL_BODIES.map((point) => ({ point, longitude: theory.longitude(point, jdOf(birthMs)) })),
  { point: 'ascendant' as const, longitude: chart.value.ascendant!.longitude },
  { point: 'midheaven' as const, longitude: chart.value.midheaven!.longitude },
];
const found = findTransits(natal, Date.UTC(2026, 0, 1), 366);
if (!found.ok) throw new Error(found.error.code);
const exacts: { transiting: string; natal: string; aspect: string; utcMs: number }[] = [];
for (const e of found.value) {
  if (e.transiting === 'moon') continue; // hundreds a year: the Sun … Pluto are enough to pin the method
  const natalLongitude = natal.find((n) => n.point === e.natal)!.longitude;
  const angle = ASPECT_DEFINITIONS[e.aspect].angle;
  for (const exactMs of e.exactMs) {
    const jd = jdOf(exactMs);
    // The side of the aspect (natal ± angle) the engine found: the one the body is at then.
    const side = [natalLongitude + angle, natalLongitude - angle].reduce((best, t) =>
      Math.abs(wrap180(theory.longitude(e.transiting, jd) - t)) <
      Math.abs(wrap180(theory.longitude(e.transiting, jd) - best))
        ? t
        : best,
    );
    const f = (x: number) => wrap180(theory.longitude(e.transiting, x) - side);
    // A station near the exact would hide the sign change: skip those, the brute-force tests cover them.
    try {
      exacts.push({
        transiting: e.transiting,
        natal: e.natal,
        aspect: e.aspect,
        utcMs: utcMsFromTT(bisect(f, jd, 0.02)),
      });
    } catch {
      /* no clean bracket */
    }
  }
}

const out = fileURLToPath(new URL('../src/sky/fixtures/golden-sky.json', import.meta.url));
writeFileSync(
  out,
  `${JSON.stringify({ calendar2024: events, transits2026: { birthUtc: '1990-07-15T17:30:00Z', natal, exacts } }, null, 1)}\n`,
);
console.log(`${events.length} calendar instants, ${exacts.length} transit exacts → ${out}`);
