import type { Body } from '@constelar/core';
import { BODY_NAMES } from './bodies';

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
