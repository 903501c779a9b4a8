/**
 * Cards 1–12 of the baralho cigano: O Cavaleiro … Os Pássaros. Original Portuguese written for
 * Constelar, after the Brazilian school; tendencies and choices, never fate (spec/tarot.md §5).
 */
import type { CiganoCardText } from './cigano-card-text';

export const CIGANO_CARDS_1_12: readonly CiganoCardText[] = [
  {
    number: 1,
    name: 'O Cavaleiro',
    slug: 'o-cavaleiro',
    insert: '9 de Copas',
    keywords: ['notícia', 'chegada', 'rapidez', 'movimento', 'visita'],
    subject: 'uma notícia',
    modifier: 'que chega depressa',
    description:
      'Um cavaleiro de linha dourada atravessa o céu noturno a galope, com a capa solta ao vento. Tudo na carta sugere pressa e chegada.',
    longDescription:
      'O Cavaleiro abre o baralho cigano e, na escola brasileira, é o mensageiro por excelência. As cartomantes o leem como notícia a caminho, visita inesperada ou situação que começa a andar depressa. Ele não diz se a novidade é boa ou ruim: quem dá o tom são as cartas ao lado dele. Quando aparece no início de uma tiragem, costuma indicar que o assunto da pergunta já está em movimento. Também pode representar alguém jovem e ativo que entra em cena trazendo energia nova.',
    meanings: {
      geral:
        'Algo se move depressa, e uma notícia tende a chegar antes do esperado. É fase de respostas, de portas que batem e de gente que aparece sem avisar. Acompanhe o ritmo sem atropelar as próprias decisões.',
      amor: 'Um contato novo, uma mensagem ou uma visita pode agitar a vida afetiva. Para quem já vive um vínculo, a carta sugere novidade e iniciativa entre os dois. O interesse aparece rápido; o tempo mostra se ele tem fôlego.',
      trabalho:
        'Propostas, retornos e convites podem surgir com rapidez. É um bom momento para mandar aquele e-mail, retomar um contato ou apresentar uma ideia. Esteja com as informações prontas para responder quando a chance passar.',
      conselho:
        'Mova-se. O Cavaleiro pede iniciativa e agilidade, sem esperar que tudo esteja perfeito. Só cuide para que a pressa não tome o lugar da escuta.',
    },
  },
  {
    number: 2,
    name: 'O Trevo',
    slug: 'o-trevo',
    insert: '6 de Ouros',
    keywords: ['contratempo', 'obstáculo pequeno', 'atraso', 'dificuldade breve', 'paciência'],
    subject: 'um pequeno contratempo',
    modifier: 'com algum atraso passageiro',
    description:
      'Um trevo de quatro folhas desenhado em ouro cresce entre pedrinhas, sob um céu de poucas estrelas. A planta é miúda, e o chão em volta é irregular.',
    longDescription:
      'No baralho cigano como se lê no Brasil, O Trevo não é a carta da sorte que o nome faz imaginar. As cartomantes o tratam como um pequeno obstáculo, uma dificuldade passageira que atrasa mas não impede. É o imprevisto do dia, o documento que falta, a conversa adiada. Sua força está justamente na brevidade: o que ele anuncia tende a se resolver logo, com um pouco de paciência. Perto de cartas luminosas, o tropeço fica ainda menor; perto de cartas pesadas, pede mais atenção.',
    meanings: {
      geral:
        'Um pequeno contratempo pode atravessar seus planos, mas a tendência é que dure pouco. Atrasos, ajustes e imprevistos pedem jogo de cintura, não alarme. Resolva o que estiver ao seu alcance e siga adiante.',
      amor: 'Um mal-entendido ou um desencontro pode deixar a relação um pouco travada por alguns dias. Não é sinal de ruptura: é uma pedrinha no caminho que uma boa conversa costuma tirar. Evite transformar um tropeço em tempestade.',
      trabalho:
        'Prazos podem escorregar, aprovações podem demorar e uma tarefa simples pode dar mais trabalho do que parecia. Nada disso muda o rumo do projeto. Tenha um plano alternativo e uma dose extra de paciência.',
      conselho:
        'Respire e relativize. O obstáculo é pequeno e passa; o que fica é a forma como você lida com ele. Use a pausa para revisar detalhes que passariam despercebidos.',
    },
  },
  {
    number: 3,
    name: 'O Navio',
    slug: 'o-navio',
    insert: '10 de Espadas',
    keywords: ['viagem', 'mudança', 'distância', 'comércio', 'expansão'],
    subject: 'uma viagem',
    modifier: 'em movimento',
    description:
      'Um navio de velas abertas, traçado em ouro, desliza sobre ondas escuras rumo a um horizonte estrelado. A proa aponta para longe.',
    longDescription:
      'O Navio é a carta do deslocamento: viagens, mudanças de cidade ou de casa, horizontes que se alargam. Na tradição brasileira, as cartomantes também o associam ao comércio, às trocas e a tudo o que vem de longe. Ele fala de movimento que leva tempo, como um barco que sai do porto e só aos poucos vê a outra margem. ao lado da Casa, costuma indicar mudança de endereço; ao lado do Peixe, negócios que crescem. É uma carta de saída da zona de conforto, com a promessa de paisagens novas.',
    meanings: {
      geral:
        'Um movimento de mudança está em curso, seja uma viagem, seja uma virada de rota. O que estava parado tende a ganhar direção. Aceite que a travessia leva algum tempo antes da chegada.',
      amor: 'Pode haver distância física, um amor de outra cidade ou um vínculo que pede para sair da rotina. Viajar juntos, ou simplesmente mudar de ares, tende a renovar o afeto. A carta também fala de saudade que aproxima.',
      trabalho:
        'Negócios com outras cidades, transferências, trocas comerciais e projetos que pedem deslocamento ganham força. É hora de pensar em expansão e em novos mercados. Planeje a rota antes de soltar as amarras.',
      conselho:
        'Permita-se partir, mesmo que seja só de uma ideia antiga. Mudar de lugar, de ponto de vista ou de hábito abre horizontes. Leve o que importa e deixe no cais o que pesa.',
    },
  },
  {
    number: 4,
    name: 'A Casa',
    slug: 'a-casa',
    insert: 'Rei de Copas',
    keywords: ['lar', 'família', 'estabilidade', 'proteção', 'estrutura'],
    subject: 'o lar',
    modifier: 'que envolve a casa e a família',
    description:
      'Uma casa pequena de linhas douradas, com a porta fechada e uma janela acesa, repousa sob o céu estrelado. Há fumaça saindo da chaminé.',
    longDescription:
      'A Casa representa o lar, a família e tudo o que dá estrutura à vida de quem consulta. Na escola brasileira, ela fala de segurança, de patrimônio e do ambiente em que a pessoa se sente protegida. As cartomantes a leem como o chão de onde a história parte: se A Casa vai bem, o resto encontra apoio. Ao lado de cartas de movimento, aponta mudança de endereço ou reforma; perto de cartas difíceis, tensões dentro de casa. Também pode indicar um homem de confiança, conforme a tradição do seu naipe.',
    meanings: {
      geral:
        'O momento pede atenção ao que sustenta sua vida: casa, família, rotina. A tendência é de estabilidade e de um ambiente mais acolhedor. Questões domésticas podem ganhar destaque e pedir decisões práticas.',
      amor: 'O vínculo busca chão firme: morar junto, apresentar a família, construir algo duradouro. Para quem está sem par, a carta sugere encontros ligados ao círculo familiar ou a amigos próximos. O afeto cresce onde há confiança.',
      trabalho:
        'Estabilidade e estrutura são a palavra de ordem. Trabalhos em casa, negócios familiares ou empresas sólidas podem ganhar espaço. É hora de organizar processos e fortalecer a base antes de crescer.',
      conselho:
        'Cuide da sua base. Organize o espaço em que vive, fortaleça os laços de casa e crie rotinas que dão segurança. Um lar em ordem ajuda a pensar com clareza.',
    },
  },
  {
    number: 5,
    name: 'A Árvore',
    slug: 'a-arvore',
    insert: '7 de Copas',
    keywords: ['crescimento', 'raízes', 'vitalidade', 'paciência', 'permanência'],
    subject: 'um crescimento lento',
    modifier: 'com raízes profundas',
    description:
      'Uma árvore frondosa, desenhada em ouro, ergue a copa até as estrelas enquanto as raízes se espalham fundo na terra escura.',
    longDescription:
      'A Árvore é a carta do que cresce devagar e se firma com o tempo. Na tradição brasileira, ela fala de vitalidade, de energia vital e de raízes: família de origem, história, aquilo que sustenta a pessoa por dentro. As cartomantes a leem como sinal de processos longos, que não se apressam, mas também não se desfazem com facilidade. É uma carta de paciência e de permanência. Ao lado de cartas rápidas, lembra que certas coisas só amadurecem no seu próprio ritmo.',
    meanings: {
      geral:
        'O que você plantou tende a crescer, mas no ritmo das estações. A fase favorece projetos de longo prazo e cuidados que rendem frutos mais tarde. Firme as raízes antes de esperar a colheita.',
      amor: 'A relação pede tempo e constância para se aprofundar. Vínculos que crescem devagar costumam ter raízes mais fortes. Para quem está começando algo, vale não apressar etapas.',
      trabalho:
        'Carreiras e projetos de longo prazo são favorecidos, assim como aprender com calma e crescer por etapas. O resultado pode demorar, mas tende a ser sólido. Invista no que tem base.',
      conselho:
        'Cultive sua energia: descanso, natureza, rotina que nutre. Volte às suas raízes quando precisar lembrar quem é. Crescer devagar também é crescer.',
    },
  },
  {
    number: 6,
    name: 'As Nuvens',
    slug: 'as-nuvens',
    insert: 'Rei de Paus',
    keywords: ['dúvida', 'confusão', 'instabilidade', 'incerteza', 'névoa'],
    subject: 'uma dúvida',
    modifier: 'sob um céu nublado',
    description:
      'Nuvens espessas de contorno dourado cobrem parte do céu e escondem algumas estrelas; de um lado, a luz ainda passa.',
    longDescription:
      'As Nuvens falam de dúvida, de confusão e de situações que ainda não se mostram com nitidez. Na escola brasileira, as cartomantes a leem como instabilidade passageira: o tempo fecha, mas não fica fechado para sempre. A carta costuma pedir cautela antes de decisões, porque nem todas as informações estão à vista. Observa-se também de que lado ficam as cartas vizinhas, como quem olha para onde o céu clareia. Perto de cartas de clareza, como O Sol ou A Chave, a névoa tende a se dissipar logo.',
    meanings: {
      geral:
        'O cenário ainda está embaçado, e decidir agora pode levar a escolhas que depois não fazem sentido. Dê tempo para que os fatos apareçam. A incerteza é fase, não destino.',
      amor: 'Sentimentos confusos, sinais contraditórios ou conversas mal resolvidas podem deixar o vínculo nebuloso. Antes de tirar conclusões, pergunte e escute. A clareza chega quando os dois falam com franqueza.',
      trabalho:
        'Informações desencontradas e decisões adiadas podem atrapalhar o andamento. Evite assinar ou se comprometer sem entender os detalhes. Registre tudo e peça confirmações por escrito.',
      conselho:
        'Espere o céu abrir antes de dar o passo maior. Enquanto isso, organize o que sabe e separe fato de suposição. A névoa passa mais rápido quando você não briga com ela.',
    },
  },
  {
    number: 7,
    name: 'A Serpente',
    slug: 'a-serpente',
    insert: 'Dama de Paus',
    keywords: ['falsidade', 'astúcia', 'desvio', 'sedução', 'cautela'],
    subject: 'uma falsidade',
    modifier: 'com voltas e segundas intenções',
    description:
      'Uma serpente de escamas douradas se enrola em curvas sobre o chão escuro, com a cabeça erguida e os olhos atentos.',
    longDescription:
      'A Serpente é uma das cartas de alerta do baralho cigano. Na leitura brasileira, ela fala de falsidade, de traição, de pessoas que não mostram todas as intenções e de caminhos que dão voltas. As cartomantes também a associam à sedução e à inteligência astuta, que pode ser usada para o bem ou para o mal. Ela não condena ninguém: pede olhos abertos. Muitas vezes representa uma mulher esperta ou uma rivalidade, e as cartas vizinhas mostram em que área da vida a cautela é necessária.',
    meanings: {
      geral:
        'Nem tudo é o que parece, e vale observar com atenção quem se aproxima com promessas fáceis. Caminhos sinuosos podem atrasar resultados. Confie, mas confira.',
      amor: 'Ciúme, rivalidade ou segundas intenções podem rondar a vida afetiva. A carta também fala de atração intensa, que seduz antes de se explicar. Observe atitudes, não só palavras.',
      trabalho:
        'Fofocas, disputas de poder ou acordos com letras miúdas pedem cuidado. Guarde suas ideias até ter certeza de com quem está lidando. Inteligência estratégica é a melhor defesa.',
      conselho:
        'Seja prudente sem virar desconfiança pura. Use a sabedoria da serpente: observar, esperar o momento e agir com precisão. Proteja o que é seu com discrição.',
    },
  },
  {
    number: 8,
    name: 'O Caixão',
    slug: 'o-caixao',
    insert: '9 de Ouros',
    keywords: ['fim de ciclo', 'transformação', 'encerramento', 'renovação', 'desapego'],
    subject: 'um fim de ciclo',
    modifier: 'em fase de encerramento',
    description:
      'Uma arca de madeira desenhada em ouro repousa sob um céu sem lua; da tampa entreaberta escapa um fio de luz.',
    longDescription:
      'O Caixão assusta quem não conhece o baralho, mas na escola brasileira ele fala de encerramento e de transformação, nunca de algo literal. É o fim de um ciclo, o ponto em que uma situação se esgota para que outra possa começar. As cartomantes o leem como o fechamento necessário: uma fase que termina, um hábito que se vai, uma porta que se fecha por dentro. Ao lado de cartas de começo, como A Criança ou A Cegonha, vira renovação. Por isso se diz que ele limpa o terreno para o que vem depois.',
    meanings: {
      geral:
        'Algo chega ao fim, e insistir em manter o que já se esgotou só prolonga o cansaço. Encerrar abre espaço para o novo. Despeça-se do ciclo com gratidão e atenção ao que aprendeu.',
      amor: 'Uma fase da relação se encerra: pode ser o fim de um vínculo ou o fim de um jeito antigo de estar junto. Em ambos os casos, há chance de renascer diferente. Permita que o luto do que passou tenha seu tempo.',
      trabalho:
        'Projetos que se encerram, funções que mudam, contratos que terminam. A carta convida a fechar pendências e a deixar de investir energia no que não tem mais futuro. O espaço liberado será útil em breve.',
      conselho:
        'Deixe ir. Faça uma limpeza, física ou emocional, e encerre o que ficou pela metade. Todo recomeço começa por um fim bem feito.',
    },
  },
  {
    number: 9,
    name: 'O Buquê',
    slug: 'o-buque',
    insert: 'Dama de Espadas',
    keywords: ['alegria', 'presente', 'gentileza', 'convite', 'reconhecimento'],
    subject: 'um presente',
    modifier: 'com alegria e gentileza',
    description:
      'Um buquê de flores douradas, preso por uma fita, se abre contra o céu noturno como um pequeno fogo de artifício.',
    longDescription:
      'O Buquê é uma das cartas mais felizes do baralho cigano. Na tradição brasileira, representa presentes, convites, elogios e tudo o que chega como um gesto de carinho. As cartomantes o leem como alegria, beleza e reconhecimento, às vezes como uma surpresa agradável. Ele suaviza as cartas difíceis ao lado e intensifica as boas. Também pode indicar uma mulher gentil e generosa que traz harmonia ao ambiente.',
    meanings: {
      geral:
        'Uma fase leve, com motivos para celebrar e gente disposta a oferecer carinho. Convites e boas surpresas tendem a aparecer. Receba sem desconfiar de tudo.',
      amor: 'Gestos de carinho, flores, elogios e declarações podem colorir a vida afetiva. É um bom momento para encontros e para demonstrar apreço. O afeto se mostra nos detalhes.',
      trabalho:
        'Reconhecimento pelo seu esforço, um convite interessante ou um ambiente mais gentil. A carta favorece áreas ligadas à beleza, à arte e ao atendimento. Aproveite para fortalecer boas relações.',
      conselho:
        'Ofereça gentileza e aceite a que vier. Um elogio sincero, um presente simples, um convite feito de coração podem mudar o dia de alguém. A alegria também se cultiva.',
    },
  },
  {
    number: 10,
    name: 'A Foice',
    slug: 'a-foice',
    insert: 'Valete de Ouros',
    keywords: ['corte', 'decisão', 'ruptura', 'colheita', 'rapidez'],
    subject: 'um corte',
    modifier: 'que vem de repente',
    description:
      'Uma foice de lâmina dourada repousa sobre um campo de trigo maduro, sob um céu em que uma estrela cadente risca a noite.',
    longDescription:
      'A Foice é a carta do corte: decisões rápidas, rupturas, mudanças que chegam sem aviso. Na escola brasileira, as cartomantes a leem como o momento em que algo é separado, para o bem ou para o mal, conforme as cartas vizinhas. Também é a carta da colheita, que recolhe o que foi plantado. Ela fala de ação decidida e de situações que não admitem meio-termo. Perto de cartas positivas, pode ser o corte que liberta; perto de cartas pesadas, pede cuidado com impulsos.',
    meanings: {
      geral:
        'Uma decisão ou uma mudança repentina pode mudar o rumo das coisas. Às vezes o corte vem de fora; às vezes é você quem precisa dá-lo. O que se colhe agora revela o que foi semeado.',
      amor: 'Um rompimento, uma decisão firme ou um fim de indefinição pode marcar o vínculo. A carta também pode mostrar o corte de um padrão que fazia mal aos dois. Cuidado com palavras ditas no calor do momento.',
      trabalho:
        'Cortes de custos, decisões rápidas e mudanças de equipe podem aparecer. É hora de agir com precisão e de colher resultados do que foi feito. Evite decisões impulsivas sem ouvir as partes.',
      conselho:
        'Corte o que já não serve, mas com mão firme e cabeça fria. Decidir é um ato de coragem. Antes de cortar, porém, pergunte se não há algo a colher.',
    },
  },
  {
    number: 11,
    name: 'O Chicote',
    slug: 'o-chicote',
    insert: 'Valete de Paus',
    keywords: ['discussão', 'conflito', 'tensão', 'repetição', 'paixão'],
    subject: 'uma discussão',
    modifier: 'com tensão e atrito',
    description:
      'Um chicote de cabo trançado, desenhado em ouro, estala no ar e deixa um rastro luminoso entre as estrelas.',
    longDescription:
      'O Chicote fala de conflitos, discussões e tensões que se repetem. Na leitura brasileira, as cartomantes o associam a brigas, cobranças e situações em que as palavras ferem. Também é uma carta de energia física, de esforço e até de paixão intensa, conforme as vizinhas. Costuma indicar padrões que voltam, como a mesma briga em outra roupa. Ela pede que a energia do embate seja transformada em ação, e não em mágoa.',
    meanings: {
      geral:
        'Atritos e discussões podem ganhar espaço, sobretudo se assuntos antigos voltarem à tona. Repare nos ciclos que se repetem. A energia está alta; canalize-a com consciência.',
      amor: 'Brigas, cobranças ou desentendimentos podem esquentar a relação. Ao mesmo tempo, a carta fala de paixão e de intensidade. Cuide para que a chama aqueça sem queimar.',
      trabalho:
        'Pressão, cobranças e disputas podem tornar o ambiente tenso. Também é fase de esforço intenso e de tarefas repetitivas. Estabeleça limites claros e evite responder no impulso.',
      conselho:
        'Respire antes de responder. Troque a discussão pela conversa e a cobrança pelo pedido claro. Gaste a energia em movimento: corpo, projeto, ação.',
    },
  },
  {
    number: 12,
    name: 'Os Pássaros',
    slug: 'os-passaros',
    insert: '7 de Ouros',
    keywords: ['conversa', 'agitação', 'comunicação', 'ansiedade', 'par'],
    subject: 'uma conversa',
    modifier: 'entre conversas e agitação',
    description:
      'Dois pássaros de penas douradas conversam num galho fino, sob um céu cheio de estrelas miúdas.',
    longDescription:
      'Os Pássaros falam de comunicação, de conversas e da agitação que vem com elas. Na escola brasileira, as cartomantes os leem como telefonemas, reuniões, trocas de mensagens e também como nervosismo e ansiedade. Por serem dois, podem indicar um casal ou uma dupla, e a conversa entre duas pessoas. Quando as vizinhas são tensas, viram falatório e fofoca; quando são leves, viram diálogo e alegria. É uma carta de movimento miúdo e constante, como o bater de asas.',
    meanings: {
      geral:
        'Muitas conversas, recados e pequenos compromissos podem agitar os dias. A ansiedade tende a aumentar quando tudo acontece ao mesmo tempo. Escolha bem a quem dar ouvidos.',
      amor: 'O diálogo é o centro da vida afetiva agora: conversas sinceras aproximam, fofocas afastam. Para quem está sem par, pode surgir alguém em encontros leves e conversas descontraídas. Falem, e ouçam também.',
      trabalho:
        'Reuniões, negociações e trocas de informação ganham força. Cuidado com boatos e com decisões tomadas no calor de uma conversa. A comunicação clara é o seu melhor instrumento.',
      conselho:
        'Fale com quem precisa ouvir e acalme o excesso de pensamentos. Reduza o barulho: menos notificações, mais conversas de verdade. A serenidade também se pratica.',
    },
  },
];
