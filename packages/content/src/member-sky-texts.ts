// Texts for the sky over a member's houses (daily.md §2): each new and full Moon by natal house (24), a
// sentence more for an eclipse, a house-free text without a birth time, and the slow planets' passage
// through each house (Jupiter … Pluto × 12 = 60), speaking of the period until the next ingress.
// Original prose written for Constelar: tendencies and choices, never fate.
import type { HouseIngressBody } from '@constelar/core';

/** What each house holds, as the object of a sentence. */
const HOUSE_MATTERS: Record<number, string> = {
  1: 'o seu jeito de se apresentar, o corpo e a forma de começar as coisas',
  2: 'aquilo que você valoriza, os seus recursos e a sua autoestima',
  3: 'as conversas, os estudos, os trajetos do dia a dia e os laços com irmãos e vizinhos',
  4: 'o lar, a família, as raízes e o seu lugar de descanso',
  5: 'o prazer, a criatividade, os romances e a alegria de brincar',
  6: 'a rotina, o trabalho de todo dia e os hábitos que sustentam você',
  7: 'as parcerias, os acordos e a vida a dois',
  8: 'a intimidade, as trocas profundas e aquilo que pede transformação',
  9: 'as viagens, os estudos longos, as crenças e a sua visão de mundo',
  10: 'a carreira, a vocação e a forma como o mundo vê você',
  11: 'as amizades, os grupos e os planos para o futuro',
  12: 'o mundo interior, o descanso, os sonhos e o que acontece longe dos olhos',
};

/** New Moon by house: a month's intention. */
const NEW_MOON_IDEAS: Record<number, string> = {
  1: 'Um bom momento para uma intenção sobre você mesmo: um novo hábito, um novo visual, um começo que seja só seu.',
  2: 'Vale plantar uma intenção sobre o que você quer cultivar e sobre o valor que dá ao próprio tempo e talento.',
  3: 'Favorece começar um curso, retomar a escrita ou abrir uma conversa que estava parada.',
  4: 'Pede uma intenção para a casa e para a família: um canto novo, um reencontro, um cuidado com as raízes.',
  5: 'Convida a começar um projeto criativo ou a abrir espaço para o que dá alegria, sem pedir licença.',
  6: 'É um bom início para reorganizar a rotina e trocar um hábito que pesa por outro que ajuda.',
  7: 'Favorece intenções a dois: um acordo novo, uma parceria, um jeito mais justo de dividir as coisas.',
  8: 'Pede coragem para começar a soltar o que já cumpriu o seu papel e abrir espaço para trocas mais verdadeiras.',
  9: 'Abre o mês para planos de viagem, um estudo longo ou uma pergunta que merece ser seguida.',
  10: 'Convida a plantar uma meta de carreira e a dar o primeiro passo visível em direção a ela.',
  11: 'Favorece intenções coletivas: procurar um grupo, retomar uma amizade ou desenhar um plano para o futuro.',
  12: 'Pede um começo silencioso: descanso, meditação, um diário de sonhos, um tempo só para você.',
};

/** Full Moon by house: what comes to light. */
const FULL_MOON_LIGHTS: Record<number, string> = {
  1: 'O que você vinha construindo sobre si mesmo fica visível, e pode ser hora de reconhecer o quanto mudou.',
  2: 'Fica claro o que de fato sustenta você, e o que só ocupava espaço; um bom momento para ajustar prioridades.',
  3: 'Uma conversa, uma notícia ou um estudo chegam a um ponto de conclusão, e vale dizer o que ficou guardado.',
  4: 'Assuntos de casa e de família pedem atenção, e emoções antigas podem vir à tona para serem acolhidas.',
  5: 'Um projeto criativo ou um romance mostra os seus frutos, e o coração pede para ser celebrado.',
  6: 'A rotina mostra onde está pesada demais; é um bom momento para colher o que funciona e cortar o excesso.',
  7: 'As relações ganham luz: acordos se confirmam ou pedem revisão, e o olhar do outro ensina muito.',
  8: 'Assuntos delicados e desejos profundos se revelam, e a honestidade consigo abre caminho.',
  9: 'Uma viagem, um estudo ou uma crença chegam a um momento de colheita, e a visão fica mais ampla.',
  10: 'Resultados de trabalho aparecem, e vale olhar com orgulho para o caminho, ajustando o que for preciso.',
  11: 'Amizades e projetos em grupo chegam a um ponto alto, e fica claro com quem você quer seguir.',
  12: 'O que estava escondido, até de você, pede para ser visto com gentileza; descanso e silêncio ajudam.',
};

export type LunationKind = 'new' | 'full';

/** The new or full Moon's text for a natal house: 24 in all. */
export function lunationText(kind: LunationKind, house: number): string {
  return kind === 'new'
    ? `A Lua Nova cai na sua casa ${house} e abre um ciclo de cerca de um mês para ${HOUSE_MATTERS[house]}. ${NEW_MOON_IDEAS[house]}`
    : `A Lua Cheia ilumina a sua casa ${house}, a de ${HOUSE_MATTERS[house]}. ${FULL_MOON_LIGHTS[house]}`;
}

/** Without a birth time there are no houses: the phase alone. */
export const LUNATION_NO_HOUSE_TEXTS: Record<LunationKind, string> = {
  new: 'A Lua Nova abre um ciclo de cerca de um mês: um bom momento para escrever uma intenção e dar o primeiro passo sem alarde. Com a hora de nascimento, o Constelar mostra em que área da sua vida ela cai.',
  full: 'A Lua Cheia ilumina o que amadureceu desde a Lua Nova e convida a celebrar, concluir e ajustar. Com a hora de nascimento, o Constelar mostra em que área da sua vida ela cai.',
};

/** The sentence an eclipse adds. */
export const ECLIPSE_SENTENCES: Record<'sun' | 'moon', string> = {
  sun: 'Por ser um eclipse do Sol, o recomeço tende a ecoar pelos próximos seis meses: vale dar a ele mais tempo do que a uma Lua Nova comum.',
  moon: 'Por ser um eclipse da Lua, o que vem à tona tende a marcar os próximos seis meses: um fechamento que abre espaço, mais do que uma perda.',
};

/** How each slow planet moves through a house, and for how long, as a frame around the house's matters. */
const INGRESS_FRAMES: Record<HouseIngressBody, (house: number, matters: string) => string> = {
  jupiter: (house, matters) =>
    `Júpiter entra na sua casa ${house} e costuma ficar cerca de um ano por ali. Até a próxima troca de casa, ${matters} tendem a crescer, com mais confiança, oportunidades e vontade de ir além; o cuidado é não prometer mais do que cabe.`,
  saturn: (house, matters) =>
    `Saturno entra na sua casa ${house} para uma estada de uns dois anos e meio. Até ele seguir adiante, ${matters} pedem estrutura, paciência e compromisso; o que for construído com calma agora tende a durar.`,
  uranus: (house, matters) =>
    `Urano entra na sua casa ${house}, onde pode ficar por vários anos. Nesse período, ${matters} ganham ar de novidade: mudanças, surpresas e o desejo de fazer do seu jeito, de preferência sem romper tudo de uma vez.`,
  neptune: (house, matters) =>
    `Netuno entra na sua casa ${house} e se demora ali por muitos anos. Enquanto estiver lá, ${matters} ficam mais sensíveis e inspirados, e às vezes nebulosos; vale sonhar e, ao mesmo tempo, conferir os fatos.`,
  pluto: (house, matters) =>
    `Plutão entra na sua casa ${house}, para uma passagem longa, de muitos anos. Até a próxima casa, ${matters} passam por uma transformação lenta e profunda, que pede coragem para soltar o que já não serve.`,
};

/** A slow planet entering a natal house: 60 texts (5 planets × 12 houses), about the period it opens. */
export function houseIngressText(
  body: HouseIngressBody,
  house: number,
  direction: 'direct' | 'retrograde',
): string {
  const text = INGRESS_FRAMES[body](house, HOUSE_MATTERS[house]!);
  return direction === 'retrograde'
    ? `${text} Esta é uma volta em movimento retrógrado: um tempo para revisar o que ficou por fazer ali.`
    : text;
}
