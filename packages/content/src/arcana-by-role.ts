// An arcanum as one role shows it (issue #27, docs/decisions/083-reading-depth.md): the personal arcanum
// keeps the picture and the life it describes; every other role keeps the picture and the shortest form of
// its light, shadow and advice, so that the cards stay a quarter of a report at most. The annual and the
// personality cards never speak of a whole life: the paragraph that does so is the personal card's alone.
import type { NumberKind } from '@constelar/core';
import { getArcanum, type ArcanumText } from './arcana';
import { composedOnce } from './composed-once';

/** The share of a report's words the arcana may take, at most. */
export const ARCANA_WORD_SHARE_MAX = 0.25;

const paragraphsOf = (text: string): string[] => text.split(/\n\n+/);

/** The first `count` sentences of a text. */
function firstSentences(text: string, count: number): string {
  const parts = text.split(/(?<=[.!?])\s+/);
  return parts.slice(0, count).join(' ');
}

export type ArcanumRoleText = Pick<
  ArcanumText,
  'description' | 'longDescription' | 'light' | 'shadow' | 'advice'
>;

/**
 * The texts of an arcanum under a role. `personal`: the picture and the life paragraph, three sentences of
 * light, two of shadow and of advice. `destiny`: the picture and the paragraph on work and bonds. Every other role: the picture
 * alone (two sentences), two sentences of light, one of shadow and one of advice.
 */
function composeArcanumForRole(id: number, kind: NumberKind): ArcanumRoleText {
  const a = getArcanum(id);
  const [picture = '', life = '', bonds = ''] = paragraphsOf(a.longDescription);
  if (kind === 'personal') {
    return {
      description: a.description,
      longDescription: [picture, life].join('\n\n'),
      light: firstSentences(a.light, 3),
      shadow: firstSentences(a.shadow, 2),
      advice: firstSentences(a.advice, 2),
    };
  }
  const short = {
    description: a.description,
    light: firstSentences(a.light, 2),
    shadow: firstSentences(a.shadow, 1),
    advice: firstSentences(a.advice, 1),
  };
  if (kind === 'destiny') return { ...short, longDescription: firstSentences(bonds, 2) };
  return { ...short, longDescription: firstSentences(picture, 2) };
}

/** The same texts, the same strings, for the same arcanum and role: composed once per thread. */
export const arcanumForRole: (id: number, kind: NumberKind) => Readonly<ArcanumRoleText> = composedOnce(
  composeArcanumForRole,
  (id, kind) => `${id} ${kind}`,
);
