// The words a draw is read with beyond each card's own meaning: the synthesis of the whole draw, the
// yes/no sentence, the insights' recurring cards. Tendencies and choices, never fate.
import { tarotCardInfo, type TarotSuit } from '@constelar/core/tarot';
import type { YesNo } from './tarot-card-text';
import { SUIT_NAMES, tarotCardNameWithArticle } from './tarot-names';

export interface DrawnForSynthesis {
  code: string;
  reversed: boolean;
}

const SUIT_THEMES: Readonly<Record<TarotSuit, string>> = {
  wands:
    'Paus, o naipe do fogo, domina a tiragem: a questão gira em torno de iniciativa, vontade e energia para agir, e pede movimento mais do que espera.',
  cups: 'Copas, o naipe da água, domina a tiragem: o que conta aqui são os sentimentos, os vínculos e aquilo que toca por dentro, mais do que os cálculos.',
  swords:
    'Espadas, o naipe do ar, domina a tiragem: pensamentos, conversas e decisões estão no centro, e a clareza vale mais do que a pressa.',
  pentacles:
    'Ouros, o naipe da terra, domina a tiragem: corpo, rotina, trabalho e recursos concretos pedem atenção, e os passos pequenos e constantes rendem mais.',
};

const NUMBER_WORDS: Readonly<Record<number, string>> = {
  1: 'ases',
  2: 'dois',
  3: 'três',
  4: 'quatros',
  5: 'cincos',
  6: 'seis',
  7: 'setes',
  8: 'oitos',
  9: 'noves',
  10: 'dez',
};

const NUMBER_THEMES: Readonly<Record<number, string>> = {
  1: 'começos e sementes',
  2: 'escolhas e parcerias',
  3: 'crescimento e expressão',
  4: 'estrutura e estabilidade',
  5: 'mudança e atrito',
  6: 'ajuste e reciprocidade',
  7: 'avaliação e persistência',
  8: 'movimento e domínio',
  9: 'maturidade e quase conclusão',
  10: 'fechamento de ciclo',
};

const countWord = (n: number): string =>
  ['nenhuma', 'uma', 'duas', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez'][n] ??
  String(n);

function majorsSentence(majors: number, total: number): string {
  if (total === 1) {
    return majors === 1
      ? 'A carta é um arcano maior: o tema é amplo e fala de um momento de vida, mais do que de um detalhe do dia a dia.'
      : 'A carta é um arcano menor: o tema é concreto e está ao alcance das suas escolhas cotidianas.';
  }
  if (majors === 0) {
    return `Nenhum arcano maior entre as ${total} cartas: a situação está nas suas mãos, feita de escolhas do cotidiano que você pode ajustar.`;
  }
  if (majors === total) {
    return `Todas as ${total} cartas são arcanos maiores: é um momento de grandes temas, em que vale olhar para o desenho da sua vida, e não só para o problema da semana.`;
  }
  if (majors * 2 > total) {
    return `Os arcanos maiores são maioria (${majors} de ${total}): forças amplas estão em jogo, e o momento pede que você as reconheça antes de agir.`;
  }
  return `${majors === 1 ? 'Um arcano maior aparece' : `${countWord(majors).replace(/^./, (c) => c.toUpperCase())} arcanos maiores aparecem`} entre as ${total} cartas: ${majors === 1 ? 'ele marca' : 'eles marcam'} onde está o tema de fundo, enquanto os arcanos menores mostram o terreno das escolhas diárias.`;
}

/** One to three paragraphs from the whole draw: majors, the dominant suit, numbers, court cards, reversals. */
export function tarotSynthesis(cards: readonly DrawnForSynthesis[]): string[] {
  const infos = cards.map((c) => ({ ...c, info: tarotCardInfo(c.code)! }));
  const total = infos.length;
  const majors = infos.filter((c) => c.info.arcana === 'major').length;
  const first: string[] = [majorsSentence(majors, total)];

  const suitCounts = new Map<TarotSuit, number>();
  const numberCounts = new Map<number, number>();
  let courts = 0;
  for (const { info } of infos) {
    if (info.arcana !== 'minor') continue;
    suitCounts.set(info.suit, (suitCounts.get(info.suit) ?? 0) + 1);
    if (info.number === null) courts++;
    else numberCounts.set(info.number, (numberCounts.get(info.number) ?? 0) + 1);
  }
  const ranked = [...suitCounts.entries()].sort((a, b) => b[1] - a[1]);
  const second: string[] = [];
  const [top, next] = ranked;
  if (top && total > 1 && top[1] >= 2 && (!next || top[1] > next[1])) {
    second.push(
      `${SUIT_THEMES[top[0]]} (${top[1]} cartas de ${SUIT_NAMES[top[0]]})`.replace(/\. \(/, ' (') + '.',
    );
  } else if (ranked.length >= 3) {
    second.push(
      'Os naipes se dividem sem que um domine: a questão toca várias áreas ao mesmo tempo, e equilibrar ação, sentimento, pensamento e matéria é parte da resposta.',
    );
  }
  for (const [number, count] of [...numberCounts.entries()].sort((a, b) => a[0] - b[0])) {
    if (count < 2) continue;
    second.push(
      `${count === 2 ? 'Dois' : countWord(count).replace(/^./, (c) => c.toUpperCase())} ${NUMBER_WORDS[number]} se repetem, e a repetição sublinha ${NUMBER_THEMES[number]}.`,
    );
  }
  if (courts === 1) {
    second.push(
      'Uma carta da corte aparece: pode ser uma pessoa envolvida na questão ou um jeito de agir que você está experimentando.',
    );
  } else if (courts > 1) {
    second.push(
      `${countWord(courts).replace(/^./, (c) => c.toUpperCase())} cartas da corte aparecem: há gente envolvida, ou papéis diferentes que você alterna, e vale perceber quem fala mais alto.`,
    );
  }

  const reversed = infos.filter((c) => c.reversed).length;
  const third: string[] = [];
  if (reversed > 0 && total > 1) {
    third.push(
      reversed * 2 > total
        ? `A maior parte das cartas saiu invertida (${reversed} de ${total}): muita coisa está travada ou voltada para dentro, e o momento favorece rever antes de avançar.`
        : `${reversed === 1 ? 'Uma carta saiu invertida' : `${countWord(reversed).replace(/^./, (c) => c.toUpperCase())} cartas saíram invertidas`} de ${total}: ali a energia encontra resistência e pede um olhar mais paciente.`,
    );
  } else if (reversed === 1) {
    third.push('A carta saiu invertida: a energia dela está contida e pede um olhar mais paciente.');
  }
  third.push(
    'Leia as cartas como tendências e escolhas possíveis: o tarô ilumina o momento, e a decisão continua sendo sua.',
  );
  return [first.join(' '), second.join(' '), third.join(' ')].filter((p) => p !== '');
}

const YES_NO_SENTENCES: Readonly<Record<YesNo, string>> = {
  sim: 'A resposta tende a sim: a carta favorece o que você pergunta, desde que você faça a sua parte.',
  nao: 'A resposta tende a não, por enquanto: a carta pede outro caminho ou outro momento.',
  talvez:
    'A resposta é talvez: a carta mostra um cenário ainda aberto, que depende do que for feito daqui para a frente.',
};

export function yesNoSentence(answer: YesNo): string {
  return YES_NO_SENTENCES[answer];
}

/** "O Dez de Espadas apareceu 4 vezes em 30 dias: …" */
export function recurringCardSentence(
  code: string,
  count: number,
  days: number,
  keywords: readonly string[],
): string {
  const theme = keywords.slice(0, 3);
  const listed =
    theme.length > 1 ? `${theme.slice(0, -1).join(', ')} e ${theme[theme.length - 1]}` : theme[0];
  return `${tarotCardNameWithArticle(code)} apareceu ${count} vezes em ${days} dias: quando uma carta volta assim, o tema dela (${listed}) está pedindo a sua atenção.`;
}

export const REVERSED_MARK = 'em posição invertida';
