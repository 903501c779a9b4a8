// Astrological glyphs drawn for Constelar, one stroke style shared with the arcana and sign art.
// Every path lives in a 24×24 viewBox and is meant to be stroked, never filled:
//   <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5"
//        stroke-linecap="round" stroke-linejoin="round"><path d={SIGN_GLYPHS.aries} /></svg>
// The same data generates apps/web/public/images/signs/icons/*.svg and the glyphs on the
// sign images (see apps/web/art/generate.mjs and docs/decisions/050-art.md).

import type { Body, ChartExtraPoint, Sign } from '@constelar/core/codes';
import { BODY_NAMES } from '@constelar/content/bodies';
import { SIGN_NAMES } from '@constelar/content/sign-names';

/** The chart's two angles, drawn with their own glyphs. */
export type Angle = 'ascendant' | 'midheaven';

/** Recommended stroke width in viewBox units (24×24). */
export const GLYPH_STROKE_WIDTH = 1.5;

export const SIGN_GLYPHS: Record<Sign, string> = {
  // ♈ two horns curling out of one stem
  aries:
    'M12 21V9.5C12 5.5 10 3 7 3 4.6 3 3 4.8 3 7c0 1.9 1.2 3.4 3 3.9M12 9.5C12 5.5 14 3 17 3c2.4 0 4 1.8 4 4 0 1.9-1.2 3.4-3 3.9',
  // ♉ circle with crescent horns
  taurus: 'M3.5 3.5c.6 3.9 4 6.6 8.5 6.6s7.9-2.7 8.5-6.6M12 10.1a5.2 5.2 0 1 0 0 10.4 5.2 5.2 0 1 0 0-10.4',
  // ♊ two pillars between two arcs
  gemini: 'M4 3.5c5 2.2 11 2.2 16 0M4 20.5c5-2.2 11-2.2 16 0M9 5v14M15 5v14',
  // ♋ two interlocking curls
  cancer:
    'M7 7a2.75 2.75 0 1 0 0 5.5A2.75 2.75 0 1 0 7 7C11 4.6 17 4.6 20.5 8.5M17 17a2.75 2.75 0 1 0 0-5.5 2.75 2.75 0 1 0 0 5.5c-4 2.4-10 2.4-13.5-1.5',
  // ♌ small circle and the lion's tail
  leo: 'M9.6 15.2a3.1 3.1 0 1 1-6.2 0 3.1 3.1 0 1 1 6.2 0C9.6 12 7.8 10.6 7.8 8a4.6 4.6 0 0 1 9.2 0c0 3.6-3.2 6-3.2 9.4a2.3 2.3 0 0 0 4.6.2',
  // ♍ m with a looped last stem
  virgo:
    'M3 5.5c1.2 0 2 .8 2 2V18M5 8.5C5 6.8 6.2 5.5 7.8 5.5S10.5 6.8 10.5 8.5V18M10.5 8.5c0-1.7 1.2-3 2.8-3s2.7 1.3 2.7 3v7.7c0 2.4 1.2 4.3 3.6 4.8M21 11.5c-.9 3.5-3.3 7.4-6.8 9.3',
  // ♎ the setting sun over the horizon
  libra: 'M3 15.5h5.3A4.6 4.6 0 1 1 15.7 15.5H21M3 19.5h18',
  // ♏ m with an arrowed tail
  scorpio:
    'M3 5.5c1.2 0 2 .8 2 2V18M5 8.5C5 6.8 6.2 5.5 7.8 5.5S10.5 6.8 10.5 8.5V18M10.5 8.5c0-1.7 1.2-3 2.8-3s2.7 1.3 2.7 3v8.2c0 1.6.9 2.5 2.4 2.5H21M19 16.8l2.4 2.4-2.4 2.4',
  // ♐ the archer's arrow
  sagittarius: 'M4 20 20 4M12.5 4H20v7.5M6.5 11.5l6 6',
  // ♑ the sea-goat: horn stroke into a fish-tail loop
  capricorn:
    'M2.4 6c1.6-.9 3.1.1 3.6 1.8L8.6 17.5 11.7 7.8c.6-1.8 1.8-2.8 3.3-2.8 1.9 0 3 1.5 3 3.4v6.4a2.3 2.3 0 1 0 2.2-2.1c-1.9 0-3.3 2.4-4.2 4.4-.6 1.5-1.6 3.3-3.3 3.3',
  // ♒ two waves
  aquarius: 'M3 10.2l3-3 3 3 3-3 3 3 3-3 3 3M3 16.8l3-3 3 3 3-3 3 3 3-3 3 3',
  // ♓ two fish bound together
  pisces: 'M5.5 3c4 4.6 4 13.4 0 18M18.5 3c-4 4.6-4 13.4 0 18M4.5 12h15',
};

export const PLANET_GLYPHS: Record<Body | Angle, string> = {
  // ☉ circle with a centre point
  sun: 'M12 3.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 1 0 0-17M12 11.1a.9.9 0 1 0 0 1.8.9.9 0 1 0 0-1.8',
  // ☽ crescent
  moon: 'M14.5 3.4A8.7 8.7 0 1 0 14.5 20.6 7.2 7.2 0 1 1 14.5 3.4Z',
  // ☿ horns, circle and cross
  mercury:
    'M8.2 2.5a3.8 3.8 0 0 0 7.6 0M12 6.6a4.1 4.1 0 1 0 0 8.2 4.1 4.1 0 1 0 0-8.2M12 14.8V22M8.7 18.6h6.6',
  // ♀ circle over cross
  venus: 'M12 3a5.5 5.5 0 1 0 0 11 5.5 5.5 0 1 0 0-11M12 14v8M8.5 18.2h7',
  // ♂ circle with an arrow
  mars: 'M10 8.8a5.6 5.6 0 1 0 0 11.2 5.6 5.6 0 1 0 0-11.2M14 10.4 20.5 3.9M14.6 3.5h6.3v6.3',
  // ♃ the crescent-four
  jupiter: 'M4.8 7c.9-2.3 2.7-3.6 4.7-3.6 2.2 0 3.6 1.5 3.6 3.6 0 3.2-3.4 6.5-8.5 9h14.8M16.2 3.5v17.5',
  // ♄ cross with a sickle
  saturn:
    'M5.5 5h7M9 2.5v16.3M9 12.5c.8-1.8 2.5-3 4.5-3 2.3 0 3.8 1.5 3.8 3.6 0 2.8-3.2 3.9-3.2 6.2 0 1.3.8 2.1 2 2.2',
  // ♅ Herschel's glyph: H, stem and orb
  uranus:
    'M6 3.5v11M18 3.5v11M6 9h12M12 3.5v11.3M12 14.8a2.9 2.9 0 1 0 0 5.8 2.9 2.9 0 1 0 0-5.8M4.6 4.9 6 3.5l1.4 1.4M16.6 4.9 18 3.5l1.4 1.4',
  // ♆ the trident
  neptune:
    'M4.5 4.5c0 5.6 3.2 9 7.5 9s7.5-3.4 7.5-9M12 3.5V22M8.6 18.3h6.8M3 6l1.5-1.9L6 6M18 6l1.5-1.9L21 6M10.5 5 12 3.1 13.5 5',
  // ♇ orb in a chalice over a cross
  pluto: 'M6 3.2a6 6 0 0 0 12 0M12 3.6a2.6 2.6 0 1 0 0 5.2 2.6 2.6 0 1 0 0-5.2M12 9.2V22M8.6 17.2h6.8',
  // ☊ the north node
  trueNode:
    'M7.3 17.3C5.2 15.8 4 13.4 4 10.6a8 8 0 0 1 16 0c0 2.8-1.2 5.2-3.3 6.7M7.3 17.3a2 2 0 1 0 0 4 2 2 0 1 0 0-4M16.7 17.3a2 2 0 1 0 0 4 2 2 0 1 0 0-4',
  // AC
  ascendant: 'M2.5 18.5 7 5.5l4.5 13M4.1 14h5.8M21.2 8.2a5.6 5.6 0 1 0 0 7.6',
  // MC
  midheaven: 'M2 18.5v-13l4.5 8.4 4.5-8.4v13M21.8 8.2a5.6 5.6 0 1 0 0 7.6',
};

/** The chart's other points (points.md §2): ⚷ Quíron, ⚸ Lilith, ☋ Nodo Sul, ⊗ Roda da Fortuna. */
export const POINT_GLYPHS: Record<ChartExtraPoint, string> = {
  // ⚷ a key: a K standing on a small circle
  chiron: 'M12 15.6a3.2 3.2 0 1 0 0 6.4 3.2 3.2 0 1 0 0-6.4M12 15.6V2.5M12 9.3l5.6-5.6M12 9.3l5.2 5',
  // ⚸ a dark crescent over a cross
  lilith: 'M15 3.3a5.4 5.4 0 1 0 0 9.4 4.3 4.3 0 1 1 0-9.4M12 13.6V22M8.4 18.2h7.2',
  // ☋ the north node's glyph upside down
  southNode:
    'M7.3 6.7C5.2 8.2 4 10.6 4 13.4a8 8 0 0 0 16 0c0-2.8-1.2-5.2-3.3-6.7M7.3 6.7a2 2 0 1 1 0-4 2 2 0 1 1 0 4M16.7 6.7a2 2 0 1 1 0-4 2 2 0 1 1 0 4',
  // ⊗ a circle crossed
  partOfFortune: 'M12 4a8 8 0 1 0 0 16 8 8 0 1 0 0-16M6.4 6.4l11.2 11.2M17.6 6.4 6.4 17.6',
};

/** Portuguese names of the other points, as the wheel and the table label them. */
export const POINT_NAMES_PT: Record<ChartExtraPoint, string> = {
  chiron: 'Quíron',
  lilith: 'Lilith',
  southNode: 'Nodo Sul',
  partOfFortune: 'Roda da Fortuna',
};

/** The path of a sign's or a body's glyph by its code, or undefined for a code without one. */
export const glyphPathOf = (code: string): string | undefined =>
  (SIGN_GLYPHS as Record<string, string | undefined>)[code] ??
  (PLANET_GLYPHS as Record<string, string | undefined>)[code] ??
  (POINT_GLYPHS as Record<string, string | undefined>)[code];

/** Portuguese labels for every glyph key, handy for titles and aria-labels. */
export const GLYPH_LABELS_PT: Record<Sign | Body | Angle | ChartExtraPoint, string> = {
  ...SIGN_NAMES,
  ...BODY_NAMES,
  ...POINT_NAMES_PT,
};
