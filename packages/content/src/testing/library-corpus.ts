// Every text library as a reader meets it (issue #37): the tables of allTexts, and every template
// rendered with sample inputs: the horóscopo of a few dates, pushes, lunations and house ingresses, the
// calendar's events, "Seu dia", synastry contacts, the composite, progressions and the solar arc, cycles.
import type { AspectKind, MoonPhaseName, Sign } from '@constelar/core/codes';
import {
  ASPECT_KINDS,
  ECLIPSE_BODIES,
  ECLIPSE_KINDS,
  HOUSE_INGRESS_BODIES,
  LUNAR_PHASE_KINDS,
  SIGNS,
  TRANSIT_BODIES,
  TRANSIT_NATAL_POINTS,
} from '@constelar/core';
import { allTexts, type TextEntry } from '../all-texts';
import { cycleText } from '../cycle-texts';
import { buildDayText, MOON_PHASE_NAMES, PERSONAL_DAY_VALUES } from '../day-texts';
import { directionAspectText, directionAspectTitle, directionPace } from '../direction-aspect-texts';
import { houseIngressText, LUNATION_NO_HOUSE_TEXTS, lunationText } from '../member-sky-texts';
import { PUSH_TEXTS, voidPushBody, voidUntilWords } from '../push-texts';
import { SIGN_NAMES } from '../sign-names';
import { eclipseText, ingressText, phaseText, voidText } from '../sky-event-own-texts';
import { COMPOSITE_TEXT_POINTS, compositeNoAnglesNote, compositeSignText } from '../synastry-composite-texts';
import { CONTACT_POINTS, contactText } from '../synastry-contact-texts';
import { TRANSIT_TEXTS } from '../transit-texts';
import { composedDays } from './horoscope-days';
import { composedMonth, composedWeek } from './period-horoscopes';
import { STATION_BODIES } from '../sky-event-texts';
import { weeklyLetterLead } from '../weekly-lead';

/** Spans in years the direction engine can give: a progressed Moon's two months to a lifetime. */
const DIRECTION_SAMPLE_SPANS = [0.08, 0.17, 1, 2.1, 3.6, 6, 12, 18, 35, 80, null];

const HOUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** The rendered templates, keyed by what rendered them. */
export function renderedTexts(): TextEntry[] {
  const out: TextEntry[] = [];
  const add = (key: string, text: string | null | undefined) => {
    if (text !== null && text !== undefined) out.push({ key, text });
    else out.push({ key, text: String(text) });
  };
  for (const day of [...composedDays('2026-08-10', 4), ...composedDays('2026-03-03', 1)])
    for (const s of day.signs) add(`horoscope.${day.date}.${s.sign}`, s.paragraphs.join('\n\n'));
  for (const period of [composedWeek('2026-03-02'), composedWeek('2026-08-10'), composedMonth('2026-08')])
    for (const s of period.signs) add(`period.${period.from}.${s.sign}`, s.paragraphs.join('\n\n'));
  add('push.test', PUSH_TEXTS.testBody);
  add('push.dayTitle', PUSH_TEXTS.dayTitle);
  for (const body of HOUSE_INGRESS_BODIES)
    for (const h of HOUSES) {
      add(`push.houseIngress.${body}.${h}`, PUSH_TEXTS.houseIngressTitle(body, h, h % 2 === 0));
      add(`member.houseIngress.${body}.${h}.direct`, houseIngressText(body, h, 'direct'));
      add(`member.houseIngress.${body}.${h}.retrograde`, houseIngressText(body, h, 'retrograde'));
    }
  add('push.void', voidPushBody(voidUntilWords(14 * 60 + 10, 1), SIGN_NAMES.leo));
  for (const h of HOUSES) {
    add(`member.lunation.new.${h}`, lunationText('new', h));
    add(`member.lunation.full.${h}`, lunationText('full', h));
    for (const sign of SIGNS) {
      add(`member.lunation.new.${h}.${sign}`, lunationText('new', h, sign));
      add(`member.lunation.full.${h}.${sign}`, lunationText('full', h, sign));
    }
  }
  add('member.lunation.noHouse.new', LUNATION_NO_HOUSE_TEXTS.new);
  add('member.lunation.noHouse.full', LUNATION_NO_HOUSE_TEXTS.full);
  for (const sign of SIGNS) {
    for (const cycle of [0, 1] as const) {
      for (const kind of LUNAR_PHASE_KINDS)
        add(`calendar.phase.${kind}.${sign}.${cycle}`, phaseText(kind, sign, cycle));
      add(`calendar.void.${sign}.${cycle}`, voidText(sign, cycle));
    }
    for (const body of TRANSIT_BODIES)
      if (body !== 'moon')
        for (const [retro, again] of [
          [false, false],
          [true, false],
          [false, true],
        ] as const)
          add(`calendar.ingress.${body}.${sign}.${retro}.${again}`, ingressText(body, sign, retro, again));
  }
  for (const body of ECLIPSE_BODIES)
    for (const kind of ECLIPSE_KINDS)
      for (const cycle of [0, 1] as const)
        add(`calendar.eclipse.${body}.${kind}.${cycle}`, eclipseText(body, kind, cycle));
  const phases = Object.keys(MOON_PHASE_NAMES) as MoonPhaseName[];
  SIGNS.forEach((moonSign: Sign, i) => {
    PERSONAL_DAY_VALUES.forEach((personalDay, j) => {
      const phase = phases[(i + j) % phases.length]!;
      add(`day.${moonSign}.${phase}.${personalDay}`, buildDayText({ moonSign, phase, personalDay }));
      add(
        `day.${moonSign}.${phase}.${personalDay}.transit`,
        buildDayText({
          moonSign,
          phase,
          personalDay,
          transit: {
            title: 'Júpiter em trígono com o seu Sol',
            reading: TRANSIT_TEXTS.jupiter.sun.harmonious,
            exactClock: 14 * 60 + 5,
          },
        }),
      );
    });
  });
  for (const a of CONTACT_POINTS)
    for (const b of CONTACT_POINTS)
      for (const kind of ASPECT_KINDS)
        add(`synastry.contact.${a}.${b}.${kind}`, contactText(a, b, kind, 'Ana', 'Bia') ?? 'sem texto');
  add('composite.noAngles.one', compositeNoAnglesNote(['Bia']));
  add('composite.noAngles.two', compositeNoAnglesNote(['Ana', 'Bia']));
  for (const point of COMPOSITE_TEXT_POINTS)
    for (const sign of SIGNS)
      add(`composite.${point}.${sign}`, compositeSignText(point, sign, SIGN_NAMES[sign]));
  for (const technique of ['progressed', 'solar-arc'] as const)
    for (const moving of TRANSIT_NATAL_POINTS) {
      add(`direction.${technique}.${moving}.pace`, directionPace(technique, moving));
      for (const natal of TRANSIT_NATAL_POINTS)
        for (const kind of ASPECT_KINDS as readonly AspectKind[]) {
          add(
            `direction.${technique}.${moving}.${kind}.${natal}.title`,
            directionAspectTitle(technique, moving, kind, natal),
          );
          add(
            `direction.${technique}.${moving}.${kind}.${natal}`,
            directionAspectText(technique, moving, kind, natal),
          );
        }
      // The timed readings the server sends: every span the engine gives, with and without a date.
      for (const natal of TRANSIT_NATAL_POINTS)
        for (const [i, spanYears] of DIRECTION_SAMPLE_SPANS.entries())
          add(
            `direction.${technique}.${moving}.${natal}.timed.${i}`,
            directionAspectText(technique, moving, 'trine', natal, {
              spanYears,
              exactMs: i % 2 === 0 ? Date.UTC(2027, i, 14) : null,
            }),
          );
    }
  for (const body of TRANSIT_BODIES)
    for (const kind of ASPECT_KINDS) {
      const cycle = cycleText(body, body, kind, 'Primeira frase. Segunda frase do texto.');
      if (cycle) add(`cycle.${body}.${kind}`, cycle);
    }
  add('weekly.lead.quiet', weeklyLetterLead([{ type: 'void-of-course', weekday: 'terça-feira' }]));
  for (const sign of SIGNS) {
    for (const kind of LUNAR_PHASE_KINDS)
      add(
        `weekly.lead.phase.${kind}.${sign}`,
        weeklyLetterLead([{ type: 'phase', kind, sign, weekday: 'sábado' }]),
      );
    for (const body of TRANSIT_BODIES)
      if (body !== 'moon')
        add(
          `weekly.lead.ingress.${body}.${sign}`,
          weeklyLetterLead([
            { type: 'ingress', body, sign, retrograde: body === 'saturn', weekday: 'quarta-feira' },
          ]),
        );
    for (const body of ECLIPSE_BODIES)
      add(
        `weekly.lead.eclipse.${body}.${sign}`,
        weeklyLetterLead([{ type: 'eclipse', body, kind: 'partial', sign, weekday: 'domingo' }]),
      );
  }
  for (const body of STATION_BODIES)
    for (const kind of ['retrograde', 'direct'] as const)
      add(
        `weekly.lead.station.${body}.${kind}`,
        weeklyLetterLead([{ type: 'station', body, kind, weekday: 'segunda-feira' }]),
      );
  return out;
}

/** Every library: the tables and the rendered templates. */
export const libraryCorpus = (): TextEntry[] => [...allTexts(), ...renderedTexts()];
