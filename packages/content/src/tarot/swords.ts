/**
 * Espadas, the suit of air: thought, words, conflict and clarity (spec/tarot.md §1).
 * Original Portuguese written for Constelar: tendencies and choices, never a health or legal prediction.
 */
import type { MinorCardText } from './tarot-card-text';

const paragraphs = (...parts: string[]): string => parts.join('\n\n');

export const SWORDS: Record<string, MinorCardText> = {
  'swords-ace': {
    keywords: ['clareza', 'verdade', 'decisão', 'ideia nova', 'lucidez', 'palavra certa'],
    reversedKeywords: ['confusão', 'palavras duras', 'ideia travada', 'excesso de análise', 'meia-verdade'],
    description:
      'O Ás de Espadas é o instante em que um pensamento se separa do ruído e ganha a nitidez de uma lâmina.',
    longDescription: paragraphs(
      'Uma única espada de traço dourado se ergue de ponta para cima no céu noturno e atravessa uma coroa aberta. Dos dois lados da coroa pendem ramos finos, e pequenas estrelas se alinham ao longo da lâmina como se o ar tivesse acabado de clarear. Lá embaixo, o horizonte é apenas um risco, e a espada parece mais leve do que o vento que corta.',
      'É a semente do naipe do ar. Fala da ideia que finalmente se deixa dizer, da verdade que corta a confusão e da decisão que encontra o seu motivo. Como toda lâmina, pede respeito: a mesma nitidez que liberta pode ferir quando é usada com pressa ou vaidade.',
      'Na vida, ele aparece como a conversa que desfaz um mal-entendido, a página em branco que de repente encontra o primeiro parágrafo, a coragem de nomear um problema que todos contornavam. Também pode ser o momento em que você entende o que quer dizer e a quem. O convite é usar essa clareza para construir, e não para vencer discussões.',
    ),
    alt: 'Uma espada dourada aponta para o alto e atravessa uma coroa aberta, com ramos finos e estrelas alinhadas ao longo da lâmina no céu noturno.',
    meanings: {
      geral: {
        upright:
          'Um pensamento claro abre caminho agora. Aquilo que estava embaralhado ganha contorno, e você percebe com nitidez o que importa e o que é só barulho. É um bom momento para decidir com base em fatos, dizer o que precisa ser dito e começar algo que dependa de raciocínio. A lucidez que chega pede uso: anote, converse, escolha, antes que o cotidiano volte a turvar a vista.',
        reversed:
          'A clareza existe, mas anda emperrada. Talvez você tenha uma boa ideia e não encontre as palavras, ou pense tanto sobre um assunto que as conclusões se anulam umas às outras. Também podem surgir frases duras, ditas antes de serem pensadas. A lâmina invertida pede uma pausa: separe o que você sabe do que supõe e deixe a poeira baixar antes de cortar qualquer coisa.',
      },
      amor: {
        upright:
          'Nos afetos, chegou a hora da franqueza. Uma conversa honesta pode dissolver um mal-entendido antigo ou deixar claro o que cada pessoa espera. Se alguém novo se aproxima, a atração passa pela inteligência, pelo humor e pela troca de ideias. Em uma relação, vale combinar as coisas com todas as letras; sem par, vale saber com precisão o que você procura e o que não aceita mais.',
        reversed:
          'Palavras afiadas podem estar ferindo mais do que explicando. Quando o afeto vira um debate a ser vencido, o carinho perde espaço e cada frase soa como acusação. A outra face desta posição é o silêncio: algo importante deixa de ser dito por medo de cortar o laço. Antes de argumentar, pergunte a si se prefere ter razão ou ter entendimento, e fale a partir da resposta.',
      },
      trabalho: {
        upright:
          'Ideias novas encontram terreno firme nos estudos e nos projetos. Uma única decisão bem pensada pode dar direção a um trabalho que andava disperso, e propostas bem formuladas encontram ouvidos. Escreva o plano, revise aquele texto, enfrente o tema difícil da prova ou defenda uma posição com argumentos. Precisão vale mais que volume: uma página certeira convence mais do que dez confusas.',
        reversed:
          'Muita informação e pouca direção podem travar as tarefas. Reuniões que giram sem decidir, um trabalho acadêmico que não sai da introdução, uma ideia brilhante sem plano para executá-la: são formas desta lâmina emperrada. Cuide também do tom das mensagens, porque críticas secas criam atritos à toa. Defina uma pergunta de cada vez e responda a ela antes de passar à próxima.',
      },
      conselho: {
        upright:
          'Diga a verdade, com cuidado e sem rodeios. Escolha uma questão que vem sendo adiada e escreva, em uma frase, o que você realmente pensa sobre ela. Depois, leve essa frase a quem precisa ouvi-la, ou use-a para decidir. Clareza não precisa ser fria: pode vir com gentileza, desde que não perca o corte. Uma verdade dita no tempo certo poupa muitas conversas tortas depois.',
        reversed:
          'Antes de afiar argumentos, afine a escuta. Reveja convicções que talvez tenham endurecido, troque algumas afirmações por perguntas e adie decisões tomadas com a cabeça quente. Se uma ideia parece boa demais ou cruel demais, durma sobre ela. Amanhã a lâmina continuará no mesmo lugar, e a sua mão estará mais firme para segurá-la. Pensar devagar também é pensar bem.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'swords-2': {
    keywords: ['impasse', 'escolha adiada', 'trégua', 'equilíbrio tenso', 'neutralidade', 'ponderação'],
    reversedKeywords: [
      'paralisia',
      'excesso de informação',
      'evitação',
      'decisão forçada',
      'conflito interno',
    ],
    description:
      'O Dois de Espadas é o impasse de quem segura duas possibilidades cruzadas diante do peito e ainda não quer escolher.',
    longDescription: paragraphs(
      'Duas espadas de traço dourado se cruzam em X no meio da carta, e uma fita estreita enlaça o ponto em que as lâminas se tocam. Acima delas, uma lua crescente ilumina pouco. Abaixo, uma linha de água parada corta o céu de ponta a ponta, sem uma onda sequer, como um fôlego preso.',
      'A carta fala do equilíbrio que se mantém à força de não decidir. Há duas ideias, dois caminhos ou duas versões de uma história, e a mente as sustenta em perfeita simetria para não ter de perder nenhuma. Esse impasse às vezes é sábio, uma trégua para ganhar tempo, e às vezes é só medo vestido de prudência.',
      'Na vida, aparece como a mensagem que você escreve e apaga, a proposta que fica sem resposta, a conversa em que cada lado tem um pouco de razão. Também mostra quem se coloca no meio de uma disputa alheia para manter a paz. O convite é olhar com honestidade para o que falta saber e, quando isso estiver claro, abrir os braços e escolher.',
    ),
    alt: 'Duas espadas douradas se cruzam em X, enlaçadas por uma fita no ponto de encontro, sob uma lua crescente e sobre uma linha de água parada.',
    meanings: {
      geral: {
        upright:
          'Duas possibilidades estão em equilíbrio e você hesita entre elas. A pausa pode ser útil, desde que sirva para reunir informações e não para fugir da escolha. Pergunte o que exatamente falta saber e onde encontrar essa resposta. Se nada mais vai mudar o quadro, a decisão já está madura, e adiar só prolonga a tensão.',
        reversed:
          'O impasse ficou pesado demais para sustentar. Talvez haja opiniões de mais, conselhos que se contradizem e uma sensação de que qualquer escolha vai dar errado. Outra possibilidade é uma decisão tomada às pressas só para acabar com o desconforto. Respire, reduza as vozes a duas ou três de confiança e escute também o que o seu corpo diz quando imagina cada caminho.',
      },
      amor: {
        upright:
          'Há algo em suspenso no coração. Pode ser a dúvida entre duas pessoas, entre ficar e partir, entre falar e calar. Também pode ser uma trégua depois de uma briga, em que ninguém quer mexer no assunto. A calma é bem-vinda, mas sentimentos guardados por tempo demais endurecem. Quando a poeira baixar, abra a conversa com delicadeza e sem armas.',
        reversed:
          'Evitar o assunto já não funciona. O silêncio que protegia a relação começa a afastar as pessoas, e os sinais contraditórios confundem quem está do outro lado. Se você está entre duas escolhas afetivas, alguém pode estar sentindo o peso dessa espera. Vale reconhecer o próprio conflito, nomeá-lo para si e então decidir o que é possível oferecer com honestidade.',
      },
      trabalho: {
        upright:
          'Um projeto aguarda uma escolha entre dois caminhos razoáveis. Pode ser a área de estudo, a ferramenta, a proposta a aceitar ou o modo de conduzir uma equipe. Compare as opções por escrito, com critérios que façam sentido para você, e dê a si um prazo. Quando houver disputa entre colegas, a neutralidade ajuda, desde que não vire omissão.',
        reversed:
          'Informação em excesso pode estar paralisando o trabalho. Você pesquisa, compara, lê mais um artigo, pede mais uma opinião, e a entrega não sai. Outra face é a da decisão empurrada para outra pessoa, que depois cobra o preço. Escolha o critério mais importante, aceite que toda opção tem perdas e siga adiante: dá para corrigir a rota com o projeto andando.',
      },
      conselho: {
        upright:
          'Desfaça o nó da fita por alguns minutos. Escreva as duas opções lado a lado, e embaixo de cada uma o que você ganha, o que perde e o que teme. Muitas vezes o medo ocupa mais espaço do que os fatos. Feito isso, marque uma data para decidir e cumpra-a, mesmo que a certeza não seja total.',
        reversed:
          'Diminua o volume do mundo antes de decidir. Silencie por um tempo as opiniões externas, saia das redes, dê uma volta sem fones. Quando a cabeça esvaziar, pergunte qual das escolhas você conseguiria sustentar daqui a um ano. Aceitar que nenhuma resposta é perfeita já desfaz metade do nó. A outra metade se desfaz no primeiro passo, seja ele qual for, porque o movimento traz informações que a espera nunca traz.',
      },
    },
    yesNo: { upright: 'talvez', reversed: 'nao' },
  },
  'swords-3': {
    keywords: ['mágoa', 'verdade dolorosa', 'desilusão', 'luto', 'lágrimas', 'compreensão'],
    reversedKeywords: ['mágoa guardada', 'cicatrização', 'perdão lento', 'ressentimento', 'alívio'],
    description:
      'O Três de Espadas é a mágoa que atravessa o peito quando uma verdade difícil finalmente chega.',
    longDescription: paragraphs(
      'Um coração desenhado em linha dourada ocupa o centro do céu noturno, atravessado por três espadas que se encontram no meio dele. Atrás, nuvens baixas deixam cair uma chuva fina feita de traços curtos. Nada mais se move: a cena é simples, quase silenciosa, e por isso mesmo difícil de olhar.',
      'A carta fala da tristeza que vem da compreensão. Uma palavra, uma descoberta ou uma ausência revela algo que não se pode desver, e o pensamento corta o sentimento ao meio. Ela não escolhe culpados. Reconhece apenas que há momentos em que a clareza vem junto com a dor, e que chorar também é uma forma de entender.',
      'Na vida, aparece como a despedida, a crítica que acerta um ponto sensível, a expectativa que não se cumpre, a amizade que muda de forma. Também pode ser uma mágoa antiga que volta à superfície para ser, enfim, olhada. O convite é permitir o luto no tempo dele, sem apressá-lo e sem morar nele, porque a chuva passa e o céu por trás dela continua ali.',
    ),
    alt: 'Três espadas douradas atravessam um coração desenhado no céu noturno, sob nuvens baixas de onde cai uma chuva fina.',
    meanings: {
      geral: {
        upright:
          'Uma verdade difícil pede espaço agora. Talvez algo tenha sido dito, percebido ou perdido, e a tristeza é a resposta honesta a isso. Não há nada de errado em sentir. Dar nome à mágoa, contar a alguém de confiança e reservar tempo para ela ajuda a atravessá-la. O que dói também ensina, e a clareza que fica depois costuma orientar escolhas melhores.',
        reversed:
          'A ferida começa a fechar, mas talvez ainda esteja sendo coberta antes da hora. Pode haver uma mágoa guardada que azeda o humor, ou a vontade de seguir como se nada tivesse acontecido. Outra leitura é a do alívio que chega devagar, quando você aceita o que houve. Olhe para o que ainda dói sem dramatizar nem minimizar, e deixe que o tempo faça a parte dele.',
      },
      amor: {
        upright:
          'No amor, esta lâmina fala de decepção ou de uma conversa que machuca. Pode ser um ciúme que encontra motivo, uma distância que se revela ou uma frase que fere justamente por ser verdadeira. Em vez de buscar culpados de imediato, acolha o que sente e depois converse. Relações atravessam mágoas quando as duas partes aceitam olhar para elas, e quem está sem par pode entender melhor o que não quer repetir.',
        reversed:
          'Ressentimentos antigos podem estar pesando nos afetos de hoje. Uma história que terminou mal, uma traição de confiança ou uma crítica que nunca foi esquecida continuam influenciando a forma de amar. Há também sinais de cura: perdoar aos poucos, a si ou a alguém, torna-se possível. Vale perguntar que parte daquela dor ainda pede cuidado e que parte já pode ser deixada para trás.',
      },
      trabalho: {
        upright:
          'Críticas, rejeições ou notícias desanimadoras podem pesar na rotina de estudos ou de trabalho. Um projeto recusado, uma nota abaixo do esperado, uma parceria desfeita. Separe o que foi dito sobre a tarefa do que você sente sobre o próprio valor. Depois que a primeira onda passar, releia o retorno com calma: há nele informação útil, mesmo quando o tom foi duro.',
        reversed:
          'Uma frustração profissional antiga ainda parece cortar o entusiasmo. Pode ser o medo de tentar de novo depois de um fracasso, ou uma mágoa com colegas que nunca foi conversada. Também é possível que o ambiente esteja se recompondo e as tensões comecem a ceder. Reconheça o que ficou engasgado, resolva o que estiver ao seu alcance e deixe o resto virar aprendizado.',
      },
      conselho: {
        upright:
          'Permita-se sentir, sem pressa de resolver. Escreva uma carta que não precisa ser enviada, caminhe, chore se vier vontade, converse com quem sabe ouvir. A tristeza não é um defeito a consertar, e sim uma passagem. Quando ela tiver sido vivida, a verdade que a trouxe vai parecer menos cortante e mais útil. Não há prazo certo para isso, e cada pessoa atravessa a própria chuva no seu tempo.',
        reversed:
          'Cuide da ferida em vez de escondê-la. Pergunte a si o que ainda precisa ser dito, perdoado ou encerrado, e escolha um gesto pequeno nessa direção. Procurar apoio de amigos ou de um profissional de escuta pode ajudar a desatar o que ficou preso por dentro. Guardar mágoa é como carregar uma lâmina no bolso.',
      },
    },
    yesNo: { upright: 'nao', reversed: 'talvez' },
  },
  'swords-4': {
    keywords: ['descanso', 'trégua', 'recolhimento', 'silêncio', 'pausa', 'restauração'],
    reversedKeywords: ['inquietação', 'pausa forçada', 'estagnação', 'esgotamento mental', 'retomada'],
    description: 'O Quatro de Espadas é a trégua em que a mente depõe as armas para recuperar o fôlego.',
    longDescription: paragraphs(
      'Quatro espadas douradas compõem a cena: três pendem na vertical, de ponta para baixo, suspensas no alto da carta, e a quarta repousa deitada logo abaixo, como se formasse um leito. Ao redor, o céu noturno está sem nuvens, e uma pequena vela desenhada em traço fino arde ao lado da lâmina deitada.',
      'A carta fala da pausa depois da luta. O pensamento passou muito tempo em guarda, analisando, discutindo, defendendo, e agora precisa de silêncio para se recompor. Não é fuga nem derrota: é a sabedoria de saber que nenhuma clareza nasce de uma cabeça exausta.',
      'Na vida, aparece como as férias adiadas, a tarde sem telas, a decisão de não responder a uma provocação, o retiro de alguns dias para pôr as ideias no lugar. Também pode indicar um período de espera em que pouco depende de você. O convite é descansar de verdade, com a mesma seriedade com que se trabalha, e voltar depois com a mente inteira.',
    ),
    alt: 'Três espadas douradas pendem na vertical sobre uma quarta deitada na horizontal, ao lado de uma pequena vela acesa no céu noturno.',
    meanings: {
      geral: {
        upright:
          'É hora de parar um pouco. Depois de um período de tensão, a mente pede silêncio para digerir o que viveu. Uma pausa planejada, mesmo curta, pode devolver a clareza que o esforço contínuo apagou. Nada se perde por descansar: problemas vistos depois de uma boa noite de sono parecem menores e mais fáceis de resolver.',
        reversed:
          'O descanso está sendo adiado ou vivido pela metade. Talvez você pare o corpo e deixe a cabeça girando, ou só pare quando já não há outra opção. Outra leitura é a de uma pausa que se estendeu demais e virou estagnação. Observe se você precisa de mais repouso ou de um empurrão suave para voltar à ação, e escolha com honestidade.',
      },
      amor: {
        upright:
          'Um intervalo pode fazer bem aos afetos. Depois de discussões ou de uma fase intensa, baixar o tom e dar espaço ajuda a relação a respirar. Não é preciso resolver tudo hoje. Para quem está sem par, este pode ser um tempo de recolhimento, de se conhecer melhor antes de buscar alguém. Silêncio, aqui, é cuidado e não distância.',
        reversed:
          'A trégua afetiva pode estar virando afastamento. Quando ninguém fala sobre o que incomoda, a pausa se prolonga até parecer indiferença. Também pode haver dificuldade em desacelerar: cobrar respostas imediatas, mandar mais uma mensagem, voltar ao mesmo assunto. Verifique se o espaço está servindo para curar ou para evitar, e ajuste a distância. Um recado curto, dizendo que você precisa de tempo mas continua ali, pode mudar tudo.',
      },
      trabalho: {
        upright:
          'Nos projetos e nos estudos, uma pausa estratégica rende mais do que insistir. Revise o que já foi feito, organize o material e deixe as ideias assentarem. Se houver férias ou um intervalo entre etapas, aproveite sem culpa. Quando voltar, muita coisa que parecia travada vai se resolver com menos esforço, porque a mente trabalhou em silêncio.',
        reversed:
          'Sinais de exaustão mental merecem atenção. Ler a mesma linha três vezes, esquecer compromissos, irritar-se com pequenas coisas: tudo isso pede uma parada que vem sendo negada. Por outro lado, se o intervalo já dura muito, talvez seja hora de retomar aos poucos. Converse sobre prazos possíveis e volte ao ritmo com uma tarefa simples por vez.',
      },
      conselho: {
        upright:
          'Marque na agenda um tempo de não fazer nada, e proteja-o como protegeria uma reunião importante. Desligue notificações, durma mais cedo, caminhe sem destino. Não use esse tempo para planejar: use-o para deixar a mente assentar. As respostas que você procura tendem a chegar quando você para de persegui-las. Se a culpa aparecer, lembre que o descanso também é trabalho da mente, só que invisível.',
        reversed:
          'Descanse antes que o cansaço decida por você. Identifique a menor pausa possível hoje, dez minutos de silêncio ou uma noite sem tarefas, e cumpra-a. Se o problema for a dificuldade de recomeçar, escolha um único gesto concreto para amanhã. Entre a pressa e a inércia existe um ritmo possível. Encontre o seu e respeite-o, mesmo quando o mundo em volta parecer correr mais depressa.',
      },
    },
    yesNo: { upright: 'talvez', reversed: 'nao' },
  },
  'swords-5': {
    keywords: ['conflito', 'vitória amarga', 'orgulho', 'competição', 'discussão', 'limites'],
    reversedKeywords: ['reconciliação', 'arrependimento', 'rancor', 'derrota aceita', 'trégua'],
    description:
      'O Cinco de Espadas é a disputa vencida a um custo alto, em que ter razão deixa um gosto amargo.',
    longDescription: paragraphs(
      'Cinco espadas douradas dividem a carta. Três estão reunidas em feixe, de pé, do lado esquerdo, e duas jazem caídas e cruzadas do lado direito. Entre elas, um vento desenhado em traços curvos rasga as nuvens, e o céu noturno aparece em pedaços irregulares.',
      'A carta fala da discussão que alguém ganha enquanto todos perdem um pouco. Trata do orgulho, da competição que esquece o motivo da disputa, das palavras usadas como armas. Também fala do lado que sai derrotado e precisa decidir se continua insistindo ou se recolhe as forças para outra hora.',
      'Na vida, aparece como a briga de família que ninguém esquece, a reunião em que um argumento humilhou alguém, a rivalidade que toma mais energia do que o próprio trabalho. O convite é perguntar, antes de cada embate, o que se quer preservar além da razão, e lembrar que escolher a batalha é parte da sabedoria do ar.',
    ),
    alt: 'Cinco espadas douradas dividem a carta, três em pé reunidas num feixe e duas caídas e cruzadas, sob nuvens rasgadas pelo vento.',
    meanings: {
      geral: {
        upright:
          'Uma disputa pode estar custando mais do que vale. Talvez você tenha vencido uma discussão e perdido a boa vontade de alguém, ou esteja insistindo numa briga que já não tem propósito. Vale olhar em volta e perguntar quem saiu ferido e o que, de fato, foi conquistado. Às vezes a escolha mais forte é recolher as espadas e seguir em frente.',
        reversed:
          'O clima de conflito começa a perder força, e abre-se espaço para reparar o que foi dito. Pode haver arrependimento, vontade de pedir desculpas ou de aceitar uma derrota com dignidade. Outra leitura é a do rancor que segue aceso por dentro, mesmo quando a briga terminou por fora. Deixe a conversa seguinte acontecer com menos armadura e mais escuta.',
      },
      amor: {
        upright:
          'Brigas por orgulho ameaçam a harmonia do casal ou de um vínculo próximo. Quando cada conversa vira competição para ver quem cede menos, o afeto fica em segundo plano. Repare nas frases que saem para ferir e no prazer de ter a última palavra. Para quem está sem par, esta posição pede atenção a jogos de poder na hora de se aproximar de alguém.',
        reversed:
          'Depois de um desentendimento, há chance de reconciliação, desde que o orgulho saia da frente. Alguém pode estar esperando um gesto, e esse gesto pode ser seu. Ao mesmo tempo, é possível que uma mágoa antiga volte sempre que surge uma nova divergência. Conversem sobre a forma de brigar, e não apenas sobre o motivo: isso muda muito.',
      },
      trabalho: {
        upright:
          'Competição acirrada e egos em choque podem marcar o ambiente de trabalho ou de estudo. Há quem esteja disposto a vencer a qualquer custo, e vale decidir se você quer entrar nessa disputa. Defenda suas ideias com firmeza, mas sem humilhar ninguém. Um projeto em que todos saem derrotados não tem vencedores de verdade. Se a rivalidade estiver pesando, procure aliados em vez de adversários.',
        reversed:
          'Tensões entre colegas podem estar diminuindo, ou sendo empurradas para debaixo do tapete. Se um embate recente deixou feridas, uma conversa franca ajuda a recompor a equipe. Se você saiu perdendo em alguma disputa, aceite a perda sem se diminuir e concentre a energia no que ainda depende de você. Há batalhas que não merecem revanche.',
      },
      conselho: {
        upright:
          'Escolha as suas batalhas com cuidado. Antes de responder a uma provocação, conte até dez e pergunte o que está em jogo além do orgulho. Se a relação importa mais que a razão, recue sem vergonha. Se o ponto for mesmo essencial, defenda-o com argumentos limpos e respeito por quem discorda. Vencer com elegância é raro, e é disso que as pessoas se lembram.',
        reversed:
          'Largue a espada que ainda carrega de uma briga passada. Se deve um pedido de desculpas, faça-o de forma simples e direta. Se alguém lhe deve, decida se vale esperar ou se é melhor seguir sem aquela reparação. A paz nem sempre vem de vencer: às vezes vem de não precisar mais lutar. Deixe a próxima conversa começar do zero.',
      },
    },
    yesNo: { upright: 'nao', reversed: 'talvez' },
  },
  'swords-6': {
    keywords: ['travessia', 'transição', 'mudança de ares', 'alívio', 'seguir adiante', 'perspectiva'],
    reversedKeywords: ['bagagem pesada', 'retorno ao velho', 'travessia adiada', 'resistência', 'pendências'],
    description:
      'O Seis de Espadas é a travessia de águas agitadas para águas mais calmas, levando consigo o que se aprendeu.',
    longDescription: paragraphs(
      'Um pequeno barco desenhado em linha dourada desliza da direita para a esquerda da carta. Dentro dele, seis espadas estão de pé, lado a lado, como passageiros silenciosos. Atrás do barco, a água se enrola em ondas curtas; à frente, fica lisa como um espelho, e uma estrela mais brilhante indica a direção.',
      'A carta fala de deixar um lugar difícil, seja ele uma situação, uma ideia ou um estado de espírito, e seguir para outro onde se possa respirar. Não é uma fuga eufórica nem uma vitória: é uma mudança sóbria, feita com algum cansaço, e por isso mesmo verdadeira. As espadas vão junto, porque o aprendizado do conflito viaja com quem o viveu.',
      'Na vida, aparece como a mudança de casa, de emprego ou de escola, a saída de um grupo que fazia mal, a decisão de olhar um problema antigo de outro ponto de vista. Também pode ser uma viagem que ajuda a organizar os pensamentos. O convite é atravessar com calma, aceitar ajuda no remo e não olhar para trás a cada braçada.',
    ),
    alt: 'Um barco dourado leva seis espadas de pé de águas agitadas para águas lisas, guiado por uma estrela no céu noturno.',
    meanings: {
      geral: {
        upright:
          'Uma fase mais tranquila se aproxima depois de um período turbulento. A mudança pode ser de lugar, de rotina ou de mentalidade, e não precisa ser grandiosa para fazer diferença. Você leva consigo o que aprendeu com as dificuldades, e isso torna a travessia mais segura. Siga no seu ritmo, sem pressa de chegar, e aceite a ajuda de quem oferece o remo.',
        reversed:
          'A travessia está sendo adiada ou carregada de peso extra. Talvez você queira mudar, mas continue voltando às mesmas situações por hábito ou culpa. Pendências mal resolvidas podem estar pesando no barco. Pergunte o que precisa ser deixado na margem antes de partir: uma mágoa, uma expectativa, uma conversa que já não leva a lugar nenhum.',
      },
      amor: {
        upright:
          'Depois de tempos difíceis, os afetos podem encontrar águas mais calmas. Em uma relação, isso pode significar deixar para trás brigas repetidas e construir um jeito novo de conviver. Sem par, talvez seja a hora de encerrar de vez uma história antiga para abrir espaço a outras. Uma viagem ou uma mudança de cenário pode ajudar a enxergar o vínculo com mais leveza.',
        reversed:
          'Algo do passado afetivo ainda puxa o barco de volta. Pode ser uma pessoa, um padrão ou uma lembrança que se repete em cada nova relação. Também pode haver medo de mudar, mesmo quando a situação atual já não faz bem. Reconheça o que você ainda carrega de outras histórias e decida, com carinho, o que pode ser deixado para trás.',
      },
      trabalho: {
        upright:
          'Uma transição nos estudos ou no trabalho tende a trazer alívio. Pode ser uma troca de área, de equipe, de curso ou simplesmente de método. Deixe para trás as práticas que só geravam desgaste e leve as lições que funcionaram. Planeje a mudança em etapas e aceite que o começo do novo lugar pode parecer estranho antes de se tornar familiar.',
        reversed:
          'Um projeto pode estar travado por apego ao modo antigo de fazer as coisas. Talvez uma mudança necessária esteja sendo evitada por receio do desconhecido, ou haja pendências que impedem a passagem para a próxima etapa. Faça uma lista do que precisa ser concluído antes de seguir e enfrente um item por vez. Avançar com menos bagagem é mais rápido.',
      },
      conselho: {
        upright:
          'Escolha uma situação que já cansou você e planeje a saída com calma. Não é preciso romper tudo de uma vez: comece por um passo concreto, como uma conversa, uma pesquisa ou uma mala arrumada. Mudar de perspectiva também é atravessar. Olhe para o problema como se estivesse do outro lado do rio e veja o que muda.',
        reversed:
          'Antes de seguir viagem, esvazie o barco. Escreva o que você ainda carrega de uma fase que passou, como culpas, ressentimentos ou promessas antigas, e risque o que não lhe pertence mais. Se algo precisa ser resolvido, resolva. O resto pode ficar na margem, com gratidão pelo que ensinou. Um barco leve atravessa mais depressa e com menos medo das ondas.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'swords-7': {
    keywords: ['estratégia', 'astúcia', 'discrição', 'autonomia', 'planos ocultos', 'esperteza'],
    reversedKeywords: [
      'segredo revelado',
      'autoengano',
      'consciência pesada',
      'confissão',
      'atalho arriscado',
    ],
    description:
      'O Sete de Espadas é a estratégia silenciosa, às vezes engenhosa e às vezes esquiva, de quem age sem mostrar todas as cartas.',
    longDescription: paragraphs(
      'Sete espadas douradas dividem a cena: cinco, reunidas num feixe inclinado, parecem se afastar rumo à borda esquerda da carta, e duas ficam fincadas para trás, no ponto de onde o feixe saiu. Uma linha de pegadas pontilhadas liga os dois lugares. No alto, uma lua minguante ilumina pouco, o suficiente para quem prefere agir sem testemunhas.',
      'A carta fala de inteligência tática. Há momentos em que enfrentar de frente não funciona, e é preciso contornar, planejar em silêncio, agir com discrição. Mas a mesma esperteza que protege pode virar atalho desonesto, segredo que pesa ou engano que começa em si. A pergunta da carta é simples: o que você está levando, e de quem?',
      'Na vida, aparece como o plano guardado até estar maduro, a saída discreta de uma situação sem escândalo, a negociação em que nem tudo é dito. Também pode apontar alguém que não está sendo transparente, ou uma parte sua que evita uma verdade incômoda. O convite é usar a astúcia a favor da integridade, e não contra ela.',
    ),
    alt: 'Cinco espadas douradas em feixe inclinado se afastam enquanto duas ficam fincadas para trás, ligadas por pegadas pontilhadas sob uma lua minguante.',
    meanings: {
      geral: {
        upright:
          'A situação pede estratégia mais do que força. Talvez seja melhor agir com discrição, guardar um plano até que esteja pronto para ser mostrado ou contornar um obstáculo em vez de enfrentá-lo. Ao mesmo tempo, observe se alguém ao redor está sendo menos transparente do que parece. Esperteza é um recurso valioso, desde que não custe a sua integridade.',
        reversed:
          'Algo escondido tende a vir à tona, e pode ser um segredo seu ou alheio. Também pode ser a hora de admitir um autoengano: a história que você conta a si para justificar uma escolha já não se sustenta. Há alívio em abrir o jogo. Se você tomou um atalho, ainda dá tempo de voltar e fazer o caminho inteiro.',
      },
      amor: {
        upright:
          'Nos vínculos, nem tudo está sendo dito. Pode haver sentimentos guardados, intenções não reveladas ou uma desconfiança que ainda não ganhou palavras. Às vezes a discrição protege algo frágil que está nascendo; outras vezes esconde algo que deveria ser conversado. Preste atenção à diferença entre privacidade e segredo, nos seus gestos e nos de quem você ama.',
        reversed:
          'Uma verdade afetiva pede para ser dita. Se algo foi ocultado, a conversa pode ser difícil, mas libera espaço para a confiança se refazer. Também vale olhar para dentro: talvez você esteja fingindo não ver um sinal que está claro há tempos. Honestidade com delicadeza é a melhor forma de cuidar de qualquer relação, nova ou antiga.',
      },
      trabalho: {
        upright:
          'Em projetos e estudos, um pouco de estratégia faz diferença. Nem toda ideia precisa ser anunciada antes da hora, e pode ser sábio trabalhar em silêncio até ter algo sólido para mostrar. Fique de olho em quem se apropria do esforço alheio ou promete mais do que entrega. Proteja seu trabalho com registros, datas e combinados claros.',
        reversed:
          'Atalhos no trabalho ou nos estudos podem estar cobrando seu preço. Um relatório feito às pressas, uma cola, um prazo contornado com uma desculpa: o que parecia esperto começa a pesar. Também é possível que uma manobra alheia seja descoberta. Retome o que ficou mal feito, assuma a parte que lhe cabe e reconstrua a confiança com transparência.',
      },
      conselho: {
        upright:
          'Pense três jogadas à frente antes de agir. Observe o terreno, escute mais do que fala e guarde por enquanto o que ainda não está maduro. Se precisar sair de uma situação, faça isso sem alarde. Só não confunda estratégia com dissimulação: o plano precisa ser algo que você possa explicar sem vergonha depois. Se alguém ao redor parece jogar escondido, observe os fatos antes de acusar.',
        reversed:
          'Abra o jogo, começando por você. Escreva o que está evitando admitir e leia em voz alta. Se há algo a devolver, uma informação, um crédito, um pedido de desculpas, devolva. A leveza de quem não precisa esconder nada vale mais do que qualquer vantagem conquistada por baixo do pano. E perdoe a si pelo que escondeu: assumir já é o começo do conserto.',
      },
    },
    yesNo: { upright: 'talvez', reversed: 'nao' },
  },
  'swords-8': {
    keywords: ['restrição', 'impasse mental', 'medo', 'autocrítica', 'sensação de cerco', 'crença limitante'],
    reversedKeywords: ['libertação', 'saída à vista', 'nova perspectiva', 'autoconfiança', 'soltar amarras'],
    description:
      'O Oito de Espadas é a sensação de cerco criada pelos próprios pensamentos, quando a saída existe mas ainda não é vista.',
    longDescription: paragraphs(
      'Oito espadas douradas estão fincadas no chão em semicírculo, formando uma cerca aberta na parte da frente. No centro, uma fita solta cai em espiral até o solo, como uma venda que se desprendeu. Pequenas poças refletem as estrelas ao redor, e o caminho para fora do círculo está livre, embora estreito.',
      'A carta fala de prisões feitas de ideias. Medos, crenças antigas, autocríticas e o hábito de imaginar o pior desenham uma cerca que parece intransponível. O detalhe que importa é que o círculo não se fecha: há uma passagem, e ela se revela quando a mente se acalma o bastante para olhar ao redor.',
      'Na vida, aparece como a sensação de não ter escolha numa situação que, vista com calma, oferece mais de uma saída. Também como a voz interna que repete que não adianta tentar, ou a espera por uma permissão que ninguém precisa dar. O convite é testar a cerca com a mão, passo a passo, e descobrir quais espadas são reais e quais são só medo.',
    ),
    alt: 'Oito espadas douradas fincadas em semicírculo deixam uma passagem aberta à frente, com uma fita solta no centro e poças que refletem as estrelas.',
    meanings: {
      geral: {
        upright:
          'Talvez pareça que todas as portas estão fechadas, mas boa parte dessa impressão vem dos pensamentos. Medo, cansaço e autocrítica podem fazer uma situação difícil parecer impossível. Olhe para cada obstáculo separadamente e pergunte se ele é um fato ou uma suposição. Uma saída pequena já é uma saída, e dar o primeiro passo costuma revelar o segundo.',
        reversed:
          'Amarras começam a se soltar. Você percebe que algumas limitações eram mais imaginárias do que reais e ganha coragem para sair do lugar. Há também a chance de a autocrítica se voltar para dentro com ainda mais força antes de ceder. Trate-se com a mesma paciência que teria com alguém querido e celebre cada pequeno movimento de liberdade.',
      },
      amor: {
        upright:
          'Nos afetos, o medo pode estar falando mais alto do que o desejo. Talvez você se impeça de viver algo por receio de sofrer, ou permaneça numa situação desconfortável por achar que não há alternativa. Vale perguntar que crença sobre o amor está desenhando essa cerca. Conversar com alguém de fora, com outro olhar, ajuda a enxergar o que a ansiedade esconde.',
        reversed:
          'Uma visão mais livre do amor começa a surgir. Padrões antigos perdem força, e você se permite querer coisas diferentes. Se há uma relação que limita mais do que acolhe, a clareza para mudar pode estar chegando. Se há medo de se entregar, ele diminui quando você entende de onde vem. Cada passo dado com consciência amplia o espaço do coração.',
      },
      trabalho: {
        upright:
          'Pode haver a impressão de estar sem saída nos estudos ou no trabalho: um cargo que não avança, um curso que parece errado, um projeto cheio de restrições. Antes de desistir ou de aceitar tudo como está, liste as opções reais, mesmo as imperfeitas. Pergunte a quem já passou por situação parecida. Às vezes a saída passa por uma habilidade nova ou por um pedido que nunca foi feito.',
        reversed:
          'Soluções aparecem onde antes só havia impedimento. Uma conversa, um curso, uma mudança de método ou um novo contato podem abrir caminho. Também é tempo de rever a exigência excessiva consigo, que paralisa mais do que motiva. Aproveite esse impulso para propor algo, pedir mudança ou se candidatar ao que parecia fora de alcance. Portas que pareciam trancadas às vezes estavam só encostadas.',
      },
      conselho: {
        upright:
          'Tire a venda, mesmo que por um instante. Escreva o pensamento que mais paralisa você e, ao lado, três evidências contra ele. Depois, escolha a menor ação possível em direção à saída e faça-a hoje. Pedir ajuda não é sinal de fraqueza: é usar a passagem que a cerca deixou aberta. Uma conversa com alguém de fora da situação mostra saídas que, de dentro, ficam invisíveis.',
        reversed:
          'Continue caminhando para fora do círculo, mesmo com passos curtos. Quando a velha voz interna disser que não vai dar certo, agradeça o cuidado e siga. Guarde um registro das pequenas vitórias, porque elas lembram que o medo nem sempre estava certo. A liberdade se consolida com repetição. Cada vez que você age apesar do receio, a cerca perde uma espada, e o caminho adiante fica mais largo.',
      },
    },
    yesNo: { upright: 'nao', reversed: 'sim' },
  },
  'swords-9': {
    keywords: [
      'preocupação',
      'angústia',
      'noites em claro',
      'culpa',
      'pensamento acelerado',
      'medo do futuro',
    ],
    reversedKeywords: ['alívio', 'pedido de ajuda', 'medo escondido', 'desabafo', 'luz no fim da noite'],
    description:
      'O Nove de Espadas é a noite em que a mente não descansa, e as preocupações parecem maiores do que de fato são.',
    longDescription: paragraphs(
      'Nove espadas douradas estão dispostas na horizontal, uma acima da outra, como as ripas de uma janela fechada. Entre elas, a lua cheia só se deixa ver em faixas estreitas. Na base da carta, o contorno de um travesseiro desenhado em linha fina sugere alguém que deitou, mas não conseguiu dormir.',
      'A carta fala da angústia que cresce no escuro. São pensamentos que se repetem, culpas revisitadas, cenários imaginados em que tudo dá errado. A mente trabalha sem parar e transforma possibilidades em certezas, pequenos erros em catástrofes. Quase sempre, o que a carta mostra é o medo do que pode acontecer, mais do que aquilo que está acontecendo.',
      'Na vida, aparece como a madrugada em claro pensando numa conversa, a ansiedade antes de uma entrega, a culpa que volta sem pedir licença. Também mostra quem carrega preocupações em silêncio para não incomodar ninguém. O convite é abrir a janela: dizer em voz alta o que assusta, buscar quem possa ouvir e lembrar que a manhã muda a cor das coisas.',
    ),
    alt: 'Nove espadas douradas na horizontal, uma sobre a outra como ripas de janela, deixam ver a lua cheia em faixas estreitas acima de um travesseiro desenhado.',
    meanings: {
      geral: {
        upright:
          'Preocupações estão ocupando espaço demais na sua mente. Pensamentos repetitivos podem fazer um problema parecer maior e mais definitivo do que é. Perceba quanto do que assusta você já aconteceu e quanto é só projeção. Falar sobre o que pesa, escrever antes de dormir e buscar apoio de quem confia são formas simples de diminuir o barulho interno.',
        reversed:
          'Uma angústia antiga começa a perder força, especialmente quando encontra palavras. Desabafar, pedir ajuda ou olhar um medo de frente traz alívio. Há, porém, a possibilidade de preocupações estarem sendo guardadas a sete chaves, longe de qualquer escuta. Se o peso persiste, procurar apoio profissional pode ser um gesto de cuidado, e não de fraqueza.',
      },
      amor: {
        upright:
          'Inseguranças podem estar tirando o sossego nos afetos. Ciúme, medo de perder alguém ou culpa por algo que aconteceu se repetem na cabeça, principalmente à noite. Antes de tirar conclusões, separe o que foi realmente dito do que foi imaginado. Uma conversa calma, feita de dia e sem acusações, ajuda a desmontar muitas dessas assombrações. Se a insegurança for antiga, vale cuidar dela também fora da relação.',
        reversed:
          'Medos afetivos que pareciam enormes começam a se dissolver com a luz da conversa. Talvez você perceba que as suspeitas não tinham fundamento, ou que uma culpa pode ser reparada. Outra leitura é a de sentimentos guardados tão fundo que ninguém percebe o que se passa. Deixar alguém ver sua vulnerabilidade pode fortalecer o vínculo em vez de enfraquecê-lo.',
      },
      trabalho: {
        upright:
          'A preocupação com prazos, avaliações ou resultados pode estar roubando mais energia do que o próprio trabalho. Imaginar todos os cenários negativos não ajuda a evitá-los. Transforme a ansiedade em plano: liste o que precisa ser feito, o que depende de você e o que não depende. Dividir a carga com colegas ou professores alivia o peso e traz soluções.',
        reversed:
          'Depois de um período tenso nos projetos, a pressão começa a diminuir. Você encontra perspectiva e percebe que os erros eram menores do que pareciam. Mas também pode haver uma angústia escondida atrás de uma aparência de controle. Não espere chegar ao limite para pedir ajuda ou ajustar prazos: reconhecer o próprio ponto de exaustão é uma competência.',
      },
      conselho: {
        upright:
          'Tire as preocupações da cabeça e ponha no papel. Para cada uma, escreva o que pode ser feito amanhã e o que está fora do seu alcance. Reduza as telas à noite, respire devagar, converse com alguém de confiança. Se a angústia persistir por muito tempo, buscar um profissional de saúde mental é uma escolha sensata e corajosa.',
        reversed:
          'Não carregue sem companhia o que pode ser dividido. Escolha uma pessoa e conte a ela o que anda tirando seu sono. Se for algo que exige reparação, dê o primeiro passo. Se for só medo, examine-o à luz do dia. A noite sempre termina, e a manhã traz respostas mais gentis. Dividir o peso não tira dele a importância, só devolve o fôlego para enfrentá-lo.',
      },
    },
    yesNo: { upright: 'nao', reversed: 'talvez' },
  },
  'swords-10': {
    keywords: ['fim de ciclo', 'limite', 'encerramento', 'fundo do poço', 'amanhecer', 'aceitação'],
    reversedKeywords: ['recomeço lento', 'resistência ao fim', 'drama', 'recuperação', 'lição aprendida'],
    description:
      'O Dez de Espadas é o ponto mais baixo de uma situação difícil, que marca também o instante em que ela termina.',
    longDescription: paragraphs(
      'Dez espadas douradas estão fincadas lado a lado na linha do horizonte, de ponta para baixo, como uma cerca que encerra o campo. Acima delas, o céu ainda é noite fechada; abaixo, uma faixa de luz dourada começa a subir, a primeira claridade de um amanhecer que ainda não se vê por inteiro.',
      'A carta fala do fim que já não pode ser adiado. Um pensamento, uma relação, um plano ou um jeito de viver chegou ao limite, e não há mais argumento que o sustente. Parece o pior momento, e muitas vezes é, mas justamente por isso não pode ir além: daqui em diante, o movimento só pode ser de subida.',
      'Na vida, aparece como a notícia que encerra uma espera, a porta que se fecha de vez, a constatação de que um esforço já não faz sentido. Também mostra o cansaço de quem resistiu até o fim. O convite é não dramatizar nem negar o que acabou, e sim deitar as armas, descansar e deixar a luz do horizonte fazer o seu trabalho.',
    ),
    alt: 'Dez espadas douradas fincadas lado a lado na linha do horizonte, sob o céu escuro, com uma faixa de luz de amanhecer subindo por trás delas.',
    meanings: {
      geral: {
        upright:
          'Algo chegou ao fim, e insistir só prolonga o desgaste. Pode ser uma situação, um pensamento recorrente ou uma forma de lidar com a vida. Reconhecer o limite é difícil, mas também é libertador: quando se toca o fundo, o único caminho possível é de volta à superfície. Permita-se encerrar, sentir e, em seguida, olhar para a luz que surge no horizonte.',
        reversed:
          'O pior parece ter passado, e a recuperação começa devagar. Talvez ainda haja resistência em aceitar um fim, o que mantém a ferida aberta por mais tempo. Também é possível dramatizar uma perda além da conta. Reconheça o que terminou, guarde o que aprendeu e dê pequenos passos para reconstruir, sem pressa de estar bem.',
      },
      amor: {
        upright:
          'Um ciclo afetivo pode ter chegado ao limite. Em uma relação, talvez seja o fim de um padrão doloroso, de uma briga que se repete, ou da própria história como ela era. Sem par, pode ser a hora de encerrar de vez uma esperança que só machuca. Encerramentos doem, mas também abrem espaço para um afeto mais saudável no futuro.',
        reversed:
          'Feridas do coração começam a cicatrizar. Você percebe que sobreviveu a algo que parecia insuportável e se permite pensar no amor de novo, com mais cuidado. Pode haver ainda a tentação de reviver o passado, reabrir conversas encerradas ou alimentar mágoas. Deixe a história terminar no ponto em que terminou e siga com o que ela ensinou.',
      },
      trabalho: {
        upright:
          'Um projeto, uma função ou um método de estudo pode ter esgotado suas possibilidades. Insistir no que já não funciona consome energia que faria falta em outro lugar. Reconheça o ponto final, organize o encerramento com cuidado e preste atenção às lições. Um fim bem feito no trabalho prepara o terreno para uma próxima etapa mais adequada.',
        reversed:
          'Depois de um revés nos estudos ou no trabalho, há sinais de recuperação. Você reúne forças, revisa os erros e começa a pensar no próximo passo. Atenção, porém, ao hábito de se ver como vítima permanente das circunstâncias: ele pode atrasar a retomada. Reconheça o que foi difícil e, ao mesmo tempo, o que ainda está nas suas mãos.',
      },
      conselho: {
        upright:
          'Deixe terminar o que já terminou. Não gaste mais energia tentando salvar o que não tem volta. Faça um pequeno ritual de encerramento, como arrumar uma gaveta, escrever uma despedida ou apagar uma conversa antiga. Depois, descanse. O amanhecer não exige nada de você além de abrir os olhos. Quando a hora chegar, o próximo passo vai aparecer por conta própria.',
        reversed:
          'Levante-se devagar. Escolha um único gesto de reconstrução para esta semana: retomar uma rotina, procurar alguém querido, arrumar um canto da casa. Evite repassar a mesma história na cabeça, buscando novos culpados. O aprendizado já foi feito. Agora é hora de deixar o corpo e a mente voltarem a respirar. Recomeçar devagar não é fraqueza, é método.',
      },
    },
    yesNo: { upright: 'nao', reversed: 'talvez' },
  },
  'swords-page': {
    keywords: ['curiosidade', 'vigilância', 'aprendizado', 'perguntas', 'mente ágil', 'comunicação'],
    reversedKeywords: ['fofoca', 'palavras impulsivas', 'desconfiança', 'dispersão', 'intromissão'],
    description:
      'O Valete de Espadas é a mente jovem e atenta que observa tudo, pergunta muito e aprende depressa.',
    longDescription: paragraphs(
      'Uma figura jovem, desenhada em linha dourada, está de pé no alto de uma colina, com uma espada erguida nas duas mãos. O vento desenhado em traços curvos levanta a barra da sua roupa e os cabelos, e um bando de pássaros corta o céu noturno logo acima. A figura olha para um lado, de ombros alertas, como quem ouviu um barulho e quer saber de onde veio.',
      'A carta fala da curiosidade que ainda não tem experiência, mas tem energia de sobra. É o pensamento que investiga, faz perguntas incômodas e não aceita a primeira resposta. Também pode ser vigilância, o cuidado de quem observa antes de confiar, ou uma notícia que chega e pede atenção.',
      'Na vida, aparece como o interesse repentino por um assunto novo, a vontade de entender como as coisas funcionam, a mensagem que traz informação importante. Pode descrever uma pessoa jovem de espírito, franca até demais. O convite é seguir aprendendo com entusiasmo, cuidando para que a agilidade das palavras não atropele a gentileza.',
    ),
    alt: 'Uma figura jovem de pé no alto de uma colina ergue uma espada dourada, com o vento nos cabelos e pássaros cortando o céu noturno.',
    meanings: {
      geral: {
        upright:
          'A curiosidade está acesa. É um bom momento para aprender, investigar, fazer perguntas e buscar informações antes de decidir. Você percebe detalhes que outras pessoas deixam passar, e isso pode ser precioso. Só lembre que observar não é o mesmo que desconfiar de tudo: mantenha a mente alerta sem fechar o coração. Uma notícia pode chegar e pedir resposta rápida, mas bem pensada.',
        reversed:
          'A agilidade mental pode estar virando pressa ou intromissão. Palavras ditas antes de pensar, boatos repassados sem checar e uma desconfiança que enxerga ameaça em tudo são sinais de que a energia da carta saiu do eixo. Outra leitura é a de ideias demais e foco de menos. Escolha uma pergunta importante e dedique a ela atenção inteira.',
      },
      amor: {
        upright:
          'Conversas estimulantes movem os afetos agora. Uma troca de mensagens, um interesse que nasce da curiosidade mútua, uma pergunta sincera que aproxima. Em uma relação, vale manter vivo o desejo de conhecer a outra pessoa, mesmo depois de anos. Sem par, o encanto pode vir de quem faz você pensar. Só evite investigar a vida de alguém como quem procura provas.',
        reversed:
          'Desconfiança e comunicação ruidosa podem atrapalhar o amor. Ler mensagens alheias, espalhar detalhes íntimos para amigos ou responder com ironia quando o assunto pede cuidado afastam quem está por perto. Se algo incomoda, pergunte diretamente, com calma. Também vale observar se a curiosidade por novas pessoas está tirando a atenção de quem já está ao seu lado.',
      },
      trabalho: {
        upright:
          'Estudos e projetos ganham com sua vontade de aprender. Cursos, pesquisas, novas ferramentas e perguntas bem formuladas abrem portas. É tempo de ser aprendiz com entusiasmo, anotar tudo e pedir explicações sem vergonha. Uma notícia ou informação pode chegar e mudar o rumo de uma tarefa, então fique de ouvidos abertos. Perguntas que parecem ingênuas muitas vezes revelam o ponto que ninguém tinha visto.',
        reversed:
          'Fofocas e informações truncadas podem causar confusão no ambiente de trabalho ou de estudo. Cuidado com o que você repassa e com o tom das críticas, principalmente por escrito. Também é possível que a dispersão esteja atrasando entregas: muitas abas abertas, muitos assuntos iniciados. Feche o que não é essencial e conclua uma coisa antes de começar outra.',
      },
      conselho: {
        upright:
          'Pergunte, investigue e não tenha medo de parecer principiante. Escolha um tema que desperte seu interesse e dedique a ele meia hora por dia durante uma semana. Ao conversar, escute de verdade antes de responder. A inteligência que aprende com humildade vai mais longe do que a que quer provar algo. Anote o que aprender, porque o registro transforma curiosidade em conhecimento.',
        reversed:
          'Pense duas vezes antes de enviar aquela mensagem. Verifique uma informação antes de repassá-la e prefira dizer frente a frente o que seria dito pelas costas. Se a cabeça estiver cheia de estímulos, reduza-os: menos notícias, menos rolagem, mais silêncio. Curiosidade com foco é ferramenta; sem foco, vira ruído. E, quando sentir vontade de vigiar alguém, pergunte a si o que quer saber e se não seria melhor perguntar direto.',
      },
    },
    yesNo: { upright: 'talvez', reversed: 'nao' },
  },
  'swords-knight': {
    keywords: ['ímpeto', 'ação rápida', 'franqueza', 'determinação', 'coragem', 'defesa de ideias'],
    reversedKeywords: ['pressa', 'impulsividade', 'agressividade verbal', 'atropelo', 'dispersão'],
    description:
      'O Cavaleiro de Espadas é o pensamento que dispara a galope, corajoso e direto, atrás daquilo em que acredita.',
    longDescription: paragraphs(
      'Um cavaleiro desenhado em linha dourada avança a galope da esquerda para a direita, com a espada estendida à frente. O cavalo tem as patas no ar e a crina lançada para trás pelo vento. Nuvens rasgadas correm no mesmo sentido, e até as árvores mínimas do horizonte se curvam, como se toda a carta fosse arrastada pela velocidade.',
      'A carta fala da mente em ação. Uma ideia forte, uma causa, uma decisão tomada, e pronto: não há tempo a perder. É a coragem de dizer o que precisa ser dito e de agir antes que o momento passe. É também o risco de atropelar pessoas, detalhes e nuances no caminho, porque o galope não espera ninguém.',
      'Na vida, aparece como a decisão súbita, a defesa apaixonada de um argumento, a mudança feita de um dia para o outro. Pode descrever alguém objetivo e eloquente, às vezes impaciente. O convite é aproveitar a energia e a clareza do impulso, mas segurar as rédeas o suficiente para escolher o caminho, e não só a velocidade.',
    ),
    alt: 'Um cavaleiro dourado galopa para a direita com a espada estendida, o cavalo de patas no ar e nuvens rasgadas pelo vento no céu noturno.',
    meanings: {
      geral: {
        upright:
          'Energia para agir depressa e com determinação. Se há algo a resolver, a decisão e a coragem estão do seu lado. Diga o que pensa, tome a iniciativa, enfrente a situação de frente. Só vale lembrar que velocidade não substitui direção: antes de arrancar, confira se está correndo para o lugar certo e se não está deixando pessoas importantes para trás.',
        reversed:
          'A pressa pode estar causando mais problemas do que soluções. Decisões impulsivas, palavras atravessadas e pouca paciência com o ritmo alheio criam atritos desnecessários. Também pode haver energia dispersa em muitas direções, sem chegar a lugar nenhum. Reduza a marcha, respire e escolha uma única frente. Às vezes, chegar depois é chegar melhor. O vento continua soprando amanhã.',
      },
      amor: {
        upright:
          'Nos afetos, sentimentos ganham expressão direta e intensa. Alguém pode se declarar sem rodeios, ou você pode sentir vontade de dizer tudo de uma vez. A franqueza é bem-vinda, desde que venha com cuidado pelo outro. Em relações estabelecidas, pode haver discussões acaloradas; encare-as como chance de clareza, sem transformar o debate em batalha. Ouvir até o fim antes de responder é o melhor freio.',
        reversed:
          'Impulsividade pode atrapalhar o amor. Mensagens mandadas no calor do momento, decisões radicais tomadas após uma briga ou a pressa de definir uma relação recém-nascida são riscos agora. Também pode haver alguém que chega com muita intensidade e vai embora na mesma velocidade. Dê tempo ao tempo e observe as ações, não só as palavras.',
      },
      trabalho: {
        upright:
          'Projetos que pedem iniciativa e rapidez avançam bem. É hora de defender ideias, assumir uma tarefa difícil, apresentar uma proposta com argumentos firmes. Nos estudos, o ritmo acelerado ajuda a vencer conteúdos atrasados. Apenas confira os detalhes antes de entregar: a agilidade que impressiona também pode deixar passar erros simples. Se houver uma causa a defender, defenda, sempre com dados na mão.',
        reversed:
          'Atropelar etapas pode comprometer um projeto. Prazos impossíveis, confrontos com colegas e uma sensação de urgência constante desgastam todo mundo. Outra leitura é a de muitas ideias começadas ao mesmo tempo, sem nenhuma concluída. Reveja prioridades, converse antes de decidir e lembre que liderança também é saber esperar o grupo. O projeto anda mais rápido quando ninguém precisa correr atrás de você.',
      },
      conselho: {
        upright:
          'Aja agora, com coragem e clareza. Escolha a questão que mais precisa de uma resposta e dê essa resposta hoje, sem rodeios. Mas, antes de partir, dedique cinco minutos a pensar no caminho e em quem será afetado. A força do galope rende mais quando o trajeto foi escolhido. E, se errar, corrija a rota sem perder o ânimo.',
        reversed:
          'Segure as rédeas por um momento. Antes de responder, espere uma noite. Antes de decidir, ouça pelo menos uma opinião contrária. Antes de começar algo novo, termine o que está pela metade. Não é preciso perder o entusiasmo: basta dar a ele um ritmo que os outros consigam acompanhar. Muitas vezes a pressa é só medo disfarçado de coragem.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'nao' },
  },
  'swords-queen': {
    keywords: ['discernimento', 'honestidade', 'independência', 'limites claros', 'percepção', 'maturidade'],
    reversedKeywords: ['frieza', 'amargura', 'crítica excessiva', 'julgamento severo', 'distanciamento'],
    description:
      'A Rainha de Espadas é o discernimento de quem viveu o bastante para enxergar com clareza e falar com franqueza.',
    longDescription: paragraphs(
      'Uma rainha desenhada em linha dourada está sentada de perfil num trono feito de nuvens. Numa das mãos, ergue a espada na vertical; a outra se estende aberta à frente, como quem convida e ao mesmo tempo estabelece distância. Uma borboleta pousa no encosto do trono, e o céu ao redor dela é o mais limpo de todo o naipe, com estrelas nítidas.',
      'A carta fala da inteligência que passou pela experiência. Ela conhece a perda e a decepção e, por isso mesmo, não se deixa enganar com facilidade. Sabe separar o fato da fantasia, diz não sem pedir desculpas e protege os próprios limites com elegância. Sua franqueza não é crueldade: é respeito pela verdade e por quem a escuta.',
      'Na vida, aparece como a conversa em que você finalmente diz o que pensa, o conselho certeiro de alguém experiente, a decisão de não aceitar mais meias-palavras. Pode descrever uma pessoa independente, perspicaz e justa. O convite é unir clareza e compaixão, para que a espada corte o engano e deixe intacto o afeto.',
    ),
    alt: 'Uma rainha dourada sentada de perfil num trono de nuvens ergue uma espada e estende a outra mão aberta, com uma borboleta pousada no trono sob estrelas nítidas.',
    meanings: {
      geral: {
        upright:
          'Clareza e independência guiam o momento. Você enxerga a situação sem ilusões e consegue dizer o que precisa ser dito, com firmeza e sem crueldade. É um bom período para estabelecer limites, tomar decisões baseadas em fatos e confiar na própria experiência. A honestidade, aqui, é uma forma de cuidado, consigo e com quem está por perto.',
        reversed:
          'A lucidez pode estar endurecendo em crítica. Comentários afiados, desconfiança constante e um distanciamento que protege, mas também isola, são sinais de uma espada empunhada com força demais. Talvez mágoas antigas estejam falando no lugar da razão. Repare no tom das suas palavras e permita que um pouco de ternura volte a entrar na conversa.',
      },
      amor: {
        upright:
          'Nos afetos, maturidade e franqueza pedem passagem. Você sabe o que quer e o que não aceita, e isso dá solidez às escolhas. Em uma relação, conversas honestas fortalecem a confiança. Sem par, há liberdade para escolher com calma, sem pressa de preencher vazios. Afeto e autonomia podem caminhar juntos quando ambos são respeitados. Diga o que sente com a mesma clareza com que diz o que pensa.',
        reversed:
          'Muralhas erguidas depois de velhas decepções podem estar afastando quem se aproxima. O medo de se machucar de novo faz o coração se defender com ironia, exigências ou frieza. Também é possível julgar a outra pessoa com uma severidade que não se aplica a si. Abra uma fresta: nem toda aproximação é ameaça, e vulnerabilidade compartilhada é terreno fértil para o amor.',
      },
      trabalho: {
        upright:
          'Seu senso crítico é um trunfo nos projetos e nos estudos. Revisar, avaliar, organizar ideias e apontar falhas com objetividade são habilidades valiosas agora. Você pode ser a voz que traz clareza a uma discussão confusa. Mantenha a ética e a transparência, e lembre-se de que um comentário justo, dito com respeito, é mais ouvido do que um comentário brilhante e ferino.',
        reversed:
          'Exigência excessiva, consigo e com os outros, pode estar tornando o ambiente pesado. Críticas sem propostas desanimam colegas, e o perfeccionismo atrasa entregas. Também pode haver alguém cuja frieza dificulta a colaboração. Busque equilíbrio entre rigor e reconhecimento: apontar o que funciona é tão importante quanto corrigir o que falha. Uma palavra de incentivo, dita com sinceridade, tira o peso de muitas correções.',
      },
      conselho: {
        upright:
          'Fale a verdade com precisão e com afeto. Antes de uma conversa difícil, escreva em poucas linhas o que sente, o que precisa e qual limite quer estabelecer. Diga isso com calma, sem justificar demais. Quem conhece o próprio valor não precisa levantar a voz: a clareza por si já se faz ouvir. E, depois de falar, escute a resposta com o mesmo respeito.',
        reversed:
          'Amoleça um pouco o fio da lâmina. Antes de criticar, reconheça algo de bom; antes de julgar, pergunte o que você não sabe sobre a história do outro. Se mágoas antigas estão guiando suas reações, olhe para elas com carinho, num diário ou numa conversa de confiança. Clareza e gentileza não são opostas, e juntas formam a sabedoria do ar.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'swords-king': {
    keywords: ['autoridade', 'razão', 'ética', 'imparcialidade', 'decisão', 'visão estratégica'],
    reversedKeywords: ['rigidez', 'autoritarismo', 'frieza', 'manipulação', 'argumento como arma'],
    description:
      'O Rei de Espadas é a razão que governa com ética, decide com imparcialidade e assume a responsabilidade pelas próprias palavras.',
    longDescription: paragraphs(
      'Um rei desenhado em linha dourada está sentado de frente num trono alto, com a espada erguida na vertical e levemente inclinada para a direita. O encosto do trono traz duas asas abertas e uma pequena lua crescente. Ao fundo, as nuvens se organizam em faixas paralelas, como se até o vento obedecesse a uma ordem.',
      'A carta fala da mente que amadureceu até se tornar critério. Ele pesa argumentos, ouve as partes, consulta princípios e só então decide. Sua autoridade vem da coerência, não do volume da voz. Sabe que toda decisão tem consequências e que a palavra dada é uma forma de compromisso.',
      'Na vida, aparece como a escolha difícil feita com justiça, a pessoa a quem se recorre para mediar um conflito, o plano bem fundamentado que convence pela lógica. Também pode descrever o momento de assumir a responsabilidade por uma posição. O convite é pensar com rigor e agir com integridade, lembrando que a razão mais alta é aquela que não esquece as pessoas.',
    ),
    alt: 'Um rei dourado sentado de frente num trono com asas abertas ergue uma espada na vertical, sob nuvens em faixas paralelas no céu noturno.',
    meanings: {
      geral: {
        upright:
          'Decisões pedem cabeça fria e critério. Você tem condições de analisar a situação com lucidez, ouvir diferentes lados e escolher com base em princípios. É um bom momento para assumir responsabilidades, estabelecer regras claras e agir com coerência. Sua palavra tem peso agora: use-a com cuidado e cumpra o que prometer. Pessoas ao redor podem buscar em você um ponto de equilíbrio.',
        reversed:
          'A razão pode estar se tornando rígida ou sendo usada para controlar. Argumentos que não admitem contestação, decisões impostas sem escuta e uma frieza que ignora sentimentos são sinais desse desvio. Também pode haver alguém por perto usando a lógica para manipular. Reveja se as regras que você defende ainda servem ao bem comum ou só ao desejo de ter razão.',
      },
      amor: {
        upright:
          'Nos relacionamentos, maturidade e diálogo objetivo trazem estabilidade. Combinados claros, respeito mútuo e conversas francas sobre expectativas fortalecem o vínculo. Você pode ser a presença equilibrada que ajuda a resolver um impasse. Sem par, vale buscar alguém com quem a troca de ideias seja tão importante quanto a atração. Razão e afeto não precisam competir.',
        reversed:
          'O excesso de racionalidade pode estar esfriando os afetos. Tratar sentimentos como problemas a resolver, exigir explicações lógicas para emoções ou querer controlar a relação com regras rígidas afasta a outra pessoa. Lembre que no amor nem tudo se argumenta. Abrir espaço para a vulnerabilidade e para o que não se explica traz calor de volta ao vínculo.',
      },
      trabalho: {
        upright:
          'Liderança intelectual e senso de justiça marcam seus projetos e estudos. É tempo de estruturar planos, tomar decisões estratégicas, redigir documentos importantes e mediar discussões com imparcialidade. Pessoas podem procurar você em busca de orientação clara. Mantenha a ética acima da conveniência: a credibilidade construída agora sustenta muito do que vem depois. Escreva com cuidado: um documento bem redigido vale mais do que muitas reuniões.',
        reversed:
          'Autoritarismo ou excesso de controle podem travar a equipe. Regras aplicadas sem flexibilidade, decisões centralizadas e críticas frias desmotivam quem trabalha junto. Também pode haver um superior ou colega que usa o poder da palavra para intimidar. Procure canais de diálogo, documente combinados e, se for você a ocupar esse lugar, reveja o modo de conduzir.',
      },
      conselho: {
        upright:
          'Decida com base em princípios, e não no humor do dia. Antes de uma escolha importante, escreva os critérios que considera justos e confira se a decisão os respeita. Ouça os envolvidos, mesmo quando já tiver uma opinião formada. Depois, assuma a escolha com serenidade e explique seus motivos com clareza. Uma decisão justa nem sempre agrada a todos, mas pode ser explicada a qualquer um.',
        reversed:
          'Afrouxe o punho que segura a espada. Pergunte se está ouvindo de verdade ou apenas esperando a vez de rebater. Reconheça que outras pessoas podem ter razões que você não considerou. Autoridade verdadeira sabe mudar de ideia quando encontra um argumento melhor, e isso não diminui ninguém. Experimente, na próxima discussão, resumir o ponto do outro antes de apresentar o seu.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'nao' },
  },
};
