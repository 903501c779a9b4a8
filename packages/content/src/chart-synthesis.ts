// The chart read as one thing (issue #27, docs/decisions/083-reading-depth.md): the chart ruler by the
// traditional scheme, the blend of Sun, Moon and Ascendant, the main tension named and reconciled, and the
// slow planets read as a generation's mark. Composed from parts; original prose written for Constelar.
import {
  CHART_ASPECT_NATURE,
  SIGN_ELEMENT,
  type AspectKind,
  type Body,
  type Element,
  type Sign,
} from '@constelar/core/codes';
import { BODY_NAMES, HOUSE_THEMES, articleOf, withArticle } from './bodies';
import { SIGN_NAMES } from './sign-names';

export type SynthesisPoint = Body | 'ascendant' | 'midheaven';

export interface ChartSynthesisInput {
  bodies: Record<Body, { sign: Sign; house: number | null }>;
  /** Null without a birth time. */
  ascendantSign: Sign | null;
  aspects: readonly { a: SynthesisPoint; b: SynthesisPoint; kind: AspectKind; orb: number }[];
}

/** The traditional rulers (the seven visible planets): the scheme the report names and keeps. */
export const TRADITIONAL_RULERS: Record<Sign, Body> = {
  aries: 'mars',
  taurus: 'venus',
  gemini: 'mercury',
  cancer: 'moon',
  leo: 'sun',
  virgo: 'mercury',
  libra: 'venus',
  scorpio: 'mars',
  sagittarius: 'jupiter',
  capricorn: 'saturn',
  aquarius: 'saturn',
  pisces: 'jupiter',
};

const OUTER: ReadonlySet<Body> = new Set(['uranus', 'neptune', 'pluto']);
/** How a point reads in a sentence: "o Sol", "a Lua", "Marte" (planets other than the lights go bare). */
const WITH_ARTICLE: ReadonlySet<SynthesisPoint> = new Set([
  'sun',
  'moon',
  'trueNode',
  'ascendant',
  'midheaven',
]);
export const pointPhrase = (p: SynthesisPoint): string =>
  WITH_ARTICLE.has(p) ? withArticle(p) : BODY_NAMES[p];
/** "ao Sol", "à Lua", "a Marte". */
const toPoint = (p: SynthesisPoint): string =>
  WITH_ARTICLE.has(p)
    ? articleOf(p) === 'a'
      ? `à ${BODY_NAMES[p]}`
      : `ao ${BODY_NAMES[p]}`
    : `a ${BODY_NAMES[p]}`;
/** "do Sol", "da Lua", "de Marte". */
const ofPoint = (p: SynthesisPoint): string =>
  WITH_ARTICLE.has(p) ? `d${articleOf(p)} ${BODY_NAMES[p]}` : `de ${BODY_NAMES[p]}`;
const joinNames = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}`;

/** How a planet acts in a sign, after "age com". */
const SIGN_MANNER: Record<Sign, string> = {
  aries: 'pressa e franqueza',
  taurus: 'calma e constância',
  gemini: 'curiosidade e jogo de cintura',
  cancer: 'cuidado e memória',
  leo: 'calor e vontade de brilhar',
  virgo: 'método e atenção ao detalhe',
  libra: 'tato e senso de medida',
  scorpio: 'intensidade e foco',
  sagittarius: 'entusiasmo e visão larga',
  capricorn: 'paciência e estratégia',
  aquarius: 'independência e ideias próprias',
  pisces: 'sensibilidade e imaginação',
};

/** What each point wants, as an infinitive phrase ("agir já"). */
const DRIVE: Record<SynthesisPoint, string> = {
  sun: 'afirmar quem você é',
  moon: 'proteger o que sente',
  mercury: 'entender e dizer',
  venus: 'agradar e desfrutar',
  mars: 'agir já',
  jupiter: 'crescer e arriscar',
  saturn: 'conter e garantir',
  uranus: 'romper e mudar',
  neptune: 'sonhar e se entregar',
  pluto: 'controlar e transformar',
  trueNode: 'seguir a direção nova',
  ascendant: 'cuidar da primeira impressão',
  midheaven: 'cumprir o papel público',
};

/** What the ruler's main aspect does, by the aspect itself. */
const RULER_ASPECT: Record<AspectKind, (other: SynthesisPoint) => string> = {
  conjunction: (o) => `Colado ${toPoint(o)}, o regente age em dupla: as duas forças chegam sempre juntas.`,
  sextile: (o) =>
    `O sextil com ${pointPhrase(o)} é a sua ajuda mais próxima, uma oportunidade que rende quando você a usa.`,
  square: (o) =>
    `A quadratura com ${pointPhrase(o)} é o seu atrito mais fino: obriga a escolher e, por isso, a crescer.`,
  trine: (o) =>
    `O trígono com ${pointPhrase(o)} dá ao regente uma fluência que já vem pronta, e vale não a desperdiçar.`,
  opposition: (o) =>
    `A oposição ${toPoint(o)} põe o regente numa gangorra, e muitas vezes é uma outra pessoa que encarna o lado oposto.`,
};

/** The ruler, its sign, house and main aspect; without a time, what cannot be known. */
export function chartRulerParagraph(input: ChartSynthesisInput): string {
  if (input.ascendantSign === null) {
    return 'Sem a hora de nascimento, o Ascendente fica em aberto, e com ele o regente do mapa, o planeta que o conduz, e as doze casas: não há como dizer em que área da vida cada planeta atua. O que se lê com segurança são os signos dos planetas e os aspectos entre eles.';
  }
  const ruler = TRADITIONAL_RULERS[input.ascendantSign];
  const { sign, house } = input.bodies[ruler];
  const main = input.aspects.filter((a) => a.a === ruler || a.b === ruler).sort((x, y) => x.orb - y.orb)[0];
  const other = main ? (main.a === ruler ? main.b : main.a) : undefined;
  const where = house === null ? '' : `, na Casa ${house}, que fala de ${HOUSE_THEMES[house]}`;
  return [
    `Pela regência tradicional, o regente do seu mapa é ${pointPhrase(ruler)}, ${articleOf(ruler) === 'a' ? 'senhora' : 'senhor'} de ${SIGN_NAMES[input.ascendantSign]}, o signo do Ascendente.`,
    `${articleOf(ruler) === 'a' ? 'Ela' : 'Ele'} está em ${SIGN_NAMES[sign]}${where}, e ali age com ${SIGN_MANNER[sign]}: é nessa área que a sua vida ganha direção.`,
    main && other
      ? RULER_ASPECT[main.kind](other)
      : 'Sem aspectos maiores, o regente trabalha por conta própria, num ritmo só dele.',
  ].join(' ');
}

const SUN_WANTS: Record<Element, string> = {
  fire: 'quer agir e aparecer',
  earth: 'quer construir algo que dure',
  air: 'quer entender e trocar ideias',
  water: 'quer vínculo e sentido',
};
const MOON_NEEDS: Record<Element, string> = {
  fire: 'precisa de entusiasmo e movimento',
  earth: 'precisa de rotina e segurança concreta',
  air: 'precisa de conversa e espaço para pensar',
  water: 'precisa de acolhimento e intimidade',
};
const ASC_SHOWS: Record<Element, string> = {
  fire: 'chega com energia e franqueza',
  earth: 'chega com calma e alguma reserva',
  air: 'chega com simpatia e curiosidade',
  water: 'chega com delicadeza, sentindo o ambiente',
};
const ELEMENT_LANGUAGE: Record<Element, string> = { fire: 'Fogo', earth: 'Terra', air: 'Ar', water: 'Água' };
const agree = (x: Element, y: Element) =>
  x === y ||
  (x === 'fire' && y === 'air') ||
  (x === 'air' && y === 'fire') ||
  (x === 'earth' && y === 'water') ||
  (x === 'water' && y === 'earth');

/** Sun, Moon and Ascendant in one paragraph: what you want, what you need, how you arrive. */
export function blendParagraph(input: ChartSynthesisInput): string {
  const sun = input.bodies.sun.sign;
  const moon = input.bodies.moon.sign;
  const [es, em] = [SIGN_ELEMENT[sun], SIGN_ELEMENT[moon]];
  const parts = [
    `Sol em ${SIGN_NAMES[sun]}, Lua em ${SIGN_NAMES[moon]}${input.ascendantSign ? ` e Ascendente em ${SIGN_NAMES[input.ascendantSign]}` : ''}: três peças de um mesmo retrato.`,
    `A parte solar ${SUN_WANTS[es]}; a lunar ${MOON_NEEDS[em]}.`,
    agree(es, em)
      ? 'Vontade e necessidade se ajudam, e quando você decide algo, o coração em geral já concordou.'
      : 'Vontade e necessidade pedem coisas diferentes, e boa parte do seu amadurecimento está em atender as duas sem trair nenhuma.',
  ];
  if (input.ascendantSign) {
    const ea = SIGN_ELEMENT[input.ascendantSign];
    parts.push(`Por fora, o Ascendente ${ASC_SHOWS[ea]}.`);
    parts.push(
      es === em && em === ea
        ? `As três peças falam a mesma língua, a do elemento ${ELEMENT_LANGUAGE[ea]}: o que se vê é o que há por dentro.`
        : agree(es, ea) && agree(em, ea)
          ? 'A primeira impressão combina com o que vai por dentro, e quem conhece você de perto encontra o que esperava.'
          : 'A primeira impressão mostra só um lado, e quem conhece você de perto descobre camadas que a fachada não anuncia.',
    );
  } else {
    parts.push('Sem a hora, o Ascendente, a forma como você chega aos lugares, fica de fora do retrato.');
  }
  return parts.join(' ');
}

/** Pairs of points whose wants pull against each other when they share an angle. */
const CONTRASTS: readonly (readonly [SynthesisPoint, SynthesisPoint])[] = [
  ['mars', 'saturn'],
  ['jupiter', 'saturn'],
  ['venus', 'saturn'],
  ['moon', 'saturn'],
  ['sun', 'saturn'],
  ['venus', 'mars'],
  ['moon', 'mars'],
  ['moon', 'uranus'],
  ['saturn', 'uranus'],
  ['mars', 'neptune'],
  ['sun', 'neptune'],
  ['venus', 'uranus'],
  ['jupiter', 'pluto'],
  ['saturn', 'neptune'],
];
const ANGLE_PLACE: Record<'ascendant' | 'midheaven', string> = {
  ascendant: 'no Ascendente, a porta por onde você entra em cada lugar',
  midheaven: 'no Meio do Céu, o ponto da vida pública',
};

export interface MainTension {
  a: SynthesisPoint;
  b: SynthesisPoint;
  /** 'angle' when two contrasting planets sit on the same angle; else the hard aspect's kind. */
  kind: 'angle' | 'square' | 'opposition';
  angle?: 'ascendant' | 'midheaven';
}

/**
 * The main tension: two contrasting planets conjunct the same angle first (two truths on one door), else
 * the tightest square or opposition that involves the Sun, the Moon, a personal planet or an angle, an orb
 * counted one degree tighter for the Sun, the Moon and the Ascendant; else none.
 */
export function mainTension(input: ChartSynthesisInput): MainTension | undefined {
  for (const angle of ['ascendant', 'midheaven'] as const) {
    const on = new Set(
      input.aspects
        .filter((x) => x.kind === 'conjunction' && (x.a === angle || x.b === angle))
        .map((x) => (x.a === angle ? x.b : x.a)),
    );
    const pair = CONTRASTS.find(([p, q]) => on.has(p) && on.has(q));
    if (pair) return { a: pair[0], b: pair[1], kind: 'angle', angle };
  }
  const weight = (p: SynthesisPoint) => (p === 'sun' || p === 'moon' || p === 'ascendant' ? 1 : 0);
  const hard = input.aspects
    .filter((x) => CHART_ASPECT_NATURE[x.kind] === 'tense' && x.a !== 'trueNode' && x.b !== 'trueNode')
    .sort((x, y) => x.orb - weight(x.a) - weight(x.b) - (y.orb - weight(y.a) - weight(y.b)))[0];
  return hard ? { a: hard.a, b: hard.b, kind: hard.kind as 'square' | 'opposition' } : undefined;
}

/** The tension named, then reconciled. */
export function tensionParagraph(input: ChartSynthesisInput): string {
  const t = mainTension(input);
  if (!t) {
    return 'Nenhuma quadratura ou oposição marca o seu mapa: a tensão principal não vem de dentro, e o crescimento depende mais das escolhas que você faz do que de conflitos que o céu impõe. Vale buscar desafios de propósito, porque o conforto sozinho ensina pouco.';
  }
  const [x, y] = [pointPhrase(t.a), pointPhrase(t.b)];
  const named = `A tensão principal do seu mapa está entre ${x} e ${y}: uma parte quer ${DRIVE[t.a]}, a outra quer ${DRIVE[t.b]}.`;
  if (t.kind === 'angle') {
    return [
      named,
      `Os dois estão ${ANGLE_PLACE[t.angle!]}, e por isso não são duas descrições que se contradizem, mas uma só pessoa com dois impulsos.`,
      `Quem convive com você pode ver ora um, ora outro; a síntese está em usar os dois em sequência: primeiro ${DRIVE[t.b]}, depois ${DRIVE[t.a]}, com a força de quem já preparou o terreno.`,
    ].join(' ');
  }
  return [
    named,
    t.kind === 'square'
      ? `É uma quadratura, um atrito interno: nenhum dos lados vence de vez, e a saída é dar a cada um a sua hora e o seu terreno, em vez de sufocar um deles.`
      : `É uma oposição, uma polaridade: muitas vezes um dos lados aparece em outra pessoa, num parceiro, sócio ou rival, e a reconciliação começa quando você reconhece os dois polos em si.`,
    'Essa tensão é também o motor do mapa, a parte que mais faz você se mover.',
  ].join(' ');
}

/** Signs where two or three outer planets meet: their stellium, if any, is a generation's. */
export function generationalSigns(input: ChartSynthesisInput): Set<Sign> {
  const count = new Map<Sign, number>();
  for (const b of ['uranus', 'neptune', 'pluto'] as const) {
    count.set(input.bodies[b].sign, (count.get(input.bodies[b].sign) ?? 0) + 1);
  }
  return new Set([...count].filter(([, n]) => n >= 2).map(([s]) => s));
}

/** Outer planets sharing a sign: a generation's mark, not a personal trait. */
export function generationalParagraph(input: ChartSynthesisInput): string | undefined {
  const bySign = new Map<Sign, Body[]>();
  for (const b of ['uranus', 'neptune', 'pluto'] as const) {
    const s = input.bodies[b].sign;
    bySign.set(s, [...(bySign.get(s) ?? []), b]);
  }
  const shared = [...bySign].filter(([, bs]) => bs.length >= 2);
  if (shared.length === 0) return undefined;
  return shared
    .map(([sign, outers]) => {
      const personal = (Object.keys(input.bodies) as Body[]).filter(
        (b) => !OUTER.has(b) && b !== 'trueNode' && input.bodies[b].sign === sign,
      );
      const stellium = outers.length + personal.length >= 3;
      const lead = `${joinNames(outers.map((b) => BODY_NAMES[b]))} juntos em ${SIGN_NAMES[sign]} são uma marca de geração, não um traço só seu: planetas lentos ficam anos num signo, e todos que nasceram na mesma época dividem esse céu.`;
      const rest = stellium
        ? personal.length > 0
          ? `Por isso o stellium em ${SIGN_NAMES[sign]} fala em parte do seu tempo; o que nele é pessoal vem ${joinNames(personal.map((b) => ofPoint(b)))}, ${personal.length === 1 ? 'que traz' : 'que trazem'} o tema da geração para a sua história.`
          : `O stellium em ${SIGN_NAMES[sign]} é, assim, coletivo: descreve o clima em que você cresceu mais do que o seu temperamento.`
        : 'O encontro descreve o pano de fundo do seu tempo: as mudanças que a sua geração viveu e ajuda a promover.';
      return `${lead} ${rest}`;
    })
    .join(' ');
}
