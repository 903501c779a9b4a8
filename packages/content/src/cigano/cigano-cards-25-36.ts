/**
 * Cards 25–36 of the baralho cigano: O Anel … A Cruz. Original Portuguese written for Constelar, after
 * the Brazilian school; tendencies and choices, never fate (spec/tarot.md §5). 28 O Cigano and 29 A
 * Cigana are the querent cards: the man and the woman of the reading.
 */
import type { CiganoCardText } from './cigano-card-text';

export const CIGANO_CARDS_25_36: readonly CiganoCardText[] = [
  {
    number: 25,
    name: 'O Anel',
    slug: 'o-anel',
    insert: 'Ás de Paus',
    keywords: ['compromisso', 'união', 'aliança', 'contrato', 'parceria'],
    subject: 'um compromisso',
    modifier: 'com promessa de aliança',
    description:
      'Um anel dourado, com uma pequena pedra no alto, flutua contra o céu noturno e reflete a luz das estrelas.',
    longDescription:
      'O Anel é a carta do compromisso. Na escola brasileira, as cartomantes o leem como união, noivado, casamento, sociedade, contrato ou qualquer acordo que ligue duas partes. Ele fala de ciclos que se fecham em aliança e de promessas que pedem fidelidade. Ao lado do Coração, é um dos sinais mais fortes de vínculo afetivo; ao lado da Carta ou do Livro, de contratos e documentos. Perto de cartas de corte, alerta para acordos que podem se romper.',
    meanings: {
      geral:
        'Acordos, parcerias e compromissos ganham importância. O que se promete agora tende a ter peso por muito tempo. Comprometa-se com o que de fato deseja sustentar.',
      amor: 'Um passo de compromisso pode se aproximar: assumir, noivar, morar junto, renovar votos. Para quem está sem par, a carta fala de encontros com intenção séria. A aliança verdadeira se faz todos os dias.',
      trabalho:
        'Contratos, sociedades, parcerias e acordos formais estão em evidência. Leia tudo com atenção antes de assinar e negocie com clareza. Uma boa aliança multiplica forças.',
      conselho:
        'Honre a palavra dada e só prometa o que pode cumprir. Compromisso é escolha renovada, não prisão. Cuide dos laços que valem a pena.',
    },
  },
  {
    number: 26,
    name: 'O Livro',
    slug: 'o-livro',
    insert: '10 de Ouros',
    keywords: ['segredo', 'conhecimento', 'estudo', 'mistério', 'discrição'],
    subject: 'um segredo',
    modifier: 'sob sigilo',
    description:
      'Um livro fechado, de capa trabalhada em ouro, repousa sobre uma mesa sob o céu estrelado, com um marcador de fita saindo entre as páginas.',
    longDescription:
      'O Livro guarda segredos e conhecimento. Na tradição brasileira, as cartomantes o leem como algo ainda oculto, informação que não veio à tona, estudos, cursos e sabedoria acumulada. Ele pede discrição e paciência: nem tudo deve ser contado, e nem tudo já pode ser sabido. As cartas vizinhas mostram o que está guardado e se o livro tende a se abrir. Também pode indicar assuntos de escola, faculdade e pesquisa.',
    meanings: {
      geral:
        'Há algo que ainda não se revelou, e pressa não abre o livro. Estudar, pesquisar e observar trazem respostas. Guarde seus planos até que estejam maduros.',
      amor: 'Sentimentos não ditos ou um assunto guardado podem pairar sobre o vínculo. A carta também favorece o conhecer o outro com calma. O que é verdadeiro se revela no tempo certo.',
      trabalho:
        'Estudos, cursos, especializações e projetos confidenciais ganham destaque. Mantenha sigilo sobre negociações em andamento. Aprender agora rende frutos mais adiante.',
      conselho:
        'Estude antes de agir e mantenha discrição sobre o que ainda não amadureceu. Nem toda verdade precisa ser dita de uma vez. O conhecimento é uma chave silenciosa.',
    },
  },
  {
    number: 27,
    name: 'A Carta',
    slug: 'a-carta',
    insert: '7 de Espadas',
    keywords: ['mensagem', 'documento', 'notícia', 'comunicação', 'registro'],
    subject: 'uma mensagem',
    modifier: 'por escrito',
    description:
      'Um envelope lacrado, de bordas douradas, atravessa o céu noturno como se tivesse sido soprado pelo vento.',
    longDescription:
      'A Carta representa mensagens, documentos e notícias, sobretudo escritas. Na escola brasileira, as cartomantes a leem como e-mails, recados, contratos, resultados e tudo o que chega por escrito. É uma carta neutra: a notícia pode ser boa ou ruim, e quem dá o tom são as vizinhas. Diferente do Cavaleiro, que traz a novidade em movimento, A Carta traz o registro. Ela também fala de comunicação formal e de papéis a cuidar.',
    meanings: {
      geral:
        'Uma mensagem ou um documento tende a esclarecer a situação. Fique de olho em e-mails, recados e papéis pendentes. O que vem por escrito merece leitura atenta.',
      amor: 'Uma mensagem pode reabrir um contato ou trazer uma declaração. Escrever o que sente também pode ajudar. Cuidado com interpretações apressadas de textos curtos.',
      trabalho:
        'Documentos, contratos, resultados de processos seletivos e comunicados ganham destaque. Organize seus papéis e responda com clareza. Registre acordos.',
      conselho:
        'Escreva: uma carta, uma lista, um plano. Colocar em palavras organiza o pensamento. E leia com atenção antes de responder.',
    },
  },
  {
    number: 28,
    name: 'O Cigano',
    slug: 'o-cigano',
    insert: 'Ás de Copas',
    keywords: ['consulente', 'homem', 'presença', 'iniciativa', 'ação'],
    subject: 'um homem importante',
    modifier: 'ao lado de um homem',
    description:
      'Um homem de traço dourado, com lenço e colete, caminha de frente sob o céu estrelado, como quem chega para participar da história.',
    longDescription:
      'O Cigano é uma das duas cartas de consulente do baralho. Na escola brasileira, representa quem consulta, quando se lê para um homem, ou o homem de maior importância na vida de quem consulta. É o ponto de referência da tiragem: as cartas ao redor dele contam o que se passa em torno da pessoa. Na Mesa Real, tudo se organiza a partir da sua posição, do que está acima, abaixo e dos lados. Como carta de traços, também fala de iniciativa, presença e ação.',
    meanings: {
      geral:
        'A carta aponta para a pessoa no centro da questão, ou para um homem que tem papel importante nela. Observe as cartas ao lado para saber como ela está. É hora de assumir o próprio lugar na história.',
      amor: 'Um homem tem papel central na vida afetiva, seja o parceiro, seja alguém que se aproxima. As cartas vizinhas mostram suas intenções. Olhe também para o que você deseja.',
      trabalho:
        'Um colega, chefe ou parceiro pode influenciar os rumos do trabalho. A carta também pede iniciativa e presença nas decisões. Ocupe o seu espaço.',
      conselho:
        'Aja em nome próprio. A carta lembra que a história tem um protagonista e que as escolhas contam. Ouça, mas decida.',
    },
  },
  {
    number: 29,
    name: 'A Cigana',
    slug: 'a-cigana',
    insert: 'Ás de Espadas',
    keywords: ['consulente', 'mulher', 'intuição', 'presença', 'acolhimento'],
    subject: 'uma mulher importante',
    modifier: 'ao lado de uma mulher',
    description:
      'Uma mulher de traço dourado, com saia rodada e lenço na cabeça, olha de frente sob o céu estrelado, segurando um leque de cartas.',
    longDescription:
      'A Cigana é a outra carta de consulente. Na leitura brasileira, representa quem consulta, quando se lê para uma mulher, ou a mulher de maior importância na vida de quem consulta. É o ponto de referência da tiragem: o que cerca A Cigana descreve o que cerca a pessoa. Na Mesa Real, a leitura parte dela, observando o que está acima, abaixo e dos lados. Como carta de traços, também fala de intuição, sensibilidade e força de presença.',
    meanings: {
      geral:
        'A carta aponta para a pessoa no centro da questão, ou para uma mulher que tem papel importante nela. As vizinhas mostram o que a rodeia. Confie na sua intuição para ler o momento.',
      amor: 'Uma mulher tem papel central na vida afetiva, seja a parceira, seja alguém que se aproxima. As cartas ao lado revelam seus sentimentos e intenções. Escute o que sua intuição diz sobre o vínculo.',
      trabalho:
        'Uma colega, chefe ou parceira pode influenciar os rumos do trabalho. A carta pede presença, sensibilidade e firmeza. Sua voz conta.',
      conselho:
        'Escute sua intuição e ocupe seu lugar na história. A sensibilidade é uma forma de sabedoria. Decida a partir do que sente e do que sabe.',
    },
  },
  {
    number: 30,
    name: 'Os Lírios',
    slug: 'os-lirios',
    insert: 'Rei de Espadas',
    keywords: ['paz', 'harmonia', 'serenidade', 'maturidade', 'virtude'],
    subject: 'um momento de paz',
    modifier: 'em paz e harmonia',
    description:
      'Um ramo de lírios brancos, contornados em ouro, se abre em silêncio sob um céu estrelado e calmo.',
    longDescription:
      'Os Lírios são a carta da paz. Na escola brasileira, as cartomantes os leem como harmonia, serenidade, maturidade e virtude, às vezes como paz familiar ou tranquilidade conquistada com o tempo. Eles suavizam as cartas difíceis ao redor e trazem calma às situações agitadas. Também podem representar uma pessoa mais velha e sábia ou um momento de pureza de intenções. É uma carta que pede respirar e agir com dignidade.',
    meanings: {
      geral:
        'A fase tende à calma e à harmonia, depois de dias mais agitados. A maturidade ajuda a resolver o que antes parecia difícil. Preserve essa paz.',
      amor: 'Um vínculo sereno, de companheirismo e respeito. Para quem busca alguém, a carta favorece relações maduras e tranquilas. O amor em paz também é intenso.',
      trabalho:
        'Ambiente mais harmonioso, acordos de boa-fé e reconhecimento da experiência. A carta favorece quem age com ética e equilíbrio. Negocie com calma.',
      conselho:
        'Busque a paz antes da razão. Aja com dignidade e delicadeza, mesmo em situações tensas. A serenidade é uma escolha diária.',
    },
  },
  {
    number: 31,
    name: 'O Sol',
    slug: 'o-sol',
    insert: 'Ás de Ouros',
    keywords: ['sucesso', 'energia', 'vitória', 'clareza', 'alegria'],
    subject: 'um sucesso',
    modifier: 'em plena luz',
    description: 'Um sol dourado e radiante domina o céu, espalhando raios sobre um campo de girassóis.',
    longDescription:
      'O Sol é uma das cartas mais positivas do baralho cigano. Na tradição brasileira, as cartomantes o leem como sucesso, energia, vitória, clareza e alegria. Ele ilumina as cartas vizinhas e costuma indicar que a situação tende a se resolver bem. Também traz a ideia de que tudo aparece à luz do dia: o que estava escondido se mostra. Perto de cartas de obstáculo, indica que a dificuldade será superada.',
    meanings: {
      geral:
        'Um período de energia, clareza e conquistas. O que você começou tende a dar certo, e a luz ajuda a enxergar o caminho. Aproveite o brilho para avançar.',
      amor: 'Alegria, calor e transparência na vida afetiva. Relações se iluminam, e encontros têm leveza. Mostre o que sente à luz do dia.',
      trabalho:
        'Sucesso, reconhecimento e resultados visíveis. Um projeto pode ganhar destaque. Mostre seu trabalho com confiança.',
      conselho:
        'Acredite no seu brilho e deixe que ele aqueça os outros. Saia ao sol, literal e simbolicamente. Celebre as vitórias, mesmo as pequenas.',
    },
  },
  {
    number: 32,
    name: 'A Lua',
    slug: 'a-lua',
    insert: '8 de Copas',
    keywords: ['reconhecimento', 'intuição', 'sensibilidade', 'fama', 'romantismo'],
    subject: 'um reconhecimento',
    modifier: 'com sensibilidade e brilho suave',
    description:
      'Uma lua cheia, de contorno dourado, se reflete num lago tranquilo sob um céu cheio de estrelas.',
    longDescription:
      'A Lua do baralho cigano fala de reconhecimento e sensibilidade. Na escola brasileira, as cartomantes a leem como honra, fama, mérito reconhecido e também intuição, romantismo e vida emocional. Ela mostra como a pessoa é vista e o que sente por dentro. Perto de cartas de trabalho, indica prestígio; perto de cartas de afeto, romance. Em companhia de cartas difíceis, pode apontar oscilações de humor a observar.',
    meanings: {
      geral:
        'Seu esforço tende a ser reconhecido, e a intuição está especialmente aguçada. Emoções podem oscilar como as marés. Ouça o que sente antes de decidir.',
      amor: 'Romantismo, encantamento e sensibilidade ganham espaço. Uma declaração, um encontro à noite, um gesto poético. Cuide para que a fantasia não substitua a conversa.',
      trabalho:
        'Reconhecimento, prestígio e visibilidade favorecem carreiras criativas e de exposição. Seu nome pode circular bem. Aproveite para mostrar o que faz.',
      conselho:
        'Confie na intuição e dê valor ao que sente. Receba elogios sem diminuí-los. A sensibilidade também é talento.',
    },
  },
  {
    number: 33,
    name: 'A Chave',
    slug: 'a-chave',
    insert: '8 de Ouros',
    keywords: ['solução', 'abertura', 'resposta', 'segurança', 'oportunidade'],
    subject: 'uma solução',
    modifier: 'com a chave nas mãos',
    description:
      'Uma chave antiga, dourada e trabalhada, gira no ar diante de uma porta em arco, sob o céu estrelado.',
    longDescription:
      'A Chave é a carta da solução. Na tradição brasileira, as cartomantes a leem como resposta, abertura de caminhos, segurança e oportunidade que se apresenta. Ela reforça as cartas vizinhas e indica que há saída para a questão. Muitas vezes mostra que a resposta está nas mãos de quem consulta. Ao lado de cartas de bloqueio, como A Montanha, aponta que a passagem será encontrada.',
    meanings: {
      geral:
        'Uma solução se apresenta, e portas que pareciam fechadas podem se abrir. A resposta que você busca está mais perto do que parece. Use a chave com confiança.',
      amor: 'Um entendimento, uma conversa decisiva ou uma abertura do coração pode destravar o vínculo. A carta fala de segurança afetiva. Abra-se para o que faz sentido.',
      trabalho:
        'Uma oportunidade importante, a solução de um problema ou um acesso novo. Sua competência é a chave. Aproveite o momento certo.',
      conselho:
        'A resposta está em você. Confie no que sabe e abra a porta que vem adiando. Toda fechadura tem sua chave.',
    },
  },
  {
    number: 34,
    name: 'O Peixe',
    slug: 'o-peixe',
    insert: 'Rei de Ouros',
    keywords: ['prosperidade', 'dinheiro', 'negócios', 'abundância', 'fluxo'],
    subject: 'uma fonte de prosperidade',
    modifier: 'com fartura',
    description:
      'Peixes dourados nadam em círculos num rio escuro, refletindo a luz das estrelas nas escamas.',
    longDescription:
      'O Peixe é a carta da prosperidade e dos negócios. Na escola brasileira, as cartomantes o leem como dinheiro, comércio, abundância e fluxo de recursos. Ele fala do que circula e se multiplica, como peixes num rio farto. Também pode indicar autonomia e iniciativa empreendedora. As vizinhas mostram se a fartura está chegando, se pede cuidado ou se depende de esforço.',
    meanings: {
      geral:
        'A fase favorece a prosperidade e o fluxo de recursos, materiais ou não. O que circula tende a se multiplicar. Administre com sabedoria o que chega.',
      amor: 'Abundância de afeto e de trocas generosas. A carta também pode indicar que questões práticas, como dinheiro e projetos em comum, ganham espaço na relação. Partilhar é multiplicar.',
      trabalho:
        'Negócios, vendas e projetos com retorno financeiro estão em evidência. É momento de pensar em crescimento com planejamento. Cuide das contas com a mesma atenção que dá aos ganhos.',
      conselho:
        'Deixe a abundância fluir: aprenda, invista tempo e compartilhe. Prosperidade também é saber o que é suficiente. Organize suas finanças com calma.',
    },
  },
  {
    number: 35,
    name: 'A Âncora',
    slug: 'a-ancora',
    insert: '9 de Espadas',
    keywords: ['estabilidade', 'segurança', 'firmeza', 'persistência', 'permanência'],
    subject: 'uma base segura',
    modifier: 'com firmeza',
    description:
      'Uma âncora dourada repousa no fundo do mar, presa à areia, enquanto a corrente sobe até a superfície iluminada pelas estrelas.',
    longDescription:
      'A Âncora é a carta da estabilidade. Na tradição brasileira, as cartomantes a leem como segurança, firmeza, persistência e permanência, sobretudo no trabalho. Ela fixa as cartas vizinhas: o que está ao seu lado tende a durar. Também pode indicar teimosia ou apego excessivo, quando cercada de cartas de mudança. É a carta de quem alcança terra firme depois da travessia.',
    meanings: {
      geral:
        'Segurança e estabilidade chegam, ou pedem para ser construídas. O que você firma agora tende a durar. Só não confunda firmeza com rigidez.',
      amor: 'Uma relação estável, com base sólida e vontade de permanecer. Para quem está sem par, a carta favorece vínculos duradouros. Segurança também é afeto.',
      trabalho:
        'Estabilidade profissional, um emprego firme, um projeto que se consolida. A persistência é recompensada. Mantenha o foco no longo prazo.',
      conselho:
        'Finque os pés no que importa e persista. Encontre seu porto seguro. Mas lembre que o barco também precisa navegar.',
    },
  },
  {
    number: 36,
    name: 'A Cruz',
    slug: 'a-cruz',
    insert: '6 de Paus',
    keywords: ['provação', 'fé', 'responsabilidade', 'fardo', 'superação'],
    subject: 'uma provação',
    modifier: 'que pede fé',
    description:
      'Uma cruz simples, traçada em ouro, ergue-se no alto de uma colina sob um céu de estrelas fortes.',
    longDescription:
      'A Cruz encerra o baralho cigano e fala de provação, responsabilidade e fé. Na escola brasileira, as cartomantes a leem como um fardo a carregar, um desafio que testa a força, mas também como vitória depois da luta. Ela pede resiliência e sentido: atravessar algo difícil com a certeza de que há aprendizado. Perto de cartas luminosas, indica que a prova já está sendo superada. É uma carta de espiritualidade, qualquer que seja a crença de quem consulta.',
    meanings: {
      geral:
        'Um desafio pede força e fé, e talvez um peso maior do que o habitual. Não é castigo: é uma prova que ensina. A travessia tende a deixar você mais forte.',
      amor: 'O vínculo pode passar por uma fase de responsabilidades ou dificuldades que testam o compromisso. A fé no outro e o diálogo sustentam. Dividir o peso alivia.',
      trabalho:
        'Responsabilidades grandes, pressão e tarefas pesadas podem marcar o período. A dedicação tende a ser reconhecida. Peça ajuda e distribua a carga.',
      conselho:
        'Tenha fé no processo e em si. Carregue o que é seu e devolva o que não é. Toda cruz fica mais leve quando é compartilhada.',
    },
  },
];
