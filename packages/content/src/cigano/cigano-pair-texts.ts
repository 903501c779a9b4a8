// TEMPORARY stand-in (issue #42): a pair read as one sentence, the first card the subject and the second
// its modifier. The writers' branch `ciganotexts` replaces this file with the real frames.
import type { CiganoArea, CiganoCardText } from './cigano-card-text';

const FRAMES: readonly string[] = [
  '{S} {M}: assim a dupla se lê.',
  'Aqui, {S} aparece {M}.',
  'Juntas, as cartas falam de {S} {M}.',
  'O par sugere {S} {M}.',
  'Neste encontro, {S} vem {M}.',
  'Lidas em dupla, mostram {S} {M}.',
  'A primeira dá o tema, {S}; a segunda o colore, {M}.',
  'Fica o retrato de {S} {M}.',
];

const AREA_NAMES: Readonly<Record<CiganoArea, string>> = {
  geral: 'de modo geral',
  amor: 'no amor',
  trabalho: 'no trabalho',
  conselho: 'como conselho',
};

/** Frames per area: variants 0 … count − 1 give different sentences for the same pair. */
export const CIGANO_PAIR_FRAME_COUNT = FRAMES.length;

export function ciganoPairSentence(
  subject: CiganoCardText,
  modifier: CiganoCardText,
  area: CiganoArea,
  variant: number,
): string {
  const frame = FRAMES[((variant % FRAMES.length) + FRAMES.length) % FRAMES.length]!;
  const sentence = frame.replace('{S}', subject.subject).replace('{M}', modifier.modifier);
  return `${sentence.replace(/^./, (c) => c.toUpperCase())} (${AREA_NAMES[area]})`;
}
