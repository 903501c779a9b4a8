/**
 * Paus (wands), the suit of fire: will, initiative, creation. Original Portuguese written for Constelar;
 * each reading speaks of tendencies and choices, never of fate (spec/tarot.md §1–2).
 */
import type { MinorCardText } from './tarot-card-text';

const paragraphs = (...parts: string[]): string => parts.join('\n\n');

export const WANDS: Record<string, MinorCardText> = {
  'wands-ace': {
    keywords: ['faísca', 'iniciativa', 'inspiração', 'começo', 'entusiasmo', 'potencial'],
    reversedKeywords: ['adiamento', 'impulso sem rumo', 'desânimo', 'ideia parada', 'começo em falso'],
    description:
      'O Ás de Paus é a faísca que acende um começo: uma vontade nova, ainda crua, pedindo para virar ação.',
    longDescription: paragraphs(
      'Uma mão sai de uma nuvem, no canto da carta, e segura firme um bastão dourado que sobe quase até o arco do céu. Em volta dele, uma coroa de raios se abre como a luz de um fósforo recém-aceso. Embaixo, colinas escuras guardam pequenas chamas, prontas para pegar fogo.',
      'É o primeiro sinal do fogo no naipe de Paus: energia em estado puro, anterior a qualquer plano. A carta fala de uma vontade que desperta, de uma ideia que aquece o peito e de uma coragem que ainda não sabe bem para onde ir. Tudo está em potencial, e por isso tudo depende do que for feito com ela.',
      'Na vida, aparece como o convite para um projeto, a vontade repentina de aprender algo, um interesse antigo que volta com força ou uma conversa que acende o desejo de mudar. O Ás não entrega o mapa; entrega o combustível. Quem acolhe essa faísca com um primeiro gesto concreto costuma descobrir que ela cresce depressa.',
    ),
    alt: 'Uma mão sai de uma nuvem e segura firme um bastão dourado alto, no centro de uma coroa de raios, sobre colinas onde ardem pequenas chamas.',
    meanings: {
      geral: {
        upright:
          'Uma energia nova pede passagem. Pode ser uma ideia, um desejo antigo que volta com força ou simplesmente a disposição de sair do lugar. O momento favorece começos: o calor está aí, e rende mais quando encontra logo um primeiro passo concreto. Não espere ter todos os detalhes resolvidos; deixe que a ação mostre o que a ideia ainda não sabe sobre si.',
        reversed:
          'A faísca existe, mas não está pegando. Talvez haja vontade sem saber por onde começar, ou vários começos sem nenhum sustentado. Também pode ser uma fase de ânimo baixo, em que nada parece valer o esforço. Em vez de forçar, vale perguntar o que apagou o entusiasmo e que pequena coisa poderia reacendê-lo sem pressa.',
      },
      amor: {
        upright:
          'Há calor no ar. Em uma relação, é hora de renovar o desejo, propor algo diferente, rir junto outra vez. Para quem está sem compromisso, um encontro ou um interesse inesperado pode despertar curiosidade. O convite é deixar a atração se mostrar com franqueza, sem esconder o interesse atrás de cautelas que só esfriam o que poderia nascer.',
        reversed:
          'O interesse anda morno ou desencontrado. Pode haver atração sem iniciativa, mensagens escritas e nunca enviadas, desejo que não encontra expressão. Numa relação, a rotina talvez tenha abafado a chama. Antes de concluir que acabou, observe se o que falta é espaço, tempo ou coragem para dizer o que você quer. Às vezes a faísca só precisa de ar.',
      },
      trabalho: {
        upright:
          'Um projeto novo, uma ideia original ou uma proposta de estudo pode chegar com força. A carta favorece quem toma a iniciativa: apresentar a ideia, escrever o primeiro esboço, fazer a inscrição. O entusiasmo é um recurso real agora, e ele convence as pessoas ao redor. Anote o que pensou antes que a empolgação passe e transforme isso em um plano curto.',
        reversed:
          'Ideias não faltam, mas poucas saem do papel. Talvez o projeto tenha começado às pressas e perdido o fôlego, ou o medo de errar esteja segurando a largada. Vale notar também se sua energia está espalhada em frentes demais. Escolha uma só, defina uma tarefa pequena e conclua. O ritmo costuma voltar quando alguma coisa se completa.',
      },
      conselho: {
        upright:
          'Diga sim ao impulso que está pedindo espaço. Não precisa ser grande: um telefonema, uma inscrição, uma primeira página. O conselho é agir enquanto o fogo está aceso, porque a inspiração esfria quando fica só na imaginação. Dê à ideia um corpo, ainda que imperfeito, e deixe que ela cresça a partir daí, com seus próprios erros e acertos.',
        reversed:
          'Não force um entusiasmo que ainda não existe. Se a vontade sumiu, descanse, mude de ares, converse com quem pensa diferente de você. Se há impulso demais, escolha onde colocá-lo antes de sair correndo. Cuide da chama: nem abafada por cobranças, nem espalhada por tantos lados que acabe se apagando antes de aquecer qualquer coisa.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'wands-2': {
    keywords: ['planejamento', 'decisão', 'horizonte', 'visão', 'escolha', 'ambição'],
    reversedKeywords: ['indecisão', 'medo do novo', 'zona de conforto', 'plano adiado', 'horizonte estreito'],
    description:
      'O Dois de Paus é o momento de olhar além do que já se conquistou e decidir se vale partir para algo maior.',
    longDescription: paragraphs(
      'Dois bastões dourados ficam de pé lado a lado, cada um com um par de folhas novas brotando perto do topo. Entre eles há espaço de sobra, como um terreno ainda por ocupar. Colinas com pequenas chamas correm embaixo, e uma estrela no canto do céu marca um ponto distante.',
      'A carta fala do instante que vem depois da primeira faísca: a energia já existe e agora precisa de direção. Um bastão representa o que está garantido; o outro, o que ainda pode ser buscado. Entre os dois, o mundo inteiro cabe na mão, e a pergunta é se a segurança conquistada vai servir de base ou de muro.',
      'Na vida, o Dois de Paus aparece em decisões sobre mudar de cidade, aceitar um desafio, ampliar um projeto, estudar algo novo. É a fase do mapa aberto sobre a mesa, das contas refeitas, das conversas sobre possibilidades. O risco é ficar parado olhando o horizonte por tempo demais; o ganho é partir sabendo o porquê.',
    ),
    alt: 'Dois bastões dourados com folhas brotando ficam de pé lado a lado, sobre colinas com pequenas chamas e sob uma estrela no canto do céu.',
    meanings: {
      geral: {
        upright:
          'Depois de um começo, chega a hora de escolher a direção. Você tem uma base, e a carta pergunta o que fazer com ela: manter como está ou usá-la como ponto de partida. É um bom momento para planejar, pesquisar caminhos e imaginar o passo seguinte com ambição. A decisão não precisa ser apressada, mas precisa acontecer para que a energia não se perca.',
        reversed:
          'O conforto conhecido está pesando mais do que a vontade de ir adiante. Talvez o medo do desconhecido esteja travando uma escolha importante, ou os planos estejam sendo refeitos tantas vezes que nunca saem do rascunho. Vale perguntar o que exatamente assusta no novo. Às vezes basta trocar a grande decisão por um teste pequeno para destravar o movimento.',
      },
      amor: {
        upright:
          'Os vínculos pedem uma conversa sobre futuro. Para quem tem par, pode ser o momento de planejar algo junto, uma viagem, uma casa, um novo acordo. Para quem vive uma fase sem compromisso, a carta sugere ampliar os horizontes, frequentar lugares diferentes, aceitar convites fora do roteiro. O desejo de crescer afetivamente existe; falta transformar a vontade em escolha clara.',
        reversed:
          'Entre ficar e partir, nada se move. Pode haver dúvida sobre o rumo de uma relação, vontade de mais sem coragem de pedir, ou um olhar tão voltado para outras possibilidades que o presente fica sem cuidado. Antes de decidir pelo outro, descubra o que você quer de fato. Uma escolha feita com clareza vale mais que uma espera sem fim.',
      },
      trabalho: {
        upright:
          'Expansão está no horizonte. O momento favorece planos de médio prazo: propor um projeto maior, buscar uma especialização, considerar outro mercado ou outra cidade. Você já provou que sabe fazer; agora se trata de decidir onde aplicar essa capacidade. Pesquise, compare, converse com quem já trilhou o caminho e monte um plano com etapas e prazos realistas.',
        reversed:
          'Planejamento em excesso pode virar esconderijo. Se o projeto vive em planilhas e nunca chega à prática, ou se a proposta segue guardada por receio de recusa, a carta aponta esse freio. Também pode indicar um ambiente que ficou pequeno sem que você admita. Escolha um primeiro movimento concreto e estabeleça uma data para ele, ainda que modesta.',
      },
      conselho: {
        upright:
          'Olhe para longe antes de dar o próximo passo. Escreva o que deseja para os próximos meses, liste as opções reais e escolha uma. O conselho do Dois de Paus é unir visão e decisão: sonhar grande é bom, mas o mundo só cabe na mão de quem decide segurar alguma coisa. Deixe o terraço e comece a descer a escada.',
        reversed:
          'Certeza completa não vem, e esperar por ela só adia a vida. Se o medo está decidindo por você, dê nome a ele e veja o tamanho real que tem. Se há opções demais, elimine as que não combinam com seus valores. Um plano imperfeito em movimento ensina mais do que um plano perfeito guardado na gaveta por anos.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'wands-3': {
    keywords: ['expansão', 'perspectiva', 'espera ativa', 'progresso', 'liderança', 'horizonte'],
    reversedKeywords: ['atraso', 'frustração', 'visão curta', 'retorno lento', 'planos sem apoio'],
    description:
      'O Três de Paus é a espera de quem já lançou seus planos ao mundo e observa, do alto, os primeiros sinais de retorno.',
    longDescription: paragraphs(
      'Três bastões dourados se erguem em fila, um pouco inclinados, como quem se apoia para olhar mais longe. Cada um traz suas folhas novas. Sobre as colinas, pequenas chamas brilham em intervalos, e a estrela no alto da carta parece indicar uma direção a seguir.',
      'Se o Dois era a decisão, o Três é o movimento já em curso. Os navios partiram ou estão chegando; o trabalho feito começa a dar frutos e o olhar se alarga. A carta fala de perspectiva, de pensar em escala maior e de confiar no que foi semeado, sem deixar de acompanhar de perto o que acontece.',
      'No cotidiano, aparece quando um projeto ganha tração, quando surgem parcerias com gente de longe, quando uma viagem ou um estudo amplia o repertório. Também descreve a paciência ativa: esperar o retorno sem cruzar os braços, preparando o próximo passo enquanto as velas ainda estão no meio do caminho.',
    ),
    alt: 'Três bastões dourados com pares de folhas se erguem em fila, um pouco inclinados, acima de colinas onde brilham pequenas chamas.',
    meanings: {
      geral: {
        upright:
          'O que você iniciou começa a ganhar corpo. A carta mostra um período de expansão, em que vale olhar mais longe e pensar em escala maior do que antes. Resultados podem demorar um pouco, mas os sinais são bons. Acompanhe o andamento, mantenha contato com as pessoas envolvidas e aproveite para preparar o próximo passo enquanto espera.',
        reversed:
          'Os retornos estão mais lentos do que o esperado, e a frustração aparece. Pode ser que o plano tenha dependido demais de fatores fora do seu alcance ou que a visão tenha ficado curta para o tamanho do desafio. Em vez de desistir, revise o que está sob seu controle. Ajustar a rota agora evita que a impaciência desfaça o que já foi construído.',
      },
      amor: {
        upright:
          'O vínculo tende a crescer para além do conhecido. Num vínculo já formado, pode surgir o desejo de planejar junto, viajar, conhecer o mundo da outra pessoa. Quem está sem compromisso pode se interessar por alguém de outro lugar ou de outro meio. A fase favorece amores que ampliam a vida, desde que haja conversa honesta sobre o que cada lado espera.',
        reversed:
          'Expectativas e realidade andam desencontradas. Talvez você esteja esperando um gesto que não vem, ou a distância, física ou emocional, esteja pesando. Também pode haver planos feitos por uma pessoa só. Fale do que sente falta e escute o ritmo do outro lado. Um vínculo floresce melhor quando os dois olham para o mesmo horizonte.',
      },
      trabalho: {
        upright:
          'Projetos em andamento tendem a se expandir. Contatos com outras cidades, clientes novos, parcerias ou oportunidades de estudo fora do habitual podem aparecer. É um bom momento para liderar, delegar e pensar estrategicamente. Acompanhe os resultados com atenção, mas sem microgerenciar: a fase pede visão de conjunto, não controle de cada detalhe.',
        reversed:
          'Entregas atrasadas e parceiros que não respondem podem gerar impaciência. A carta sugere revisar prazos, checar se os combinados foram claros e se o plano tem apoio suficiente. Às vezes o projeto precisa de mais gente ou de menos ambição inicial. Ajuste a escala, mantenha a comunicação viva e não tome o atraso como fracasso definitivo.',
      },
      conselho: {
        upright:
          'Suba um pouco mais para enxergar o quadro inteiro. Vale pensar além da próxima semana: onde você quer estar com isso daqui a um ano? Confie no que já foi posto em movimento e use o tempo de espera para se preparar. Quem está de olho no horizonte vê as oportunidades chegando antes de todo mundo.',
        reversed:
          'Ansiedade com resultados não acelera navio nenhum. Se o retorno demora, cuide do que depende de você e solte o resto. Reveja se o plano era realista e se as pessoas certas estão envolvidas. Vale também ampliar a visão: talvez a oportunidade esteja chegando por outro lado, e o olhar fixo num único ponto esteja impedindo de notar.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'wands-4': {
    keywords: ['celebração', 'lar', 'estabilidade', 'conquista', 'comunidade', 'acolhimento', 'marco'],
    reversedKeywords: [
      'festa adiada',
      'tensão em casa',
      'instabilidade',
      'sensação de não pertencer',
      'transição',
    ],
    description:
      'O Quatro de Paus é a festa de um marco alcançado, quando o esforço encontra abrigo e vira motivo para reunir as pessoas queridas.',
    longDescription: paragraphs(
      'Quatro bastões dourados formam uma fileira firme e bem espaçada, como as estacas de uma casa que começa a subir. As folhas brotam em todos eles ao mesmo tempo. Embaixo, colinas suaves com chamas miúdas lembram fogueiras de festa acesas ao longe.',
      'A carta celebra a primeira estrutura sólida do fogo: o entusiasmo que encontrou forma e agora pode descansar um pouco. Fala de lar, de pertencimento, de ritos de passagem e de alegria partilhada. Não é o fim do caminho, mas uma parada merecida para reconhecer o que foi feito e quem ajudou.',
      'Na vida, aparece em mudanças de casa, formaturas, noivados, inaugurações, reencontros de família ou amigos, a conclusão de uma etapa de trabalho. Também descreve um ambiente em que você pode baixar a guarda. Quando surge numa tiragem, lembra que comemorar fortalece os laços e dá fôlego para o próximo ciclo.',
    ),
    alt: 'Quatro bastões dourados com folhas novas formam uma fileira firme sobre colinas com chamas miúdas, sob uma estrela no alto.',
    meanings: {
      geral: {
        upright:
          'Há motivo para celebrar. Uma etapa se completa, uma base se firma, e o momento favorece reunir as pessoas queridas em torno do que foi conquistado. A carta também fala de sentir-se em casa, seja num lugar, num grupo ou na própria pele. Aproveite a leveza da fase e reconheça quem caminhou junto até aqui.',
        reversed:
          'A alegria existe, mas algo impede que ela seja vivida por inteiro. Pode ser uma tensão em casa, uma mudança que ainda não assentou ou a sensação de não pertencer plenamente a um grupo. Outra leitura possível: uma comemoração adiada. Busque os pequenos rituais que devolvem o aconchego e converse sobre o que está desequilibrando o ambiente.',
      },
      amor: {
        upright:
          'Clima de harmonia e compromisso. Em uma relação, a carta favorece passos que tornam o vínculo mais visível: morar junto, apresentar à família, celebrar uma data. Se não há um vínculo firmado, encontros em festas, casamentos ou reuniões de amigos podem trazer boas surpresas. O afeto se fortalece quando é partilhado com a comunidade ao redor.',
        reversed:
          'A relação pode estar passando por uma fase de transição ou de insegurança sobre o lugar de cada um. Talvez haja diferenças sobre casa, família ou planos de convivência. Ou pode ser a sensação de não caber na vida da outra pessoa. Falar abertamente sobre o que significa "lar" para cada lado ajuda a reconstruir a base comum.',
      },
      trabalho: {
        upright:
          'Uma entrega importante, a conclusão de um curso ou a inauguração de um projeto merecem reconhecimento. O ambiente tende a ficar mais colaborativo, e a equipe pode se sentir unida por um objetivo alcançado. Aproveite para celebrar com quem ajudou e para consolidar o que funcionou. Essa base firme será útil nos próximos desafios.',
        reversed:
          'Uma conquista pode passar sem o reconhecimento que merecia, ou a equipe talvez esteja desunida depois de uma fase intensa. Pode haver ainda instabilidade: mudança de setor, de sede, de formato de trabalho. Não deixe o resultado passar em branco; celebre, mesmo que de forma simples, e ajude a restaurar o senso de grupo.',
      },
      conselho: {
        upright:
          'Pare para comemorar antes de correr atrás da próxima meta. Reúna as pessoas que importam, agradeça, marque a data de algum jeito. O caminho é transformar o esforço em memória boa, porque isso alimenta a vontade de seguir. Cuide também do seu espaço: um lar acolhedor é um bastão a mais na estrutura da sua vida.',
        reversed:
          'Não espere a situação perfeita para se sentir em casa. Crie pequenos rituais de acolhimento agora, mesmo com a vida em transição. Se há conflito no ambiente, busque um momento tranquilo para conversar. E, se alguma conquista sua ficou esquecida, celebre-a assim mesmo. Reconhecer o próprio caminho também é uma forma de construir base.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'wands-5': {
    keywords: ['competição', 'atrito', 'debate', 'disputa', 'energia dispersa', 'desafio'],
    reversedKeywords: [
      'conflito evitado',
      'trégua',
      'tensão interna',
      'briga desgastante',
      'acordo possível',
    ],
    description:
      'O Cinco de Paus é o choque de muitas vontades ao mesmo tempo, uma disputa que pode ser jogo ou bagunça, conforme o que se faz dela.',
    longDescription: paragraphs(
      'Cinco bastões dourados sobem em alturas desencontradas, uns mais curtos, outros mais altos, e ninguém na fileira concorda sobre onde fica o topo. Todos têm folhas e todos querem espaço. As pequenas chamas das colinas tremulam embaixo, agitadas como uma conversa acalorada.',
      'Depois da harmonia do Quatro, o fogo volta a se agitar. A carta fala de competição, de opiniões diferentes, de energia que se dispersa porque todo mundo está falando ao mesmo tempo. Nem sempre é briga séria: muitas vezes é o atrito natural de quem tem vontade própria e precisa aprender a dividir espaço.',
      'Na vida, aparece em reuniões caóticas, disputas por vaga ou atenção, discussões em família, debates acalorados nas redes, a concorrência de um mercado. Também descreve o conflito interno de desejos que puxam para lados opostos. O desafio é transformar a disputa em treino, e a bagunça, em conversa com regras.',
    ),
    alt: 'Cinco bastões dourados em alturas desencontradas, cada um com suas folhas, sobem juntos acima de colinas com pequenas chamas.',
    meanings: {
      geral: {
        upright:
          'Muitas forças se chocam ao mesmo tempo. Pode ser uma disputa, um ambiente de competição ou simplesmente vontades diferentes tentando ocupar o mesmo espaço. Nem todo atrito é ruim: ele pode afiar ideias e mostrar do que você é capaz. O ponto é não deixar que a energia se perca em brigas menores, que não levam a lugar algum.',
        reversed:
          'Depois de muito atrito, surge a chance de uma trégua. Ou talvez seja o contrário: um conflito empurrado para debaixo do tapete, que segue fervendo em silêncio. Observe se você está evitando uma conversa necessária por medo de briga. Às vezes a paz verdadeira só chega depois de uma discordância dita com respeito e clareza.',
      },
      amor: {
        upright:
          'Pequenas discussões, ciúme de rivais reais ou imaginários, disputas sobre quem tem razão. O vínculo pode ficar agitado, e nem sempre por motivos graves. Para quem está conhecendo alguém, talvez haja concorrência ou sinais confusos. Lembre que relação não é campeonato: vale escolher as brigas que importam e deixar as outras passarem.',
        reversed:
          'O cansaço das discussões pode levar a uma pausa bem-vinda, ou a um silêncio que esconde mágoas. Se as brigas acabaram porque o assunto foi resolvido, ótimo; se acabaram porque ninguém mais tenta, o alerta está aí. Retome o diálogo com calma, sem querer vencer. Uma relação se fortalece quando o conflito vira conversa.',
      },
      trabalho: {
        upright:
          'Concorrência, reuniões tumultuadas, ideias demais disputando espaço. O ambiente pede habilidade para negociar e para defender seu ponto sem atropelar os outros. Numa seleção ou num projeto disputado, a competição pode estimular seu melhor. Organize a discussão: pauta clara, tempo para cada um falar e critérios definidos ajudam a transformar o caos em decisão.',
        reversed:
          'Conflitos na equipe podem estar diminuindo, ou apenas mudando de forma, virando fofoca, resistência silenciosa ou corpo mole. Se a tensão está escondida, ela cobra um preço alto. Busque uma conversa franca e mediada, se for preciso. Também vale checar se você não está competindo com alguém que poderia ser parceiro.',
      },
      conselho: {
        upright:
          'Escolha suas batalhas. Nem toda discordância merece a sua energia, e algumas só servem para gastar fôlego. Quando decidir entrar na disputa, faça isso com regras claras e respeito pelo adversário. O mais útil agora é usar o atrito como treino: cada debate pode deixar você mais hábil, desde que termine em aprendizado, não em ressentimento.',
        reversed:
          'Não confunda evitar o conflito com resolver o conflito. Se algo incomoda, diga, com cuidado e sem agressão. Se a briga já passou do ponto, proponha uma pausa e volte ao assunto com a cabeça fria. Paz verdadeira pede algum desconforto antes; silêncio imposto só adia a conta para um momento pior.',
      },
    },
    yesNo: { upright: 'talvez', reversed: 'talvez' },
  },
  'wands-6': {
    keywords: ['vitória', 'reconhecimento', 'confiança', 'destaque', 'progresso', 'orgulho'],
    reversedKeywords: [
      'vaidade',
      'reconhecimento que não vem',
      'insegurança',
      'queda de prestígio',
      'dependência de aplauso',
    ],
    description:
      'O Seis de Paus é a vitória reconhecida em público, o momento em que o esforço é visto e celebrado por quem está em volta.',
    longDescription: paragraphs(
      'Seis bastões dourados se alternam em duas alturas, como uma guarda de honra em fila. As folhas novas se repetem de um bastão a outro, num ritmo de marcha. Acima deles, a estrela do canto brilha mais forte, e as chamas das colinas parecem acompanhar o cortejo.',
      'Depois da disputa do Cinco, o fogo encontra seu vencedor. A carta fala de conquista, de mérito reconhecido, de confiança que cresce quando o resultado aparece. É a alegria de ser celebrado pelo que se fez, e também a responsabilidade que vem com a posição de destaque: quem lidera o cortejo é observado por todos.',
      'No dia a dia, aparece como uma aprovação, um elogio público, uma promoção, um trabalho bem recebido, um problema resolvido que conquista o respeito do grupo. Também pode ser uma vitória íntima, sobre um medo ou um hábito antigo. O desafio é receber o aplauso com gratidão, sem depender dele para seguir acreditando no próprio valor.',
    ),
    alt: 'Seis bastões dourados com folhas se alternam em duas alturas, como uma guarda em fila, sobre colinas onde ardem chamas miúdas.',
    meanings: {
      geral: {
        upright:
          'Uma vitória está ao alcance, ou já chegou. A carta indica reconhecimento pelo esforço feito, seja de outras pessoas, seja o seu próprio olhar finalmente dando valor ao caminho. É um bom momento para aparecer, mostrar resultados e aceitar os elogios sem diminuir o que foi conquistado. A confiança que nasce daqui serve de impulso para os próximos passos.',
        reversed:
          'O aplauso não veio, ou veio menor do que o esperado, e isso mexe com a autoconfiança. Ou pode ser o oposto: tanta preocupação com a imagem que o sentido do trabalho se perde. Vale separar o valor do que você fez da reação dos outros. Reconhecimento é bom, mas não pode ser a única medida do próprio caminho.',
      },
      amor: {
        upright:
          'O vínculo ganha orgulho e visibilidade. Em uma relação, pode ser hora de celebrar uma superação a dois ou de apresentar a parceria com alegria. Para quem está sem par, sua autoconfiança em alta torna você mais atraente e disponível para encontros. Há espaço para o amor que admira, que torce pelo outro e comemora as conquistas de cada um.',
        reversed:
          'Pode haver disputa por atenção ou a sensação de que suas qualidades não estão sendo notadas pela outra pessoa. Também vale observar se o vínculo virou vitrine, mais importante por fora do que por dentro. Converse sobre o que cada lado precisa para sentir o próprio valor reconhecido. O afeto verdadeiro dispensa plateia e se alimenta de gestos cotidianos.',
      },
      trabalho: {
        upright:
          'Resultados visíveis e reconhecimento estão em destaque. Uma apresentação bem-sucedida, uma nota alta, um projeto elogiado ou uma promoção podem marcar a fase. Aproveite a visibilidade para propor ideias e assumir responsabilidades maiores. Lembre de dividir o mérito com a equipe: liderar bem inclui reconhecer quem ajudou a carregar os bastões.',
        reversed:
          'O esforço pode estar passando despercebido, ou o crédito indo para outra pessoa. Também há o risco de se deslumbrar com um sucesso recente e relaxar antes da hora. Documente o que você entrega, mostre seus resultados com clareza e peça retorno quando precisar. Prestígio se sustenta com consistência, não apenas com um momento de brilho.',
      },
      conselho: {
        upright:
          'Permita-se receber o reconhecimento. Agradeça, comemore e registre o que funcionou, para repetir depois. Convém usar a confiança do momento para dar um passo mais ousado, sem perder a humildade. Quem vence com generosidade inspira as pessoas ao redor e encontra apoio na próxima subida. Guarde a lembrança desta fase para os dias em que a confiança oscilar.',
        reversed:
          'Não deixe a opinião alheia definir o tamanho da sua conquista. Se o reconhecimento tarda, reconheça o próprio esforço primeiro. Se o sucesso subiu à cabeça, volte ao básico e escute quem está perto. O conselho é buscar uma medida interna de valor, firme o bastante para atravessar tanto o aplauso quanto o silêncio.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'wands-7': {
    keywords: ['defesa', 'persistência', 'coragem', 'posicionamento', 'convicção', 'resistência'],
    reversedKeywords: ['exaustão', 'recuo', 'defensividade', 'sensação de cerco', 'desistência'],
    description:
      'O Sete de Paus é a firmeza de quem defende sua posição, mesmo quando parece estar em desvantagem diante de muitas pressões.',
    longDescription: paragraphs(
      'Sete bastões dourados se apertam numa fileira desigual, tão juntos que mal sobra espaço entre eles. Cada um se mantém de pé por conta própria, com as folhas abertas. Embaixo, as colinas seguem acesas, e a estrela do alto fica de guarda sobre a fila.',
      'A carta fala de ocupar um lugar e sustentá-lo. Depois da vitória do Seis, vem o desafio de manter o que foi conquistado diante de críticas, concorrência e pressões. A posição elevada é uma vantagem, mas exige atenção constante. O fogo aqui é convicção: saber por que se está onde se está.',
      'Na vida, aparece quando é preciso defender uma ideia numa reunião, dizer não a uma cobrança injusta, manter um limite diante da família ou sustentar uma escolha que os outros questionam. Pode apontar, ainda, uma fase de esforço contínuo. O aprendizado é distinguir as lutas que valem a pena daquelas que só desgastam.',
    ),
    alt: 'Sete bastões dourados com folhas se apertam numa fileira desigual, sob uma estrela e acima de colinas com pequenas chamas.',
    meanings: {
      geral: {
        upright:
          'Você tem uma posição a defender. Pode haver críticas, concorrência ou pressões de vários lados, mas a carta mostra que há força e convicção suficientes para se manter. O momento pede coragem para sustentar o que acredita, sem ceder só para agradar. Escolha bem os pontos inegociáveis e concentre a energia neles.',
        reversed:
          'A defesa constante está cobrando seu preço. Talvez você esteja com a sensação de lutar contra todos, ou tenha passado a enxergar ataque onde havia apenas discordância. Pode haver também vontade de desistir de algo importante por esgotamento. Avalie o que ainda vale a pena defender e permita-se soltar as batalhas que perderam o sentido.',
      },
      amor: {
        upright:
          'Defender o vínculo ou os próprios limites pode ser necessário. Para quem tem par, talvez haja interferência de terceiros ou opiniões contrárias da família; a carta pede firmeza na escolha feita a dois. Para quem vive uma fase sem compromisso, vale lembrar de não abrir mão dos seus valores para caber num encontro. Amor também se constrói sustentando o que importa.',
        reversed:
          'Postura defensiva demais pode afastar quem se aproxima. Se cada comentário vira ataque, o diálogo se fecha. Cabe considerar também cansaço de lutar por uma relação em que só um lado se esforça. Observe se você está protegendo o vínculo ou protegendo-se dele. Baixar a guarda com quem merece é diferente de ceder.',
      },
      trabalho: {
        upright:
          'Concorrência acirrada, críticas a um projeto, pressão por resultados. A carta mostra que você tem argumentos e posição para responder. Prepare-se bem, conheça os dados, mantenha a calma ao expor seu ponto. Defender uma ideia com firmeza e respeito costuma conquistar aliados, mesmo entre quem discordava no início. Uma posição bem sustentada hoje abre espaço para propostas mais ousadas amanhã.',
        reversed:
          'Pode haver a sensação de estar sempre apagando incêndios ou justificando cada escolha. Se a defesa virou rotina, talvez o ambiente esteja hostil demais, ou talvez você precise delegar e pedir apoio. Questione se a luta é sua de fato. Recuar estrategicamente, em alguns pontos, às vezes é o que permite avançar em outros.',
      },
      conselho: {
        upright:
          'Mantenha-se firme no que é essencial. Não precisa vencer todas as discussões, mas precisa saber de quais pontos não abre mão. Vale sustentar a posição com calma, argumentos e coragem, sem se deixar intimidar pela quantidade de vozes contrárias. Quem sabe por que luta encontra força onde outros veriam só desvantagem.',
        reversed:
          'Nem toda crítica é um ataque, e nem toda batalha é sua. Descanse a guarda quando puder e peça ajuda quando a defesa ficar pesada demais. O caminho é rever as trincheiras: algumas merecem ser mantidas, outras podem ser deixadas sem perda real. Reservar energia também é uma forma de coragem.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'nao' },
  },
  'wands-8': {
    keywords: ['rapidez', 'movimento', 'notícias', 'ação', 'viagem', 'fluidez', 'alinhamento'],
    reversedKeywords: ['atraso', 'pressa', 'desencontro', 'mensagem perdida', 'energia travada'],
    description:
      'O Oito de Paus é o fogo em alta velocidade: notícias, movimentos e decisões que chegam de repente e pedem resposta ágil.',
    longDescription: paragraphs(
      'Oito bastões dourados se alinham de uma ponta à outra da carta, sobe e desce, como notas numa pauta. O olho corre por eles depressa, sem encontrar onde parar. Nas colinas, as pequenas chamas parecem se mover no mesmo ritmo acelerado.',
      'A carta marca a fase em que a energia deixa de encontrar resistência. Depois da defesa do Sete, o caminho se abre e as coisas acontecem depressa. Fala de comunicação, de chegada de respostas, de deslocamentos e de decisões que se encadeiam. Os bastões não param no ar; eles vão cair em algum lugar, e logo.',
      'No cotidiano, aparece como uma mensagem esperada, um convite que chega de repente, uma viagem marcada em cima da hora, um projeto que destrava. É hora de agilidade, de responder e de aproveitar o embalo. O risco é a pressa atropelar o cuidado; o ganho é perceber que o que estava parado finalmente anda.',
    ),
    alt: 'Oito bastões dourados com folhas se alinham de ponta a ponta da carta, em alturas que sobem e descem, sobre colinas com chamas.',
    meanings: {
      geral: {
        upright:
          'As coisas começam a andar depressa. Notícias, respostas e oportunidades podem chegar quase ao mesmo tempo, e o momento pede agilidade. O que estava travado tende a se destravar, e as decisões se sucedem com naturalidade. Aproveite o embalo, responda rápido e mantenha o foco na direção escolhida para não se perder na velocidade.',
        reversed:
          'O ritmo desandou: ou tudo atrasa, ou tudo corre tão rápido que ninguém acompanha. Mensagens se perdem, planos são refeitos em cima da hora, a impaciência cresce. Vale reduzir a marcha, conferir informações e esperar o momento certo para agir. Forçar velocidade quando o caminho está congestionado só aumenta o desgaste.',
      },
      amor: {
        upright:
          'Sentimentos e mensagens circulam com rapidez. Pode surgir uma atração intensa e repentina, uma conversa que avança, um reencontro inesperado. Num vínculo já formado, a fase favorece viagens, planos decididos na hora e declarações sem rodeios. Deixe o entusiasmo fluir, mas preste atenção para que a pressa não pule etapas importantes.',
        reversed:
          'Desencontros de horário, mensagens mal interpretadas, respostas que demoram. Também pode haver uma paixão que acelerou demais e agora perde o fôlego. Observe se a ansiedade está lendo sinais que não existem. A carta pede paciência e comunicação clara: perguntar diretamente costuma resolver mais do que imaginar o que o outro quis dizer.',
      },
      trabalho: {
        upright:
          'Prazos curtos, projetos que ganham velocidade, respostas que finalmente chegam. É uma fase produtiva, boa para fechar pendências, enviar propostas e tomar decisões. Viagens de trabalho ou de estudo também podem aparecer. Organize prioridades e mantenha a comunicação em dia: com tanta coisa acontecendo ao mesmo tempo, clareza é o que mantém os bastões alinhados.',
        reversed:
          'Atrasos, retrabalho e informações desencontradas podem frustrar o andamento. Pode haver ainda tarefas feitas às pressas, que depois precisam ser refeitas. Antes de acelerar, confira os dados e alinhe expectativas com a equipe. Às vezes o atalho mais rápido é parar um instante para organizar o caminho. Um cronograma realista, combinado com todos, evita que a próxima corrida termine no mesmo lugar.',
      },
      conselho: {
        upright:
          'Aja enquanto a maré está a favor. Responda aquela mensagem, envie o material, marque a conversa. O mais útil agora é aproveitar a fluidez sem hesitar demais, mantendo o rumo claro. Velocidade é uma bênção quando há direção; antes de soltar os bastões, tenha uma ideia de onde quer que eles caiam.',
        reversed:
          'Desacelere. Se tudo parece travado, use o tempo para preparar o terreno; se tudo corre demais, escolha o que pode esperar. Convém não tomar decisões importantes no impulso da ansiedade. Confirme informações, respire e retome o movimento quando as condições estiverem mais claras. Paciência, aqui, não é passividade: é escolher o instante em que o esforço rende de verdade.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'wands-9': {
    keywords: ['resiliência', 'persistência', 'limites', 'vigilância', 'reta final', 'força interior'],
    reversedKeywords: [
      'desconfiança',
      'esgotamento',
      'rigidez',
      'defesa excessiva',
      'vontade de largar tudo',
    ],
    description:
      'O Nove de Paus é a resiliência de quem já atravessou muitas lutas e segue de pé, vigilante, perto da reta final.',
    longDescription: paragraphs(
      'Nove bastões dourados formam uma cerca cerrada diante do céu noturno, cada um firme no seu lugar. As folhas continuam brotando, mesmo com tão pouco espaço. Embaixo, as colinas guardam suas chamas, e a estrela do canto observa como quem faz a última ronda da noite.',
      'A carta fala de quem já passou por muito e continua. O fogo aqui não é mais o entusiasmo do começo, mas a brasa teimosa que resiste. Há cansaço, há cicatrizes, e também há a consciência de que falta pouco. Os limites foram aprendidos na prática, e a guarda está alta porque a experiência ensinou a cuidar.',
      'Na vida, aparece no último semestre do curso, na fase final de um projeto longo, depois de decepções que deixaram alguém mais cauteloso. Também descreve a força de quem protege o que construiu. O desafio é não transformar a prudência em desconfiança de tudo e de todos, e aceitar ajuda para cruzar a linha de chegada.',
    ),
    alt: 'Nove bastões dourados com pares de folhas formam uma cerca cerrada diante do céu noturno, acima de colinas com pequenas chamas.',
    meanings: {
      geral: {
        upright:
          'O caminho foi longo, mas você ainda está de pé. A carta reconhece a resiliência acumulada e indica que falta pouco para completar uma etapa importante. Pode haver cansaço e alguma desconfiança, fruto de experiências anteriores. Mantenha a atenção, proteja o que construiu e siga: a força que trouxe você até aqui é suficiente para o trecho final.',
        reversed:
          'A defesa constante virou peso. Talvez você tenha erguido tantas barreiras que nada novo consegue entrar, ou esteja à beira de desistir quando faltava pouco. Pode ser ainda rigidez: fazer tudo do mesmo jeito por medo de se machucar de novo. Avalie se as cercas ainda protegem ou se agora só isolam. Pedir ajuda não anula a sua força.',
      },
      amor: {
        upright:
          'Cicatrizes de relações passadas podem deixar a guarda alta. A carta reconhece esse cuidado e, ao mesmo tempo, convida a perceber quem está se mostrando digno de confiança. Em uma relação, indica a força de quem atravessou crises e continua junto. Proteger o vínculo é legítimo; fechar-se por completo impede que ele respire.',
        reversed:
          'Desconfiança excessiva pode estar sabotando a aproximação. Se cada gesto do outro é analisado como possível ameaça, a relação se cansa. Talvez haja também esgotamento de lutar sem parceria pelo vínculo. Converse sobre os medos em vez de agir a partir deles. Baixar a cerca, aos poucos e com quem merece, é um ato de coragem.',
      },
      trabalho: {
        upright:
          'Reta final de um projeto, de um curso ou de uma fase exigente. Pode haver cansaço e obstáculos de última hora, mas a experiência acumulada é um trunfo. Revise o que falta, proteja seu tempo e não abra novas frentes agora. Termine o que começou: a satisfação de concluir vai compensar o esforço desta etapa.',
        reversed:
          'Sobrecarga e desgaste podem estar no limite. Se você vem segurando tudo sem apoio, a carta sugere rever a distribuição de tarefas e conversar sobre prazos. Também pode indicar resistência a mudanças por receio de repetir erros antigos. Aprender com o passado é diferente de morar nele; permita-se experimentar outras formas de trabalhar.',
      },
      conselho: {
        upright:
          'Segure firme mais um pouco. O conselho é reconhecer a distância já percorrida e usar essa memória como combustível para o trecho que falta. Cuide do descanso, proteja seus limites e mantenha a atenção no que realmente importa. Não é preciso ter a energia inteira para chegar; basta continuar caminhando.',
        reversed:
          'Baixe a guarda onde for seguro. Nem todo mundo é ameaça, e nem toda luta precisa ser travada agora. Vale aceitar apoio, descansar antes do esgotamento e revisar as defesas que já não fazem sentido. Às vezes a maior prova de força é admitir que chegou a hora de pedir reforço.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'wands-10': {
    keywords: ['sobrecarga', 'responsabilidade', 'esforço', 'compromisso', 'peso', 'reta final'],
    reversedKeywords: ['delegar', 'soltar o peso', 'colapso', 'recusa de ajuda', 'revisão de prioridades'],
    description:
      'O Dez de Paus é o peso de carregar responsabilidades demais, o fogo que virou fardo e pede para ser redistribuído.',
    longDescription: paragraphs(
      'Dez bastões dourados ocupam toda a largura da carta, encostados uns nos outros, quase sem deixar o céu aparecer entre eles. O conjunto pesa no olhar. As pequenas chamas das colinas continuam acesas embaixo, lembrando o fogo que deu início a tudo.',
      'A carta fecha o ciclo de Paus mostrando o que acontece quando o fogo acumula tarefas sem parar. Cada bastão foi uma escolha, um projeto, um compromisso; juntos, pesam mais do que parece possível sustentar. Há mérito no esforço, e a casa está perto, mas o feixe esconde a paisagem e cansa os ombros.',
      'Na vida, aparece em semanas de excesso de trabalho, em cuidados familiares que recaem sobre uma só pessoa, na dificuldade de dizer não. Também descreve a reta final de algo exigente. O convite é olhar o feixe com honestidade: quais bastões são mesmo seus, quais podem ser divididos e quais podem ser deixados no caminho.',
    ),
    alt: 'Dez bastões dourados com folhas ocupam toda a largura da carta, encostados uns nos outros, sobre colinas onde brilham chamas.',
    meanings: {
      geral: {
        upright:
          'Há responsabilidades demais nas suas costas. A carta reconhece o esforço e, ao mesmo tempo, alerta para o peso acumulado. Talvez você tenha aceitado compromissos além da conta ou esteja carregando o que caberia a outras pessoas. A meta pode estar próxima, mas vale rever o que é essencial. Sustentar tudo por orgulho só encurta o fôlego.',
        reversed:
          'O peso chegou a um limite, e algo precisa ser solto. Pode ser um momento de alívio, de finalmente delegar ou recusar tarefas, ou de perceber que insistir em carregar tudo está levando à exaustão. Cabe considerar também resistência em aceitar ajuda. Deixar alguns bastões no chão não é fracasso: é o que permite chegar.',
      },
      amor: {
        upright:
          'Contas, rotinas, cuidados com outras pessoas, problemas de trabalho que invadem a casa: o vínculo pode estar carregando responsabilidades demais. Também pode haver a sensação de ser o único lado a sustentar a relação. Converse sobre a divisão das cargas. Amor precisa de espaço para leveza, não apenas de tarefas cumpridas.',
        reversed:
          'O excesso de obrigações talvez tenha deixado o afeto em segundo plano, e agora surge a chance de reequilibrar. Pode ser o momento de dizer que não dá mais para fazer tudo, ou de soltar expectativas impossíveis. Repartir o peso aproxima. Quando cada lado carrega a sua parte, sobra energia para o carinho e para a diversão.',
      },
      trabalho: {
        upright:
          'Acúmulo de tarefas, prazos simultâneos, a sensação de que tudo depende de você. Aqui se desenha uma fase de muito esforço e também o risco de sobrecarga. Liste as pendências, separe o urgente do importante e veja o que pode ser delegado, adiado ou renegociado. Concluir com qualidade vale mais do que abraçar tudo ao mesmo tempo.',
        reversed:
          'Chegou a hora de largar o que não cabe mais. Recusar um projeto, rever metas inalcançáveis ou conversar com a liderança sobre a carga de trabalho pode ser necessário. Se há resistência em pedir ajuda, observe de onde vem. Uma equipe funciona melhor quando ninguém precisa carregar dez bastões para provar seu valor.',
      },
      conselho: {
        upright:
          'Olhe para o feixe e conte os bastões. Quais são seus de fato? Quais você pegou por hábito, culpa ou medo de decepcionar? O caminho é distribuir o peso antes que ele decida por você. Termine o que é essencial, delegue o que pode e recuse, com gentileza, o que não cabe mais nas suas mãos.',
        reversed:
          'Solte. Não tudo de uma vez, mas um bastão de cada vez, começando pelo que menos faz sentido carregar. O mais útil agora é aceitar apoio sem sentir culpa e rever prioridades com coragem. Descansar e reorganizar não atrasam o caminho; eles são o que torna possível continuar caminhando até a casa iluminada.',
      },
    },
    yesNo: { upright: 'talvez', reversed: 'talvez' },
  },
  'wands-page': {
    keywords: ['curiosidade', 'entusiasmo', 'descoberta', 'notícia', 'exploração', 'aprendizado'],
    reversedKeywords: ['dispersão', 'imaturidade', 'ideia sem continuidade', 'notícia adiada', 'impaciência'],
    description:
      'O Valete de Paus é a curiosidade de quem descobre uma paixão nova e quer experimentar tudo, mesmo sem saber ainda aonde ela vai levar.',
    longDescription: paragraphs(
      'Uma figura jovem de túnica e boina está de pé sobre colinas onde brilham pequenas chamas. Com uma das mãos, ergue um bastão dourado bem acima da cabeça, como quem levanta uma bandeira pela primeira vez. O rosto se volta de lado, curioso, e um brilho suave se acende perto da ponta.',
      'O Valete é o aprendiz do fogo. Tem o entusiasmo do Ás, mas já em forma humana: alguém que se encanta, pergunta, testa e ainda não domina o que tem nas mãos. A carta fala de descobertas, de mensagens que trazem novidade e do prazer de começar a aprender algo que acende o interesse.',
      'Como pessoa, pode ser alguém jovem de espírito, cheio de ideias e pouco paciente com rotina. Como atitude, é o convite para explorar sem a pressão de acertar de primeira. Na vida, aparece como um curso novo, uma viagem curta, um projeto pessoal, um recado animador. O cuidado é não largar a chama assim que surgir a próxima novidade.',
    ),
    alt: 'Uma figura jovem de túnica e boina, de pé sobre colinas com pequenas chamas, ergue um bastão dourado acima da cabeça.',
    meanings: {
      geral: {
        upright:
          'Algo novo desperta sua curiosidade. Pode ser uma notícia animadora, um interesse inesperado ou a vontade de aprender uma habilidade. O momento favorece a exploração sem compromisso rígido: experimentar, perguntar, errar e tentar de novo. Deixe o entusiasmo guiar os primeiros passos e observe quais caminhos continuam interessantes depois da primeira semana.',
        reversed:
          'Muitas ideias começam e poucas seguem adiante. A carta aponta dispersão, impaciência ou um entusiasmo que some diante da primeira dificuldade. Outra leitura possível: notícias que demoram ou planos que não passam da conversa. Escolha um interesse e dê a ele um pouco de constância; a paixão cresce quando encontra disciplina.',
      },
      amor: {
        upright:
          'Um flerte, uma mensagem divertida, a curiosidade por alguém que parece diferente. Em uma relação, a carta traz frescor: brincadeiras, novidades, vontade de redescobrir a outra pessoa. O clima é leve e cheio de possibilidades. Aproveite sem cobrar definições imediatas e deixe a atração se revelar no próprio ritmo. Curiosidade sincera é um dos jeitos mais bonitos de demonstrar interesse.',
        reversed:
          'Interesse que vem e vai, promessas entusiasmadas sem continuidade, mensagens que param de chegar. Pode ser que alguém esteja testando o terreno sem intenção de ficar, ou que o seu próprio interesse seja mais pela novidade do que pela pessoa. Observe os gestos, não só as palavras, antes de investir seu afeto.',
      },
      trabalho: {
        upright:
          'Início de estudo, estágio, projeto pessoal ou função nova. A carta favorece aprender fazendo, propor ideias criativas e aceitar desafios fora da zona de conforto. Uma boa notícia sobre um curso ou uma oportunidade pode chegar. Mostre disposição e faça perguntas: nessa fase, a curiosidade vale mais do que a experiência acumulada.',
        reversed:
          'Tarefas largadas pela metade, prazos esquecidos, a vontade de pular para a próxima ideia antes de terminar a atual. O momento pede foco e humildade para aprender o básico. Pode apontar, ainda, resposta demorada sobre uma seleção ou proposta. Organize-se com metas curtas e celebre cada pequena entrega concluída. Pedir orientação a alguém mais experiente também encurta o caminho do aprendizado.',
      },
      conselho: {
        upright:
          'Seja aprendiz sem vergonha. Escolha algo que acende seu interesse e comece, mesmo sem saber muito. Convém tratar a vida como campo de experimentação por um tempo: fazer perguntas, testar caminhos, aceitar os erros de principiante. A curiosidade é uma forma de coragem, e ela abre portas que a prudência nem sabia que existiam.',
        reversed:
          'Antes de começar outra coisa, termine uma. O conselho é dar continuidade a pelo menos uma das muitas ideias que surgiram, transformando empolgação em prática diária. Se a notícia esperada não chegou, ocupe o tempo com preparação. Uma chama pequena, bem cuidada, aquece mais do que várias fagulhas que se apagam logo.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'wands-knight': {
    keywords: ['aventura', 'impulso', 'paixão', 'movimento', 'ousadia', 'viagem'],
    reversedKeywords: [
      'imprudência',
      'impaciência',
      'irritação',
      'pressa',
      'energia dispersa',
      'abandono de planos',
    ],
    description:
      'O Cavaleiro de Paus é o impulso que parte a galope, cheio de paixão e coragem, às vezes antes de olhar o caminho inteiro.',
    longDescription: paragraphs(
      'Um cavaleiro de elmo com penacho e manto monta um cavalo que avança para a direita, com uma das patas da frente erguida no meio do passo. Ele levanta um bastão dourado bem alto, e a luz se concentra acima dele. Embaixo, as colinas com pequenas chamas parecem pedir pressa.',
      'O Cavaleiro é o fogo em movimento. Não planeja por muito tempo: sente, decide e vai. A carta fala de aventura, de paixão, de mudanças rápidas e de uma energia contagiante que arrasta as pessoas ao redor. Também carrega o risco de todo impulso forte: começar com tudo e perder o interesse no meio da estrada.',
      'Como pessoa, pode ser alguém carismático, inquieto, que chega com ideias e entusiasmo e nem sempre fica para ver o resultado. Como atitude, é a coragem de se lançar. Na vida, aparece em viagens, mudanças de casa ou de rumo, projetos ousados e paixões intensas. O aprendizado é somar ao galope um pouco de direção.',
    ),
    alt: 'Um cavaleiro de elmo com penacho e manto, montado num cavalo que avança para a direita, ergue um bastão dourado sobre colinas com chamas.',
    meanings: {
      geral: {
        upright:
          'O momento pede movimento. Uma mudança, uma viagem ou um projeto ousado pode ganhar força rapidamente, movido por entusiasmo genuíno. O momento favorece a coragem e a ação, mas impulso sem direção cansa. Vá, mas saiba para onde está indo. A energia é grande o bastante para levar você longe se for bem conduzida.',
        reversed:
          'A pressa está atropelando o bom senso. Decisões impulsivas, irritação com qualquer demora, planos abandonados no meio ou uma inquietação que não deixa nada assentar. Vale segurar as rédeas por um instante. Nem todo desejo de mudança precisa ser atendido agora; alguns são só agitação procurando uma saída. Um dia de espera raramente faz perder uma boa oportunidade, e muitas vezes evita um arrependimento.',
      },
      amor: {
        upright:
          'Paixão intensa, conquista ousada, um romance que começa com faísca. Para quem tem par, a carta traz aventura e vontade de sair da rotina: uma viagem, uma surpresa, um gesto corajoso. Quem está sem compromisso pode se envolver com alguém magnético. Aproveite a intensidade, lembrando que o fogo do começo precisa de outros combustíveis para durar.',
        reversed:
          'Atração que esquenta e esfria rápido, promessas que não se cumprem, alguém que some quando o vínculo pede compromisso. Pode ser também o seu próprio impulso de fugir quando a relação fica séria. Observe se a busca é por conexão ou apenas por emoção. Intensidade não é o mesmo que profundidade.',
      },
      trabalho: {
        upright:
          'Energia alta para lançar projetos, viajar a trabalho, assumir desafios e convencer pessoas. A fase favorece iniciativas empreendedoras, mudanças de área e apresentações cheias de entusiasmo. Use esse impulso para destravar o que estava parado, mas cuide dos detalhes: alguém precisa conferir o mapa enquanto o cavalo corre. Parcerias com gente mais metódica podem transformar o seu impulso em resultado duradouro.',
        reversed:
          'Projetos iniciados com empolgação podem ficar para trás, prazos podem ser prometidos sem base real e a impaciência pode gerar atritos com a equipe. Convém terminar antes de começar outra coisa e ouvir quem pede cautela. Pressa não é produtividade; às vezes ela só multiplica o retrabalho. Uma lista curta de prioridades, revista toda semana, ajuda a manter o entusiasmo no trilho.',
      },
      conselho: {
        upright:
          'Monte e parta. Se há algo que você quer muito fazer, o conselho é agir com ousadia, aproveitando a energia enquanto ela está viva. Leve entusiasmo, mas leve também um plano mínimo e alguém de confiança para consultar. A coragem se torna conquista quando sabe onde quer chegar. O primeiro passo pode ser dado ainda hoje, mesmo que pequeno.',
        reversed:
          'Segure as rédeas. Antes de mudar tudo, pergunte o que exatamente está incomodando e se a mudança resolve isso. Vale canalizar a inquietação em uma direção só e deixar a irritação esfriar antes de decidir. Um galope bem dirigido chega mais longe do que dez arrancadas sem destino. Movimento, sim, mas com o corpo e a cabeça no mesmo lugar.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'nao' },
  },
  'wands-queen': {
    keywords: ['confiança', 'carisma', 'calor', 'independência', 'determinação', 'magnetismo', 'alegria'],
    reversedKeywords: [
      'insegurança',
      'ciúme',
      'exigência',
      'esgotamento',
      'temperamento',
      'autoafirmação forçada',
    ],
    description:
      'A Rainha de Paus é a confiança calorosa de quem conhece o próprio brilho e o usa para aquecer, animar e conduzir as pessoas ao redor.',
    longDescription: paragraphs(
      'Uma rainha coroada, de cabelos longos, está sentada num trono de espaldar arredondado, enfeitado com duas esferas nas laterais. Segura um bastão dourado em pé ao seu lado, com a naturalidade de quem o conhece há muito tempo. As colinas com pequenas chamas se estendem a seus pés.',
      'A Rainha é o fogo amadurecido em presença. Ela não precisa provar nada: sua energia é estável, generosa, magnética. A carta fala de autoestima saudável, de criatividade que se expressa sem medo, de uma liderança que inspira pelo exemplo. O brilho calmo em volta do trono lembra que essa luz também conhece a intuição e os próprios mistérios.',
      'Como pessoa, pode ser alguém que anima qualquer ambiente, cuida de muitas coisas ao mesmo tempo e não abre mão da independência. Como atitude, é ocupar o próprio lugar com alegria. Na vida, aparece quando é hora de se mostrar, liderar um grupo, defender uma ideia criativa ou cuidar de casa e trabalho com o mesmo calor.',
    ),
    alt: 'Uma rainha coroada, de cabelos longos, sentada num trono de espaldar arredondado, segura um bastão dourado em pé ao seu lado.',
    meanings: {
      geral: {
        upright:
          'A confiança em si está em alta, e isso aparece. O quadro mostra uma fase de magnetismo, criatividade e capacidade de conduzir várias frentes com energia. As pessoas tendem a buscar sua opinião e sua companhia. Aproveite para ocupar espaços, expressar ideias e cuidar do que ama com generosidade. Seu calor é um recurso; use-o sem medo de brilhar.',
        reversed:
          'O brilho está encoberto por insegurança ou cansaço. Talvez você esteja cuidando de tudo e de todos e esquecendo de se abastecer, ou tentando provar valor com exigência e controle. Ciúme e irritação podem surgir quando a autoestima oscila. Volte para o que acende sua alegria de forma simples. A confiança se refaz por dentro, não pela aprovação alheia.',
      },
      amor: {
        upright:
          'Charme, franqueza e afeto caloroso marcam o momento. Num vínculo já formado, a carta favorece a paixão, a lealdade e a vontade de celebrar a vida a dois. Se não há um vínculo firmado, sua autoconfiança atrai olhares e conversas interessantes. A Rainha ama com intensidade e mantém sua individualidade; o vínculo cresce quando há espaço para os dois brilharem.',
        reversed:
          'Insegurança pode se disfarçar de ciúme, cobrança ou necessidade de controlar. Pode haver ainda desgaste por dar muito e receber pouco. Converse sobre o que você precisa em vez de esperar que o outro adivinhe. Lembre que seu valor não depende da atenção de ninguém; quando isso fica claro por dentro, a relação respira melhor.',
      },
      trabalho: {
        upright:
          'Liderança carismática, criatividade e capacidade de realização estão a favor. A carta indica bom momento para apresentar projetos, coordenar equipes, empreender ou assumir um papel de destaque. Você consegue inspirar pelo exemplo e manter o entusiasmo do grupo. Organize as muitas frentes para que a energia não se espalhe demais.',
        reversed:
          'Sobrecarga e impaciência podem estar afetando sua forma de liderar. Talvez haja exigência excessiva consigo e com a equipe, ou dúvida sobre a própria capacidade depois de alguma crítica. A carta sugere delegar, pedir retorno sincero e lembrar das conquistas já feitas. Autoridade verdadeira não precisa de voz alta. Um descanso bem aproveitado pode devolver mais firmeza do que qualquer esforço extra.',
      },
      conselho: {
        upright:
          'Ocupe seu lugar com alegria. O caminho é confiar nos seus talentos, mostrar o que sabe e deixar que seu entusiasmo contagie quem está perto. Cuide da sua energia como quem cuida de um fogo bonito: com lenha boa, ar e algum descanso. Generosidade e autoestima caminham juntas quando você não se esquece de si.',
        reversed:
          'Volte a se abastecer antes de tentar aquecer os outros. O mais útil agora é reduzir a cobrança, reconhecer seus limites e buscar atividades que devolvam o prazer de criar. Se o ciúme ou a irritação apareceram, pergunte que medo está por trás. Seu brilho não some; às vezes só precisa de uma pausa para voltar.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'wands-king': {
    keywords: ['visão', 'liderança', 'empreendedorismo', 'ousadia', 'honra', 'inspiração'],
    reversedKeywords: ['autoritarismo', 'impulsividade', 'arrogância', 'expectativa irreal', 'controle'],
    description:
      'O Rei de Paus é a visão de quem sabe onde quer chegar e tem força e carisma para levar um grupo inteiro até lá.',
    longDescription: paragraphs(
      'Um rei coroado e barbado, de manto largo, está sentado num trono de espaldar pontudo. Segura um bastão dourado na vertical, firme, ao lado do corpo, como quem mostra por onde o caminho vai. Em volta, o céu noturno se abre em brilho, e as colinas com chamas guardam a base do trono.',
      'O Rei é o fogo que virou direção. Tem a paixão do Cavaleiro e o calor da Rainha, mas voltados para construir algo que dure. A carta fala de liderança visionária, de coragem para assumir riscos calculados e de uma palavra que inspira confiança. O bastão firme na vertical lembra que toda ideia grande precisa ser levada até o fim.',
      'Como pessoa, pode ser alguém que abre caminhos, empreende, assume responsabilidades e não se intimida com desafios. Como atitude, é pensar grande e agir com firmeza. Na vida, aparece quando é preciso tomar a frente, decidir o rumo de um projeto ou assumir a autoria da própria trajetória. O risco é confundir firmeza com impaciência diante de quem pensa diferente.',
    ),
    alt: 'Um rei coroado e barbado, de manto, sentado num trono de espaldar pontudo, segura um bastão dourado sobre colinas com pequenas chamas.',
    meanings: {
      geral: {
        upright:
          'Visão e capacidade de realização andam juntas agora. Aqui se desenha um momento para assumir a liderança da própria vida, decidir o rumo e agir com confiança. Sua palavra tende a inspirar, e as pessoas seguem quem mostra clareza. Pense no longo prazo, assuma riscos calculados e honre seus compromissos: é assim que uma grande ideia vira obra.',
        reversed:
          'A força está saindo do tom. Impaciência, vontade de controlar tudo ou expectativas irreais podem gerar atritos e decisões precipitadas. Talvez haja também a frustração de não ver os outros acompanharem seu ritmo. A situação pede escuta. Liderar é diferente de impor, e uma visão só se realiza quando mais gente consegue enxergá-la junto.',
      },
      amor: {
        upright:
          'Lealdade, generosidade e iniciativa marcam o vínculo. Em uma relação, a carta favorece planos ambiciosos a dois e a disposição de proteger e incentivar a outra pessoa. Para quem está sem par, pode surgir alguém decidido e cativante, ou sua própria clareza sobre o que deseja pode atrair encontros mais maduros. Amor e admiração se reforçam.',
        reversed:
          'Temperamento forte e vontade de decidir pelos dois podem criar distância. Pode haver disputa de poder, ciúme ou pouca paciência com o ritmo do outro. Ajuda trocar a certeza pela pergunta: o que a outra pessoa quer? Uma relação precisa de duas vozes, e a firmeza só é bonita quando acolhe.',
      },
      trabalho: {
        upright:
          'Liderança, empreendedorismo e visão estratégica estão favorecidos. É um bom momento para assumir a frente de um projeto, propor uma direção nova, negociar com firmeza ou abrir o próprio caminho. Inspire a equipe com clareza de objetivos e dê autonomia a quem trabalha com você. Decisões ousadas funcionam melhor com números e pessoas a bordo.',
        reversed:
          'Centralização, decisões impulsivas ou metas impossíveis podem desgastar o ambiente. A carta alerta para o risco de impor o ritmo sem ouvir a equipe. Também pode indicar uma liderança externa autoritária que dificulta o trabalho. Reveja prazos e expectativas, delegue de verdade e lembre que credibilidade se constrói com coerência.',
      },
      conselho: {
        upright:
          'Pense grande e assuma a autoria. Convém definir uma visão clara para o que você quer construir e agir com coragem para realizá-la. Comunique essa visão com entusiasmo, convide as pessoas certas e honre o que prometer. Liderar a própria vida começa por decidir, e o fogo do Rei é exatamente essa decisão.',
        reversed:
          'Antes de exigir, escute. O conselho é moderar a impaciência, rever expectativas e perguntar se a direção que você defende ainda faz sentido para todos os envolvidos. Firmeza não é rigidez, e ousadia não dispensa planejamento. Quando a vontade encontra humildade, a liderança volta a inspirar em vez de cansar.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
};
