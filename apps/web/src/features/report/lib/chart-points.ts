import type { AnglePosition, Astrology, BodyPosition } from '@constelar/contract';
import {
  CHART_ASPECT_NATURE,
  CHART_EXTRA_POINTS,
  EXTRA_BODIES,
  REPORT_BODIES,
  SIGNS,
  type AspectKind,
  type Body,
  type ChartExtraPoint,
} from '@constelar/core/codes';
import { GLYPH_LABELS_PT } from '../../../components/glyphs/glyph-paths';
import { formatDegree, signOrNA } from './format';

/**
 * Readings come in this order: the lights and the angles, then the planets outwards, then the node, then
 * the other points in a section of their own.
 */
export const READING_ORDER: readonly string[] = [
  'sun',
  'moon',
  'ascendant',
  'midheaven',
  ...REPORT_BODIES.filter((b) => b !== 'sun' && b !== 'moon'),
  ...EXTRA_BODIES,
  ...CHART_EXTRA_POINTS,
];

export const pointLabel = (code: string): string =>
  (GLYPH_LABELS_PT as Record<string, string | undefined>)[code] ?? code;

/** The sign and degree within it of an ecliptic longitude (for house cusps, which carry no sign). */
export function signAt(longitude: number): { sign: string; degree: number } {
  const norm = ((longitude % 360) + 360) % 360;
  const index = Math.min(11, Math.floor(norm / 30));
  return { sign: pointLabel(SIGNS[index]!), degree: norm - index * 30 };
}

export interface ChartBody {
  key: Body;
  label: string;
  position: BodyPosition;
}

/** Every body present in the chart, report bodies first. */
export function chartBodies(astrology: Astrology): ChartBody[] {
  const keys: Body[] = [...REPORT_BODIES, ...EXTRA_BODIES];
  return keys.flatMap((key) => {
    const position = astrology[key];
    return position ? [{ key, label: pointLabel(key), position }] : [];
  });
}

export interface ChartExtraPointEntry {
  key: ChartExtraPoint;
  label: string;
  position: BodyPosition;
}

/** Quíron, Lilith, the South Node and the Part of Fortune, those the chart has (a report saved before has none). */
export function chartExtraPoints(astrology: Astrology): ChartExtraPointEntry[] {
  return CHART_EXTRA_POINTS.flatMap((key) => {
    const position = (astrology as Partial<Astrology>)[key];
    return position ? [{ key, label: pointLabel(key), position }] : [];
  });
}

/** Longitude of any aspect end (a body, the Ascendant or the Midheaven), if the chart has it. */
export function pointLongitude(astrology: Astrology, code: string): number | undefined {
  const value = (astrology as unknown as Record<string, BodyPosition | AnglePosition | undefined>)[code];
  return typeof value?.longitude === 'number' ? value.longitude : undefined;
}

const hasSign = (p: { sign: string }) => Boolean(p.sign?.trim());

/** "Sol a 22°57′ de Câncer, Casa 8, retrógrado" — the sentence read aloud and shown on hover. */
export function describeBody(label: string, p: BodyPosition): string {
  if (!hasSign(p)) return `${label}: N/A`;
  const house = p.house ? `, Casa ${p.house}` : '';
  return `${label} a ${formatDegree(p.degree)} de ${p.sign}${house}${p.retrograde ? ', retrógrado' : ''}`;
}

export function describeAngle(label: string, p: AnglePosition): string {
  return hasSign(p) ? `${label} a ${formatDegree(p.degree)} de ${p.sign}` : `${label}: ${signOrNA(p.sign)}`;
}

export type AspectTone = 'harmonious' | 'tense' | 'conjunction' | 'other';

/** Trines and sextiles flow, squares and oppositions pull, a conjunction fuses (core's map); else minor. */
export function aspectTone(kind: string): AspectTone {
  const known = Object.prototype.hasOwnProperty.call(CHART_ASPECT_NATURE, kind);
  return known ? CHART_ASPECT_NATURE[kind as AspectKind] : 'other';
}

export const ASPECT_TONE_LABEL: Record<AspectTone, string> = {
  harmonious: 'harmônico',
  tense: 'tenso',
  conjunction: 'fusão',
  other: 'menor',
};
