// Sentences composed around the synastry texts: they carry the facts (names, signs, orbs, points), so each
// card says where its number comes from (issue #13). The server fills them; the words live here.
import {
  TRIADS,
  type AspectKind,
  type Body,
  type Element,
  type NumberAffinity,
  type ReportBody,
} from '@constelar/core';
import { ASPECT_NAMES, BODY_NAMES, withArticle } from './bodies';
import { ELEMENT_NAMES } from './signs';

/**
 * The tone a synastry card may take, by its score: below 50 it must not promise ease, above 70 it must
 * not dwell on friction (the server's synastry-tone.ts holds the rule and its word lists).
 */
export type ToneBand = 'low' | 'middle' | 'high';

const KIND_WITH_ARTICLE: Record<AspectKind, string> = {
  conjunction: 'uma conjunção',
  opposition: 'uma oposição',
  trine: 'um trígono',
  square: 'uma quadratura',
  sextile: 'um sextil',
};

const number = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const degrees = (orb: number) => `${number.format(orb)}°`;

/** "soma 3 pontos à harmonia geral", from a breakdown contribution. */
export function pointsPhrase(contribution: number): string {
  if (contribution === 0) return 'fica abaixo de meio ponto e some no arredondamento da harmonia geral';
  const n = Math.abs(contribution);
  const unit = n === 1 ? 'ponto' : 'pontos';
  return contribution > 0 ? `soma ${n} ${unit} à harmonia geral` : `tira ${n} ${unit} da harmonia geral`;
}

export const signedPoints = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** "A Vênus de Ana e o Marte de Bia formam um trígono a 2,3° do exato, que soma 4 pontos…". */
export function contactFact(
  c: { a: ReportBody; b: ReportBody; x: string; y: string; kind: AspectKind; orb: number },
  contribution: number,
): string {
  const first = withArticle(c.a);
  return `${first[0]!.toUpperCase()}${first.slice(1)} de ${c.x} e ${withArticle(c.b)} de ${c.y} formam ${KIND_WITH_ARTICLE[c.kind]} a ${degrees(c.orb)} do exato, que ${pointsPhrase(contribution)}.`;
}

/** "Saturno de Ana em quadratura com o Sol de Bia". */
export const contactTitle = (c: {
  a: Body | 'ascendant' | 'midheaven';
  b: Body | 'ascendant' | 'midheaven';
  x: string;
  y: string;
  kind: AspectKind;
}): string => `${BODY_NAMES[c.a]} de ${c.x} em ${ASPECT_NAMES[c.kind]} com ${withArticle(c.b)} de ${c.y}`;

/** For the second contact of one pair and nature: its template would repeat the first one's sentences. */
export const sameToneAgain = (c: { a: ReportBody; b: ReportBody; x: string; y: string }): string =>
  `Com os papéis trocados, ${withArticle(c.a)} de ${c.x} e ${withArticle(c.b)} de ${c.y} repetem o tom do contato descrito acima, e o peso dos dois entra na conta.`;

export const mercuryFact = (x: string, y: string, kind: AspectKind, orb: number, contribution: number) =>
  `Os Mercúrios de ${x} e ${y} formam ${KIND_WITH_ARTICLE[kind]} a ${degrees(orb)} do exato, que ${pointsPhrase(contribution)}.`;

// -------------------------------------------------------------------------------------------------
// Venus and Mars
// -------------------------------------------------------------------------------------------------

export const VENUS_MARS_WORDING = {
  noneTitle: 'Vênus e Marte sem aspecto entre os mapas',
  noneSummary: (x: string, y: string) =>
    `Nenhum aspecto liga a Vênus de ${x} ao Marte de ${y}, nem a Vênus de ${y} ao Marte de ${x}. Por isso a nota deste par fica no ponto neutro, 50%, e ele não entra na conta da harmonia geral.`,
  noneDetails:
    'Vênus descreve como cada pessoa demonstra afeto e o que acha bonito; Marte, como toma a iniciativa e vai atrás do que quer. Quando esses pontos não formam ângulo entre os mapas, o céu não dá um recado direto sobre o encontro dessas duas funções. A aproximação passa a depender do que vocês cultivam juntos, e os outros aspectos mostram onde estão os encontros mais fortes.',
  title: (kinds: AspectKind[]) =>
    kinds.length === 2 && kinds[0] === kinds[1]
      ? `Vênus e Marte em ${ASPECT_NAMES[kinds[0]!]}, nos dois sentidos`
      : `Vênus e Marte em ${kinds.map((k) => ASPECT_NAMES[k]).join(' e ')}`,
  band: {
    high: 'Afeto e iniciativa se respondem bem entre vocês, e este é um dos apoios mais claros da sinastria.',
    middle:
      'O saldo deste par fica perto do meio: há ligação entre o jeito de uma pessoa demonstrar afeto e o impulso da outra, e os demais contatos completam o quadro.',
    low: 'Aqui o jeito de demonstrar afeto e o de tomar a iniciativa pedem negociação: combinar ritmos funciona melhor do que esperar que eles se ajustem sozinhos.',
  } satisfies Record<ToneBand, string>,
  faint: (count: number) =>
    count === 1
      ? 'Um contato largo, perto do limite do orbe, aparece no cálculo, mas é sutil demais para sustentar sozinho uma leitura sobre atração.'
      : 'Contatos largos, perto do limite do orbe, aparecem no cálculo, mas são sutis demais para sustentar sozinhos uma leitura sobre atração.',
  contrary:
    'O contato de sinal contrário pesa menos e apenas tempera o resultado, sem mudar o tom do conjunto.',
  /** Instead of the band, when a Venus–Mars contact is the largest share of the overall harmony. */
  top: {
    support:
      'É o contato que mais pesa na harmonia geral de vocês: afeto e iniciativa se respondem, e essa ligação sustenta boa parte da relação.',
    strain:
      'É o contato que mais pesa na harmonia geral, e pesa para baixo: o jeito de demonstrar afeto e o de tomar a iniciativa pedem negociação constante.',
  },
};

const PLURAL_POINTS = { sun: 'os Sóis', moon: 'as Luas' } as const;

/** The Moon card's paragraph when the degrees tell another aspect than the signs, by how that aspect reads. */
export const DEGREE_MOON_DETAILS: Record<'conjunction' | 'harmonious' | 'tense', string> = {
  conjunction:
    'Luas tão próximas em graus falam de um clima emocional partilhado: o humor de uma pessoa contagia a outra depressa, para o aconchego e também para o mau dia. Os signos diferentes dão a cada uma seu jeito de expressar o que sente, mas a necessidade de fundo é parecida, e vale cuidar para que uma não absorva sempre o estado da outra.',
  harmonious:
    'Pelos graus, as duas Luas se apoiam: as necessidades emocionais de cada pessoa encontram eco na outra, e o cuidado circula sem muita explicação. Os signos contam o estilo de cada uma; o ângulo conta que esses estilos conversam bem.',
  tense:
    'Pelos graus, as duas Luas se cruzam em ângulo exigente: o que acalma uma pessoa pode inquietar a outra, e os dias difíceis de ambas nem sempre combinam. Nomear o que cada uma precisa, sem esperar que a outra adivinhe, transforma essa diferença em cuidado consciente.',
};

/**
 * When the degrees tell another story than the signs (Moons 6° apart across a sign boundary are in
 * conjunction, whatever their elements say): the sentence that replaces the sign-based one.
 */
export function degreeAspectNote(
  point: 'sun' | 'moon',
  x: string,
  y: string,
  aspect: { kind: AspectKind; orb: number } | null,
): string {
  const plural = PLURAL_POINTS[point];
  const capital = `${plural[0]!.toUpperCase()}${plural.slice(1)}`;
  if (!aspect) {
    return `Pelos graus, ${plural} de ${x} e ${y} ficam fora do orbe de qualquer aspecto: a relação entre os signos vale como pano de fundo, sem um contato direto entre os dois pontos.`;
  }
  return `${capital} de ${x} e ${y} estão em ${ASPECT_NAMES[aspect.kind]}, a ${degrees(aspect.orb)} do exato, embora os signos sugiram outro ângulo: é o ângulo real entre os dois pontos que descreve o encontro.`;
}

// -------------------------------------------------------------------------------------------------
// Signs, in the order of the people (issue #13: "Fogo com Água" when person 1 has the Fire)
// -------------------------------------------------------------------------------------------------

export const elementTitle = (point: 'Sol' | 'Lua' | 'Ascendente', a: Element, b: Element) =>
  `${point} e ${point}: ${ELEMENT_NAMES[a]} com ${ELEMENT_NAMES[b]}`;

export function sunLead(x: string, signX: string, elX: Element, y: string, signY: string, elY: Element) {
  if (signX === signY) return `${x} e ${y} têm o Sol em ${signX}, signo de ${ELEMENT_NAMES[elX]}.`;
  return `${x} tem o Sol em ${signX}, signo de ${ELEMENT_NAMES[elX]}, e ${y}, em ${signY}, signo de ${ELEMENT_NAMES[elY]}.`;
}

export const moonLead = (x: string, signX: string, elX: Element, y: string, signY: string, elY: Element) =>
  `A Lua de ${x} está em ${signX} (${ELEMENT_NAMES[elX]}), e a de ${y}, em ${signY} (${ELEMENT_NAMES[elY]}).`;

export const ascendantLead = (
  x: string,
  signX: string,
  elX: Element,
  y: string,
  signY: string,
  elY: Element,
) =>
  `O Ascendente de ${x} está em ${signX} (${ELEMENT_NAMES[elX]}), e o de ${y}, em ${signY} (${ELEMENT_NAMES[elY]}).`;

// -------------------------------------------------------------------------------------------------
// Numbers: why the archetype and numerology cards score what they do
// -------------------------------------------------------------------------------------------------

/** What each of core's TRIADS speaks of, in their order. */
const TRIAD_THEMES = ['a da mente', 'a da matéria', 'a do sentimento'] as const;

/** "1, 5 e 7, a da mente": the triad a root (1–9) belongs to. */
function triadName(root: number): string {
  const i = TRIADS.findIndex((t) => t.includes(root));
  const triad = TRIADS[i];
  if (!triad) return '';
  return `${triad.slice(0, -1).join(', ')} e ${triad.at(-1)}, ${TRIAD_THEMES[i]}`;
}

/** noun: "os arcanos" or "os destinos"; the roots as core's rootOf gives them. */
export function affinitySentence(
  noun: string,
  rootX: number,
  rootY: number,
  affinity: NumberAffinity,
  score: number,
): string {
  const capital = `${noun[0]!.toUpperCase()}${noun.slice(1)}`;
  switch (affinity) {
    case 'same':
      return `${capital} se reduzem ao mesmo algarismo, ${rootX}: é a afinidade mais alta desta conta, ${score}%.`;
    case 'triad':
      return `Reduzidos a um algarismo, ${noun} dão ${rootX} e ${rootY}, da mesma tríade (${triadName(rootX)}): uma afinidade alta, ${score}%.`;
    case 'different':
      return `Entre ${rootX} e ${rootY}, os algarismos a que ${noun} se reduzem, não há tríade comum: a afinidade fica em ${score}%, e alinhar prioridades pede mais conversa.`;
  }
}

/** "Ana traz O Mago e Bia, A Lua; juntos somam O Sol (1 + 18 = 19).". */
export const archetypeLead = (
  x: string,
  arcanumX: string,
  y: string,
  arcanumY: string,
  sum: string,
  trail: string,
) => `${x} traz ${arcanumX} e ${y}, ${arcanumY}; juntos somam ${sum} (${trail}).`;

/** "Destino 3 de Ana com destino 5 de Bia: número da relação 8 (3 + 5 = 8).". */
export const numerologyLead = (
  x: string,
  destinyX: number,
  y: string,
  destinyY: number,
  value: number,
  trail: string,
) => `Destino ${destinyX} de ${x} com destino ${destinyY} de ${y}: número da relação ${value} (${trail}).`;

// -------------------------------------------------------------------------------------------------
// Overall percentage and notes
// -------------------------------------------------------------------------------------------------

/** The first line of the breakdown: where the overall harmony starts. */
export const STARTING_POINT_LABEL = 'Ponto de partida';

/** A breakdown line: "Vênus de Ana em trígono com Marte de Bia". */
export const breakdownLabel = (a: ReportBody, x: string, kind: AspectKind, b: ReportBody, y: string) =>
  `${BODY_NAMES[a]} de ${x} em ${ASPECT_NAMES[kind]} com ${BODY_NAMES[b]} de ${y}`;

export function harmonyWhy(score: number, top: { label: string; contribution: number }[]): string {
  const cards = `As porcentagens de cada aspecto abaixo medem outra coisa (signos, arcanos e números), por isso podem ficar acima ou abaixo de ${score}%.`;
  if (top.length === 0) {
    return `Nenhum aspecto entre os planetas dos dois mapas pesou o bastante para mover a conta, então a harmonia geral fica no ponto de partida, ${score}%. ${cards}`;
  }
  const list = top.map((t) => `${t.label} (${signedPoints(t.contribution)})`).join('; ');
  return `A porcentagem geral parte de 50 e soma os aspectos entre os planetas dos dois mapas, cada um pesado pelo par de planetas e pela exatidão. ${top.length === 1 ? 'O que mais pesou' : 'Os que mais pesaram'}: ${list}. ${cards}`;
}

export const timeNote = (name: string, hasPlace: boolean) =>
  `A hora de nascimento de ${name} não foi informada, então o mapa foi calculado para as 12:00 ${hasPlace ? 'no horário local' : 'em Tempo Universal (UTC)'}, e o Ascendente fica de fora.`;

/** Named, so two people without a time do not get the same sentence twice. */
export const daySignClosing = (name: string) => `para ${name}, a sinastria usa as posições do meio-dia.`;

export const placeNote = (names: string[]) =>
  `Sem o local de nascimento de ${names.join(' e de ')}, os horários foram tomados em Tempo Universal (UTC). Os signos dos planetas quase nunca mudam por isso, mas o Ascendente depende do lugar exato e ficou de fora desta comparação.`;
