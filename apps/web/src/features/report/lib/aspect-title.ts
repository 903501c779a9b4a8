import type { ChartAspect } from '@constelar/contract';

// The lights, the angles and the node take an article in Portuguese ("com a Lua", "com o Ascendente");
// the planets' names go bare ("com Marte").
const ARTICLE: Record<string, string> = {
  sun: 'o',
  moon: 'a',
  ascendant: 'o',
  midheaven: 'o',
  trueNode: 'o',
};

/** "Sol em trígono com a Lua": the heading of one aspect's reading. */
export function aspectTitle(aspect: Pick<ChartAspect, 'a' | 'b' | 'aName' | 'bName' | 'kindName'>): string {
  const article = ARTICLE[aspect.b];
  const other = article ? `${article} ${aspect.bName}` : aspect.bName;
  return `${aspect.aName} em ${aspect.kindName.toLowerCase()} com ${other}`;
}

/** Tightest first: the smaller the orb, the louder the aspect speaks. */
export const byOrb = <T extends { orb: number }>(aspects: readonly T[]): T[] =>
  [...aspects].sort((x, y) => Math.abs(x.orb) - Math.abs(y.orb));
