import type { SynastryContent } from '@constelar/contract';
import {
  arcanumSumValue,
  calculateSynastry,
  REPORT_BODIES,
  rootOf,
  SIGN_ELEMENT,
  SIGN_MODALITY,
  CHART_ASPECT_NATURE,
  DEFAULT_HOUSE_SYSTEM,
  aspectBetween,
  type AspectKind,
  type CompositeInput,
  type HouseSystem,
  signOf,
  type Sign,
  type SignAspect,
  type SynastryPerson,
} from '@constelar/core';
import {
  ASCENDANT_TEXTS,
  MERCURY_TEXTS,
  MOON_TEXTS,
  RELATIONSHIP_ARCANUM_TEXTS,
  RELATIONSHIP_NUMBER_TEXTS,
  SIGN_DISTANCE_NOTES,
  SIGN_NAMES,
  STARTING_POINT_LABEL,
  SUN_SIGN_TEXTS,
  affinitySentence,
  archetypeLead,
  ascendantLead,
  breakdownLabel,
  DEGREE_MOON_DETAILS,
  degreeAspectNote,
  modalityNote,
  elementTitle,
  getArcanum,
  harmonyBand,
  harmonyWhy,
  mercuryFact,
  moonLead,
  numerologyLead,
  sunLead,
  type ElementPairKey,
  type SignDistance,
} from '@constelar/content';
import { HttpError } from '../../lib/http-error';
import { castBirth, UNKNOWN_TIME_CAST, type DaySignChange, type PlacePoint } from '../reading/cast-birth';
import { orientContacts, venusMarsCard } from './synastry-contacts';
import { compositeContent } from './synastry-composite';
import { allContacts, chartPoints, type PersonPoints } from './synastry-points';
import { textNames } from './synastry-names';
import { synastryNotes } from './synastry-notes';

interface PreparedPerson {
  engine: SynastryPerson;
  points: PersonPoints;
  composite: CompositeInput;
  echo: SynastryContent['people'][number];
  daySignChanges: DaySignChange[];
}

export type ParsedPerson = {
  name: string;
  birthDate: string;
  birthTime?: string | undefined;
  birthPlace?: string | undefined;
  placeId?: string | undefined;
  /** A saved synastry's place as resolved then (saved-reading.ts). */
  place?: PlacePoint | null | undefined;
};

function preparePerson(input: ParsedPerson, index: 1 | 2, today: string): PreparedPerson {
  const hasTime = Boolean(input.birthTime);
  // sky.md §1: a person without a time is cast at 12:00 local, echoed as such with hasTime false.
  const time = input.birthTime ?? UNKNOWN_TIME_CAST;
  const birth = castBirth(
    { ...input, birthTime: input.birthTime ?? null },
    { today, path: `person${index}` },
  );
  const hasPlace = birth.place !== null;
  const longitudes = Object.fromEntries(REPORT_BODIES.map((b) => [b, birth.bodies[b].longitude])) as Record<
    (typeof REPORT_BODIES)[number],
    number
  >;
  const ascendant = birth.chart?.ascendant?.longitude ?? null;
  const personalArcanum = birth.numerology.arcana.personal.id;
  const chart = birth.chart;
  // Angles only with a known time and place (sky.md §1): an assumed noon would invent them.
  const angles =
    hasTime && chart?.ascendant && chart.midheaven && chart.houses
      ? { ascendant: chart.ascendant.longitude, midheaven: chart.midheaven.longitude, cusps: chart.houses }
      : null;

  return {
    points: { bodies: birth.bodies, angles },
    composite: {
      longitudes: Object.fromEntries(
        Object.entries(birth.bodies).map(([body, position]) => [body, position.longitude]),
      ) as CompositeInput['longitudes'],
      midheaven: angles?.midheaven ?? null,
      latitude: angles ? (birth.place?.latitude ?? null) : null,
      julianDay: birth.instant.utcMs / 86_400_000 + 2_440_587.5,
    },
    engine: {
      longitudes,
      ascendant,
      hasTime,
      hasPlace,
      personalArcanum,
      destinyNumber: birth.numerology.numbers.destiny.value,
    },
    echo: {
      name: input.name,
      birthDate: input.birthDate,
      birthTime: time,
      hasTime,
      place: birth.place?.label ?? null,
      sunSign: SIGN_NAMES[signOf(longitudes.sun)],
      moonSign: SIGN_NAMES[signOf(longitudes.moon)],
      ascendantSign: ascendant !== null && hasTime ? SIGN_NAMES[signOf(ascendant)] : null,
      personalArcanum: { id: personalArcanum, name: getArcanum(personalArcanum).name },
    },
    daySignChanges: birth.daySignChanges,
  };
}

const signName = (s: Sign) => SIGN_NAMES[s];
const joinSentences = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(' ');
const elements = (r: SignAspect) => [SIGN_ELEMENT[r.signA], SIGN_ELEMENT[r.signB]] as const;

/**
 * The modality note only where it agrees with the angle (issue #13: a square read "Isso facilita o ritmo
 * comum"): the same sign shares its modality, sextiles and trines never do; squares, oppositions and the
 * inconjunct signs say all there is in their distance note.
 */
const MODALITY_AGREES: ReadonlySet<number> = new Set([0, 2, 4]);

/** The aspect each sign distance stands for; 1 and 5 signs apart stand for none. */
const SIGN_DISTANCE_KIND: Readonly<Record<number, AspectKind | null>> = {
  0: 'conjunction',
  1: null,
  2: 'sextile',
  3: 'square',
  4: 'trine',
  5: null,
  6: 'opposition',
};

/**
 * Whether the aspect by degrees is the one the signs suggest (issue #28: two Moons 6° apart in
 * conjunction, across a sign boundary, read "caminhos opostos"). Both points are the same body, so
 * any body stands in for the orbs: the Sun's and the Moon's are the same.
 */
function degreeAgreement(x: number, y: number, signDistance: number) {
  const found = aspectBetween('sun', x, 'sun', y);
  const aspect = found ? { kind: found.kind, orb: found.orb } : null;
  return { aspect, agrees: (aspect?.kind ?? null) === SIGN_DISTANCE_KIND[signDistance] };
}

/** Arcana add up with the Fool as 22 (core's number-affinity.ts). */
const arcanumRoot = (id: number) => rootOf(arcanumSumValue(id));

/** Two people in, the synastry report out (domain.md §4; contract SynastryContent). */
export function computeSynastryContent(
  p1: ParsedPerson,
  p2: ParsedPerson,
  today: string,
  houseSystem: HouseSystem = DEFAULT_HOUSE_SYSTEM,
): SynastryContent {
  const a = preparePerson(p1, 1, today);
  const b = preparePerson(p2, 2, today);
  const result = calculateSynastry(a.engine, b.engine);
  // Inputs come from our own engines, so a failure here is a bug, not bad input.
  if (!result.ok) throw new HttpError(500, 'Não foi possível calcular a sinastria.');
  const s = result.value;
  const { aspects } = s;
  // Texts use first names (issue #13); the echo and person1Name/person2Name keep the names as typed.
  const names = textNames(p1.name, p2.name);
  const [A, B] = names;

  const sunRel = aspects.sunSignAspect;
  const sun = SUN_SIGN_TEXTS[sunRel.elementPair as ElementPairKey];
  const moon = MOON_TEXTS[aspects.moonAspect.elementPair as ElementPairKey];
  const rel = aspects.archetypeAspect.relationshipArcanum;
  const relText = RELATIONSHIP_ARCANUM_TEXTS[rel.id]!;
  const mercuryAspect = aspects.mercuryAspect;
  const mercury = MERCURY_TEXTS[mercuryAspect.kind];
  const numberRel = aspects.numerologyAspect.relationshipNumber;
  const numberText = RELATIONSHIP_NUMBER_TEXTS[numberRel.value];

  const oriented = orientContacts(s.breakdown, names);
  const mercuryContribution =
    s.breakdown.find((c) => c.bodyA === 'mercury' && c.bodyB === 'mercury')?.contribution ?? 0;
  const breakdown = s.breakdown.map((c) => ({
    label: breakdownLabel(c.bodyA, A, c.kind, c.bodyB, B),
    contribution: c.contribution,
    kind: c.kind,
    orb: Math.round(c.orb * 100) / 100,
  }));
  const band = harmonyBand(s.overallHarmony);
  const [sunElA, sunElB] = elements(sunRel);
  const [moonElA, moonElB] = elements(aspects.moonAspect);
  const sunDegrees = degreeAgreement(a.engine.longitudes.sun, b.engine.longitudes.sun, sunRel.signDistance);
  const moonDegrees = degreeAgreement(
    a.engine.longitudes.moon,
    b.engine.longitudes.moon,
    aspects.moonAspect.signDistance,
  );

  return {
    person1Name: p1.name,
    person2Name: p2.name,
    overallHarmony: s.overallHarmony,
    harmony: {
      title: band.title,
      text: band.text,
      why: harmonyWhy(s.overallHarmony, breakdown.filter((c) => c.contribution !== 0).slice(0, 3)),
    },
    aspects: {
      sunSignAspect: {
        title: elementTitle('Sol', sunElA, sunElB),
        harmonyScore: sunRel.harmonyScore,
        summary: joinSentences(
          sunLead(A, signName(sunRel.signA), sunElA, B, signName(sunRel.signB), sunElB),
          sunDegrees.agrees || !sunDegrees.aspect
            ? sun.summary
            : degreeAspectNote('sun', A, B, sunDegrees.aspect),
        ),
        details: joinSentences(
          sun.details,
          sunDegrees.agrees
            ? SIGN_DISTANCE_NOTES[sunRel.signDistance as SignDistance]
            : !sunDegrees.aspect && degreeAspectNote('sun', A, B, null),
          MODALITY_AGREES.has(sunRel.signDistance) &&
            modalityNote(A, SIGN_MODALITY[sunRel.signA], B, SIGN_MODALITY[sunRel.signB]),
        ),
        ...(sunRel.uncertain ? { uncertain: true } : {}),
      },
      archetypeAspect: {
        title: relText.title,
        harmonyScore: aspects.archetypeAspect.harmonyScore,
        summary: joinSentences(
          archetypeLead(
            A,
            getArcanum(aspects.archetypeAspect.arcanumA).name,
            B,
            getArcanum(aspects.archetypeAspect.arcanumB).name,
            getArcanum(rel.id).name,
            rel.trail,
          ),
          relText.summary,
          affinitySentence(
            'os arcanos',
            arcanumRoot(aspects.archetypeAspect.arcanumA),
            arcanumRoot(aspects.archetypeAspect.arcanumB),
            aspects.archetypeAspect.affinity,
            aspects.archetypeAspect.harmonyScore,
          ),
        ),
        details: relText.details,
      },
      moonAspect: {
        title: elementTitle('Lua', moonElA, moonElB),
        harmonyScore: aspects.moonAspect.harmonyScore,
        summary: joinSentences(
          moonLead(
            A,
            signName(aspects.moonAspect.signA),
            moonElA,
            B,
            signName(aspects.moonAspect.signB),
            moonElB,
          ),
          moonDegrees.agrees ? moon.summary : degreeAspectNote('moon', A, B, moonDegrees.aspect),
        ),
        // The element text speaks of the signs; when the degrees tell another aspect it would contradict them.
        details:
          moonDegrees.agrees || !moonDegrees.aspect
            ? moon.details
            : DEGREE_MOON_DETAILS[CHART_ASPECT_NATURE[moonDegrees.aspect.kind]],
        ...(aspects.moonAspect.uncertain ? { uncertain: true } : {}),
      },
      venusMarsAspect: venusMarsCard(oriented, aspects.venusMarsAspect.harmonyScore, names, s.breakdown),
      mercuryAspect: {
        title: mercury.title,
        harmonyScore: mercuryAspect.harmonyScore,
        summary:
          mercuryAspect.kind === 'none'
            ? mercury.summary
            : joinSentences(
                mercuryFact(A, B, mercuryAspect.kind, mercuryAspect.orb ?? 0, mercuryContribution),
                mercury.summary,
              ),
        details: mercury.details,
      },
      ...(aspects.ascendantAspect
        ? {
            ascendantAspect: (() => {
              const asc = aspects.ascendantAspect;
              const text = ASCENDANT_TEXTS[asc.elementPair as ElementPairKey];
              const [elA, elB] = elements(asc);
              return {
                title: elementTitle('Ascendente', elA, elB),
                harmonyScore: asc.harmonyScore,
                summary: joinSentences(
                  ascendantLead(A, signName(asc.signA), elA, B, signName(asc.signB), elB),
                  text.summary,
                ),
                details: text.details,
              };
            })(),
          }
        : {}),
      numerologyAspect: {
        title: numberText.title,
        harmonyScore: aspects.numerologyAspect.harmonyScore,
        summary: joinSentences(
          numerologyLead(
            A,
            aspects.numerologyAspect.destinyA,
            B,
            aspects.numerologyAspect.destinyB,
            numberRel.value,
            numberRel.trail,
          ),
          numberText.summary,
          affinitySentence(
            'os destinos',
            rootOf(aspects.numerologyAspect.destinyA),
            rootOf(aspects.numerologyAspect.destinyB),
            aspects.numerologyAspect.affinity,
            aspects.numerologyAspect.harmonyScore,
          ),
        ),
        details: numberText.details,
      },
    },
    breakdown: [{ label: STARTING_POINT_LABEL, contribution: s.base }, ...breakdown],
    notes: synastryNotes([
      { name: A, hasTime: a.echo.hasTime, hasPlace: a.engine.hasPlace, daySignChanges: a.daySignChanges },
      { name: B, hasTime: b.echo.hasTime, hasPlace: b.engine.hasPlace, daySignChanges: b.daySignChanges },
    ]),
    contacts: allContacts(a.points, b.points, names, s.breakdown),
    charts: [chartPoints(a.points), chartPoints(b.points)],
    composite: compositeContent(
      a.composite,
      b.composite,
      houseSystem,
      [a.echo.hasTime ? null : A, b.echo.hasTime ? null : B].filter((n): n is string => n !== null),
    ),
    people: [a.echo, b.echo],
  };
}
