import { describe, expect, it } from 'vitest';
import { computeChart, type Chart } from './chart';
import { separationDegrees } from './angles';
import { ASPECT_DEFINITIONS } from './aspects';
import { ascendantFromMidheaven, trueObliquityAt } from './angles-from-mc';
import { bodyLongitude } from './ephemeris';
import { dateOfProgressedMs, DAYS_PER_PROGRESSED_DAY, progressedInstantMs } from './progressed-time';
import { secondaryProgressions, type DirectionNatal } from './progressions';
import { solarArcDirections } from './solar-arc';
import { timeScalesFromUnixMs } from './time-scales';
import { TRANSIT_BODIES } from '../codes';

const DAY = 86_400_000;
const ARCSEC = 1 / 3600;

// Swiss Ephemeris figures from the shared reference set (charts-public.json): apparent geocentric
// longitudes of date at the UTC instant, and the Placidus Ascendant and MC at the place.
const REFERENCE = [
  {
    utc: '1975-09-17T20:25:00Z',
    lat: -5.08917,
    lon: -42.80194,
    positions: {
      sun: 174.3214186302393,
      moon: 325.46060034184194,
      mercury: 200.55924746046804,
      venus: 145.42926140165676,
      mars: 78.89365955939705,
      jupiter: 22.855501757996485,
      saturn: 120.06031617771552,
    },
    ascendant: 349.0990566169734,
    mc: 260.43693888609613,
  },
  {
    utc: '1944-01-19T06:53:00Z',
    lat: -2.52972,
    lon: -44.30278,
    positions: {
      sun: 298.0812675,
      moon: 215.4822622,
      mercury: 278.6785479,
      venus: 259.2807851,
      mars: 65.3668854,
      jupiter: 145.0035584,
      saturn: 80.6255029,
    },
    ascendant: 267.7996485466117,
    mc: 176.19137044806735,
  },
  {
    utc: '1967-05-07T07:33:00Z',
    lat: 0.03889,
    lon: -51.06639,
    positions: {
      sun: 46.0595832,
      moon: 20.8262205,
      mercury: 40.9072607,
      venus: 86.6550631,
      mars: 197.4007163,
      jupiter: 117.6709418,
      saturn: 7.7420856,
    },
    ascendant: 18.05190042307701,
    mc: 285.3358428354678,
  },
  {
    utc: '1932-12-14T15:24:00Z',
    lat: -10.91111,
    lon: -37.07167,
    positions: {
      sun: 262.4572425,
      moon: 99.5882192,
      mercury: 244.3210258,
      venus: 231.7199463,
      mars: 163.0402624,
      jupiter: 172.3286704,
      saturn: 302.1752758,
    },
    ascendant: 7.048708237177244,
    mc: 276.43766012921674,
  },
] as const;

function natalOf(chart: Chart, birthMs: number, latitude: number): DirectionNatal {
  const points = TRANSIT_BODIES.map((point) => ({ point, longitude: chart.bodies[point].longitude }));
  const natal: DirectionNatal = { birthMs, latitude, points };
  if (chart.ascendant && chart.midheaven) {
    natal.points = [
      ...points,
      { point: 'ascendant', longitude: chart.ascendant.longitude },
      { point: 'midheaven', longitude: chart.midheaven.longitude },
    ];
    natal.cusps = chart.houses ?? null;
  }
  return natal;
}

function cast(ms: number, lat: number, lon: number): Chart {
  const chart = computeChart({ utcMs: ms, latitude: lat, longitude: lon });
  if (!chart.ok) throw new Error('chart');
  return chart.value;
}

describe('the progressed clock', () => {
  it('maps a date to birth + (date − birth) / 365.242199 days, and back', () => {
    const birth = Date.UTC(1990, 0, 1, 12);
    const date = birth + 365.242199 * 30 * DAY;
    expect(progressedInstantMs(birth, date)).toBeCloseTo(birth + 30 * DAY, 3);
    expect(dateOfProgressedMs(birth, progressedInstantMs(birth, date))).toBeCloseTo(date, 3);
    expect(DAYS_PER_PROGRESSED_DAY).toBe(365.242199);
  });
});

describe('secondary progressions against Swiss Ephemeris', () => {
  // A birth is chosen so that the progressed instant of a 00:00 UTC date ~30 years on is the reference
  // instant itself: X + (D − X)/R = Y  ⇔  X = (Y·R − D)/(R − 1). The progressed bodies must then be
  // the reference positions, within 5″.
  for (const ref of REFERENCE.slice(0, 3)) {
    it(`progressed bodies at ${ref.utc} within 5″`, () => {
      const y = Date.parse(ref.utc);
      const d = Date.UTC(new Date(y).getUTCFullYear() + 30, 6, 1);
      const r = DAYS_PER_PROGRESSED_DAY;
      const birthMs = Math.round((y * r - d) / (r - 1));
      expect(Math.abs(progressedInstantMs(birthMs, d) - y)).toBeLessThan(2);
      const natal = natalOf(cast(birthMs, ref.lat, ref.lon), birthMs, ref.lat);
      const result = secondaryProgressions(natal, d);
      if (!result.ok) throw new Error(result.error.code);
      for (const [body, lon] of Object.entries(ref.positions)) {
        const p = result.value.points.find((x) => x.point === body)!;
        expect(separationDegrees(p.longitude, lon) / ARCSEC, body).toBeLessThan(5);
      }
    });
  }

  it('derives the Ascendant from the MC at the latitude, as Swiss Ephemeris casts it', () => {
    for (const ref of REFERENCE) {
      const jdTT = timeScalesFromUnixMs(Date.parse(ref.utc)).jdTT;
      const asc = ascendantFromMidheaven(ref.mc, ref.lat, trueObliquityAt(jdTT));
      expect(separationDegrees(asc, ref.ascendant) / ARCSEC, ref.utc).toBeLessThan(5);
    }
  });

  it('moves the MC by the solar arc and says the method through its points', () => {
    const ref = REFERENCE[0];
    const birthMs = Date.parse(ref.utc);
    const chart = cast(birthMs, ref.lat, ref.lon);
    const natal = natalOf(chart, birthMs, ref.lat);
    const result = secondaryProgressions(natal, Date.UTC(2026, 10, 27));
    if (!result.ok) throw new Error('progressions');
    const { points, arc } = result.value;
    const sun = points.find((p) => p.point === 'sun')!;
    const mc = points.find((p) => p.point === 'midheaven')!;
    const asc = points.find((p) => p.point === 'ascendant')!;
    // 51 years of life: about 51 progressed days, the Sun ~50° on.
    expect(arc).toBeGreaterThan(48);
    expect(arc).toBeLessThan(53);
    expect(separationDegrees(sun.longitude, chart.bodies.sun.longitude + arc)).toBeLessThan(1e-9);
    expect(separationDegrees(mc.longitude, chart.midheaven!.longitude + arc)).toBeLessThan(1e-9);
    const obliquity = trueObliquityAt(timeScalesFromUnixMs(birthMs).jdTT);
    expect(asc.longitude).toBeCloseTo(ascendantFromMidheaven(mc.longitude, ref.lat, obliquity), 9);
    expect(asc.house).not.toBeNull();
  });

  it('dates every progressed aspect within a day of its perfection', () => {
    for (const ref of REFERENCE) {
      const birthMs = Date.parse(ref.utc);
      const natal = natalOf(cast(birthMs, ref.lat, ref.lon), birthMs, ref.lat);
      for (const year of [2010, 2026]) {
        const result = secondaryProgressions(natal, Date.UTC(year, 0, 1));
        if (!result.ok) throw new Error('progressions');
        for (const a of result.value.aspects) {
          expect(a.orb).toBeLessThanOrEqual(1);
          if (a.exactMs === null) continue;
          // At the exact date the orb is tiny: the fastest progressed point, the Moon, moves ~0.04° a day.
          const angle = ASPECT_DEFINITIONS[a.aspect].angle;
          const orbAt = (ms: number) => {
            const p = secondaryProgressions(natal, ms);
            if (!p.ok) throw new Error('progressions');
            const moving = p.value.points.find((x) => x.point === a.moving)!.longitude;
            const fixed = natal.points.find((x) => x.point === a.natal)!.longitude;
            return Math.abs(separationDegrees(moving, fixed) - angle);
          };
          const perDay = a.moving === 'moon' ? 0.04 : 0.005;
          expect(orbAt(a.exactMs), `${a.moving} ${a.aspect} ${a.natal}`).toBeLessThan(perDay);
          // …and a day either side is no closer by more than a day's motion.
          expect(orbAt(a.exactMs + DAY)).toBeGreaterThan(orbAt(a.exactMs) - perDay);
        }
      }
    }
  });

  it('finds the progressed Sun’s sign changes around the date', () => {
    const ref = REFERENCE[0];
    const birthMs = Date.parse(ref.utc);
    const natal = natalOf(cast(birthMs, ref.lat, ref.lon), birthMs, ref.lat);
    const result = secondaryProgressions(natal, Date.UTC(2026, 0, 1));
    if (!result.ok) throw new Error('progressions');
    const { previous, next } = result.value.sunIngress;
    // Natal Sun at 24° Virgo: Libra around age 6, Scorpio around 36, Sagittarius around 66.
    expect(previous?.sign).toBe('scorpio');
    expect(next?.sign).toBe('sagittarius');
    for (const change of [previous!, next!]) {
      const p = secondaryProgressions(natal, change.dateMs);
      if (!p.ok) throw new Error('progressions');
      const sun = p.value.points[0]!.longitude;
      expect(separationDegrees(sun, Math.round(sun / 30) * 30)).toBeLessThan(0.003);
    }
  });

  it('has no angles without a birth time, and refuses a date before birth', () => {
    const ref = REFERENCE[1];
    const birthMs = Date.parse(ref.utc);
    const chart = computeChart({ utcMs: birthMs, latitude: ref.lat, longitude: ref.lon, timeKnown: false });
    if (!chart.ok) throw new Error('chart');
    const natal = natalOf(chart.value, birthMs, ref.lat);
    const result = secondaryProgressions(natal, Date.UTC(2026, 0, 1));
    if (!result.ok) throw new Error('progressions');
    expect(result.value.points.map((p) => p.point)).not.toContain('ascendant');
    expect(result.value.points.every((p) => p.house === null)).toBe(true);
    const before = secondaryProgressions(natal, birthMs - DAY);
    expect(before.ok ? null : before.error.code).toBe('date-before-birth');
  });
});

describe('solar-arc directions', () => {
  it('adds the progressed Sun’s arc to every natal point and dates the directed aspects', () => {
    for (const ref of REFERENCE) {
      const birthMs = Date.parse(ref.utc);
      const natal = natalOf(cast(birthMs, ref.lat, ref.lon), birthMs, ref.lat);
      const date = Date.UTC(2026, 5, 1);
      const directed = solarArcDirections(natal, date);
      if (!directed.ok) throw new Error('solar arc');
      const { arc, points, aspects } = directed.value;
      const progressedSun = bodyLongitude(
        'sun',
        timeScalesFromUnixMs(progressedInstantMs(birthMs, date)).jdTT,
      );
      const natalSun = natal.points[0]!.longitude;
      expect(separationDegrees(natalSun + arc, progressedSun.longitude) / ARCSEC).toBeLessThan(1e-6);
      for (const p of points) {
        const n = natal.points.find((x) => x.point === p.point)!;
        expect(separationDegrees(p.longitude, n.longitude + arc)).toBeLessThan(1e-9);
      }
      for (const a of aspects) {
        expect(a.moving).not.toBe(a.natal);
        if (a.exactMs === null) continue;
        const later = solarArcDirections(natal, a.exactMs);
        if (!later.ok) throw new Error('solar arc');
        const moving = later.value.points.find((x) => x.point === a.moving)!.longitude;
        const fixed = natal.points.find((x) => x.point === a.natal)!.longitude;
        const orb = Math.abs(separationDegrees(moving, fixed) - ASPECT_DEFINITIONS[a.aspect].angle);
        // The arc moves about 1° a year: within a day means within ~0.003°.
        expect(orb, `${a.moving} ${a.aspect} ${a.natal}`).toBeLessThan(0.003);
      }
    }
  });
});
