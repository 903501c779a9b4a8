import type { Astrology, Progressions, SolarArc } from '@constelar/contract';
import { TRANSIT_BODIES } from '@constelar/core/codes';
import type { BiWheelProps, WheelPoint } from '../../../components/chart/bi-wheel-types';

/** Sun … Pluto: the bodies both rings carry (the node stays out of the sky ahead). */
const BODIES = TRANSIT_BODIES;

type Moved = { technique: 'progressed'; data: Progressions } | { technique: 'solar-arc'; data: SolarArc };

/**
 * The natal chart (inner ring, with its angles and cusps when the time is known) and the progressed or
 * directed points (outer ring, angles included as points), with the aspects between them.
 */
export function toBiWheelProps(natal: Astrology, moved: Moved, title: string): BiWheelProps {
  const innerPoints: WheelPoint[] = BODIES.map((code) => ({
    code,
    longitude: natal[code].longitude,
    retrograde: natal[code].retrograde,
  }));
  const { data } = moved;
  const outerPoints: WheelPoint[] = [];
  for (const code of BODIES) {
    const p = data.bodies[code];
    if (p) outerPoints.push({ code, longitude: p.longitude, retrograde: p.retrograde });
  }
  if (data.ascendant) outerPoints.push({ code: 'ascendant', longitude: data.ascendant.longitude });
  if (data.midheaven) outerPoints.push({ code: 'midheaven', longitude: data.midheaven.longitude });
  const aspects =
    moved.technique === 'progressed'
      ? moved.data.aspects.map((a) => ({ outer: a.progressed, ...a }))
      : moved.data.aspects.map((a) => ({ outer: a.directed, ...a }));
  return {
    title,
    inner: {
      label: 'Mapa natal',
      points: innerPoints,
      ascendant: natal.ascendant?.longitude ?? null,
      midheaven: natal.midheaven?.longitude ?? null,
      cusps: natal.houses ?? null,
    },
    outer: {
      label: moved.technique === 'progressed' ? 'Progressões secundárias' : 'Direções por arco solar',
      points: outerPoints,
    },
    aspects: aspects.map((a) => ({
      inner: a.natal,
      outer: a.outer,
      aspect: a.aspect,
      orb: a.orb,
    })),
  };
}
