// The bi-wheel's props from a synastry answer: person1's chart inside (with angles and houses when the
// time is known), person2's bodies on the outer ring, and the contacts between them.
import type { SynastryContent } from '@constelar/contract';

import type { BiWheelProps, WheelPoint } from '../../../components/chart/bi-wheel-types';

export function toBiWheelProps(content: SynastryContent): BiWheelProps {
  const [inner, outer] = content.charts;
  const withAngles = (chart: typeof inner): WheelPoint[] => [
    ...chart.points,
    ...(chart.ascendant !== null ? [{ code: 'ascendant', longitude: chart.ascendant }] : []),
    ...(chart.midheaven !== null ? [{ code: 'midheaven', longitude: chart.midheaven }] : []),
  ];
  return {
    title: `Mapa de ${content.person1Name} no centro e planetas de ${content.person2Name} no anel de fora`,
    inner: {
      label: content.person1Name,
      points: inner.points.map((p) => ({ ...p })),
      ascendant: inner.ascendant,
      midheaven: inner.midheaven,
      cusps: inner.cusps,
    },
    // The outer ring holds the other person's bodies and, when known, the angles as points.
    outer: { label: content.person2Name, points: withAngles(outer) },
    aspects: content.contacts.map((c) => ({ inner: c.a, outer: c.b, aspect: c.aspect, orb: c.orb })),
  };
}
