// "Seu dia" (sky.md §4): short sentences on the Moon's sign and phase at noon in São Paulo and on the
// personal day number, joined by the server into one paragraph. Original prose written for Constelar.
// Only type imports from core's index, so the browser can load this file without the ephemeris table.
import type { MoonPhaseName } from '@constelar/core';
import type { Sign } from '@constelar/core/codes';

/** Personal day numbers: 1 to 9 plus the master numbers, which the reduction keeps. */
export type PersonalDayValue = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 11 | 22 | 33;

export const PERSONAL_DAY_VALUES = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33,
] as const satisfies readonly PersonalDayValue[];

export { MOON_PHASE_NAMES } from './moon-phase-names';

/** What each phase favours today, one sentence naming the phase. */
export const MOON_PHASE_DAY_TEXTS: Record<MoonPhaseName, string> = {
  new: 'Na Lua Nova, o momento é de plantar: escreva uma intenção, abra um caderno para o projeto que quer começar ou dê o primeiro passo ainda sem alarde.',
  'waxing-crescent':
    'A Lua Crescente pede que você alimente o que acabou de nascer, com pequenos passos diários, uma pesquisa a mais ou um contato que ajude o plano a ganhar corpo.',
  'first-quarter':
    'Ajustes e pequenos obstáculos aparecem no Quarto Crescente, e vale decidir com firmeza, cortar o excesso e insistir naquilo que já mostrou que funciona.',
  'waxing-gibbous':
    'Com a Lua Crescente perto de encher, a energia é de acabamento: revise, teste e aperfeiçoe o que está quase pronto antes de mostrar ao mundo.',
  full: 'A Lua Cheia ilumina resultados e sentimentos, favorecendo colheitas, celebrações e conversas que trazem à tona o que andava escondido.',
  'waning-gibbous':
    'Com a Lua Minguante logo depois da Cheia, chega a hora de partilhar o que você aprendeu, agradecer a quem ajudou e passar adiante um conhecimento ou um objeto que sobrou.',
  'last-quarter':
    'O Quarto Minguante convida a revisões e despedidas práticas: encerrar pendências, cancelar o que perdeu o sentido e abrir espaço na agenda e nos armários.',
  'waning-crescent':
    'Sob a Lua Minguante que se aproxima da Nova, o ritmo pede pausa, e o dia rende mais com descanso, silêncio e tarefas leves que preparem o próximo ciclo.',
};

/** The mood of a day with the Moon in each sign, one sentence naming the sign. */
export const MOON_SIGN_DAY_TEXTS: Record<Sign, string> = {
  aries:
    'Com a Lua em Áries, o dia ganha pressa e coragem, bom para dar o primeiro passo, resolver pendências rápidas e gastar energia numa corrida ou numa faxina.',
  taurus:
    'A Lua em Touro desacelera o ritmo e pede conforto: uma refeição sem pressa, contas em ordem e tarefas feitas com calma rendem mais do que qualquer correria.',
  gemini:
    'Quando a Lua passa por Gêmeos, a curiosidade fica acesa e as mensagens se multiplicam, então aproveite para conversar, ler, anotar ideias e despachar recados.',
  cancer:
    'Em Câncer, a Lua deixa o coração mais sensível e voltado para dentro, e o dia pede casa, comida feita com carinho e uma ligação para alguém da família.',
  leo: 'Leão empresta à Lua uma vontade de brilhar e celebrar, então vale elogiar quem merece, vestir algo de que você gosta e dar espaço à criatividade.',
  virgo:
    'Hoje a Lua transita por Virgem e favorece o cuidado com os detalhes: arrumar a gaveta, revisar um texto, marcar aquela consulta e organizar a semana.',
  libra:
    'Dias de Lua em Libra pedem gentileza e equilíbrio, e são bons para retomar uma conversa, negociar com calma, enfeitar um ambiente ou rever alguém querido.',
  scorpio:
    'A passagem da Lua por Escorpião aprofunda as emoções e aguça a percepção, abrindo caminho para conversas francas, pesquisas demoradas e o desapego do que já pesa.',
  sagittarius:
    'Na companhia da Lua em Sagitário, o humor fica otimista e inquieto, bom para planejar uma viagem, estudar algo novo ou sair da rotina por algumas horas.',
  capricorn:
    'O clima da Lua em Capricórnio é sóbrio e produtivo, próprio para assumir responsabilidades, cumprir prazos e dar um passo concreto rumo a uma meta longa.',
  aquarius:
    'Enquanto a Lua segue por Aquário, as ideias ficam mais originais e o desejo de liberdade cresce, ótimo para ver amigos, somar forças num grupo ou testar outro jeito de fazer.',
  pisces:
    'Sensível e sonhadora, a Lua em Peixes deixa o dia mais intuitivo, e vale reservar tempo para música, arte, descanso e para ouvir com atenção quem precisa de você.',
};

/** What each personal day favours, concretely; each text names its number. */
export const PERSONAL_DAY_TEXTS: Record<PersonalDayValue, string> = {
  1: 'Seu dia pessoal 1 favorece começos: tome a decisão que vem adiando, mande a primeira mensagem de um projeto ou faça a inscrição naquele curso. Hoje, iniciativa vale mais do que perfeição.',
  2: 'Cooperação é a palavra do dia pessoal 2, que pede paciência e escuta: marque um café com alguém, responda com calma a uma mensagem delicada e aceite ajuda quando ela vier.',
  3: 'Para o dia pessoal 3, vale se expressar: ligue para um amigo, compartilhe aquela ideia, cante no chuveiro ou escreva algumas linhas. A leveza abre portas hoje.',
  4: 'No dia pessoal 4, a energia é de construção: faça uma lista, resolva a papelada, organize a mesa de trabalho e avance um passo concreto num plano de longo prazo.',
  5: 'Movimento combina com o dia pessoal 5: mude o caminho de sempre, prove um sabor diferente, aceite um convite de última hora e deixe espaço para o imprevisto.',
  6: 'Cuidar das pessoas e da casa ganha prioridade no dia pessoal 6, então prepare uma refeição para alguém, visite um parente ou resolva aquele conserto adiado.',
  7: 'Introspecção rende bem no dia pessoal 7: reserve um tempo a sós, faça uma caminhada sem fone, leia com atenção e anote o que a intuição disser antes de decidir.',
  8: 'Trabalho e dinheiro pedem atenção no dia pessoal 8: revise o orçamento, negocie um valor, cobre o que é seu e tome com firmeza aquela decisão prática que estava na fila.',
  9: 'O dia pessoal 9 é bom para encerrar ciclos: termine uma tarefa antiga, doe o que não usa mais, agradeça a alguém ou peça desculpas e deixe a agenda leve para o que vem.',
  11: 'Intuição afiada marca o dia pessoal 11, um número mestre: preste atenção a sinais sutis, anote sonhos e ideias e ofereça uma palavra de ânimo a quem precisa ouvir.',
  22: 'Grandes planos podem ganhar forma no dia pessoal 22, outro número mestre. Desenhe o passo a passo de um projeto ambicioso, chame as pessoas certas e comece pela base.',
  33: 'Generosidade dá o tom do dia pessoal 33, o número mestre do cuidado: ensine algo a alguém, ofereça apoio sem esperar retorno e reserve uma parte desse carinho para si.',
};

/** Three ways to close the paragraph on the day's highlighted transit; its title follows a colon. */
const TRANSIT_CLOSINGS: readonly ((title: string) => string)[] = [
  (title) => `Entre os trânsitos do dia, um merece destaque: ${title}.`,
  (title) => `No seu mapa, o trânsito que mais se faz notar hoje é este: ${title}.`,
  (title) => `Vale acompanhar de perto o trânsito em evidência hoje: ${title}.`,
];

/** The first two sentences of a transit's reading: what the highlight means, not only its name. */
function interpretation(reading: string): string {
  const sentences = reading.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [reading];
  return sentences.slice(0, 2).join('').trim();
}

export interface DayTextInput {
  moonSign: Sign;
  phase: MoonPhaseName;
  personalDay: PersonalDayValue;
  /**
   * The day's highlight: its title ("Júpiter em trígono com o seu Sol"), its reading (sky.md §3's text,
   * whose first sentences the day's text carries) and, when it is exact that day, the local minute.
   */
  transit?: { title: string; reading?: string; exactClock?: number | null } | null;
  /**
   * The day's personal events (issue #37): a new or full Moon in a natal house, a slow planet entering
   * one; each its own text. They lead the day.
   */
  events?: readonly { kind: 'new' | 'full' | 'ingress'; text: string }[];
}

/**
 * The "Seu dia" paragraph: Moon sign, phase, personal day and, when there is one, the day's transit.
 * The closing is picked from the inputs themselves, so the same day always reads the same.
 */
export function buildDayText(input: DayTextInput): string {
  const events = input.events ?? [];
  // A lunation in a house is the day's phase told for the member: the phase's sentence is not told again.
  const phaseTold = events.some((e) => e.kind === input.phase);
  const moon = [
    MOON_SIGN_DAY_TEXTS[input.moonSign],
    ...(phaseTold ? [] : [MOON_PHASE_DAY_TEXTS[input.phase]]),
    PERSONAL_DAY_TEXTS[input.personalDay],
  ];
  const transit: string[] = [];
  // Titles come without a final period; drop one anyway so the closing never ends in "..".
  const title = input.transit?.title.trim().replace(/[.\s]+$/, '') ?? '';
  const clock = input.transit?.exactClock;
  const exact = clock !== undefined && clock !== null;
  if (title !== '') {
    if (exact) {
      // An exact transit is the day's own event: it names itself first, with its minute.
      const hour = Math.floor(clock / 60);
      const time = `${hour}h${String(clock % 60).padStart(2, '0')}`;
      transit.push(
        `Hoje, ${hour === 1 ? 'à' : 'às'} ${time} (horário de Brasília), fica exato no seu mapa: ${title}, o ponto alto de um período que já começou e ainda segue.`,
      );
    } else {
      const key = `${input.moonSign}|${input.phase}|${input.personalDay}|${title}`;
      let sum = 0;
      for (const ch of key) sum += ch.codePointAt(0)!;
      transit.push(TRANSIT_CLOSINGS[sum % TRANSIT_CLOSINGS.length]!(title));
    }
    const reading = input.transit?.reading?.trim();
    if (reading) transit.push(interpretation(reading));
  }
  // The day leads with what is its own: a lunation or an ingress in the chart, else an exact transit.
  const lead = events.map((e) => e.text);
  if (lead.length > 0) return [...lead, ...moon, ...transit].join(' ');
  if (exact) return [...transit, ...moon].join(' ');
  return [...moon, ...transit].join(' ');
}
