// Every text of the week's and the month's library as keyed entries, for snapshot.md: a reviewer reads
// the pools whole, then one composed week and one month of two signs (wording samples).
import {
  ASPECT_SENTENCES,
  ECLIPSE_SENTENCES,
  HOUSE_ADVICE,
  INGRESS_RETURN_SENTENCES,
  INGRESS_SENTENCES,
  LEAD_MEANINGS,
  MONTH_CLOSINGS,
  MONTH_OPENINGS,
  MONTH_TEXTURES,
  MOON_HOME,
  MOON_WEEK_OPENINGS,
  MOON_WEEK_STEPS,
  PHASE_SENTENCES,
  PLANET_TASKS,
  STATION_SENTENCES,
  WEEK_CLOSINGS,
  WEEK_DAY_NOTES,
  WEEK_OPENINGS,
} from './period-texts';

type Tree = string | readonly Tree[] | { readonly [key: string]: Tree };

function flatten(prefix: string, tree: Tree): { key: string; text: string }[] {
  if (typeof tree === 'string') return [{ key: prefix, text: tree }];
  if (Array.isArray(tree)) return tree.flatMap((t: Tree, i) => flatten(`${prefix}.${i + 1}`, t));
  return Object.entries(tree).flatMap(([k, t]) => flatten(`${prefix}.${k}`, t));
}

export function periodTexts(): { key: string; text: string }[] {
  const library: Record<string, Tree> = {
    weekOpening: WEEK_OPENINGS,
    monthOpening: MONTH_OPENINGS,
    leadMeaning: LEAD_MEANINGS,
    phase: PHASE_SENTENCES,
    eclipse: ECLIPSE_SENTENCES,
    ingress: INGRESS_SENTENCES,
    ingressReturn: INGRESS_RETURN_SENTENCES,
    planetTask: PLANET_TASKS,
    station: STATION_SENTENCES,
    aspect: ASPECT_SENTENCES,
    moonWeekOpening: MOON_WEEK_OPENINGS,
    moonWeekStep: MOON_WEEK_STEPS,
    moonHome: MOON_HOME,
    weekDayNote: WEEK_DAY_NOTES,
    houseAdvice: HOUSE_ADVICE,
    weekClosing: WEEK_CLOSINGS,
    monthClosing: MONTH_CLOSINGS,
    monthTexture: MONTH_TEXTURES,
  };
  return Object.entries(library).flatMap(([key, tree]) => flatten(`period.${key}`, tree));
}
