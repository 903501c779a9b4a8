// The points of each person for the bi-wheel and the grid, and every contact between them told in words
// (relations.md §1). Core finds the aspects; content holds the words; this file joins them to the contract.
import type { SynastryChartPoints, SynastryContact } from '@constelar/contract';
import {
  synastryContacts,
  TRANSIT_BODIES,
  type Body,
  type BodyPosition,
  type SynastryContribution,
  type SynastryPointLongitudes,
} from '@constelar/core';
import { contactText, contactTitle } from '@constelar/content';

const TEN_BODIES = TRANSIT_BODIES;

/** What the synastry needs of one cast birth. */
export interface PersonPoints {
  bodies: Record<Body, BodyPosition>;
  /** Only with a known time and place. */
  angles: { ascendant: number; midheaven: number; cusps: number[] } | null;
}

export function chartPoints(p: PersonPoints): SynastryChartPoints {
  return {
    points: TEN_BODIES.map((code) => ({
      code,
      longitude: p.bodies[code].longitude,
      ...(p.bodies[code].retrograde ? { retrograde: true } : {}),
    })),
    ascendant: p.angles?.ascendant ?? null,
    midheaven: p.angles?.midheaven ?? null,
    cusps: p.angles?.cusps ?? null,
  };
}

export function pointLongitudes(p: PersonPoints): SynastryPointLongitudes {
  const out = Object.fromEntries(
    TEN_BODIES.map((b) => [b, p.bodies[b].longitude]),
  ) as SynastryPointLongitudes;
  if (p.angles) {
    out.ascendant = p.angles.ascendant;
    out.midheaven = p.angles.midheaven;
  }
  return out;
}

/**
 * Every contact between person1 (`a`) and person2 (`b`), tightest first, each with its reading; the seven
 * scoring bodies carry their share of the overall harmony from the breakdown.
 */
export function allContacts(
  a: PersonPoints,
  b: PersonPoints,
  names: [string, string],
  breakdown: readonly SynastryContribution[],
): SynastryContact[] {
  const [x, y] = names;
  return synastryContacts(pointLongitudes(a), pointLongitudes(b)).map((c) => {
    const scored = breakdown.find((s) => s.bodyA === c.a && s.bodyB === c.b);
    return {
      a: c.a,
      b: c.b,
      aspect: c.kind,
      orb: Math.round(c.orb * 100) / 100,
      title: contactTitle({ a: c.a, b: c.b, x, y, kind: c.kind }),
      // Core keeps only pairs content has a text for: a missing one is a bug the tests catch.
      text: contactText(c.a, c.b, c.kind, x, y) ?? '',
      ...(scored ? { contribution: scored.contribution } : {}),
    };
  });
}
