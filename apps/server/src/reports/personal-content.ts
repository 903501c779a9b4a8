import type {
  Arcanum,
  Astrology,
  BodyPosition as BodyDto,
  PersonalContent,
  Reading,
} from '@constelar/contract';
import {
  EXTRA_BODIES,
  READING_POINTS,
  REPORT_BODIES,
  type BirthInstant,
  type Chart,
  type ChartAngle,
  type ChartBody,
  type ChineseAnimal,
  type ChineseElement,
  type Numerology,
  type NumberKind,
} from '@constelar/core';
import {
  ASPECT_NAMES,
  BODY_NAMES,
  CHINESE_COMBINATION_TEXTS,
  NUMBER_KIND_TEXTS,
  PLANET_IN_HOUSE,
  PLANET_IN_SIGN,
  POINT_TEXTS,
  SIGN_NAMES,
  buildSummary,
  chineseZodiacLabel,
  getArcanum,
  numberText,
  type HouseNumber,
} from '@constelar/content';
import type { Place } from '@constelar/places';

export interface PersonalComputation {
  name: string;
  birthDate: string;
  birthTime: string;
  place: Place;
  instant: BirthInstant;
  chart: Chart;
  numerology: Numerology;
  chinese: { animal: ChineseAnimal; element: ChineseElement };
  targetYear: number;
}

const NUMBER_FIELD: Record<NumberKind, keyof PersonalContent['numerology']> = {
  personal: 'personalNumber',
  soul: 'soulNumber',
  personality: 'personalityNumber',
  destiny: 'destinyNumber',
  annual: 'annualNumber',
  cabalisticName: 'cabalisticNameNumber',
  gematriaName: 'gematriaNameNumber',
};

const ARCANA_FIELD: Record<NumberKind, keyof PersonalContent['arcana']> = {
  personal: 'personalArcana',
  soul: 'soulArcana',
  personality: 'personalityArcana',
  destiny: 'destinyArcana',
  annual: 'annualArcana',
  cabalisticName: 'cabalisticNameArcana',
  gematriaName: 'gematriaNameArcana',
};

/** Rounds for the wire (to the last digit, ties aside); Number(n.toFixed(d)) costs ten times as much. */
const round = (n: number, digits: number) => {
  const scale = 10 ** digits;
  return Math.round(n * scale) / scale;
};

function bodyDto(body: ChartBody): BodyDto {
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

function arcanumDto(id: number, trail: string): Arcanum {
  const text = getArcanum(id);
  return {
    id,
    name: text.name,
    roman: text.roman,
    description: text.description,
    longDescription: text.longDescription,
    keywords: [...text.keywords],
    light: text.light,
    shadow: text.shadow,
    advice: text.advice,
    trail,
  };
}

const NOTE_TEXT = {
  gap: (minutes: number) =>
    `Este horário não existiu no relógio local: os relógios foram adiantados ${minutes} minutos para o horário de verão. Calculamos o instante correspondente, ${minutes} minutos depois.`,
  overlap:
    'Este horário aconteceu duas vezes no relógio local, porque os relógios foram atrasados no fim do horário de verão. Usamos a primeira ocorrência, ainda no horário de verão.',
};

/** Turns the engines' codes into the report a person reads (domain.md §2–§3, contract PersonalContent). */
export function assemblePersonalContent(c: PersonalComputation): PersonalContent {
  const { chart, numerology } = c;
  const bodies = Object.fromEntries(REPORT_BODIES.map((b) => [b, bodyDto(chart.bodies[b])])) as Record<
    (typeof REPORT_BODIES)[number],
    BodyDto
  >;
  const extras = Object.fromEntries(EXTRA_BODIES.map((b) => [b, bodyDto(chart.bodies[b])]));
  const pointName = (p: string) => BODY_NAMES[p as keyof typeof BODY_NAMES] ?? p;

  const astrology: Astrology = {
    ...bodies,
    ...extras,
    ascendant: angleDto(chart.ascendant),
    midheaven: angleDto(chart.midheaven),
    houses: chart.houses.map((h) => round(h, 6)),
    houseSystem: chart.houseSystem === 'placidus' ? 'Placidus' : 'Porphyry',
    ...(chart.houseFallback
      ? {
          houseSystemNote:
            chart.houseFallback === 'polar'
              ? 'Nesta latitude o sistema de Placidus não se define (acima do círculo polar); as casas seguem o sistema de Porfírio.'
              : 'O sistema de Placidus não convergiu para este céu; as casas seguem o sistema de Porfírio.',
        }
      : {}),
    chineseZodiac: chineseZodiacLabel(c.chinese.animal, c.chinese.element),
    chineseZodiacDetail: {
      animal: c.chinese.animal,
      element: c.chinese.element,
      text: CHINESE_COMBINATION_TEXTS[c.chinese.animal][c.chinese.element],
    },
    aspects: chart.aspects.map((a) => ({
      a: a.a,
      b: a.b,
      aName: pointName(a.a),
      bName: pointName(a.b),
      kind: a.kind,
      kindName: ASPECT_NAMES[a.kind],
      angle: a.angle,
      orb: round(a.orb, 4),
    })),
  };

  const readings: Reading[] = READING_POINTS.map((point) => {
    const sign = point === 'ascendant' ? chart.ascendant.sign : chart.bodies[point].sign;
    const text = POINT_TEXTS[point];
    const house = point === 'ascendant' ? undefined : (chart.bodies[point].house as HouseNumber);
    return {
      point,
      name: text.name,
      title: `${text.name} em ${SIGN_NAMES[sign]}`,
      description: text.description,
      signText: PLANET_IN_SIGN[point][sign],
      ...(house && point !== 'ascendant' ? { houseText: PLANET_IN_HOUSE[point][house] } : {}),
    };
  });

  const numbers = {} as PersonalContent['numerology'];
  const numerologyDetails: PersonalContent['numerologyDetails'] = {};
  const arcana = {} as Record<keyof PersonalContent['arcana'], Arcanum>;
  for (const [kind, n] of Object.entries(numerology.numbers) as [
    NumberKind,
    Numerology['numbers'][NumberKind],
  ][]) {
    numbers[NUMBER_FIELD[kind]] = n.value;
    numerologyDetails[NUMBER_FIELD[kind]] = {
      value: n.value,
      total: n.total,
      trail: n.trail,
      name: NUMBER_KIND_TEXTS[kind].name,
      text: numberText(kind, n.value, c.targetYear),
    };
    const arc = numerology.arcana[kind];
    arcana[ARCANA_FIELD[kind]] = arcanumDto(arc.id, arc.trail);
  }

  const firstName = c.name.trim().split(/\s+/)[0] ?? c.name;
  const note = c.instant.note;
  return {
    name: c.name,
    astrology,
    readings,
    numerology: numbers,
    numerologyDetails,
    arcana: arcana as PersonalContent['arcana'],
    targetYear: c.targetYear,
    summary: buildSummary({
      firstName,
      sun: chart.bodies.sun.sign,
      moon: chart.bodies.moon.sign,
      ascendant: chart.ascendant.sign,
      personalArcanum: numerology.arcana.personal.id,
      destinyNumber: numerology.numbers.destiny.value,
    }),
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
      ...(note ? { note: note.kind === 'gap' ? NOTE_TEXT.gap(note.shiftedMinutes) : NOTE_TEXT.overlap } : {}),
    },
  };
}
