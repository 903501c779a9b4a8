// Progressed and solar-arc aspects to the natal chart (relations.md §3), composed from parts: the
// moving point's theme, the aspect's kind, the natal point's theme and the technique's pace. Parts
// rather than whole texts because 12 moving points × 5 aspects × 12 natal points × 2 techniques is far
// more than anyone could write well one by one. Original prose written for Constelar.
import type { AspectKind, TransitNatalPoint } from '@constelar/core/codes';
import { BODY_NAMES, articleOf, withPossessive } from './bodies';
import { MONTH_NAMES } from './horoscope-words';

export type DirectionTechnique = 'progressed' | 'solar-arc';

/** What the natal point stands for, as a noun phrase: the promise the birth chart already holds. */
export const DIRECTION_NATAL_THEMES: Record<TransitNatalPoint, string> = {
  sun: 'o centro da sua identidade',
  moon: 'o seu mundo afetivo e as memórias que acolhem',
  mercury: 'a sua maneira de entender e de se expressar',
  venus: 'os seus afetos e o que você acha belo',
  mars: 'a sua coragem e o seu modo de lutar pelo que quer',
  jupiter: 'a sua fé na vida e as portas que a generosidade abre',
  saturn: 'as suas estruturas, os deveres e as lições de longo prazo',
  uranus: 'o seu lado inventivo e livre',
  neptune: 'os seus sonhos e a sua intuição',
  pluto: 'a sua capacidade de renascer',
  ascendant: 'a sua presença e a primeira impressão que causa',
  midheaven: 'a sua carreira e a imagem pública',
};

/** The technique's pace: how long the contact colours life. */
export const DIRECTION_PACE_SENTENCES: Record<
  DirectionTechnique | 'progressed-moon' | 'progressed-mars' | 'progressed-slow',
  string
> = {
  progressed:
    'Como todo movimento progredido, este é lento: o efeito se espalha por um ou dois anos em torno da data exata, mais como amadurecimento do que como acontecimento.',
  'progressed-mars':
    'Marte progredido anda cerca de meio grau por ano, às vezes menos: este contato se estende por vários anos, como um pano de fundo que amadurece devagar.',
  'progressed-slow':
    'Na progressão, este planeta quase não sai do lugar, às vezes menos de um grau em toda a vida: o contato vale por décadas e descreve um traço de fundo da sua história, e não uma fase.',
  'progressed-moon':
    'A Lua progredida anda cerca de um grau por mês, então este contato dura poucos meses; vale prestar atenção ao que ele desperta no dia a dia.',
  'solar-arc':
    'No arco solar todos os pontos avançam cerca de um grau por ano, e este contato marca um período de um ano, com a data exata como ponto alto.',
};

const VERBS: Record<AspectKind, string> = {
  conjunction: 'forma uma conjunção com',
  sextile: 'forma um sextil com',
  square: 'forma uma quadratura com',
  trine: 'forma um trígono com',
  opposition: 'forma uma oposição com',
};

const TITLE_ASPECTS: Record<AspectKind, string> = {
  conjunction: 'em conjunção com',
  sextile: 'em sextil com',
  square: 'em quadratura com',
  trine: 'em trígono com',
  opposition: 'em oposição',
};

/** Planets are named bare ("Marte progredido"); the luminaries and angles take their article. */
const WITH_ARTICLE: ReadonlySet<TransitNatalPoint> = new Set(['sun', 'moon', 'ascendant', 'midheaven']);

/** "Lua progredida", "Marte dirigido". */
export function movingName(technique: DirectionTechnique, point: TransitNatalPoint): string {
  const feminine = articleOf(point) === 'a';
  const adjective =
    technique === 'progressed'
      ? feminine
        ? 'progredida'
        : 'progredido'
      : feminine
        ? 'dirigida'
        : 'dirigido';
  return `${BODY_NAMES[point]} ${adjective}`;
}

/** "Lua progredida em sextil com o seu Ascendente". */
export function directionAspectTitle(
  technique: DirectionTechnique,
  moving: TransitNatalPoint,
  aspect: AspectKind,
  natal: TransitNatalPoint,
): string {
  const target =
    aspect === 'opposition'
      ? withPossessive(natal)
          .replace(/^a sua/, 'à sua')
          .replace(/^o seu/, 'ao seu')
      : withPossessive(natal);
  return `${movingName(technique, moving)} ${TITLE_ASPECTS[aspect]} ${target}`;
}

/** The three ways an aspect works, each read apart below. */
export type DirectionFamily = 'conjunction' | 'soft' | 'hard';
export const directionFamilyOf = (aspect: AspectKind): DirectionFamily =>
  aspect === 'conjunction' ? 'conjunction' : aspect === 'sextile' || aspect === 'trine' ? 'soft' : 'hard';

type ByFamily = Record<DirectionFamily, string>;

/**
 * What happens to the natal point's matter, by the aspect's family: the clause after the fact ("…forma
 * uma quadratura com a sua Vênus natal: …"). Written per point, so two aspects share it only when they
 * meet the same natal point the same way.
 */
export const DIRECTION_NATAL_STAKES: Record<TransitNatalPoint, ByFamily> = {
  sun: {
    conjunction:
      'o centro da identidade recebe um peso novo, e quem você é passa a se mostrar por outro ângulo',
    soft: 'a identidade encontra apoio, e fica mais fácil ocupar o próprio lugar sem pedir licença',
    hard: 'a identidade é posta à prova, e algo no jeito de se afirmar precisa mudar de forma',
  },
  moon: {
    conjunction:
      'o mundo afetivo passa ao primeiro plano, e necessidades antigas pedem para ser ouvidas de novo',
    soft: 'as emoções encontram um terreno mais calmo, bom para cuidar de quem importa e deixar-se cuidar',
    hard: 'o que o coração pede entra em atrito com o que a vida cobra, e os hábitos de conforto são revistos',
  },
  mercury: {
    conjunction: 'a maneira de pensar ganha um assunto central, que ocupa conversas, leituras e cadernos',
    soft: 'as ideias circulam com mais clareza, e uma conversa ou um estudo rende mais do que o esperado',
    hard: 'opiniões firmes são questionadas, e vale revisar o que se diz antes de defender',
  },
  venus: {
    conjunction: 'os afetos e o gosto pedem renovação, e um vínculo ou um prazer ganha outro lugar na vida',
    soft: 'o afeto circula com mais facilidade, e a beleza do dia a dia volta a ser notada',
    hard: 'o que se deseja e o que se valoriza deixam de combinar, e algum acordo afetivo pede conversa',
  },
  mars: {
    conjunction: 'a coragem ganha combustível e um alvo, e a vontade de agir fica difícil de adiar',
    soft: 'a energia encontra um caminho útil, e lutar pelo que se quer custa menos desgaste',
    hard: 'a pressa e a irritação ficam mais à mão, e a força pede direção antes de virar briga',
  },
  jupiter: {
    conjunction: 'a fé na vida se renova, e uma porta ligada a estudo, viagem ou generosidade pode se abrir',
    soft: 'a confiança encontra ocasiões concretas, e dizer sim a algo maior parece natural',
    hard: 'o otimismo tende ao excesso, e promessas grandes pedem uma conta honesta antes do sim',
  },
  saturn: {
    conjunction: 'as estruturas são revistas por inteiro, e um compromisso de longo prazo pede decisão',
    soft: 'o esforço de antes começa a dar frutos, e a disciplina fica menos pesada',
    hard: 'os deveres pesam mais, e os limites mostram onde a construção precisa de outro alicerce',
  },
  uranus: {
    conjunction: 'o lado inventivo acorda, e a vontade de fazer diferente deixa de caber na gaveta',
    soft: 'as mudanças chegam com menos susto, e experimentar um caminho novo parece possível',
    hard: 'a sede de liberdade esbarra no que já está montado, e uma ruptura só ajuda quando é escolhida',
  },
  neptune: {
    conjunction:
      'os sonhos e a intuição ganham espaço, e a fronteira entre desejo e realidade fica mais fina',
    soft: 'a imaginação alimenta a vida prática, e a arte, a fé ou a compaixão fazem mais sentido',
    hard: 'as ilusões pedem exame, e o que parecia claro pode ficar nebuloso até ser olhado com calma',
  },
  pluto: {
    conjunction: 'a capacidade de renascer é chamada, e algo que perdeu a vida pede para ser deixado',
    soft: 'as mudanças profundas acontecem por dentro e com menos dor, como quem troca de pele no seu tempo',
    hard: 'questões de poder e de controle aparecem, e soltar o que não cabe mais devolve a força',
  },
  ascendant: {
    conjunction: 'a forma de se apresentar muda de tom, e as pessoas percebem isso antes das palavras',
    soft: 'a presença fica mais à vontade, e os começos pessoais encontram boa recepção',
    hard: 'a imagem que você passa é questionada, e há um ajuste entre o que se mostra e o que se sente',
  },
  midheaven: {
    conjunction: 'a carreira e a imagem pública entram em foco, e uma decisão de rumo pode amadurecer',
    soft: 'o trabalho e a reputação encontram apoio, e o reconhecimento chega por esforços já feitos',
    hard: 'o rumo profissional é posto em xeque, e conciliar ambição e vida privada pede escolhas',
  },
};

/**
 * A second reading of each natal point's stakes, taken when the moving point is one that travels close
 * to another (Mercury beside the Sun and Venus, Mars, Saturn, Neptune, the Ascendant beside the MC), so
 * two points that meet the same natal point the same way are not read alike.
 */
export const DIRECTION_NATAL_STAKES_AGAIN: Record<TransitNatalPoint, ByFamily> = {
  sun: {
    conjunction: 'a vontade de ser alguém por inteiro se acende, e escolhas pessoais pedem autoria',
    soft: 'o brilho próprio encontra espaço, e o reconhecimento pelo que você faz chega com menos esforço',
    hard: 'o orgulho pode se ferir à toa, e vale separar quem você é do papel que a situação cobra',
  },
  moon: {
    conjunction: 'a memória e o afeto se misturam ao presente, e o lar ganha outro peso',
    soft: 'a sensibilidade trabalha a favor, e o convívio em casa ou com a família fica mais leve',
    hard: 'o humor oscila mais, e cuidar de si entra na lista antes de cuidar de todo mundo',
  },
  mercury: {
    conjunction: 'uma ideia nova ocupa a cabeça, e aprender algo vira prioridade',
    soft: 'falar, escrever e negociar rendem, e a curiosidade encontra bons interlocutores',
    hard: 'mal-entendidos ficam mais prováveis, e a pressa de concluir pede uma segunda leitura',
  },
  venus: {
    conjunction: 'o encanto fica mais à vista, e um gosto antigo pode dar lugar a outro',
    soft: 'a gentileza abre portas, e a vida a dois ou entre amigos pede menos negociação',
    hard: 'o ciúme ou a carência podem falar alto, e o valor que você se dá entra na conversa',
  },
  mars: {
    conjunction: 'o desejo ganha corpo de projeto, e a iniciativa passa a ser sua',
    soft: 'a coragem encontra bons motivos, e competir ou treinar uma habilidade rende',
    hard: 'os conflitos aparecem mais depressa, e escolher as brigas poupa energia',
  },
  jupiter: {
    conjunction: 'o horizonte se alarga, e a vontade de ensinar, aprender ou viajar ganha forma',
    soft: 'a sorte parece andar junto, e o que se oferece com boa-fé volta multiplicado',
    hard: 'o desejo de mais pode atropelar o bom senso, e cabe perguntar quanto basta',
  },
  saturn: {
    conjunction: 'a maturidade é chamada a decidir, e o tempo mostra o que resiste',
    soft: 'a paciência rende, e um compromisso sério fica mais leve de carregar',
    hard: 'a sensação de atraso pesa, e rever metas antigas devolve o fôlego',
  },
  uranus: {
    conjunction: 'a originalidade pede passagem, e algo previsível demais deixa de servir',
    soft: 'as novidades chegam por amigos e grupos, e mudar de ideia fica mais fácil',
    hard: 'a inquietação aumenta, e o desejo de liberdade pede um plano para não virar fuga',
  },
  neptune: {
    conjunction: 'a vida interior ganha relevo, e inspiração e saudade chegam juntas',
    soft: 'a intuição acerta mais, e a arte ou a fé viram abrigo e também caminho',
    hard: 'as expectativas podem enganar, e vale conferir o que é fato e o que é desejo',
  },
  pluto: {
    conjunction: 'um tema profundo volta à superfície, e a mudança começa pela raiz',
    soft: 'a força interior cresce sem alarde, e encerrar um ciclo custa menos',
    hard: 'disputas de poder podem aparecer, e largar o controle abre outra força',
  },
  ascendant: {
    conjunction: 'o jeito de chegar aos lugares muda, e os primeiros passos de algo novo ficam à vista',
    soft: 'as pessoas recebem bem a sua iniciativa, e apresentar uma ideia ou a si fica mais fácil',
    hard: 'a primeira impressão pode não corresponder ao que você quer dizer, e ajustar o tom ajuda',
  },
  midheaven: {
    conjunction: 'o lugar no mundo pede definição, e uma meta pública ganha contorno',
    soft: 'as oportunidades de trabalho encontram terreno preparado, e o esforço antigo aparece',
    hard: 'o que se espera de você lá fora pesa, e o trabalho pede um acordo com a vida de casa',
  },
};

/** The moving points read with the second stakes: each travels beside one read with the first. */
const STAKES_AGAIN: ReadonlySet<TransitNatalPoint> = new Set([
  'mercury',
  'mars',
  'saturn',
  'neptune',
  'ascendant',
]);

/** What the contact is called in the sentence on its span: a noun of its own per moving point. */
const CONTACT_NOUNS: Record<TransitNatalPoint, string> = {
  sun: 'o encontro',
  moon: 'o contato',
  mercury: 'o diálogo',
  venus: 'o enlace',
  mars: 'o cruzamento',
  jupiter: 'o elo',
  saturn: 'o compromisso',
  uranus: 'o trato',
  neptune: 'o laço',
  pluto: 'o convívio',
  ascendant: 'o vínculo',
  midheaven: 'o acerto',
};

/**
 * What the moving point brings to the natal theme ({n}), by the aspect's family: written per point,
 * and carrying the natal theme, so no two aspects of one chart read the same.
 */
export const DIRECTION_MOVING_GIFTS: Record<TransitNatalPoint, ByFamily> = {
  sun: {
    conjunction:
      'Chega junto um senso de propósito que ilumina {n}; o que era pano de fundo pede uma escolha consciente.',
    soft: 'A vontade de ser quem você é agora reforça {n}, e pequenas iniciativas rendem reconhecimento.',
    hard: 'A direção que você quer tomar agora pressiona {n}; ajustar o rumo vale mais do que vencer a discussão.',
  },
  moon: {
    conjunction:
      'As necessidades desta fase se misturam com {n}, e o humor vira o termômetro do que pede cuidado.',
    soft: 'O que você sente nesta fase conversa bem com {n}, e gestos simples de cuidado dão resultado.',
    hard: 'As necessidades de agora entram em atrito com {n}; nomear o que falta ajuda a atravessar a fase.',
  },
  mercury: {
    conjunction:
      'O pensamento atual se debruça sobre {n}: escrever, estudar ou conversar sobre isso ajuda a entender.',
    soft: 'As ideias de agora encontram palavras para {n}, e uma conversa bem escolhida abre caminho.',
    hard: 'O jeito atual de pensar discute com {n}; ouvir o argumento contrário antes de responder evita ruído.',
  },
  venus: {
    conjunction: 'O afeto de agora envolve {n}, e o desejo de beleza e de encontro fica mais presente.',
    soft: 'O modo atual de amar suaviza {n}, e o convívio e os prazeres simples ajudam.',
    hard: 'O que você valoriza agora tensiona {n}; vale perguntar o que é desejo e o que é só hábito.',
  },
  mars: {
    conjunction: 'A energia de agir se lança sobre {n}, com iniciativa e alguma impaciência.',
    soft: 'A disposição de conquistar impulsiona {n}, e o esforço feito agora rende bem.',
    hard: 'A vontade de brigar pelo que se quer bate de frente com {n}; dosar a força faz dela motor, e não faísca.',
  },
  jupiter: {
    conjunction: 'A vontade de crescer amplia {n}, e o que era pequeno pede mais espaço.',
    soft: 'A confiança de agora favorece {n}, e ajudas e convites tendem a aparecer.',
    hard: 'O desejo de mais exagera {n}; medir promessas e compromissos mantém o crescimento de pé.',
  },
  saturn: {
    conjunction: 'O senso de limite amadurecido molda {n}, com paciência e algum peso.',
    soft: 'A responsabilidade aprendida sustenta {n}, e o que se constrói agora tende a durar.',
    hard: 'Uma cobrança mais dura recai sobre {n}; aceitar o tempo das coisas alivia a pressão.',
  },
  uranus: {
    conjunction: 'A sede de mudança atravessa {n}, com surpresas e vontade de romper rotinas.',
    soft: 'Um sopro de liberdade renova {n}, e mudanças pequenas abrem espaço.',
    hard: 'A inquietação sacode {n}; mudar por escolha, e não por impulso, poupa rupturas à toa.',
  },
  neptune: {
    conjunction: 'A imaginação se derrama sobre {n}, trazendo inspiração e alguma névoa.',
    soft: 'A sensibilidade que se abre enche de poesia {n}, e a intuição acerta mais.',
    hard: 'A névoa do momento confunde {n}; conferir os fatos antes de decidir protege o que importa.',
  },
  pluto: {
    conjunction: 'A força de transformação revolve {n} e não deixa nada como estava.',
    soft: 'Uma transformação silenciosa fortalece {n}, como raiz que cresce sem barulho.',
    hard: 'A pressão por mudar pesa sobre {n}; resistir custa mais do que soltar.',
  },
  ascendant: {
    conjunction: 'O modo como você começa as coisas se encontra com {n}, e isso aparece no jeito de chegar.',
    soft: 'O jeito atual de se apresentar abre passagem para {n}, e as pessoas respondem bem.',
    hard: 'A forma como você se mostra agora bate de frente com {n}; ajustar a postura vale mais do que trocar de máscara.',
  },
  midheaven: {
    conjunction: 'A vocação em movimento se encontra com {n}, e o lugar que você busca no mundo ganha nome.',
    soft: 'O rumo profissional apoia {n}, e o trabalho pode abrir espaço para isso.',
    hard: 'As exigências da carreira disputam espaço com {n}; uma escolha de prioridade traz alívio.',
  },
};

/** The natal matter in two or three words, for the sentence on how long the contact lasts. */
export const DIRECTION_NATAL_SHORT: Record<TransitNatalPoint, string> = {
  sun: 'o encontro com a sua identidade',
  moon: 'o encontro com o seu mundo afetivo',
  mercury: 'o encontro com o seu pensamento',
  venus: 'o encontro com os seus afetos',
  mars: 'o encontro com a sua coragem',
  jupiter: 'o encontro com a sua confiança',
  saturn: 'o encontro com as suas estruturas',
  uranus: 'o encontro com o seu lado livre',
  neptune: 'o encontro com os seus sonhos',
  pluto: 'o encontro com a sua força de renascer',
  ascendant: 'o encontro com a sua presença',
  midheaven: 'o encontro com a sua vocação',
};

/** When the contact happens and how long it spans, as the engine found it. */
export interface DirectionTiming {
  /** The instant it perfects (Unix ms), or null beyond a century. */
  exactMs: number | null;
  /** Calendar years within the 1° orb, or null when the point all but stands still. */
  spanYears: number | null;
}

const NUMBER_WORDS = ['', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez'];
const count = (n: number, one: string, many: string) =>
  n === 1 ? `um ${one}` : `${n <= 10 ? NUMBER_WORDS[n] : String(n)} ${many}`;

/**
 * How long the contact lasts, by the moving point's real speed, and when it peaks. A progressed Moon
 * spans two months, a directed point about two years, progressed Saturn decades or a lifetime.
 */
export function directionTimingSentence(
  technique: DirectionTechnique,
  moving: TransitNatalPoint,
  natal: TransitNatalPoint,
  timing: DirectionTiming,
): string {
  const subject = DIRECTION_NATAL_SHORT[natal].replace(/^o encontro/, CONTACT_NOUNS[moving]);
  const Subject = `${subject[0]!.toUpperCase()}${subject.slice(1)}`;
  const date = timing.exactMs === null ? null : new Date(timing.exactMs);
  const month = date && `${MONTH_NAMES[date.getUTCMonth()]} de ${date.getUTCFullYear()}`;
  const year = date && String(date.getUTCFullYear());
  const span = timing.spanYears;
  const alt = TRANSIT_POINT_INDEX[moving] % 2 === 0;
  if (span === null || span >= 60) {
    return alt
      ? `Na progressão, este ponto quase não sai do lugar: ${subject} acompanha a vida inteira${year ? `, exato por volta de ${year}` : ''}, como um traço de fundo da sua história, e não como uma fase.`
      : `${Subject} dura a vida inteira${year ? `, com o ponto exato por volta de ${year}` : ''}, porque o ponto progredido mal se move: é um tom de fundo, que se conhece melhor com os anos.`;
  }
  if (span < 1) {
    const months = Math.max(1, Math.round(span * 12));
    const when = month ? `, com o ponto exato em ${month}` : '';
    return alt
      ? `${Subject} dura uns ${count(months, 'mês', 'meses')}${when}: tempo de notar o que ele desperta no dia a dia.`
      : `São ${count(months, 'mês', 'meses')} de contato${when}, o bastante para perceber ${DIRECTION_NATAL_SHORT[natal].replace(/^o encontro com /, '')} pedindo atenção nas pequenas coisas.`;
  }
  if (span < 4) {
    const years = Math.max(1, Math.round(span));
    const where = month ? `, exato em ${month}` : '';
    const pace =
      technique === 'solar-arc'
        ? 'no arco solar tudo avança cerca de um grau por ano'
        : 'o movimento é lento';
    return alt
      ? `${Subject} se estende por cerca de ${count(years, 'ano', 'anos')}${where}: ${pace}, e o efeito é mais amadurecimento do que acontecimento.`
      : `Como ${pace}, ${subject} ocupa uns ${count(years, 'ano', 'anos')}${where}, e se percebe mais pelo que amadurece do que por um fato isolado.`;
  }
  if (span < 15) {
    const years = Math.round(span);
    const peak = year ? `, com o auge por volta de ${year}` : '';
    return alt
      ? `O ponto anda devagar, e ${subject} ocupa uns ${count(years, 'ano', 'anos')}${peak}: um pano de fundo que amadurece aos poucos.`
      : `${Subject} se espalha por uns ${count(years, 'ano', 'anos')}${peak}, como um pano de fundo que muda devagar.`;
  }
  const decades = Math.round(span / 10);
  const length =
    decades <= 1
      ? 'mais de uma década'
      : `umas ${NUMBER_WORDS[decades] === 'dois' ? 'duas' : NUMBER_WORDS[decades]} décadas`;
  const peak = year ? `, exato por volta de ${year}` : '';
  return alt
    ? `Este ponto mal se move na progressão, e ${subject} se espalha por ${length}${peak}: um traço de fundo da sua história, e não uma fase.`
    : `${Subject} vale por ${length}${peak}, porque o ponto progredido anda muito devagar: é mais um tom da vida do que um capítulo.`;
}

const TRANSIT_POINT_INDEX: Record<TransitNatalPoint, number> = {
  sun: 0,
  moon: 1,
  mercury: 2,
  venus: 3,
  mars: 4,
  jupiter: 5,
  saturn: 6,
  uranus: 7,
  neptune: 8,
  pluto: 9,
  ascendant: 10,
  midheaven: 11,
};

/**
 * The reading: the fact with what it does to the natal point, what the moving point brings to it, and
 * how long it lasts (from the engine's timing when given, else the technique's usual pace).
 */
export function directionAspectText(
  technique: DirectionTechnique,
  moving: TransitNatalPoint,
  aspect: AspectKind,
  natal: TransitNatalPoint,
  timing?: DirectionTiming,
): string {
  const name = movingName(technique, moving);
  // After the lead's comma: "a Lua progredida", "Marte dirigido".
  const subject = WITH_ARTICLE.has(moving) ? `${articleOf(moving)} ${name}` : name;
  const lead = technique === 'progressed' ? 'Na progressão secundária' : 'Pelo arco solar';
  const family = directionFamilyOf(aspect);
  const stakes = (STAKES_AGAIN.has(moving) ? DIRECTION_NATAL_STAKES_AGAIN : DIRECTION_NATAL_STAKES)[natal];
  const opening = `${lead}, ${subject} ${VERBS[aspect]} ${withPossessive(natal)} natal: ${stakes[family]}.`;
  const gift = DIRECTION_MOVING_GIFTS[moving][family].replace('{n}', DIRECTION_NATAL_THEMES[natal]);
  const pace = timing
    ? directionTimingSentence(technique, moving, natal, timing)
    : directionPace(technique, moving);
  return `${opening} ${gift} ${pace}`;
}

/** How long a contact lasts, by how fast the moving point goes: progressed Saturn barely moves. */
export function directionPace(technique: DirectionTechnique, moving: TransitNatalPoint): string {
  if (technique !== 'progressed') return DIRECTION_PACE_SENTENCES[technique];
  if (moving === 'moon') return DIRECTION_PACE_SENTENCES['progressed-moon'];
  if (moving === 'mars') return DIRECTION_PACE_SENTENCES['progressed-mars'];
  if (PROGRESSED_SLOW.has(moving)) return DIRECTION_PACE_SENTENCES['progressed-slow'];
  return DIRECTION_PACE_SENTENCES.progressed;
}
const PROGRESSED_SLOW: ReadonlySet<string> = new Set([
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'trueNode',
  'chiron',
]);
