// Names, glyphs and signs of wheel points, for the bi-wheel's labels, tooltips and table.
import { SIGNS, type Sign } from '@constelar/core/codes';
import { GLYPH_LABELS_PT, PLANET_GLYPHS } from '../glyphs/glyph-paths';
import { formatDegree } from '../../lib/format-degree';
import { normalizeDegrees } from './wheel-geometry';

/** "Sol", "Meio do Céu"; an unknown code is shown as it came rather than dropped. */
export const pointName = (code: string): string =>
  (GLYPH_LABELS_PT as Record<string, string | undefined>)[code] ?? code;

/** The glyph path of a body or angle, or undefined for a code without a glyph. */
export const pointGlyph = (code: string): string | undefined =>
  (PLANET_GLYPHS as Record<string, string | undefined>)[code];

/** The sign a longitude falls in and the degree within it. */
export function signOf(longitude: number): { code: Sign; name: string; degree: number } {
  const norm = normalizeDegrees(longitude);
  const index = Math.min(11, Math.floor(norm / 30));
  const code = SIGNS[index]!;
  return { code, name: GLYPH_LABELS_PT[code], degree: norm - index * 30 };
}

/** "24°52′ de Peixes". */
export function positionText(longitude: number): string {
  const { name, degree } = signOf(longitude);
  return `${formatDegree(degree)} de ${name}`;
}

/** "Trânsitos: Saturno a 24°52′ de Peixes, retrógrado": read aloud and shown on hover or focus. */
export function describePoint(
  ringLabel: string,
  point: { code: string; longitude: number; retrograde?: boolean },
): string {
  return `${ringLabel}: ${pointName(point.code)} a ${positionText(point.longitude)}${point.retrograde ? ', retrógrado' : ''}`;
}
