// Progressed and solar-arc aspects to the natal chart (relations.md §3), composed from parts: the
// moving point's theme, the aspect's kind, the natal point's theme and the technique's pace. Parts
// rather than whole texts because 12 moving points × 5 aspects × 12 natal points × 2 techniques is far
// more than anyone could write well one by one. Original prose written for Constelar.
import type { AspectKind, TransitNatalPoint } from '@constelar/core/codes';
import { BODY_NAMES, articleOf, withPossessive } from './bodies';

export type DirectionTechnique = 'progressed' | 'solar-arc';

/** What the moving point brings to the encounter, as a noun phrase. */
export const DIRECTION_MOVING_THEMES: Record<TransitNatalPoint, string> = {
  sun: 'o senso de direção e a vontade de ser quem você é agora',
  moon: 'as necessidades emocionais desta fase',
  mercury: 'o jeito atual de pensar, estudar e conversar',
  venus: 'a forma presente de amar, de se aproximar e de dar valor às coisas',
  mars: 'a energia de agir, de desejar e de conquistar',
  jupiter: 'a confiança e a vontade de crescer',
  saturn: 'o senso de responsabilidade e de limite amadurecido',
  uranus: 'a sede de mudança e de liberdade',
  neptune: 'a imaginação e a sensibilidade que se abrem',
  pluto: 'a força de transformação que pede passagem',
  ascendant: 'o modo como você se apresenta e começa as coisas',
  midheaven: 'a vocação e o lugar que você busca no mundo',
};

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
  ascendant: 'a sua presença, o corpo e a primeira impressão que causa',
  midheaven: 'a sua carreira e a imagem pública',
};

/** How the two themes meet, by the aspect's kind. */
export const DIRECTION_ASPECT_SENTENCES: Record<AspectKind, string> = {
  conjunction:
    'Numa conjunção os dois assuntos se fundem: o que corria em separado passa a agir junto e pede escolhas conscientes.',
  sextile:
    'O sextil abre uma porta: aparecem chances e boas conversas, mas elas pedem um gesto seu para virar realidade.',
  square:
    'A quadratura traz atrito que movimenta: algo precisa ser ajustado, e a tensão vira motor quando você escolhe agir em vez de resistir.',
  trine:
    'O trígono facilita: as coisas fluem com menos esforço, e vale aproveitar a maré a favor para firmar o que importa.',
  opposition:
    'A oposição pede equilíbrio entre dois lados: outras pessoas costumam espelhar a questão, e o caminho passa por ouvir sem se perder.',
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

/** The reading: who meets whom, what it joins, how the aspect works, and for how long. */
export function directionAspectText(
  technique: DirectionTechnique,
  moving: TransitNatalPoint,
  aspect: AspectKind,
  natal: TransitNatalPoint,
): string {
  const name = movingName(technique, moving);
  // After the lead's comma: "a Lua progredida", "Marte dirigido".
  const subject = WITH_ARTICLE.has(moving) ? `${articleOf(moving)} ${name}` : name;
  const lead = technique === 'progressed' ? 'Na progressão secundária' : 'Pelo arco solar';
  const opening = `${lead}, ${subject} ${VERBS[aspect]} ${withPossessive(natal)} natal.`;
  const themes = `Isso põe ${DIRECTION_MOVING_THEMES[moving]} em contato com ${DIRECTION_NATAL_THEMES[natal]}.`;
  return `${opening} ${themes} ${DIRECTION_ASPECT_SENTENCES[aspect]} ${directionPace(technique, moving)}`;
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
