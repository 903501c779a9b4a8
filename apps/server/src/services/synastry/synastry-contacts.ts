import type { SynastryAspect } from '@constelar/contract';
import {
  CHART_ASPECT_NATURE,
  type AspectKind,
  type ReportBody,
  type SynastryContribution,
} from '@constelar/core';
import {
  SYNASTRY_ASPECT_TEXTS,
  VENUS_MARS_WORDING,
  contactFact,
  fillSynastryAspect,
  sameToneAgain,
  type SynastryAspectPair,
} from '@constelar/content';
import { toneBand } from './synastry-tone';

/** A breakdown entry seen from the owner of the pair's first body: key "x-y", x's body a, y's body b. */
export interface OrientedContact {
  key: SynastryAspectPair;
  a: ReportBody;
  b: ReportBody;
  /** Whose body `a` is. */
  personA: 1 | 2;
  x: string;
  y: string;
  kind: AspectKind;
  nature: SynastryContribution['nature'];
  orb: number;
  contribution: number;
}

const PAIRS = ['sun-moon', 'moon-venus', 'venus-mars', 'saturn-sun', 'saturn-moon', 'saturn-venus'] as const;

/** The breakdown's entries for the pairs that have texts, oriented by key, largest effect first. */
export function orientContacts(
  breakdown: readonly SynastryContribution[],
  names: [string, string],
): OrientedContact[] {
  return breakdown.flatMap((c) => {
    for (const key of PAIRS) {
      const [p, q] = key.split('-') as [ReportBody, ReportBody];
      const personA = c.bodyA === p && c.bodyB === q ? 1 : c.bodyA === q && c.bodyB === p ? 2 : null;
      if (personA === null) continue;
      const [x, y] = personA === 1 ? names : [names[1], names[0]];
      const { kind, nature, orb, contribution } = c;
      return [{ key, a: p, b: q, personA, x, y, kind, nature, orb, contribution } as OrientedContact];
    }
    return [];
  });
}

/**
 * Each contact's text; the second contact of one pair and nature gets a short line instead, as the
 * template would repeat its sentences with the names swapped.
 */
function tell(contacts: readonly OrientedContact[]): string[] {
  const told = new Set<string>();
  return contacts.map((c) => {
    const nature = CHART_ASPECT_NATURE[c.kind];
    const seen = `${c.key}/${nature}`;
    if (told.has(seen)) return sameToneAgain(c);
    told.add(seen);
    return fillSynastryAspect(SYNASTRY_ASPECT_TEXTS[c.key][nature], c.x, c.y);
  });
}

/**
 * The Venus–Mars card from the contacts actually found (issue #13: a 53% card spoke of "química
 * imediata" while the breakdown gave it 0). The summary states each contact and its points; the details
 * tell only contacts that count and agree with the card's band, so the words follow the number.
 */
export function venusMarsCard(
  oriented: readonly OrientedContact[],
  score: number,
  names: [string, string],
  breakdown: readonly SynastryContribution[] = [],
): SynastryAspect {
  const found = oriented.filter((c) => c.key === 'venus-mars');
  if (found.length === 0) {
    return {
      title: VENUS_MARS_WORDING.noneTitle,
      harmonyScore: score,
      summary: VENUS_MARS_WORDING.noneSummary(names[0], names[1]),
      details: VENUS_MARS_WORDING.noneDetails,
    };
  }
  const band = toneBand(score);
  const agrees = (c: OrientedContact) =>
    band === 'middle' || (band === 'high' ? c.nature !== 'challenging' : c.nature === 'challenging');
  const faint = found.filter((c) => c.contribution === 0);
  const toTell = found.filter((c) => c.contribution !== 0 && agrees(c));
  const contrary = found.filter((c) => c.contribution !== 0 && !agrees(c));
  const details = [
    ...tell(toTell),
    faint.length > 0 && VENUS_MARS_WORDING.faint(faint.length),
    contrary.length > 0 && VENUS_MARS_WORDING.contrary,
  ].filter((p): p is string => Boolean(p));
  // Issue #28: an exact sextile worth 22 points, the largest share, read "não decide a relação".
  const largest = Math.max(0, ...breakdown.map((c) => Math.abs(c.contribution)));
  const top = found.find((c) => c.contribution !== 0 && Math.abs(c.contribution) === largest);
  const verdict = top
    ? VENUS_MARS_WORDING.top[top.contribution > 0 ? 'support' : 'strain']
    : VENUS_MARS_WORDING.band[band];
  return {
    title: VENUS_MARS_WORDING.title(found.map((c) => c.kind)),
    harmonyScore: score,
    summary: [...found.map((c) => contactFact(c, c.contribution)), verdict].join(' '),
    details: details.join('\n\n'),
  };
}
