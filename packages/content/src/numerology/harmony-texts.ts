import type { Digit } from './map-values';

// numerology.md §4: the harmonic numbers (a row per reduced day) and the love harmony (a row per reduced
// mission). Tendencies of affinity, never a verdict on a relationship.

export const HARMONIC_NUMBER_TEXTS: Record<Digit, string> = {
  1: 'Para quem nasceu num dia que reduz a 1, os números harmônicos são 2, 4 e 9: pessoas, datas e endereços com essas vibrações tendem a somar à iniciativa, trazendo apoio, estrutura e visão ampla.',
  2: 'Quem nasceu num dia que reduz a 2 harmoniza com todos os números, de 1 a 9: a natureza conciliadora encontra pontos de contato em qualquer vibração, o que facilita parcerias variadas.',
  3: 'Para o dia que reduz a 3, os harmônicos são 2, 3, 6, 8 e 9: vibrações que acolhem a expressão e dão a ela apoio afetivo, prático e humano.',
  4: 'Com o dia reduzido a 4, os números harmônicos são 1, 2, 6 e 7: iniciativa, cooperação, cuidado e reflexão complementam o gosto pela construção.',
  5: 'O dia que reduz a 5 harmoniza com 2, 5, 6, 7 e 9: vibrações que acompanham o movimento e oferecem escuta, afeto e profundidade.',
  6: 'Para o dia que reduz a 6, os harmônicos são 2, 3, 4, 5, 6 e 9: uma faixa larga de afinidades, que valoriza quem cuida e gosta de harmonia.',
  7: 'Com o dia reduzido a 7, os números harmônicos são 2, 4, 5 e 7: vibrações que respeitam o tempo de reflexão e trazem sensibilidade, método e arejamento.',
  8: 'O dia que reduz a 8 harmoniza com 2, 3 e 9: a diplomacia, a leveza e a generosidade dessas vibrações suavizam a força realizadora do 8.',
  9: 'Para o dia que reduz a 9, os harmônicos são 1, 2, 3, 5, 6, 8 e 9: quase todas as vibrações encontram eco na visão ampla de quem tem o 9.',
};

export const LOVE_HARMONY_TEXTS: Record<Digit, string> = {
  1: 'Com a Missão reduzida a 1, a tradição aponta vibração intensa com o 9, atração pelo 4 e pelo 8, oposição ao 6 e ao 7, e convivência tranquila com 2, 3 e 5. Afinidades que sugerem, não decidem: toda relação se constrói.',
  2: 'Para a Missão reduzida a 2, a vibração mais próxima é a do 8; há atração pelo 7 e pelo 9, oposição ao 5 e convivência passiva com 1, 3, 4 e 6. São tendências de sintonia, que o diálogo sempre pode mudar.',
  3: 'A Missão reduzida a 3 vibra com o 7, atrai e é atraída por 5, 6 e 9, encontra oposição em 4 e 8 e convive sem atrito com 1 e 2. Leia como mapa de afinidades, não como regra.',
  4: 'Com a Missão reduzida a 4, a vibração afim é a do 6; 1 e 8 atraem, 3 e 5 se opõem, e 2, 7 e 9 formam uniões mais neutras. O que sustenta um vínculo continua sendo o cuidado diário.',
  5: 'A Missão reduzida a 5 vibra com outro 5; atrai 3 e 9, opõe-se a 2 e 4, tem oposição mais funda com o 6 e convive passivamente com 1, 7 e 8. Diferenças pedem conversa, não desistência.',
  6: 'Para a Missão reduzida a 6, a sintonia é com o 4; 3, 7 e 9 atraem, 1 e 8 se opõem, o 5 é a oposição mais marcada e o 2 é uma convivência tranquila. Tendências, nunca sentenças.',
  7: 'A Missão reduzida a 7 vibra com o 3, sente atração por 2 e 6, encontra oposição em 1 e 9 e tem convivência neutra com 4, 5 e 8. A afinidade descrita é um ponto de partida para o encontro.',
  8: 'Com a Missão reduzida a 8, a vibração é com o 2; 1 e 4 atraem, 3 e 6 se opõem, e 5, 7 e 9 formam relações passivas. Qualquer combinação pode dar certo com respeito e acordos claros.',
  9: 'A Missão reduzida a 9 vibra com o 1, atrai 2, 3, 5 e 6, tem oposição no 7 e convivência passiva com 4 e 8. Números indicam afinidades; a escolha de quem amar é sempre livre.',
};
