import type {
  AspectKind,
  Body,
  EclipseBody,
  EclipseKind,
  Sign,
  TransitBody,
  TransitNatalPoint,
} from '@constelar/core';
import { LUNAR_PHASE_ANGLES, lunationParity } from '@constelar/core';
import { ASPECT_NAMES, BODY_NAMES, withPossessive } from './bodies';
import { SIGN_NAMES } from './sign-names';
import { eclipseTitle, phaseTitle, voidTitle } from './sky-event-texts';
import { eclipseText, phaseText } from './sky-event-own-texts';

// push.md §2: the words of the notifications themselves. The bodies are the app's own texts (the
// horóscopo's first paragraph, Seu dia's text, the sky's event texts); these are what frames them.

export const PUSH_TEXTS = {
  /** The test message: its title is the contract's PUSH_TEST_TITLE. */
  testBody: 'Tudo certo: é assim que o céu do dia vai chegar até você.',
  dayTitle: 'Seu dia no Constelar',
  /** "Júpiter entra na sua casa 5"; a retrograde return, "Saturno volta à sua casa 4". */
  houseIngressTitle: (body: Body, house: number, retrograde: boolean) =>
    `${BODY_NAMES[body]} ${retrograde ? 'volta à' : 'entra na'} sua casa ${house}`,
} as const;

/** "hoje, às 14h10", "amanhã, à 1h05": when a void-of-course Moon ends, for its push. */
export function voidUntilWords(endClock: number, daysAhead: number): string {
  const hour = Math.floor(endClock / 60);
  const clock = `${hour === 1 ? 'à' : 'às'} ${hour}h${String(endClock % 60).padStart(2, '0')}`;
  const day = daysAhead <= 0 ? 'hoje' : daysAhead === 1 ? 'amanhã' : 'depois de amanhã';
  return `${day}, ${clock}`;
}

/** The void-of-course push (issue #37): until when, by tradition, never "short". */
export const voidPushBody = (until: string, nextSign: string): string =>
  `A Lua segue fora de curso até ${until}, quando entra em ${nextSign}. Pela tradição, é um tempo para concluir, e não para começar: o que for importante pode esperar até lá.`;

/** A push title fits a phone's notification line (issue #37): at most 40 characters. */
export const PUSH_TITLE_MAX = 40;

/** The horóscopo's push: "Horóscopo de Capricórnio"; its body is the column's first sentence. */
export const horoscopePushTitle = (sign: Sign): string => `Horóscopo de ${SIGN_NAMES[sign]}`;

/** The void's push: "Lua fora de curso em Capricórnio", named by the sign the Moon is leaving. */
export const voidPushTitle = (sign: Sign): string => voidTitle(SIGN_NAMES[sign]);

/**
 * An exact slow transit: "Plutão em trígono com o seu Sol"; where that runs past 40 characters, the
 * article goes ("com seu Meio do Céu"), then the Meio do Céu is its initials ("com seu MC").
 */
export function transitPushTitle(
  transiting: TransitBody,
  natal: TransitNatalPoint,
  kind: AspectKind,
): string {
  const head = `${BODY_NAMES[transiting]} em ${ASPECT_NAMES[kind]} com`;
  const full = `${head} ${withPossessive(natal)}`;
  if (full.length <= PUSH_TITLE_MAX) return full;
  const bare = `${head} ${withPossessive(natal).replace(/^(o|a) /, '')}`;
  if (bare.length <= PUSH_TITLE_MAX) return bare;
  return `${head} seu ${natal === 'midheaven' ? 'MC' : 'Asc'}`;
}

/** What the lunation push reads: a new or full Moon, or an eclipse, with the sign it falls in. */
export type LunationPushEvent =
  | { type: 'phase'; kind: 'new' | 'full'; sign: Sign; timeMs: number }
  | { type: 'eclipse'; body: EclipseBody; kind: EclipseKind; sign: Sign; timeMs: number };

/**
 * The lunation push (issue #37): its sign's own text, the one the calendar shows for that lunation (same
 * parity), under a title that names the sign ("Lua Cheia em Câncer", "Eclipse lunar total em Virgem").
 */
export function lunationPush(event: LunationPushEvent): { title: string; body: string } {
  if (event.type === 'phase') {
    return {
      title: phaseTitle(event.kind, SIGN_NAMES[event.sign]),
      body: phaseText(event.kind, event.sign, lunationParity(event.timeMs, LUNAR_PHASE_ANGLES[event.kind])),
    };
  }
  return {
    title: `${eclipseTitle(event.body, event.kind)} em ${SIGN_NAMES[event.sign]}`,
    body: eclipseText(event.body, event.kind, lunationParity(event.timeMs, event.body === 'sun' ? 0 : 180)),
  };
}
