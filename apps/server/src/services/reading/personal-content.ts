import type {
  Arcanum,
  ArcanumEntry,
  Astrology,
  BodyPosition as BodyDto,
  NumerologyDetail,
  PersonalContent,
  Reading,
} from '@constelar/contract';
import {
  ARCANA_FIELD,
  NUMBER_FIELD,
  READING_TEXT_POINTS,
  REPORT_NUMBER_KINDS,
  type ReadingTextPoint,
} from '@constelar/contract/constants';
import {
  BODIES,
  CHART_EXTRA_POINTS,
  aspectPairKey,
  countSynthesis,
  type Body,
  type ChartAngle,
  type ChartBody,
  type ChartExtraPoint,
  type NumberKind,
  type Numerology,
  type NumberValue,
  type PointPosition,
  type Sign,
} from '@constelar/core';
import {
  ASPECT_NAMES,
  BODY_NAMES,
  CHART_NOTES,
  CHART_POINT_IN_HOUSE,
  CHART_POINT_IN_SIGN,
  CHART_POINT_TEXTS,
  chartPointAspectSentence,
  CHINESE_COMBINATION_TEXTS,
  EXTRA_POINT_TEXTS,
  NUMBER_KIND_TEXTS,
  OUTER_IN_HOUSE,
  OUTER_IN_SIGN,
  outerInSignText,
  PLANET_IN_HOUSE,
  PLANET_IN_SIGN,
  POINT_TEXTS,
  SIGN_NAMES,
  addressed,
  arcanumForRole,
  arcanumRoleOpening,
  natalAspectText,
  buildSummary,
  blendParagraph,
  buildSynthesis,
  chartRulerParagraph,
  generationalParagraph,
  generationalSigns,
  tensionParagraph,
  chineseZodiacLabel,
  composedOnce,
  daySignNote,
  getArcanum,
  numberRoleOpening,
  nameHasAccents,
  numberForRole,
  varyOpenings,
  type AddressForm,
  type HouseNumber,
} from '@constelar/content';
import type { PlacedBirth } from './cast-birth';
import { rewriteReportTexts } from './report-words';

const isChartExtraPoint = (point: string): point is ChartExtraPoint =>
  (CHART_EXTRA_POINTS as readonly string[]).includes(point);

/** Rounds for the wire (to the last digit, ties aside); Number(n.toFixed(d)) costs ten times as much. */
const round = (n: number, digits: number) => {
  const scale = 10 ** digits;
  return Math.round(n * scale) / scale;
};

function bodyDto(body: ChartBody | PointPosition): BodyDto {
  return {
    sign: SIGN_NAMES[body.sign],
    signCode: body.sign,
    house: body.house,
    longitude: round(body.longitude, 6),
    degree: round(body.degree, 6),
    retrograde: body.retrograde,
  };
}

const angleDto = (angle: ChartAngle) => ({
  sign: SIGN_NAMES[angle.sign],
  signCode: angle.sign,
  longitude: round(angle.longitude, 6),
  degree: round(angle.degree, 6),
});

function arcanumDto(id: number, kind: NumberKind, trail: string, opening: string): Arcanum {
  const card = getArcanum(id);
  const text = arcanumForRole(id, kind);
  return {
    id,
    name: card.name,
    roman: card.roman,
    description: text.description,
    longDescription: text.longDescription,
    keywords: [...card.keywords],
    light: text.light,
    shadow: text.shadow,
    advice: text.advice,
    trail,
    opening,
  };
}

/** The house of the body in an aspect to an angle (read in that house); undefined otherwise. */
function houseOfAngleAspect(chart: PlacedBirth['chart'], a: string, b: string): number | null | undefined {
  const angles = ['ascendant', 'midheaven'];
  const body = angles.includes(b) ? a : angles.includes(a) ? b : undefined;
  if (body === undefined || !(body in chart.bodies)) return undefined;
  return chart.bodies[body as Body].house;
}

/** A point's reading (points.md §2): its sign text, and its house text with a known time. */
function pointReadingOf(point: ChartExtraPoint, position: PointPosition): Reading {
  const name = CHART_POINT_TEXTS[point].name;
  return {
    point,
    name,
    title: `${name} em ${SIGN_NAMES[position.sign]}`,
    description: CHART_POINT_TEXTS[point].description,
    signText: CHART_POINT_IN_SIGN[point][position.sign],
    ...(position.house === null
      ? {}
      : { houseText: CHART_POINT_IN_HOUSE[point][position.house as HouseNumber] }),
  };
}

/** The reading texts of a point: sign always, house when the time is known (sky.md §1 "Points"). */
function readingOf(
  point: Exclude<ReadingTextPoint, ChartExtraPoint>,
  sign: Sign,
  house: number | null,
  birthYear: number,
): Reading {
  const known = point in POINT_TEXTS ? POINT_TEXTS[point as keyof typeof POINT_TEXTS] : undefined;
  const extra =
    point in EXTRA_POINT_TEXTS ? EXTRA_POINT_TEXTS[point as keyof typeof EXTRA_POINT_TEXTS] : undefined;
  const name = BODY_NAMES[point];
  const signText =
    point in OUTER_IN_SIGN
      ? outerInSignText(point as keyof typeof OUTER_IN_SIGN, sign, birthYear)
      : PLANET_IN_SIGN[point as keyof typeof PLANET_IN_SIGN][sign];
  const houseText =
    house === null
      ? undefined
      : point in PLANET_IN_HOUSE
        ? PLANET_IN_HOUSE[point as keyof typeof PLANET_IN_HOUSE][house as HouseNumber]
        : point in OUTER_IN_HOUSE
          ? OUTER_IN_HOUSE[point as keyof typeof OUTER_IN_HOUSE][house as HouseNumber]
          : undefined;
  return {
    point,
    name,
    title: `${name} em ${SIGN_NAMES[sign]}`,
    description: known?.description ?? extra?.description ?? '',
    signText,
    ...(houseText ? { houseText } : {}),
  };
}

/**
 * Numbers and arcana by role, in the report's order. A value (number) or arcanum already shown under an
 * earlier role is named once more with `sameAs` and no texts (sky.md §1 "One reading, no repeats"); the
 * personal year has texts of its own, so it never repeats a number's.
 */
function rolesOf(numerology: Numerology, targetYear: number, name: string) {
  const accents = nameHasAccents(name);
  const numbers = {} as PersonalContent['numerology'];
  const details: Record<string, NumerologyDetail> = {};
  const arcana = {} as Record<string, ArcanumEntry>;
  const numberSeen = new Map<number, string>();
  const arcanumSeen = new Map<number, string>();
  // The report's order: the first role a value appears in keeps its texts.
  for (const kind of REPORT_NUMBER_KINDS) {
    const n = numerology.numbers[kind];
    const field = NUMBER_FIELD[kind];
    numbers[field] = n.value;
    const base = { value: n.value, total: n.total, trail: n.trail, name: NUMBER_KIND_TEXTS[kind].name };
    const first = kind === 'annual' ? undefined : numberSeen.get(n.value);
    if (first) details[field] = { ...base, sameAs: first };
    else {
      if (kind !== 'annual') numberSeen.set(n.value, field);
      details[field] = { ...base, text: roleNumberText(kind, n.value as NumberValue, targetYear, accents) };
    }

    const arc = numerology.arcana[kind];
    const arcField = ARCANA_FIELD[kind];
    const firstArc = arcanumSeen.get(arc.id);
    if (firstArc) {
      arcana[arcField] = { id: arc.id, name: getArcanum(arc.id).name, trail: arc.trail, sameAs: firstArc };
    } else {
      arcanumSeen.set(arc.id, arcField);
      arcana[arcField] = arcanumDto(
        arc.id,
        kind,
        arc.trail,
        arcanumRoleOpening(kind, getArcanum(arc.id).name, targetYear),
      );
    }
  }
  return { numbers, details, arcana: arcana as PersonalContent['arcana'] };
}

/**
 * The role's own opening (the name's accents named only when it has some), the role's sentence, the
 * meaning: composed once per thread for each role, number, year and accent (ADR 109).
 */
const roleNumberText = composedOnce(
  (kind: NumberKind, value: NumberValue, targetYear: number, accents: boolean): string =>
    numberForRole(kind, value, targetYear, numberRoleOpening(kind, value, undefined, accents)),
  (kind, value, targetYear, accents) => `${kind} ${value} ${targetYear} ${accents}`,
);

/** Turns the engines' codes into the report a person reads (sky.md §1, contract PersonalContent). */
export function assemblePersonalContent(c: PlacedBirth, addressForm?: AddressForm | null): PersonalContent {
  const { chart, numerology, targetYear } = c;
  const timeKnown = chart.timeKnown;
  const bodies = Object.fromEntries(BODIES.map((b) => [b, bodyDto(chart.bodies[b])])) as Record<
    Body,
    BodyDto
  >;
  const pointName = (p: string) =>
    BODY_NAMES[p as keyof typeof BODY_NAMES] ?? CHART_POINT_TEXTS[p as ChartExtraPoint]?.name ?? p;
  const { chiron, lilith, southNode, partOfFortune } = chart.points;

  const astrology: Astrology = {
    ...bodies,
    chiron: bodyDto(chiron!),
    lilith: bodyDto(lilith!),
    southNode: bodyDto(southNode!),
    partOfFortune: partOfFortune ? bodyDto(partOfFortune) : null,
    ...(chart.ascendant && chart.midheaven && chart.houses
      ? {
          ascendant: angleDto(chart.ascendant),
          midheaven: angleDto(chart.midheaven),
          houses: chart.houses.map((h) => round(h, 6)),
        }
      : {}),
    houseSystem: chart.houseSystem ?? c.houseSystem,
    chineseZodiac: chineseZodiacLabel(c.chinese.animal, c.chinese.element),
    chineseZodiacDetail: {
      animal: c.chinese.animal,
      element: c.chinese.element,
      text: CHINESE_COMBINATION_TEXTS[c.chinese.animal][c.chinese.element],
    },
    aspects: chart.aspects.map((a, i) => ({
      a: a.a,
      b: a.b,
      aName: pointName(a.a),
      bName: pointName(a.b),
      kind: a.kind,
      kindName: ASPECT_NAMES[a.kind],
      angle: a.angle,
      orb: round(a.orb, 4),
      text: natalAspectText({
        a: a.a,
        b: a.b,
        kind: a.kind,
        pairKey: aspectPairKey(a.a, a.b),
        bodyHouse: houseOfAngleAspect(chart, a.a, a.b),
        // The kind's leads in turn, so that no two aspects of a kind open alike in a row.
        turn: chart.aspects.slice(0, i).filter((x) => x.kind === a.kind).length,
        // The wordings of an angle's house in turn too (issue #27).
        angleTurn: chart.aspects.slice(0, i).filter((x) => houseOfAngleAspect(chart, x.a, x.b)).length,
      }),
    })),
  };
  // The points' aspects after the bodies', each with its pair's text (points.md §2).
  chart.pointAspects.forEach((a, i) => {
    const text = chartPointAspectSentence(a.a, a.b, a.kind, i);
    if (!text) return;
    astrology.aspects.push({
      a: a.a,
      b: a.b,
      aName: pointName(a.a),
      bName: pointName(a.b),
      kind: a.kind,
      kindName: ASPECT_NAMES[a.kind],
      angle: a.angle,
      orb: round(a.orb, 4),
      text,
    });
  });

  const birthYear = Number(c.birthDate.slice(0, 4));
  const readings: Reading[] = READING_TEXT_POINTS.flatMap((point) => {
    if (isChartExtraPoint(point)) {
      const position = chart.points[point];
      return position ? [pointReadingOf(point, position)] : [];
    }
    if (point === 'ascendant' || point === 'midheaven') {
      const angle = chart[point];
      return angle ? [readingOf(point, angle.sign, null, birthYear)] : [];
    }
    const body = chart.bodies[point];
    return [readingOf(point, body.sign, body.house, birthYear)];
  });

  const whole = {
    bodies: chart.bodies,
    ascendantSign: chart.ascendant?.sign ?? null,
    aspects: chart.aspects,
  };
  const generational = generationalParagraph(whole);
  const synthesis = [
    blendParagraph(whole),
    chartRulerParagraph(whole),
    tensionParagraph(whole),
    ...buildSynthesis(
      countSynthesis({ bodies: chart.bodies, ascendantSign: chart.ascendant?.sign ?? null }),
      undefined,
      generationalSigns(whole),
    ),
    ...(generational ? [generational] : []),
  ];

  const notes: string[] = [];
  const clock = c.instant.note;
  if (clock) notes.push(clock.kind === 'gap' ? CHART_NOTES.gap(clock.shiftedMinutes) : CHART_NOTES.overlap);
  if (c.instant.localMeanTime) {
    const label = c.place.label;
    const town = label.split(',')[0]?.trim() ?? label;
    notes.push(CHART_NOTES.localMeanTime(town, c.instant.offsetMinutes, /,\s*Brasil$/.test(label)));
  }
  if (chart.houseFallback) {
    notes.push(chart.houseFallback === 'polar' ? CHART_NOTES.polar : CHART_NOTES.noConvergence);
  }
  if (!timeKnown) notes.push(`${CHART_NOTES.unknownTime} ${daySignNote(c.daySignChanges)}`);

  const roles = rolesOf(numerology, targetYear, c.name);
  const firstName = c.name.trim().split(/\s+/)[0] ?? c.name;
  const content: PersonalContent = {
    name: c.name,
    astrology,
    readings,
    numerology: roles.numbers,
    numerologyDetails: roles.details,
    arcana: roles.arcana,
    targetYear,
    summary: buildSummary({
      firstName,
      sun: chart.bodies.sun.sign,
      moon: chart.bodies.moon.sign,
      ascendant: chart.ascendant?.sign ?? null,
      personalArcanum: numerology.arcana.personal.id,
      destinyNumber: numerology.numbers.destiny.value,
    }),
    synthesis,
    notes,
    timeKnown,
    birth: {
      date: c.birthDate,
      time: c.birthTime,
      place: {
        label: c.place.label,
        latitude: c.place.latitude,
        longitude: c.place.longitude,
        timezone: c.place.timezone,
      },
      utc: c.instant.utc,
      utcOffsetMinutes: Math.round(c.instant.offsetMinutes),
      isDst: c.instant.isDst,
      localMeanTime: c.instant.localMeanTime,
    },
  };
  // No two-word opener more than four times in the report (issue #27).
  rewriteReportTexts(content, varyOpenings);
  // Neutral unless the reader chose a form (issue #27).
  if (addressForm) rewriteReportTexts(content, (texts) => texts.map((t) => addressed(t, addressForm)));
  return content;
}
