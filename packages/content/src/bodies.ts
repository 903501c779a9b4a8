// Portuguese names for bodies, points, aspects and houses, and what each reading point speaks of.
import type { AspectKind, Body, ReadingPoint } from '@constelar/core';

export interface PointText {
  name: string;
  /** A few words, lower case: what the point is about. */
  theme: string;
  /** What this point speaks of in a chart (≥ 40 words). */
  description: string;
}

export const POINT_TEXTS: Record<ReadingPoint, PointText> = {
  sun: {
    name: 'Sol',
    theme: 'identidade e propósito',
    description:
      'O Sol mostra o centro da sua personalidade: aquilo que dá vitalidade, o jeito como você deseja ter reconhecimento e o caminho que faz a vida ter sentido. É o signo que a maioria das pessoas chama de “meu signo”, e fala de uma identidade que você vai construindo ao longo dos anos, mais do que de um retrato pronto.',
  },
  moon: {
    name: 'Lua',
    theme: 'emoções e acolhimento',
    description:
      'A Lua fala das suas emoções, das necessidades afetivas e daquilo que faz você se sentir em casa. Mostra como você reage quando algo mexe por dentro, que tipo de cuidado costuma oferecer e qual precisa receber. Também guarda ecos da infância e dos hábitos que funcionam como porto seguro no dia a dia.',
  },
  ascendant: {
    name: 'Ascendente',
    theme: 'presença e primeiras impressões',
    description:
      'O Ascendente é o signo que despontava no horizonte leste no instante do seu nascimento. Descreve a forma como você chega aos lugares, a primeira impressão que causa e o estilo com que começa coisas novas. Funciona como a porta de entrada do mapa e depende da hora e do local exatos em que você nasceu.',
  },
  mercury: {
    name: 'Mercúrio',
    theme: 'mente e comunicação',
    description:
      'Mercúrio mostra como você pensa, aprende e se comunica. Fala do ritmo das suas ideias, do seu jeito de conversar, de escrever e de resolver problemas, e de como você lida com informações no trabalho e nos estudos. É o planeta das perguntas, das mensagens trocadas e das pequenas decisões de todo dia.',
  },
  venus: {
    name: 'Vênus',
    theme: 'afeto, prazer e valores',
    description:
      'Vênus fala do que você ama e de como você ama. Mostra o que atrai você nas pessoas, a sua maneira de demonstrar carinho, o seu gosto estético e aquilo que você considera valioso. Aparece nos relacionamentos, nas amizades, nas roupas que você escolhe e nos pequenos prazeres que deixam a vida mais bonita.',
  },
  mars: {
    name: 'Marte',
    theme: 'ação, desejo e coragem',
    description:
      'Marte revela a sua forma de agir, de desejar e de lutar pelo que quer. Descreve a energia com que você encara desafios, como expressa a raiva, como compete e como toma a iniciativa. É o planeta da coragem e do impulso, e indica o que faz você sair do lugar quando algo precisa acontecer.',
  },
  jupiter: {
    name: 'Júpiter',
    theme: 'expansão, fé e sabedoria',
    description:
      'Júpiter aponta onde você cresce com mais facilidade, aquilo em que acredita e o que dá sentido às suas buscas. Fala de generosidade, otimismo, estudos, viagens e visão de mundo. Mostra também onde pode haver exagero, porque a vontade de expandir nem sempre reconhece a hora de parar.',
  },
  saturn: {
    name: 'Saturno',
    theme: 'responsabilidade, limites e maturidade',
    description:
      'Saturno fala das suas responsabilidades, dos seus receios e do que você constrói com tempo e esforço. Mostra as áreas em que a vida pede disciplina, paciência e compromisso, e onde a insegurança e a cobrança podem aparecer. Com os anos, é justamente ali que nasce uma segurança sólida e madura.',
  },
};

export const BODY_NAMES: Record<Body | 'ascendant' | 'midheaven', string> = {
  sun: 'Sol',
  moon: 'Lua',
  mercury: 'Mercúrio',
  venus: 'Vênus',
  mars: 'Marte',
  jupiter: 'Júpiter',
  saturn: 'Saturno',
  uranus: 'Urano',
  neptune: 'Netuno',
  pluto: 'Plutão',
  trueNode: 'Nodo Norte',
  ascendant: 'Ascendente',
  midheaven: 'Meio do Céu',
};

/** The Portuguese names that take "a": "a Lua", "a Vênus"; every other point takes "o". */
const FEMININE_POINTS: ReadonlySet<string> = new Set(['moon', 'venus']);

/** "a" or "o", as the point's Portuguese name asks. */
export const articleOf = (point: Body | 'ascendant' | 'midheaven'): 'a' | 'o' =>
  FEMININE_POINTS.has(point) ? 'a' : 'o';

/** "a Lua", "o Sol". */
export const withArticle = (point: Body | 'ascendant' | 'midheaven'): string =>
  `${articleOf(point)} ${BODY_NAMES[point]}`;

/** "a sua Lua", "o seu Sol". */
export const withPossessive = (point: Body | 'ascendant' | 'midheaven'): string =>
  `${articleOf(point) === 'a' ? 'a sua' : 'o seu'} ${BODY_NAMES[point]}`;

/** Lower case, as they read inside a sentence ("Sol em trígono com a Lua"). */
export const ASPECT_NAMES: Record<AspectKind, string> = {
  conjunction: 'conjunção',
  opposition: 'oposição',
  trine: 'trígono',
  square: 'quadratura',
  sextile: 'sextil',
};

/** Short theme of each house, keys 1 to 12. */
export const HOUSE_THEMES: Record<number, string> = {
  1: 'identidade e presença',
  2: 'recursos, valores e autoestima',
  3: 'comunicação, irmãos e aprendizado',
  4: 'lar, família e raízes',
  5: 'criatividade, prazer e romance',
  6: 'rotina, trabalho diário e hábitos',
  7: 'parcerias e relacionamentos',
  8: 'intimidade, crises e transformação',
  9: 'viagens, estudos e visão de mundo',
  10: 'carreira, vocação e reputação',
  11: 'amizades, grupos e projetos futuros',
  12: 'mundo interior, recolhimento e espiritualidade',
};
