// The names of the mapa numerológico's roles as the Brazilian reader knows them (numerology.md §2), small
// and free of texts so the browser can import them (@constelar/content/numerology/map-names).

export const MAP_ROLE_NAMES = {
  motivation: 'Motivação',
  impression: 'Impressão',
  expression: 'Expressão',
  destiny: 'Destino',
  mission: 'Missão',
  psychic: 'Número psíquico',
  karmicLessons: 'Lições cármicas',
  hiddenTendencies: 'Tendências ocultas',
  subconsciousResponse: 'Resposta subconsciente',
  karmicDebts: 'Dívidas cármicas',
  lifeCycles: 'Ciclos de vida',
  challenges: 'Desafios',
  pinnacles: 'Momentos decisivos',
  personalYear: 'Ano pessoal',
  personalMonth: 'Mês pessoal',
  personalDay: 'Dia pessoal',
  harmonicNumbers: 'Números harmônicos',
  loveHarmony: 'Harmonia conjugal',
} as const;
export type MapRole = keyof typeof MAP_ROLE_NAMES;

/** Where a karmic debt showed, as the sentence "vem de …" says it. */
export const DEBT_SOURCE_NAMES = {
  day: 'o dia de nascimento',
  motivation: 'a Motivação',
  expression: 'a Expressão',
  destiny: 'o Destino',
} as const;

export const CHALLENGE_NAMES = {
  first: 'Primeiro desafio',
  second: 'Segundo desafio',
  main: 'Desafio principal',
} as const;

export const LOVE_HARMONY_LABELS = {
  vibratesWith: 'Vibra com',
  attracts: 'Atrai',
  opposes: 'Opõe-se a',
  deeplyOpposes: 'Oposição profunda',
  passive: 'Convivência passiva',
} as const;

/** The roles the spelling explorer compares, with the article they take in a sentence. */
const COMPARED = {
  motivation: 'a Motivação',
  impression: 'a Impressão',
  expression: 'a Expressão',
  mission: 'a Missão',
} as const;
export type ComparedRole = keyof typeof COMPARED;

export interface SpellingChange {
  role: ComparedRole;
  from: number;
  to: number;
}

/**
 * "Com “Paolla”, a Expressão passa de 1 para 4." Several changes join in one sentence; none says the
 * numbers stay as with the first spelling.
 */
export function spellingComparison(
  name: string,
  firstName: string,
  changes: readonly SpellingChange[],
): string {
  if (changes.length === 0) return `Com “${name}”, os números ficam iguais aos de “${firstName}”.`;
  const parts = changes.map(
    (c, i) => `${COMPARED[c.role]}${i === 0 ? ' passa' : ','} de ${c.from} para ${c.to}`,
  );
  const joined = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join('; ')} e ${parts.at(-1)}`;
  return `Com “${name}”, ${joined}.`;
}

/** "A dívida 16 vem da Expressão." */
export const debtSourceSentence = (number: number, source: keyof typeof DEBT_SOURCE_NAMES): string =>
  `A dívida ${number} vem d${DEBT_SOURCE_NAMES[source]}.`;
