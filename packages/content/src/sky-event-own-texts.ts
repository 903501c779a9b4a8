// The sky's own texts (daily.md §3): each calendar event gets a text written for it. Phases by sign (new
// and full) and by element (quarters); ingresses by body and sign, the Sun's cardinal ingresses naming
// the Southern Hemisphere's seasons; stations by body and direction (STATION_TEXTS); the void-of-course
// Moon by the sign it is leaving; eclipses by body and kind. Where the same event can come twice within
// 31 days (two new Moons in one sign, the Moon through a sign again, a planet back into a sign after a
// retrograde loop) the second reads differently: `cycle` is the parity of the lunation or of the Moon's
// revolution, which alternates from one to the next. Original prose written for Constelar.
import type { Element, HouseLunationPhase, Sign } from '@constelar/core/codes';
import { SIGN_ELEMENT } from '@constelar/core/codes';
import {
  INGRESS_TEXTS,
  SIGN_SEASON_TEXTS,
  type EclipseBody,
  type EclipseKind,
  type IngressBody,
  type PhaseKind,
} from './sky-event-texts';

const NEW_MOON_BY_SIGN: Record<Sign, string> = {
  aries:
    'A Lua Nova em Áries é um começo com fôlego de largada: favorece intenções corajosas, decisões rápidas e projetos que pedem iniciativa.',
  taurus:
    'A Lua Nova em Touro planta devagar e fundo: é um bom momento para intenções ligadas a conforto, estabilidade e ao que se constrói com as mãos.',
  gemini:
    'A Lua Nova em Gêmeos abre um ciclo curioso: favorece começar um curso, escrever, trocar ideias e abrir novas conversas.',
  cancer:
    'A Lua Nova em Câncer volta o começo para dentro de casa: intenções de cuidado, família, raízes e acolhimento encontram terreno fértil.',
  leo: 'A Lua Nova em Leão pede um começo com coração: projetos criativos, alegria e a coragem de se mostrar ganham impulso.',
  virgo:
    'A Lua Nova em Virgem favorece começos práticos: organizar a rotina, cuidar do corpo e aprimorar o trabalho de todo dia.',
  libra:
    'A Lua Nova em Libra inicia um ciclo de encontros: intenções sobre parcerias, acordos e equilíbrio nas relações ganham força.',
  scorpio:
    'A Lua Nova em Escorpião começa no escuro e com intensidade: bom momento para intenções de transformação, desapego e verdade.',
  sagittarius:
    'A Lua Nova em Sagitário abre horizontes: favorece planos de viagem, estudos, novas crenças e um olhar mais otimista.',
  capricorn:
    'A Lua Nova em Capricórnio é um começo de longo prazo: metas concretas, compromissos e estruturas duradouras pedem o primeiro passo.',
  aquarius:
    'A Lua Nova em Aquário planta ideias para o coletivo: amizades, projetos em grupo e mudanças de rotina têm bom começo.',
  pisces:
    'A Lua Nova em Peixes começa em silêncio: favorece intenções espirituais, artísticas e de compaixão, e um tempo para sonhar.',
};

const FULL_MOON_BY_SIGN: Record<Sign, string> = {
  aries:
    'A Lua Cheia em Áries ilumina a vontade própria diante das relações: o que você quer fica claro, e vale agir sem atropelar ninguém.',
  taurus:
    'A Lua Cheia em Touro traz à luz o que dá segurança de verdade: bom momento para colher resultados e simplificar o que pesa.',
  gemini:
    'A Lua Cheia em Gêmeos acende conversas e notícias: informações circulam rápido, e vale ouvir antes de tirar conclusões.',
  cancer:
    'A Lua Cheia em Câncer ilumina a casa e as emoções: lembranças, família e necessidades de cuidado pedem atenção.',
  leo: 'A Lua Cheia em Leão põe o coração no palco: celebrações, reconhecimento e criatividade ganham brilho, e o orgulho pede medida.',
  virgo:
    'A Lua Cheia em Virgem mostra o que a rotina colheu: bom momento para concluir tarefas, ajustar hábitos e agradecer ao corpo.',
  libra:
    'A Lua Cheia em Libra ilumina as relações: acordos se confirmam ou pedem revisão, e o equilíbrio entre dar e receber fica à vista.',
  scorpio:
    'A Lua Cheia em Escorpião traz à tona o que estava guardado: emoções intensas pedem honestidade, e soltar pode ser libertador.',
  sagittarius:
    'A Lua Cheia em Sagitário acende a vontade de sentido: estudos, viagens e crenças chegam a um ponto de colheita.',
  capricorn:
    'A Lua Cheia em Capricórnio ilumina metas e responsabilidades: resultados aparecem, e fica claro o que sustenta o caminho.',
  aquarius:
    'A Lua Cheia em Aquário ilumina os grupos e os ideais: amizades e causas coletivas ganham destaque, e a liberdade pede espaço.',
  pisces:
    'A Lua Cheia em Peixes dissolve contornos: sensibilidade, intuição e compaixão transbordam, e o descanso ajuda a digerir tudo.',
};

/** The other new or full Moon of a pair that can fall within a month: one reads each half of the cycle. */
const LUNATION_CYCLE_TAILS: Record<HouseLunationPhase, [string, string]> = {
  new: [
    'Anote a intenção num lugar onde você possa revê-la na próxima Lua Cheia.',
    'Uma intenção pequena e clara costuma render mais do que uma lista longa.',
  ],
  full: [
    'Olhe para o que começou na última Lua Nova e veja o que já floresceu.',
    'Agradeça pelo que amadureceu e deixe ir o que não cabe mais.',
  ],
};

const QUARTERS_BY_ELEMENT: Record<'first-quarter' | 'last-quarter', Record<Element, string>> = {
  'first-quarter': {
    fire: 'O Quarto Crescente em signo de fogo pede ação: obstáculos aparecem para testar a coragem, e o entusiasmo ajuda a atravessá-los.',
    earth:
      'O Quarto Crescente em signo de terra pede ajustes práticos: orçamento de tempo, rotina e recursos mostram onde o plano precisa de chão.',
    air: 'O Quarto Crescente em signo de ar pede conversa: ideias divergentes aparecem, e uma boa negociação destrava o que parecia parado.',
    water:
      'O Quarto Crescente em signo de água mexe com os sentimentos: o plano avança melhor quando as emoções são ouvidas, não ignoradas.',
  },
  'last-quarter': {
    fire: 'O Quarto Minguante em signo de fogo pede que a energia seja dosada: encerre o que começou no impulso e guarde força para o próximo ciclo.',
    earth:
      'O Quarto Minguante em signo de terra favorece a faxina prática: armários, agenda e pendências materiais pedem organização.',
    air: 'O Quarto Minguante em signo de ar favorece rever ideias e conversas: desfaça mal-entendidos e descarte o que só ocupa a cabeça.',
    water:
      'O Quarto Minguante em signo de água convida a soltar mágoas e cansaços: um tempo de recolhimento prepara o próximo começo.',
  },
};

const QUARTER_CYCLE_TAILS: Record<'first-quarter' | 'last-quarter', [string, string]> = {
  'first-quarter': [
    'Metade do caminho até a Lua Cheia: persista no que vale a pena.',
    'Um passo firme agora evita correria mais adiante no ciclo.',
  ],
  'last-quarter': [
    'Faltam poucos dias para a próxima Lua Nova: abra espaço.',
    'O ciclo se encaminha para o fim, e fechar bem também é começar.',
  ],
};

/** A phase's text: new and full Moons by sign (24), quarters by the sign's element (8). */
export function phaseText(kind: PhaseKind, sign: Sign, cycle: 0 | 1): string {
  if (kind === 'new') return `${NEW_MOON_BY_SIGN[sign]} ${LUNATION_CYCLE_TAILS.new[cycle]}`;
  if (kind === 'full') return `${FULL_MOON_BY_SIGN[sign]} ${LUNATION_CYCLE_TAILS.full[cycle]}`;
  return `${QUARTERS_BY_ELEMENT[kind][SIGN_ELEMENT[sign]]} ${QUARTER_CYCLE_TAILS[kind][cycle]}`;
}

/** The Sun entering a cardinal sign opens a season of the Southern Hemisphere. */
const SOUTHERN_SEASONS: Partial<Record<Sign, string>> = {
  aries:
    'No Hemisfério Sul, é o equinócio de outono: dias e noites quase iguais, e o começo da estação das colheitas.',
  cancer:
    'No Hemisfério Sul, é o solstício de inverno: a noite mais longa do ano, e o começo da estação do recolhimento.',
  libra:
    'No Hemisfério Sul, é o equinócio de primavera: dias e noites quase iguais, e a luz voltando a crescer.',
  capricorn:
    'No Hemisfério Sul, é o solstício de verão: o dia mais longo do ano, e o começo da estação mais luminosa.',
};

/**
 * An ingress's text: the body's and the sign's, so each body and sign reads its own (108); the Sun's
 * cardinal ingresses name the season; a retrograde return and a second entry after one say so.
 */
export function ingressText(body: IngressBody, sign: Sign, retrograde: boolean, reentry: boolean): string {
  const parts = [INGRESS_TEXTS[body], SIGN_SEASON_TEXTS[sign]];
  if (body === 'sun' && SOUTHERN_SEASONS[sign]) parts.push(SOUTHERN_SEASONS[sign]);
  if (retrograde)
    parts.push('Desta vez é uma volta em movimento retrógrado: um tempo de rever o que ficou pendente ali.');
  else if (reentry)
    parts.push(
      'É a segunda entrada, depois do retorno retrógrado: agora o que foi revisto pode seguir adiante.',
    );
  return parts.join(' ');
}

/** The void-of-course Moon by the sign it is leaving (12), in two turns of the Moon's month. */
const VOID_BY_SIGN: Record<Sign, string> = {
  aries:
    'A Lua fora de curso em Áries esfria a pressa: em vez de largar algo novo, termine o que já está em movimento.',
  taurus:
    'Com a Lua fora de curso em Touro, o ritmo fica lento: bom para descansar, cozinhar ou cuidar do que já é seu.',
  gemini:
    'A Lua fora de curso em Gêmeos dispersa as conversas: revise mensagens e deixe as decisões importantes para depois.',
  cancer:
    'Com a Lua fora de curso em Câncer, o coração pede casa: um intervalo para acolher, não para começar.',
  leo: 'A Lua fora de curso em Leão tira um pouco do brilho das estreias: melhor ensaiar do que lançar.',
  virgo:
    'Com a Lua fora de curso em Virgem, detalhes escapam: bom para arrumar, mas não para assinar ou contratar.',
  libra:
    'A Lua fora de curso em Libra deixa acordos indecisos: espere a Lua mudar de signo para fechar combinados.',
  scorpio:
    'Com a Lua fora de curso em Escorpião, a intensidade fica sem direção: um bom intervalo para silêncio e reflexão.',
  sagittarius:
    'A Lua fora de curso em Sagitário dispersa grandes planos: sonhe à vontade, mas decida depois.',
  capricorn:
    'Com a Lua fora de curso em Capricórnio, o esforço rende pouco: conclua pendências e adie compromissos novos.',
  aquarius:
    'A Lua fora de curso em Aquário deixa as ideias soltas: anote-as, mas espere para pô-las em prática.',
  pisces:
    'Com a Lua fora de curso em Peixes, tudo fica mais nebuloso: descanso, arte e meditação rendem mais que decisões.',
};
const VOID_CYCLE_TAILS: [string, string] = [
  'É um intervalo curto: aproveite para respirar.',
  'Passado o intervalo, a Lua entra no signo seguinte e o ritmo volta.',
];

export function voidText(sign: Sign, cycle: 0 | 1): string {
  return `${VOID_BY_SIGN[sign]} ${VOID_CYCLE_TAILS[cycle]}`;
}

const ECLIPSE_TEXTS_BY_KIND: Record<EclipseBody, Partial<Record<EclipseKind, string>>> = {
  sun: {
    total:
      'No eclipse solar total, a Lua cobre o Sol por inteiro por alguns minutos onde ele é visível. Na astrologia, é um recomeço forte, que pede largar um caminho antigo e ecoa pelos meses seguintes.',
    annular:
      'No eclipse solar anular, a Lua passa diante do Sol sem cobri-lo todo, e resta um anel de luz. Astrologicamente, é um começo que pede foco: o essencial fica no centro, o resto em volta.',
    hybrid:
      'O eclipse solar híbrido é raro: total em parte do caminho, anular em outra. É um recomeço de duas faces, que pede flexibilidade para mudar de plano no meio do percurso.',
    partial:
      'No eclipse solar parcial, a Lua encobre só uma parte do Sol. Na astrologia, marca um começo discreto, um ajuste de rota que pode crescer nos meses seguintes.',
  },
  moon: {
    total:
      'No eclipse lunar total, a sombra da Terra cobre a Lua inteira, que costuma ficar avermelhada. Astrologicamente, é uma culminância intensa: algo chega ao fim para abrir espaço.',
    partial:
      'No eclipse lunar parcial, só parte da Lua entra na sombra da Terra. Na astrologia, é um fechamento parcial: uma situação mostra o que precisa mudar, sem pressa.',
    penumbral:
      'No eclipse lunar penumbral, a Lua passa apenas pela penumbra da Terra e escurece de leve. Astrologicamente, é uma culminância sutil, sentida mais por dentro do que por fora.',
  },
};

/** Two eclipses of one body can come a lunation apart, in one eclipse season. */
const ECLIPSE_CYCLE_TAILS: [string, string] = [
  'Eclipses chegam em temporadas: observe o que se move nas semanas ao redor.',
  'Nesta temporada de eclipses, vale dar tempo ao tempo antes de grandes decisões.',
];

/** An eclipse's text by body and kind (7 kinds occur). */
export function eclipseText(body: EclipseBody, kind: EclipseKind, cycle: 0 | 1): string {
  const base = ECLIPSE_TEXTS_BY_KIND[body][kind] ?? ECLIPSE_TEXTS_BY_KIND[body].partial!;
  return `${base} ${ECLIPSE_CYCLE_TAILS[cycle]}`;
}
