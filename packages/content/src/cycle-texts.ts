// A planet aspecting its own natal place (issue #27): the cycle's texts say which aspect it is and at what
// age it comes, so that a square of Uranus at 21 never reads as the opposition of 42 ("crise da
// meia-idade"). A lead proper to the kind, then the nature's text without its first sentence, which
// named both aspects at once. Original prose written for Constelar.
import type { AspectKind } from '@constelar/core/codes';

type CycleBody = 'jupiter' | 'saturn' | 'uranus' | 'neptune' | 'pluto';
type CycleKind = Exclude<AspectKind, 'conjunction'>;

/** The lead of each slow planet's cycle aspect, with the ages it comes at. */
export const CYCLE_LEADS: Record<CycleBody, Record<CycleKind, string>> = {
  jupiter: {
    square:
      'A quadratura de Júpiter ao seu Júpiter natal chega cerca de três anos antes ou depois de cada retorno, e marca um ponto de revisão dentro do ciclo de doze anos.',
    opposition:
      'A oposição de Júpiter ao seu Júpiter natal, por volta dos 6, 18, 30, 42 e 54 anos, fica na metade do ciclo de doze anos: o que cresceu desde o último retorno mostra o seu tamanho real.',
    sextile:
      'O sextil de Júpiter ao seu Júpiter natal, cerca de dois anos depois ou antes de cada retorno, abre uma porta que rende quando você a atravessa.',
    trine:
      'O trígono de Júpiter ao seu Júpiter natal, cerca de quatro anos depois ou antes de cada retorno, traz algumas semanas de fé renovada nos seus planos.',
  },
  saturn: {
    square:
      'A quadratura de Saturno ao seu Saturno natal é um ponto de checagem do ciclo de cerca de 29 anos, por volta dos 7, 22, 36 e 51 anos: o que foi plantado no início do ciclo é posto à prova.',
    opposition:
      'A oposição de Saturno ao seu Saturno natal marca a metade do ciclo de cerca de 29 anos, por volta dos 14, 44 e 73 anos: o que você construiu desde o último retorno fica à vista, com acertos e falhas.',
    sextile:
      'O sextil de Saturno ao seu Saturno natal, por volta dos 5, 24, 34 e 54 anos, abre uma janela discreta para organizar a vida, que rende quando você a usa.',
    trine:
      'O trígono de Saturno ao seu Saturno natal, por volta dos 10, 19, 39 e 49 anos, dá sustentação ao que você vem construindo.',
  },
  uranus: {
    square:
      'A quadratura de Urano ao seu Urano natal chega por volta dos 21 anos, e de novo perto dos 63: a primeira é uma virada rumo à independência adulta, a segunda, um novo sopro de liberdade.',
    opposition:
      'A oposição de Urano ao seu Urano natal, por volta dos 42 anos, é o período conhecido como crise da meia-idade.',
    sextile:
      'O sextil de Urano ao seu Urano natal, por volta dos 14 e dos 70 anos, traz meses de renovação tranquila.',
    trine:
      'O trígono de Urano ao seu Urano natal, por volta dos 28 e dos 56 anos, traz meses de renovação tranquila.',
  },
  neptune: {
    square:
      'A quadratura de Netuno ao seu Netuno natal chega por volta dos 41 anos e dura muitos meses: parte da crise da meia-idade aparece como desencanto, e sonhos da juventude são revistos.',
    opposition:
      'A oposição de Netuno ao seu Netuno natal, perto dos 82 anos, dura muitos meses e pergunta pelo sentido de tudo o que foi vivido.',
    sextile:
      'O sextil de Netuno ao seu Netuno natal, por volta dos 27 ou 28 anos, abre uma janela suave para os seus ideais.',
    trine:
      'O trígono de Netuno ao seu Netuno natal, perto dos 55 anos, é uma fase serena para os seus ideais.',
  },
  pluto: {
    square:
      'A quadratura de Plutão ao seu Plutão natal, que para muitas gerações chega entre os 36 e os 48 anos, é um dos marcos da meia-idade e dura cerca de dois anos.',
    opposition:
      'A oposição de Plutão ao seu Plutão natal raramente cabe numa vida; quando chega, já na velhice, faz o balanço de tudo o que se transformou.',
    sextile:
      'O sextil de Plutão ao seu Plutão natal chega, conforme a geração, entre os 20 e os 40 anos, e o trânsito dura muitos meses.',
    trine:
      'O trígono de Plutão ao seu Plutão natal chega, conforme a geração, entre os 30 e os 60 anos, e o trânsito dura muitos meses.',
  },
};

/** Where the nature's text fits the kind badly (urgency "enquanto há tempo" at 21), a body of its own. */
const CYCLE_BODIES: Partial<Record<CycleBody, Partial<Record<CycleKind, string>>>> = {
  uranus: {
    square:
      'Durante muitos meses, cresce a vontade de viver do próprio jeito: mudar de curso, de cidade, de turma ou de visual. A pressão mostra o que ficou apertado. Use a fase para ensaiar a sua independência com planejamento, sem romper com o que ainda tem valor.',
  },
  neptune: {
    square:
      'Por muitos meses, certezas que pareciam firmes perdem o contorno, e vale não decidir tudo às pressas. Trate a desilusão como limpeza, e não como perda, e escolha com calma os ideais que merecem seguir com você.',
    opposition:
      'É uma fase de recolhimento e de memória, em que o que importa se separa do que só ocupava espaço. Trate a desilusão como limpeza, e não como perda, e escolha com calma os ideais que merecem seguir com você.',
  },
};

/** Sentences of a nature's text that speak of both kinds of the nature; the kind's lead replaces them. */
const MIXED: readonly RegExp[] = [
  /^Na primeira, [^.]*\.\s*Na segunda, [^.]*\.\s*/u,
  /^Em cada uma delas, /u,
  /^Em qualquer uma, /u,
];

/**
 * The cycle's text for a planet aspecting itself, or undefined for any other pair (and for the returns,
 * whose texts already speak of one aspect). `natureText` is the nature's text; its first sentence, which
 * named both aspects of the nature, gives way to the kind's lead.
 */
export function cycleText(
  body: string,
  natal: string,
  kind: AspectKind,
  natureText: string,
): string | undefined {
  if (body !== natal || kind === 'conjunction' || !(body in CYCLE_LEADS)) return undefined;
  const lead = CYCLE_LEADS[body as CycleBody][kind];
  const own = CYCLE_BODIES[body as CycleBody]?.[kind];
  if (own) return `${lead} ${own}`;
  let rest = natureText.replace(/^[^.]*\.\s*/u, '');
  for (const re of MIXED) rest = rest.replace(re, '');
  rest = rest.length > 0 ? `${rest[0]!.toUpperCase()}${rest.slice(1)}` : rest;
  return `${lead} ${rest}`.trim();
}
