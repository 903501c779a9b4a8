import type { NumberKind } from '@constelar/core';
import { NUMBER_KINDS, NUMBER_VALUES, READING_POINTS, REPORT_BODIES, SIGNS } from '@constelar/core';
import { ARCANA } from './arcana';
import { BADGE_TEXTS } from './badges';
import { POINT_TEXTS } from './bodies';
import { CHINESE_ANIMAL_TEXTS, CHINESE_COMBINATION_TEXTS, CHINESE_ELEMENT_TEXTS } from './chinese-zodiac';
import { DAILY_CARDS } from './daily-cards';
import { ANNUAL_MEANINGS, NUMBER_KIND_TEXTS, NUMBER_MEANINGS } from './numbers';
import { HOUSE_NUMBERS, PLANET_IN_HOUSE } from './planet-in-house';
import { PLANET_IN_SIGN } from './planet-in-sign';
import { SIGN_TEXTS } from './signs';
import {
  ASCENDANT_TEXTS,
  HARMONY_BANDS,
  MERCURY_TEXTS,
  MODALITY_NOTES,
  MOON_TEXTS,
  RELATIONSHIP_ARCANUM_TEXTS,
  RELATIONSHIP_NUMBER_TEXTS,
  SIGN_DISTANCE_NOTES,
  SUN_SIGN_TEXTS,
  UNCERTAINTY_NOTES,
  VENUS_MARS_TEXTS,
} from './synastry-texts';

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
  for (const value of NUMBER_VALUES) {
    out.push(
      { key: `numbers.${value}.text`, text: NUMBER_MEANINGS[value].text },
      { key: `numbers.annual.${value}`, text: ANNUAL_MEANINGS[value] },
    );
  }
  for (const [animal, text] of Object.entries(CHINESE_ANIMAL_TEXTS))
    out.push({ key: `chinese.animal.${animal}`, text });
  for (const [element, text] of Object.entries(CHINESE_ELEMENT_TEXTS))
    out.push({ key: `chinese.element.${element}`, text });
  for (const [animal, byElement] of Object.entries(CHINESE_COMBINATION_TEXTS)) {
    for (const [element, text] of Object.entries(byElement))
      out.push({ key: `chinese.${animal}.${element}`, text });
  }
  out.push(
    ...aspectEntries('synastry.sun', SUN_SIGN_TEXTS),
    ...aspectEntries('synastry.moon', MOON_TEXTS),
    ...aspectEntries('synastry.venusMars', VENUS_MARS_TEXTS),
    ...aspectEntries('synastry.mercury', MERCURY_TEXTS),
    ...aspectEntries('synastry.ascendant', ASCENDANT_TEXTS),
    ...aspectEntries('synastry.arcanum', RELATIONSHIP_ARCANUM_TEXTS),
    ...aspectEntries('synastry.number', RELATIONSHIP_NUMBER_TEXTS),
  );
  for (const [d, text] of Object.entries(SIGN_DISTANCE_NOTES))
    out.push({ key: `synastry.distance.${d}`, text });
  for (const [m, text] of Object.entries(MODALITY_NOTES)) out.push({ key: `synastry.modality.${m}`, text });
  for (const band of HARMONY_BANDS) out.push({ key: `synastry.band.${band.min}`, text: band.text });
  out.push(
    { key: 'synastry.uncertain.noTime', text: UNCERTAINTY_NOTES.noTime },
    { key: 'synastry.uncertain.noPlace', text: UNCERTAINTY_NOTES.noPlace },
  );
  for (const card of DAILY_CARDS)
    card.insights.forEach((text, i) => out.push({ key: `daily.${card.arcanumId}.${i}`, text }));
  for (const [id, b] of Object.entries(BADGE_TEXTS))
    out.push({ key: `badges.${id}.description`, text: b.description });
  return out;
}
