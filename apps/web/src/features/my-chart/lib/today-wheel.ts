import type { Astrology, Today } from '@constelar/contract';
import { ASPECT_ANGLES } from '@constelar/core/codes';
import type { BiWheelAspect, BiWheelProps } from '../../../components/chart/bi-wheel-types';
import { innerRingFromAstrology } from '../../../components/chart/inner-ring-from-astrology';

/** Degrees between two longitudes along the shorter arc, 0–180. */
const separation = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
};

/**
 * "Roda de hoje" (relations.md §3): the natal chart inside, where Sun … Pluto stand at the day's noon
 * outside, and a line for each transit in orb that day, its orb read at that noon.
 */
export function todayWheelProps(
  astrology: Astrology,
  day: Today,
  name: string,
  dateLabel: string,
): BiWheelProps {
  const inner = innerRingFromAstrology(astrology, name);
  const natal = new Map(inner.points.map((p) => [p.code, p.longitude]));
  if (inner.ascendant != null) natal.set('ascendant', inner.ascendant);
  if (inner.midheaven != null) natal.set('midheaven', inner.midheaven);
  const sky = new Map(day.sky.map((p) => [p.body as string, p.longitude]));

  const seen = new Set<string>();
  const aspects: BiWheelAspect[] = [];
  for (const t of day.transits) {
    const key = `${t.transiting}-${t.natal}-${t.aspect}`;
    const at = sky.get(t.transiting);
    const to = natal.get(t.natal);
    if (seen.has(key) || at === undefined || to === undefined) continue;
    seen.add(key);
    const orb = Math.abs(separation(at, to) - ASPECT_ANGLES[t.aspect]);
    aspects.push({ inner: t.natal, outer: t.transiting, aspect: t.aspect, orb: Math.round(orb * 100) / 100 });
  }
  return {
    title: `Roda de hoje: o céu de ${dateLabel} em volta do mapa de ${name}`,
    inner,
    outer: {
      label: `Céu de ${dateLabel}`,
      points: day.sky.map((p) => ({ code: p.body, longitude: p.longitude, retrograde: p.retrograde })),
    },
    aspects: aspects.sort((a, b) => a.orb - b.orb),
  };
}
