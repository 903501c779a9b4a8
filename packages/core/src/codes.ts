// Language-neutral codes shared by every engine. Portuguese names live in @constelar/content.

export const SIGNS = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
] as const;
export type Sign = (typeof SIGNS)[number];

export const ELEMENTS = ['fire', 'earth', 'air', 'water'] as const;
export type Element = (typeof ELEMENTS)[number];

export const MODALITIES = ['cardinal', 'fixed', 'mutable'] as const;
export type Modality = (typeof MODALITIES)[number];

/** Element and modality of each sign, in zodiac order. */
export const SIGN_ELEMENT: Record<Sign, Element> = {
  aries: 'fire',
  taurus: 'earth',
  gemini: 'air',
  cancer: 'water',
  leo: 'fire',
  virgo: 'earth',
  libra: 'air',
  scorpio: 'water',
  sagittarius: 'fire',
  capricorn: 'earth',
  aquarius: 'air',
  pisces: 'water',
};
export const SIGN_MODALITY: Record<Sign, Modality> = {
  aries: 'cardinal',
  taurus: 'fixed',
  gemini: 'mutable',
  cancer: 'cardinal',
  leo: 'fixed',
  virgo: 'mutable',
  libra: 'cardinal',
  scorpio: 'fixed',
  sagittarius: 'mutable',
  capricorn: 'cardinal',
  aquarius: 'fixed',
  pisces: 'mutable',
};

/** The seven bodies every report shows. */
export const REPORT_BODIES = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const;
export type ReportBody = (typeof REPORT_BODIES)[number];

/** Bodies the chart may also carry (same shape), beyond the seven of the report. */
export const EXTRA_BODIES = ['uranus', 'neptune', 'pluto', 'trueNode'] as const;
export type ExtraBody = (typeof EXTRA_BODIES)[number];
export type Body = ReportBody | ExtraBody;

/**
 * The chart's other points (points.md §2): Quíron, the mean lunar apogee (Lilith), the South Node and the
 * Part of Fortune. Not bodies: no place in the element and modality counts.
 */
export const CHART_EXTRA_POINTS = ['chiron', 'lilith', 'southNode', 'partOfFortune'] as const;
export type ChartExtraPoint = (typeof CHART_EXTRA_POINTS)[number];

/** Points with a reading text: the seven bodies plus the Ascendant. */
export const READING_POINTS = [...REPORT_BODIES, 'ascendant'] as const;
export type ReadingPoint = (typeof READING_POINTS)[number];

export const ASPECT_KINDS = ['conjunction', 'opposition', 'trine', 'square', 'sextile'] as const;
export type AspectKind = (typeof ASPECT_KINDS)[number];
/** Each aspect's exact angle, in degrees. */
export const ASPECT_ANGLES: Readonly<Record<AspectKind, number>> = {
  conjunction: 0,
  opposition: 180,
  trine: 120,
  square: 90,
  sextile: 60,
};

/** How an aspect reads: the conjunction blends, trine and sextile flow, square and opposition strain. */
export const CHART_ASPECT_NATURES = ['conjunction', 'harmonious', 'tense'] as const;
export type ChartAspectNature = (typeof CHART_ASPECT_NATURES)[number];
export const CHART_ASPECT_NATURE: Readonly<Record<AspectKind, ChartAspectNature>> = {
  conjunction: 'conjunction',
  trine: 'harmonious',
  sextile: 'harmonious',
  square: 'tense',
  opposition: 'tense',
};

/** House systems a chart can be cast in (sky.md §1); placidus is the default. */
export const HOUSE_SYSTEMS = [
  'placidus',
  'koch',
  'regiomontanus',
  'campanus',
  'equal',
  'whole-sign',
  'porphyry',
] as const;
export type HouseSystem = (typeof HOUSE_SYSTEMS)[number];
/** The house system of a chart whose request names none. */
export const DEFAULT_HOUSE_SYSTEM: HouseSystem = 'placidus';

export const CHINESE_ANIMALS = [
  'rat',
  'ox',
  'tiger',
  'rabbit',
  'dragon',
  'snake',
  'horse',
  'goat',
  'monkey',
  'rooster',
  'dog',
  'pig',
] as const;
export type ChineseAnimal = (typeof CHINESE_ANIMALS)[number];

export const CHINESE_ELEMENTS = ['wood', 'fire', 'earth', 'metal', 'water'] as const;
export type ChineseElement = (typeof CHINESE_ELEMENTS)[number];

export const NUMBER_KINDS = [
  'personal',
  'soul',
  'personality',
  'destiny',
  'annual',
  'cabalisticName',
  'gematriaName',
] as const;
export type NumberKind = (typeof NUMBER_KINDS)[number];

/** Values a numerology number can take: 1–9 and the master numbers. */
export const NUMBER_VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33] as const;
export type NumberValue = (typeof NUMBER_VALUES)[number];

export const ARCANA_COUNT = 22;
/** Major arcana ids, Marseille numbering: 0 O Louco … 21 O Mundo. */
export type ArcanumId = number;

export const BADGE_IDS = ['first-revelation', 'cosmic-bonds', 'zodiac-explorer', 'arcane-visionary'] as const;
export type BadgeId = (typeof BADGE_IDS)[number];
export const BADGE_RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
export type BadgeRarity = (typeof BADGE_RARITIES)[number];

/** Bodies that transit a chart (sky.md §3): the ten, without the node. */
export const TRANSIT_BODIES = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
] as const;
export type TransitBody = (typeof TRANSIT_BODIES)[number];

/** Natal points a transit can touch: the ten bodies, and the angles when the birth time is known. */
export const TRANSIT_NATAL_POINTS = [...TRANSIT_BODIES, 'ascendant', 'midheaven'] as const;
export type TransitNatalPoint = (typeof TRANSIT_NATAL_POINTS)[number];

/** The kinds of event in the sky calendar (sky.md §5), in the order a reader asks for them. */
export const SKY_EVENT_TYPES = ['phase', 'ingress', 'station', 'void-of-course', 'eclipse'] as const;
export type SkyEventType = (typeof SKY_EVENT_TYPES)[number];

/** The Moon's phase in eight 45° bins centred on new, crescent, first quarter, … (sky.md §4). */
export const MOON_PHASES = [
  'new',
  'waxing-crescent',
  'first-quarter',
  'waxing-gibbous',
  'full',
  'waning-gibbous',
  'last-quarter',
  'waning-crescent',
] as const;
export type MoonPhaseName = (typeof MOON_PHASES)[number];

/** The lunations the sky calendar lists: the Moon's four principal phases, in the order of the cycle (sky.md §5). */
export const LUNAR_PHASE_KINDS = ['new', 'first-quarter', 'full', 'last-quarter'] as const;
export type LunarPhaseKind = (typeof LUNAR_PHASE_KINDS)[number];
/** Each lunation's Moon − Sun elongation, in degrees. */
export const LUNAR_PHASE_ANGLES: Readonly<Record<LunarPhaseKind, number>> = {
  new: 0,
  'first-quarter': 90,
  full: 180,
  'last-quarter': 270,
};

/** The new and the full Moon: the lunations read house by house (daily.md §1–2). */
export const HOUSE_LUNATION_PHASES = ['new', 'full'] as const satisfies readonly LunarPhaseKind[];
export type HouseLunationPhase = (typeof HOUSE_LUNATION_PHASES)[number];

/** How much of the Sun or the Moon an eclipse covers, from the whole disc to the penumbra alone. */
export const ECLIPSE_KINDS = ['total', 'annular', 'hybrid', 'partial', 'penumbral'] as const;
export type EclipseKind = (typeof ECLIPSE_KINDS)[number];

/** The eclipsed body: a solar eclipse at a new Moon, a lunar one at a full Moon. */
export const ECLIPSE_BODIES = ['sun', 'moon'] as const;
export type EclipseBody = (typeof ECLIPSE_BODIES)[number];
