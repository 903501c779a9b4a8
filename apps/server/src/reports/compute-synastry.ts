import type { SynastryContent } from '@constelar/contract';
import { calculateSynastry, REPORT_BODIES, signOf, type Sign, type SynastryPerson } from '@constelar/core';
import {
  ASCENDANT_TEXTS,
  ASPECT_NAMES,
  BODY_NAMES,
  MERCURY_TEXTS,
  MODALITY_NOTES,
  MOON_TEXTS,
  RELATIONSHIP_ARCANUM_TEXTS,
  RELATIONSHIP_NUMBER_TEXTS,
  SIGN_DISTANCE_NOTES,
  SIGN_NAMES,
  SUN_SIGN_TEXTS,
  UNCERTAINTY_NOTES,
  VENUS_MARS_TEXTS,
  getArcanum,
  harmonyBand,
  type ElementPairKey,
  type SignDistance,
} from '@constelar/content';
import { HttpError } from '../lib/http-error';
import { castBirth } from './cast-birth';

/** domain.md §4: without a time the chart is cast for 00:00 and flagged. */
export const DEFAULT_SYNASTRY_TIME = '00:00';

interface PreparedPerson {
  name: string;
  engine: SynastryPerson;
  echo: SynastryContent['people'][number];
}

type ParsedPerson = {
  name: string;
  birthDate: string;
  birthTime?: string | undefined;
  birthPlace?: string | undefined;
  placeId?: string | undefined;
};

function preparePerson(input: ParsedPerson, index: 1 | 2, targetYear: number): PreparedPerson {
  const hasTime = Boolean(input.birthTime);
  const time = input.birthTime ?? DEFAULT_SYNASTRY_TIME;
  const birth = castBirth({ ...input, birthTime: time }, { targetYear, path: `person${index}` });
  const hasPlace = birth.place !== null;
  const longitudes = Object.fromEntries(REPORT_BODIES.map((b) => [b, birth.bodies[b].longitude])) as Record<
    (typeof REPORT_BODIES)[number],
    number
  >;
  const ascendant = birth.chart?.ascendant.longitude ?? null;
  const personalArcanum = birth.numerology.arcana.personal.id;

  return {
    name: input.name,
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
  };
}

const signName = (s: Sign) => SIGN_NAMES[s];
const joinSentences = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(' ');

/** Two people in, the synastry report out (domain.md §4; contract SynastryContent). */
export function computeSynastryContent(
  p1: ParsedPerson,
  p2: ParsedPerson,
  targetYear: number,
): SynastryContent {
  const a = preparePerson(p1, 1, targetYear);
  const b = preparePerson(p2, 2, targetYear);
  const result = calculateSynastry(a.engine, b.engine);
  // Inputs come from our own engines, so a failure here is a bug, not bad input.
  if (!result.ok) throw new HttpError(500, 'Não foi possível calcular a sinastria.');
  const s = result.value;
  const { aspects } = s;
  const A = a.name;
  const B = b.name;

  const sun = SUN_SIGN_TEXTS[aspects.sunSignAspect.elementPair as ElementPairKey];
  const moon = MOON_TEXTS[aspects.moonAspect.elementPair as ElementPairKey];
  const rel = aspects.archetypeAspect.relationshipArcanum;
  const relText = RELATIONSHIP_ARCANUM_TEXTS[rel.id]!;
  const venusMars = VENUS_MARS_TEXTS[aspects.venusMarsAspect.kind];
  const mercury = MERCURY_TEXTS[aspects.mercuryAspect.kind];
  const numberRel = aspects.numerologyAspect.relationshipNumber;
  const numberText = RELATIONSHIP_NUMBER_TEXTS[numberRel.value];

  const notes: string[] = [];
  const namesOf = (sides: ('a' | 'b')[]) => sides.map((side) => (side === 'a' ? A : B)).join(' e ');
  if (s.uncertain.timeUnknownFor.length > 0)
    notes.push(
      `Sem hora de nascimento (${namesOf(s.uncertain.timeUnknownFor)}): ${UNCERTAINTY_NOTES.noTime}`,
    );
  if (s.uncertain.placeUnknownFor.length > 0)
    notes.push(
      `Sem local de nascimento (${namesOf(s.uncertain.placeUnknownFor)}): ${UNCERTAINTY_NOTES.noPlace}`,
    );

  return {
    person1Name: A,
    person2Name: B,
    overallHarmony: s.overallHarmony,
    harmony: { title: harmonyBand(s.overallHarmony).title, text: harmonyBand(s.overallHarmony).text },
    aspects: {
      sunSignAspect: {
        title: sun.title,
        harmonyScore: aspects.sunSignAspect.harmonyScore,
        summary: joinSentences(
          `${A} tem o Sol em ${signName(aspects.sunSignAspect.signA)}; ${B}, em ${signName(aspects.sunSignAspect.signB)}.`,
          sun.summary,
        ),
        details: joinSentences(
          sun.details,
          SIGN_DISTANCE_NOTES[aspects.sunSignAspect.signDistance as SignDistance],
          MODALITY_NOTES[aspects.sunSignAspect.sameModality ? 'same' : 'different'],
        ),
        ...(aspects.sunSignAspect.uncertain ? { uncertain: true } : {}),
      },
      archetypeAspect: {
        title: relText.title,
        harmonyScore: aspects.archetypeAspect.harmonyScore,
        summary: joinSentences(
          `${A} traz ${getArcanum(aspects.archetypeAspect.arcanumA).name} e ${B}, ${getArcanum(aspects.archetypeAspect.arcanumB).name}; juntos somam ${getArcanum(rel.id).name} (${rel.trail}).`,
          relText.summary,
        ),
        details: relText.details,
      },
      moonAspect: {
        title: moon.title,
        harmonyScore: aspects.moonAspect.harmonyScore,
        summary: joinSentences(
          `Lua de ${A} em ${signName(aspects.moonAspect.signA)}, Lua de ${B} em ${signName(aspects.moonAspect.signB)}.`,
          moon.summary,
        ),
        details: moon.details,
        ...(aspects.moonAspect.uncertain ? { uncertain: true } : {}),
      },
      venusMarsAspect: {
        title: venusMars.title,
        harmonyScore: aspects.venusMarsAspect.harmonyScore,
        summary: venusMars.summary,
        details: venusMars.details,
      },
      mercuryAspect: {
        title: mercury.title,
        harmonyScore: aspects.mercuryAspect.harmonyScore,
        summary: mercury.summary,
        details: mercury.details,
      },
      ...(aspects.ascendantAspect
        ? {
            ascendantAspect: {
              title: ASCENDANT_TEXTS[aspects.ascendantAspect.elementPair as ElementPairKey].title,
              harmonyScore: aspects.ascendantAspect.harmonyScore,
              summary: joinSentences(
                `Ascendente de ${A} em ${signName(aspects.ascendantAspect.signA)}, de ${B} em ${signName(aspects.ascendantAspect.signB)}.`,
                ASCENDANT_TEXTS[aspects.ascendantAspect.elementPair as ElementPairKey].summary,
              ),
              details: ASCENDANT_TEXTS[aspects.ascendantAspect.elementPair as ElementPairKey].details,
            },
          }
        : {}),
      numerologyAspect: {
        title: numberText.title,
        harmonyScore: aspects.numerologyAspect.harmonyScore,
        summary: joinSentences(
          `Destino ${aspects.numerologyAspect.destinyA} com destino ${aspects.numerologyAspect.destinyB}: número da relação ${numberRel.value} (${numberRel.trail}).`,
          numberText.summary,
        ),
        details: numberText.details,
      },
    },
    breakdown: [
      { label: 'Ponto de partida', contribution: s.base },
      ...s.breakdown.map((c) => ({
        label: `${BODY_NAMES[c.bodyA]} de ${A} em ${ASPECT_NAMES[c.kind]} com ${BODY_NAMES[c.bodyB]} de ${B}`,
        contribution: c.contribution,
        kind: c.kind,
        orb: Math.round(c.orb * 100) / 100,
      })),
    ],
    notes,
    people: [a.echo, b.echo],
  };
}
