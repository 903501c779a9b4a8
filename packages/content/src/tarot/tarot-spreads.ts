// The eight spreads in Portuguese: name, what each is for, and each position's name, question and the
// sentence that opens a card's reading there ({carta} is the card, always the sentence's subject).
import type { SpreadCode } from '@constelar/core/tarot';
import { CIGANO_SPREAD_TEXTS } from '../cigano/cigano-spreads';

export interface SpreadPositionText {
  name: string;
  /** One sentence: what this place in the spread asks. */
  question: string;
  /** Opens the card's reading in this position; `{carta}` becomes the card's name. */
  intro: string;
}

export interface SpreadText {
  name: string;
  /** What the spread is for, one sentence. */
  description: string;
  positions: SpreadPositionText[];
}

/** The Mandala's houses by their matters, "Casa 7: as parcerias". */
export const MANDALA_HOUSE_MATTERS: readonly string[] = [
  'a identidade e o jeito de chegar',
  'os recursos e o que tem valor',
  'as conversas, os estudos e a vizinhança',
  'o lar, a família e as raízes',
  'os prazeres, os romances e a criação',
  'a rotina, o cuidado e o trabalho diário',
  'as parcerias',
  'as trocas profundas e o que se divide',
  'as viagens, as crenças e os horizontes',
  'a carreira e o lugar no mundo',
  'as amizades e os projetos coletivos',
  'os bastidores, o descanso e o que não se mostra',
];

const MANDALA_HOUSE_QUESTIONS: readonly string[] = [
  'Como você se apresenta e começa as coisas agora?',
  'O que você valoriza e como cuida do que tem?',
  'O que pedem as conversas, os estudos e os pequenos deslocamentos?',
  'O que se move em casa, na família e no que te sustenta por dentro?',
  'Onde está o prazer, o romance e a vontade de criar?',
  'Como andam a rotina, o corpo no dia a dia e as tarefas?',
  'O que acontece nas parcerias, no amor e nos acordos?',
  'O que está em jogo no que você divide e no que precisa transformar?',
  'Para onde apontam os estudos longos, as viagens e as crenças?',
  'O que se desenha na carreira e na imagem pública?',
  'O que trazem as amizades, os grupos e os planos para o futuro?',
  'O que trabalha em silêncio, longe dos olhos, e pede recolhimento?',
];

/** "de" joined with the matter's article: "das parcerias", "do lar". */
export function ofMatter(matter: string): string {
  return matter.replace(/^(as|os|a|o) /, (article) => `d${article}`);
}

const mandalaHouses: SpreadPositionText[] = MANDALA_HOUSE_MATTERS.map((matter, i) => ({
  name: `Casa ${i + 1}: ${matter}`,
  question: MANDALA_HOUSE_QUESTIONS[i]!,
  intro: `Na casa ${i + 1}, a ${ofMatter(matter)}, {carta} dá o tom.`,
}));

export const SPREAD_TEXTS: Readonly<Record<SpreadCode, SpreadText>> = {
  'carta-do-dia': {
    name: 'Carta do dia',
    description: 'Uma carta para acompanhar o dia, como um tema para observar até a noite.',
    positions: [
      {
        name: 'A carta do dia',
        question: 'Que tema acompanha você hoje?',
        intro: 'Hoje, {carta} é a companhia que o tarô oferece.',
      },
    ],
  },
  'sim-ou-nao': {
    name: 'Sim ou não',
    description: 'Uma carta para uma pergunta direta, com a tendência que ela mostra e o porquê.',
    positions: [
      {
        name: 'A resposta',
        question: 'Para que lado a situação tende?',
        intro: 'Para a sua pergunta, {carta} responde.',
      },
    ],
  },
  'tres-cartas': {
    name: 'Passado, presente e futuro',
    description: 'Três cartas para ver de onde uma situação vem, onde está e para onde tende.',
    positions: [
      {
        name: 'Passado',
        question: 'O que ficou para trás e ainda pesa?',
        intro: 'No passado, {carta} mostra o que ainda ecoa.',
      },
      {
        name: 'Presente',
        question: 'O que está em jogo agora?',
        intro: 'No presente, {carta} descreve o momento.',
      },
      {
        name: 'Futuro',
        question: 'Para onde as coisas tendem, se nada mudar?',
        intro: 'Adiante, {carta} aponta uma tendência, não uma sentença.',
      },
    ],
  },
  conselho: {
    name: 'Conselho',
    description: 'Três cartas para entender uma situação, o que a emperra e o passo que ajuda.',
    positions: [
      {
        name: 'A situação',
        question: 'Como está, de fato, aquilo que você pergunta?',
        intro: 'Sobre a situação, {carta} diz como ela está.',
      },
      {
        name: 'O que atrapalha',
        question: 'O que trava o caminho, por fora ou por dentro?',
        intro: 'No lugar do obstáculo, {carta} mostra o que emperra.',
      },
      {
        name: 'O conselho',
        question: 'Que atitude ajuda agora?',
        intro: 'Como conselho, {carta} sugere uma atitude.',
      },
    ],
  },
  amor: {
    name: 'Tarot do amor',
    description: 'Cinco cartas sobre um vínculo: cada lado, o que aproxima, o que afasta e o caminho.',
    positions: [
      {
        name: 'Você',
        question: 'Como você chega a essa relação agora?',
        intro: 'Do seu lado, {carta} mostra como você se coloca.',
      },
      {
        name: 'A outra pessoa',
        question: 'Como a outra pessoa parece chegar?',
        intro: 'Do outro lado, {carta} descreve a postura da outra pessoa, como a relação a deixa ver.',
      },
      {
        name: 'O que une',
        question: 'O que aproxima vocês?',
        intro: 'No que une, {carta} revela o ponto de encontro.',
      },
      {
        name: 'O que separa',
        question: 'O que cria distância entre vocês?',
        intro: 'No que separa, {carta} aponta o atrito.',
      },
      {
        name: 'O caminho',
        question: 'Que caminho a relação pode tomar a partir daqui?',
        intro: 'Como caminho, {carta} indica uma direção possível.',
      },
    ],
  },
  ferradura: {
    name: 'Ferradura',
    description: 'Sete cartas em arco para uma situação que envolve outras pessoas e pede um plano.',
    positions: [
      {
        name: 'Passado',
        question: 'O que trouxe a situação até aqui?',
        intro: 'Na origem da situação, {carta} conta como ela começou.',
      },
      {
        name: 'Presente',
        question: 'Como a situação se apresenta hoje?',
        intro: 'No agora, {carta} mostra o retrato do momento.',
      },
      {
        name: 'Futuro próximo',
        question: 'O que tende a aparecer nas próximas semanas?',
        intro: 'No futuro próximo, {carta} sugere o que tende a surgir.',
      },
      {
        name: 'O que fazer',
        question: 'Qual é a melhor atitude diante disso?',
        intro: 'Como atitude, {carta} propõe um jeito de agir.',
      },
      {
        name: 'As outras pessoas',
        question: 'Como as pessoas ao redor influenciam a situação?',
        intro: 'Entre as outras pessoas, {carta} descreve o clima ao redor.',
      },
      {
        name: 'Os obstáculos',
        question: 'O que pode atrasar ou complicar?',
        intro: 'Entre os obstáculos, {carta} aponta o que pede cuidado.',
      },
      {
        name: 'O desfecho',
        question: 'Aonde o caminho atual tende a levar?',
        intro: 'No desfecho, {carta} mostra para onde o caminho atual tende.',
      },
    ],
  },
  'cruz-celta': {
    name: 'Cruz celta',
    description: 'Dez cartas para olhar uma questão por inteiro: o centro, as raízes, o entorno e o rumo.',
    positions: [
      {
        name: 'A situação',
        question: 'O que está no centro da questão?',
        intro: 'No centro da cruz, {carta} é o coração da questão.',
      },
      {
        name: 'O desafio',
        question: 'O que atravessa a situação e pede resposta?',
        intro: 'Atravessada sobre o centro, {carta} é o desafio do momento.',
      },
      {
        name: 'A base',
        question: 'O que está na raiz, mesmo sem ser dito?',
        intro: 'Na base, {carta} revela a raiz do assunto.',
      },
      {
        name: 'O passado recente',
        question: 'O que acabou de acontecer e ainda pesa?',
        intro: 'No passado recente, {carta} mostra o que está saindo de cena.',
      },
      {
        name: 'O que pode vir',
        question: 'Qual é a melhor possibilidade à vista?',
        intro: 'No alto da cruz, {carta} mostra a melhor possibilidade à vista.',
      },
      {
        name: 'O futuro próximo',
        question: 'O que se aproxima?',
        intro: 'No futuro próximo, {carta} indica o que está chegando.',
      },
      {
        name: 'Você',
        question: 'Como você se posiciona diante de tudo isso?',
        intro: 'Na sua posição, {carta} mostra a postura que você traz.',
      },
      {
        name: 'O ambiente',
        question: 'Como o entorno recebe a questão?',
        intro: 'No ambiente, {carta} descreve o que vem de fora.',
      },
      {
        name: 'Esperanças e medos',
        question: 'O que você deseja e, ao mesmo tempo, teme?',
        intro: 'Entre esperanças e medos, {carta} mostra o que se quer e o que se receia.',
      },
      {
        name: 'O desfecho',
        question: 'Para onde tudo tende, se o caminho seguir assim?',
        intro: 'No topo do bastão, {carta} indica o desfecho provável, ainda aberto às suas escolhas.',
      },
    ],
  },
  mandala: {
    name: 'Mandala astrológica',
    description:
      'Treze cartas em círculo, uma para cada casa do mapa e uma no centro, para olhar o ano ou a vida inteira.',
    positions: [
      ...mandalaHouses,
      {
        name: 'Síntese',
        question: 'Que tema atravessa todas as casas?',
        intro: 'No centro da mandala, {carta} reúne o tema que atravessa as casas.',
      },
    ],
  },
  ...CIGANO_SPREAD_TEXTS,
};
