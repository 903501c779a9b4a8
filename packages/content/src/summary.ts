// The report summary: one paragraph composed from interchangeable sentence builders, chosen
// deterministically from a hash of the inputs, so that two people rarely get the same structure.
// It always begins with the person's first name (the dashboard reads its first word).
import { SIGN_ELEMENT } from '@constelar/core';
import type { Element, NumberValue, Sign } from '@constelar/core';
import { SIGN_NAMES } from './signs';
import { hashString } from '@constelar/core/hash';

export interface SummaryInput {
  firstName: string;
  sun: Sign;
  moon: Sign;
  ascendant: Sign | null;
  personalArcanum: number;
  destinyNumber: NumberValue;
}

// ---------------------------------------------------------------------------------------------
// Short phrases
// ---------------------------------------------------------------------------------------------

interface SignPhrases {
  /** What the Sun puts at the centre; a noun phrase with its article. */
  sunCore: string;
  /** What the Moon needs to feel at ease; a noun phrase without a leading article. */
  moonNeed: string;
  /** How others first see the person; a noun phrase with an indefinite article. */
  ascStyle: string;
}

const SIGN_PHRASES: Record<Sign, SignPhrases> = {
  aries: {
    sunCore: 'a vontade de começar, de agir e de abrir caminho com coragem',
    moonNeed: 'espaço para reagir na hora e resolver as coisas de frente',
    ascStyle: 'um jeito direto, de quem chega propondo alguma coisa',
  },
  taurus: {
    sunCore: 'a busca por estabilidade, conforto e resultados que durem',
    moonNeed: 'rotina tranquila, afeto demonstrado em gestos e tempo para se adaptar',
    ascStyle: 'uma calma firme, que transmite confiança logo de início',
  },
  gemini: {
    sunCore: 'a curiosidade, a troca de ideias e o prazer de aprender sempre',
    moonNeed: 'conversa, variedade e liberdade para mudar de assunto e de plano',
    ascStyle: 'uma presença ágil e falante, que puxa assunto com facilidade',
  },
  cancer: {
    sunCore: 'o cuidado com quem você ama e a construção de um lugar seguro',
    moonNeed: 'acolhimento, memórias compartilhadas e a sensação de pertencer',
    ascStyle: 'uma delicadeza atenta, que percebe o clima do ambiente',
  },
  leo: {
    sunCore: 'a vontade de criar, de se expressar e de ter o próprio brilho reconhecido',
    moonNeed: 'reconhecimento sincero, calor humano e espaço para se expressar',
    ascStyle: 'uma presença marcante, que dificilmente passa despercebida',
  },
  virgo: {
    sunCore: 'o gosto pelo trabalho bem-feito, pela organização e por ser útil',
    moonNeed: 'ordem ao redor, tarefas claras e a chance de ajudar de forma concreta',
    ascStyle: 'um jeito discreto e observador, atento aos detalhes',
  },
  libra: {
    sunCore: 'a busca por harmonia, por beleza e por relações equilibradas',
    moonNeed: 'conversas gentis, ambientes harmoniosos e decisões tomadas a dois',
    ascStyle: 'uma elegância cordial, que facilita o diálogo',
  },
  scorpio: {
    sunCore: 'a intensidade, a coragem de olhar fundo e a capacidade de se transformar',
    moonNeed: 'confiança profunda, privacidade e vínculos verdadeiros',
    ascStyle: 'uma reserva magnética, que desperta curiosidade',
  },
  sagittarius: {
    sunCore: 'a busca por sentido, por liberdade e por horizontes mais amplos',
    moonNeed: 'aventura, bom humor e espaço para explorar o mundo',
    ascStyle: 'um entusiasmo franco, de quem está sempre pronto para a próxima viagem',
  },
  capricorn: {
    sunCore: 'a ambição serena de construir algo sólido, com disciplina e paciência',
    moonNeed: 'responsabilidades claras, metas possíveis e respeito ao próprio ritmo',
    ascStyle: 'uma postura séria e confiável, que inspira respeito',
  },
  aquarius: {
    sunCore: 'a originalidade, o senso de coletivo e a vontade de fazer diferente',
    moonNeed: 'liberdade, amizades sinceras e espaço para a própria autenticidade',
    ascStyle: 'um jeito independente e inventivo, difícil de rotular',
  },
  pisces: {
    sunCore: 'a sensibilidade, a imaginação e a empatia com quem está ao redor',
    moonNeed: 'silêncio, fantasia e vínculos que acolham sem julgamento',
    ascStyle: 'uma doçura receptiva, que deixa as pessoas à vontade',
  },
};

const ELEMENT_WORDS: Record<Element, { name: string; of: string; traits: [string, string] }> = {
  fire: { name: 'Fogo', of: 'do elemento Fogo', traits: ['o entusiasmo', 'a ousadia'] },
  earth: { name: 'Terra', of: 'do elemento Terra', traits: ['a constância', 'o senso prático'] },
  air: { name: 'Ar', of: 'do elemento Ar', traits: ['a curiosidade', 'a clareza de ideias'] },
  water: { name: 'Água', of: 'do elemento Água', traits: ['a sensibilidade', 'a intuição'] },
};

interface ArcanumPhrases {
  name: string;
  /** The name after "de", contracted: "do Louco", "dos Enamorados". */
  of: string;
  /** What the card invites; an infinitive phrase. */
  lesson: string;
}

const ARCANUM_PHRASES: readonly ArcanumPhrases[] = [
  {
    name: 'O Louco',
    of: 'do Louco',
    lesson: 'confiar no novo e dar o primeiro passo mesmo sem ter todas as respostas',
  },
  { name: 'O Mago', of: 'do Mago', lesson: 'usar os talentos que já tem para transformar ideias em ação' },
  {
    name: 'A Sacerdotisa',
    of: 'da Sacerdotisa',
    lesson: 'ouvir a intuição e respeitar o tempo do silêncio antes de decidir',
  },
  {
    name: 'A Imperatriz',
    of: 'da Imperatriz',
    lesson: 'cultivar a criatividade e deixar que o cuidado gere frutos',
  },
  {
    name: 'O Imperador',
    of: 'do Imperador',
    lesson: 'construir estruturas firmes e assumir a responsabilidade pelas próprias escolhas',
  },
  {
    name: 'O Hierofante',
    of: 'do Hierofante',
    lesson: 'buscar conhecimento, honrar as tradições que fazem sentido e partilhar o que aprende',
  },
  {
    name: 'Os Enamorados',
    of: 'dos Enamorados',
    lesson: 'fazer escolhas alinhadas ao coração e aos próprios valores',
  },
  {
    name: 'O Carro',
    of: 'do Carro',
    lesson: 'seguir adiante com foco, conduzindo as próprias forças na mesma direção',
  },
  {
    name: 'A Justiça',
    of: 'da Justiça',
    lesson: 'agir com equilíbrio e honestidade, respondendo pelas consequências',
  },
  {
    name: 'O Eremita',
    of: 'do Eremita',
    lesson: 'buscar respostas dentro de si e valorizar a sabedoria que vem da experiência',
  },
  {
    name: 'A Roda da Fortuna',
    of: 'da Roda da Fortuna',
    lesson: 'acolher os ciclos da vida e aproveitar as mudanças como oportunidade',
  },
  { name: 'A Força', of: 'da Força', lesson: 'unir coragem e gentileza para lidar com os próprios impulsos' },
  {
    name: 'O Enforcado',
    of: 'do Enforcado',
    lesson: 'enxergar as situações por outro ângulo e encontrar sentido nas pausas',
  },
  {
    name: 'A Morte',
    of: 'da Morte',
    lesson: 'deixar ir o que já cumpriu seu papel para que o novo possa chegar',
  },
  {
    name: 'A Temperança',
    of: 'da Temperança',
    lesson: 'encontrar a medida certa entre os extremos e cultivar a paciência',
  },
  {
    name: 'O Diabo',
    of: 'do Diabo',
    lesson: 'reconhecer apegos e padrões repetitivos para escolher a própria liberdade',
  },
  {
    name: 'A Torre',
    of: 'da Torre',
    lesson: 'aceitar que algumas estruturas caiam para reconstruir com mais verdade',
  },
  { name: 'A Estrela', of: 'da Estrela', lesson: 'manter a esperança acesa e confiar nos próprios sonhos' },
  {
    name: 'A Lua',
    of: 'da Lua',
    lesson: 'atravessar as incertezas com imaginação e sem medo das próprias emoções',
  },
  { name: 'O Sol', of: 'do Sol', lesson: 'viver com alegria, sinceridade e confiança no próprio brilho' },
  {
    name: 'O Julgamento',
    of: 'do Julgamento',
    lesson: 'rever a própria história e atender ao chamado de renovação',
  },
  {
    name: 'O Mundo',
    of: 'do Mundo',
    lesson: 'integrar as experiências vividas e celebrar cada ciclo concluído',
  },
];

/** Infinitive phrases for the destiny number. */
const NUMBER_GOALS: Record<NumberValue, string> = {
  1: 'abrir caminhos próprios e confiar na sua capacidade de começar',
  2: 'cooperar, escutar e construir parcerias de confiança',
  3: 'expressar ideias e talentos com leveza e alegria',
  4: 'construir uma base sólida com método e persistência',
  5: 'experimentar, mudar de rota quando preciso e viver com liberdade',
  6: 'cuidar, harmonizar e assumir responsabilidades afetivas',
  7: 'estudar, refletir e buscar um sentido mais profundo para as experiências',
  8: 'realizar metas concretas e usar bem a própria capacidade de gestão',
  9: 'servir a algo maior, com generosidade e visão ampla',
  11: 'inspirar outras pessoas e confiar em uma intuição muito aguçada',
  22: 'transformar grandes ideias em obras que beneficiem muita gente',
  33: 'ensinar, acolher e pôr o amor em prática no dia a dia',
};

const isMaster = (n: NumberValue): boolean => n === 11 || n === 22 || n === 33;

// ---------------------------------------------------------------------------------------------
// Sentence builders
// ---------------------------------------------------------------------------------------------

interface Parts {
  name: string;
  /** How the summary opens: the first name as a vocative ("Maria, você"), or "Você" without one. */
  you: string;
  sun: string;
  moon: string;
  asc: string | null;
  sunEl: (typeof ELEMENT_WORDS)[Element];
  sunP: SignPhrases;
  moonP: SignPhrases;
  ascP: SignPhrases | null;
  arc: ArcanumPhrases;
  num: NumberValue;
  goal: string;
  sunTrait: string;
  moonTrait: string;
}

type Builder = (p: Parts) => string;

const OPENINGS: readonly Builder[] = [
  (p) =>
    `${p.you} tem o Sol em ${p.sun}, signo de ${p.sunEl.name}, e isso coloca no centro da sua vida ${p.sunP.sunCore}.`,
  (p) => `${p.you} nasceu com o Sol em ${p.sun}, e o ponto de partida deste mapa é ${p.sunP.sunCore}.`,
  (p) =>
    `${p.you} carrega no Sol em ${p.sun} a marca ${p.sunEl.of}, e o que dá direção aos seus dias é ${p.sunP.sunCore}.`,
  (p) =>
    `${p.you} encontra no Sol em ${p.sun} a sua principal fonte de energia, que se revela como ${p.sunP.sunCore}.`,
];

const MOON_WITH_ASC: readonly Builder[] = [
  (p) =>
    `Com a Lua em ${p.moon}, você se sente em casa quando encontra ${p.moonP.moonNeed}; já o Ascendente em ${p.asc} faz com que as pessoas percebam primeiro ${p.ascP!.ascStyle}.`,
  (p) =>
    `Por dentro, a Lua em ${p.moon} pede ${p.moonP.moonNeed}. Por fora, o Ascendente em ${p.asc} mostra ${p.ascP!.ascStyle}.`,
  (p) =>
    `A Lua em ${p.moon} fala do lado mais íntimo, aquele que busca ${p.moonP.moonNeed}. Quem conhece você de longe, porém, vê pelo Ascendente em ${p.asc} ${p.ascP!.ascStyle}.`,
  (p) =>
    `Suas emoções falam a língua da Lua em ${p.moon}, que pede ${p.moonP.moonNeed}, enquanto o Ascendente em ${p.asc} apresenta você ao mundo com ${p.ascP!.ascStyle}.`,
];

const MOON_WITHOUT_ASC: readonly Builder[] = [
  (p) =>
    `A Lua em ${p.moon} mostra o que acalma você: ${p.moonP.moonNeed}. Como o Ascendente depende da hora exata do nascimento, esse ponto fica em aberto nesta leitura.`,
  (p) =>
    `No plano das emoções, a Lua em ${p.moon} pede ${p.moonP.moonNeed}; o Ascendente fica de fora desta análise, porque exige a hora exata do nascimento.`,
  (p) =>
    `Sua Lua em ${p.moon} fala de necessidades afetivas bem concretas, como ${p.moonP.moonNeed}. Sem a hora de nascimento, o Ascendente não entra nesta leitura.`,
];

const SAME_SUN_MOON: readonly Builder[] = [
  () =>
    'Sol e Lua no mesmo signo alinham vontade e emoção, o que dá coerência, mas pede atenção aos excessos.',
  () => 'Com Sol e Lua no mesmo signo, o que você quer e o que você sente com frequência concordam.',
];

const SAME_SUN_ASC: Builder = (p) =>
  `Com o Ascendente também em ${p.sun}, o que você mostra tende a coincidir com o que você é.`;

const SAME_ALL: Builder = (p) =>
  `Sol, Lua e Ascendente em ${p.sun} concentram a mesma energia: o que você quer, sente e mostra segue na mesma direção.`;

const ARCANUM_SENTENCES: readonly Builder[] = [
  (p) => `Seu arcano pessoal é ${p.arc.name}, que convida você a ${p.arc.lesson}.`,
  (p) => `No tarô, o arquétipo que acompanha você é ${p.arc.name}, e a lição desta carta é ${p.arc.lesson}.`,
  (p) => `A carta ${p.arc.of}, seu arcano pessoal, sugere ${p.arc.lesson}.`,
  (p) => `Como arcano pessoal, ${p.arc.name} deixa uma tarefa clara: ${p.arc.lesson}.`,
];

const NUMBER_SENTENCES: readonly Builder[] = [
  (p) =>
    `O número de destino ${p.num}${isMaster(p.num) ? ', um número mestre,' : ''} acrescenta um rumo ao quadro: ${p.goal}.`,
  (p) =>
    `Na numerologia, o destino ${p.num}${isMaster(p.num) ? ', um número mestre,' : ''} indica que parte da sua jornada é ${p.goal}.`,
  (p) =>
    `Seu número de destino é o ${p.num}${isMaster(p.num) ? ', número mestre' : ''}, que fala da vontade de ${p.goal}.`,
  (p) =>
    `Quanto à numerologia, o número de destino ${p.num}${isMaster(p.num) ? ', um número mestre,' : ''} reforça a importância de ${p.goal}.`,
];

const CLOSINGS: readonly Builder[] = [
  (p) =>
    `No conjunto, o mapa mostra que você cresce quando une ${p.sunTrait} e ${p.moonTrait}, sem precisar escolher entre uma coisa e outra.`,
  (p) =>
    `Leia estes pontos como convite à reflexão, não como sentença: ${p.sunTrait} e ${p.moonTrait} são recursos que você decide como usar.`,
  (p) =>
    `Nada aqui está fechado: são tendências para observar no trabalho, nas amizades e nas escolhas do dia a dia, onde ${p.sunTrait} e ${p.moonTrait} podem caminhar lado a lado.`,
  (p) =>
    `O próximo passo é seu: observe onde ${p.sunTrait} e ${p.moonTrait} já aparecem na sua rotina e onde ainda pedem mais espaço.`,
];

// ---------------------------------------------------------------------------------------------
// Composition
// ---------------------------------------------------------------------------------------------

/** The first word of the name, capitalised when it was typed all in upper or all in lower case. */
function displayFirstName(raw: string): string {
  const first = raw.trim().split(/\s+/)[0] ?? '';
  if (first === '') return 'Você';
  if (first !== first.toUpperCase() && first !== first.toLowerCase()) return first;
  return first
    .toLowerCase()
    .replace(/(^|[-'’])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

function arcanumPhrases(id: number): ArcanumPhrases {
  const n = Number.isInteger(id) ? ((id % 22) + 22) % 22 : 0;
  return ARCANUM_PHRASES[n]!;
}

/** Word bounds of the paragraph; builders are swapped for shorter ones when a combination runs long. */
export const SUMMARY_MIN_WORDS = 90;
export const SUMMARY_MAX_WORDS = 160;

const countWords = (text: string): number => text.split(/\s+/).filter(Boolean).length;

interface Slot {
  builders: readonly Builder[];
  index: number;
}

export function buildSummary(input: SummaryInput): string {
  const name = displayFirstName(input.firstName);
  const sunEl = SIGN_ELEMENT[input.sun];
  const moonEl = SIGN_ELEMENT[input.moon];
  const p: Parts = {
    name,
    you: name === 'Você' ? 'Você' : `${name}, você`,
    sun: SIGN_NAMES[input.sun],
    moon: SIGN_NAMES[input.moon],
    asc: input.ascendant ? SIGN_NAMES[input.ascendant] : null,
    sunEl: ELEMENT_WORDS[sunEl],
    sunP: SIGN_PHRASES[input.sun],
    moonP: SIGN_PHRASES[input.moon],
    ascP: input.ascendant ? SIGN_PHRASES[input.ascendant] : null,
    arc: arcanumPhrases(input.personalArcanum),
    num: input.destinyNumber,
    goal: NUMBER_GOALS[input.destinyNumber],
    sunTrait: ELEMENT_WORDS[sunEl].traits[0],
    moonTrait: ELEMENT_WORDS[moonEl].traits[sunEl === moonEl ? 1 : 0],
  };
  const seed = [
    name,
    input.sun,
    input.moon,
    input.ascendant ?? '-',
    input.personalArcanum,
    input.destinyNumber,
  ].join('|');
  const slot = (builders: readonly Builder[], salt: string): Slot => ({
    builders,
    index: hashString(`${salt}|${seed}`) % builders.length,
  });

  const opening = slot(OPENINGS, 'opening');
  const moon = slot(p.ascP ? MOON_WITH_ASC : MOON_WITHOUT_ASC, 'moon');
  const arcanum = slot(ARCANUM_SENTENCES, 'arcanum');
  const number = slot(NUMBER_SENTENCES, 'number');
  const closing = slot(CLOSINGS, 'closing');
  const extras: Slot[] = [];
  if (input.sun === input.moon && input.ascendant === input.sun)
    extras.push({ builders: [SAME_ALL], index: 0 });
  else if (input.sun === input.moon) extras.push(slot(SAME_SUN_MOON, 'same-moon'));
  else if (input.ascendant === input.sun) extras.push({ builders: [SAME_SUN_ASC], index: 0 });
  const middle = hashString(`order|${seed}`) % 2 === 0 ? [arcanum, number] : [number, arcanum];
  const order = [opening, moon, ...extras, ...middle, closing];

  const render = (): string => order.map((s) => s.builders[s.index]!(p)).join(' ');
  let text = render();
  // Long signs and both "same sign" remarks can push the paragraph past the limit: fall back to the
  // shortest builder of one slot at a time until it fits.
  for (const s of [closing, number, arcanum, moon, opening]) {
    if (countWords(text) <= SUMMARY_MAX_WORDS) break;
    let best = s.index;
    for (let i = 0; i < s.builders.length; i++) {
      if (countWords(s.builders[i]!(p)) < countWords(s.builders[best]!(p))) best = i;
    }
    s.index = best;
    text = render();
  }
  return text;
}
