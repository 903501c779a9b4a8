// The parts the horóscopo do dia is composed from (daily.md §1, docs/decisions/082-horoscope-composition.md):
// house areas and Moon-in-house tendencies counted from the solar sign, phase moods, what each body
// brings to an aspect, each aspect's way of joining two bodies, event sentences, and the rotating
// openings and closings that keep a sign's paragraphs from repeating. Original prose written for
// Constelar: tendencies and choices, never fate, health or money as fact.
import type { AspectKind, MoonPhaseName, TransitBody } from '@constelar/core/codes';

/** Houses 1 to 12 as a place in the sentence: "a sua casa 5, a {area}". */
export const HOUSE_AREAS: Record<number, string> = {
  1: 'do jeito de se apresentar e de começar',
  2: 'dos valores, dos recursos e da autoestima',
  3: 'das conversas, dos estudos e dos trajetos curtos',
  4: 'do lar, da família e das raízes',
  5: 'do prazer, da criatividade e dos romances',
  6: 'da rotina, do trabalho diário e dos hábitos',
  7: 'das parcerias e dos acordos a dois',
  8: 'da intimidade, das trocas profundas e das transformações',
  9: 'das viagens, dos estudos longos e da visão de mundo',
  10: 'da carreira, da vocação e da imagem pública',
  11: 'das amizades, dos grupos e dos planos para o futuro',
  12: 'do mundo interior, do descanso e do que se faz em silêncio',
};

/** What the Moon in each house tends to stir, two ways of saying it. */
export const MOON_HOUSE_TENDENCIES: Record<number, readonly [string, string]> = {
  1: [
    'As emoções ficam perto da pele, e você tende a reagir primeiro e pensar depois; vale escolher bem onde colocar a sua iniciativa.',
    'É um dia em que a sua presença fala alto, e cuidar de si, do visual ao humor, ajuda o resto a se ajeitar.',
  ],
  2: [
    'A vontade de segurança cresce, e pode ser bom olhar com carinho para aquilo que você valoriza de verdade, dentro e fora de você.',
    'O conforto ganha importância, e pequenas escolhas sobre o que você guarda, usa ou deixa ir dizem muito sobre a sua autoestima.',
  ],
  3: [
    'A cabeça fica agitada e curiosa, e recados, leituras e conversas com vizinhos ou irmãos tendem a ocupar mais espaço.',
    'As palavras saem com facilidade, e escrever o que sente pode ajudar a organizar um dia cheio de estímulos.',
  ],
  4: [
    'O coração pede colo e chão firme, e a casa, a família ou uma lembrança antiga podem chamar a sua atenção.',
    'Há um convite para se recolher no que é seu, arrumar um canto do lar ou conversar com alguém que conhece as suas raízes.',
  ],
  5: [
    'A vontade de brincar, criar e ser vista com afeto aparece, e um pouco de diversão pode fazer bem ao ânimo.',
    'O coração fica mais expansivo, e hobbies, romances e a sua criança interior pedem um espaço na agenda.',
  ],
  6: [
    'O humor tende a acompanhar a organização do dia, e arrumar a rotina pode trazer uma calma surpreendente.',
    'Pequenas tarefas ganham sentido, e cuidar do próprio ritmo, com pausas e hábitos gentis, ajuda você a render melhor.',
  ],
  7: [
    'As relações ficam em evidência, e você tende a se enxergar melhor através do olhar de quem está ao seu lado.',
    'A vontade de companhia cresce, e acordos, conversas a dois e gestos de parceria ganham peso emocional.',
  ],
  8: [
    'As emoções ganham profundidade, e assuntos delicados, desejos e confidências podem vir à tona com mais força.',
    'Há uma intensidade no ar que convida a olhar o que anda guardado e decidir o que merece ser transformado.',
  ],
  9: [
    'A mente quer horizonte, e um curso, uma viagem planejada ou uma boa conversa sobre o sentido das coisas tendem a animar.',
    'Cresce a vontade de sair do conhecido, nem que seja por um livro, um filme ou um ponto de vista diferente do seu.',
  ],
  10: [
    'Os olhos se voltam para metas e responsabilidades, e você pode sentir vontade de mostrar do que é capaz.',
    'A vida profissional e a sua reputação ficam sensíveis, e agir com coerência tende a render reconhecimento.',
  ],
  11: [
    'Amizades e grupos aquecem o coração, e trocar ideias com pessoas que pensam no futuro pode renovar os seus planos.',
    'O coletivo chama, e um convite, uma mensagem a um amigo ou um projeto em comum tendem a fazer bem.',
  ],
  12: [
    'O ritmo interno pede mais silêncio do que barulho, e respeitar o cansaço pode ser a escolha mais sábia.',
    'Sonhos, intuições e lembranças ficam mais vivos, e um tempo a sós ajuda você a ouvir o que não cabe em palavras.',
  ],
};

/** What the house topic invites, for the day without an exact aspect to mark the clock. */
export const HOUSE_IDEAS: Record<number, string> = {
  1: 'Um gesto simples, como mudar um detalhe no visual ou começar algo pequeno só seu, pode dar o tom do dia.',
  2: 'Rever o que você valoriza, de um objeto querido a um talento esquecido, costuma trazer uma sensação boa de chão.',
  3: 'Uma mensagem que você vem adiando, uma leitura curta ou um passeio pelo bairro podem destravar ideias.',
  4: 'Cozinhar algo de que gosta, ligar para alguém da família ou arrumar um cômodo tende a acalmar o coração.',
  5: 'Reservar uma hora para algo que dá prazer, sem pensar em produtividade, pode ser a melhor decisão do dia.',
  6: 'Escolher uma tarefa e terminá-la bem, em vez de abrir dez frentes, tende a deixar a rotina mais leve.',
  7: 'Ouvir com atenção quem está ao seu lado, antes de responder, pode transformar uma conversa comum num acordo melhor.',
  8: 'Uma conversa franca, um desapego ou a coragem de admitir um desejo podem abrir espaço para o novo.',
  9: 'Aprender algo fora da sua área, planejar um passeio ou trocar ideias com alguém de outro lugar tende a arejar a cabeça.',
  10: 'Definir um passo concreto para um objetivo de longo prazo pode trazer mais satisfação do que correr atrás de tudo.',
  11: 'Procurar um amigo, participar de um grupo ou contribuir para uma causa pode lembrar você de que não caminha sozinho.',
  12: 'Dormir mais cedo, meditar, escrever um sonho ou simplesmente desligar as telas por um tempo pode ser precioso.',
};

/** The closing paragraph's choice, one per house of the Moon. */
export const HOUSE_CHOICES: Record<number, string> = {
  1: 'A escolha que fica é como você quer se mostrar: com pressa ou com presença.',
  2: 'A escolha que fica é o que você quer cultivar: aquilo que sustenta você ou aquilo que só ocupa espaço.',
  3: 'A escolha que fica é a das palavras: quais dizer agora e quais guardar para outra hora.',
  4: 'A escolha que fica é onde você encontra acolhimento, e como pode oferecê-lo também.',
  5: 'A escolha que fica é onde pôr a sua alegria, sem esperar permissão para se divertir.',
  6: 'A escolha que fica é o ritmo: o que entra na lista de hoje e o que pode esperar sem culpa.',
  7: 'A escolha que fica é a do meio-termo: o quanto ceder e o quanto sustentar o que você quer.',
  8: 'A escolha que fica é o que soltar, para que algo mais verdadeiro tenha lugar.',
  9: 'A escolha que fica é a do rumo: qual pergunta vale a pena seguir daqui para a frente.',
  10: 'A escolha que fica é a do legado: que passo de hoje você gostaria de reconhecer daqui a um ano.',
  11: 'A escolha que fica é com quem você quer sonhar o próximo capítulo.',
  12: 'A escolha que fica é a de se escutar, mesmo quando o mundo lá fora fala mais alto.',
};

/** The Moon's phase at noon, as a mood of the day. */
export const PHASE_MOODS: Record<MoonPhaseName, string> = {
  new: 'A Lua Nova deixa o céu escuro e favorece intenções plantadas sem alarde.',
  'waxing-crescent': 'Com a Lua Crescente, o que começou há pouco pede cuidado diário para crescer.',
  'first-quarter': 'No Quarto Crescente, pequenos obstáculos mostram onde ajustar o plano.',
  'waxing-gibbous': 'A Lua Crescente Gibosa convida a revisar e aperfeiçoar o que está quase pronto.',
  full: 'A Lua Cheia ilumina resultados e sentimentos, e o que estava escondido tende a aparecer.',
  'waning-gibbous': 'Na Minguante Gibosa, é tempo de partilhar o que você aprendeu e agradecer.',
  'last-quarter': 'O Quarto Minguante favorece balanços e o encerramento de pendências.',
  'waning-crescent': 'A Lua Minguante pede pausa e prepara, em silêncio, o próximo ciclo.',
};

/** What each body brings to an aspect, as a subject: "{o desejo de agir} ganha apoio…". */
export const BODY_GIFTS: Record<TransitBody, string> = {
  sun: 'a sua vontade de brilhar',
  moon: 'o seu humor',
  mercury: 'o raciocínio e as conversas',
  venus: 'o afeto e o gosto pelo que é bonito',
  mars: 'a energia para agir',
  jupiter: 'o otimismo e a vontade de crescer',
  saturn: 'o senso de responsabilidade',
  uranus: 'o desejo de mudança',
  neptune: 'a imaginação e a sensibilidade',
  pluto: 'a força de transformação',
};

/** How an aspect joins two bodies, between the first and the second's gift. */
export const ASPECT_LINKS: Record<AspectKind, string> = {
  conjunction: 'se funde com',
  sextile: 'encontra uma abertura em parceria com',
  trine: 'flui com facilidade junto com',
  square: 'entra em atrito com',
  opposition: 'fica frente a frente com',
};

/** What each nature suggests, three ways each. */
export const ASPECT_ADVICE: Record<'conjunction' | 'harmonious' | 'tense', readonly string[]> = {
  conjunction: [
    'Quando duas forças se somam assim, ajuda escolher um foco só.',
    'É um bom momento para juntar o que andava separado.',
    'A intensidade aumenta, então vale dar direção a ela.',
  ],
  harmonious: [
    'Aproveite a boa vontade do céu para avançar com leveza.',
    'O que depende de cooperação tende a andar melhor.',
    'Uma oportunidade discreta pode aparecer para quem estiver atento.',
  ],
  tense: [
    'A tensão pode virar motor se você não levar tudo para o lado pessoal.',
    'Respirar antes de responder tende a evitar atritos desnecessários.',
    'Um ajuste de rota agora costuma poupar esforço depois.',
  ],
};

/** The rotating parts of each paragraph: six openings and six closings per paragraph. */
export const ROTATION = {
  moon: {
    leads: [
      'O dia começa com a Lua como bússola.',
      'Quem dá o tom de hoje é a Lua.',
      'Vale observar para onde a Lua leva a sua atenção.',
      'A Lua aponta hoje um pedaço da sua vida.',
      'Comece o dia reparando no caminho da Lua.',
      'Hoje a Lua acende uma área bem concreta do seu mapa solar.',
    ],
    tails: [
      'Deixe o sentimento informar, não comandar.',
      'Escute o que o corpo e o humor dizem.',
      'Nada precisa ser resolvido de uma vez.',
      'Pequenos gestos contam mais do que grandes promessas.',
      'Dê nome ao que sente e o resto fica mais claro.',
      'Um respiro entre uma tarefa e outra faz diferença.',
    ],
  },
  aspects: {
    leads: [
      'Os planetas também conversam entre si.',
      'O relógio do céu marca encontros precisos hoje.',
      'Alguns momentos do dia pedem atenção especial.',
      'Entre os astros, há diálogos que tocam você.',
      'O céu tem horários marcados hoje.',
      'Fique de olho nos encontros do céu.',
    ],
    tails: [
      'Use esses horários como referência, não como regra.',
      'O que você faz com isso continua nas suas mãos.',
      'Cada aspecto é um convite, e não uma sentença.',
      'Observe, escolha e siga no seu passo.',
      'Anotar como você se sente nesses horários pode ensinar muito.',
      'Quem conduz é você, o céu só sugere o clima.',
    ],
  },
  quiet: {
    leads: [
      'Hoje não há aspecto exato da Lua ou dos planetas marcando o relógio.',
      'O dia corre sem encontros exatos entre os astros.',
      'Nenhum aspecto exato interrompe o fluxo do dia.',
      'Sem aspectos exatos no caminho, o dia tem um ritmo mais contínuo.',
      'É um dia sem horários marcados pelos aspectos do céu.',
      'Os planetas hoje não fecham nenhum aspecto exato.',
    ],
    tails: [
      'Dias assim favorecem a constância.',
      'Aproveite a calma para fazer o que exige concentração.',
      'Menos ruído no céu pode significar mais espaço para você.',
      'O silêncio dos astros também ensina.',
      'Siga no seu ritmo, sem pressa de preencher cada hora.',
      'Às vezes o melhor plano é manter o que já funciona.',
    ],
  },
  events: {
    leads: [
      'No calendário do céu, hoje também há marcos.',
      'O céu coletivo também se move hoje.',
      'Há ainda o que o calendário celeste registra.',
      'Além dos encontros, o dia tem eventos no céu de todos.',
      'O calendário astral do dia traz mais notícias.',
      'Vale conferir também os eventos do dia no céu.',
    ],
    tails: [
      'São climas que todos sentem, cada um à sua maneira.',
      'Leve em conta esse pano de fundo ao planejar.',
      'Saber o momento ajuda a escolher o ritmo.',
      'É o tipo de informação que ajuda a dosar expectativas.',
      'Combine isso com o que você já sabe de si.',
      'Um céu em movimento pede flexibilidade.',
    ],
  },
  closing: {
    leads: [
      'Para fechar,',
      'No fim das contas,',
      'Antes de dormir,',
      'Ao longo do dia,',
      'Se for para guardar uma ideia,',
      'Como síntese,',
    ],
    tails: [
      'Um passo consciente vale mais do que muitos apressados.',
      'O céu inclina, mas quem decide é você.',
      'Amanhã o céu muda, e você também pode mudar com ele.',
      'Gentileza consigo mesmo é sempre uma boa aposta.',
      'Confie no seu tempo, que é diferente do tempo dos outros.',
      'O melhor do dia costuma estar nas escolhas simples.',
    ],
  },
} as const;
export type ParagraphRole = keyof typeof ROTATION;
/** Openings × closings: each paragraph cycles through this many forms, one a day. */
export const ROTATION_PERIOD = 36;
