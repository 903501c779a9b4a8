// The eight built-in daily tarot cards of the landing page. Imported by the landing bundle:
// keep this file small; its one runtime import is core's hash, a dozen lines.
import { hashString } from '@constelar/core/hash';

export interface DailyCard {
  /** Major arcanum id, Marseille numbering. */
  arcanumId: number;
  name: string;
  element: string;
  energy: string;
  /** Messages for the day, one chosen per date. */
  insights: string[];
}

export const DAILY_CARDS: readonly DailyCard[] = [
  {
    arcanumId: 1,
    name: 'O Mago',
    element: 'Ar',
    energy: 'Ativa',
    insights: [
      'Hoje você tem nas mãos mais recursos do que imagina. Antes de pedir ajuda ou esperar o momento ideal, faça uma lista do que já sabe e do que já tem, e escolha uma ação pequena para começar agora.',
      'O Mago lembra que palavras bem escolhidas abrem portas. Se existe uma conversa que você vem adiando, no trabalho ou em casa, este é um bom dia para falar com clareza e propor um caminho concreto.',
      'Uma ideia que está há semanas na gaveta pede um primeiro passo. Não precisa ser perfeito: um rascunho, uma mensagem enviada ou uma pesquisa rápida já transformam a intenção em movimento.',
      'Preste atenção às habilidades que você considera comuns. Aquilo que você faz com facilidade pode ser exatamente o que alguém precisa hoje, então ofereça o seu talento sem esperar convite.',
      'A energia do dia favorece começos. Arrume a mesa, feche as abas que não usa e defina uma prioridade: com foco, a sua força de vontade rende muito mais do que quando se espalha em dez tarefas.',
    ],
  },
  {
    arcanumId: 2,
    name: 'A Sacerdotisa',
    element: 'Água',
    energy: 'Receptiva',
    insights: [
      'Hoje vale escutar mais do que falar. Em uma reunião, em uma conversa com amigos ou no silêncio do trajeto de volta para casa, repare no que não foi dito: a sua intuição está afiada e tem algo a mostrar.',
      'Nem toda resposta precisa vir agora. A Sacerdotisa sugere deixar uma decisão descansar por algumas horas, anotar o que você sente sobre ela e voltar ao assunto com a mente mais tranquila.',
      'Reserve alguns minutos do dia para ficar a sós, sem tela e sem barulho. Uma caminhada curta ou um chá tomado em silêncio podem trazer a clareza que a correria não deixa aparecer.',
      'Se algo parece estranho em uma situação, confie nessa percepção e investigue com calma, sem acusar ninguém. Fazer boas perguntas hoje rende mais do que tirar conclusões apressadas.',
      'Sonhos, lembranças e pequenas coincidências podem trazer pistas sobre o que você deseja de verdade. Anote o que chamar a sua atenção hoje; o sentido pode ficar claro nos próximos dias.',
    ],
  },
  {
    arcanumId: 3,
    name: 'A Imperatriz',
    element: 'Terra',
    energy: 'Criativa',
    insights: [
      'A Imperatriz convida você a cuidar do que está crescendo na sua vida: um projeto, uma amizade, uma planta esquecida na janela. Um pouco de atenção hoje rende frutos que você vai colher mais adiante.',
      'Dê espaço à criatividade em algo simples: cozinhar uma receita nova, mudar um móvel de lugar, escrever algumas linhas. Criar com as mãos acalma a mente e desperta ideias inesperadas.',
      'Hoje é um bom dia para receber, e não só para dar. Aceite um elogio sem desconversar, aceite ajuda quando oferecerem e permita-se aproveitar algo bonito sem culpa.',
      'Observe o que nutre você e o que apenas ocupa o seu tempo. Trocar um hábito automático por um momento de prazer verdadeiro, como uma refeição sem pressa, já muda o tom do dia.',
      'A sua presença tem um efeito acolhedor sobre as pessoas ao redor. Use isso a favor do grupo: uma palavra de incentivo a um colega ou um convite a um amigo pode fazer mais diferença do que parece.',
    ],
  },
  {
    arcanumId: 4,
    name: 'O Imperador',
    element: 'Fogo',
    energy: 'Dominante',
    insights: [
      'O Imperador pede estrutura. Escolha uma área da vida que anda bagunçada, como a agenda, os documentos ou as tarefas da casa, e dedique a ela uma hora de organização. A sensação de ordem vai acompanhar você pelo resto do dia.',
      'Hoje é dia de assumir a liderança com responsabilidade. Se um grupo está sem rumo, proponha um plano claro e dê a cada pessoa uma função. Firmeza e respeito podem andar lado a lado.',
      'Defina um limite que você vem deixando de lado. Dizer não a um pedido que sobrecarrega a sua semana não é egoísmo: é cuidar da estrutura que sustenta tudo o que você faz.',
      'Pense no longo prazo: qual decisão de hoje você vai agradecer daqui a um ano? Pode ser reservar tempo para estudar, terminar um documento importante ou cumprir uma promessa antiga.',
      'A energia dominante do dia pede cuidado com o tom. Você pode ter razão e, mesmo assim, precisar suavizar a forma. Liderar bem é conseguir que as pessoas queiram caminhar com você.',
    ],
  },
  {
    arcanumId: 10,
    name: 'A Roda da Fortuna',
    element: 'Fogo',
    energy: 'Cíclica',
    insights: [
      'A Roda da Fortuna lembra que tudo está em movimento. Se algo não saiu como você queria, hoje é um bom dia para aceitar a virada e procurar a oportunidade escondida na mudança de planos.',
      'Repare nos padrões que se repetem na sua vida: o mesmo tipo de conflito, o mesmo atraso, a mesma desculpa. Reconhecer o ciclo é o primeiro passo para escolher fazer diferente desta vez.',
      'Um encontro casual, uma mensagem inesperada ou um convite fora da rotina podem abrir portas hoje. Fique disponível para o acaso e diga sim a pelo menos uma pequena novidade.',
      'Se você está em uma fase de alta, aproveite com gratidão e prepare o terreno para o que vem depois. Se está em uma fase de baixa, lembre que nenhuma etapa dura para sempre e que a roda continua girando.',
      'Feche hoje um ciclo pendente: devolva um livro emprestado, responda a uma mensagem antiga, conclua uma tarefa parada. Abrir espaço é o que permite que a roda gire a seu favor.',
    ],
  },
  {
    arcanumId: 19,
    name: 'O Sol',
    element: 'Fogo',
    energy: 'Radiante',
    insights: [
      'O Sol traz um dia para se mostrar como você é. Compartilhe uma conquista, ainda que pequena, com quem torce por você; celebrar o que deu certo renova a confiança para os próximos passos.',
      'A alegria é contagiante hoje. Um elogio sincero, uma piada na hora certa ou um convite para almoçar podem iluminar o dia de alguém e, de quebra, o seu também.',
      'Busque a luz de forma literal: abra as janelas, faça uma pausa ao ar livre, vá a pé até a padaria. Mudar de ambiente, mesmo por alguns minutos, ajuda a enxergar as coisas com mais clareza.',
      'Hoje favorece a sinceridade. Se você gosta de alguém, diga; se uma ideia entusiasma você, apresente. A transparência do Sol ilumina as relações e desfaz mal-entendidos.',
      'Faça algo só pelo prazer de fazer, sem meta e sem plateia: dançar na cozinha, desenhar, brincar com uma criança ou com um animal. Essa leveza lembra você do que realmente dá brilho aos dias.',
    ],
  },
  {
    arcanumId: 8,
    name: 'A Justiça',
    element: 'Ar',
    energy: 'Equilibrante',
    insights: [
      'A Justiça pede que você pese os dois lados antes de decidir. Se houver um impasse no trabalho ou em casa, escreva os prós e os contras e escute a outra parte com atenção de verdade.',
      'Hoje é um bom dia para acertar pendências: responder a quem espera um retorno, cumprir um prazo combinado, esclarecer um ponto que ficou vago. Ficar em dia com você e com os outros traz leveza.',
      'Observe se você está carregando mais do que deveria. Dividir as tarefas de forma justa, em casa ou na equipe, não é falta de colaboração: é manter a balança equilibrada para todos.',
      'Olhe com honestidade para uma escolha recente. Se algo não saiu como você esperava, assuma a sua parte sem se culpar demais e pense no que pode ajustar a partir de agora.',
      'Palavras claras evitam injustiças. Antes de reagir a uma crítica ou a um comentário atravessado, pergunte o que a pessoa quis dizer. O equilíbrio do dia nasce de ouvir antes de julgar.',
    ],
  },
  {
    arcanumId: 9,
    name: 'O Eremita',
    element: 'Terra',
    energy: 'Contemplativa',
    insights: [
      'O Eremita sugere desacelerar. Se a agenda estiver cheia, escolha uma tarefa para adiar sem culpa e use esse tempo para pensar com calma no que realmente importa nesta semana.',
      'Hoje a resposta pode vir do silêncio. Em vez de pedir opinião a todo mundo, reserve um momento para ouvir a sua própria voz, talvez escrevendo em um caderno o que você sente sobre uma decisão pendente.',
      'Um passeio sem fone de ouvido, uma leitura sem interrupção ou uma tarde longe das redes sociais podem trazer uma clareza surpreendente. Proteja um tempo só seu ao longo do dia.',
      'Pense em alguém mais experiente que você admira e, se for possível, procure essa pessoa para uma conversa. A sabedoria do Eremita também está em aprender com quem já percorreu o caminho.',
      'Não tenha pressa de mostrar resultados. Certas coisas amadurecem longe dos olhos dos outros, e o trabalho silencioso de hoje, feito com atenção, prepara uma conquista mais sólida lá na frente.',
    ],
  },
];

/** The card's message for a date ('YYYY-MM-DD'): the same date always gives the same message. */
export function dailyInsight(card: DailyCard, isoDate: string): string {
  const insights = card.insights;
  if (insights.length === 0) return '';
  const index = (hashString(isoDate.trim()) + card.arcanumId) % insights.length;
  return insights[index]!;
}
