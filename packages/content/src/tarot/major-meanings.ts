/**
 * The 22 major arcana read in a tarot draw (spec/tarot.md §1): keywords, the four areas upright and
 * reversed, and the yes/no answer. Original Portuguese written for Constelar, in the voice of
 * `arcana.ts`: tendencies and choices, never fate. A reversed card is the card blocked, in excess or
 * turned inward, never a doom.
 */
import type { TarotCardMeanings } from './tarot-card-text';

export const MAJOR_MEANINGS: Record<string, TarotCardMeanings> = {
  'major-0': {
    keywords: ['começo', 'liberdade', 'espontaneidade', 'risco', 'confiança', 'curiosidade'],
    reversedKeywords: ['imprudência', 'hesitação', 'dispersão', 'fuga', 'medo de começar', 'descuido'],
    meanings: {
      geral: {
        upright:
          'Um começo sem roteiro se anuncia, e a tiragem convida você a dar o primeiro passo antes de ter todas as garantias. O Louco fala de curiosidade, de leveza e de uma confiança que nasce do próprio movimento. Portas que pareciam trancadas podem se abrir quando você experimenta em vez de planejar mais uma vez. Leve pouca bagagem e muita atenção: a aventura pede coragem, mas também olhos no caminho.',
        reversed:
          'Invertido, o viajante tropeça de dois jeitos possíveis. Num deles, o salto acontece sem olhar o chão: decisões apressadas, compromissos largados no meio, a pressa confundida com liberdade. No outro, o medo de errar prende o pé no lugar e a vontade de mudar fica só na conversa. Pergunte a si qual dos dois se parece com o seu momento. A saída vale para ambos: um passo pequeno, real e pensado.',
      },
      amor: {
        upright:
          'Leveza e curiosidade marcam a vida afetiva agora. Para quem tem um par, a carta sugere sair do roteiro: um passeio novo, uma conversa sem pauta, o riso de volta à rotina. Para quem está sem compromisso, encontros inesperados ganham espaço, sobretudo longe dos lugares de sempre. Vale viver o começo sem exigir dele respostas definitivas, com honestidade sobre o que você busca e o que ainda não sabe.',
        reversed:
          'Quando o viajante aparece de cabeça para baixo nos afetos, algo oscila entre a fuga e a imprudência. Pode ser a vontade de viver tudo sem assumir nada, o receio de se prender que afasta quem chega perto, ou um salto rápido demais numa relação que ainda não mostrou quem é. Antes de prometer ou de sumir, pare e diga com clareza o que você quer. Liberdade verdadeira inclui responder pelo que se sente.',
      },
      trabalho: {
        upright:
          'Projetos novos, cursos, mudança de área ou aquela ideia guardada na gaveta encontram aqui um sinal de partida. A carta favorece a experimentação: protótipos, testes, conversas com gente de fora do seu círculo habitual. Você não precisa dominar tudo para começar; o aprendizado vem no percurso. Só convém combinar o entusiasmo com um mínimo de estrutura, como um prazo, um horário reservado e alguém que revise seus passos.',
        reversed:
          'Ideias demais e entregas de menos: eis o risco que a carta invertida aponta nos estudos e no trabalho. Talvez haja vontade de largar tudo por impulso, ou talvez um projeto esteja parado porque nenhum começo parece perfeito. Nos dois casos, falta chão. Antes de uma mudança brusca de emprego ou de curso, ou de abrir mais uma frente, faça as contas de tempo e de energia e termine ao menos uma tarefa pendente.',
      },
      conselho: {
        upright:
          'Comece. Não precisa ser grande nem definitivo: uma inscrição, um telefonema, a primeira página de um rascunho. O Louco aconselha confiar no movimento e deixar que o caminho ensine o que o planejamento não consegue prever. Leve o essencial e deixe para trás a exigência de ter certeza. Se o medo aparecer, trate-o como companhia de viagem, nunca como quem dirige.',
        reversed:
          'Olhe onde pisa antes do próximo salto. Com a carta invertida, a orientação é desacelerar sem desistir: revisar riscos, ouvir quem se preocupa com você, separar coragem de pressa. Se o problema for o contrário, um medo que paralisa, escolha uma ação pequena e simples para romper a inércia. Em qualquer caso, a liberdade que você procura cresce quando vem acompanhada de responsabilidade.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'major-1': {
    keywords: ['iniciativa', 'habilidade', 'vontade', 'comunicação', 'recursos', 'foco'],
    reversedKeywords: [
      'dispersão',
      'manipulação',
      'insegurança',
      'talento parado',
      'promessas vazias',
      'truque',
    ],
    meanings: {
      geral: {
        upright:
          'Tudo o que a situação pede já está ao seu alcance: conhecimento, contatos, ferramentas e uma boa dose de engenho. O Mago aponta um momento de iniciativa, em que a vontade consegue transformar ideias em fatos. Comunicar bem faz diferença agora, seja para convencer, negociar ou simplesmente explicar o que você quer. Escolha uma direção e ponha nela a sua energia; o resultado depende mais do seu gesto do que da sorte.',
        reversed:
          'Há talento sobrando e direção faltando. De ponta-cabeça, O Mago espalha a energia em frentes demais, ou então a guarda por insegurança, como ferramenta que nunca sai da mesa. Também vale desconfiar de promessas brilhantes, as suas e as alheias, que dizem mais do que entregam. Recolha os recursos, escolha um alvo só e deixe que os atos falem antes das palavras.',
      },
      amor: {
        upright:
          'Conversa boa, charme e iniciativa colorem os afetos. Quem tem par encontra aqui um convite a propor algo novo, dizer com clareza o que deseja e tomar a frente de um plano a dois. Quem busca alguém ganha ao mostrar interesse em vez de esperar sinais. O encanto existe; falta dar o primeiro passo com sinceridade, mostrando não só o que você sabe fazer, mas também o que sente.',
        reversed:
          'Palavras bonitas nem sempre vêm acompanhadas de presença. Nos afetos, a carta invertida pede atenção a jogos de sedução, promessas que não se cumprem e conversas que encantam mas evitam o essencial, venham elas de você ou da outra pessoa. Também pode indicar receio de se mostrar como se é. Antes de investir mais, observe a coerência entre o que é dito e o que é feito.',
      },
      trabalho: {
        upright:
          'Excelente fase para apresentar ideias, começar um projeto, oferecer um serviço ou estudar algo que exige prática. O Mago favorece quem junta habilidades diferentes e as põe a serviço de um objetivo concreto. Suas palavras têm peso numa reunião, numa entrevista ou numa proposta por escrito. Organize a mesa, literal e figurativamente, e defina o que quer entregar: com foco, a execução flui.',
        reversed:
          'Muitas frentes abertas e pouca coisa concluída descrevem o risco desta fase nos estudos e no trabalho. Na posição invertida, a carta também alerta para apresentações que prometem mais do que o projeto sustenta, ou para um talento seu que fica escondido por falta de confiança. Reduza a lista, termine o que já começou e comunique prazos realistas. Competência mostrada aos poucos convence mais do que um grande anúncio.',
      },
      conselho: {
        upright:
          'Use o que já tem. Antes de procurar o recurso que falta, faça um inventário do que está à mão: tempo, contatos, saberes, objetos. A orientação do Mago é agir com intenção clara e uma única prioridade, falando abertamente sobre o que pretende fazer. Uma palavra dada em voz alta ajuda a transformar vontade em ato, e o momento favorece quem toma a iniciativa.',
        reversed:
          'Menos truques, mais verdade. Se algo parece fácil demais ou depende de convencer alguém a qualquer custo, pare e reveja. O Mago invertido aconselha recolher a energia espalhada, abandonar atalhos duvidosos e reconstruir a confiança nas próprias capacidades com pequenas entregas. Pergunte para que serve cada esforço. Habilidade com propósito vale mais do que qualquer número bem ensaiado.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'nao' },
  },
  'major-2': {
    keywords: ['intuição', 'silêncio', 'mistério', 'sabedoria interior', 'paciência', 'discrição', 'estudo'],
    reversedKeywords: [
      'segredos',
      'desconexão',
      'ruído',
      'distância',
      'intuição ignorada',
      'reserva excessiva',
    ],
    meanings: {
      geral: {
        upright:
          'Nem tudo está à vista, e não precisa estar agora. A Sacerdotisa pede escuta: observar antes de agir, perceber o que as pessoas não dizem e dar valor àquela impressão que chega sem explicação. É um tempo mais de compreender do que de decidir. Estudos, sonhos, anotações e conversas calmas trazem pistas. A resposta amadurece em silêncio, e você vai reconhecê-la quando ela chegar.',
        reversed:
          'Barulho por fora e por dentro dificulta ouvir a própria intuição. Invertida, a carta fala de sinais ignorados, de segredos que pesam ou de um recolhimento que virou distância das pessoas. Talvez você saiba mais do que admite, ou talvez esteja buscando respostas em opiniões alheias demais. Reduza os estímulos, volte a escutar o que sente e considere compartilhar algo que vem guardando há tempo.',
      },
      amor: {
        upright:
          'Discrição e profundidade dão o tom da vida afetiva. Há sentimentos que ainda não foram ditos, talvez dos dois lados, e a carta sugere respeitar esse ritmo sem forçar revelações. Para quem tem par, é hora de escutar de verdade. Para quem procura alguém, a atração pode nascer devagar, numa afinidade de ideias ou num olhar demorado. Confie no que você percebe, mesmo que as palavras ainda não tenham chegado.',
        reversed:
          'Silêncios demais podem esfriar um vínculo. A carta invertida aponta segredos, mensagens ambíguas ou uma reserva que deixa a outra pessoa adivinhando o que se passa. Também pode indicar que a sua intuição vem avisando algo que você prefere não ver. Traga à tona, com cuidado, o que está escondido: uma conversa honesta, no momento certo, desfaz mais nós do que meses de suposição.',
      },
      trabalho: {
        upright:
          'Pesquisa, análise e estudo rendem mais do que exposição neste momento. A Sacerdotisa favorece quem observa o ambiente antes de se posicionar, lê os documentos até o fim e guarda informações estratégicas com discrição. Intuições sobre pessoas e projetos merecem registro. Se houver uma prova, uma leitura longa ou uma decisão técnica pela frente, dê a ela tempo e concentração; entender a fundo vale mais do que correr.',
        reversed:
          'Informações escondidas ou mal compartilhadas podem atrapalhar projetos e estudos. Com a carta invertida, vale conferir o que não foi dito numa reunião, buscar os dados que faltam e desconfiar de conversas de corredor. Também pode ser que você esteja guardando uma boa ideia por receio de exposição. Equilibre a discrição com a comunicação: um saber que ninguém conhece não ajuda a equipe nem a sua trajetória.',
      },
      conselho: {
        upright:
          'Espere antes de responder. A orientação é dar tempo à intuição: dormir sobre o assunto, escrever o que sente, observar mais um pouco. Nem toda pergunta precisa de resposta imediata, e o silêncio também é uma forma de saber. Busque um momento quieto nesta semana, longe de telas e de opiniões, e escute o que surge. A clareza vem de dentro antes de vir de fora.',
        reversed:
          'Pare de buscar fora a resposta que já mora em você. A Sacerdotisa invertida aconselha reduzir o excesso de consultas, conselhos e comparações, e voltar a ouvir a própria voz. Ao mesmo tempo, se algo importante está guardado, talvez seja hora de falar. Escolha uma pessoa de confiança e divida aquilo que vem pesando em silêncio. Intuição compartilhada perde o medo e ganha forma.',
      },
    },
    yesNo: { upright: 'talvez', reversed: 'nao' },
  },
  'major-3': {
    keywords: ['criatividade', 'abundância', 'afeto', 'florescimento', 'beleza', 'cuidado', 'prazer'],
    reversedKeywords: [
      'bloqueio criativo',
      'excesso de cuidado',
      'descuido de si',
      'dependência',
      'acomodação',
      'vaidade',
    ],
    meanings: {
      geral: {
        upright:
          'Fase de florescimento. O que recebeu cuidado começa a crescer, seja um projeto, uma relação, uma casa ou uma ideia. A Imperatriz traz abundância, prazer dos sentidos e um jeito acolhedor de lidar com a vida. Aproveite para criar, enfeitar, cozinhar, plantar, receber pessoas queridas. A generosidade que você oferece encontra caminho de volta, desde que o seu próprio bem-estar também entre na conta.',
        reversed:
          'Algo deixou de crescer, e talvez seja por excesso, não por falta. Com a carta invertida, o cuidado pode ter virado controle, o conforto pode ter virado acomodação, ou a criatividade anda sem espaço entre tantas obrigações. Também é possível que você cuide de todo mundo e deixe a si para depois. Reabasteça a fonte: descanso, beleza, pequenos prazeres e limites claros para o quanto você entrega.',
      },
      amor: {
        upright:
          'Afeto transbordante, sensualidade e carinho marcam os vínculos. Para casais, é hora de cultivar a relação como quem cuida de um jardim: presença, gestos simples, tempo de qualidade. Para quem está sem par, a carta favorece a autoestima e a atração que nasce quando a gente se sente bem na própria pele. Receber amor, e não apenas dar, faz parte desta leitura.',
        reversed:
          'Dar demais e receber de menos desequilibra qualquer relação. Nos afetos, A Imperatriz invertida fala de cuidado que sufoca, de carência que pede provas constantes ou de um vínculo acomodado, em que ninguém mais se esforça para encantar. Observe onde o afeto virou obrigação. Reacender o cuidado consigo é o primeiro passo para que a relação, atual ou futura, volte a florescer.',
      },
      trabalho: {
        upright:
          'Criatividade em alta favorece projetos artísticos, de comunicação, de cuidado e tudo o que precisa de um toque humano. Ideias plantadas antes podem dar frutos agora, e o ambiente de trabalho ganha com a sua capacidade de acolher pessoas e tornar processos mais agradáveis. Nos estudos, aprender com prazer rende mais. Invista em qualidade e acabamento: o que é feito com gosto se destaca.',
        reversed:
          'Bloqueio criativo, projetos que não avançam ou uma rotina que drena o prazer de produzir podem estar no centro desta fase. A carta invertida também aponta o excesso: assumir o cuidado de toda a equipe e deixar as próprias entregas para depois. Revise onde sua energia está sendo gasta. Um ambiente mais bonito, pausas de verdade e tarefas delegadas ajudam a criatividade a voltar.',
      },
      conselho: {
        upright:
          'Cultive em vez de forçar. A Imperatriz sugere tratar seus planos como sementes: solo bom, rega constante e paciência com o tempo natural das coisas. Dê atenção aos sentidos, cozinhe algo gostoso, arrume um canto da casa, caminhe ao ar livre. Quando você se nutre, tudo ao redor recebe mais. A abundância começa no modo como você cuida do que já tem.',
        reversed:
          'Volte a cuidar de si com a mesma dedicação que oferece aos outros. De cabeça para baixo, A Imperatriz aconselha rever onde o afeto virou controle e onde o conforto virou acomodação. Peça ajuda, aceite presentes, diga não a uma tarefa que não é sua. Depois, escolha uma pequena coisa bela para criar nesta semana. Criatividade e autocuidado caminham juntos, e um desperta o outro.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'major-4': {
    keywords: ['estrutura', 'liderança', 'estabilidade', 'responsabilidade', 'limites', 'planejamento'],
    reversedKeywords: [
      'rigidez',
      'autoritarismo',
      'controle',
      'desorganização',
      'teimosia',
      'falta de limites',
    ],
    meanings: {
      geral: {
        upright:
          'Ordem, planejamento e firmeza trazem segurança agora. O Imperador indica um momento de assumir responsabilidades, organizar o que está solto e estabelecer limites claros, consigo e com os outros. Metas com prazo, rotinas definidas e decisões objetivas favorecem qualquer área da vida. Você tem autoridade para conduzir a situação; use-a para proteger e construir, ouvindo quem está em volta.',
        reversed:
          'Controle em excesso ou estrutura em falta: a carta invertida oscila entre esses dois polos. Pode haver regras rígidas demais, alguém, talvez você, tentando comandar tudo, ou então uma desorganização que deixa a vida sem chão. Observe qual dos lados pesa mais. Flexibilizar onde há rigidez e criar pequenos hábitos onde há caos devolvem o equilíbrio e a autoridade verdadeira.',
      },
      amor: {
        upright:
          'Estabilidade e compromisso ganham espaço. Nos relacionamentos, O Imperador favorece acordos claros, planos concretos e cuidado demonstrado pelo que se faz, não apenas pelo que se diz. Para quem está numa relação, pode ser hora de decidir rumos juntos. Para quem busca alguém, a carta valoriza pessoas confiáveis e presentes. Só lembre que proteger não é controlar: firmeza com ternura é o ponto certo.',
        reversed:
          'Disputa de poder e rigidez podem esfriar os afetos. Com a carta invertida, o vínculo corre o risco de virar uma lista de regras, em que um decide e o outro obedece, ou em que ninguém cede. Também pode indicar medo de compromisso disfarçado de independência. Pergunte onde você tem insistido em ter razão. Escutar sem defender sua posição abre mais portas do que qualquer argumento.',
      },
      trabalho: {
        upright:
          'Cargos de liderança, processos a estruturar e metas de longo prazo combinam com esta carta. Nos estudos, um cronograma firme faz a diferença; nos projetos, a definição de papéis e prazos evita retrabalho. Você pode ser a pessoa que organiza a equipe e responde pelos resultados. Assuma esse lugar com clareza, delegue com critério e mantenha a palavra: a confiança dos outros vem daí.',
        reversed:
          'Chefias autoritárias, hierarquias engessadas ou a sua própria dificuldade de abrir mão do controle podem travar o trabalho. O Imperador invertido também fala de falta de estrutura: prazos que escapam, estudos sem método, projetos sem dono. Identifique qual é o caso. Se for rigidez, pergunte à equipe o que mudaria; se for bagunça, comece por uma agenda simples e um único compromisso cumprido à risca.',
      },
      conselho: {
        upright:
          'Ponha ordem antes de avançar. O conselho é criar uma estrutura simples para o que anda solto: um horário fixo, três regras, um limite comunicado com clareza. Assuma a responsabilidade pelas suas escolhas e sustente as decisões tomadas. Firmeza não exige dureza: a melhor autoridade protege, organiza e ainda deixa espaço para que os outros contribuam.',
        reversed:
          'Solte um pouco as rédeas. Às avessas, O Imperador aconselha rever onde o desejo de controlar está gerando tensão, em casa, no trabalho ou dentro de você. Pergunte a alguém próximo em que ponto você poderia ceder, e escute até o fim. Se o problema for a falta de limites, comece com um só, dito com calma. Estrutura boa é a que sustenta a vida sem engessá-la.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'nao' },
  },
  'major-5': {
    keywords: ['tradição', 'ensino', 'valores', 'orientação', 'comunidade', 'compromisso', 'ética'],
    reversedKeywords: [
      'dogmatismo',
      'rebeldia',
      'conformismo',
      'questionamento',
      'regras vazias',
      'caminho próprio',
    ],
    meanings: {
      geral: {
        upright:
          'Caminhos já percorridos por outras pessoas oferecem orientação. O Hierofante fala de tradição, de ensino e de valores compartilhados: um mestre, uma instituição, um grupo ou uma prática que dá sentido ao cotidiano. É um bom momento para aprender com quem tem experiência, seguir um método comprovado e agir de acordo com a sua ética. Pertencer a uma comunidade pode trazer apoio e clareza.',
        reversed:
          'Regras que já não fazem sentido pedem revisão. Com a carta invertida, pesam expectativas familiares, institucionais ou sociais que não combinam mais com quem você é hoje. Também é possível o contrário: rejeitar toda orientação por princípio, sem examinar o que ela oferece. O caminho é olhar cada norma com honestidade, ficar com o que ressoa e ter coragem de trilhar um jeito próprio.',
      },
      amor: {
        upright:
          'Compromisso, valores em comum e rituais compartilhados fortalecem os vínculos. A carta favorece relações sérias, conversas sobre futuro, apresentações à família e celebrações. Para quem procura alguém, encontros podem surgir em grupos, cursos ou comunidades de que você participa. O que une de verdade, aqui, é a afinidade de princípios: vale conversar sobre o que cada pessoa considera essencial.',
        reversed:
          'Expectativas externas pesam sobre o amor. O Hierofante invertido aponta relações moldadas pelo que a família ou a sociedade espera, modelos rígidos de como um casal deve ser, ou uma vontade forte de romper com convenções. Pergunte o que você deseja de fato e, se houver um par, o que a outra pessoa deseja. Um vínculo pode ser sério sem ser convencional; o que importa é que o acordo seja de quem o vive.',
      },
      trabalho: {
        upright:
          'Formação, mentoria e métodos consagrados favorecem o desenvolvimento profissional. É tempo de estudar com quem sabe, buscar certificações, seguir os protocolos da sua área ou ensinar o que você domina. Instituições e empresas tradicionais podem abrir portas. A ética no trabalho ganha peso: agir com coerência e transparência constrói uma reputação que acompanha você por muito tempo.',
        reversed:
          'Burocracia, hierarquias rígidas ou métodos ultrapassados podem frear projetos e estudos. A carta invertida sugere questionar procedimentos que só existem por hábito e propor alternativas com argumentos. Também vale notar se você está seguindo um caminho profissional por expectativa alheia. Inovar não exige desprezar o que funciona: aprenda as regras a fundo e então escolha quais vale a pena mudar.',
      },
      conselho: {
        upright:
          'Procure quem sabe. O Hierofante recomenda buscar orientação numa pessoa experiente, num estudo sério ou numa tradição que faça sentido para você. Leve uma pergunta concreta e escute com humildade. Ao mesmo tempo, reflita sobre os valores que guiam as suas escolhas e pratique ao menos um deles de forma consciente nesta semana.',
        reversed:
          'Pense com a própria cabeça. Na leitura invertida, o conselho é examinar as regras que você segue no automático e perguntar de onde vieram e a quem servem. Não se trata de rejeitar tudo, mas de escolher com consciência. Se uma autoridade, um grupo ou uma tradição pede algo que contraria seus valores, ouça a sua ética. Sabedoria também é saber quando discordar.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'major-6': {
    keywords: ['escolha', 'união', 'valores', 'desejo', 'harmonia', 'sinceridade', 'afinidade'],
    reversedKeywords: [
      'indecisão',
      'desarmonia',
      'dúvida',
      'escolha adiada',
      'valores em conflito',
      'tentação',
    ],
    meanings: {
      geral: {
        upright:
          'Uma escolha importante pede que o coração e os valores falem juntos. Os Enamorados trazem o tema das encruzilhadas: dois caminhos, duas pessoas, duas versões possíveis da sua vida. A carta não decide no seu lugar, mas sugere que a melhor opção é aquela que respeita o que você ama e aquilo em que acredita. Também favorece parcerias, acordos sinceros e a alegria de estar em sintonia com alguém.',
        reversed:
          'Dividir-se entre opções sem escolher nenhuma consome energia. Invertida, a carta aponta indecisão prolongada, conflito entre desejo e valores ou relações em que a harmonia se desfez. Talvez você esteja esperando que a vida escolha em seu lugar, ou tentando agradar a todos ao mesmo tempo. Liste o que de fato importa, aceite que toda escolha deixa algo para trás e decida com o que tem hoje.',
      },
      amor: {
        upright:
          'Atração sincera, afinidade e vontade de construir algo a dois iluminam os afetos. Para quem tem par, a carta celebra o encontro e convida a renovar a escolha um pelo outro, com gestos e conversas que aproximam. Para quem está sem compromisso, pode surgir alguém com quem a conexão vai além da química. Em qualquer caso, o vínculo ganha força quando há valores em comum e liberdade para ser quem se é.',
        reversed:
          'Desencontros, ciúmes ou a dúvida entre duas pessoas podem marcar esta fase. A carta invertida também fala de relações em que a escolha deixou de ser renovada e o desejo perdeu a direção. Antes de decidir pelo impulso, pergunte o que você procura num vínculo e se isso está presente. Sinceridade consigo e com o outro evita mágoas maiores, mesmo quando a conversa é difícil.',
      },
      trabalho: {
        upright:
          'Decisões de carreira, parcerias e escolhas de curso estão em foco. Os Enamorados favorecem propostas que combinam com seus valores e sociedades em que cada parte contribui com o que tem de melhor. Se há duas oportunidades na mesa, compare não só ganhos e prestígio, mas também o quanto cada uma tem a ver com a vida que você quer levar. Trabalhar com gente afinada faz toda a diferença agora.',
        reversed:
          'Conflitos de valores, parcerias desafinadas ou indecisão entre dois caminhos profissionais podem travar o avanço. Com a carta invertida, vale examinar se um acordo está sendo mantido só por conveniência ou se um projeto contraria aquilo em que você acredita. Escolhas adiadas crescem de tamanho. Converse abertamente com sócios e colegas, esclareça expectativas e decida com base no que você quer sustentar a longo prazo.',
      },
      conselho: {
        upright:
          'Escolha com o coração e confira com a consciência. A recomendação é decidir a partir dos seus valores, não do medo de perder a outra opção. Imagine cada caminho vivido daqui a um ano e repare qual deles traz mais paz. Depois, assuma a escolha por inteiro, sem ficar olhando para trás. Compromisso é o que transforma uma preferência em caminho.',
        reversed:
          'A certeza absoluta raramente chega. Os Enamorados invertidos aconselham encarar a indecisão como uma escolha que também tem consequências. Separe o que é desejo passageiro do que é valor duradouro e converse com quem será afetado pela sua decisão. Se o coração se divide entre opções que se excluem, aceite que não dá para ter tudo, e fique com o que traz mais paz.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'major-7': {
    keywords: ['determinação', 'avanço', 'conquista', 'direção', 'autocontrole', 'movimento'],
    reversedKeywords: [
      'falta de rumo',
      'impaciência',
      'forças opostas',
      'atraso',
      'agressividade',
      'perda de controle',
    ],
    meanings: {
      geral: {
        upright:
          'Avanço e determinação estão do seu lado. O Carro mostra alguém que segura as rédeas de forças diferentes e as conduz numa mesma direção. É hora de sair do lugar, assumir o comando da situação e seguir com disciplina, mesmo que o caminho tenha curvas. Viagens, mudanças e conquistas ganham impulso quando você sabe para onde vai e mantém o foco até chegar.',
        reversed:
          'Muita pressa e pouco rumo: de ponta-cabeça, o carro anda em círculos, ou então emperra porque cada cavalo puxa para um lado. Pode haver impaciência, decisões tomadas pela raiva ou a sensação de que a vida escapou do seu controle. Em vez de acelerar, pare e redefina o destino. Com um objetivo claro e as forças alinhadas, o movimento volta a fazer sentido.',
      },
      amor: {
        upright:
          'Iniciativa e clareza movem os afetos. Para quem tem par, O Carro favorece planos conjuntos, uma viagem, uma mudança ou um passo que vocês vinham adiando. Para quem busca alguém, a carta pede atitude: ir até onde as pessoas estão, puxar conversa, propor um encontro. O cuidado é não transformar o amor numa conquista a qualquer custo; a direção precisa ser de dois.',
        reversed:
          'Quem dita o ritmo da relação? Pressa em definir o vínculo, disputas de controle ou um caminho sem rumo podem marcar esta fase. Invertido, O Carro sugere que o desejo de controlar o ritmo, o seu ou o da outra pessoa, está gerando atrito. Também pode falar de sentimentos em conflito. Desacelere, converse sobre para onde cada um quer ir e deixe espaço para que a relação encontre o próprio passo.',
      },
      trabalho: {
        upright:
          'Metas ambiciosas, prazos apertados e competição saudável combinam com esta carta. O Carro favorece quem tem disciplina para manter o ritmo e habilidade para coordenar equipes ou tarefas que puxam em direções diferentes. Projetos concluídos e passos de carreira dependem agora da sua constância. Defina o objetivo com precisão, acompanhe o progresso e celebre cada etapa vencida.',
        reversed:
          'Projetos andando sem direção, esforço que não rende ou brigas por território no ambiente de trabalho podem aparecer. Virado, O Carro indica energia dispersa, pressa que gera erros ou dificuldade de coordenar o que depende de várias pessoas. Nos estudos, pode faltar método. Volte ao plano, corte o que é acessório e retome o controle pelo que é mais simples: uma meta por vez.',
      },
      conselho: {
        upright:
          'Segure as rédeas e siga em frente. O Carro aconselha agir com determinação, definindo um destino claro e mantendo a disciplina mesmo quando surgirem distrações. Reúna suas forças, inclusive as contraditórias, a serviço de um único objetivo. Confiar na própria capacidade de conduzir é metade do caminho; a outra metade é não soltar o volante no primeiro buraco.',
        reversed:
          'Reduza a velocidade para recuperar a direção. A carta invertida recomenda rever se o seu esforço está indo para onde você quer chegar. Se há forças puxando para lados opostos, dentro de você ou ao redor, dê nome a cada uma e decida qual delas merece conduzir. Controle não é dureza; é saber quando acelerar e quando frear, e aceitar uma parada para ajustar a rota.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'nao' },
  },
  'major-8': {
    keywords: [
      'equilíbrio',
      'verdade',
      'responsabilidade',
      'clareza',
      'imparcialidade',
      'coerência',
      'decisão',
    ],
    reversedKeywords: ['parcialidade', 'desequilíbrio', 'culpa', 'injustiça', 'autoengano', 'evasão'],
    meanings: {
      geral: {
        upright:
          'Cada escolha tem peso, e a carta convida a olhar para ele com honestidade. A Justiça fala de equilíbrio, de causa e efeito e de decisões tomadas com a cabeça fria. É um momento de pôr as coisas em ordem, assumir responsabilidades e buscar acordos justos para todos os lados. Quanto mais verdade houver no que você diz e faz, mais clara fica a situação.',
        reversed:
          'Algo está fora do prumo. Invertida, a carta aponta decisões tomadas com pressa ou parcialidade, responsabilidades evitadas ou uma sensação de injustiça que pesa. Também pode indicar um julgamento duro demais, sobre os outros ou sobre você. Olhe os fatos sem se defender nem se condenar, repare o que for possível e lembre que o equilíbrio se recupera com pequenos ajustes honestos.',
      },
      amor: {
        upright:
          'Reciprocidade e clareza são o coração desta leitura. Nos vínculos, a carta favorece conversas francas, acordos justos e relações em que os dois lados dão e recebem na mesma medida. Para quem procura alguém, vale buscar parceria de igual para igual, sem idealizações. Decisões afetivas tomadas agora pedem equilíbrio entre sentimento e razão, e se sustentam melhor quando respeitam os dois.',
        reversed:
          'Desequilíbrio entre o que se dá e o que se recebe pode estar gerando mágoas. Nos afetos, a balança desregulada fala de cobranças, de contas afetivas mal resolvidas ou de falta de sinceridade, sua ou da outra pessoa. Também pode indicar culpa excessiva por escolhas passadas. Em vez de buscar quem tem razão, procure o que é justo. Uma conversa honesta sobre expectativas devolve o prumo ao vínculo.',
      },
      trabalho: {
        upright:
          'Contratos, acordos e avaliações pedem atenção e transparência. A Justiça favorece quem trabalha com ética, documenta decisões e trata colegas com imparcialidade. Nos estudos, rigor e método valem mais do que atalhos. Se houver uma negociação ou uma decisão importante, leia cada detalhe e pese prós e contras sem pressa. O que é feito com retidão se sustenta por mais tempo.',
        reversed:
          'Situações injustas no trabalho, acordos mal explicados ou responsabilidades jogadas de um lado para outro podem incomodar. A carta invertida pede cuidado com documentos, prazos e combinados verbais, e também com a tentação de atalhos pouco éticos. Se algo parecer desequilibrado, registre os fatos e busque os canais adequados para resolver. Assumir sua parte com clareza protege você e a equipe.',
      },
      conselho: {
        upright:
          'Pese com calma antes de decidir. Reúna os fatos, ouça os lados envolvidos e escolha aquilo que você conseguiria defender com tranquilidade diante de qualquer pessoa. Tenha honestidade consigo sobre motivos e consequências. Depois de decidir, assuma a escolha e as responsabilidades que vêm com ela. Justiça começa no modo como você trata a própria palavra.',
        reversed:
          'Chegou a hora do acerto de contas consigo. A Justiça invertida aconselha reconhecer onde você tem sido parcial, fugindo de um fato incômodo ou culpando a si ou aos outros mais do que o necessário. Repare o que puder ser reparado, peça desculpas se couber e solte o que não depende de você. O equilíbrio volta quando a verdade ocupa o centro.',
      },
    },
    yesNo: { upright: 'talvez', reversed: 'nao' },
  },
  'major-9': {
    keywords: [
      'introspecção',
      'solitude',
      'prudência',
      'busca interior',
      'maturidade',
      'paciência',
      'orientação',
    ],
    reversedKeywords: [
      'isolamento',
      'fuga do mundo',
      'solidão pesada',
      'teimosia',
      'resistência a conselhos',
      'estagnação',
    ],
    meanings: {
      geral: {
        upright:
          'Recolher-se por um tempo pode ser a decisão mais sábia. O Eremita pede pausa, silêncio e reflexão para encontrar respostas que o barulho do dia a dia esconde. Não se trata de fugir, mas de iluminar o próprio caminho com calma, um passo de cada vez. Conselhos de pessoas mais experientes, leituras e caminhadas ajudam. A clareza que nasce agora vale por muito tempo.',
        reversed:
          'A solitude virou isolamento? Invertida, a carta fala de distância excessiva das pessoas, de fechamento diante de ajuda ou, no outro extremo, de medo de ficar a sós com perguntas importantes. Observe para que lado você pende. Se for recolhimento demais, procure alguém de confiança; se for barulho demais, reserve um tempo de silêncio. O equilíbrio está entre os dois.',
      },
      amor: {
        upright:
          'Entender o que se quer vem antes de buscar no outro a resposta. O Eremita favorece a maturidade afetiva: relações calmas, em que cada pessoa tem seu espaço, e períodos sem par vividos como oportunidade de autoconhecimento. Para casais, conversas profundas e momentos de quietude juntos fortalecem o laço. O amor que chega agora, ou que se renova, valoriza a escuta e a paciência.',
        reversed:
          'Distância emocional pode estar esfriando os afetos. A carta invertida aponta isolamento dentro de uma relação, dificuldade de se abrir ou a decisão de se fechar para novos encontros por medo de sofrer. Também pode indicar que a solidão virou conforto demais. Dê um passo de aproximação, ainda que pequeno: uma mensagem, um convite, uma confidência. Ninguém precisa atravessar o inverno sem companhia.',
      },
      trabalho: {
        upright:
          'Estudo aprofundado, pesquisa e trabalho concentrado rendem muito nesta fase. O Eremita favorece especialização, mentoria e tarefas que pedem paciência e atenção aos detalhes. Pode ser um bom momento para repensar a carreira com calma, longe da pressão de decisões imediatas. Aceite o ritmo mais lento: o conhecimento que você constrói agora é sólido e vai iluminar escolhas futuras.',
        reversed:
          'Isolamento na equipe, perfeccionismo ou resistência a pedir ajuda podem atrasar projetos e estudos. Invertido, O Eremita sugere que o recolhimento passou do ponto: talvez você esteja guardando conhecimento, evitando trocas ou insistindo num caminho sem ouvir ninguém. Compartilhe o que sabe, peça retorno sobre o que faz e aceite que boas ideias também nascem da conversa. Sair da caverna faz parte do processo.',
      },
      conselho: {
        upright:
          'Acenda a própria lanterna. Reserve um tempo de silêncio, sem telas, para escutar o que você pensa de verdade sobre a situação. Caminhe, escreva, medite, procure alguém mais experiente se sentir necessidade. Não aceite a pressa alheia como critério de decisão. As respostas chegam a quem se dispõe a procurar com paciência, um passo iluminado de cada vez.',
        reversed:
          'Volte a conversar com o mundo. O Eremita, quando invertido, aconselha reabrir canais com pessoas de confiança, aceitar uma ajuda que vem sendo recusada e sair da repetição de pensamentos. Se, ao contrário, você foge de qualquer momento de quietude, experimente passar meia hora a sós com uma pergunta. Sabedoria se faz entre o recolhimento e o encontro.',
      },
    },
    yesNo: { upright: 'talvez', reversed: 'nao' },
  },
  'major-10': {
    keywords: ['ciclos', 'mudança', 'oportunidade', 'movimento', 'adaptação', 'virada', 'acaso'],
    reversedKeywords: [
      'resistência à mudança',
      'repetição',
      'contratempos',
      'instabilidade',
      'ciclo travado',
      'apego ao controle',
    ],
    meanings: {
      geral: {
        upright:
          'A vida está girando, e a carta convida você a girar com ela. A Roda da Fortuna anuncia viradas, encontros inesperados e oportunidades que aparecem quando menos se espera. Nem tudo depende do seu controle, mas a maneira como você responde faz toda a diferença. Mantenha os olhos abertos para os sinais e aproveite o impulso do momento: fases de movimento favorecem quem se adapta com agilidade.',
        reversed:
          'Padrões que se repetem pedem atenção. Com A Roda invertida, a mudança pode estar travada por resistência, ou os contratempos parecem chegar em sequência. Em vez de lutar contra o giro, observe o que esse ciclo quer ensinar: que hábito, escolha ou crença continua trazendo você ao mesmo ponto? Quando a lição é compreendida, a roda volta a se mover.',
      },
      amor: {
        upright:
          'Novidades afetivas podem surgir de forma inesperada. A Roda favorece reencontros, encontros ao acaso e mudanças de fase numa relação, como um novo passo ou uma nova rotina a dois. Para quem está sem par, situações fora do comum abrem possibilidades. Receba o movimento com leveza: o amor, agora, responde melhor à abertura do que ao planejamento rígido.',
        reversed:
          'Os mesmos desencontros de sempre? Invertida, a carta fala de ciclos afetivos que se repetem, de relações que oscilam entre altos e baixos ou de resistência a uma mudança necessária. Observe o padrão: o tipo de pessoa que atrai você, as brigas que voltam, as escolhas que se parecem. Romper o ciclo começa por entender a sua parte nele.',
      },
      trabalho: {
        upright:
          'Mudanças de cenário podem abrir portas profissionais: um convite, uma vaga, um projeto que muda de rumo, uma oportunidade de estudo. A Roda da Fortuna favorece quem está disponível para o novo e sabe aproveitar o momento certo. Acompanhe o que acontece na sua área e mantenha os contatos ativos. Sorte, aqui, é o encontro entre preparação e oportunidade.',
        reversed:
          'Atrasos, mudanças de planos ou uma sensação de instabilidade podem marcar o trabalho e os estudos. A carta invertida pede flexibilidade: insistir no que já não funciona só aumenta o desgaste. Revise planos, prepare alternativas e evite decisões grandes no meio da turbulência. Fases de baixa também passam, e o que você aprende nelas fortalece a próxima subida.',
      },
      conselho: {
        upright:
          'Aproveite o giro. Aceite que a vida está em movimento e aja a favor dele: diga sim a um convite, teste um caminho novo, solte o que já cumpriu seu ciclo. Não tente controlar cada variável. Faça a sua parte com atenção e deixe espaço para que o inesperado trabalhe a seu favor.',
        reversed:
          'Quebre o padrão. Com A Roda travada, a orientação é identificar a situação que se repete na sua vida e mudar uma única coisa na forma como você reage a ela. Não espere que a sorte vire por conta própria: pequenas escolhas diferentes movem a roda. Se a fase é de baixa, cuide do essencial e lembre que ciclos, por definição, passam.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'major-11': {
    keywords: ['coragem', 'paciência', 'autodomínio', 'compaixão', 'resiliência', 'gentileza', 'confiança'],
    reversedKeywords: ['insegurança', 'impulsividade', 'autocrítica', 'desânimo', 'força bruta', 'medo'],
    meanings: {
      geral: {
        upright:
          'Coragem serena é o tema desta tiragem. A Força não fala de dominar pela força bruta, mas de lidar com impulsos, medos e situações difíceis com paciência e gentileza. Há mais recursos internos em você do que parece. Ao acolher suas emoções em vez de brigar com elas, você ganha firmeza para enfrentar o que vier. Persistência calma, agora, vence o que a pressa não resolve.',
        reversed:
          'Insegurança ou explosão: a energia da carta invertida foge do equilíbrio. Talvez você duvide da própria capacidade e recue diante de desafios que daria conta de enfrentar, ou talvez a impaciência esteja tomando decisões em seu lugar. Também pode haver autocrítica demais. Trate-se com a mesma paciência que ofereceria a alguém querido. A força volta quando o medo é ouvido, e não obedecido.',
      },
      amor: {
        upright:
          'Paciência e ternura fortalecem os vínculos. A carta favorece relações em que as diferenças são tratadas com delicadeza e em que há confiança para mostrar vulnerabilidades. Para quem tem par, é hora de acolher em vez de cobrar. Para quem busca alguém, a confiança em si atrai conexões mais verdadeiras. O amor cresce onde há coragem de ser gentil.',
        reversed:
          'Ciúmes, cobranças ou medo de não ser suficiente podem desequilibrar os afetos. Invertida, a carta fala de emoções que explodem ou se escondem, e de uma autoestima abalada que pede provas constantes. Antes de reagir, respire e dê nome ao que sente. Cuidar da própria estabilidade emocional, com apoio se for preciso, muda a forma como você se relaciona.',
      },
      trabalho: {
        upright:
          'Desafios profissionais pedem firmeza tranquila, e ela está ao seu alcance. A Força favorece negociações delicadas, lideranças que inspiram pelo exemplo e estudos que exigem persistência. Pessoas difíceis respondem melhor à sua calma do que a qualquer confronto. Mantenha o ritmo mesmo quando os resultados demorarem: constância e autocontrole abrem caminhos duradouros.',
        reversed:
          'Falta de confiança pode estar levando você a recusar oportunidades ou a se calar em reuniões. A carta invertida também aponta o contrário: irritação, confrontos desnecessários e decisões tomadas no impulso. Observe qual das formas aparece no seu dia a dia. Pequenas conquistas registradas por escrito ajudam a lembrar do que você é capaz, e uma pausa antes de responder evita desgastes.',
      },
      conselho: {
        upright:
          'Firmeza e gentileza podem andar juntas. A Força sugere encarar o que assusta com calma, sem negar o medo e sem deixar que ele decida. Acolha suas emoções, respire antes de agir e confie na paciência. Domar um impulso não é reprimi-lo, é dar a ele uma direção. A coragem de hoje pode ser silenciosa e, ainda assim, transformadora.',
        reversed:
          'Recupere a confiança com passos pequenos. Quando A Força aparece invertida, a orientação é trocar a autocrítica por encorajamento e a reação impulsiva por uma pausa consciente. Lembre de uma situação difícil que você já atravessou e do que aprendeu com ela. Se o medo estiver grande, peça apoio: força também é saber quando se apoiar em alguém.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'major-12': {
    keywords: [
      'pausa',
      'entrega',
      'nova perspectiva',
      'paciência',
      'desapego',
      'espera',
      'sacrifício consciente',
    ],
    reversedKeywords: [
      'impasse',
      'resistência',
      'espera estéril',
      'martírio',
      'indecisão',
      'sacrifício inútil',
    ],
    meanings: {
      geral: {
        upright:
          'Parar também é movimento. O Enforcado descreve um momento suspenso, em que forçar a situação não adianta e a melhor saída é mudar o ângulo de visão. Aquilo que parecia um atraso pode revelar a chance de compreender o que antes passava despercebido. Aceite a pausa sem culpa, solte o que não está sob seu controle e deixe que a nova perspectiva mostre o próximo passo.',
        reversed:
          'Esperar por esperar desgasta. Invertida, a carta fala de impasses que se arrastam, de sacrifícios que ninguém pediu ou de resistência em soltar algo que já não serve. Pode ser que você esteja adiando uma decisão à espera de um sinal que não chega. Pergunte o que essa espera protege. Às vezes, o passo que destrava tudo é aceitar a perda de uma expectativa.',
      },
      amor: {
        upright:
          'Um olhar diferente, junto com paciência, pode ser exatamente o que a relação pede. O Enforcado sugere suspender julgamentos e tentar ver a situação pelos olhos da outra pessoa. Para quem tem par, pode ser um período mais calmo, de espera ou de revisão. Para quem busca alguém, a carta pede que se solte a pressa e as listas rígidas de exigências. Entregar-se sem perder a si é o aprendizado do momento.',
        reversed:
          'Dar tudo e esperar em troca, sem nunca dizer, pode transformar o amor num lugar de sacrifício. A carta invertida aponta relações paradas, promessas de mudança que não se cumprem ou a tendência de se anular pelo outro. Observe há quanto tempo você vem esperando e de que tem aberto mão. Amar não exige sofrer; às vezes exige dizer chega a um padrão antigo.',
      },
      trabalho: {
        upright:
          'Projetos em pausa, decisões aguardando aprovação ou uma fase de transição nos estudos podem marcar o momento. Em vez de lutar contra o atraso, use o tempo para revisar, estudar, reorganizar e olhar o trabalho de um ponto de vista novo. Soluções criativas surgem quando se abandona o caminho óbvio. Um pequeno sacrifício agora, como adiar um plano, pode abrir espaço para algo melhor.',
        reversed:
          'Estagnação profissional, tarefas que não andam ou um esforço sem reconhecimento podem estar gerando desânimo. Ao aparecer invertido, O Enforcado sugere que a espera passou do razoável ou que você vem se sacrificando por um projeto que não devolve nada. Reavalie prioridades, converse sobre o que está travado e considere mudar a abordagem. Persistir é virtude; insistir no impasse, não.',
      },
      conselho: {
        upright:
          'Solte e observe. Mude de lugar, literal ou figurativamente: converse com alguém de fora, vire o problema de cabeça para baixo, pergunte o que aconteceria se você não fizesse nada por enquanto. Nem toda situação se resolve com ação imediata. A entrega consciente, que não é desistência, abre espaço para respostas que o esforço não alcança.',
        reversed:
          'Decida o que vem sendo adiado. O Enforcado invertido aconselha encerrar a espera estéril: dê um prazo a si, faça a pergunta que falta ou abra mão do que já não tem volta. Pare também de se sacrificar para provar algo a alguém. Mudar de perspectiva, agora, é reconhecer que você pode escolher sair do impasse.',
      },
    },
    yesNo: { upright: 'talvez', reversed: 'nao' },
  },
  'major-13': {
    keywords: [
      'transformação',
      'encerramento',
      'renovação',
      'desapego',
      'fim de ciclo',
      'recomeço',
      'libertação',
    ],
    reversedKeywords: [
      'resistência ao fim',
      'estagnação',
      'apego',
      'medo de mudar',
      'transição lenta',
      'repetição',
    ],
    meanings: {
      geral: {
        upright:
          'Um ciclo chega ao fim para que outro possa começar. Apesar do nome, a carta fala de transformação simbólica, não de um fim literal: hábitos, fases, papéis e situações que já cumpriram sua função pedem encerramento. Deixar ir pode doer, mas também libera espaço e energia. Aquilo que termina agora abre o terreno para uma versão mais verdadeira da sua vida.',
        reversed:
          'Segurar o que já acabou prolonga o desconforto. Invertida, a carta aponta resistência a uma mudança necessária, apego a situações esgotadas ou uma transição que se arrasta porque o medo do novo fala mais alto. Talvez você saiba que uma fase terminou, mas ainda não tenha se despedido dela. Dar nome ao fim, com respeito ao que foi vivido, é o que permite seguir.',
      },
      amor: {
        upright:
          'Transformações profundas mexem com os afetos. Uma relação pode estar mudando de forma, deixando para trás velhos padrões para ganhar uma nova fase, ou um vínculo que já não faz bem pode pedir despedida. Para quem está sem par, é hora de encerrar de vez histórias passadas e abrir espaço. Nenhum dos caminhos é sentença: a carta fala de renovação, do que nasce quando se deixa ir.',
        reversed:
          'Apego a uma história que já terminou, ou medo de mudar o que precisa mudar dentro de uma relação, pode estar travando o coração. A carta invertida fala de términos que não se concluem, de reatar por hábito ou de evitar conversas que transformariam o vínculo. Pergunte o que você mantém por amor e o que mantém por medo. A clareza sobre isso já é um começo.',
      },
      trabalho: {
        upright:
          'Encerrar um projeto, mudar de função, concluir um curso ou deixar uma área para trás: a carta favorece transições profissionais conscientes. O que não tem mais espaço para crescer pode ser liberado, abrindo caminho para algo alinhado com quem você é agora. Faça as despedidas com cuidado, organize o que fica e registre o que aprendeu. Finais bem feitos tornam os começos mais leves.',
        reversed:
          'Permanecer num trabalho, curso ou projeto esgotado por medo do desconhecido pode estar minando sua energia. Invertida, a carta fala de mudanças adiadas, de reestruturações que não se completam ou de resistência a novas formas de trabalhar. Mapeie o que já acabou de fato e o que ainda tem vida. Pequenos encerramentos, feitos agora, ajudam a evitar rupturas mais bruscas depois.',
      },
      conselho: {
        upright:
          'Deixe ir. Identifique o que já cumpriu seu papel, seja um hábito, uma expectativa, um objeto ou uma rotina, e encerre com gratidão. Faça um pequeno ritual de despedida, se ajudar: escrever, guardar, doar. Não se apresse em preencher o vazio. O novo precisa de espaço para chegar, e esse espaço começa no que você solta.',
        reversed:
          'Chega de adiar o fim que você já reconhece. De ponta-cabeça, A Morte aconselha olhar com coragem para o que resiste a terminar e perguntar o que o apego protege. Comece por uma despedida pequena e concreta. Aceite a tristeza pelo que foi, sem pressa, mas sem se fixar nela. Transformar pesa menos quando se escolhe o momento.',
      },
    },
    yesNo: { upright: 'nao', reversed: 'talvez' },
  },
  'major-14': {
    keywords: ['equilíbrio', 'moderação', 'harmonia', 'paciência', 'integração', 'serenidade', 'conciliação'],
    reversedKeywords: ['excesso', 'pressa', 'desequilíbrio', 'impaciência', 'extremos', 'desarmonia'],
    meanings: {
      geral: {
        upright:
          'Equilíbrio se constrói aos poucos, misturando na medida certa. A Temperança traz serenidade, paciência e a capacidade de integrar opostos: trabalho e descanso, razão e emoção, o seu ritmo e o dos outros. Não é hora de extremos nem de pressa. Pequenos ajustes diários, feitos com constância, produzem resultados que se sustentam. A harmonia que você busca nasce do meio-termo bem escolhido.',
        reversed:
          'Algo saiu da medida. Invertida, a carta fala de excessos, seja de trabalho, de compromissos, de consumo ou de preocupação, e de uma pressa que atropela o tempo natural das coisas. Também pode indicar conflito entre partes da vida que não conversam. Observe onde está o exagero e onde está a falta. Recuperar o ritmo pede menos força e mais dosagem.',
      },
      amor: {
        upright:
          'Harmonia, diálogo e paciência fazem os vínculos florescerem. A carta favorece relações em que cada pessoa cede um pouco e ambas saem ganhando, sem disputas. Para casais, é tempo de reconciliação, de acertar ritmos e de cultivar a calma. Para quem procura alguém, encontros tranquilos, que crescem devagar, têm mais chance de durar. O amor, aqui, é feito de equilíbrio, não de intensidade a qualquer preço.',
        reversed:
          'Idas e vindas, emoções à flor da pele ou um desequilíbrio entre o quanto cada pessoa se doa podem abalar a relação. A carta invertida sugere que os extremos estão falando mais alto: tudo ou nada, muito perto ou muito longe. Procure o meio-termo numa conversa franca e sem pressa. Relações se ajustam como receitas, com paciência e pequenas correções.',
      },
      trabalho: {
        upright:
          'Cooperação e boa gestão do tempo favorecem os projetos. A Temperança apoia a integração de equipes, a mediação de conflitos e a combinação de habilidades diferentes. Nos estudos, um ritmo estável rende mais do que maratonas. Distribua tarefas com critério, reserve pausas e evite assumir mais do que consegue sustentar. Constância é o seu melhor recurso agora.',
        reversed:
          'Sobrecarga, prazos impossíveis ou conflitos mal administrados desequilibram o trabalho. Fora de prumo, A Temperança alerta para a pressa de resolver tudo ao mesmo tempo e para o descuido com o descanso. Nos estudos, alternar entre excesso e abandono atrapalha o aprendizado. Reorganize a agenda com realismo, negocie prazos e devolva ao seu dia algum espaço vazio.',
      },
      conselho: {
        upright:
          'Misture com paciência. Dose seus esforços e evite decisões extremas: entre o tudo e o nada há muitas possibilidades. Busque integrar o que parece oposto, como firmeza e doçura, planejamento e improviso. Respire, desacelere e confie no tempo de cada processo. Se precisar escolher entre dois caminhos, procure o terceiro, que reúne o melhor de cada um. A calma, agora, é uma forma de inteligência.',
        reversed:
          'Volte ao centro. A Temperança invertida aconselha identificar o excesso que está desequilibrando sua rotina e reduzi-lo um pouco a cada dia. Evite compensar um exagero com outro. Reserve momentos sem estímulo, respeite seus horários de descanso e peça ajuda para dividir responsabilidades. O equilíbrio se refaz com gestos simples e repetidos.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'major-15': {
    keywords: ['desejo', 'apego', 'intensidade', 'magnetismo', 'ambição', 'tentação', 'sombra'],
    reversedKeywords: [
      'libertação',
      'consciência dos apegos',
      'ruptura de padrões',
      'vergonha',
      'compulsão escondida',
      'recaída',
    ],
    meanings: {
      geral: {
        upright:
          'Desejos intensos e apegos poderosos estão em jogo. O Diabo mostra o que prende: hábitos, relações, ambições ou medos que, mesmo incomodando, exercem uma atração difícil de recusar. A carta não condena o desejo; pede consciência sobre ele. Pergunte o que comanda as suas escolhas agora. Reconhecer uma corrente é o primeiro passo para decidir se você quer mantê-la.',
        reversed:
          'As correntes começam a afrouxar. Invertida, a carta fala do momento em que um padrão antigo se torna visível e, por isso, pode ser mudado: um hábito que domina, uma dependência afetiva, uma ambição que custava caro demais. Também pode apontar tentações que voltam quando se baixa a guarda. Mantenha a atenção e celebre cada pequeno passo de liberdade.',
      },
      amor: {
        upright:
          'Atração magnética, paixão e desejo intenso marcam os afetos. A carta pode indicar química forte e uma vida sensual vibrante, mas também ciúmes, dependência ou jogos de poder. Observe se o vínculo amplia ou aprisiona. Para quem está sem par, a atração por pessoas que não fazem bem merece atenção. Desejo é força vital; o cuidado é não deixar que ele decida tudo em seu lugar.',
        reversed:
          'Sair de um padrão afetivo que prendia é possível agora. Nos afetos, a carta invertida fala de perceber dependências, ciúmes ou relações controladoras e de ganhar força para mudar a dinâmica ou se afastar. Também pode indicar desejos reprimidos que pedem espaço de forma saudável. Liberdade, aqui, é escolher estar com alguém por vontade, e não por medo.',
      },
      trabalho: {
        upright:
          'Ambição e vontade de crescer podem impulsionar sua trajetória, mas a carta alerta para o preço. O Diabo aponta ambientes de pressão, acordos que exigem mais do que deveriam e apego a status ou a dinheiro que leva a aceitar o inaceitável. Ao mesmo tempo, desperta uma energia poderosa de realização. Use essa força com ética e confira se o trabalho está a seu serviço, ou você a serviço dele.',
        reversed:
          'Romper com uma rotina que consome tudo, ou com um ambiente que faz mal, começa a parecer possível. Com as correntes frouxas, a carta favorece a revisão de compromissos assumidos por medo, de jornadas excessivas e de metas que não são suas. Também alerta para recaídas em velhos padrões de excesso. Trace limites claros e reconheça quanto vale o seu tempo.',
      },
      conselho: {
        upright:
          'Olhe de frente para o que prende você. Identifique um apego, uma tentação ou um medo que tem comandado suas escolhas e apenas observe, sem julgamento, por alguns dias. Note quando aparece e o que oferece em troca. Só a consciência já afrouxa a corrente. Desejo bem conhecido pode virar combustível em vez de prisão.',
        reversed:
          'Solte a corrente que já está frouxa. O Diabo invertido aconselha dar o passo de liberdade que você vem ensaiando: cancelar, recusar, dizer não, pedir ajuda se for preciso. Troque a vergonha pela responsabilidade e comemore os avanços, por menores que sejam. Quem reconhece uma dependência já começou a se libertar.',
      },
    },
    yesNo: { upright: 'nao', reversed: 'talvez' },
  },
  'major-16': {
    keywords: [
      'revelação',
      'ruptura',
      'mudança súbita',
      'libertação',
      'verdade',
      'despertar',
      'reconstrução',
    ],
    reversedKeywords: [
      'mudança adiada',
      'crise interna',
      'resistência',
      'tensão acumulada',
      'medo do colapso',
      'transformação íntima',
    ],
    meanings: {
      geral: {
        upright:
          'Estruturas frágeis não resistem à verdade. A Torre fala de mudanças bruscas, revelações ou acontecimentos que desmontam certezas de uma vez. Por mais desconfortável que pareça, o que cai agora estava apoiado em bases instáveis. A carta traz libertação: depois do susto, sobra espaço para construir algo mais honesto. Mantenha a calma, proteja o essencial e deixe que o que precisa ruir se vá.',
        reversed:
          'Uma mudança necessária está sendo adiada, e a tensão cresce por dentro. Invertida, a carta pode indicar uma crise vivida em silêncio, uma verdade que você evita encarar ou o medo de que tudo desmorone. Às vezes a ruptura acontece internamente, numa mudança de crença que ninguém vê. Em vez de segurar as paredes, escolha desmontar com as próprias mãos o que já não se sustenta.',
      },
      amor: {
        upright:
          'Verdades que vêm à tona podem sacudir os afetos. Uma conversa reveladora, uma decisão repentina ou a percepção súbita do que não funcionava mais podem mudar a relação de forma rápida. Para quem está sem par, ilusões sobre alguém podem cair. Embora o momento seja intenso, ele abre espaço para vínculos mais sinceros. O que sobrevive à verdade tem chance real de durar.',
        reversed:
          'Evitar a briga a todo custo pode estar adiando uma conversa que precisa acontecer. Com a carta invertida, tensões acumuladas na relação ficam sem nome, ou uma desilusão é vivida em silêncio. Também pode indicar o medo de que qualquer mudança destrua tudo. Um desabafo cuidadoso agora ajuda a evitar uma ruptura mais dura depois. Fale do que incomoda enquanto ainda há espaço para reconstruir.',
      },
      trabalho: {
        upright:
          'Mudanças inesperadas no trabalho ou nos estudos, como reestruturações, cancelamentos ou revelações sobre um projeto, podem exigir adaptação rápida. A carta fala de estruturas que precisam cair para dar lugar a algo mais sólido. Mantenha a cabeça fria, reveja prioridades e procure as oportunidades que surgem do imprevisto. Às vezes, o fim de um plano é o começo de uma trajetória mais coerente.',
        reversed:
          'Sinais de crise ignorados ou uma tensão que cresce no ambiente de trabalho pedem atenção antes que se acumulem. A carta invertida sugere que uma mudança necessária vem sendo evitada, por você ou pela equipe. Antecipe-se: reveja o que está frágil, converse sobre riscos e faça ajustes enquanto ainda há tempo de escolha. Mudar por decisão é mais leve do que mudar por emergência.',
      },
      conselho: {
        upright:
          'Deixe cair o que está rachado. Não gaste energia escorando estruturas que já mostram sinais de ruína: um plano irrealista, uma mentira confortável, uma imagem sustentada a duras penas. Acolha a verdade, mesmo que ela venha de repente. Depois do abalo, recolha o que vale e comece a reconstruir sobre bases mais honestas.',
        reversed:
          'Provoque a mudança antes que ela se imponha. A Torre invertida aconselha encarar a verdade que vem sendo evitada e agir de forma consciente: uma conversa difícil, uma renúncia, uma revisão profunda de planos. Não é preciso derrubar tudo de uma vez; escolha a primeira parede. Transformações escolhidas pesam menos do que as que chegam por acúmulo.',
      },
    },
    yesNo: { upright: 'nao', reversed: 'nao' },
  },
  'major-17': {
    keywords: ['esperança', 'inspiração', 'renovação', 'fé', 'serenidade', 'generosidade', 'propósito'],
    reversedKeywords: [
      'desânimo',
      'descrença',
      'desconexão',
      'expectativas irreais',
      'esperança guardada',
      'desalento',
    ],
    meanings: {
      geral: {
        upright:
          'Depois da tempestade, a calma volta e o céu se abre. A Estrela traz esperança, inspiração e a sensação de estar no caminho certo, mesmo que a jornada ainda esteja no começo. É um momento de renovar a confiança, cuidar de si com delicadeza e olhar para o futuro com otimismo realista. Sonhos que pareciam distantes ganham contorno. Siga a luz que orienta você.',
        reversed:
          'A luz continua lá, mas está difícil de enxergar. Invertida, a carta fala de desânimo, de descrença nos próprios sonhos ou de uma esperança guardada para evitar uma nova decepção. Também pode indicar expectativas tão altas que nada parece suficiente. Comece pelo pequeno: uma coisa boa por dia, um plano possível, uma pessoa que inspira. A confiança volta aos poucos, como estrelas que aparecem ao anoitecer.',
      },
      amor: {
        upright:
          'Esperança e sinceridade renovam os afetos. A carta favorece relações leves e generosas, em que cada pessoa inspira a outra a crescer. Para quem tem par, é tempo de sonhar juntos e de suavizar mágoas antigas com carinho. Para quem busca alguém, a abertura do coração atrai encontros com afinidade verdadeira. Mostre quem você é, sem máscaras: a autenticidade é o seu melhor brilho.',
        reversed:
          'Decepções passadas podem estar fazendo você desconfiar de novos afetos. A carta invertida aponta desilusão, idealização excessiva de alguém ou a sensação de que o amor bom é só para os outros. Observe as histórias que você conta a si sobre relacionamentos. Permita-se acreditar de novo, começando por gestos simples de afeto, dados e recebidos. O coração se reabre no seu próprio tempo.',
      },
      trabalho: {
        upright:
          'Inspiração e propósito movem o trabalho e os estudos. A Estrela favorece projetos criativos, causas em que você acredita e planos de longo prazo guiados por valores. Pode ser um bom momento para divulgar um trabalho, compartilhar ideias ou retomar um sonho profissional deixado de lado. Confie no seu talento e trabalhe com constância: a visibilidade vem quando a luz é mantida acesa.',
        reversed:
          'Desmotivação ou a impressão de que o esforço não leva a lugar nenhum podem pesar no trabalho. A carta invertida pede que você reconecte o que faz ao porquê de fazer. Talvez um objetivo tenha perdido o sentido, ou talvez as metas estejam altas demais para o momento. Ajuste expectativas, celebre avanços pequenos e busque referências que inspirem. O propósito pode ser reencontrado, às vezes num detalhe.',
      },
      conselho: {
        upright:
          'Confie e siga. A Estrela propõe nutrir a esperança com ações pequenas e constantes: escrever um desejo, dar um passo em direção a ele, compartilhar algo bom que você tem. Cuide do seu bem-estar com gestos delicados e busque fontes de inspiração, como natureza, arte e boas conversas. Não é preciso ver o caminho inteiro para saber que a direção está certa.',
        reversed:
          'Reacenda uma pequena luz. Quando A Estrela sai invertida, o conselho é não esperar o grande sinal para voltar a acreditar. Anote três coisas que ainda dão sentido à sua vida e faça algo por uma delas hoje. Afaste-se, por um tempo, de comparações que desanimam. Esperança é prática: cresce quando é exercitada, mesmo nos dias em que parece pouca.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'major-18': {
    keywords: ['intuição', 'imaginação', 'sonhos', 'incerteza', 'sensibilidade', 'inconsciente', 'mistério'],
    reversedKeywords: ['confusão', 'medos', 'ilusão', 'verdade emergindo', 'inquietação', 'autoengano'],
    meanings: {
      geral: {
        upright:
          'Sombras e reflexos confundem a paisagem, e a carta convida a caminhar com cuidado por terrenos pouco iluminados. A Lua fala de intuição, sonhos e emoções profundas, mas também de incertezas e medos que distorcem a percepção. É um momento para confiar no que você sente sem tomar cada impressão como fato. Observe seus sonhos, anote intuições e evite decisões definitivas antes de ter mais clareza.',
        reversed:
          'A névoa começa a se dissipar. Invertida, A Lua pode indicar que uma confusão está perto de se esclarecer, que um segredo vem à tona ou que um medo perde força ao ser encarado. Em outra leitura, aponta autoengano: insistir numa ilusão para evitar uma verdade incômoda. Pergunte o que você prefere não ver. A clareza, mesmo desconfortável, traz alívio.',
      },
      amor: {
        upright:
          'Sentimentos intensos e difíceis de nomear atravessam os afetos. A carta pode indicar romantismo, atração misteriosa e sonhos compartilhados, mas também inseguranças, ciúmes imaginários ou informações incompletas. Antes de tirar conclusões, converse e confira. Para quem está sem par, cuidado com idealizações: conheça a pessoa como ela é, não como você a imagina.',
        reversed:
          'Ilusões afetivas começam a cair, e isso pode ser bom. Com a carta invertida, dúvidas sobre uma relação encontram respostas, mal-entendidos se esclarecem ou você percebe um padrão que vinha se repetindo sem nome. Também pode haver medo de enxergar a realidade do vínculo. Acolha o que aparece com calma. Amor verdadeiro sobrevive à luz do dia.',
      },
      trabalho: {
        upright:
          'Informações incompletas, cenários nebulosos ou intenções pouco claras exigem cautela no trabalho e nos estudos. A Lua pede que você verifique dados, leia contratos com atenção e desconfie de promessas vagas. Ao mesmo tempo, favorece atividades criativas, de imaginação e de pesquisa sobre o que está oculto. Confie na intuição para perceber o clima, mas confirme os fatos antes de agir.',
        reversed:
          'Dúvidas profissionais começam a se resolver. A carta invertida pode indicar que um mal-entendido se esclarece, que uma informação escondida aparece ou que você entende, enfim, o que estava por trás de um problema. Também alerta para preocupações exageradas que atrapalham o rendimento. Separe fatos de suposições e siga com passos concretos, um de cada vez.',
      },
      conselho: {
        upright:
          'Caminhe devagar no escuro. A Lua recomenda respeitar a incerteza sem se deixar levar por ela: confie na intuição, mas confira os fatos; acolha os medos, mas não deixe que eles decidam. Anote sonhos e impressões, converse com alguém de confiança e espere a luz melhorar antes de dar passos definitivos. A clareza tem seu tempo.',
        reversed:
          'Nomeie o medo em voz alta. Com A Lua invertida, a orientação é trazer para a superfície o que está confuso: escrever as preocupações, separar o que é fato do que é fantasia e fazer a pergunta que você evita. Se houver autoengano, trate-se com gentileza, mas não fuja da verdade. O que se encara de frente perde o tamanho que tinha no escuro.',
      },
    },
    yesNo: { upright: 'talvez', reversed: 'talvez' },
  },
  'major-19': {
    keywords: ['alegria', 'vitalidade', 'clareza', 'sucesso', 'otimismo', 'calor humano', 'espontaneidade'],
    reversedKeywords: [
      'euforia',
      'otimismo excessivo',
      'alegria contida',
      'vaidade',
      'desgaste',
      'brilho ofuscado',
    ],
    meanings: {
      geral: {
        upright:
          'Dias claros e calorosos se abrem diante de você. O Sol traz alegria, vitalidade e a sensação de que as coisas fazem sentido. Conquistas merecem ser celebradas, relações ganham leveza e a verdade aparece sem esforço. É um momento para se mostrar, compartilhar o que você tem de bom e aproveitar a companhia de quem você ama. A confiança, agora, ilumina tudo ao redor.',
        reversed:
          'Nuvens passageiras encobrem um pouco o brilho. Invertido, O Sol fala de alegria contida, de um otimismo que esconde problemas ou de um desgaste que tira o gosto das conquistas. Também pode indicar excesso de exposição e vaidade. Nada disso apaga a carta: ela segue positiva, pedindo apenas ajustes. Reconheça o que está bom, descanse o que precisa e volte a celebrar as coisas simples.',
      },
      amor: {
        upright:
          'Alegria e sinceridade aquecem os afetos. O Sol favorece relações transparentes, cheias de riso, carinho à luz do dia e planos compartilhados. Para casais, é um período de leveza e celebração. Para quem procura alguém, a autenticidade atrai: mostrar-se como é, com entusiasmo e bom humor, abre portas. O amor, aqui, é simples, caloroso e feito de presença.',
        reversed:
          'Expectativas altas demais ou uma alegria que não se mostra podem esfriar os afetos. Com a carta invertida, a relação pode estar boa, mas carente de espontaneidade, ou um dos lados cuida demais da imagem e esconde o que sente. Para quem está sem par, pode faltar confiança para aparecer. Resgate o prazer das coisas simples a dois e fale com franqueza sobre o que falta.',
      },
      trabalho: {
        upright:
          'Reconhecimento, clareza e energia favorecem o trabalho e os estudos. O Sol ilumina projetos em andamento e facilita apresentações, entrevistas e provas, porque a sua confiança fica à vista. Trabalhar em equipe fica mais leve e o entusiasmo contagia. Aproveite para mostrar resultados, pedir o que é justo para você e planejar novas etapas com otimismo.',
        reversed:
          'Entusiasmo demais pode levar a prometer mais do que cabe no prazo. A carta invertida também fala de conquistas que não recebem o reconhecimento esperado, ou de uma queda de ânimo depois de um esforço grande. Nada está perdido: ajuste o cronograma, descanse e mostre seu trabalho com mais clareza. O brilho volta quando o ritmo se equilibra.',
      },
      conselho: {
        upright:
          'Mostre-se. O Sol aconselha viver com transparência e alegria: diga o que pensa, celebre o que conquistou, compartilhe o que sabe. Passe tempo ao ar livre, ria com pessoas queridas, dê espaço à criança curiosa que ainda mora em você. A luz que você oferece volta em forma de confiança e de boas conexões.',
        reversed:
          'Reduza a exigência e reencontre a alegria simples. O Sol invertido aconselha tirar o peso de provar algo, seja nas redes, no trabalho ou nas relações. Descanse quando precisar, desligue-se um pouco da própria imagem e faça algo só pelo prazer de fazer. O sol não deixa de existir por trás das nuvens.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'sim' },
  },
  'major-20': {
    keywords: ['despertar', 'chamado', 'renascimento', 'vocação', 'avaliação', 'perdão', 'propósito'],
    reversedKeywords: [
      'autocrítica',
      'chamado ignorado',
      'culpa',
      'hesitação',
      'julgamento severo',
      'estagnação',
    ],
    meanings: {
      geral: {
        upright:
          'Um chamado interior fica mais forte. O Julgamento fala de despertar, de balanço e de renascimento: é hora de olhar para o caminho percorrido, reconhecer aprendizados e responder ao que a vida pede agora. Velhas questões podem voltar para serem resolvidas de vez. Perdoe o que puder ser perdoado, inclusive em si, e atenda à voz que chama você para uma vida mais inteira.',
        reversed:
          'Adiar a resposta à própria consciência cobra seu preço. Invertida, a carta fala de autocrítica severa, de culpa por escolhas passadas ou de medo de atender a um chamado que assusta pela grandeza. Também pode indicar julgamento duro sobre os outros. Faça um balanço honesto, sem tribunal. Reconhecer o que aprendeu é mais útil do que se condenar pelo que errou.',
      },
      amor: {
        upright:
          'Reencontros, reconciliações ou uma nova fase numa relação podem marcar os afetos. O Julgamento favorece conversas que fazem um balanço honesto do que foi vivido e decisões que renovam o compromisso. Para quem está sem par, é tempo de entender o que as histórias passadas ensinaram e escolher diferente. O amor que renasce agora vem com mais consciência.',
        reversed:
          'Mágoas antigas ainda pesam nos afetos. A carta invertida aponta dificuldade de perdoar, a si ou ao outro, cobranças que se repetem ou o medo de dar uma segunda chance. Também pode indicar um julgamento severo demais sobre a relação. Pergunte o que precisaria acontecer para virar a página, e se isso depende de você. Perdoar não é esquecer; é escolher não carregar mais.',
      },
      trabalho: {
        upright:
          'Vocação e propósito ganham destaque no trabalho e nos estudos. A carta pode trazer avaliações, respostas a processos antigos ou um convite que combina com o que você quer construir. Também favorece quem decide retomar um projeto ou uma formação que ficou para trás. Reflita sobre o que o seu trabalho diz de você e responda ao chamado com coragem.',
        reversed:
          'Dúvidas sobre a carreira, medo de avaliações ou a sensação de que a vocação ficou para trás podem travar o trabalho. A carta invertida pede que se evite tanto a autocrítica paralisante quanto a fuga de retornos necessários. Revise o percurso com objetividade, reconheça o que funcionou e defina um passo concreto. Ainda há tempo para escolher de novo.',
      },
      conselho: {
        upright:
          'Responda ao chamado. Faça um balanço sincero da sua trajetória e identifique o que a vida está pedindo agora: uma mudança, um retorno, um perdão, uma decisão. Não espere a hora perfeita. Escreva o que aprendeu nos últimos anos e escolha uma ação que honre esse aprendizado. Renascer começa com um sim consciente.',
        reversed:
          'Troque o tribunal pela compreensão. Invertido, O Julgamento aconselha suavizar o julgamento que você faz de si e dos outros e olhar os erros como parte do aprendizado. Se há um chamado que você vem evitando, escute-o por alguns minutos sem decidir nada. Perdoe uma coisa pequena hoje. A leveza abre espaço para o despertar.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'major-21': {
    keywords: ['realização', 'conclusão', 'plenitude', 'integração', 'celebração', 'totalidade', 'expansão'],
    reversedKeywords: [
      'conclusão adiada',
      'pendências',
      'incompletude',
      'medo de encerrar',
      'perfeccionismo',
      'estagnação',
    ],
    meanings: {
      geral: {
        upright:
          'Peças soltas encontram o seu lugar, e um ciclo se completa com sentido. O Mundo representa realização, integração e a alegria de ver o esforço ganhar forma. É hora de celebrar o que foi construído, reconhecer o caminho percorrido e se abrir para horizontes mais amplos, como viagens, novos contextos e experiências maiores. A sensação de plenitude vem de ter participado por inteiro da própria história.',
        reversed:
          'Falta um detalhe para fechar o ciclo. Invertida, a carta fala de pendências que impedem a conclusão, de perfeccionismo que adia a entrega ou de medo do que vem depois do fim. Talvez você esteja muito perto de completar algo importante. Identifique o que falta de verdade, resolva e permita-se celebrar. O próximo capítulo espera que a página anterior seja virada.',
      },
      amor: {
        upright:
          'Plenitude e harmonia marcam os afetos. O Mundo favorece relações maduras, em que cada pessoa encontra espaço para ser quem é e, ainda assim, compartilhar um projeto comum. Para casais, pode ser tempo de celebrar uma etapa ou ampliar horizontes juntos. Para quem está sem par, a carta fala de uma completude interna que torna os encontros mais leves e livres.',
        reversed:
          'Algo ficou por dizer ou por encerrar nos afetos. A carta invertida aponta relações que não avançam para a próxima etapa, histórias passadas ainda abertas ou a sensação de que falta uma peça. Também pode indicar medo de compromisso por completo. Observe o que está pendente e conduza a conversa que fecha o ciclo. O vínculo respira melhor quando nada fica pela metade.',
      },
      trabalho: {
        upright:
          'Conclusões importantes e reconhecimento marcam o trabalho e os estudos. O Mundo favorece entregas finais, formaturas, projetos bem concluídos e oportunidades de expandir a atuação, inclusive em outros lugares ou com equipes diversas. Reconheça a sua parte no resultado, sem falsa modéstia. Aproveite para documentar conquistas, agradecer a quem caminhou junto e definir o próximo grande objetivo.',
        reversed:
          'Projetos que não chegam ao fim, formações inacabadas ou a impressão de estar a um passo do objetivo sem conseguir dá-lo podem frustrar. A carta invertida pede foco no acabamento: listar pendências, aceitar uma entrega boa em vez de perfeita e pedir o apoio que falta. Concluir libera energia para o que vem depois.',
      },
      conselho: {
        upright:
          'Celebre e siga adiante. O Mundo aconselha reconhecer o que você já realizou, integrar as lições do caminho e se abrir para um horizonte maior. Faça um ritual de conclusão, agradeça a quem ajudou e pergunte qual é a próxima aventura. Plenitude não é ponto final; é a base para um novo começo.',
        reversed:
          'Termine o que começou. O Mundo invertido aconselha fazer uma lista das pendências que impedem a sensação de conclusão e resolver uma por dia. Solte o perfeccionismo: o bom o bastante, entregue, vale mais do que o perfeito que nunca chega. Depois, celebre. Fechar ciclos dá espaço para o mundo se abrir de novo.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
};
