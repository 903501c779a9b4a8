// What each aspect says by itself (issue #27): the pair's text speaks of its nature (conjunction, harmonious,
// tense); a sentence proper to the kind comes first, so that a square never reads as an opposition nor a
// trine as a sextile; an aspect to an angle names the house where the planet stands. Original prose.
import type { AspectKind } from '@constelar/core/codes';
import { HOUSE_THEMES } from './bodies';
import { aspectText } from './aspect-texts';
import { composedOnce } from './composed-once';
import { pointPhrase, type SynthesisPoint } from './chart-synthesis';

type Lead = (a: string, b: string) => string;

/** Three leads per kind, each opening with words of its own; the report takes them in turn. */
export const ASPECT_KIND_LEADS: Record<AspectKind, readonly Lead[]> = {
  conjunction: [
    (a, b) => `${a} e ${b} estão em conjunção, fundidos num só ponto do céu: um não age sem o outro.`,
    (a, b) => `Em conjunção, ${a} e ${b} somam forças e falam com uma voz só.`,
    (a, b) => `A conjunção entre ${a} e ${b} junta dois temas num mesmo gesto.`,
  ],
  sextile: [
    (a, b) =>
      `O sextil entre ${a} e ${b} é uma porta entreaberta: a ajuda existe, mas só rende quando você toma a iniciativa.`,
    (a, b) =>
      `Em sextil, ${a} e ${b} oferecem oportunidades discretas, que pedem um empurrão seu para virar resultado.`,
    (a, b) => `Um sextil une ${a} e ${b}: uma parceria leve, que cresce com prática e atenção.`,
  ],
  trine: [
    (a, b) => `O trígono entre ${a} e ${b} corre sozinho, como um talento que já vem pronto.`,
    (a, b) =>
      `Em trígono, ${a} e ${b} se entendem sem esforço; o risco é nem perceber o dom que isso representa.`,
    (a, b) => `Um trígono liga ${a} e ${b}: um fluxo natural, que facilita a vida sem pedir licença.`,
  ],
  square: [
    (a, b) =>
      `A quadratura entre ${a} e ${b} é um atrito de dentro: duas vontades se cruzam em ângulo reto e pedem decisão.`,
    (a, b) =>
      `Em quadratura, ${a} e ${b} se esbarram, e o choque obriga a agir: é daí que vem o crescimento.`,
    (a, b) =>
      `Uma quadratura cruza ${a} e ${b}: uma tensão interna que não se resolve de uma vez e rende quando vira prática.`,
  ],
  opposition: [
    (a, b) =>
      `Na oposição, ${a} e ${b} ficam em lados opostos do céu, e a polaridade aparece muitas vezes no outro: em parceiros, sócios ou rivais que encarnam o lado que você deixa de lado.`,
    (a, b) =>
      `Em oposição, ${a} e ${b} formam uma gangorra: o que um pede, o outro equilibra, e é nas relações de um para um que essa balança mais se mostra.`,
    (a, b) =>
      `Uma oposição separa ${a} e ${b}: uma polaridade que se vive diante de outra pessoa, no espelho de quem está à sua frente.`,
  ],
};

const ANGLES = new Set<SynthesisPoint>(['ascendant', 'midheaven']);
const capital = (s: string) => `${s[0]!.toUpperCase()}${s.slice(1)}`;

/** An aspect to an angle is read in the house where the planet stands (Moon opposite the Ascendant: 7th). */
function angleHouseSentence(
  body: SynthesisPoint,
  angle: SynthesisPoint,
  kind: AspectKind,
  house: number,
  turn: number,
): string {
  const name = capital(pointPhrase(body));
  if (angle === 'ascendant' && kind === 'opposition') {
    const where = house === 7 ? 'na Casa 7' : `na Casa ${house}, à beira da Casa 7`;
    return `${name} fica assim ${where}, a dos parceiros e das relações de um para um: este aspecto fala do outro, de quem você escolhe ter ao lado e do que projeta nessa pessoa.`;
  }
  if (angle === 'midheaven' && kind === 'opposition') {
    const where = house === 4 ? 'na Casa 4' : `na Casa ${house}, à beira da Casa 4`;
    return `${name} fica assim ${where}, no fundo do céu, a das raízes: este aspecto fala da casa, da família e do chão de onde você parte.`;
  }
  // Three wordings in turn, so a report with several aspects to the angles does not open them all alike
  // (issue #27).
  const theme = HOUSE_THEMES[house];
  const other = pointPhrase(angle);
  const wording = turn % 3;
  if (wording === 1)
    return `Pela Casa ${house}, que fala de ${theme}, passa o aspecto com ${other}: é lá que está ${pointPhrase(body)}.`;
  if (wording === 2)
    return `É pela Casa ${house}, a de ${theme}, que este aspecto com ${other} se expressa, porque ${pointPhrase(body)} está nela.`;
  return `${name} ocupa a Casa ${house}, que fala de ${theme}, e é nessa área que o aspecto com ${other} se mostra.`;
}

export interface NatalAspect {
  a: SynthesisPoint;
  b: SynthesisPoint;
  kind: AspectKind;
  /** core's aspectPairKey(a, b): the pair's text is keyed by it. */
  pairKey: string;
  /** The house of the body when the other point is an angle; null without a time. */
  bodyHouse?: number | null;
  /** Which of the kind's leads to use (the report takes them in turn). */
  turn: number;
  /** Which wording of the angle's house to use (the report counts its aspects to an angle); else `turn`. */
  angleTurn?: number;
}

/** The aspect's sentence of its kind, the angle's house if any, then the pair's text. */
export function composeNatalAspectText(x: NatalAspect): string {
  const leads = ASPECT_KIND_LEADS[x.kind];
  const lead = leads[x.turn % leads.length]!(pointPhrase(x.a), pointPhrase(x.b));
  const angle = ANGLES.has(x.b) ? x.b : ANGLES.has(x.a) ? x.a : undefined;
  const body = angle === x.b ? x.a : x.b;
  const house =
    angle && x.bodyHouse
      ? angleHouseSentence(body, angle, x.kind, x.bodyHouse, x.angleTurn ?? x.turn)
      : undefined;
  return [capital(lead), house, aspectText(x.pairKey, x.kind) ?? ''].filter(Boolean).join(' ');
}

/**
 * The same text for the same aspect, lead and house wording: composed once per thread (composed-once.ts).
 * The key holds only what the text depends on (the turns modulo their wordings, the house only with an
 * angle), so that some 8,000 texts cover every chart.
 */
export const natalAspectText: (x: NatalAspect) => string = composedOnce(
  composeNatalAspectText,
  (x) => {
    const lead = x.turn % ASPECT_KIND_LEADS[x.kind].length;
    const angle = ANGLES.has(x.a) || ANGLES.has(x.b);
    const house = angle && x.bodyHouse ? ` ${x.bodyHouse} ${(x.angleTurn ?? x.turn) % 3}` : '';
    return `${x.a} ${x.b} ${x.kind} ${x.pairKey} ${lead}${house}`;
  },
  8192,
);
