// Texts for every contact between two charts (relations.md §1), composed from two parts: what the pair of
// points means between two people, then how the aspect itself works, with both names in each. In a key
// "p-q" (core's SYNASTRY_POINTS order), {x} owns the point p and {y} the point q. The pair sentences never
// say whether the meeting is easy or hard: the aspect sentence does, so each reads true with any of the
// five aspects. Original Portuguese prose written for Constelar.

import type { AspectKind, SynastryPoint } from '@constelar/core';
import { TRANSIT_BODIES } from '@constelar/core/codes';

/** The order of core's SYNASTRY_POINTS, from core's light codes so the browser can load this file. */
export const CONTACT_POINTS = [
  ...TRANSIT_BODIES,
  'ascendant',
  'midheaven',
] as const satisfies readonly SynastryPoint[];

/** What meeting the other's point means, with {x} and {y}; every pair but two outer planets. */
export const CONTACT_PAIR_TEXTS: Record<string, string> = {
  'sun-sun':
    'Os Sóis de {x} e {y} se tocam: é o encontro de duas vontades de ser, do jeito como cada pessoa quer brilhar e ganhar o olhar do mundo.',
  'sun-moon':
    'O Sol de {x} encontra a Lua de {y}: o que {x} quer para a vida toca aquilo de que {y} precisa para se sentir em casa.',
  'sun-mercury':
    'O Sol de {x} fala com o Mercúrio de {y}: as ideias de {y} chegam ao centro do que {x} é, e {x} dá assunto e direção às conversas.',
  'sun-venus':
    'O Sol de {x} encontra a Vênus de {y}: o afeto e o gosto de {y} se voltam para o jeito de ser de {x}, e {x} aquece o que {y} acha bonito.',
  'sun-mars':
    'O Sol de {x} encontra o Marte de {y}: a vontade de {x} e a iniciativa de {y} se cruzam, e dali sai energia para agir junto ou para medir forças.',
  'sun-jupiter':
    'O Sol de {x} encontra o Júpiter de {y}: {y} tende a ampliar o que {x} é, com confiança, generosidade e planos maiores.',
  'sun-saturn':
    'O Sol de {x} encontra o Saturno de {y}: {y} traz estrutura, prudência e senso de dever ao jeito de ser de {x}.',
  'sun-uranus':
    'O Sol de {x} encontra o Urano de {y}: {y} desperta em {x} vontade de mudar, de surpreender e de sair do roteiro.',
  'sun-neptune':
    'O Sol de {x} encontra o Netuno de {y}: {y} envolve {x} em sonho, inspiração e sensibilidade, e às vezes em idealização.',
  'sun-pluto':
    'O Sol de {x} encontra o Plutão de {y}: a presença de {y} mexe fundo na identidade de {x}, com intensidade e poder de transformação.',
  'sun-ascendant':
    'O Sol de {x} encontra o Ascendente de {y}: o jeito de ser de {x} toca a maneira como {y} se apresenta e chega ao mundo.',
  'sun-midheaven':
    'O Sol de {x} encontra o Meio do Céu de {y}: {x} se liga aos rumos, à carreira e ao lugar que {y} quer ocupar na vida.',
  'moon-moon':
    'As Luas de {x} e {y} se encontram: é o contato das duas vidas emocionais, do que cada pessoa precisa para descansar e sentir chão firme.',
  'moon-mercury':
    'A Lua de {x} encontra o Mercúrio de {y}: as palavras de {y} chegam direto ao sentimento de {x}, e {x} dá às conversas um fundo emocional.',
  'moon-venus':
    'A Lua de {x} encontra a Vênus de {y}: o carinho de {y} fala com as necessidades mais íntimas de {x}, no jeito de dar e de receber acolhida.',
  'moon-mars':
    'A Lua de {x} encontra o Marte de {y}: o ímpeto e a pressa de {y} chegam à sensibilidade de {x}, que reage de pronto ao tom de cada gesto.',
  'moon-jupiter':
    'A Lua de {x} encontra o Júpiter de {y}: {y} traz fé, humor e amplitude ao mundo emocional de {x}.',
  'moon-saturn':
    'A Lua de {x} encontra o Saturno de {y}: {y} oferece constância e limites ao que {x} sente, e a maneira de fazer isso decide se protege ou esfria.',
  'moon-uranus':
    'A Lua de {x} encontra o Urano de {y}: {y} sacode a rotina emocional de {x}, trazendo surpresa, liberdade e alguma imprevisibilidade.',
  'moon-neptune':
    'A Lua de {x} encontra o Netuno de {y}: entre os dois corre uma sensibilidade quase sem palavras, com empatia, devoção e algum risco de confusão.',
  'moon-pluto':
    'A Lua de {x} encontra o Plutão de {y}: {y} toca camadas profundas dos sentimentos de {x}, com apego, intensidade e desejo de verdade.',
  'moon-ascendant':
    'A Lua de {x} encontra o Ascendente de {y}: {x} sente a presença de {y} logo de cara, e a chegada de {y} mexe com o humor de {x}.',
  'moon-midheaven':
    'A Lua de {x} encontra o Meio do Céu de {y}: o afeto de {x} se mistura aos objetivos e à vida pública de {y}, entre casa e caminho.',
  'mercury-mercury':
    'Os Mercúrios de {x} e {y} se encontram: é o contato das duas maneiras de pensar, de falar e de aprender.',
  'mercury-venus':
    'O Mercúrio de {x} encontra a Vênus de {y}: as palavras de {x} tocam o afeto de {y}, e o bom gosto de {y} colore as conversas.',
  'mercury-mars':
    'O Mercúrio de {x} encontra o Marte de {y}: as ideias de {x} e a ação de {y} se cruzam, em debates acesos e decisões rápidas.',
  'mercury-jupiter':
    'O Mercúrio de {x} encontra o Júpiter de {y}: {y} amplia o pensamento de {x}, com visão, otimismo e vontade de aprender mais.',
  'mercury-saturn':
    'O Mercúrio de {x} encontra o Saturno de {y}: {y} dá método e rigor às ideias de {x}, e pode pesar cada palavra dita.',
  'mercury-uranus':
    'O Mercúrio de {x} encontra o Urano de {y}: {y} provoca em {x} ideias novas, saltos de raciocínio e conversas fora do comum.',
  'mercury-neptune':
    'O Mercúrio de {x} encontra o Netuno de {y}: a fala de {x} ganha imaginação com {y}, e nem tudo o que se diz fica claro.',
  'mercury-pluto':
    'O Mercúrio de {x} encontra o Plutão de {y}: as conversas vão fundo, {y} quer chegar ao que está por trás das palavras de {x}.',
  'mercury-ascendant':
    'O Mercúrio de {x} encontra o Ascendente de {y}: {x} lê e descreve {y} com atenção, e a presença de {y} dá assunto a {x}.',
  'mercury-midheaven':
    'O Mercúrio de {x} encontra o Meio do Céu de {y}: as ideias e os conselhos de {x} entram nos planos e na carreira de {y}.',
  'venus-venus':
    'As Vênus de {x} e {y} se encontram: é o contato dos dois jeitos de amar, de dar valor e de achar a vida bonita.',
  'venus-mars':
    'A Vênus de {x} encontra o Marte de {y}: o encanto de {x} e o desejo de {y} se procuram, e é aqui que mora boa parte da atração.',
  'venus-jupiter':
    'A Vênus de {x} encontra o Júpiter de {y}: {y} multiplica o afeto e os prazeres de {x}, com generosidade e celebração.',
  'venus-saturn':
    'A Vênus de {x} encontra o Saturno de {y}: {y} dá compromisso e forma ao afeto de {x}, e também pede provas e paciência.',
  'venus-uranus':
    'A Vênus de {x} encontra o Urano de {y}: {y} traz ao amor de {x} surpresa, liberdade e uma atração elétrica.',
  'venus-neptune':
    'A Vênus de {x} encontra o Netuno de {y}: o afeto ganha romance e poesia, e convém separar o sonho da pessoa real.',
  'venus-pluto':
    'A Vênus de {x} encontra o Plutão de {y}: o desejo de {y} chega fundo ao afeto de {x}, com magnetismo e vontade de posse.',
  'venus-ascendant':
    'A Vênus de {x} encontra o Ascendente de {y}: {x} se encanta com o jeito de {y} se mostrar, e a presença de {y} desperta o carinho de {x}.',
  'venus-midheaven':
    'A Vênus de {x} encontra o Meio do Céu de {y}: o afeto de {x} apoia os rumos de {y}, e a imagem pública de {y} ganha encanto.',
  'mars-mars':
    'Os Martes de {x} e {y} se encontram: é o contato dos dois motores, do jeito como cada pessoa age, deseja e briga.',
  'mars-jupiter':
    'O Marte de {x} encontra o Júpiter de {y}: {y} dá fôlego e confiança à iniciativa de {x}, e juntos querem ir mais longe.',
  'mars-saturn':
    'O Marte de {x} encontra o Saturno de {y}: a pressa de {x} encontra a prudência de {y}, e o ritmo de cada pessoa vira tema.',
  'mars-uranus':
    'O Marte de {x} encontra o Urano de {y}: a ação de {x} ganha faísca e imprevisto com {y}, e a energia sobe de repente.',
  'mars-neptune':
    'O Marte de {x} encontra o Netuno de {y}: a iniciativa de {x} se mistura à sensibilidade de {y}, entre inspiração e intenções pouco claras.',
  'mars-pluto':
    'O Marte de {x} encontra o Plutão de {y}: vontades fortes se cruzam, com uma intensidade que pede cuidado com disputas de poder.',
  'mars-ascendant':
    'O Marte de {x} encontra o Ascendente de {y}: a energia de {x} chega de frente à presença de {y}, estimulando ou pressionando.',
  'mars-midheaven':
    'O Marte de {x} encontra o Meio do Céu de {y}: {x} empurra os planos e a carreira de {y}, com energia para realizar.',
  'jupiter-jupiter':
    'Os Júpiteres de {x} e {y} se encontram: é o contato das duas visões de mundo, da fé e do jeito de crescer de cada pessoa.',
  'jupiter-saturn':
    'O Júpiter de {x} encontra o Saturno de {y}: a vontade de expandir de {x} encontra o senso de limite de {y}, entre crescer e consolidar.',
  'jupiter-uranus':
    'O Júpiter de {x} encontra o Urano de {y}: {y} traz novidade e ousadia aos planos de {x}, e os dois se animam com o que ainda não existe.',
  'jupiter-neptune':
    'O Júpiter de {x} encontra o Netuno de {y}: ideais e sonhos se ampliam juntos, com espiritualidade, arte e generosidade.',
  'jupiter-pluto':
    'O Júpiter de {x} encontra o Plutão de {y}: ambições grandes se encontram, com força para transformar o que a dupla toca.',
  'jupiter-ascendant':
    'O Júpiter de {x} encontra o Ascendente de {y}: {x} vê o melhor de {y} e dá a {y} coragem para se mostrar com mais confiança.',
  'jupiter-midheaven':
    'O Júpiter de {x} encontra o Meio do Céu de {y}: {x} abre portas e traz otimismo aos rumos e à carreira de {y}.',
  'saturn-saturn':
    'Os Saturnos de {x} e {y} se encontram: é o contato dos dois jeitos de lidar com dever, limite e tempo.',
  'saturn-uranus':
    'O Saturno de {x} encontra o Urano de {y}: a ordem de {x} encontra a vontade de mudança de {y}, entre manter e renovar.',
  'saturn-neptune':
    'O Saturno de {x} encontra o Netuno de {y}: {x} pede forma ao que {y} sonha, e {y} convida {x} a confiar no que não se mede.',
  'saturn-pluto':
    'O Saturno de {x} encontra o Plutão de {y}: estrutura e intensidade se encontram, num laço sério e de longo prazo.',
  'saturn-ascendant':
    'O Saturno de {x} encontra o Ascendente de {y}: {x} tende a orientar, corrigir ou proteger o jeito como {y} se apresenta.',
  'saturn-midheaven':
    'O Saturno de {x} encontra o Meio do Céu de {y}: {x} traz seriedade e exigência aos objetivos e à carreira de {y}.',
  'uranus-ascendant':
    'O Urano de {x} encontra o Ascendente de {y}: {x} provoca em {y} vontade de se mostrar de um jeito novo e mais livre.',
  'uranus-midheaven':
    'O Urano de {x} encontra o Meio do Céu de {y}: {x} estimula viradas e mudanças de rumo nos planos de {y}.',
  'neptune-ascendant':
    'O Netuno de {x} encontra o Ascendente de {y}: {x} vê {y} através de um véu de encanto, nem sempre nítido.',
  'neptune-midheaven':
    'O Netuno de {x} encontra o Meio do Céu de {y}: {x} inspira os sonhos de vida de {y}, e convém checar os planos com os pés no chão.',
  'pluto-ascendant':
    'O Plutão de {x} encontra o Ascendente de {y}: a presença de {x} marca {y} fundo e pode transformar o jeito de {y} se mostrar.',
  'pluto-midheaven':
    'O Plutão de {x} encontra o Meio do Céu de {y}: {x} mexe com a ambição de {y} e com o lugar que {y} quer conquistar.',
  'ascendant-ascendant':
    'Os Ascendentes de {x} e {y} se encontram: é o contato das duas maneiras de chegar, de se apresentar e de reagir ao primeiro olhar.',
  'ascendant-midheaven':
    'O Ascendente de {x} encontra o Meio do Céu de {y}: o jeito de ser de {x} se liga aos rumos e à vida pública de {y}.',
  'midheaven-midheaven':
    'Os Meios do Céu de {x} e {y} se encontram: é o contato das duas direções de vida, do que cada pessoa quer construir lá fora.',
};

/** How a conjunction colours its pair: it blends, it mixes stimulus and friction, or it weighs. */
export type ConjunctionTone = 'blend' | 'mixed' | 'strain';

/** Conjunctions that weigh, after core's scoring (pair-weights.ts) and the tradition of Saturn's contacts. */
const STRAIN_CONJUNCTIONS: ReadonlySet<string> = new Set([
  'sun-saturn',
  'moon-saturn',
  'mercury-saturn',
  'venus-saturn',
  'mars-saturn',
  'moon-mars',
  'mercury-mars',
  'saturn-ascendant',
]);
const MIXED_CONJUNCTIONS: ReadonlySet<string> = new Set([
  'sun-mars',
  'mars-jupiter',
  'jupiter-saturn',
  'mars-mars',
  'mars-pluto',
  'mars-uranus',
  'moon-pluto',
  'moon-uranus',
  'saturn-midheaven',
  'saturn-uranus',
  'saturn-pluto',
]);

export const conjunctionTone = (key: string): ConjunctionTone =>
  STRAIN_CONJUNCTIONS.has(key) ? 'strain' : MIXED_CONJUNCTIONS.has(key) ? 'mixed' : 'blend';

/**
 * The aspect's part, with {p} and {q} for the two points with their owners ("o Sol de Ana") and {t} for
 * what the two points carry ("a vontade e o afeto", `contactTheme`), so no two pairs of one reading share
 * a sentence (issue #37). Two wordings each, chosen by the pair; {t} is always a plural subject or object,
 * never after a preposition, and nothing agrees with it.
 */
export const CONTACT_KIND_TEXTS: Record<Exclude<AspectKind, 'conjunction'>, readonly [string, string]> &
  Record<`conjunction-${ConjunctionTone}`, readonly [string, string]> = {
  'conjunction-blend': [
    'Em conjunção, {p} e {q} ocupam o mesmo lugar do céu: {t} se misturam desde o primeiro encontro, e as duas pessoas se reconhecem logo.',
    'Colados em conjunção, {p} e {q} tornam o encontro direto, e {t} passam a contar como coisa compartilhada desde o começo.',
  ],
  'conjunction-mixed': [
    'A conjunção junta {p} e {q} num só lugar, e {t} se misturam com força: ora estimulam, ora agitam, e ajudam a dar nome ao que cada pessoa sente.',
    'Em conjunção, {p} e {q} se sobrepõem, e {t} se concentram num ponto só, virando impulso comum ou faísca, conforme o dia.',
  ],
  'conjunction-strain': [
    'Aqui a conjunção pesa: com {p} e {q} no mesmo lugar, {t} se apertam num espaço só, e o que é cuidado para uma pessoa pode parecer limite para a outra.',
    'A conjunção de {p} com {q} é próxima demais para passar em branco: quando {t} dividem o mesmo espaço, vale combinar ritmo, para que a proximidade não vire cobrança.',
  ],
  sextile: [
    'O sextil entre {p} e {q} abre uma porta sem empurrar ninguém: {t} conversam com facilidade, e isso rende mais quando as duas pessoas o usam de propósito.',
    'Em sextil, {p} e {q} mantêm um contato amistoso e leve, e {t} se apoiam quando as duas partes tomam um pouco de iniciativa.',
  ],
  trine: [
    'Em trígono, {p} e {q} deixam {t} fluir sem esforço, com uma naturalidade que às vezes nem se percebe.',
    'O trígono entre {p} e {q} deixa o encontro à vontade: {t} se entendem quase sem combinar, e vale não tomar essa facilidade como garantida.',
  ],
  square: [
    'Na quadratura, {p} e {q} geram atrito: {t} se provocam nesse ponto, e o que as duas pessoas fazem com essa fricção decide se ela cansa ou faz crescer.',
    'Em quadratura, {p} e {q} se cruzam em ângulo tenso: {t} puxam para lados diferentes, e o desafio pede conversa franca em vez de silêncio.',
  ],
  opposition: [
    'Na oposição, {p} e {q} ficam em lados opostos do mesmo eixo: {t} se atraem e se cobram, e o que falta a uma pessoa a outra tem, com um meio-termo a negociar.',
    'Em oposição, {p} e {q} se olham de frente: {t} se espelham, e a tensão entre os dois lados pede equilíbrio, não disputa.',
  ],
};

/** What each point carries into a contact, one of two ("a vontade e o afeto"). */
const POINT_THEMES: Record<SynastryPoint, string> = {
  sun: 'a vontade',
  moon: 'o afeto',
  mercury: 'as ideias',
  venus: 'o carinho',
  mars: 'o impulso',
  jupiter: 'a confiança',
  saturn: 'o compromisso',
  uranus: 'a liberdade',
  neptune: 'o sonho',
  pluto: 'a intensidade',
  ascendant: 'o jeito de chegar',
  midheaven: 'os rumos de vida',
};

/** A point meeting its counterpart: both of them, in the plural, in words its pair sentence does not use. */
const SAME_POINT_THEMES: Record<SynastryPoint, string> = {
  sun: 'os dois brilhos',
  moon: 'os dois corações',
  mercury: 'as duas cabeças',
  venus: 'os dois gostos',
  mars: 'as duas iniciativas',
  jupiter: 'as duas esperanças',
  saturn: 'as duas cautelas',
  uranus: 'as duas sedes de liberdade',
  neptune: 'os dois mundos de sonho',
  pluto: 'as duas intensidades',
  ascendant: 'as duas primeiras impressões',
  midheaven: 'as duas ambições',
};

/** "a vontade e o afeto" for the Sun and the Moon, in the pair's order; "os dois brilhos" for two Suns. */
export function contactTheme(a: SynastryPoint, b: SynastryPoint): string {
  if (a === b) return SAME_POINT_THEMES[a];
  const { aFirst } = contactPairKey(a, b);
  const [first, second] = aFirst ? [a, b] : [b, a];
  return `${POINT_THEMES[first]} e ${POINT_THEMES[second]}`;
}

/** "o Sol de Ana", "a Vênus de Bia": the article and name of each point. */
export const CONTACT_POINT_NAMES: Record<SynastryPoint, string> = {
  sun: 'o Sol',
  moon: 'a Lua',
  mercury: 'o Mercúrio',
  venus: 'a Vênus',
  mars: 'o Marte',
  jupiter: 'o Júpiter',
  saturn: 'o Saturno',
  uranus: 'o Urano',
  neptune: 'o Netuno',
  pluto: 'o Plutão',
  ascendant: 'o Ascendente',
  midheaven: 'o Meio do Céu',
};

const CONTRACTIONS: Record<string, Record<string, string>> = {
  de: { o: 'do', a: 'da' },
  em: { o: 'no', a: 'na' },
  por: { o: 'pelo', a: 'pela' },
};

/** "de" + "o Sol de Ana" = "do Sol de Ana" (issue #37: "a conjunção de a Lua" was a slip). */
const contracted = (preposition: string, point: string): string => {
  const [article, ...rest] = point.split(' ');
  const joined = CONTRACTIONS[preposition]?.[article!];
  return joined ? `${joined} ${rest.join(' ')}` : `${preposition} ${point}`;
};

/** Fills a kind sentence: {p} is A's point, {q} B's, {t} their theme; a preposition before a point contracts. */
export const fillPoints = (template: string, p: string, q: string, t = 'os dois temas'): string =>
  template
    .replaceAll('{t}', t)
    .replace(/(?<!\p{L})(de|em|por) \{([pq])\}/gu, (_, prep: string, slot: string) =>
      contracted(prep, slot === 'p' ? p : q),
    )
    .replaceAll('{p}', p)
    .replaceAll('{q}', q);

const order = (p: SynastryPoint): number => (CONTACT_POINTS as readonly string[]).indexOf(p);

/** The unordered key of two points, and whether the first person owns the key's first point. */
export function contactPairKey(a: SynastryPoint, b: SynastryPoint): { key: string; aFirst: boolean } {
  const aFirst = order(a) <= order(b);
  return { key: aFirst ? `${a}-${b}` : `${b}-${a}`, aFirst };
}

export const fillNames = (template: string, x: string, y: string): string =>
  template.replaceAll('{x}', x).replaceAll('{y}', y);

/**
 * The reading of one contact: `a` is the point of the person called `nameA`, `b` of `nameB`. Null for a
 * pair without a text (two outer planets, which synastry leaves out).
 */
export function contactText(
  a: SynastryPoint,
  b: SynastryPoint,
  kind: AspectKind,
  nameA: string,
  nameB: string,
): string | null {
  const { key, aFirst } = contactPairKey(a, b);
  const pair = CONTACT_PAIR_TEXTS[key];
  if (!pair) return null;
  const [x, y] = aFirst ? [nameA, nameB] : [nameB, nameA];
  const kindKey = kind === 'conjunction' ? (`conjunction-${conjunctionTone(key)}` as const) : kind;
  // The pair's place in the list picks the wording, so it is the same every time for that pair.
  const variant = CONTACT_KIND_TEXTS[kindKey][Object.keys(CONTACT_PAIR_TEXTS).indexOf(key) % 2]!;
  const p = `${CONTACT_POINT_NAMES[a]} de ${nameA}`;
  const q = `${CONTACT_POINT_NAMES[b]} de ${nameB}`;
  return `${fillNames(pair, x, y)} ${fillPoints(variant, p, q, contactTheme(a, b))}`;
}
