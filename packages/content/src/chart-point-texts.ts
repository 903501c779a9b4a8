// The chart's other points (points.md §2): their names, what each speaks of, and the texts of their
// aspects, chosen by the pair and the aspect. Original prose written for Constelar.
import type { AspectKind, Body, ChartExtraPoint } from '@constelar/core/codes';
import { withArticle, type PointText } from './bodies';
import { CHIRON_ASPECTS, type ChironPartner } from './chiron-aspect-texts';
import { CHIRON_IN_HOUSE, CHIRON_IN_SIGN } from './chiron-texts';
import { LILITH_IN_HOUSE, LILITH_IN_SIGN } from './lilith-texts';
import { PART_OF_FORTUNE_IN_HOUSE, PART_OF_FORTUNE_IN_SIGN } from './part-of-fortune-texts';
import { SOUTH_NODE_IN_HOUSE, SOUTH_NODE_IN_SIGN } from './south-node-texts';

export const CHART_POINT_TEXTS: Record<ChartExtraPoint, PointText> = {
  chiron: {
    name: 'Quíron',
    theme: 'a ferida que ensina',
    description:
      'Quíron é um pequeno corpo que orbita o Sol entre Saturno e Urano, batizado com o nome do centauro sábio que, ferido, se tornou mestre. No mapa, mostra o ponto sensível que acompanha você e aquilo que se aprende ao cuidar dele: onde uma dor antiga pode virar conhecimento, escuta e a capacidade de ajudar outras pessoas.',
  },
  lilith: {
    name: 'Lilith',
    theme: 'o desejo que não se doma',
    description:
      'Lilith, também chamada Lua Negra, não é um astro: é o apogeu médio da órbita da Lua, o ponto em que ela fica mais longe da Terra. A tradição a lê como aquilo que em você se recusa a se dobrar, o desejo que não aceita ser domado e o lugar onde um "não" faz parte de quem você é.',
  },
  southNode: {
    name: 'Nodo Sul',
    theme: 'o que vem fácil',
    description:
      'Exatamente oposto ao Nodo Norte, o Nodo Sul fica no outro ponto em que a órbita da Lua cruza o caminho do Sol. Mostra o que vem fácil, os talentos e hábitos já conhecidos, que dão conforto e, quando viram o único caminho, seguram o crescimento que o Nodo Norte aponta.',
  },
  partOfFortune: {
    name: 'Roda da Fortuna',
    theme: 'onde as coisas fluem',
    description:
      'A Roda da Fortuna, ou Parte da Fortuna, é um ponto calculado a partir do Ascendente, do Sol e da Lua, de um jeito para quem nasceu de dia e de outro para quem nasceu à noite. Mostra onde as coisas tendem a fluir e o tipo de contentamento que chega quando você age a favor da própria natureza. Depende da hora exata.',
  },
};

/** Each point's sign and house texts. */
export const CHART_POINT_IN_SIGN = {
  chiron: CHIRON_IN_SIGN,
  lilith: LILITH_IN_SIGN,
  southNode: SOUTH_NODE_IN_SIGN,
  partOfFortune: PART_OF_FORTUNE_IN_SIGN,
} as const satisfies Record<ChartExtraPoint, unknown>;

export const CHART_POINT_IN_HOUSE = {
  chiron: CHIRON_IN_HOUSE,
  lilith: LILITH_IN_HOUSE,
  southNode: SOUTH_NODE_IN_HOUSE,
  partOfFortune: PART_OF_FORTUNE_IN_HOUSE,
} as const satisfies Record<ChartExtraPoint, unknown>;

type LilithPartner =
  | 'sun'
  | 'moon'
  | 'mercury'
  | 'venus'
  | 'mars'
  | 'jupiter'
  | 'saturn'
  | 'uranus'
  | 'neptune'
  | 'pluto'
  | 'ascendant'
  | 'midheaven';

/** Lilith's conjunction and opposition with each body and angle. */
const LILITH_ASPECTS: Record<LilithPartner, { conjunction: string; opposition: string }> = {
  sun: {
    conjunction:
      'A identidade e a recusa andam juntas: ser quem você é inclui dizer não ao que tentam impor. Essa firmeza atrai e, às vezes, assusta; escolher as batalhas preserva a sua luz.',
    opposition:
      'O que você deseja ser e aquilo que se recusa a calar parecem puxar para lados opostos. Ouvir os dois lados, sem sufocar nenhum, faz dessa tensão uma identidade mais inteira.',
  },
  moon: {
    conjunction:
      'As emoções chegam cruas e sem filtro, e as necessidades afetivas não aceitam ficar em segundo plano. Reconhecer o que sente, sem vergonha, transforma essa intensidade em força de cuidado.',
    opposition:
      'A necessidade de colo e o desejo de independência se encaram. Há momentos de querer proximidade e de recusá-la logo depois; nomear o que precisa ajuda quem está perto a acompanhar.',
  },
  mercury: {
    conjunction:
      'A mente não respeita assuntos proibidos: você pensa e fala o que outros evitam. Escolher o momento da palavra faz dessa franqueza um esclarecimento, e não só uma provocação.',
    opposition:
      'O que você pensa e o que se recusa a dizer disputam espaço. Escrever, antes de falar, ajuda a dar forma ao que insiste em aparecer nas entrelinhas.',
  },
  venus: {
    conjunction:
      'Desejo e afeto se misturam com intensidade: o amor, para você, não cabe em regras alheias. Escolher vínculos em que essa liberdade seja bem-vinda evita relações de cabo de guerra.',
    opposition:
      'O que atrai e o que se recusa a ceder ficam em lados opostos, e isso pode aparecer nas relações como atração por quem desafia. Acordos claros deixam o encanto circular sem disputa.',
  },
  mars: {
    conjunction:
      'A vontade de agir não aceita freio, e a raiva, quando vem, vem inteira. Canalizar essa energia em projetos, esporte ou causas faz dela coragem em vez de explosão.',
    opposition:
      'O impulso de agir esbarra naquilo que você se recusa a fazer por obrigação. Perceber quando o não é escolha, e quando é só reação, devolve a direção à sua força.',
  },
  jupiter: {
    conjunction:
      'A busca de sentido tem algo de rebelde: você amplia o que aprendeu recusando verdades prontas. Essa liberdade de pensamento rende muito quando vira estudo e generosidade.',
    opposition:
      'Crenças amplas e desejos que não se dobram puxam para lados diferentes. Manter a pergunta aberta impede que a fé vire regra e que a recusa vire descrença.',
  },
  saturn: {
    conjunction:
      'Limites e recusas se encontram: você sabe dizer não com firmeza e pode cobrar de si com a mesma dureza. Aliviar a cobrança interna deixa essa disciplina a seu favor.',
    opposition:
      'As regras do mundo e o que em você não se dobra se encaram de frente. Escolher quais estruturas sustentar, e quais questionar, transforma o conflito em autoridade própria.',
  },
  uranus: {
    conjunction:
      'A rebeldia ganha eletricidade: a vontade de romper com o esperado é forte e súbita. Dar um rumo a essa liberdade, em vez de só reagir, torna a originalidade construtiva.',
    opposition:
      'A necessidade de liberdade e aquilo que você se recusa a ceder se espelham nas pessoas e nas situações ao redor. Escolher onde mudar, e onde manter, poupa rupturas desnecessárias.',
  },
  neptune: {
    conjunction:
      'A recusa se veste de sonho: há um desejo de escapar do comum por meio da arte, da fé ou da imaginação. Dar forma concreta a esse impulso evita que ele vire fuga.',
    opposition:
      'Ideais e desejos não domados se olham de frente, e às vezes um disfarça o outro. Conferir o que é real, sem apagar o encanto, mantém os pés e o sonho juntos.',
  },
  pluto: {
    conjunction:
      'A intensidade é máxima: desejo, poder e transformação se fundem. Você percebe os jogos de controle de longe; usar essa lucidez para se transformar, e não para vencer, é a escolha que liberta.',
    opposition:
      'Forças intensas se encaram: o que você se recusa a ceder encontra situações ou pessoas que testam o seu poder. Escolher o que largar traz de volta o controle sobre a própria vida.',
  },
  ascendant: {
    conjunction:
      'O que não se dobra está à vista: as pessoas percebem em você algo indomável logo no primeiro contato. Assumir esse magnetismo com tranquilidade faz dele presença, e não defesa.',
    opposition:
      'A recusa aparece nas parcerias: você atrai, ou procura, pessoas que não se deixam enquadrar. Acordos em que cada um mantém a sua liberdade deixam o vínculo mais forte.',
  },
  midheaven: {
    conjunction:
      'A vocação tem algo de insubmisso: caminhos profissionais traçados por outros tendem a não servir. Uma carreira com assinatura própria transforma essa recusa em reputação.',
    opposition:
      'O que não se dobra mora nas raízes e na vida íntima. Cuidar desse espaço privado, com regras próprias, dá firmeza para o caminho que você escolhe mostrar ao mundo.',
  },
};

type FortunePartner = Exclude<LilithPartner, 'ascendant' | 'midheaven'>;

/** The Part of Fortune's conjunction with each body. */
const FORTUNE_CONJUNCTIONS: Record<FortunePartner, string> = {
  sun: 'Fortuna e identidade se encontram: as coisas fluem quando você age como quem é, sem pedir desculpas pelo próprio brilho. Projetos com a sua assinatura tendem a encontrar caminho.',
  moon: 'Fortuna e emoção caminham juntas: quando você cuida do que sente e respeita o próprio ritmo, a vida tende a andar. O bem-estar íntimo funciona como bússola para as escolhas.',
  mercury:
    'A fluidez passa pela palavra: ideias, conversas e aprendizados são a sua maneira de abrir portas. Escrever, ensinar ou negociar costuma trazer boas chances.',
  venus:
    'Afeto, beleza e prazer fazem as coisas fluírem: relações cuidadas e um cotidiano bonito trazem contentamento. O que você faz com gosto tende a atrair reconhecimento.',
  mars: 'A fluidez vem da ação: as oportunidades aparecem quando você toma a iniciativa e coloca energia no que quer. Esperar parado rende pouco; um primeiro passo rende muito.',
  jupiter:
    'Um encontro generoso: confiança, estudo e horizonte amplo multiplicam as chances que chegam até você. O cuidado é não prometer mais do que cabe no tempo.',
  saturn:
    'A fluidez vem com o tempo: o que você constrói com paciência e responsabilidade rende frutos que ficam. Cada etapa cumprida prepara a seguinte.',
  uranus:
    'As boas chances chegam de surpresa: abertura ao novo e disposição para mudar de rota trazem o que você procura. Caminhos pouco óbvios costumam dar certo.',
  neptune:
    'Intuição e imaginação guiam a fluidez: seguir a inspiração, com os pés no chão, abre caminhos inesperados. Arte, cuidado e fé podem ser fontes de contentamento.',
  pluto:
    'A fluidez vem das transformações: soltar o que acabou libera força para o que está começando. Recomeços, escolhidos com coragem, tendem a trazer ganhos reais.',
};

/** The text of a point's aspect, by the pair and the aspect; undefined where points.md gives none. */
export function chartPointAspectText(
  point: ChartExtraPoint,
  other: string,
  kind: AspectKind,
): string | undefined {
  if (point === 'chiron')
    return (CHIRON_ASPECTS[other as ChironPartner] as Partial<Record<AspectKind, string>>)?.[kind];
  if (point === 'lilith' && (kind === 'conjunction' || kind === 'opposition')) {
    return LILITH_ASPECTS[other as LilithPartner]?.[kind];
  }
  if (point === 'partOfFortune' && kind === 'conjunction')
    return FORTUNE_CONJUNCTIONS[other as FortunePartner];
  return undefined;
}

/** Every aspect text of the points, for the snapshot and the wording checks. */
export function allChartPointAspectTexts(): [string, string][] {
  return [
    ...Object.entries(CHIRON_ASPECTS).flatMap(([other, texts]) =>
      Object.entries(texts).map(([kind, text]) => [`chiron-${other}.${kind}`, text] as [string, string]),
    ),
    ...Object.entries(LILITH_ASPECTS).flatMap(([other, texts]) =>
      Object.entries(texts).map(([kind, text]) => [`lilith-${other}.${kind}`, text] as [string, string]),
    ),
    ...Object.entries(FORTUNE_CONJUNCTIONS).map(
      ([other, text]) => [`partOfFortune-${other}.conjunction`, text] as [string, string],
    ),
  ];
}

/** How a point reads inside a sentence: "Lilith" takes no article, "a Roda da Fortuna" does. */
const POINT_PHRASES: Record<ChartExtraPoint, string> = {
  chiron: 'Quíron',
  lilith: 'Lilith',
  southNode: 'o Nodo Sul',
  partOfFortune: 'a Roda da Fortuna',
};

/** Leads of their own per kind, taken in turn, so the points' aspects do not open like the planets'. */
const POINT_ASPECT_LEADS: Partial<Record<AspectKind, readonly ((a: string, b: string) => string)[]>> = {
  conjunction: [
    (a, b) => `${a} está em conjunção com ${b}.`,
    (a, b) => `${a} e ${b} ocupam o mesmo ponto do céu, em conjunção.`,
  ],
  opposition: [
    (a, b) => `${a} está em oposição a ${b}.`,
    (a, b) => `${a} e ${b} ficam frente a frente no mapa, em oposição.`,
  ],
  square: [
    (a, b) => `${a} forma uma quadratura com ${b}.`,
    (a, b) => `${a} e ${b} se cruzam em ângulo reto, em quadratura.`,
  ],
  trine: [
    (a, b) => `${a} está em trígono com ${b}.`,
    (a, b) => `${a} e ${b} se apoiam à distância de um trígono.`,
  ],
  sextile: [
    (a, b) => `${a} faz um sextil com ${b}.`,
    (a, b) => `${a} e ${b} se olham em sextil, um convite ao diálogo.`,
  ],
};

const capitalized = (s: string) => `${s[0]!.toUpperCase()}${s.slice(1)}`;

/** "Lilith está em conjunção com o Sol." then the pair's text; undefined where points.md gives none. */
export function chartPointAspectSentence(
  point: ChartExtraPoint,
  other: Body | 'ascendant' | 'midheaven',
  kind: AspectKind,
  turn: number,
): string | undefined {
  const text = chartPointAspectText(point, other, kind);
  const leads = POINT_ASPECT_LEADS[kind];
  if (!text || !leads) return undefined;
  const lead = leads[turn % leads.length]!(POINT_PHRASES[point], withArticle(other));
  return `${capitalized(lead)} ${text}`;
}
