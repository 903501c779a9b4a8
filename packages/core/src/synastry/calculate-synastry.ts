import type { ArcanumId, AspectKind, NumberValue, ReportBody } from '../codes';
import { ASPECT_KINDS, NUMBER_VALUES, REPORT_BODIES } from '../codes';
import type { Result } from '../result';
import { err, ok } from '../result';
import { tracedArcanum } from '../numerology/arcanum';
import type { TracedArcanum } from '../numerology/arcanum';
import { formatSteps, MASTERS_ALL, reduce, toNumberValue } from '../numerology/reduce';
import { findInterAspect } from './inter-aspect';
import { DEG_PER_SIGN, degreeInSign, signOf } from '../sky/zodiac-sign';
import { AFFINITY_SCORE, arcanumSumValue, numberAffinity } from './number-affinity';
import type { NumberAffinity } from './number-affinity';
import { overallHarmony } from './overall-harmony';
import type { BodyLongitudes, HarmonyContribution } from './overall-harmony';
import { aspectValence } from './pair-weights';
import { signRelation } from './sign-relation';
import type { SignRelation } from './sign-relation';

export type Side = 'a' | 'b';

/** One person, as plain data: compose it from the sky engine's chart and calculateNumerology. */
export interface SynastryPerson {
  /** Ecliptic longitudes in degrees (any real; taken modulo 360). */
  longitudes: BodyLongitudes;
  /** Ascendant longitude; read only when both hasTime and hasPlace are true. */
  ascendant?: number | null;
  hasTime: boolean;
  hasPlace: boolean;
  personalArcanum: ArcanumId;
  destinyNumber: NumberValue;
}

export type SynastryContribution = HarmonyContribution & {
  /** The Moon of someone without a birth time is involved. */
  uncertain: boolean;
};

/** A contact between one body of each person. */
export interface BodyContact {
  kind: AspectKind | 'none';
  /** Degrees from exact; null without an aspect. */
  orb: number | null;
}

export interface SignAspect extends SignRelation {
  /** True when someone's birth time is missing and the point can change sign within the day. */
  uncertain: boolean;
}

export interface VenusMarsAspect {
  venusAMarsB: BodyContact;
  venusBMarsA: BodyContact;
  /** The tighter of the two contacts (relative to its orb), or 'none'. */
  kind: AspectKind | 'none';
  harmonyScore: number;
}

export interface MercuryAspect extends BodyContact {
  harmonyScore: number;
}

export interface ArchetypeAspect {
  arcanumA: ArcanumId;
  arcanumB: ArcanumId;
  /** arcanum(a + b), the Fool counting as 22: "5 + 13 = 18". */
  relationshipArcanum: TracedArcanum;
  affinity: NumberAffinity;
  harmonyScore: number;
}

export interface NumerologyAspect {
  destinyA: NumberValue;
  destinyB: NumberValue;
  /** reduce(destinyA + destinyB, {11, 22, 33}). */
  relationshipNumber: { value: NumberValue; total: number; trail: string };
  affinity: NumberAffinity;
  harmonyScore: number;
}

export interface SynastryAspects {
  sunSignAspect: SignAspect;
  moonAspect: SignAspect;
  /** Only when both people have a birth time and a birth place. */
  ascendantAspect: SignAspect | null;
  venusMarsAspect: VenusMarsAspect;
  mercuryAspect: MercuryAspect;
  archetypeAspect: ArchetypeAspect;
  numerologyAspect: NumerologyAspect;
}

export interface Synastry {
  /** 0–100; equals base plus the sum of the breakdown's contributions. */
  overallHarmony: number;
  base: number;
  /** Every inter-chart aspect, largest effect first. */
  breakdown: SynastryContribution[];
  aspects: SynastryAspects;
  uncertain: {
    /** Someone has no birth time: Moon sign, moonAspect and Moon contributions may be off. */
    moon: boolean;
    timeUnknownFor: Side[];
    /** No place: positions were taken at the time in UTC and the Ascendant is left out. */
    placeUnknownFor: Side[];
  };
}

export type SynastryError =
  | { code: 'invalid-longitude'; side: Side; point: ReportBody | 'ascendant' }
  | { code: 'invalid-arcanum'; side: Side }
  | { code: 'invalid-destiny-number'; side: Side };

function validate(person: SynastryPerson, side: Side): SynastryError | null {
  for (const body of REPORT_BODIES) {
    if (!Number.isFinite(person.longitudes[body])) return { code: 'invalid-longitude', side, point: body };
  }
  if (hasAscendant(person) && !Number.isFinite(person.ascendant)) {
    return { code: 'invalid-longitude', side, point: 'ascendant' };
  }
  const arcanum = person.personalArcanum;
  if (!Number.isInteger(arcanum) || arcanum < 0 || arcanum > 21) return { code: 'invalid-arcanum', side };
  if (!(NUMBER_VALUES as readonly number[]).includes(person.destinyNumber)) {
    return { code: 'invalid-destiny-number', side };
  }
  return null;
}

// An Ascendant computed for an assumed 00:00, or without coordinates, would be invented.
const hasAscendant = (p: SynastryPerson): boolean => p.hasTime && p.hasPlace && p.ascendant != null;

/** Linear here (not cubed as in the overall score): the card names the aspect, so it should read as one. */
const linearTightness = (orb: number, maxOrb: number): number => 1 - orb / maxOrb;

interface MeasuredContact {
  contact: BodyContact;
  tightness: number;
  /** valence × tightness, −1…1. */
  pull: number;
}

function measureContact(bodyA: ReportBody, lonA: number, bodyB: ReportBody, lonB: number): MeasuredContact {
  const aspect = findInterAspect(bodyA, lonA, bodyB, lonB);
  if (!aspect) return { contact: { kind: 'none', orb: null }, tightness: 0, pull: 0 };
  const tightness = linearTightness(aspect.orb, aspect.maxOrb);
  return {
    contact: { kind: aspect.kind, orb: aspect.orb },
    tightness,
    pull: tightness * aspectValence(aspect.kind, bodyA, bodyB),
  };
}

/** The Sun moves at most about 1.02° a day. */
export const SUN_MAX_DAILY_MOTION_DEG = 1.02;

/** Without a birth time, a Sun this close to a cusp may have been in the neighbouring sign. */
function sunSignUncertain(person: SynastryPerson): boolean {
  if (person.hasTime) return false;
  const inSign = degreeInSign(person.longitudes.sun);
  return inSign < SUN_MAX_DAILY_MOTION_DEG || inSign > DEG_PER_SIGN - SUN_MAX_DAILY_MOTION_DEG;
}

const clampScore = (x: number): number => Math.min(100, Math.max(0, Math.round(x)));

const kindRank = (c: MeasuredContact): number =>
  c.contact.kind === 'none' ? ASPECT_KINDS.length : ASPECT_KINDS.indexOf(c.contact.kind);
// Ties go to the earlier kind in ASPECT_KINDS, so the choice does not depend on who is A.
const tighter = (x: MeasuredContact, y: MeasuredContact): MeasuredContact =>
  x.tightness !== y.tightness ? (x.tightness > y.tightness ? x : y) : kindRank(x) <= kindRank(y) ? x : y;

function venusMarsAspect(a: SynastryPerson, b: SynastryPerson): VenusMarsAspect {
  const ab = measureContact('venus', a.longitudes.venus, 'mars', b.longitudes.mars);
  const ba = measureContact('venus', b.longitudes.venus, 'mars', a.longitudes.mars);
  return {
    venusAMarsB: ab.contact,
    venusBMarsA: ba.contact,
    kind: tighter(ab, ba).contact.kind,
    harmonyScore: clampScore(50 + 25 * (ab.pull + ba.pull)),
  };
}

function relationshipNumber(x: NumberValue, y: NumberValue): NumerologyAspect['relationshipNumber'] {
  // The addends in the order the two people are named (A, then B), as the sentence names them.
  const total = x + y;
  const { value, steps } = reduce(total, MASTERS_ALL);
  return { value: toNumberValue(value), total, trail: `${x} + ${y} = ${total}${formatSteps(steps)}` };
}

function affinityAspectScore(x: number, y: number) {
  const affinity = numberAffinity(x, y);
  return { affinity, harmonyScore: AFFINITY_SCORE[affinity] };
}

/**
 * Compares two people. Pure and symmetric: swapping a and b swaps the A/B fields and leaves every
 * score, and the breakdown's contributions, unchanged.
 */
export function calculateSynastry(a: SynastryPerson, b: SynastryPerson): Result<Synastry, SynastryError> {
  const invalid = validate(a, 'a') ?? validate(b, 'b');
  if (invalid) return err(invalid);

  const timeUnknownFor = (['a', 'b'] as const).filter((side) => !(side === 'a' ? a : b).hasTime);
  const placeUnknownFor = (['a', 'b'] as const).filter((side) => !(side === 'a' ? a : b).hasPlace);
  const moonUncertain = timeUnknownFor.length > 0;

  const harmony = overallHarmony(a.longitudes, b.longitudes);
  const moonOfUntimed = (body: ReportBody, person: SynastryPerson) => body === 'moon' && !person.hasTime;
  const breakdown = harmony.breakdown.map((c) => ({
    ...c,
    uncertain: moonOfUntimed(c.bodyA, a) || moonOfUntimed(c.bodyB, b),
  }));

  const mercury = measureContact('mercury', a.longitudes.mercury, 'mercury', b.longitudes.mercury);
  const arcanumA = a.personalArcanum;
  const arcanumB = b.personalArcanum;

  const aspects: SynastryAspects = {
    sunSignAspect: {
      ...signRelation(signOf(a.longitudes.sun), signOf(b.longitudes.sun)),
      uncertain: sunSignUncertain(a) || sunSignUncertain(b),
    },
    moonAspect: {
      ...signRelation(signOf(a.longitudes.moon), signOf(b.longitudes.moon)),
      uncertain: moonUncertain,
    },
    ascendantAspect:
      hasAscendant(a) && hasAscendant(b)
        ? { ...signRelation(signOf(a.ascendant ?? 0), signOf(b.ascendant ?? 0)), uncertain: false }
        : null,
    venusMarsAspect: venusMarsAspect(a, b),
    mercuryAspect: { ...mercury.contact, harmonyScore: clampScore(50 + 50 * mercury.pull) },
    archetypeAspect: {
      arcanumA,
      arcanumB,
      // A's term first, then B's: the sentence names the arcana in that order.
      relationshipArcanum: tracedArcanum([arcanumSumValue(arcanumA), arcanumSumValue(arcanumB)]),
      ...affinityAspectScore(arcanumSumValue(arcanumA), arcanumSumValue(arcanumB)),
    },
    numerologyAspect: {
      destinyA: a.destinyNumber,
      destinyB: b.destinyNumber,
      relationshipNumber: relationshipNumber(a.destinyNumber, b.destinyNumber),
      ...affinityAspectScore(a.destinyNumber, b.destinyNumber),
    },
  };
  return ok({
    overallHarmony: harmony.score,
    base: harmony.base,
    breakdown,
    aspects,
    uncertain: { moon: moonUncertain, timeUnknownFor, placeUnknownFor },
  });
}
