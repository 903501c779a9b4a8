// relations.md §3, the sky ahead: secondary progressions and solar-arc directions of one birth. Every
// function here takes a cast birth, never a user, so the member's routes and the saved people's
// (/api/people/{id}/…) share them.
import type { DirectedAspect, Progressions, ProgressedAspect, SolarArc } from '@constelar/contract';
import {
  secondaryProgressions,
  solarArcDirections,
  type DirectionAspect,
  type DirectionError,
  type DirectionNatal,
  type MovedPoint,
  type Result,
  type SignChange,
} from '@constelar/core';
import {
  PROGRESSED_MOON_HOUSE_TEXTS,
  PROGRESSED_MOON_SIGN_TEXTS,
  PROGRESSED_SUN_INGRESS_TEXTS,
  SIGN_NAMES,
  directionAspectText,
  directionAspectTitle,
  type DirectionTechnique,
  type HouseNumber,
} from '@constelar/content';
import { HttpError } from '../../lib/http-error';
import type { PlacedBirth } from '../reading/cast-birth';
import { natalPointsOfChart } from './own-chart';

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
const iso = (ms: number) => new Date(Math.round(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The natal chart as the direction engines read it: points, birth instant and latitude, natal cusps. */
export function directionNatalOf(birth: PlacedBirth): DirectionNatal {
  return {
    birthMs: birth.instant.utcMs,
    latitude: birth.place.latitude,
    points: natalPointsOfChart(birth),
    cusps: birth.chart.houses ?? null,
  };
}

/** `YYYY-MM-DD` → 00:00 UTC of that day, in ms (relations.md §3: answers compare to the second). */
export function dayStartMs(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

function refused<T>(result: Result<T, DirectionError>): T {
  if (result.ok) return result.value;
  if (result.error.code === 'date-before-birth') {
    throw new HttpError(422, 'A data precisa ser igual ou posterior ao nascimento.', { field: 'date' });
  }
  throw new HttpError(422, 'Data fora do alcance das efemérides (1801 a 2099).', { field: 'date' });
}

function positions(points: readonly MovedPoint[]) {
  const out: Pick<Progressions, 'bodies' | 'ascendant' | 'midheaven'> = { bodies: {} };
  for (const p of points) {
    const base = {
      sign: SIGN_NAMES[p.sign],
      signCode: p.sign,
      longitude: round6(p.longitude),
      degree: round6(p.degree),
    };
    if (p.point === 'ascendant' || p.point === 'midheaven') out[p.point] = base;
    else out.bodies[p.point] = { ...base, house: p.house, retrograde: p.retrograde };
  }
  return out;
}

function aspectOf(technique: DirectionTechnique, a: DirectionAspect) {
  return {
    natal: a.natal,
    aspect: a.aspect,
    orb: round6(a.orb),
    exact: a.exactMs === null ? null : day(a.exactMs),
    title: directionAspectTitle(technique, a.moving, a.aspect, a.natal),
    text: directionAspectText(technique, a.moving, a.aspect, a.natal, a),
  };
}

/** GET …/progressions?date=: the progressed chart of `date` (00:00 UTC), its aspects and texts. */
export function buildProgressions(birth: PlacedBirth, date: string): Progressions {
  const natal = directionNatalOf(birth);
  const p = refused(secondaryProgressions(natal, dayStartMs(date)));
  const moon = p.points.find((x) => x.point === 'moon')!;
  const sign = (change: SignChange | null) =>
    change && { sign: SIGN_NAMES[change.sign], signCode: change.sign, date: day(change.dateMs) };
  const { previous, next } = p.sunIngress;
  const aspects: ProgressedAspect[] = p.aspects.map((a) => ({
    progressed: a.moving,
    ...aspectOf('progressed', a),
  }));
  return {
    date,
    progressedInstant: iso(p.progressedMs),
    method: { type: 'secondary', mc: 'solar-arc' },
    arc: round6(p.arc),
    ...positions(p.points),
    aspects,
    sunIngress: { previous: sign(previous), next: sign(next) },
    texts: {
      moonSign: {
        title: `Lua progredida em ${SIGN_NAMES[moon.sign]}`,
        text: PROGRESSED_MOON_SIGN_TEXTS[moon.sign],
      },
      moonHouse:
        moon.house === null
          ? null
          : {
              title: `Lua progredida na Casa ${moon.house}`,
              text: PROGRESSED_MOON_HOUSE_TEXTS[moon.house as HouseNumber],
            },
      sunSign: previous && {
        title: `Sol progredido em ${SIGN_NAMES[previous.sign]}`,
        text: PROGRESSED_SUN_INGRESS_TEXTS[previous.sign],
      },
      sunNext: next && {
        title: `Sol progredido entra em ${SIGN_NAMES[next.sign]}`,
        text: PROGRESSED_SUN_INGRESS_TEXTS[next.sign],
      },
    },
  };
}

/** GET …/solar-arc?date=: every natal point advanced by the solar arc, and the directed aspects. */
export function buildSolarArc(birth: PlacedBirth, date: string): SolarArc {
  const natal = directionNatalOf(birth);
  const d = refused(solarArcDirections(natal, dayStartMs(date)));
  const aspects: DirectedAspect[] = d.aspects.map((a) => ({
    directed: a.moving,
    ...aspectOf('solar-arc', a),
  }));
  return {
    date,
    progressedInstant: iso(d.progressedMs),
    arc: round6(d.arc),
    ...positions(d.points),
    aspects,
  };
}
