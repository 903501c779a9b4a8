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
          'Há talento sobrando e direção faltando. De ponta-cabeça, o Mago espalha a energia em frentes demais, ou então a guarda por insegurança, como ferramenta que nunca sai da mesa. Também vale desconfiar de promessas brilhantes, as suas e as alheias, que dizem mais do que entregam. Recolha os recursos, escolha um alvo só e deixe que os atos falem antes das palavras.',
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
          'Muitas frentes abertas e pouca coisa concluída descrevem o risco desta fase nos estudos e no trabalho. A carta invertida também alerta para apresentações que prometem mais do que o projeto sustenta, ou para um talento seu que fica escondido por falta de confiança. Reduza a lista, termine o que já começou e comunique prazos realistas. Competência mostrada aos poucos convence mais do que um grande anúncio.',
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
          'Dar demais e receber de menos desequilibra qualquer relação. Nos afetos, a Imperatriz invertida fala de cuidado que sufoca, de carência que pede provas constantes ou de um vínculo acomodado, em que ninguém mais se esforça para encantar. Observe onde o afeto virou obrigação. Reacender o cuidado consigo é o primeiro passo para que a relação, atual ou futura, volte a florescer.',
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
          'Volte a cuidar de si com a mesma dedicação que oferece aos outros. A carta invertida aconselha rever onde o afeto virou controle e onde o conforto virou acomodação. Peça ajuda, aceite presentes, diga não a uma tarefa que não é sua. Depois, escolha uma pequena coisa bela para criar nesta semana. Criatividade e autocuidado caminham juntos, e um desperta o outro.',
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
          'Solte um pouco as rédeas. A carta invertida aconselha rever onde o desejo de controlar está gerando tensão, em casa, no trabalho ou dentro de você. Pergunte a alguém próximo em que ponto você poderia ceder, e escute até o fim. Se o problema for a falta de limites, comece com um só, dito com calma. Estrutura boa é a que sustenta a vida sem engessá-la.',
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
          'Pense com a própria cabeça. A carta invertida aconselha examinar as regras que você segue no automático e perguntar de onde vieram e a quem servem. Não se trata de rejeitar tudo, mas de escolher com consciência. Se uma autoridade, um grupo ou uma tradição pede algo que contraria seus valores, ouça a sua ética. Sabedoria também é saber quando discordar.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
};
