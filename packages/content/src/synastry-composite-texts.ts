// Texts for the composite (midpoint) chart of two people (relations.md §1): the composite Sun, Moon,
// Venus, Mars and Ascendant by sign, composed from a sentence for the point and one for the sign's manner,
// and the composite Sun by house. The composite describes the relationship as a third being, so the texts
// speak of "a relação" and "vocês". Original Portuguese prose written for Constelar.

import type { Element, Sign } from '@constelar/core/codes';

export const COMPOSITE_TEXT_POINTS = ['sun', 'moon', 'venus', 'mars', 'ascendant'] as const;
export type CompositeTextPoint = (typeof COMPOSITE_TEXT_POINTS)[number];

/** How each sign does things, read after "com" or as a manner: it follows each point's opening. */
export const COMPOSITE_SIGN_MANNERS: Record<Sign, { manner: string; care: string }> = {
  aries: {
    manner: 'com pressa, coragem e gosto por começar',
    care: 'O cuidado é não transformar cada diferença em corrida para ver quem chega primeiro.',
  },
  taurus: {
    manner: 'com calma, constância e prazer nas coisas simples',
    care: 'O cuidado é não confundir estabilidade com resistência a qualquer mudança.',
  },
  gemini: {
    manner: 'com conversa, curiosidade e muita troca',
    care: 'O cuidado é não deixar que a leveza evite os assuntos que pedem profundidade.',
  },
  cancer: {
    manner: 'com cuidado, memória afetiva e senso de família',
    care: 'O cuidado é não se fechar no ninho a ponto de deixar o mundo de fora.',
  },
  leo: {
    manner: 'com calor, generosidade e vontade de celebrar',
    care: 'O cuidado é dividir o palco, para que o brilho da dupla não dependa de aplauso.',
  },
  virgo: {
    manner: 'com atenção aos detalhes, utilidade e vontade de melhorar',
    care: 'O cuidado é não deixar que a busca do ajuste fino vire crítica constante.',
  },
  libra: {
    manner: 'com delicadeza, senso de justiça e gosto pela parceria',
    care: 'O cuidado é não adiar conflitos necessários em nome da paz.',
  },
  scorpio: {
    manner: 'com intensidade, lealdade e desejo de verdade',
    care: 'O cuidado é não deixar que o ciúme ou o segredo ocupem o lugar da confiança.',
  },
  sagittarius: {
    manner: 'com entusiasmo, franqueza e sede de horizonte',
    care: 'O cuidado é não fugir para o próximo plano quando o presente pede presença.',
  },
  capricorn: {
    manner: 'com seriedade, paciência e olhos no longo prazo',
    care: 'O cuidado é não deixar que o dever ocupe o espaço da ternura e do lazer.',
  },
  aquarius: {
    manner: 'com liberdade, amizade e ideias fora do comum',
    care: 'O cuidado é não confundir independência com distância emocional.',
  },
  pisces: {
    manner: 'com sensibilidade, imaginação e compaixão',
    care: 'O cuidado é não perder os contornos de cada pessoa dentro do sonho comum.',
  },
};

/** The point's opening, with {sign} for the sign's name and {manner} for its manner. */
export const COMPOSITE_POINT_OPENINGS: Record<CompositeTextPoint, string> = {
  sun: 'O Sol composto em {sign} mostra o coração da relação: juntos, vocês brilham {manner}.',
  moon: 'A Lua composta em {sign} fala do clima emocional do vínculo: vocês se sentem em casa {manner}.',
  venus: 'A Vênus composta em {sign} diz como o afeto circula entre vocês: ele aparece {manner}.',
  mars: 'O Marte composto em {sign} mostra como a dupla age e resolve conflitos: a energia sai {manner}.',
  ascendant:
    'O Ascendente composto em {sign} é a cara que a relação mostra ao mundo: quem vê vocês juntos percebe uma dupla que vive {manner}.',
};

/** "O Sol composto em Áries …", from the sign's Portuguese name. */
/**
 * What each composite point asks of the pair in each element: the sentence between the opening and the
 * sign's caution, so two points in one sign, or in signs of one element, never read alike.
 */
export const COMPOSITE_POINT_ELEMENTS: Record<CompositeTextPoint, Record<Element, string>> = {
  sun: {
    fire: 'A relação vive de propósito em comum e de metas que dão vontade de levantar cedo; sem um projeto à frente, ela perde o brilho.',
    earth:
      'A relação se reconhece no que constrói: uma casa, uma rotina, um plano com prazo, algo que se possa mostrar pronto.',
    air: 'A relação se alimenta de ideias e de gente: o casal ou a dupla ganha sentido quando troca, circula e pensa junto.',
    water:
      'A relação encontra sentido no vínculo em si: cuidar um do outro é o projeto, e a lealdade é o que a sustenta.',
  },
  moon: {
    fire: 'Emocionalmente, vocês se recarregam em movimento: um passeio improvisado, uma risada alta, uma aventura pequena no fim de semana.',
    earth:
      'Emocionalmente, a segurança vem de gestos concretos: a comida feita, a conta paga, a presença na hora combinada.',
    air: 'Emocionalmente, o que acalma é conversar: dar nome ao que se sente, com espaço para cada um pensar antes de responder.',
    water:
      'Emocionalmente, vocês se entendem pelo silêncio e pelo toque das palavras certas; a intimidade é funda e também sensível a ruídos.',
  },
  venus: {
    fire: 'O carinho se mostra em voz alta: elogios, surpresas, convites, a alegria de se escolherem de novo a cada encontro.',
    earth:
      'O carinho passa pelos sentidos e pelo tempo: uma refeição, um presente útil, a fidelidade dos pequenos rituais.',
    air: 'O carinho passa pela palavra e pela graça: bilhetes, conversas longas, programas a dois com gente interessante por perto.',
    water:
      'O carinho passa pela escuta e pela memória: lembrar do que o outro sentiu, cuidar antes de ser preciso pedir.',
  },
  mars: {
    fire: 'Nos conflitos, o calor sobe rápido e desce rápido; dizer a coisa na hora, sem guardar, mantém o ar limpo.',
    earth:
      'Nos conflitos, a dupla tende a resistir em silêncio; resolver por partes, com uma decisão prática no fim, funciona melhor.',
    air: 'Nos conflitos, tudo vira argumento; combinar ouvir até o fim antes de rebater evita que a discussão gire em falso.',
    water: 'Nos conflitos, a mágoa pesa mais que o fato; vale dizer o que feriu antes que vire distância.',
  },
  ascendant: {
    fire: 'Por fora, a dupla parece animada e decidida, e é a ela que os outros recorrem para puxar a fila.',
    earth:
      'Por fora, a dupla passa confiança e estabilidade, e os outros contam com ela para o que precisa de mão firme.',
    air: 'Por fora, a dupla parece sociável e curiosa, e costuma ser a que apresenta pessoas e ideias.',
    water:
      'Por fora, a dupla parece reservada e muito próxima, e quem chega percebe logo um mundo que é só dela.',
  },
};

const ELEMENT_OF_SIGN: Record<Sign, Element> = {
  aries: 'fire',
  leo: 'fire',
  sagittarius: 'fire',
  taurus: 'earth',
  virgo: 'earth',
  capricorn: 'earth',
  gemini: 'air',
  libra: 'air',
  aquarius: 'air',
  cancer: 'water',
  scorpio: 'water',
  pisces: 'water',
};

export function compositeSignText(
  point: CompositeTextPoint,
  sign: Sign,
  signName: string,
  /** False for the second point in one sign: its caution was already said. */
  withCare = true,
): string {
  const { manner, care } = COMPOSITE_SIGN_MANNERS[sign];
  const opening = COMPOSITE_POINT_OPENINGS[point].replace('{sign}', signName).replace('{manner}', manner);
  const asks = COMPOSITE_POINT_ELEMENTS[point][ELEMENT_OF_SIGN[sign]];
  return withCare ? `${opening} ${asks} ${care}` : `${opening} ${asks}`;
}

export const COMPOSITE_TITLES: Record<CompositeTextPoint, string> = {
  sun: 'Sol composto',
  moon: 'Lua composta',
  venus: 'Vênus composta',
  mars: 'Marte composto',
  ascendant: 'Ascendente composto',
};

/** The composite Sun by house, keys 1 to 12: where the relationship puts its energy. */
export const COMPOSITE_SUN_HOUSE_TEXTS: Record<number, string> = {
  1: 'Com o Sol composto na casa 1, a relação tem presença própria: vocês juntos formam uma dupla que se nota, e a parceria vira parte da identidade de cada um.',
  2: 'Com o Sol composto na casa 2, a relação se realiza construindo segurança: recursos, bens e valores comuns dão sentido ao que vocês fazem juntos.',
  3: 'Com o Sol composto na casa 3, a relação vive de conversa e de movimento: aprender, trocar ideias e circular pelo bairro e pela cidade alimenta a dupla.',
  4: 'Com o Sol composto na casa 4, a relação se volta para o lar: criar raízes, cuidar da casa e da família é o centro do que vocês constroem.',
  5: 'Com o Sol composto na casa 5, a relação pede alegria: romance, criatividade, lazer e a vontade de brincar mantêm a dupla acesa.',
  6: 'Com o Sol composto na casa 6, a relação se mostra no cotidiano: rotina, trabalho e cuidados práticos são o lugar onde vocês se encontram.',
  7: 'Com o Sol composto na casa 7, a parceria é o próprio propósito: o compromisso, os acordos e o olhar do outro estão no centro da relação.',
  8: 'Com o Sol composto na casa 8, a relação é intensa e transformadora: intimidade, recursos partilhados e crises atravessadas juntos aprofundam o laço.',
  9: 'Com o Sol composto na casa 9, a relação busca horizonte: viagens, estudos, crenças e projetos de sentido dão direção à dupla.',
  10: 'Com o Sol composto na casa 10, a relação tem vocação pública: vocês juntos constroem reputação, carreira ou uma obra que o mundo vê.',
  11: 'Com o Sol composto na casa 11, a relação se apoia na amizade: amigos, grupos e ideais comuns fazem parte do que une vocês.',
  12: 'Com o Sol composto na casa 12, a relação tem um lado reservado: ela cresce longe dos holofotes, no silêncio, no cuidado e na vida interior.',
};

export const compositeSunHouseTitle = (house: number): string => `Sol composto na casa ${house}`;

export const compositeSignTitle = (point: CompositeTextPoint, signName: string): string =>
  `${COMPOSITE_TITLES[point]} em ${signName}`;

/** Why the composite has no Ascendant nor houses, when a birth time is missing. */
export const COMPOSITE_NO_ANGLES =
  'Falta a hora de nascimento de ao menos uma das duas pessoas, e por isso o mapa composto fica sem Ascendente e sem casas: só os planetas entram na leitura.';

/**
 * The same, naming whose time is missing ("Falta a hora de nascimento de Bia, …"); the general
 * sentence when no name is given (a place, not a time, is what is missing).
 */
export function compositeNoAnglesNote(missingTime: readonly string[]): string {
  if (missingTime.length === 0) return COMPOSITE_NO_ANGLES;
  const who =
    missingTime.length === 1 ? `de ${missingTime[0]!}` : `de ${missingTime[0]!} e de ${missingTime[1]!}`;
  return `Falta a hora de nascimento ${who}, e por isso o mapa composto fica sem Ascendente e sem casas: só os planetas entram na leitura.`;
}

export const COMPOSITE_INTRO =
  'O mapa composto toma, para cada planeta, o ponto do meio entre as posições das duas pessoas. Ele descreve a relação como um terceiro mapa, com vida própria.';
