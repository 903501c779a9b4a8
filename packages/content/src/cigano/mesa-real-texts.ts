/**
 * The Mesa Real's texts (spec/tarot.md §5): what a card speaks of in each of the 36 houses (position n is
 * the house of card n), and how a card touching the querent card (28 O Cigano or 29 A Cigana) reads by
 * where it lies. Original Portuguese written for Constelar, after the Brazilian school.
 */
import type { CiganoCardText } from './cigano-card-text';

/** One sentence per house 1..36: the theme the house lends the card that falls in it. */
export const MESA_REAL_HOUSE_TEXT: Readonly<Record<number, string>> = {
  1: 'Casa 1, O Cavaleiro: a carta que cai aqui fala das notícias, das visitas e do que chega depressa.',
  2: 'Casa 2, O Trevo: aqui a carta mostra os pequenos contratempos e o que atrasa sem impedir.',
  3: 'Casa 3, O Navio: a carta desta casa fala de viagens, mudanças e horizontes que se abrem ao longe.',
  4: 'Casa 4, A Casa: o que cai aqui diz respeito ao lar, à família e à base da vida cotidiana.',
  5: 'Casa 5, A Árvore: aqui a carta fala da vitalidade, das raízes e do que cresce devagar.',
  6: 'Casa 6, As Nuvens: a carta desta casa mostra as dúvidas, as incertezas e o que ainda está encoberto.',
  7: 'Casa 7, A Serpente: o que cai aqui pede cautela com falsidades, rivalidades e caminhos sinuosos.',
  8: 'Casa 8, O Caixão: aqui a carta fala do que se encerra e se transforma para dar lugar ao novo.',
  9: 'Casa 9, O Buquê: a carta desta casa mostra as alegrias, os presentes e os gestos de carinho.',
  10: 'Casa 10, A Foice: o que cai aqui fala de cortes, decisões rápidas e colheitas.',
  11: 'Casa 11, O Chicote: aqui a carta mostra as discussões, as tensões e os padrões que se repetem.',
  12: 'Casa 12, Os Pássaros: a carta desta casa fala das conversas, da agitação e da ansiedade do dia a dia.',
  13: 'Casa 13, A Criança: o que cai aqui fala dos começos, das novidades e do que ainda é pequeno.',
  14: 'Casa 14, A Raposa: aqui a carta mostra onde a esperteza é necessária e onde pode haver armadilha.',
  15: 'Casa 15, O Urso: a carta desta casa fala de força, de poder e de quem protege ou controla.',
  16: 'Casa 16, As Estrelas: o que cai aqui fala de esperança, de desejos e de orientação interior.',
  17: 'Casa 17, A Cegonha: aqui a carta mostra as mudanças que renovam e as transições de fase.',
  18: 'Casa 18, O Cachorro: a carta desta casa fala das amizades, da lealdade e de quem apoia.',
  19: 'Casa 19, A Torre: o que cai aqui fala de recolhimento, de instituições e da vida interior.',
  20: 'Casa 20, O Jardim: aqui a carta mostra a vida social, os encontros e o que acontece em público.',
  21: 'Casa 21, A Montanha: a carta desta casa fala dos grandes obstáculos e do que exige persistência.',
  22: 'Casa 22, O Caminho: o que cai aqui fala das escolhas, das alternativas e dos caminhos abertos.',
  23: 'Casa 23, O Rato: aqui a carta mostra o que se desgasta, as perdas e as preocupações que roem.',
  24: 'Casa 24, O Coração: a carta desta casa fala dos sentimentos, dos afetos e do que move o coração.',
  25: 'Casa 25, O Anel: o que cai aqui fala de compromissos, acordos, contratos e uniões.',
  26: 'Casa 26, O Livro: aqui a carta mostra os segredos, os estudos e o que ainda não se revelou.',
  27: 'Casa 27, A Carta: a carta desta casa fala das mensagens, dos documentos e do que chega por escrito.',
  28: 'Casa 28, O Cigano: o que cai aqui fala de um homem importante na história ou da própria pessoa, quando se lê para um homem.',
  29: 'Casa 29, A Cigana: o que cai aqui fala de uma mulher importante na história ou da própria pessoa, quando se lê para uma mulher.',
  30: 'Casa 30, Os Lírios: aqui a carta mostra a paz, a harmonia familiar e a maturidade.',
  31: 'Casa 31, O Sol: a carta desta casa fala do sucesso, da energia e do que ganha a luz do dia.',
  32: 'Casa 32, A Lua: o que cai aqui fala do reconhecimento, da intuição e da vida emocional.',
  33: 'Casa 33, A Chave: aqui a carta mostra as soluções, as respostas e as portas que se abrem.',
  34: 'Casa 34, O Peixe: a carta desta casa fala de prosperidade, de negócios e do fluxo de recursos.',
  35: 'Casa 35, A Âncora: o que cai aqui fala de estabilidade, de segurança e do que tende a durar.',
  36: 'Casa 36, A Cruz: aqui a carta mostra as provações, as responsabilidades e a fé que sustenta.',
};

export type MesaRealDirection = 'acima' | 'abaixo' | 'esquerda' | 'direita' | 'diagonal';

const QUERENT_FRAMES: Readonly<Record<MesaRealDirection, (name: string, subject: string) => string>> = {
  acima: (name, subject) =>
    `Acima da sua carta, ${name} mostra o que ocupa seus pensamentos: ${subject} é o tema que a cabeça revisita agora.`,
  abaixo: (name, subject) =>
    `Abaixo da sua carta, ${name} fala do que está sob o seu domínio: ${subject} é o chão do momento, algo que você pode conduzir.`,
  esquerda: (name, subject) =>
    `À esquerda da sua carta, ${name} mostra o que está passando: ${subject} tende a ficar para trás.`,
  direita: (name, subject) =>
    `À direita da sua carta, ${name} aponta o que vem chegando: ${subject} se aproxima nos próximos passos.`,
  diagonal: (name, subject) =>
    `Na diagonal da sua carta, ${name} cruza o seu caminho: ${subject} atravessa os planos e pede atenção.`,
};

/** Every direction a card can touch the querent card from, in reading order. */
export const MESA_REAL_DIRECTIONS: readonly MesaRealDirection[] = [
  'acima',
  'abaixo',
  'esquerda',
  'direita',
  'diagonal',
];

/**
 * How `card`, touching the querent card from `direction`, reads: above what is on the mind, below what is
 * at hand or the base, left what is passing, right what is coming, diagonal what crosses the path.
 */
export function mesaRealQuerentText(direction: MesaRealDirection, card: CiganoCardText): string {
  return QUERENT_FRAMES[direction](card.name, card.subject);
}
