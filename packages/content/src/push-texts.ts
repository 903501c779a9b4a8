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
