import type { NumberKind } from '@constelar/core';
import { NUMBER_KINDS, NUMBER_VALUES, READING_POINTS, REPORT_BODIES, SIGNS } from '@constelar/core';
import { ARCANA } from './arcana';
import {
  HOROSCOPE_METHOD,
  HOROSCOPE_MOON_HOUR,
  horoscopeMoonLine,
  horoscopeTodayMoonLine,
} from './horoscope-words';
import { CHANGELOG_EMPTY, CHANGELOG_INTRO, CHANGELOG_KICKER } from './changelog-words';
import { privacyPolicyTexts } from './privacy-policy';
import { SKY_EVENT_KIND_LABELS, SKY_PAGE, skyZoneNote } from './sky-page-words';
import { SUN_MOON_BY_ASPECT, SUN_MOON_BY_ELEMENT } from './chart-synthesis';
import { columnTexts } from './column-texts';
import { periodTexts } from './period-library';
import { MOON_PHASE_DAY_TEXTS, MOON_SIGN_DAY_TEXTS, PERSONAL_DAY_TEXTS } from './day-texts';
import {
  ECLIPSE_TEXTS,
  INGRESS_TEXTS,
  PHASE_TEXTS,
  SIGN_SEASON_TEXTS,
  STATION_TEXTS,
  VOID_TEXT,
  WEEKLY_LETTER,
} from './sky-event-texts';
import { SOLAR_RETURN_ASCENDANT_TEXTS, SOLAR_RETURN_SUN_HOUSE_TEXTS } from './solar-return-texts';
import {
  PROGRESSED_MOON_HOUSE_TEXTS,
  PROGRESSED_MOON_SIGN_TEXTS,
  PROGRESSED_SUN_INGRESS_TEXTS,
} from './progression-texts';
import { LUNAR_RETURN_ASCENDANT_TEXTS, LUNAR_RETURN_MOON_HOUSE_TEXTS } from './lunar-return-texts';
import {
  DIRECTION_MOVING_GIFTS,
  DIRECTION_NATAL_SHORT,
  DIRECTION_NATAL_STAKES,
  DIRECTION_NATAL_STAKES_AGAIN,
  DIRECTION_NATAL_THEMES,
  DIRECTION_PACE_SENTENCES,
} from './direction-aspect-texts';
import { TRANSIT_TEXTS } from './transit-texts';
import { ASPECT_TEXTS } from './aspect-texts';
import { EXTRA_POINT_TEXTS } from './extra-points';
import {
  CHART_POINT_IN_HOUSE,
  CHART_POINT_IN_SIGN,
  CHART_POINT_TEXTS,
  allChartPointAspectTexts,
} from './chart-point-texts';
import { OUTER_IN_HOUSE } from './outer-in-house';
import { OUTER_IN_SIGN, OUTER_OTHER_PASSAGE } from './outer-in-sign';
import { ARCANUM_ROLE_TEMPLATES, NUMBER_ROLE_TEMPLATES } from './role-openings';
import { SYNASTRY_ASPECT_TEXTS } from './synastry-aspect-texts';
import { CONTACT_KIND_TEXTS, CONTACT_PAIR_TEXTS, fillNames, fillPoints } from './synastry-contact-texts';
import {
  COMPOSITE_INTRO,
  COMPOSITE_NO_ANGLES,
  COMPOSITE_SUN_HOUSE_TEXTS,
  COMPOSITE_SIGN_MANNERS,
  COMPOSITE_POINT_OPENINGS,
  COMPOSITE_POINT_ELEMENTS,
  COMPOSITE_TEXT_POINTS,
} from './synastry-composite-texts';
import {
  BALANCED_ELEMENTS_TEXT,
  BALANCED_MODALITIES_TEXT,
  DOMINANT_ELEMENT_TEXTS,
  DOMINANT_MODALITY_TEXTS,
  HOUSE_STELLIUM_TEXTS,
  MISSING_ELEMENT_TEXTS,
  MISSING_MODALITY_TEXTS,
  SIGN_STELLIUM_TEXTS,
} from './synthesis-texts';
import { BADGE_TEXTS } from './badges';
import { POINT_TEXTS } from './bodies';
import { CHINESE_ANIMAL_TEXTS, CHINESE_COMBINATION_TEXTS, CHINESE_ELEMENT_TEXTS } from './chinese-zodiac';
import { DAILY_CARDS } from './daily-cards';
import { ANNUAL_MEANINGS, ANNUAL_VALUES, NUMBER_KIND_TEXTS, NUMBER_MEANINGS } from './numbers';
import { HOUSE_NUMBERS, PLANET_IN_HOUSE } from './planet-in-house';
import { PLANET_IN_SIGN } from './planet-in-sign';
import { SIGN_TEXTS } from './signs';
import { SIGN_NAMES } from './sign-names';
import * as synastryTexts from './synastry-texts';
import { numerologyMapEntries } from './numerology/map-entries';
import { tarotTexts } from './tarot/tarot-all-texts';
import { ciganoTexts } from './cigano/cigano-all-texts';
import { LUNATION_SIGN_WAYS } from './member-sky-texts';

export interface TextEntry {
  /** Where the text lives, e.g. "arcana.13.longDescription". */
  key: string;
  text: string;
}

const aspectEntries = (
  prefix: string,
  record: Record<string, { title: string; summary: string; details: string }>,
) =>
  Object.entries(record).flatMap(([k, v]) => [
    { key: `${prefix}.${k}.summary`, text: v.summary },
    { key: `${prefix}.${k}.details`, text: v.details },
  ]);

/**
 * Every prose text of the product, keyed by where it lives: the source of the reviewable snapshot and of
 * the cross-file checks (no paragraph repeated anywhere).
 */
export function allTexts(): TextEntry[] {
  const out: TextEntry[] = [];
  for (const a of ARCANA) {
    for (const field of ['description', 'longDescription', 'light', 'shadow', 'advice'] as const) {
      out.push({ key: `arcana.${a.id}.${field}`, text: a[field] });
    }
  }
  for (const sign of SIGNS) {
    out.push(
      { key: `signs.${sign}.short`, text: SIGN_TEXTS[sign].short },
      { key: `signs.${sign}.long`, text: SIGN_TEXTS[sign].long },
    );
  }
  for (const point of READING_POINTS) {
    out.push({ key: `points.${point}.description`, text: POINT_TEXTS[point].description });
    for (const sign of SIGNS)
      out.push({ key: `planetInSign.${point}.${sign}`, text: PLANET_IN_SIGN[point][sign] });
  }
  for (const body of REPORT_BODIES) {
    for (const house of HOUSE_NUMBERS)
      out.push({ key: `planetInHouse.${body}.${house}`, text: PLANET_IN_HOUSE[body][house] });
  }
  for (const kind of NUMBER_KINDS as readonly NumberKind[])
    out.push({ key: `numbers.kind.${kind}.opening`, text: NUMBER_KIND_TEXTS[kind].opening });
  for (const value of NUMBER_VALUES)
    out.push({ key: `numbers.${value}.text`, text: NUMBER_MEANINGS[value].text });
  for (const value of ANNUAL_VALUES)
    out.push({ key: `numbers.annual.${value}`, text: ANNUAL_MEANINGS[value] });
  out.push(...numerologyMapEntries());
  for (const [animal, text] of Object.entries(CHINESE_ANIMAL_TEXTS))
    out.push({ key: `chinese.animal.${animal}`, text });
  for (const [element, text] of Object.entries(CHINESE_ELEMENT_TEXTS))
    out.push({ key: `chinese.element.${element}`, text });
  for (const [animal, byElement] of Object.entries(CHINESE_COMBINATION_TEXTS)) {
    for (const [element, text] of Object.entries(byElement))
      out.push({ key: `chinese.${animal}.${element}`, text });
  }
  out.push(
    ...aspectEntries('synastry.sun', synastryTexts.SUN_SIGN_TEXTS),
    ...aspectEntries('synastry.moon', synastryTexts.MOON_TEXTS),
    ...aspectEntries('synastry.mercury', synastryTexts.MERCURY_TEXTS),
    ...aspectEntries('synastry.ascendant', synastryTexts.ASCENDANT_TEXTS),
    ...aspectEntries('synastry.arcanum', synastryTexts.RELATIONSHIP_ARCANUM_TEXTS),
    ...aspectEntries('synastry.number', synastryTexts.RELATIONSHIP_NUMBER_TEXTS),
  );
  for (const [d, text] of Object.entries(synastryTexts.SIGN_DISTANCE_NOTES))
    out.push({ key: `synastry.distance.${d}`, text });
  for (const [m, text] of Object.entries(synastryTexts.MODALITY_SAME_NOTES))
    out.push({ key: `synastry.modality.same.${m}`, text: fillNames(text, 'Ana', 'Bia') });
  for (const [m, text] of Object.entries(synastryTexts.MODALITY_ROLES))
    out.push({ key: `synastry.modality.role.${m}`, text });
  out.push({ key: 'synastry.modality.closing', text: synastryTexts.MODALITY_DIFFERENT_CLOSING });
  for (const band of synastryTexts.HARMONY_BANDS)
    out.push({ key: `synastry.band.${band.min}`, text: band.text });
  for (const card of DAILY_CARDS)
    card.insights.forEach((text, i) => out.push({ key: `daily.${card.arcanumId}.${i}`, text }));
  for (const [id, b] of Object.entries(BADGE_TEXTS))
    out.push({ key: `badges.${id}.description`, text: b.description });
  out.push(...readingTexts(), ...skyTexts(), ...tarotTexts(), ...ciganoTexts());
  return out;
}

const record = (prefix: string, texts: Record<string, string>): TextEntry[] =>
  Object.entries(texts).map(([k, text]) => ({ key: `${prefix}.${k}`, text }));
const nested = (prefix: string, texts: Record<string, Record<string, string>>): TextEntry[] =>
  Object.entries(texts).flatMap(([k, inner]) => record(`${prefix}.${k}`, inner));

/** The complete natal reading (sky.md §1): aspects, the outer points, synthesis and role openings. */
function readingTexts(): TextEntry[] {
  return [
    ...Object.entries(ASPECT_TEXTS).flatMap(([pair, byNature]) => record(`aspects.${pair}`, byNature)),
    ...Object.entries(EXTRA_POINT_TEXTS).map(([point, t]) => ({
      key: `points.${point}.description`,
      text: t.description,
    })),
    ...Object.entries(OUTER_IN_SIGN).flatMap(([point, bySign]) => record(`planetInSign.${point}`, bySign)),
    ...record('planetInSign.otherPassage', OUTER_OTHER_PASSAGE),
    ...record('synthesis.sunMoon', SUN_MOON_BY_ASPECT),
    ...record('synthesis.sunMoonByElement', SUN_MOON_BY_ELEMENT),
    ...Object.entries(OUTER_IN_HOUSE).flatMap(([point, byHouse]) =>
      record(`planetInHouse.${point}`, byHouse),
    ),
    // points.md §2: Lilith, the South Node and the Part of Fortune.
    ...Object.entries(CHART_POINT_TEXTS).map(([point, t]) => ({
      key: `points.${point}.description`,
      text: t.description,
    })),
    ...Object.entries(CHART_POINT_IN_SIGN).flatMap(([point, bySign]) =>
      record(`pointInSign.${point}`, bySign),
    ),
    ...Object.entries(CHART_POINT_IN_HOUSE).flatMap(([point, byHouse]) =>
      record(`pointInHouse.${point}`, byHouse),
    ),
    ...allChartPointAspectTexts().map(([key, text]) => ({ key: `pointAspects.${key}`, text })),
    ...record('synthesis.dominantElement', DOMINANT_ELEMENT_TEXTS),
    ...record('synthesis.dominantModality', DOMINANT_MODALITY_TEXTS),
    ...record('synthesis.missingElement', MISSING_ELEMENT_TEXTS),
    ...record('synthesis.missingModality', MISSING_MODALITY_TEXTS),
    { key: 'synthesis.balancedElements', text: BALANCED_ELEMENTS_TEXT },
    { key: 'synthesis.balancedModalities', text: BALANCED_MODALITIES_TEXT },
    ...record('synthesis.stelliumSign', SIGN_STELLIUM_TEXTS),
    ...record('synthesis.stelliumHouse', HOUSE_STELLIUM_TEXTS),
    ...Object.entries(NUMBER_ROLE_TEMPLATES).flatMap(([kind, ts]) =>
      ts.map((text, i) => ({ key: `roles.number.${kind}.${i}`, text })),
    ),
    ...Object.entries(ARCANUM_ROLE_TEMPLATES).flatMap(([kind, ts]) =>
      ts.map((text, i) => ({ key: `roles.arcanum.${kind}.${i}`, text })),
    ),
    ...Object.entries(SYNASTRY_ASPECT_TEXTS).flatMap(([pair, byNature]) =>
      record(`synastry.contact.${pair}`, byNature),
    ),
    ...Object.entries(CONTACT_PAIR_TEXTS).map(([pair, text]) => ({
      key: `synastry.contactPair.${pair}`,
      text: fillNames(text, 'Ana', 'Bia'),
    })),
    ...Object.entries(CONTACT_KIND_TEXTS).flatMap(([kind, texts]) =>
      texts.map((text, i) => ({
        key: `synastry.contactKind.${kind}.${i}`,
        text: fillPoints(text, 'o Sol de Ana', 'a Lua de Bia', 'a vontade e o afeto'),
      })),
    ),
    // The 60 sign texts are composed: each opening once, filled with Áries, then each sign's words.
    ...COMPOSITE_TEXT_POINTS.map((point) => ({
      key: `synastry.composite.${point}`,
      text: COMPOSITE_POINT_OPENINGS[point]
        .replace('{sign}', SIGN_NAMES.aries)
        .replace('{manner}', COMPOSITE_SIGN_MANNERS.aries.manner),
    })),
    ...SIGNS.map((sign) => ({
      key: `synastry.composite.sign.${sign}`,
      text: `${COMPOSITE_SIGN_MANNERS[sign].manner}. ${COMPOSITE_SIGN_MANNERS[sign].care}`,
    })),
    ...nested('synastry.composite.elements', COMPOSITE_POINT_ELEMENTS),
    ...nested('member.lunation.signs', LUNATION_SIGN_WAYS),
    ...record('synastry.composite.sunHouse', COMPOSITE_SUN_HOUSE_TEXTS),
    { key: 'synastry.composite.intro', text: COMPOSITE_INTRO },
    { key: 'synastry.composite.noAngles', text: COMPOSITE_NO_ANGLES },
  ];
}

/** The sky after birth (sky.md §3–§4): transits and the day. */
function skyTexts(): TextEntry[] {
  return [
    ...Object.entries(TRANSIT_TEXTS).flatMap(([body, byPoint]) =>
      Object.entries(byPoint).flatMap(([point, byNature]) => record(`transits.${body}.${point}`, byNature)),
    ),
    ...record('solarReturn.ascendant', SOLAR_RETURN_ASCENDANT_TEXTS),
    ...record('solarReturn.sunHouse', SOLAR_RETURN_SUN_HOUSE_TEXTS),
    ...record('progressions.moonSign', PROGRESSED_MOON_SIGN_TEXTS),
    ...record('progressions.moonHouse', PROGRESSED_MOON_HOUSE_TEXTS),
    ...record('progressions.sunIngress', PROGRESSED_SUN_INGRESS_TEXTS),
    ...record('directions.natal', DIRECTION_NATAL_THEMES),
    ...record('directions.natal-short', DIRECTION_NATAL_SHORT),
    ...nested('directions.stakes', DIRECTION_NATAL_STAKES),
    ...nested('directions.stakes-again', DIRECTION_NATAL_STAKES_AGAIN),
    ...nested('directions.gifts', DIRECTION_MOVING_GIFTS),
    ...record('directions.pace', DIRECTION_PACE_SENTENCES),
    ...record('lunarReturn.ascendant', LUNAR_RETURN_ASCENDANT_TEXTS),
    ...record('lunarReturn.moonHouse', LUNAR_RETURN_MOON_HOUSE_TEXTS),
    ...record('sky.phase', PHASE_TEXTS),
    ...record('sky.ingress', INGRESS_TEXTS),
    ...record('sky.season', SIGN_SEASON_TEXTS),
    ...Object.entries(STATION_TEXTS).flatMap(([body, byKind]) => record(`sky.station.${body}`, byKind)),
    { key: 'sky.void', text: VOID_TEXT },
    { key: 'horoscope.method', text: HOROSCOPE_METHOD },
    {
      key: 'horoscope.moon-line',
      text: `${horoscopeMoonLine('Touro', 10, 'Lua Crescente').join('')}, ${HOROSCOPE_MOON_HOUR}`,
    },
    {
      key: 'horoscope.moon-today',
      text: `${horoscopeTodayMoonLine('Lua Crescente', 'Touro').join('')}, ${HOROSCOPE_MOON_HOUR}`,
    },
    { key: 'changelog.intro', text: `${CHANGELOG_KICKER}. ${CHANGELOG_INTRO} (${CHANGELOG_EMPTY}.)` },
    ...privacyPolicyTexts(),
    { key: 'skyPage.header', text: `${SKY_PAGE.kicker}: ${SKY_PAGE.title}. ${SKY_PAGE.intro}` },
    { key: 'skyPage.quietDay', text: SKY_PAGE.quietDay },
    { key: 'skyPage.emptyMonth', text: `${SKY_PAGE.emptyMonthTitle}. ${SKY_PAGE.emptyMonth}` },
    { key: 'skyPage.zoneNote', text: skyZoneNote('Horário de Brasília', 'GMT-3') },
    { key: 'skyPage.kinds', text: Object.values(SKY_EVENT_KIND_LABELS).join(' · ') },
    ...columnTexts(),
    ...periodTexts(),
    ...record('sky.eclipse', ECLIPSE_TEXTS),
    { key: 'sky.letter.intro', text: WEEKLY_LETTER.intro },
    { key: 'sky.letter.outro', text: WEEKLY_LETTER.outro },
    ...record('day.moonSign', MOON_SIGN_DAY_TEXTS),
    ...record('day.moonPhase', MOON_PHASE_DAY_TEXTS),
    ...record('day.personal', PERSONAL_DAY_TEXTS),
  ];
}
