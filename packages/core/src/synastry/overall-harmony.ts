import type { AspectKind, ReportBody } from '../codes';
import { REPORT_BODIES } from '../codes';
import { apportion } from './apportion';
import { findInterAspect } from './inter-aspect';
import { aspectNature, aspectValence, pairWeight } from './pair-weights';
import type { AspectNature } from './pair-weights';

/** Where the score starts before any aspect: an even 50. */
export const HARMONY_BASE = 50;
/** Weighted aspect sum at which the score has covered 76% of the way from 50 to 0 or 100 (tanh 1). */
export const HARMONY_SCALE = 10;
/** Exact aspects dominate: at half its orb an aspect counts one eighth. */
export const TIGHTNESS_EXPONENT = 3;

export type BodyLongitudes = Record<ReportBody, number>;

export interface HarmonyContribution {
  /** Body of the first person. */
  bodyA: ReportBody;
  /** Body of the second person. */
  bodyB: ReportBody;
  kind: AspectKind;
  nature: AspectNature;
  /** Degrees from exact. */
  orb: number;
  /** Importance of the pair of bodies, 2–12 (see pair-weights.ts). */
  weight: number;
  /** (1 − orb / maxOrb)³: 1 when exact, 0 at the edge of the orb. */
  tightness: number;
  /** Signed strength of the aspect for this pair, −1…1 (see pair-weights.ts). */
  valence: number;
  /** Signed share of the score, in points; base plus all contributions is the score. */
  contribution: number;
}

export interface OverallHarmony {
  score: number;
  base: number;
  /** Largest effect first. */
  breakdown: HarmonyContribution[];
}

interface RawContribution extends Omit<HarmonyContribution, 'contribution'> {
  raw: number;
}

const bodyIndex = (body: ReportBody): number => REPORT_BODIES.indexOf(body);

/**
 * Report order of the unordered pair (sun–sun, sun–moon, …), which does not change when the two people
 * swap places; only the last resort, the body of A, does.
 */
function symmetricOrder(x: RawContribution, y: RawContribution): number {
  const low = (c: RawContribution) => Math.min(bodyIndex(c.bodyA), bodyIndex(c.bodyB));
  const high = (c: RawContribution) => Math.max(bodyIndex(c.bodyA), bodyIndex(c.bodyB));
  return low(x) - low(y) || high(x) - high(y) || bodyIndex(x.bodyA) - bodyIndex(y.bodyA);
}

/**
 * Every aspect between a body of A and a body of B adds weight × tightness × valence to a sum S;
 * the score is 50 + 50·tanh(S / HARMONY_SCALE), so it stays within 0–100 however many aspects there are.
 * Each aspect's share of that tanh is proportional to its raw term, then rounded so the shares add up
 * exactly to the rounded score. See docs/decisions/030-synastry-scoring.md.
 */
export function overallHarmony(a: BodyLongitudes, b: BodyLongitudes): OverallHarmony {
  const raws: RawContribution[] = [];
  for (const bodyA of REPORT_BODIES) {
    for (const bodyB of REPORT_BODIES) {
      const aspect = findInterAspect(bodyA, a[bodyA], bodyB, b[bodyB]);
      if (!aspect) continue;
      const weight = pairWeight(bodyA, bodyB);
      const tightness = (1 - aspect.orb / aspect.maxOrb) ** TIGHTNESS_EXPONENT;
      const valence = aspectValence(aspect.kind, bodyA, bodyB);
      raws.push({
        bodyA,
        bodyB,
        kind: aspect.kind,
        nature: aspectNature(aspect.kind, bodyA, bodyB),
        orb: aspect.orb,
        weight,
        tightness,
        valence,
        raw: weight * tightness * valence,
      });
    }
  }
  // Summed in value order so (A, B) and (B, A) add the same floats in the same order.
  const sum = raws
    .map((r) => r.raw)
    .sort((x, y) => x - y)
    .reduce((acc, x) => acc + x, 0);
  const lift = HARMONY_BASE * Math.tanh(sum / HARMONY_SCALE);
  const score = Math.round(HARMONY_BASE + lift);
  // lift / sum tends to BASE / SCALE as sum → 0, which keeps shares meaningful when they cancel out.
  const factor = sum === 0 ? HARMONY_BASE / HARMONY_SCALE : lift / sum;
  const shares = raws.map((r) => r.raw * factor);
  const points = apportion(shares, score - HARMONY_BASE, (i, j) => {
    const x = raws[i];
    const y = raws[j];
    return x && y ? Math.abs(y.raw) - Math.abs(x.raw) || symmetricOrder(x, y) : 0;
  });
  const breakdown = raws
    .map((r, i) => ({ r, contribution: points[i] ?? 0 }))
    .sort(
      (x, y) =>
        Math.abs(y.contribution) - Math.abs(x.contribution) ||
        Math.abs(y.r.raw) - Math.abs(x.r.raw) ||
        symmetricOrder(x.r, y.r),
    )
    .map(({ r: { raw: _raw, ...rest }, contribution }) => ({ ...rest, contribution }));
  return { score, base: HARMONY_BASE, breakdown };
}
