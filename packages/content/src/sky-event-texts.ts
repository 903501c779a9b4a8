// Titles and short texts for the public sky calendar (sky.md §5) and the weekly letter "A semana no céu"
// (§7). Titles take the sign's Portuguese name as the calendar carries it. Original prose written for
// Constelar. Imports only core's codes, so the browser can load this file without the ephemeris table.
import {
  ECLIPSE_BODIES,
  TRANSIT_BODIES,
  type EclipseBody,
  type Sign,
  type TransitBody,
} from '@constelar/core/codes';
import { BODY_NAMES } from './bodies';
import {
  ECLIPSE_KIND_WORDS,
  PHASE_TITLES,
  type EclipseKind,
  type PhaseKind,
  type StationKind,
} from './sky-event-names';

export {
  ECLIPSE_KINDS,
  PHASE_KINDS,
  PHASE_TITLES,
  STATION_KINDS,
  type EclipseKind,
  type PhaseKind,
  type StationKind,
} from './sky-event-names';

/** Bodies whose change of sign the calendar lists (the Moon's appear only as ends of void periods). */
export const INGRESS_BODIES = TRANSIT_BODIES.filter((b): b is IngressBody => b !== 'moon');
export type IngressBody = Exclude<TransitBody, 'moon'>;

/** Bodies that station; the Sun and the Moon never do. */
export const STATION_BODIES = INGRESS_BODIES.filter((b): b is StationBody => b !== 'sun');
export type StationBody = Exclude<IngressBody, 'sun'>;

export { ECLIPSE_BODIES, type EclipseBody };

/** "Lua Cheia em Leão". */
export const phaseTitle = (kind: PhaseKind, signName: string): string =>
  `${PHASE_TITLES[kind]} em ${signName}`;

/** What each of the four main phases marks in the month's cycle. */
export const PHASE_TEXTS: Record<PhaseKind, string> = {
  new: 'A Lua Nova acontece quando Sol e Lua se encontram no mesmo ponto do céu, e a noite fica sem luar. É um bom ponto de partida para intenções, planos e começos feitos sem alarde.',
  'first-quarter':
    'No Quarto Crescente, metade da Lua aparece iluminada no alto do céu ao entardecer, e o ciclo ganha impulso. Pequenos obstáculos mostram o que precisa de ajuste, e decidir com firmeza ajuda o plano a crescer.',
  full: 'Oposta ao Sol, a Lua Cheia ilumina a noite inteira. Resultados aparecem, emoções transbordam e fica mais fácil enxergar o que amadureceu desde a Lua Nova, um bom momento para celebrar o caminho feito.',
  'last-quarter':
    'Durante o Quarto Minguante, a Lua nasce por volta da meia-noite com metade do disco iluminada. É tempo de balanço: soltar o que não funcionou, encerrar pendências e abrir espaço para o próximo ciclo.',
};

/** "Marte entra em Gêmeos"; a retrograde ingress is a return: "Mercúrio retrógrado volta a Áries". */
export function ingressTitle(body: IngressBody, signName: string, retrograde: boolean): string {
  const name = BODY_NAMES[body];
  return retrograde ? `${name} ${retrogradeWord(body)} volta a ${signName}` : `${name} entra em ${signName}`;
}

/** What a change of sign by each body tends to shift, whatever the sign. */
export const INGRESS_TEXTS: Record<IngressBody, string> = {
  sun: 'Quando o Sol muda de signo, começa uma nova estação do zodíaco. Por cerca de um mês, o clima coletivo e aquilo que chama a atenção no dia a dia ganham as cores do signo em que ele acaba de entrar.',
  mercury:
    'A troca de signo de Mercúrio altera o jeito de pensar, conversar e decidir. Por algumas semanas, mensagens, estudos, negociações e até o tom das redes sociais passam a seguir o estilo do novo signo.',
  venus:
    'Vênus em outro signo muda o clima dos afetos, do gosto e do dinheiro. Nas semanas seguintes, o que atrai, o que parece bonito e a forma de demonstrar carinho passam a refletir o jeito do signo que ela ocupa.',
  mars: 'Marte trocando de signo muda o estilo da energia de ação. Nas próximas semanas, a forma de lutar pelo que se quer, de competir e de lidar com a raiva acompanha o temperamento do signo a que ele acaba de chegar.',
  jupiter:
    'Júpiter leva cerca de um ano para atravessar cada signo, e a sua troca marca uma nova fase de crescimento coletivo. Oportunidades, confiança e vontade de expandir se concentram nos temas do signo que ele alcança.',
  saturn:
    'Saturno permanece uns dois anos e meio em cada signo, e a sua mudança redesenha responsabilidades e limites. Os temas do novo signo passam a pedir mais maturidade, estrutura e paciência, na vida pessoal e no coletivo.',
  uranus:
    'Urano passa cerca de sete anos em cada signo, então a sua troca é rara e marca gerações. Nos temas do novo signo surgem inovações, rupturas e desejos de liberdade que vão se desenrolar ao longo de anos.',
  neptune:
    'Netuno fica mais de uma década em cada signo. A sua entrada num signo novo muda, aos poucos, os sonhos, as inspirações e os ideais de uma época, e também as ilusões que ela alimenta.',
  pluto:
    'Plutão pode ficar de doze a mais de trinta anos num mesmo signo, e a sua mudança anuncia transformações lentas e profundas. Estruturas de poder ligadas aos temas do novo signo começam a ser revistas, num processo que atravessa gerações.',
};

/** The flavour each sign lends to whatever enters it, one sentence naming the sign. */
export const SIGN_SEASON_TEXTS: Record<Sign, string> = {
  aries:
    'Em Áries, tudo ganha pressa, franqueza e vontade de começar, com mais coragem para agir e menos paciência para esperar.',
  taurus:
    'Touro empresta calma, senso prático e apreço pelo conforto, favorecendo o que se constrói devagar e se sente no corpo.',
  gemini:
    'Sob Gêmeos, a energia fica curiosa, falante e inquieta, pedindo troca de ideias, leituras rápidas e muitos contatos ao mesmo tempo.',
  cancer:
    'Câncer dá aos assuntos um tom afetivo e protetor, voltando a atenção para a casa, a família e as memórias que acolhem.',
  leo: 'Leão traz brilho, generosidade e vontade de aparecer, e o que passa por ele pede palco, criatividade e coração aberto.',
  virgo:
    'Com Virgem, o foco vai para o detalhe, a utilidade e o cuidado com a rotina, favorecendo ajustes, revisões e trabalho bem-feito.',
  libra:
    'Em Libra, a busca é por equilíbrio, beleza e acordos justos, e as decisões passam a levar em conta o outro lado.',
  scorpio:
    'Escorpião aprofunda o que toca, trazendo intensidade, desejo de verdade e coragem para olhar o que estava escondido.',
  sagittarius:
    'Sagitário alarga os horizontes com otimismo, franqueza e sede de sentido, abrindo espaço para viagens, estudos e grandes planos.',
  capricorn:
    'Capricórnio confere seriedade e método, e tudo o que entra nele pede metas claras, responsabilidade e paciência com os resultados.',
  aquarius:
    'Aquário sopra originalidade e espírito coletivo, convidando a inovar, questionar regras antigas e pensar no que beneficia o grupo.',
  pisces:
    'Peixes dissolve contornos e amplia a sensibilidade, favorecendo a intuição, a arte, a compaixão e os momentos de silêncio.',
};

/** "Mercúrio fica retrógrado" / "Mercúrio retoma o movimento direto". */
export function stationTitle(body: StationBody, kind: StationKind): string {
  const name = BODY_NAMES[body];
  return kind === 'retrograde' ? `${name} fica ${retrogradeWord(body)}` : `${name} retoma o movimento direto`;
}

// Vênus is feminine in Portuguese ("Vênus retrógrada"); every other body here is masculine.
const retrogradeWord = (body: IngressBody): string => (body === 'venus' ? 'retrógrada' : 'retrógrado');

/** What each station opens, for the slow turn into retrograde motion and for the return to direct. */
export const STATION_TEXTS: Record<StationBody, Record<StationKind, string>> = {
  mercury: {
    retrograde:
      'Mercúrio retrógrado é a fase mais comentada do céu: por cerca de três semanas, revisar, reler e confirmar vale mais do que lançar. Atrasos e mal-entendidos ficam mais frequentes, então dê margem aos prazos e paciência às conversas.',
    direct:
      'Ao retomar o movimento direto, Mercúrio devolve fluidez a conversas, contratos e deslocamentos. Nos primeiros dias ainda há certa lentidão, mas aos poucos fica mais fácil decidir, assinar e tirar do papel o que foi revisto.',
  },
  venus: {
    retrograde:
      'A cada um ano e meio, mais ou menos, Vênus passa uns quarenta dias retrógrada. O período favorece rever afetos, gastos e gostos; pessoas do passado podem reaparecer, e mudanças radicais no visual merecem um pouco mais de reflexão.',
    direct:
      'Quando Vênus volta a andar para a frente, o coração clareia. O que foi repensado no amor, no dinheiro e nos prazeres começa a ganhar forma, e compromissos afetivos ou compras maiores encontram um terreno mais firme.',
  },
  mars: {
    retrograde:
      'Mais ou menos a cada dois anos, Marte para e recua por cerca de dois meses e meio. A energia se volta para dentro: é um bom momento para rever estratégias, retomar projetos parados e escolher melhor onde investir a sua força.',
    direct:
      'Marte retoma o passo direto e a vontade de agir volta a encontrar caminho. Planos que ficaram travados nos últimos meses podem avançar, de preferência com o aprendizado acumulado durante a pausa, e não com a pressa de recuperar o tempo.',
  },
  jupiter: {
    retrograde:
      'Todo ano Júpiter passa cerca de quatro meses retrógrado. O crescimento se volta para dentro, e vale avaliar se as suas crenças e os seus planos de expansão ainda fazem sentido antes de dar o próximo grande passo.',
    direct:
      'Com Júpiter de novo em movimento direto, o otimismo recupera o fôlego. Oportunidades amadurecidas durante a pausa podem aparecer, e viagens, estudos e projetos ambiciosos voltam a pedir ação concreta.',
  },
  saturn: {
    retrograde:
      'Saturno recua por cerca de quatro meses e meio todos os anos. É um período para revisar compromissos, reforçar estruturas que balançaram e entender quais responsabilidades ainda são suas, sem pressa de mostrar resultados.',
    direct:
      'Terminada a fase retrógrada de Saturno, os compromissos voltam a avançar com mais clareza. O que foi reorganizado nos meses anteriores começa a dar sustentação, e metas de longo prazo podem ser retomadas com passo firme.',
  },
  uranus: {
    retrograde:
      'Urano passa quase cinco meses por ano em movimento retrógrado. Mudanças que estavam em curso desaceleram, abrindo espaço para entender que tipo de liberdade você deseja e como inovar sem romper tudo de uma vez.',
    direct:
      'Urano volta ao movimento direto e as mudanças retomam o ritmo. Ideias novas que amadureceram em silêncio podem ganhar expressão, e surpresas, inovações e desejos de independência voltam a se mostrar no dia a dia.',
  },
  neptune: {
    retrograde:
      'Durante cerca de cinco meses por ano, Netuno caminha para trás no céu. A névoa de certas ilusões se dissipa um pouco, e fica mais fácil ver com clareza sonhos, idealizações e situações que pareciam nebulosas.',
    direct:
      'Netuno, retomando o movimento direto, devolve espaço à imaginação. Inspirações, projetos artísticos e práticas espirituais ganham impulso, e vale cuidar para que a vontade de sonhar caminhe junto com os pés no chão.',
  },
  pluto: {
    retrograde:
      'Plutão fica retrógrado por quase metade de cada ano. A transformação se volta para dentro: medos, apegos e jogos de poder podem ser examinados com mais honestidade, e pequenas renúncias abrem espaço para o que quer nascer.',
    direct:
      'Assim que Plutão volta a avançar, as transformações internas dos últimos meses começam a se mostrar por fora. Decisões profundas, adiadas ou amadurecidas, podem ser postas em prática com mais confiança e menos medo de perder o controle.',
  },
};

/** "Lua fora de curso em Leão". */
export const voidTitle = (signName: string): string => `Lua fora de curso em ${signName}`;

export const VOID_TEXT =
  'A Lua fica fora de curso quando não forma mais nenhum aspecto maior com os planetas antes de mudar de signo. Pela tradição, convém não começar nada importante nesse intervalo; sem drama, use-o para concluir tarefas e descansar.';

const ECLIPSE_BODY_WORDS: Record<EclipseBody, string> = { sun: 'solar', moon: 'lunar' };

/** "Eclipse solar total", "Eclipse lunar penumbral". */
export const eclipseTitle = (body: EclipseBody, kind: EclipseKind): string =>
  `Eclipse ${ECLIPSE_BODY_WORDS[body]} ${ECLIPSE_KIND_WORDS[kind]}`;

export const ECLIPSE_TEXTS: Record<EclipseBody, string> = {
  sun: 'Um eclipse solar acontece numa Lua Nova, quando a Lua passa diante do Sol e encobre parte da sua luz ou toda ela. Na astrologia, marca começos intensos e mudanças de rumo que se desdobram nos meses seguintes.',
  moon: 'No eclipse lunar, sempre numa Lua Cheia, a sombra da Terra cobre a Lua. Astrologicamente, é um momento de culminância: situações chegam a um ponto de virada, e sentimentos guardados pedem para ser reconhecidos e, na hora certa, liberados.',
};

/** The Monday letter to newsletter subscribers; the server lists the week's events between intro and outro. */
export const WEEKLY_LETTER: { subject: (weekLabel: string) => string; intro: string; outro: string } = {
  subject: (weekLabel) => `A semana no céu: ${weekLabel}`,
  intro:
    'Abaixo, dia a dia, o céu dos próximos sete dias: fases da Lua, mudanças de signo, planetas que param e mudam de direção e os períodos de Lua fora de curso, tudo no horário de Brasília.',
  outro:
    'O céu sugere climas, e quem escolhe o caminho é você. Que a sua semana seja boa, e até a próxima segunda!',
};
