// The composed sentences (notes on how a chart was cast, the synastry's facts around its texts), filled
// with sample people and figures so that snapshot.md shows every one of their words for review. They are
// not in allTexts(): the same frame filled twice shares its sentences by design.
import type { TextEntry } from './all-texts';
import { columnSamples } from './column-texts';
import { ASPECT_KIND_LEADS } from './aspect-kinds';
import {
  blendParagraph,
  chartRulerParagraph,
  generationalParagraph,
  tensionParagraph,
  type ChartSynthesisInput,
} from './chart-synthesis';
import { CYCLE_LEADS } from './cycle-texts';
import { transitText } from './transit-texts';
import { pointPhrase } from './chart-synthesis';
import { CHART_NOTES, daySignNote } from './birth-notes';
import { NUMBER_KINDS } from '@constelar/core/codes';
import { NUMBER_KIND_NAMES, arcanumKindName } from './role-names';
import { ECLIPSE_KINDS, PHASE_KINDS, shortSkyTitle } from './sky-event-names';
import { PUSH_TEXTS } from './push-texts';
import { tarotWordingSamples } from './tarot/tarot-all-texts';
import { ciganoWordingSamples } from './cigano/cigano-all-texts';
import { BREAKDOWN_WORDING } from './synastry-breakdown';
import { modalityNote } from './synastry-texts';
import {
  STARTING_POINT_LABEL,
  VENUS_MARS_WORDING,
  degreeAspectNote,
  affinitySentence,
  archetypeLead,
  ascendantLead,
  breakdownLabel,
  contactFact,
  contactTitle,
  daySignClosing,
  elementTitle,
  harmonyWhy,
  mercuryFact,
  moonLead,
  numerologyLead,
  placeNote,
  sameToneAgain,
  sunLead,
  timeNote,
} from './synastry-wording';

const contact = { a: 'venus', b: 'mars', x: 'Ana', y: 'Bia', kind: 'trine', orb: 2.3 } as const;
const moonChange = { body: 'moon', from: 'taurus', to: 'gemini' } as const;
const mercuryChange = { body: 'mercury', from: 'aries', to: 'taurus' } as const;

/** Every composed sentence and the report's and calendar's labels, under a key that names the case. */
/** A sample chart for the synthesis (Saturn and Mars on an Aquarius Ascendant, two outer planets shared). */
const SAMPLE_CHART: ChartSynthesisInput = {
  bodies: {
    sun: { sign: 'aries', house: 2 },
    moon: { sign: 'gemini', house: 4 },
    mercury: { sign: 'pisces', house: 1 },
    venus: { sign: 'taurus', house: 3 },
    mars: { sign: 'aquarius', house: 12 },
    jupiter: { sign: 'capricorn', house: 12 },
    saturn: { sign: 'aquarius', house: 12 },
    uranus: { sign: 'taurus', house: 3 },
    neptune: { sign: 'pisces', house: 1 },
    pluto: { sign: 'capricorn', house: 12 },
    trueNode: { sign: 'gemini', house: 5 },
  },
  ascendantSign: 'aquarius',
  aspects: [
    { a: 'mars', b: 'ascendant', kind: 'conjunction', orb: 3.6 },
    { a: 'saturn', b: 'ascendant', kind: 'conjunction', orb: 3.2 },
    { a: 'mars', b: 'saturn', kind: 'conjunction', orb: 0.4 },
    { a: 'sun', b: 'moon', kind: 'sextile', orb: 2.1 },
  ],
};

export function wordingSamples(): TextEntry[] {
  const samples: [string, string][] = [
    ...Object.entries(ASPECT_KIND_LEADS).flatMap(([kind, leads]) =>
      leads.map((lead, i): [string, string] => [
        `aspectKind.${kind}.${i + 1}`,
        lead(pointPhrase('moon'), pointPhrase('saturn')),
      ]),
    ),
    ...(Object.keys(CYCLE_LEADS) as (keyof typeof CYCLE_LEADS)[]).flatMap((body) =>
      (['square', 'opposition', 'trine', 'sextile'] as const).map((kind): [string, string] => [
        `cycle.${body}.${kind}`,
        transitText(body, body, kind),
      ]),
    ),
    ['synthesis.blend', blendParagraph(SAMPLE_CHART)],
    ['synthesis.ruler', chartRulerParagraph(SAMPLE_CHART)],
    ['synthesis.rulerUnknownTime', chartRulerParagraph({ ...SAMPLE_CHART, ascendantSign: null })],
    ['synthesis.tensionOnAngle', tensionParagraph(SAMPLE_CHART)],
    [
      'synthesis.tensionSquare',
      tensionParagraph({ ...SAMPLE_CHART, aspects: [{ a: 'moon', b: 'saturn', kind: 'square', orb: 1 }] }),
    ],
    [
      'synthesis.tensionOpposition',
      tensionParagraph({ ...SAMPLE_CHART, aspects: [{ a: 'sun', b: 'pluto', kind: 'opposition', orb: 1 }] }),
    ],
    ['synthesis.noTension', tensionParagraph({ ...SAMPLE_CHART, aspects: [] })],
    [
      'synthesis.generation',
      generationalParagraph({
        ...SAMPLE_CHART,
        bodies: {
          ...SAMPLE_CHART.bodies,
          uranus: { sign: 'capricorn', house: 12 },
          neptune: { sign: 'capricorn', house: 12 },
        },
      }) ?? '',
    ],
    ['push.testBody', PUSH_TEXTS.testBody],
    ['push.dayTitle', PUSH_TEXTS.dayTitle],
    ['push.houseIngress.direct', PUSH_TEXTS.houseIngressTitle('jupiter', 5, false)],
    ['push.houseIngress.retrograde', PUSH_TEXTS.houseIngressTitle('saturn', 4, true)],
    ['notes.gap', CHART_NOTES.gap(60)],
    ['notes.overlap', CHART_NOTES.overlap],
    ['notes.localMeanTime', CHART_NOTES.localMeanTime('Porto Alegre', -204.8333, true)],
    ['notes.localMeanTime.abroad', CHART_NOTES.localMeanTime('Lisboa', -36.6, false)],
    ['notes.polar', CHART_NOTES.polar],
    ['notes.noConvergence', CHART_NOTES.noConvergence],
    ['notes.unknownTime', CHART_NOTES.unknownTime],
    ['notes.daySign.none', daySignNote([])],
    ['notes.daySign.one', daySignNote([moonChange])],
    ['notes.daySign.two', daySignNote([moonChange, mercuryChange])],
    ['notes.daySign.named.none', daySignNote([], { name: 'Ana' })],
    ['notes.daySign.named.one', daySignNote([moonChange], { name: 'Ana', closing: daySignClosing('Ana') })],
    ['synastry.notes.time.place', timeNote('Ana', true)],
    ['synastry.notes.time.noPlace', timeNote('Ana', false)],
    ['synastry.notes.place', placeNote(['Ana', 'Bia'])],
    ['synastry.contact.title', contactTitle(contact)],
    ['synastry.contact.fact.plus', contactFact(contact, 3)],
    ['synastry.contact.fact.one', contactFact({ ...contact, kind: 'square' }, -1)],
    ['synastry.contact.fact.zero', contactFact({ ...contact, kind: 'opposition' }, 0)],
    ['synastry.contact.again', sameToneAgain({ a: 'venus', b: 'mars', x: 'Bia', y: 'Ana' })],
    ['synastry.mercury.fact', mercuryFact('Ana', 'Bia', 'sextile', 1.5, 2)],
    ['synastry.venusMars.noneTitle', VENUS_MARS_WORDING.noneTitle],
    ['synastry.venusMars.noneSummary', VENUS_MARS_WORDING.noneSummary('Ana', 'Bia')],
    ['synastry.venusMars.noneDetails', VENUS_MARS_WORDING.noneDetails],
    ['synastry.venusMars.title.one', VENUS_MARS_WORDING.title(['trine'])],
    ['synastry.venusMars.title.both', VENUS_MARS_WORDING.title(['square', 'square'])],
    ['synastry.venusMars.title.two', VENUS_MARS_WORDING.title(['conjunction', 'sextile'])],
    ['synastry.venusMars.band.high', VENUS_MARS_WORDING.band.high],
    ['synastry.venusMars.band.middle', VENUS_MARS_WORDING.band.middle],
    ['synastry.venusMars.band.low', VENUS_MARS_WORDING.band.low],
    ['synastry.venusMars.faint.one', VENUS_MARS_WORDING.faint(1)],
    ['synastry.venusMars.faint.two', VENUS_MARS_WORDING.faint(2)],
    ['synastry.venusMars.contrary', VENUS_MARS_WORDING.contrary],
    ['synastry.venusMars.top.support', VENUS_MARS_WORDING.top.support],
    ['synastry.venusMars.top.strain', VENUS_MARS_WORDING.top.strain],
    [
      'synastry.degreeAspect.conjunction',
      degreeAspectNote('moon', 'Ana', 'Bia', { kind: 'conjunction', orb: 6 }),
    ],
    ['synastry.degreeAspect.none', degreeAspectNote('sun', 'Ana', 'Bia', null)],
    ['synastry.modality.different', modalityNote('Ana', 'mutable', 'Bia', 'fixed')],
    ['synastry.sun.title', elementTitle('Sol', 'fire', 'water')],
    ['synastry.sun.lead.same', sunLead('Ana', 'Leão', 'fire', 'Bia', 'Leão', 'fire')],
    ['synastry.sun.lead', sunLead('Ana', 'Leão', 'fire', 'Bia', 'Peixes', 'water')],
    ['synastry.moon.lead', moonLead('Ana', 'Touro', 'earth', 'Bia', 'Libra', 'air')],
    ['synastry.ascendant.lead', ascendantLead('Ana', 'Áries', 'fire', 'Bia', 'Virgem', 'earth')],
    ['synastry.arcanum.lead', archetypeLead('Ana', 'O Mago', 'Bia', 'A Lua', 'O Sol', '1 + 18 = 19')],
    ['synastry.arcanum.same', affinitySentence('os arcanos', 4, 4, 'same', 90)],
    ['synastry.arcanum.triad', affinitySentence('os arcanos', 1, 7, 'triad', 80)],
    ['synastry.arcanum.different', affinitySentence('os arcanos', 2, 3, 'different', 55)],
    ['synastry.number.lead', numerologyLead('Ana', 3, 'Bia', 5, 8, '3 + 5 = 8')],
    ['synastry.number.triad', affinitySentence('os destinos', 3, 9, 'triad', 80)],
    ['synastry.breakdown.intro', BREAKDOWN_WORDING.intro],
    ['synastry.breakdown.zero', BREAKDOWN_WORDING.zeroNote],
    ['synastry.breakdown.start', STARTING_POINT_LABEL],
    ['synastry.breakdown.label', breakdownLabel('venus', 'Ana', 'trine', 'mars', 'Bia')],
    ['synastry.harmony.why.none', harmonyWhy(50, [])],
    [
      'synastry.harmony.why.one',
      harmonyWhy(54, [{ label: 'Sol de Ana em trígono com Lua de Bia', contribution: 4 }]),
    ],
    [
      'synastry.harmony.why.two',
      harmonyWhy(47, [
        { label: 'Saturno de Ana em quadratura com Vênus de Bia', contribution: -5 },
        { label: 'Sol de Ana em sextil com Lua de Bia', contribution: 2 },
      ]),
    ],
  ];
  const labels: [string, string][] = [
    ...NUMBER_KINDS.map((kind): [string, string] => [`labels.number.${kind}`, NUMBER_KIND_NAMES[kind]]),
    ...NUMBER_KINDS.map((kind): [string, string] => [`labels.arcanum.${kind}`, arcanumKindName(kind, 2026)]),
    ...PHASE_KINDS.map((kind): [string, string] => [
      `labels.sky.phase.${kind}`,
      shortSkyTitle({ type: 'phase', kind }),
    ]),
    ['labels.sky.ingress', shortSkyTitle({ type: 'ingress', sign: 'Sagitário' })],
    ['labels.sky.station.retrograde', shortSkyTitle({ type: 'station', kind: 'retrograde' })],
    ['labels.sky.station.direct', shortSkyTitle({ type: 'station', kind: 'direct' })],
    ...ECLIPSE_KINDS.map((kind): [string, string] => [
      `labels.sky.eclipse.${kind}`,
      shortSkyTitle({ type: 'eclipse', kind }),
    ]),
    ['labels.sky.void', shortSkyTitle({ type: 'void-of-course' })],
  ];
  return [
    ...[...samples, ...labels, ...columnSamples()].map(([key, text]) => ({ key: `wording.${key}`, text })),
    ...tarotWordingSamples(),
    ...ciganoWordingSamples(),
  ];
}
