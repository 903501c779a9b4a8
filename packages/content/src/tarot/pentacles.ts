/**
 * Ouros, the suit of earth: the body of things, work, resources and time (spec/tarot.md §1).
 * Original Portuguese written for Constelar: tendencies and choices, never investment advice or a money
 * prediction.
 */
import type { MinorCardText } from './tarot-card-text';

const paragraphs = (...parts: string[]): string => parts.join('\n\n');

export const PENTACLES: Record<string, MinorCardText> = {
  'pentacles-ace': {
    keywords: ['semente', 'oportunidade concreta', 'começo', 'terra firme', 'recurso', 'corpo presente'],
    reversedKeywords: ['chance adiada', 'desperdício', 'pressa', 'plano sem chão', 'desatenção'],
    description:
      'O Ás de Ouros é a semente plantada em terra boa, a oportunidade concreta que pede mãos, tempo e cuidado para crescer.',
    longDescription: paragraphs(
      'Uma mão sai de uma nuvem e sustenta, na palma aberta, uma grande moeda dourada com uma estrela de cinco pontas no centro. Uma coroa de raios se abre em volta dela. Embaixo, campos arados em sulcos guardam brotos pequenos, prontos para crescer.',
      'É a semente do naipe da terra. Fala do que se pode tocar: um trabalho, um lugar, uma habilidade, o próprio corpo, as horas do dia. Diferente dos outros ases, ele não promete entusiasmo nem revelação, e sim algo mais modesto e mais sólido, uma possibilidade real que só cresce se alguém cuidar dela.',
      'Na vida, ele aparece como a vaga que abre, o curso que cabe no orçamento, o cômodo vazio que pode virar ateliê, a rotina nova que o corpo agradece. Também pode ser a percepção de que você já tem em mãos mais recursos do que imaginava. O convite é plantar com paciência e voltar todos os dias para regar.',
    ),
    alt: 'Uma mão sai de uma nuvem e sustenta na palma uma grande moeda dourada com uma estrela de cinco pontas, sobre campos arados.',
    meanings: {
      geral: {
        upright:
          'Algo concreto começa a brotar. Pode ser uma proposta, uma habilidade que ganha utilidade, um espaço que se abre na agenda ou em casa. O valor dessa semente não está no tamanho, e sim no terreno em que você a coloca. Cuide do básico, organize o tempo e dê à novidade uma rotina simples. O que nasce devagar, com raiz, aguenta melhor as estações.',
        reversed:
          'Uma boa oportunidade pode estar passando despercebida, ou sendo tratada com pressa demais. Às vezes a semente é desperdiçada porque se espera dela um resultado imediato; às vezes fica na gaveta à espera de um momento ideal que não chega. Olhe para o que já está ao seu alcance e pergunte o que falta para começar de verdade: uma hora, uma conversa, um primeiro gasto pequeno e planejado.',
      },
      amor: {
        upright:
          'Afeto que se prova nos gestos ganha força. Um encontro simples, uma refeição preparada com calma, um passeio sem pressa podem dizer mais do que declarações longas. Para quem está em uma relação, é tempo de construir algo palpável a dois, como uma rotina, um projeto ou um canto da casa. Para quem está sem par, vale cultivar presença: interesse verdadeiro pede tempo e constância.',
        reversed:
          'No terreno afetivo, a vontade de estabilidade pode atropelar o ritmo natural das coisas. Talvez você esteja pedindo garantias cedo demais, ou medindo o carinho pelo que se pode mostrar aos outros. Também pode acontecer o oposto: uma chance de aproximação real fica sem resposta por distração. Volte ao corpo e ao cotidiano, observe o que a outra pessoa oferece de fato e responda com a mesma concretude.',
      },
      trabalho: {
        upright:
          'Nos estudos e nos projetos, surge uma base sobre a qual vale construir. Pode ser uma porta de entrada modesta, uma ferramenta nova, um cliente, uma bolsa de estudos, uma técnica que finalmente faz sentido. Trate isso como um começo e não como um prêmio: registre o que aprende, cumpra prazos pequenos e mostre constância. Uma rotina bem desenhada agora sustenta muito do que virá depois.',
        reversed:
          'Um projeto promissor pode estar sem chão. Faltam talvez orçamento realista, horas reservadas ou um passo a passo que tire a ideia do papel. Outra leitura possível é a de uma oferta aceita por impulso, sem olhar as condições. Desacelere, faça as contas do tempo e da energia que cada compromisso exige e recuse o que não cabe. Um plano menor, bem plantado, rende mais que um grande plano solto.',
      },
      conselho: {
        upright:
          'Plante hoje uma coisa pequena e concreta. Escolha um objetivo que possa ser medido, reserve a ele um horário fixo na semana e cuide dele como quem rega uma muda. Não espere condições perfeitas: comece com o que existe, do jeito que der. Ao fim de um mês, olhe para trás e veja quanto a raiz cresceu sem que ninguém percebesse.',
        reversed:
          'Pare de esperar a oportunidade ideal e olhe para a que já está no chão à sua frente. Antes de buscar algo novo, termine de preparar o terreno: arrume as contas do dia a dia, organize a agenda, descanse o corpo. Quando houver espaço real, a semente encontra onde crescer. Começar pelo simples é uma forma de respeito pelo que se quer construir.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'pentacles-2': {
    keywords: ['equilíbrio', 'adaptação', 'flexibilidade', 'prioridades', 'ritmo', 'jogo de cintura'],
    reversedKeywords: ['sobrecarga', 'desorganização', 'compromissos demais', 'perder o fio', 'rigidez'],
    description:
      'O Dois de Ouros é o equilíbrio em movimento de quem mantém várias coisas no ar sem deixar nenhuma cair.',
    longDescription: paragraphs(
      'Duas moedas douradas com estrelas de cinco pontas ficam uma acima da outra, no mesmo eixo, como os pratos de um malabarismo. Uma estrela brilha no canto do céu. Embaixo, os campos arados seguem em sulcos, com brotos que acabaram de nascer.',
      'A carta fala do talento de administrar o cotidiano quando ele pede mais de uma coisa ao mesmo tempo. Trabalho e casa, estudos e descanso, contas e desejos: nada fica parado, e o equilíbrio não é um ponto fixo, mas um ritmo. Ela lembra que dá para viver com leveza em meio ao movimento, desde que se saiba o que tem prioridade.',
      'Na vida, aparece como a semana cheia que, com bom humor, acaba dando certo, a troca de turnos, a agenda refeita três vezes, a habilidade de mudar de tarefa sem perder a calma. Também pode indicar uma escolha entre duas frentes que disputam seu tempo. O convite é dançar com as ondas, sem tentar segurar o mar.',
    ),
    alt: 'Duas moedas douradas com estrelas de cinco pontas, uma acima da outra, sobre campos arados com brotos e sob uma estrela.',
    meanings: {
      geral: {
        upright:
          'Há muitas coisas acontecendo ao mesmo tempo, e você tem jogo de cintura para lidar com elas. O segredo está no ritmo: dar atenção a cada tarefa na hora certa, sem querer resolver tudo de uma vez. Flexibilidade é sua maior aliada agora. Mantenha uma lista simples de prioridades e aceite que alguns dias pendem mais para um lado do que para o outro.',
        reversed:
          'O malabarismo pode ter passado do ponto. Compromissos demais, prazos sobrepostos e a sensação de estar sempre atrasando alguma coisa indicam que o equilíbrio se perdeu. Outra leitura é a da rigidez: tentar manter tudo como planejado mesmo quando a realidade mudou. Escolha o que pode sair da lista, renegocie o que for possível e devolva ao dia algum espaço livre.',
      },
      amor: {
        upright:
          'Conciliar afeto e rotina pede criatividade. Talvez a agenda esteja apertada, mas pequenos gestos mantêm o vínculo vivo: uma mensagem no meio do dia, um café rápido, um plano leve para o fim de semana. Em novas histórias, a leveza e o bom humor encantam. O importante é não deixar o amor sempre para depois, como se fosse mais um item da lista.',
        reversed:
          'Os afetos podem estar ficando no fim da fila. Quando trabalho, família e obrigações tomam todo o tempo, a relação se transforma em logística. Também pode haver indecisão entre duas pessoas ou dois caminhos, e o vaivém cansa a todos. Reserve um momento sem distrações para quem importa e diga com clareza o que pode oferecer agora.',
      },
      trabalho: {
        upright:
          'Várias frentes de trabalho ou de estudo disputam sua atenção, e você tem recursos para conduzi-las. Planejamento flexível, revisão frequente das prioridades e disposição para mudar de tarefa ajudam. Um pouco de improviso também vale: nem tudo precisa ser perfeito para funcionar. Aproveite para aprender a delegar e para organizar o tempo de forma mais realista.',
        reversed:
          'Sobrecarga e desorganização podem comprometer a qualidade do que você entrega. Talvez você esteja assumindo mais do que cabe, ou trocando de tarefa a cada minuto sem concluir nenhuma. Faça uma pausa para mapear tudo o que está em aberto, elimine o que não é essencial e negocie prazos. Dizer não a um pedido agora pode ser dizer sim ao seu descanso e à qualidade do que entrega.',
      },
      conselho: {
        upright:
          'Aceite o movimento em vez de brigar com ele. Escolha três prioridades para a semana e deixe o resto em segundo plano sem culpa. Reserve um tempo curto, todo dia, para reorganizar a agenda. E não esqueça de incluir algo que dê prazer: o equilíbrio também depende de leveza. Quando algo cair, e às vezes vai cair, recolha sem drama e volte ao ritmo.',
        reversed:
          'Tire algumas bolas do ar. Faça uma lista de tudo o que está sob sua responsabilidade e marque o que pode ser adiado, delegado ou simplesmente abandonado. Peça ajuda onde for possível. Menos compromissos, feitos com atenção, valem mais do que muitos feitos pela metade. Reserve ainda um espaço vazio na agenda, sem nada marcado, para os imprevistos que sempre chegam.',
      },
    },
    yesNo: { upright: 'talvez', reversed: 'nao' },
  },
  'pentacles-3': {
    keywords: [
      'colaboração',
      'ofício',
      'competência',
      'planejamento',
      'reconhecimento',
      'trabalho em equipe',
    ],
    reversedKeywords: [
      'falta de coordenação',
      'esforço invisível',
      'descuido',
      'conflito de equipe',
      'isolamento no trabalho',
    ],
    description:
      'O Três de Ouros é a obra que cresce quando cada pessoa põe sua habilidade a serviço de um plano comum.',
    longDescription: paragraphs(
      'Três moedas douradas com estrelas de cinco pontas sobem em coluna pelo meio da carta, uma apoiada no trabalho da outra. A estrela do canto brilha discreta. Embaixo, campos arados em sulcos mostram brotos enfileirados, fruto de mãos que trabalharam juntas.',
      'A carta fala da construção coletiva e do valor do ofício. Nenhum arco se ergue pelas mãos de uma pessoa só: é preciso quem planeje, quem execute e quem cuide dos detalhes. Ela celebra a competência que se aprende com a prática, a conversa entre saberes diferentes e o reconhecimento que vem quando o trabalho é bem feito.',
      'Na vida, aparece como o projeto em grupo que funciona, a orientação de alguém mais experiente, a reforma que finalmente sai do papel, a primeira vez que seu trabalho é elogiado por quem entende do assunto. O convite é valorizar a própria habilidade e, ao mesmo tempo, aprender a somar forças com outras pessoas.',
    ),
    alt: 'Três moedas douradas com estrelas de cinco pontas em coluna no meio da carta, acima de campos arados onde nascem brotos.',
    meanings: {
      geral: {
        upright:
          'Um esforço coletivo começa a dar frutos. Suas habilidades somadas às de outras pessoas produzem algo mais sólido do que qualquer um faria por conta própria. É um bom momento para pedir opiniões, aceitar orientação e valorizar o que cada um traz. O cuidado com os detalhes e o respeito pelo ofício fazem a diferença no resultado final.',
        reversed:
          'A construção pode estar emperrada por falta de coordenação. Cada pessoa puxa para um lado, os papéis não estão claros ou alguém carrega mais peso sem ser notado. Também é possível que você esteja trabalhando em isolamento, sem aproveitar o que outros poderiam oferecer. Converse sobre responsabilidades, alinhe expectativas e peça ou ofereça reconhecimento. Um agradecimento público, simples e específico, pode destravar mais do que uma reunião inteira.',
      },
      amor: {
        upright:
          'Afeto também se constrói em parceria. Em uma relação, projetos comuns como uma viagem, uma mudança ou uma reforma podem aproximar as pessoas, desde que cada uma tenha voz. Sem par, vínculos podem nascer em ambientes de trabalho, estudo ou atividades em grupo. Admiração pela competência do outro é um bom começo para algo mais.',
        reversed:
          'A parceria afetiva pode estar desequilibrada. Uma pessoa planeja e executa tudo, a outra apenas acompanha, e o cansaço vira ressentimento. Também pode faltar interesse pelo que o outro faz e sabe. Conversem sobre a divisão das tarefas e dos sonhos, e reconheçam em voz alta o esforço de cada um. Pequenos elogios reconstroem muita coisa.',
      },
      trabalho: {
        upright:
          'No trabalho e nos estudos, colaboração e competência ganham destaque. Projetos em equipe fluem bem, e seu talento tende a ser reconhecido por quem entende do assunto. Aproveite para aprender com pessoas mais experientes, compartilhar seus conhecimentos e construir algo de qualidade. Um plano bem desenhado no começo evita retrabalho no fim. Cuide também dos acabamentos: é neles que a qualidade aparece.',
        reversed:
          'Falhas de comunicação podem prejudicar o trabalho em grupo. Prazos mal combinados, tarefas duplicadas ou alguém que não entrega sua parte geram atrito. Talvez você sinta que seu esforço passa despercebido. Proponha uma reunião para redistribuir funções, registre os acordos por escrito e mostre, com dados concretos, o que já foi feito. Reconhecimento também se pede, com tranquilidade e sem vergonha.',
      },
      conselho: {
        upright:
          'Junte-se a quem sabe fazer o que você não sabe. Peça uma opinião técnica, convide alguém para um projeto ou ofereça sua habilidade a um grupo. Cuide do seu ofício com capricho, mesmo nas partes que ninguém vê. A qualidade silenciosa costuma ser a base de todo reconhecimento duradouro. E, quando receber um elogio, aceite-o sem diminuir o próprio esforço.',
        reversed:
          'Antes de cobrar resultados, esclareça papéis. Faça uma lista com o que cabe a cada pessoa e confira se todos concordam. Se estiver trabalhando sem companhia, busque um parceiro de estudo ou um colega para revisar o que fez. Nenhum arco fica de pé com uma pedra só. Juntar forças não apaga o mérito de ninguém, só torna a obra possível.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'pentacles-4': {
    keywords: ['segurança', 'conservação', 'controle', 'estabilidade', 'limites', 'prudência'],
    reversedKeywords: ['apego excessivo', 'medo da perda', 'mesquinhez', 'descontrole', 'soltar as rédeas'],
    description:
      'O Quatro de Ouros é o desejo de proteger o que se conquistou, que dá estabilidade e, quando aperta demais, prende.',
    longDescription: paragraphs(
      'Quatro moedas douradas com estrelas de cinco pontas ocupam os cantos de um quadrado, cada uma firme no seu lugar, como as quinas de um cofre. A estrela do céu está parada. Embaixo, os campos arados seguem em sulcos retos e bem guardados.',
      'A carta fala da necessidade de segurança. Guardar, organizar, manter: tudo isso é sábio quando protege o que foi construído com esforço. Mas a mesma mão que segura pode se fechar demais, e então o medo de perder impede de viver, de trocar e de crescer. A carta pergunta onde termina o cuidado e onde começa o apego.',
      'Na vida, aparece como a reserva feita com disciplina, a rotina que dá chão, o limite claro sobre o próprio tempo e espaço. Também como a dificuldade de emprestar, delegar, mudar de opinião ou abrir a porta para o novo. O convite é manter o que sustenta e soltar o que só pesa, lembrando que nada floresce num punho fechado.',
    ),
    alt: 'Quatro moedas douradas com estrelas de cinco pontas em quadrado, sobre campos arados em sulcos e sob uma estrela.',
    meanings: {
      geral: {
        upright:
          'Proteger o que você construiu faz sentido agora. Organizar os recursos, definir limites e manter uma rotina estável trazem tranquilidade. Ao mesmo tempo, observe se o cuidado não está virando rigidez. Segurança é um bom alicerce, mas não pode se tornar uma muralha que impede o novo de entrar. Guarde o que importa, sem fechar todas as janelas.',
        reversed:
          'O medo da perda pode estar apertando demais. Talvez você se agarre a coisas, pessoas ou hábitos que já não servem, por receio do que viria depois. Outra leitura é a oposta: o controle se perde e os recursos escapam entre os dedos. Em ambos os casos, vale rever a relação com a segurança, buscando um meio-termo entre guardar e viver.',
      },
      amor: {
        upright:
          'Nos vínculos, a necessidade de estabilidade está em primeiro plano. Você busca segurança, compromisso e previsibilidade, o que pode fortalecer uma relação que já tem bases. Cuidado, porém, para não confundir amor com posse. Em novos encontros, a cautela é compreensível, mas algum risco faz parte de abrir o coração a alguém. Combinados claros sobre o futuro ajudam a dar chão ao que se sente.',
        reversed:
          'Ciúme, controle ou medo de se entregar podem estar sufocando os afetos. Quando cada gesto do outro é vigiado ou cada sentimento é guardado a sete chaves, a relação perde espontaneidade. Também pode ser hora de soltar uma história que já terminou, mas continua ocupando espaço. Confiar é arriscado, e é também o único caminho para a intimidade.',
      },
      trabalho: {
        upright:
          'A prudência ajuda a consolidar, nos projetos e nos estudos, o que foi conquistado. É tempo de organizar processos, proteger o seu tempo, documentar conhecimentos e cuidar dos recursos com método. Evite, porém, centralizar tudo por medo de perder o controle: compartilhar informações e responsabilidades também é uma forma de proteção. Um arquivo bem organizado e uma agenda respeitada também são maneiras de guardar o que tem valor.',
        reversed:
          'Apego a um jeito de trabalhar ou a uma posição pode estar impedindo o crescimento. Talvez você evite mudanças por receio de perder estabilidade, ou guarde conhecimentos para se sentir indispensável. Também pode haver gastos de tempo e energia sem nenhum controle. Reveja prioridades, distribua tarefas e permita que novas ideias circulem. Ensinar o que você sabe a alguém da equipe pode ser libertador.',
      },
      conselho: {
        upright:
          'Faça um inventário honesto do que você tem e do que precisa proteger. Estabeleça limites claros sobre seu tempo, sua energia e seu espaço, e comunique-os com tranquilidade. Depois, escolha uma coisa pequena para compartilhar ou doar. Segurança verdadeira convive com generosidade. Quem guarda com sabedoria sabe também a hora de abrir a mão, e essa abertura fortalece, em vez de ameaçar, o que foi construído.',
        reversed:
          'Abra um pouco a mão. Escolha algo que você segura por medo, uma ideia, um objeto, um controle sobre alguém, e experimente soltar por uma semana. Observe o que acontece. Se o problema for o contrário, a falta de controle, crie uma rotina simples de organização e siga-a com paciência. O objetivo não é prender nem largar tudo, e sim encontrar uma medida que deixe você respirar.',
      },
    },
    yesNo: { upright: 'talvez', reversed: 'nao' },
  },
  'pentacles-5': {
    keywords: [
      'dificuldade',
      'escassez',
      'sensação de exclusão',
      'frio',
      'vulnerabilidade',
      'busca de apoio',
    ],
    reversedKeywords: ['recuperação', 'ajuda aceita', 'orgulho ferido', 'vergonha de pedir', 'reaproximação'],
    description:
      'O Cinco de Ouros é o frio de atravessar um tempo difícil sem perceber a janela iluminada que está logo ali.',
    longDescription: paragraphs(
      'Cinco moedas douradas com estrelas de cinco pontas formam um quadrado com uma moeda no centro, e o brilho do meio parece mais distante que o das outras. A estrela do canto ilumina pouco. Embaixo, os campos arados esperam, com brotos ainda pequenos.',
      'A carta fala dos momentos de falta: de recursos, de ânimo, de pertencimento, de apoio. É a experiência de sentir-se do lado de fora, com frio, olhando para um mundo que parece confortável para todos menos para você. O detalhe que importa é a moeda do centro, ainda acesa: há abrigo por perto, e a dificuldade muitas vezes está em reconhecê-lo ou em aceitar entrar.',
      'Na vida, aparece como um aperto passageiro, a sensação de não fazer parte de um grupo, a vergonha de pedir ajuda, a solidão em meio a pessoas. Não é uma sentença, e sim uma estação. O convite é olhar ao redor com atenção, procurar a luz que existe e lembrar que pedir apoio é um gesto de coragem, e não de fraqueza.',
    ),
    alt: 'Cinco moedas douradas com estrelas de cinco pontas, quatro nos cantos e uma no centro, sobre campos arados com brotos.',
    meanings: {
      geral: {
        upright:
          'Um período de aperto ou de desamparo pede atenção. Pode ser uma falta concreta de recursos, de tempo ou de energia, ou a sensação de estar à margem. Reconheça a dificuldade sem se culpar por ela e procure ajuda: amigos, família, serviços e redes de apoio existem para momentos como este. A luz do vitral está mais perto do que parece.',
        reversed:
          'O pior frio começa a passar, e o apoio fica mais acessível. Talvez você finalmente aceite ajuda, ou encontre uma saída prática para uma dificuldade. Ainda assim, o orgulho ou a vergonha podem estar atrasando essa aproximação. Permita-se receber: estender a mão também é um gesto de confiança nas pessoas e no futuro. Quando tudo melhorar, lembre de quem esteve por perto.',
      },
      amor: {
        upright:
          'A sensação de distância ou de abandono pode estar rondando os afetos. Talvez você se sinta de fora da vida de alguém, ou os dois atravessem juntos uma fase difícil que esfria o carinho. Em vez de sofrer em silêncio, diga o que precisa. Para quem está sem par, vale lembrar que a solidão de agora não define o valor de ninguém.',
        reversed:
          'Reaproximação e acolhimento voltam a ser possíveis. Depois de um tempo de frieza, alguém abre a porta, ou você se permite pedir colo. Pode haver ainda resistência em mostrar fragilidade, por medo de parecer dependente. Lembre que as relações mais fortes são aquelas em que cada pessoa pode receber cuidado sem se sentir diminuída. Um pedido de desculpas ou um convite simples podem reabrir a porta.',
      },
      trabalho: {
        upright:
          'Nos estudos e no trabalho, pode haver uma fase de poucos resultados ou de sensação de exclusão. Uma oportunidade que não veio, um grupo que não acolheu, recursos escassos para um projeto. Não encare isso como fracasso definitivo. Busque orientação, programas de apoio, colegas que já passaram pelo mesmo caminho. Há portas que só se abrem quando alguém bate.',
        reversed:
          'Uma situação difícil no trabalho ou nos estudos começa a melhorar, especialmente se você aceitar a ajuda que está disponível. Pode ser um mentor, um curso gratuito, um colega disposto a dividir tarefas. Também vale observar se o orgulho está impedindo você de admitir que precisa de suporte. Pedir não diminui sua competência. Ao contrário, mostra maturidade para reconhecer limites e seguir aprendendo.',
      },
      conselho: {
        upright:
          'Peça ajuda, mesmo que isso pareça difícil. Faça uma lista de pessoas, instituições e recursos que podem apoiar você agora e escolha um para contatar hoje. Cuide também do básico: alimentação, descanso, um ambiente aquecido. Em tempos frios, atitudes simples fazem muita diferença. Não há vergonha em atravessar uma fase difícil, e ninguém precisa passar por ela em silêncio.',
        reversed:
          'Aceite a mão estendida. Se alguém oferece apoio, receba sem se justificar demais. Se você já saiu do pior, pense em como pode ser a luz no vitral para outra pessoa. Gratidão e generosidade ajudam a fechar o ciclo e a construir uma rede que sustenta todos nos momentos difíceis. Cada pessoa que encontra abrigo hoje pode ser abrigo amanhã.',
      },
    },
    yesNo: { upright: 'nao', reversed: 'talvez' },
  },
  'pentacles-6': {
    keywords: ['generosidade', 'troca', 'dar e receber', 'partilha', 'apoio', 'reciprocidade'],
    reversedKeywords: [
      'desequilíbrio',
      'ajuda com condições',
      'dependência',
      'dar demais',
      'dívida de gratidão',
    ],
    description:
      'O Seis de Ouros é a troca justa em que dar e receber se alternam, e cada pessoa sai da mesa mais inteira.',
    longDescription: paragraphs(
      'Seis moedas douradas com estrelas de cinco pontas estão dispostas em duas colunas de três, uma de cada lado, em equilíbrio perfeito. Nada pende para nenhum lado. Embaixo, os campos arados repartem os brotos em fileiras iguais, e a estrela do céu brilha sobre o conjunto.',
      'A carta fala da circulação: de tempo, de recursos, de atenção, de conhecimento. Às vezes você está do lado que oferece, às vezes do lado que precisa, e ambos os lugares pedem dignidade. O equilíbrio das duas colunas lembra que a generosidade saudável não cria dívidas nem relações de poder, e que receber com gratidão é tão importante quanto dar.',
      'Na vida, aparece como a ajuda que chega na hora certa, o favor retribuído, a mentoria oferecida a quem está começando, a divisão justa de tarefas em casa. Também pode mostrar um desequilíbrio: alguém que só dá, alguém que só pede. O convite é manter a troca viva e honesta, para que o apoio seja ponte, e não amarra.',
    ),
    alt: 'Seis moedas douradas com estrelas de cinco pontas em duas colunas de três, acima de campos arados onde nascem brotos.',
    meanings: {
      geral: {
        upright:
          'A troca está equilibrada e o apoio circula. Você pode estar em posição de ajudar alguém, ou de receber ajuda, e os dois lugares são legítimos. Generosidade e gratidão andam juntas agora. Ofereça o que puder sem esperar retorno imediato e aceite o que vier sem se sentir em dívida. A balança se acerta com o tempo.',
        reversed:
          'Algo está desequilibrado na troca. Talvez você dê mais do que pode, ou receba de alguém que cobra caro em forma de controle ou gratidão eterna. Também pode haver dificuldade em pedir ou em aceitar ajuda. Observe onde a generosidade virou obrigação ou dependência, e ajuste os pratos para que ninguém fique sempre por baixo.',
      },
      amor: {
        upright:
          'Reciprocidade marca os afetos. Carinho, tempo e atenção fluem nos dois sentidos, e cada pessoa se sente vista e valorizada. Em uma relação, pequenos gestos de cuidado mútuo fortalecem o laço. Sem par, abrir-se a quem oferece afeto com sinceridade pode ser o começo de algo bonito. Amor saudável não faz contabilidade, mas também não deixa ninguém com a conta inteira.',
        reversed:
          'Um desequilíbrio nos afetos pede conversa. Pode ser uma pessoa que se doa sem limites enquanto a outra apenas recebe, ou uma relação em que favores viram moeda de troca. Se você sente que dá mais do que recebe, diga isso com clareza. Se percebe que recebe mais, pergunte o que pode oferecer. Equilíbrio se constrói com honestidade.',
      },
      trabalho: {
        upright:
          'Colaboração e partilha de conhecimento rendem bons frutos nos estudos e no trabalho. Você pode receber orientação valiosa de alguém mais experiente, ou ser a pessoa que orienta. Oportunidades circulam entre quem ajuda. Reconheça o apoio recebido e retribua como puder, seja com seu tempo, sua habilidade ou uma boa indicação. Uma rede de apoio construída com sinceridade sustenta toda a caminhada.',
        reversed:
          'Relações de trabalho podem estar desiguais. Alguém exige mais do que oferece, a ajuda vem acompanhada de cobranças veladas, ou você se sobrecarrega para atender a todos. Reveja acordos, esclareça o que é favor e o que é função, e estabeleça limites. Colaboração justa beneficia todo mundo, inclusive quem precisa aprender a dizer não. Deixar claro o que você pode oferecer protege o seu tempo e a relação com os outros.',
      },
      conselho: {
        upright:
          'Pratique a generosidade de forma concreta. Ofereça uma hora do seu tempo, compartilhe um conhecimento, ajude alguém a dar um primeiro passo. E, se precisar, peça ajuda sem constrangimento. A vida é feita de estações de dar e de receber, e ambas merecem ser vividas com leveza. Observe também como você recebe: com gratidão, ou com a pressa de devolver logo para não ficar devendo?',
        reversed:
          'Reequilibre a balança. Anote onde você tem dado demais e onde tem recebido sem retribuir. Converse com as pessoas envolvidas, sem acusações, sobre o que cada uma pode oferecer. Se uma ajuda vem com amarras, agradeça e procure outra fonte de apoio. Dar e receber só nutrem quando são livres. Uma troca justa deixa as duas partes com vontade de continuar se encontrando.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'pentacles-7': {
    keywords: ['paciência', 'cultivo', 'avaliação', 'espera ativa', 'longo prazo', 'perseverança'],
    reversedKeywords: [
      'impaciência',
      'esforço sem retorno aparente',
      'desânimo',
      'dispersão',
      'rever a rota',
    ],
    description:
      'O Sete de Ouros é a pausa de quem cultiva e se apoia na enxada para avaliar o que plantou e o que ainda vai crescer.',
    longDescription: paragraphs(
      'Sete moedas douradas com estrelas de cinco pontas: seis em duas colunas e uma no alto, entre elas, como o fruto que amadurece por último. Embaixo, os campos arados mostram brotos que crescem devagar. A estrela do canto acompanha a espera com paciência.',
      'A carta fala da paciência ativa. Muito já foi feito, o solo foi preparado, as sementes foram regadas, e agora é hora de observar. Algumas coisas cresceram, outras nem tanto. A pausa serve para avaliar com honestidade: vale continuar desse jeito, mudar o método ou dedicar energia a outra plantação?',
      'Na vida, aparece como o projeto de longo prazo que ainda não deu resultados visíveis, o curso que está na metade, a relação que amadurece aos poucos, a reforma que avança um cômodo por vez. O convite é não desistir por impaciência nem insistir por teimosia, e sim olhar para o que foi feito com olhos de quem cultiva.',
    ),
    alt: 'Sete moedas douradas com estrelas de cinco pontas, seis em duas colunas e uma no alto entre elas, sobre campos arados.',
    meanings: {
      geral: {
        upright:
          'Os frutos do seu esforço estão crescendo, mesmo que ainda não estejam maduros. É um bom momento para parar, avaliar o caminho percorrido e ajustar o que for preciso. A paciência faz parte do processo, e nem tudo depende de pressa. Reconheça o quanto você já fez e decida, com calma, onde vale colocar a energia daqui para a frente.',
        reversed:
          'A impaciência pode estar levando ao desânimo. Talvez você sinta que se dedica muito e vê pouco retorno, e a vontade é largar tudo. Ou, ao contrário, insiste num caminho que já mostrou não dar frutos. Examine com honestidade: o problema é o tempo, que ainda não passou, ou o método, que precisa mudar? A resposta orienta o próximo passo.',
      },
      amor: {
        upright:
          'Afetos que crescem devagar merecem cuidado e tempo. Em uma relação, pode ser hora de avaliar o que já foi construído e o que ainda precisa de atenção. Sem par, uma amizade ou um encontro pode estar amadurecendo para algo mais. Não apresse os processos: o que tem raiz profunda leva tempo para mostrar seus frutos.',
        reversed:
          'Frustração com o ritmo do amor pode estar pesando. Você dedica energia e sente que a outra pessoa não acompanha, ou que a relação não sai do lugar. Converse sobre expectativas de forma clara. Se depois disso nada mudar, vale perguntar se a planta está no solo certo. Reconhecer um fim também é uma forma de cuidar de si.',
      },
      trabalho: {
        upright:
          'Nos projetos e estudos, é tempo de avaliação. Olhe para o que foi conquistado, meça os resultados e identifique o que funcionou. A colheita pode não ser imediata, mas os sinais de crescimento estão lá. Ajuste o plano com base no que aprendeu e continue cultivando com constância. Resultados sólidos levam tempo para aparecer. Compare o ponto de hoje com o de alguns meses atrás, e não com o de outras pessoas.',
        reversed:
          'Sentir que o esforço não está sendo recompensado pode minar a motivação. Antes de desistir, revise as estratégias: talvez a dedicação esteja espalhada em frentes demais, ou o método precise de ajustes. Também pode ser hora de mudar de rumo, se o projeto já mostrou que não vai render. Decida com dados, não com cansaço.',
      },
      conselho: {
        upright:
          'Pare e olhe para o que você plantou. Faça um balanço escrito: o que cresceu, o que secou, o que ainda precisa de tempo. Comemore as pequenas conquistas e planeje os próximos cuidados. A colheita vem para quem sabe esperar sem deixar de regar. Anote também o que mudaria se começasse de novo, porque isso orienta o próximo plantio.',
        reversed:
          'Não arranque a planta para ver se a raiz está crescendo. Dê ao seu projeto um prazo razoável antes de julgar os resultados. Se o prazo já passou e nada mudou, tenha coragem de replantar em outro terreno. Persistência e flexibilidade não são opostas: juntas, formam a sabedoria de quem cultiva. Procure a opinião de quem já passou por uma colheita parecida.',
      },
    },
    yesNo: { upright: 'talvez', reversed: 'nao' },
  },
  'pentacles-8': {
    keywords: ['dedicação', 'prática', 'ofício', 'aperfeiçoamento', 'atenção ao detalhe', 'disciplina'],
    reversedKeywords: [
      'perfeccionismo',
      'repetição sem sentido',
      'pressa',
      'desmotivação',
      'excesso de trabalho',
    ],
    description:
      'O Oito de Ouros é a dedicação de quem aprende um ofício peça por peça, aperfeiçoando cada uma com paciência.',
    longDescription: paragraphs(
      'Oito moedas douradas com estrelas de cinco pontas ficam em duas colunas, com duas entre elas, todas desenhadas com o mesmo cuidado, uma depois da outra. Embaixo, os sulcos da terra estão bem traçados e cheios de brotos. A estrela do canto brilha sobre o trabalho bem feito.',
      'A carta fala do aprendizado pela prática. Nenhum talento se sustenta sem repetição, atenção ao detalhe e a humildade de refazer o que não ficou bom. É o tempo do aprendiz e também do mestre que continua aprendendo, porque o ofício nunca se esgota. Há beleza na concentração de quem se dedica a fazer bem uma coisa de cada vez.',
      'Na vida, aparece como o curso técnico, o instrumento praticado todos os dias, o código revisado linha por linha, a receita que melhora a cada tentativa. Também como a rotina de trabalho que, mesmo sem glamour, constrói competência. O convite é encontrar prazer no processo e reconhecer o valor silencioso do esforço constante.',
    ),
    alt: 'Oito moedas douradas com estrelas de cinco pontas em duas colunas, com duas entre elas, sobre sulcos de terra com brotos.',
    meanings: {
      geral: {
        upright:
          'Dedicação e prática constroem algo sólido agora. É um bom momento para aprender uma habilidade, aperfeiçoar um ofício ou se concentrar em uma tarefa até dominá-la. O progresso pode parecer lento, mas cada repetição deixa o resultado mais firme. Valorize o processo tanto quanto o produto final e encontre satisfação em fazer bem feito. O reconhecimento virá, mas não é ele que sustenta o gosto pelo ofício.',
        reversed:
          'O esforço pode ter perdido o sentido ou passado da medida. Talvez você repita tarefas de forma mecânica, sem ver propósito, ou se cobre tanto pela perfeição que nada parece bom o bastante. Outra leitura é a da pressa, que troca qualidade por velocidade. Reencontre o motivo do que faz, ajuste o ritmo e lembre que descansar também faz parte do ofício.',
      },
      amor: {
        upright:
          'O amor também se aprende com prática e atenção. Em uma relação, pequenos cuidados repetidos, como ouvir com interesse, lembrar datas, dividir tarefas, constroem intimidade. Sem par, este pode ser um bom momento para se dedicar ao próprio crescimento, o que torna futuros encontros mais maduros. Afeto cultivado com constância tem raízes fortes. A intimidade também é uma habilidade que melhora com o tempo.',
        reversed:
          'O trabalho pode estar tomando o espaço dos afetos. Quando toda a energia vai para tarefas e metas, sobra pouco para quem está por perto. Também pode haver uma tentativa de aperfeiçoar a relação como se fosse um projeto, cobrando demais de si e do outro. Reserve tempo sem agenda para estar junto, e deixe o afeto ser imperfeito.',
      },
      trabalho: {
        upright:
          'Horas de prática se convertem agora em frutos concretos, seja na escola, na faculdade ou no emprego. Cursos, treinamentos e projetos que exigem concentração tendem a ser bem aproveitados. Seu cuidado com os detalhes é notado. Estabeleça uma rotina de prática, busque retorno de quem sabe mais e comemore cada pequeno avanço. A maestria é feita de dias comuns bem vividos.',
        reversed:
          'Excesso de trabalho ou perfeccionismo podem estar comprometendo a qualidade e o bem-estar. Talvez você revise a mesma tarefa dezenas de vezes sem entregar, ou trabalhe tantas horas que a criatividade se esgota. Também pode faltar motivação, com tarefas feitas no automático. Reavalie prioridades, defina o que é bom o suficiente e proteja seu tempo de descanso.',
      },
      conselho: {
        upright:
          'Escolha uma habilidade e pratique um pouco todos os dias. Não espere inspiração: a disciplina gentil é o que leva longe. Registre seu progresso para ver o caminho percorrido. E aprecie o momento de concentração, aquele em que o mundo some e só existe a tarefa nas mãos. É nesse estado que o aprendizado se aprofunda sem esforço aparente.',
        reversed:
          'Solte a régua da perfeição por um momento. Defina um padrão de qualidade razoável e entregue quando alcançá-lo. Se o problema for o desânimo, mude a forma de praticar: um ambiente novo, um colega de estudo, um desafio diferente. O ofício continua valioso mesmo nos dias em que você só consegue um pouco. Pouco, repetido, vira muito.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'pentacles-9': {
    keywords: [
      'autonomia',
      'conforto conquistado',
      'autossuficiência',
      'refinamento',
      'prazer',
      'independência',
    ],
    reversedKeywords: ['dependência', 'aparências', 'isolamento', 'insegurança', 'conforto que aprisiona'],
    description:
      'O Nove de Ouros é o jardim próprio de quem cultivou com paciência e agora pode desfrutar, com autonomia, do que construiu.',
    longDescription: paragraphs(
      'Nove moedas douradas com estrelas de cinco pontas: oito em duas colunas e uma no centro, cercada pelas outras como um jardim em volta da casa. Embaixo, os campos arados já mostram brotos fortes. A estrela do canto brilha serena sobre a colheita.',
      'A carta fala da autonomia conquistada. Depois de muito cultivo, há um lugar, material ou interior, onde se pode descansar, apreciar o belo e sentir prazer sem culpa. Não depende da aprovação alheia nem de grandes festas: é a satisfação tranquila de quem sabe o que tem e o que vale.',
      'Na vida, aparece como o apartamento arrumado do seu jeito, o diploma na parede, o tempo livre para um passatempo, o prazer de um passeio com amigos ou com os próprios pensamentos. Também como a confiança de quem não precisa provar mais nada. O convite é desfrutar do que se construiu com gratidão, sem deixar que o conforto vire isolamento.',
    ),
    alt: 'Nove moedas douradas com estrelas de cinco pontas, oito em duas colunas e uma no centro, sobre campos arados com brotos.',
    meanings: {
      geral: {
        upright:
          'Colher os frutos do próprio esforço é o tema do momento. Você conquistou certo grau de autonomia e pode desfrutar do que construiu com tranquilidade. É tempo de cuidar de si, apreciar as coisas belas e reconhecer o caminho percorrido. A independência aqui não é solidão, e sim liberdade para escolher como viver. Permita-se um pequeno luxo, uma tarde livre, um prazer simples, sem precisar justificar nada a ninguém.',
        reversed:
          'A segurança pode estar dependendo demais de fatores externos, ou o conforto pode ter virado prisão. Talvez você mantenha aparências que custam caro em tempo e energia, ou se isole num lugar confortável demais para arriscar algo novo. Reveja o que é essencial para o seu bem-estar e o que é apenas hábito ou vaidade.',
      },
      amor: {
        upright:
          'Sentir-se bem com a própria companhia fortalece qualquer afeto. Em uma relação, cada pessoa mantém sua individualidade, e isso enriquece o vínculo. Sem par, há liberdade e prazer em desfrutar da própria vida, sem pressa de preencher um espaço. Amor que nasce da plenitude, e não da carência, tende a ser mais leve e generoso.',
        reversed:
          'A autonomia pode estar virando distância nos afetos. Talvez você tenha tanto receio de depender de alguém que não deixa ninguém se aproximar de verdade. Ou, ao contrário, a segurança emocional depende demais da presença do outro. Equilíbrio é poder estar bem consigo e, ao mesmo tempo, abrir espaço para o encontro. Deixar alguém entrar no seu jardim não significa perder a chave.',
      },
      trabalho: {
        upright:
          'A confiança nas próprias capacidades está em alta nos projetos e nos estudos. Você colhe frutos de uma dedicação longa e pode trabalhar com mais autonomia. É um bom momento para apreciar o que conquistou, refinar seu trabalho e definir padrões que reflitam seu valor. Independência profissional bem administrada traz satisfação duradoura. Valorize seu trabalho com clareza, sem pedir desculpas pelo padrão que alcançou.',
        reversed:
          'Dependência de uma única fonte de reconhecimento ou de uma posição pode gerar insegurança. Talvez você trabalhe muito para manter uma imagem de sucesso, à custa do próprio bem-estar. Também é possível que o conforto atual esteja impedindo voos maiores. Reavalie o que realmente sustenta sua autonomia e diversifique seus caminhos de aprendizado. Trabalhar por prazer e não só por imagem muda a qualidade do dia.',
      },
      conselho: {
        upright:
          'Reserve um tempo para desfrutar do que construiu. Um passeio sem pressa, uma refeição caprichada, uma tarde dedicada ao que gosta. Reconheça com orgulho o caminho percorrido. E continue cultivando o seu jardim, porque a autonomia se mantém com cuidado cotidiano. Agradeça, ainda que em silêncio, a quem ajudou você a chegar até aqui, e ofereça ao seu dia um momento de beleza gratuita.',
        reversed:
          'Pergunte o que você faria se ninguém estivesse olhando. Solte as aparências que custam caro e volte ao que dá prazer de verdade. Se o conforto virou esconderijo, aceite um convite, faça uma pergunta, arrisque algo pequeno. Liberdade também é poder sair do jardim quando quiser. Um encontro inesperado pode trazer mais alegria do que qualquer conforto conhecido.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'pentacles-10': {
    keywords: ['legado', 'família', 'raízes', 'estabilidade duradoura', 'tradição', 'pertencimento'],
    reversedKeywords: [
      'conflito familiar',
      'peso da tradição',
      'raízes cortadas',
      'instabilidade',
      'expectativas herdadas',
    ],
    description:
      'O Dez de Ouros é o legado que atravessa gerações, a casa, os costumes e os laços que dão chão a uma vida inteira.',
    longDescription: paragraphs(
      'Dez moedas douradas com estrelas de cinco pontas enchem a carta em duas colunas, com duas entre elas, sem deixar espaço vazio. Embaixo, os campos arados se estendem largos, com brotos em todas as fileiras. A estrela do canto parece guardar o que foi construído ao longo do tempo.',
      'A carta fala do que dura mais do que uma pessoa. Famílias de sangue e de escolha, tradições, saberes, lugares e histórias que passam de mão em mão. É a estabilidade que não nasce de um golpe de sorte, mas do acúmulo paciente de cuidados ao longo do tempo, e que sustenta quem vem depois.',
      'Na vida, aparece como o almoço de domingo, a casa onde todos se reencontram, a receita da avó, o negócio de família, o projeto pensado para durar. Também pode trazer à tona as expectativas herdadas e as tensões entre gerações. O convite é honrar as raízes sem se prender a elas, e pensar no que você quer deixar para quem vem depois.',
    ),
    alt: 'Dez moedas douradas com estrelas de cinco pontas enchem a carta em duas colunas, com duas entre elas, sobre campos arados.',
    meanings: {
      geral: {
        upright:
          'Estabilidade e pertencimento estão em destaque. Você pode sentir o apoio de uma base sólida, seja a família, um grupo querido ou um lugar que chama de casa. É um bom momento para fortalecer laços, cuidar das tradições que fazem sentido e pensar a longo prazo. O que você constrói agora tem potencial para durar e beneficiar outras pessoas.',
        reversed:
          'Tensões em torno da família, da tradição ou do que foi herdado podem estar pesando. Talvez haja expectativas que não combinam com quem você é, ou conflitos antigos que voltam à mesa. Também é possível uma sensação de falta de raízes, de não pertencer a lugar nenhum. Reflita sobre quais heranças quer manter e quais pode transformar.',
      },
      amor: {
        upright:
          'Os afetos ganham profundidade e continuidade. Em uma relação, pode haver desejo de compromisso mais sério, de criar um lar ou de integrar a família de cada um. Sem par, a busca pode estar voltada para alguém com valores parecidos e visão de futuro. Amor que se enraíza em projetos comuns tem força para atravessar as estações.',
        reversed:
          'Interferências familiares ou diferenças de valores podem criar atrito nos afetos. Talvez a relação esteja sendo moldada por expectativas de outras pessoas, ou haja dificuldade em conciliar tradições diferentes. Conversem sobre o que cada um traz de casa e o que querem construir juntos. Um vínculo saudável pode criar suas próprias tradições. Respeitar as famílias de origem não impede de traçar limites gentis.',
      },
      trabalho: {
        upright:
          'Projetos de longo prazo e estruturas duradouras ganham destaque nos estudos e no trabalho. Pode ser o momento de consolidar uma carreira, participar de uma empresa familiar ou construir algo que sirva a muitas pessoas. Pense no legado do que você faz: conhecimentos compartilhados, processos bem documentados, relações de confiança. O que você deixa bem estruturado hoje pode servir a quem vier depois.',
        reversed:
          'A pressão de seguir um caminho tradicional pode estar em conflito com seus desejos. Talvez você sinta o peso de uma profissão escolhida para agradar alguém, ou de uma estrutura rígida que não permite inovação. Reflita sobre o que é seu e o que é herdado. Também vale cuidar da instabilidade: projetos sem base sólida precisam de revisão.',
      },
      conselho: {
        upright:
          'Dedique tempo às suas raízes. Visite alguém da família, registre uma história antiga, prepare uma receita que passou de geração em geração. Pense também no que gostaria de deixar para o futuro e dê um pequeno passo nessa direção hoje. O que dura é feito de gestos repetidos. Um almoço com pessoas queridas já é uma forma de construir tradição.',
        reversed:
          'Separe o que é seu do que foi colocado sobre os seus ombros. Escreva as expectativas que sente vindas da família ou da tradição e marque as que realmente quer cumprir. Converse com calma sobre as que deseja deixar para trás. Honrar as raízes não exige repetir todos os caminhos. É possível amar a família e, ainda assim, seguir por outra estrada.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'pentacles-page': {
    keywords: ['estudo', 'aprendiz', 'curiosidade prática', 'plano', 'primeiros passos', 'concentração'],
    reversedKeywords: ['procrastinação', 'falta de foco', 'plano no papel', 'desinteresse', 'lentidão'],
    description:
      'O Valete de Ouros é o aprendiz que segura uma moeda diante dos olhos e estuda, com calma, o que pode fazer com ela.',
    longDescription: paragraphs(
      'Uma figura jovem de túnica e boina está de pé num campo arado com brotos. Segura uma moeda dourada perto do rosto, com a estrela de cinco pontas bem à vista, e a examina com atenção, como quem estuda uma semente antes de plantá-la. Uma luz suave paira sobre a moeda.',
      'A carta fala do começo de um aprendizado concreto. É a curiosidade voltada para o mundo prático: como as coisas funcionam, como se faz, quanto tempo leva. O aprendiz não tem pressa nem grandes ambições ainda, mas tem foco e disposição para estudar, planejar e dar o primeiro passo com os pés no chão.',
      'Na vida, aparece como a matrícula num curso, o primeiro emprego, o caderno de planejamento, a decisão de aprender a cozinhar, a costurar, a programar. Também pode ser uma notícia prática, uma proposta modesta mas promissora. O convite é estudar com dedicação e transformar a curiosidade em hábito.',
    ),
    alt: 'Uma figura jovem de túnica e boina, de pé num campo arado com brotos, segura uma moeda dourada junto ao rosto.',
    meanings: {
      geral: {
        upright:
          'Uma fase de aprendizado prático começa. Você tem curiosidade e disposição para estudar algo que pode render frutos concretos. É um bom momento para planejar, buscar informações e dar os primeiros passos com paciência. Não é preciso saber tudo agora: o importante é começar com atenção e constância. Cada pequena conquista prática vira base para a seguinte, e o caminho se mostra enquanto você anda.',
        reversed:
          'Planos que ficam só no papel e uma certa preguiça de começar podem estar atrasando seus objetivos. Talvez você adie o estudo ou a tarefa esperando o momento ideal, ou se distraia com mil possibilidades sem se fixar em nenhuma. Escolha um único objetivo, quebre-o em pequenas etapas e comece pela mais simples. O primeiro passo feito vale mais do que dez planejados.',
      },
      amor: {
        upright:
          'Afetos que começam com calma e seriedade estão em destaque. Um encontro pode nascer de interesses comuns, de um curso, de uma atividade prática. Em uma relação, vale aprender mais sobre a outra pessoa, seus gostos e rotinas, com a curiosidade de quem descobre um mundo novo. Gestos simples e concretos falam alto. Uma promessa pequena cumprida vale mais do que uma grande promessa adiada.',
        reversed:
          'Falta de iniciativa ou de atenção pode estar esfriando os afetos. Talvez você espere que a relação aconteça sem esforço, ou trate o amor como algo para depois. Também pode haver insegurança em dar o primeiro passo. Demonstre interesse de forma concreta: uma mensagem, um convite, uma pergunta sobre o dia do outro. Constância no cuidado é o que transforma encontros em vínculo.',
      },
      trabalho: {
        upright:
          'Estudos, cursos e novas habilidades estão favorecidos. Você pode receber uma oportunidade de aprendizado, um estágio, um projeto pequeno que abre portas. Organize um plano de estudos, tome notas, peça orientação. A seriedade com que você trata o começo define muito do que virá depois. Pergunte bastante, erre sem medo nas tarefas de treino e observe como trabalham as pessoas que você admira.',
        reversed:
          'Procrastinação e falta de foco podem estar comprometendo estudos ou projetos. A matéria acumula, o curso fica pela metade, o plano bonito nunca sai da gaveta. Pergunte se falta interesse real ou só um método que funcione. Se for o método, experimente blocos curtos de estudo com pausas definidas; se for o interesse, talvez seja hora de escolher outro caminho.',
      },
      conselho: {
        upright:
          'Escolha algo concreto para aprender e comece hoje, mesmo que seja por quinze minutos. Tenha um caderno só para isso, anote dúvidas e pequenas conquistas. Pergunte a quem já sabe. A paciência de aprendiz é a base de qualquer domínio futuro. Guarde os primeiros rascunhos: um dia eles vão mostrar o quanto você cresceu, e essa lembrança dá ânimo nos dias difíceis.',
        reversed:
          'Troque o plano perfeito por um plano possível. Defina uma meta pequena para esta semana e cumpra-a, sem se comparar a ninguém. Afaste as distrações durante o tempo de estudo. A constância de passos modestos vence a empolgação que some depois do primeiro dia. Se o interesse tiver acabado de vez, permita-se trocar de objetivo sem culpa, e comece o novo com o mesmo cuidado.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'pentacles-knight': {
    keywords: ['constância', 'método', 'responsabilidade', 'paciência', 'confiabilidade', 'rotina'],
    reversedKeywords: ['estagnação', 'teimosia', 'tédio', 'lentidão excessiva', 'excesso de zelo'],
    description: 'O Cavaleiro de Ouros é o passo lento e firme de quem chega longe porque não para de andar.',
    longDescription: paragraphs(
      'Um cavaleiro de elmo com penacho e manto monta um cavalo que segue a passo para a direita, sobre campos arados. Ele segura uma moeda dourada no alto, à vista, com a estrela de cinco pontas voltada para fora. O cavalo não tem pressa, e os sulcos da terra se estendem em ordem sob suas patas.',
      'Entre os cavaleiros, este é o único que não corre. A carta fala da força da constância: fazer o que precisa ser feito, todos os dias, sem alarde e sem atalhos. É a responsabilidade de quem cumpre prazos, cuida dos detalhes e constrói confiança pela repetição. Pode parecer pouco emocionante, e é justamente por isso que funciona.',
      'Na vida, aparece como a rotina de estudos mantida ao longo do semestre, a economia doméstica organizada, o compromisso cumprido mesmo quando ninguém está vendo. Pode descrever uma pessoa de palavra, metódica e paciente. O convite é confiar no ritmo lento, sem deixar que a prudência se transforme em imobilidade.',
    ),
    alt: 'Um cavaleiro de elmo com penacho e manto, montado num cavalo que segue a passo sobre campos arados, segura uma moeda dourada.',
    meanings: {
      geral: {
        upright:
          'Constância e método são seus maiores aliados agora. Pode não haver grandes saltos, mas cada passo dado com cuidado leva a um resultado sólido. Mantenha a rotina, cumpra o combinado e confie no ritmo. Quem observa de fora talvez ache lento, mas você sabe que está construindo algo que não se desfaz com o primeiro vento.',
        reversed:
          'A prudência pode ter virado estagnação. Talvez você repita a mesma rotina por medo de mudar, ou resista a novidades que poderiam melhorar as coisas. O tédio também pode estar minando a disposição. Outra leitura é a do excesso de zelo, que atrasa decisões simples. Permita-se um pequeno risco, uma mudança de método, um dia diferente.',
      },
      amor: {
        upright:
          'Confiabilidade e compromisso marcam os afetos. Em uma relação, a presença constante e os cuidados cotidianos falam mais alto que grandes declarações. Sem par, alguém pode se aproximar devagar, com seriedade e intenções claras. Vale apreciar esse ritmo: o amor que cresce sem pressa cria raízes firmes. Gestos confiáveis, como estar presente no horário combinado, dizem muito sobre o que se sente.',
        reversed:
          'A rotina pode estar apagando a chama. Quando tudo é previsível demais, o afeto corre o risco de virar hábito. Também pode haver resistência em mudar algo que incomoda, ou lentidão em tomar uma decisão importante na relação. Surpreenda com um gesto fora do comum, proponha uma novidade, converse sobre o que anda parado. Às vezes, uma pequena mudança no cotidiano reacende o que parecia apagado.',
      },
      trabalho: {
        upright:
          'Projetos longos e tarefas que pedem disciplina avançam bem. Você é capaz de manter o foco por muito tempo e entregar com qualidade. É um bom período para organizar processos, estudar de forma regular, assumir responsabilidades que exigem confiança. Seu trabalho consistente tende a ser notado, mesmo que sem alarde. Só cuide para que a dedicação não tome o lugar do descanso.',
        reversed:
          'Parado por excesso de cautela ou por falta de estímulo, um projeto pode estar perdendo o fôlego. Talvez você faça as coisas sempre do mesmo jeito, mesmo quando já não funcionam. Ou a rotina ficou tão pesada que o trabalho perdeu sentido. Busque um desafio novo dentro da mesma área, aprenda uma ferramenta diferente, converse sobre outras possibilidades.',
      },
      conselho: {
        upright:
          'Siga o plano, um passo por dia. Escolha uma meta importante e defina uma ação pequena e regular para ela, daquelas que cabem em qualquer agenda. Cumpra-a mesmo nos dias sem vontade. Daqui a alguns meses, o caminho percorrido vai surpreender. Não compare o seu ritmo com o de ninguém: cada estrada tem a sua distância, e o que importa é continuar andando.',
        reversed:
          'Mexa em alguma coisa da rotina esta semana. Mude o caminho, o horário, o método, o lugar de estudo. Se uma decisão está parada há tempo demais, estabeleça um prazo e honre-o. Ser constante não significa ficar no mesmo lugar: significa seguir em frente com firmeza. Uma pequena novidade pode devolver o gosto ao que virou obrigação.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'nao' },
  },
  'pentacles-queen': {
    keywords: ['cuidado prático', 'acolhimento', 'bom senso', 'generosidade', 'lar', 'abundância'],
    reversedKeywords: [
      'descuido de si',
      'sobrecarga',
      'controle',
      'preocupação excessiva',
      'apego ao conforto',
    ],
    description:
      'A Rainha de Ouros é o cuidado que se expressa em gestos concretos, o bom senso que transforma qualquer lugar num abrigo.',
    longDescription: paragraphs(
      'Uma rainha coroada, de cabelos longos, está sentada num trono de espaldar arredondado sobre campos arados. Segura uma moeda dourada junto ao corpo, com o cuidado de quem cuida de uma planta. Os brotos nascem a seus pés, e a luz do alto aquece o trono.',
      'A carta fala do cuidado que se vê: a comida na mesa, a casa em ordem, a conta paga, o abraço na hora certa. É a inteligência prática de quem sabe cuidar de si e dos outros sem discursos, e de quem transforma recursos simples em conforto. Sua generosidade tem os pés no chão.',
      'Na vida, aparece como a pessoa que todos procuram quando precisam de um conselho sensato, a casa onde todos gostam de estar, a capacidade de equilibrar trabalho e afeto. Também lembra que quem cuida também precisa receber cuidado. O convite é nutrir com sabedoria, incluindo a si na lista de quem merece atenção.',
    ),
    alt: 'Uma rainha coroada, de cabelos longos, sentada num trono de espaldar arredondado sobre campos arados, segura uma moeda dourada.',
    meanings: {
      geral: {
        upright:
          'Cuidado prático e bom senso orientam o momento. Você consegue equilibrar responsabilidades e afeto, e transforma recursos simples em conforto para si e para os outros. É tempo de cuidar da casa, do corpo, das finanças do dia a dia e das pessoas queridas. A abundância aqui não é luxo, e sim a sensação de ter o suficiente e saber usar bem.',
        reversed:
          'Cuidar de todos pode estar deixando você para o fim da fila. Sobrecarga, preocupação constante e dificuldade em delegar são sinais de desequilíbrio. Também pode haver a tendência de controlar demais, como se só você soubesse fazer as coisas direito. Reserve tempo e energia para o próprio bem-estar, e permita que outras pessoas ajudem. Cuidar bem não exige fazer tudo.',
      },
      amor: {
        upright:
          'O afeto se manifesta em gestos concretos e acolhedores. Em uma relação, cuidados cotidianos como preparar uma refeição, organizar o espaço comum ou estar presente nos momentos difíceis fortalecem o vínculo. Sem par, a segurança interior atrai pessoas que valorizam estabilidade e carinho. Amor, aqui, é sinônimo de presença. Vale lembrar que quem cuida também precisa de cuidado, então deixe espaço para receber.',
        reversed:
          'O cuidado pode estar virando cobrança ou controle. Talvez você se dedique tanto ao outro que espere o mesmo em troca, e se frustre quando não vem. Ou as obrigações ocupam tanto espaço que o afeto fica para depois. Equilibre dar e receber, e lembre que um relacionamento também precisa de leveza e espontaneidade. Um programa sem planejamento pode ser o melhor presente.',
      },
      trabalho: {
        upright:
          'Seu senso prático e sua capacidade de cuidar das pessoas fazem diferença nos estudos e no trabalho. Você pode ser referência em organização, acolhimento de colegas ou gestão de recursos. É um bom momento para criar um ambiente de trabalho mais humano e eficiente. Projetos que unem cuidado e praticidade prosperam. Seu jeito de tornar o ambiente mais leve faz as pessoas renderem mais.',
        reversed:
          'Excesso de responsabilidades pode estar levando ao esgotamento. Talvez você assuma tarefas que não são suas por achar que ninguém fará tão bem. Ou a preocupação com detalhes impede de ver o quadro maior. Delegue, estabeleça limites e lembre que cuidar do próprio descanso também é uma forma de garantir a qualidade do trabalho. Você não precisa carregar a equipe nas costas para mostrar o seu valor.',
      },
      conselho: {
        upright:
          'Cuide de alguma coisa concreta hoje: prepare uma refeição nutritiva, organize um canto da casa, revise as contas do mês, ligue para alguém querido. Gestos simples de cuidado criam bem-estar duradouro. E inclua você na lista de quem merece atenção. Uma rotina que nutre o corpo e a casa também nutre o ânimo, e esse bem-estar se espalha para quem está por perto.',
        reversed:
          'Deixe alguém cuidar de você por um dia. Diga não a uma tarefa extra, peça ajuda com algo que costuma fazer sem apoio, tire uma tarde para descansar sem culpa. Quem cuida bem dos outros precisa, antes, ter de onde tirar energia. Aceitar cuidado não é fraqueza, é reabastecer a fonte, e quem ama você provavelmente vai gostar de retribuir.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'pentacles-king': {
    keywords: [
      'solidez',
      'administração',
      'responsabilidade',
      'realização',
      'generosidade',
      'segurança construída',
    ],
    reversedKeywords: ['materialismo', 'rigidez', 'teimosia', 'ostentação', 'controle excessivo'],
    description:
      'O Rei de Ouros é a maturidade de quem construiu algo sólido e sabe administrá-lo com responsabilidade e generosidade.',
    longDescription: paragraphs(
      'Um rei coroado e barbado, de manto largo, está sentado num trono de espaldar pontudo, sobre campos arados cheios de brotos. Segura uma moeda dourada com a estrela de cinco pontas à vista, firme na mão. Ao redor, tudo parece bem plantado e bem cuidado.',
      'A carta fala da realização concreta. É o ponto em que o esforço de anos se converte em estrutura: uma casa, uma carreira, uma reputação, um modo de viver estável. Sua autoridade vem da experiência e da confiabilidade, não da pressa. Ele sabe que o que se constrói precisa ser mantido, e que segurança verdadeira inclui partilha.',
      'Na vida, aparece como a pessoa que administra bem o que tem, o conselho de quem já percorreu o caminho, a decisão prudente que protege o futuro de muitos. Também pode mostrar o risco de medir tudo pelo que se possui. O convite é exercer a solidez com generosidade, lembrando que o valor de um reino está no bem que ele faz.',
    ),
    alt: 'Um rei coroado e barbado, de manto, sentado num trono de espaldar pontudo sobre campos arados, segura uma moeda dourada.',
    meanings: {
      geral: {
        upright:
          'Solidez e responsabilidade marcam o momento. Você tem maturidade para administrar o que construiu com prudência e visão de longo prazo. É tempo de tomar decisões sensatas, cuidar das bases da sua vida e, se possível, apoiar quem está começando. A segurança que você oferece aos outros nasce da coerência entre o que diz e o que faz.',
        reversed:
          'O apego à segurança material ou ao status pode estar endurecendo o coração. Talvez você meça o próprio valor, ou o dos outros, pelo que se possui, ou resista a mudanças por medo de perder o controle. Ostentação e teimosia são sinais desse desvio. Lembre que riqueza verdadeira inclui tempo, afeto e liberdade. Pergunte o que você faria com mais tempo, e não só com mais recursos.',
      },
      amor: {
        upright:
          'Estabilidade e cuidado sustentam os afetos. Em uma relação, você pode ser a presença firme que oferece segurança, planeja o futuro e cumpre promessas. Sem par, pessoas maduras e confiáveis podem despertar seu interesse. Lembre apenas de equilibrar a provisão material com a expressão dos sentimentos: presença afetiva também é sustento. Dizer o que sente, de vez em quando, vale tanto quanto resolver.',
        reversed:
          'Tratar os afetos como mais uma área a administrar pode esfriar o vínculo. Controle excessivo, dificuldade em demonstrar vulnerabilidade ou a tendência de resolver tudo com soluções práticas podem afastar a outra pessoa. Nem todo problema afetivo se resolve com planejamento. Abra espaço para a conversa sobre sentimentos, sem pressa de encontrar soluções. Às vezes, o outro só quer ser ouvido.',
      },
      trabalho: {
        upright:
          'Liderança prática e visão estratégica fazem a diferença nos projetos e estudos. Você pode assumir responsabilidades de gestão, orientar uma equipe ou consolidar uma posição conquistada com esforço. É um bom momento para estruturar planos de longo prazo e compartilhar sua experiência com quem está chegando. Sua palavra inspira confiança. Use essa confiança para abrir caminho a outras pessoas.',
        reversed:
          'Rigidez ou foco excessivo em resultados podem prejudicar o ambiente de trabalho. Talvez decisões estejam sendo tomadas apenas com base em números, sem considerar as pessoas. Ou a resistência a inovações está travando o crescimento. Ouça novas ideias, flexibilize processos e lembre que liderança sólida também sabe se adaptar. Escute quem está na linha de frente, porque dali vêm soluções que nenhuma planilha mostra.',
      },
      conselho: {
        upright:
          'Administre o que é seu com cuidado e generosidade. Revise suas bases, como a organização da casa, a rotina, os compromissos assumidos, e fortaleça o que for frágil. Compartilhe sua experiência com alguém que está começando. Um bom reino se mede pelo bem que espalha. E reconheça também o quanto você já construiu, porque essa consciência dá calma para as próximas decisões.',
        reversed:
          'Pergunte o que realmente importa além do que você possui ou controla. Solte uma rigidez, aceite uma ideia diferente, ofereça algo sem esperar retorno. Reconecte-se com o prazer simples que não custa nada. A segurança mais profunda vem de dentro, não do que se acumula. Um dia sem compras, uma conversa longa, um passeio gratuito lembram que a vida boa tem muitas formas.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'nao' },
  },
};
