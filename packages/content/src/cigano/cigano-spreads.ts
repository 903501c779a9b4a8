// The four cigano spreads in Portuguese (spec/tarot.md §5): name, purpose, and each position's name,
// question and opening ({carta} is the card). The Mesa Real's positions are the houses of the 36 cards.
import type { CiganoSpreadCode } from '@constelar/core/tarot';
import type { SpreadText } from '../tarot/tarot-spreads';
import { CIGANO_CARDS } from './cigano-cards';

/** "de" joined with the name's article: "do Coração", "da Cigana", "dos Lírios", "das Estrelas". */
export function ofCard(name: string): string {
  return /^(O|A|Os|As) /.test(name) ? `d${name[0]!.toLowerCase()}${name.slice(1)}` : `de ${name}`;
}

const houses = CIGANO_CARDS.map((card) => ({
  name: `Casa ${card.number}: ${card.name}`,
  question: `O que se mostra no assunto da casa ${ofCard(card.name)}?`,
  intro: `Na casa ${card.number}, a casa ${ofCard(card.name)}, {carta} se apresenta.`,
}));

export const CIGANO_SPREAD_TEXTS: Readonly<Record<CiganoSpreadCode, SpreadText>> = {
  'cigano-tres': {
    name: 'Três cartas ciganas',
    description:
      'Três cartas lidas como uma frase: a primeira com a segunda, a segunda com a terceira, para uma pergunta direta.',
    positions: [
      {
        name: 'Primeira carta',
        question: 'De que assunto a pergunta trata?',
        intro: 'Abrindo a frase, {carta} traz o assunto.',
      },
      {
        name: 'Segunda carta',
        question: 'O que dá cor ao assunto?',
        intro: 'No meio da frase, {carta} liga o começo ao fim.',
      },
      {
        name: 'Terceira carta',
        question: 'Para onde a frase aponta?',
        intro: 'Fechando a frase, {carta} mostra para onde ela tende.',
      },
    ],
  },
  'cigano-cinco': {
    name: 'Cinco cartas ciganas',
    description:
      'Cinco cartas em linha: no centro o assunto, à esquerda o que veio antes, à direita o que tende a seguir.',
    positions: [
      {
        name: 'O que ficou para trás',
        question: 'O que deu origem à situação?',
        intro: 'Mais ao fundo, {carta} mostra de onde a situação veio.',
      },
      {
        name: 'O que preparou o momento',
        question: 'O que trouxe a situação até aqui?',
        intro: 'Logo antes do centro, {carta} mostra o que preparou o agora.',
      },
      {
        name: 'O assunto',
        question: 'O que está no centro da pergunta?',
        intro: 'No centro da linha, {carta} é o próprio assunto.',
      },
      {
        name: 'O que se aproxima',
        question: 'O que tende a vir logo em seguida?',
        intro: 'Logo depois do centro, {carta} indica o que se aproxima.',
      },
      {
        name: 'Aonde tende a levar',
        question: 'Para onde o caminho atual conduz?',
        intro: 'Na ponta da linha, {carta} sugere aonde o caminho atual leva.',
      },
    ],
  },
  'cigano-nove': {
    name: 'Quadrado de nove',
    description:
      'Nove cartas em três linhas, passado, presente e futuro, com o assunto no centro e as diagonais cruzando por ele.',
    positions: [
      {
        name: 'Passado, à esquerda',
        question: 'O que começou a situação?',
        intro: 'Na linha do passado, à esquerda, {carta} mostra onde tudo começou.',
      },
      {
        name: 'Passado, no meio',
        question: 'O que marcou o caminho até aqui?',
        intro: 'No meio da linha do passado, {carta} mostra o que marcou o caminho.',
      },
      {
        name: 'Passado, à direita',
        question: 'O que do passado ainda chega ao presente?',
        intro: 'Fechando a linha do passado, {carta} mostra o que ainda ecoa.',
      },
      {
        name: 'Presente, à esquerda',
        question: 'O que cerca o assunto agora?',
        intro: 'Na linha do presente, à esquerda, {carta} descreve o entorno.',
      },
      {
        name: 'O assunto',
        question: 'Que assunto fica no meio do quadrado, tocado por todas as outras cartas?',
        intro: 'No centro do quadrado, {carta} é o assunto que organiza as outras.',
      },
      {
        name: 'Presente, à direita',
        question: 'O que já se move no presente?',
        intro: 'Na linha do presente, à direita, {carta} mostra o que já se move.',
      },
      {
        name: 'Futuro, à esquerda',
        question: 'O que começa a se desenhar?',
        intro: 'Na linha do futuro, à esquerda, {carta} mostra o que começa a se desenhar.',
      },
      {
        name: 'Futuro, no meio',
        question: 'O que tende a ganhar força?',
        intro: 'No meio da linha do futuro, {carta} indica o que tende a ganhar força.',
      },
      {
        name: 'Futuro, à direita',
        question: 'Aonde o caminho atual tende a chegar?',
        intro: 'Fechando a linha do futuro, {carta} aponta uma tendência, não uma sentença.',
      },
    ],
  },
  'mesa-real': {
    name: 'Mesa Real',
    description:
      'As 36 cartas em quatro linhas de nove: cada uma lida na casa do seu número, e a carta de quem pergunta lida com as que a cercam.',
    positions: houses,
  },
};
