/**
 * The 22 major arcana, Marseille numbering as Brazilian readers know it (8 = A Justiça, 11 = A Força).
 * Original Portuguese prose written for Constelar: reflection, never prediction.
 */

export interface ArcanumText {
  /** 0..21 */
  id: number;
  /** Portuguese name, exactly as in the domain table. */
  name: string;
  /** '0' for O Louco, then I..XXI. */
  roman: string;
  /** One sentence. */
  description: string;
  /** Three or more paragraphs separated by a blank line ("\n\n"). */
  longDescription: string;
  /** 5–8 lower-case Portuguese keywords. */
  keywords: string[];
  /** Luz (Aproveite). */
  light: string;
  /** Sombra (Atenção). */
  shadow: string;
  /** Direção (Aja). */
  advice: string;
}

const paragraphs = (...parts: string[]): string => parts.join('\n\n');

export const ARCANA: readonly ArcanumText[] = [
  {
    id: 0,
    name: 'O Louco',
    roman: '0',
    description:
      'O Louco é o começo sem mapa, a coragem de dar o primeiro passo antes de ter todas as respostas.',
    longDescription: paragraphs(
      'Um viajante segue pela estrada com uma trouxa amarrada a um bastão apoiado no ombro. Suas roupas são coloridas, quase de bufão, e o olhar vai para o alto ou para longe, nunca para o chão. Um cão o acompanha puxando a barra da calça, como quem avisa ou brinca. Em muitos baralhos ele caminha à beira de um precipício sem parecer preocupado. É a única carta sem número romano: um zero que não ocupa o começo nem o fim da sequência, mas circula por todas as outras.',
      'O Louco descreve alguém que aprende andando. Você em geral se sente sem ar quando tudo está decidido de antemão e ganha vida quando há espaço para improvisar. Talvez já tenha mudado de curso, de cidade ou de planos mais vezes do que as pessoas ao redor esperavam, e cada mudança deixou uma história para contar. Amigos muitas vezes recorrem a você quando precisam de coragem para mudar, porque você mostra, com o próprio exemplo, que dá para recomeçar sem ter tudo resolvido. A tarefa de uma vida inteira é transformar essa liberdade em caminho, sem confundir leveza com descuido.',
      'Nos relacionamentos, você precisa de espaço: vínculos que apertam demais perdem o brilho depressa, enquanto parcerias com humor e curiosidade duram anos. No trabalho, rende em projetos novos, fases de criação e ambientes que aceitam tentativa e erro; tarefas repetitivas pedem que você invente pequenas variações para não desanimar. Diante de escolhas, sua intuição costuma apontar a direção antes da razão. Vale escutá-la e, logo depois, olhar com atenção onde vai pisar. O bom viajante confia na estrada, mas não dispensa a trouxa.',
    ),
    keywords: ['liberdade', 'começo', 'espontaneidade', 'confiança', 'aventura', 'leveza'],
    light:
      'Começar é um dom que você traz. Onde outras pessoas travam esperando a hora perfeita, você já está testando, perguntando, arriscando um rascunho. Essa disposição abre portas que ninguém sabia que existiam e contagia quem está por perto. Aproveite viagens, cursos, mudanças e conversas com gente diferente de você: é nelas que sua criatividade respira e que a vida mostra caminhos inesperados.',
    shadow:
      'A mesma leveza que liberta pode virar fuga. Fique de olho quando deixar projetos pela metade assim que perdem a novidade, quando evitar compromissos por medo de se prender ou quando ignorar sinais evidentes de que algo precisa de cuidado. O cão da carta lembra que alguém, ou alguma coisa, está tentando avisar. Pular sem olhar não é coragem; muitas vezes é só pressa.',
    advice:
      'Escolha uma ideia que você vem adiando e dê o primeiro passo ainda esta semana: uma mensagem, uma inscrição, o esboço de uma página. Antes, faça uma lista curta com três riscos reais e uma providência simples para cada um. Assim você preserva o impulso de começar e, ao mesmo tempo, garante que a aventura tenha chão firme para continuar depois do entusiasmo inicial.',
  },
  {
    id: 1,
    name: 'O Mago',
    roman: 'I',
    description:
      'O Mago é a capacidade de transformar ideias em realidade usando, com habilidade, os recursos que você já tem nas mãos.',
    longDescription: paragraphs(
      'Um jovem está de pé diante de uma mesa coberta de objetos: copos, moedas, uma faca, dados, pequenos instrumentos de ofício. Numa das mãos ergue uma varinha; a outra aponta para a mesa, como se ligasse o alto ao chão. O chapéu de abas largas desenha o sinal do infinito, e nas versões modernas esse mesmo laço paira sobre a cabeça dele. Sobre a mesa estão os quatro naipes do tarô, o que significa que tudo de que ele precisa para agir já está ao alcance.',
      'O Mago indica uma trajetória marcada pela iniciativa. Você com frequência percebe rapidamente o que pode ser feito com o que existe, e essa leitura prática do mundo faz de você alguém que resolve, convence e inventa. As palavras têm força na sua boca: uma boa conversa sua pode destravar um grupo inteiro. Também é comum que você reúna várias habilidades ao mesmo tempo, do conserto doméstico à apresentação em público, e que as pessoas se surpreendam com a sua versatilidade. O aprendizado maior é usar esse talento com transparência, lembrando que habilidade sem propósito acaba virando só truque.',
      'Nos vínculos afetivos, você encanta pela presença e pela conversa, mas precisa mostrar também o que sente, e não apenas o que sabe fazer. No trabalho, brilha em funções que pedem autonomia, apresentação de ideias, vendas, ensino ou criação, sobretudo quando pode começar algo do zero. Nas escolhas, o risco é espalhar energia em muitas frentes ao mesmo tempo. Quando você elege uma prioridade e coloca nela todos os seus recursos, os resultados aparecem com uma rapidez que surpreende até você.',
    ),
    keywords: ['iniciativa', 'habilidade', 'comunicação', 'vontade', 'criatividade', 'potencial', 'foco'],
    light:
      'Você sabe fazer acontecer. Consegue juntar pessoas, ferramentas e ideias soltas num plano que anda, e faz isso com uma energia que motiva quem está ao redor. Sua comunicação é clara e persuasiva, e você aprende depressa qualquer coisa que desperte seu interesse. Lançamentos, apresentações e começos de projeto são o seu palco natural; use esses momentos para mostrar do que é capaz.',
    shadow:
      'Quem domina as palavras pode cair na tentação de manipular, prometer além do que entrega ou impressionar em vez de construir. Repare se você está começando muitas coisas e concluindo poucas, ou se está usando o charme para contornar conversas difíceis. A mesa cheia de recursos de nada serve quando a atenção salta de um objeto para outro sem parar em nenhum.',
    advice:
      'Escolha um único projeto que dependa de você e defina, por escrito, o resultado que quer ver em trinta dias. Liste os recursos que já tem, como contatos, conhecimentos e horas livres, antes de pensar no que falta. Depois, reserve um horário fixo por semana só para ele e conte a alguém de confiança o que vai entregar. A palavra dada ajuda a transformar intenção em ato.',
  },
  {
    id: 2,
    name: 'A Sacerdotisa',
    roman: 'II',
    description:
      'A Sacerdotisa é o saber silencioso que nasce da observação, da intuição e da paciência de esperar o momento certo para falar.',
    longDescription: paragraphs(
      'Uma mulher está sentada, serena, com um livro aberto no colo ou um pergaminho parcialmente escondido no manto. Na cabeça, uma tiara ou coroa; atrás dela, um véu estendido oculta o que há do outro lado. Em muitos baralhos ela aparece entre duas colunas, uma clara e outra escura, com a lua crescente aos pés. Nada na cena se move depressa. É uma carta de quietude, de quem guarda conhecimento e só o revela a quem sabe perguntar.',
      'A Sacerdotisa fala de uma vida interior rica e de uma percepção que enxerga o que não foi dito. Você não raro nota tensões num ambiente antes de qualquer pessoa, lembra detalhes que os outros esquecem e precisa de tempo a sós para entender o que sente. Estudo, leitura e contemplação tendem a ser refúgio e fonte de força. Não raro, você sabe de algo antes de conseguir explicar como sabe, e só mais tarde encontra as palavras para aquela impressão. O caminho é confiar nesse saber e, aos poucos, aprender a compartilhá-lo.',
      'Entre amigos e parceiros, você é aquela pessoa a quem se confiam segredos, porque sabe ouvir sem julgar. Em contrapartida, pode demorar a se abrir e deixar o outro adivinhando o que se passa com você. No trabalho, rende em pesquisa, análise, escrita, aconselhamento e em qualquer função que premie a escuta atenta. Diante de escolhas, evite decidir no calor da pressão alheia: dormir sobre o assunto costuma trazer a resposta que a pressa esconde. O véu se abre para quem tem paciência.',
    ),
    keywords: ['intuição', 'silêncio', 'sabedoria', 'mistério', 'reflexão', 'discrição', 'estudo'],
    light:
      'Sua intuição é uma bússola confiável. Você lê entrelinhas, percebe intenções e reconhece padrões com uma precisão que parece mágica, mas é fruto de atenção verdadeira. Tem também a rara capacidade de ficar em silêncio sem desconforto, o que acalma as pessoas ao redor. Fases de estudo, de planejamento e de escuta são as mais férteis para você: nelas sua sabedoria amadurece.',
    shadow:
      'O recolhimento pode virar distância. Note se você guarda opiniões importantes até que seja tarde demais para usá-las, se espera que os outros adivinhem suas necessidades ou se usa o mistério como proteção contra a vulnerabilidade. Saber muito e não compartilhar nada pode soar como frieza para quem ama você, mesmo quando essa não é a intenção.',
    advice:
      'Antes de uma decisão importante, reserve quinze minutos longe do celular para escrever à mão o que você sente sobre ela, sem censura. Releia no dia seguinte e sublinhe a frase que soa mais verdadeira. Depois, escolha uma pessoa de confiança e conte a ela algo que vinha guardando. Intuição registrada e compartilhada ganha corpo e deixa de ser apenas pressentimento.',
  },
  {
    id: 3,
    name: 'A Imperatriz',
    roman: 'III',
    description:
      'A Imperatriz é a força criativa que faz as coisas crescerem, unindo afeto, beleza e abundância no cotidiano.',
    longDescription: paragraphs(
      'Uma mulher coroada ocupa um trono, com um cetro numa das mãos e, no Tarô de Marselha, um escudo com uma águia apoiado junto ao corpo. Às vezes tem asas nas costas. Em versões mais recentes, ela repousa entre almofadas num jardim, cercada de trigo maduro, árvores e um riacho, e traz o símbolo de Vênus ao seu lado. Tudo na imagem sugere fartura, conforto e vida que se multiplica: ela não conquista o mundo à força, ela o faz florescer.',
      'Sob A Imperatriz, criar é algo natural, seja uma obra, um ambiente, uma família, uma equipe ou uma ideia. Mora em você uma sensibilidade estética, um gosto pelo que é bonito e bem-feito e um jeito de cuidar que faz as pessoas se sentirem em casa. Sua energia se renova quando os sentidos participam: cozinhar, plantar, decorar, tocar música. Quem divide um projeto ou uma mesa com você sai dali com a sensação de acolhimento e com vontade de criar também. A lição é nutrir os outros sem se esquecer de nutrir a si.',
      'No amor e nas amizades, seu afeto é generoso e expressivo, sempre atento ao bem-estar de quem está perto; você precisa, porém, de reciprocidade para não se esvaziar. No trabalho, floresce em áreas criativas, de comunicação, cuidado e educação, e em tudo que envolva dar forma a algo vivo. Nas escolhas, segue o que lhe dá prazer e sentido, e isso com frequência acerta. Só convém verificar se a vontade de agradar não está decidindo em seu lugar.',
    ),
    keywords: ['criatividade', 'fertilidade', 'afeto', 'abundância', 'beleza', 'acolhimento', 'expressão'],
    light:
      'Tudo o que passa pelas suas mãos tende a crescer. Projetos, plantas, amizades e equipes prosperam sob a sua atenção, porque você combina cuidado com senso prático e gosto pelo belo. Sabe também desfrutar: uma refeição caprichada, uma tarde livre, um ambiente arrumado. Mudanças de casa, projetos artísticos e começos que pedem calor humano são terreno fértil para essa sua abundância.',
    shadow:
      'O excesso de cuidado pode se transformar em controle afetuoso, aquele que sufoca sem perceber. Preste atenção se você se sente indispensável demais, se tem dificuldade de deixar as pessoas errarem por conta própria ou se busca no conforto material uma compensação para faltas afetivas. Dar sem parar, sem nunca pedir nada em troca, também acaba esgotando a fonte.',
    advice:
      'Escolha algo que você possa criar com as mãos nos próximos dias, por menor que seja: um prato novo, um vaso de temperos, um desenho, a reorganização de um canto da casa. Dedique a isso uma tarde inteira, sem pressa. Na mesma semana, peça ajuda a alguém numa tarefa que você costuma carregar sem apoio. Receber também faz parte da abundância.',
  },
  {
    id: 4,
    name: 'O Imperador',
    roman: 'IV',
    description:
      'O Imperador é a capacidade de dar estrutura à vida, estabelecendo limites, assumindo responsabilidades e construindo bases firmes.',
    longDescription: paragraphs(
      'Um governante maduro, de barba e armadura, está sentado de perfil num trono de pedra ou apoiado num assento firme. Segura um cetro e tem a seu lado um escudo com uma águia. No Tarô de Marselha, suas pernas cruzadas formam a figura do número quatro, o número da estabilidade e dos alicerces. Nas versões modernas, cabeças de carneiro decoram o trono e montanhas áridas se erguem ao fundo. É a imagem de quem sustenta um território e responde por ele.',
      'Com O Imperador em destaque, você assume com facilidade o comando das situações, às vezes sem que ninguém peça. Você gosta de saber onde pisa, precisa de regras claras e se sente bem quando a vida tem rotina, metas e prazos. Pessoas próximas encontram em você segurança e proteção. Na família ou entre amigos, é comum que seja você quem organiza a viagem, administra o imprevisto e lembra a todos do que foi combinado. O aprendizado ao longo do caminho é exercer a autoridade com escuta, compreendendo que a estrutura existe para sustentar a vida, e não para engessá-la.',
      'No trabalho, o perfil é de liderança, gestão, organização e empreendimento, e você se destaca quando pode construir algo duradouro. No amor e nas amizades, demonstra carinho cuidando: resolvendo problemas, cumprindo o combinado, estando presente nas horas difíceis. Vale lembrar que nem todos querem ser protegidos; alguns só querem ser ouvidos. Nas escolhas, sua força é o planejamento, e sua armadilha é a rigidez de não rever um plano mesmo quando o terreno já mudou. Um bom plano é aquele que sobrevive a uma revisão honesta.',
    ),
    keywords: [
      'estrutura',
      'liderança',
      'estabilidade',
      'responsabilidade',
      'disciplina',
      'proteção',
      'ordem',
    ],
    light:
      'Você transforma caos em organização. Sabe definir prioridades, dividir tarefas e manter a palavra, e é por isso que as pessoas confiam em você em momentos de crise. Sua presença firme dá segurança a famílias, equipes e projetos. Quando a situação pede decisão, planejamento de longo prazo e bases sólidas, sua liderança aparece com naturalidade: aproveite essas horas para assumir o leme.',
    shadow:
      'Firmeza sem flexibilidade vira autoritarismo. Cuidado quando quiser controlar como os outros fazem as coisas, quando tiver dificuldade de admitir um erro ou quando tratar emoções como fraqueza. Uma rotina rígida demais também pode esconder medo do imprevisto. O trono fica solitário quando ninguém se sente à vontade para discordar de quem está sentado nele.',
    advice:
      'Escolha uma área da sua vida que anda desorganizada e crie para ela uma estrutura simples: um horário fixo, uma lista de três regras, um limite claro que você vai comunicar. Mantenha por duas semanas. Ao mesmo tempo, pergunte a alguém que convive com você em que ponto você poderia ceder um pouco mais, e escute a resposta até o fim antes de explicar seus motivos.',
  },
  {
    id: 5,
    name: 'O Hierofante',
    roman: 'V',
    description:
      'O Hierofante é a busca por sentido por meio do conhecimento transmitido, dos valores compartilhados e do laço entre mestre e aprendiz.',
    longDescription: paragraphs(
      'Uma figura solene, vestida com mantos e uma coroa de três níveis, está sentada entre duas colunas. Uma das mãos se ergue num gesto de bênção, com dois dedos levantados; a outra segura um báculo de cruz tripla. Diante dela, duas pessoas menores, de costas para quem observa, escutam com atenção. As cores fortes dos mantos e a simetria da composição reforçam a sensação de ordem e de solenidade. Em algumas versões, duas chaves cruzadas repousam aos seus pés. A cena mostra um ensinamento passando de quem sabe para quem procura, num espaço de ritual e confiança.',
      'Com O Hierofante, aprender e ensinar caminham juntos. Você valoriza princípios, respeita quem veio antes e sente necessidade de que as coisas façam sentido moral. Muitas vezes as pessoas procuram você para aconselhar, explicar ou mediar, porque você transmite confiança. Rituais simples, como um almoço de domingo, uma data lembrada em família ou uma prática que se repete há anos, geralmente têm para você um peso afetivo especial. Sua jornada envolve encontrar os próprios valores dentro das tradições que recebeu: ficar com o que ressoa, questionar o que já não serve e passar adiante aquilo em que acredita.',
      'Nas relações, você busca compromisso, lealdade e afinidade de valores; conversas sobre o que importa de verdade pesam mais do que a química imediata. No trabalho, tem vocação para ensino, orientação, instituições, áreas com tradição e funções em que a ética é central. Ao escolher, quase sempre consulta pessoas de referência, livros ou a própria consciência, e isso ajuda. O cuidado é não entregar a decisão a terceiros: conselhos iluminam, mas quem caminha é você.',
    ),
    keywords: ['tradição', 'ensino', 'valores', 'orientação', 'fé', 'comunidade', 'ética'],
    light:
      'Transmitir é um dom que você tem. Explica com paciência, lembra as pessoas do que é essencial e constrói pontes entre gerações, grupos e ideias diferentes. Sua coerência inspira confiança, e seu senso de ética serve de referência para quem está perdido. Abrace as oportunidades de ensinar, orientar alguém que está começando, participar de uma comunidade ou aprofundar um estudo que dê sentido à rotina.',
    shadow:
      'Valores firmes podem endurecer em dogmas. Veja se você julga rápido quem pensa diferente, se repete regras sem perguntar por que existem ou se fica dependente da aprovação de instituições, chefes e famílias. Também vale notar quando o receio de desagradar uma autoridade impede você de seguir a própria consciência. Tradição viva se renova; a que não se renova aprisiona.',
    advice:
      'Escreva cinco valores que orientam suas escolhas e, ao lado de cada um, anote de onde ele veio: família, escola, religião, experiência própria. Marque aquele que você mais pratica e aquele que apenas repete. Depois, procure uma pessoa cuja sabedoria você admira e combine uma conversa com ela, levando uma pergunta concreta sobre um dilema que está vivendo agora.',
  },
  {
    id: 6,
    name: 'Os Enamorados',
    roman: 'VI',
    description:
      'Os Enamorados representam a escolha feita com o coração, aquela que revela quem você é pelo caminho que decide seguir.',
    longDescription: paragraphs(
      'No Tarô de Marselha, um jovem está de pé entre duas mulheres, uma de cada lado, que parecem disputar sua atenção ou aconselhá-lo em direções diferentes. Acima deles, um cupido alado aponta uma flecha, prestes a disparar. Nas versões modernas, um casal nu aparece num jardim, sob a bênção de uma figura celeste de asas abertas, com uma árvore de frutos atrás de um e uma árvore de chamas atrás do outro. Em ambas, o tema é o encontro e a decisão que ele exige. O cupido sugere que, por trás de toda escolha verdadeira, existe um desejo que precisa ser reconhecido.',
      'Os Enamorados falam de um caminho atravessado por encruzilhadas significativas. Você sente profundamente, se envolve por inteiro com pessoas e projetos e dá grande importância à harmonia. Decidir pode ser difícil justamente porque você enxerga o valor de cada opção. É comum que se lembre com nitidez dos momentos em que precisou decidir entre dois caminhos, porque foram eles que moldaram quem você se tornou. Com o tempo, percebe que as escolhas mais acertadas são as alinhadas com seus valores, e não as que agradam a todos. Amar, para você, também é escolher de novo a cada dia.',
      'Nos relacionamentos, você busca conexão verdadeira, diálogo e afinidade; parcerias superficiais deixam um vazio difícil de ignorar. Pode ter dificuldade de dizer não para não ferir ninguém, e isso acaba ferindo você. No trabalho, rende em equipe, em funções de mediação, atendimento e arte, e em qualquer lugar onde a beleza e as relações importam. Diante de uma bifurcação, pergunte menos “o que esperam de mim?” e mais “com qual destas versões de mim eu quero conviver?”.',
    ),
    keywords: ['escolha', 'amor', 'união', 'valores', 'desejo', 'harmonia', 'compromisso'],
    light:
      'Seu talento para a conexão é genuíno: você sabe criar vínculos sinceros, perceber o que o outro sente e trazer harmonia a ambientes tensos. Quando uma escolha nasce do seu coração e dos seus valores, ela ganha uma força rara e inspira quem está por perto. Novos encontros, parcerias e decisões amadurecidas há algum tempo pedem exatamente essa qualidade: confie nela.',
    shadow:
      'A indecisão é a sombra mais comum deste arcano. Observe se você adia escolhas esperando que a vida decida em seu lugar, se muda de opinião conforme a pessoa com quem conversa ou se busca no outro a aprovação que deveria vir de dentro. Tentar manter todas as portas abertas para sempre também é uma escolha, e costuma cobrar um preço alto.',
    advice:
      'Pegue uma decisão pendente e escreva as duas opções principais lado a lado. Para cada uma, responda: o que ganho, o que perco e como me sinto ao imaginar que já escolhi. Dê a si um prazo, por exemplo até domingo, e comunique a decisão a quem ela envolve. Se ainda restar dúvida, fique com o caminho que mais se parece com os seus valores.',
  },
  {
    id: 7,
    name: 'O Carro',
    roman: 'VII',
    description:
      'O Carro é a vontade que conduz, a determinação de avançar rumo a uma meta mantendo o controle das próprias forças.',
    longDescription: paragraphs(
      'Um jovem de armadura e coroa vai de pé dentro de um carro, protegido por um dossel sustentado por quatro colunas. Dois cavalos o puxam, e no Tarô de Marselha cada um parece olhar para um lado, como se quisesse seguir um rumo diferente. Em versões modernas, os cavalos dão lugar a duas esfinges, uma clara e outra escura, e o dossel é bordado de estrelas; ao fundo, às vezes se vê a cidade de onde ele partiu. O condutor não segura rédeas visíveis: ele comanda pela firmeza da vontade, não pela força dos braços.',
      'O Carro descreve alguém movido por metas. Você sente necessidade de progresso visível, de sair do lugar, de testar até onde consegue ir. Tem garra para superar obstáculos e se sai bem em competições e desafios. Rotinas paradas demais provocam em você uma inquietação difícil de disfarçar, e uma meta nova no horizonte é o que devolve o brilho aos seus dias. A grande lição é aprender a conduzir as próprias contradições, como razão e emoção, pressa e paciência, para que elas puxem na mesma direção em vez de rasgar o caminho ao meio.',
      'Parceria, para você, é seguir junto para algum lugar: você precisa de alguém que respeite seu ritmo e compartilhe planos. Cuidado para não transformar a relação em mais uma conquista a ser administrada. No trabalho, o perfil é de quem assume desafios, lidera mudanças, viaja e abre novos mercados. Nas escolhas, você decide rápido e avança, o que é ótimo, desde que antes tenha definido para onde quer ir de fato. Velocidade sem rumo só cansa os cavalos.',
    ),
    keywords: ['determinação', 'avanço', 'conquista', 'direção', 'autocontrole', 'movimento', 'coragem'],
    light:
      'Transformar vontade em movimento é uma capacidade rara que você tem. Quando define uma meta, encontra energia, disciplina e coragem para persegui-la, mesmo diante de obstáculos que fariam outros desistirem. Sua determinação inspira e puxa equipes inteiras para a frente. Fases de transição, viagens, competições e projetos com prazo despertam o melhor de você; entre neles de corpo e alma.',
    shadow:
      'A pressa de chegar pode atropelar pessoas e sinais importantes. Perceba se você está controlando tudo para não sentir insegurança, se encara divergências como batalhas a vencer ou se troca de direção a cada nova vontade, gastando força sem sair do lugar. Um carro com cavalos desgovernados corre muito e não chega a lugar nenhum.',
    advice:
      'Defina uma meta para os próximos três meses e escreva-a numa frase só, com um resultado que dê para verificar. Divida em etapas semanais e, ao fim de cada semana, anote o que avançou e o que travou. Antes de acelerar, identifique qual desejo seu está puxando para o lado oposto, seja descanso, medo ou outro plano, e decida conscientemente o que fazer com ele.',
  },
  {
    id: 8,
    name: 'A Justiça',
    roman: 'VIII',
    description:
      'A Justiça é o equilíbrio entre causa e consequência, o compromisso de agir com clareza, honestidade e responsabilidade pelas próprias escolhas.',
    longDescription: paragraphs(
      'Uma mulher coroada está sentada de frente, imóvel, entre duas colunas. Na mão direita ergue uma espada apontada para o alto; na esquerda, segura uma balança de pratos equilibrados. Seu olhar é direto, sem venda nos olhos, como quem enxerga os fatos tais como são. O manto vermelho e a postura firme dão à figura uma autoridade calma. A espada corta o que precisa ser separado; a balança pesa cada lado antes que qualquer decisão seja tomada. Não há pressa no gesto: a sentença vem depois da pesagem, nunca antes.',
      'A Justiça revela um senso aguçado de certo e errado. Situações injustas incomodam profundamente, mesmo quando não dizem respeito a você. Você gosta de argumentos claros, acordos cumpridos e de saber em que pé estão as coisas. Amigos pedem sua opinião quando precisam de alguém imparcial, e você leva essa confiança a sério, mesmo quando isso significa dizer o que o outro não quer ouvir. Ao longo da vida, aprende que equilíbrio não é rigidez: é ajustar constantemente os pratos da balança, reconhecendo que cada escolha tem consequências e que assumi-las é uma forma de liberdade.',
      'Em seus vínculos, reciprocidade e honestidade são inegociáveis; desequilíbrios prolongados, em que só um lado cede, acabam pesando demais. Conversas francas fortalecem suas relações. No trabalho, você se destaca em funções que exigem análise, critério, mediação e organização, e costuma ser quem aponta o que não está justo num processo. Nas escolhas, pese os fatos, ouça os lados envolvidos e decida sem protelar: a clareza é sua maior aliada, e a balança existe para ser usada.',
    ),
    keywords: ['equilíbrio', 'verdade', 'responsabilidade', 'clareza', 'imparcialidade', 'coerência'],
    light:
      'Você enxerga com nitidez. Sabe separar fatos de impressões, avaliar os lados de uma questão e chegar a decisões que os outros reconhecem como justas. Sua honestidade gera confiança duradoura, e a coerência entre o que você diz e o que faz é uma referência. Acordos, reorganizações e conversas decisivas são o momento de pôr esse talento para trabalhar.',
    shadow:
      'O desejo de justiça pode endurecer em julgamento. Atenção se você cobra dos outros uma perfeição que nem você alcança, se tem dificuldade de perdoar ou se transforma qualquer desacordo num tribunal. Cuidado também com a análise excessiva, que paralisa: pesar eternamente prós e contras é outra forma de não escolher. A balança serve para decidir, não para adiar.',
    advice:
      'Identifique uma situação em que você sente que algo está desequilibrado, seja uma divisão de tarefas, um acordo antigo ou uma conversa evitada. Escreva os fatos, sem adjetivos, e depois o que você pode fazer a respeito. Marque a conversa necessária e vá com uma proposta concreta em mãos. Reconheça também, com franqueza, a parte que cabe a você nessa história.',
  },
  {
    id: 9,
    name: 'O Eremita',
    roman: 'IX',
    description:
      'O Eremita é a busca interior que ilumina o caminho passo a passo, com a sabedoria de quem se afasta do ruído para encontrar a própria verdade.',
    longDescription: paragraphs(
      'Um homem idoso, envolto num manto longo com capuz, caminha devagar apoiado num cajado. Com a outra mão, ergue uma lanterna à altura do rosto, e a luz que ela projeta alcança apenas alguns passos à frente. Em versões modernas, ele está no alto de uma montanha nevada, e a chama da lanterna tem a forma de uma estrela de seis pontas. Ele não olha para quem observa: está absorto no trajeto, atento ao chão e ao que a luz revela. O nove, último dos algarismos simples, sugere um ciclo quase completo, que pede balanço antes do próximo começo.',
      'O Eremita aponta para uma busca constante de sentido. Você precisa de tempo a sós para pensar, recarregar e entender as próprias experiências, e com frequência amadurece mais cedo do que as pessoas da sua idade. Prefere poucas relações profundas a muitas superficiais. Caminhadas sem destino, viagens curtas com pouca bagagem e manhãs silenciosas não raro são o seu jeito preferido de colocar as ideias no lugar. O aprendizado é reconhecer que a solidão escolhida nutre, mas o isolamento prolongado empobrece, e que a luz da sua lanterna também pode guiar outras pessoas.',
      'Quem ama você precisa respeitar seus silêncios e não confundir introspecção com desinteresse. Cabe a você, porém, avisar quando se recolhe, para que o outro não se sinta excluído. No trabalho, rende em atividades que pedem concentração e profundidade: pesquisa, escrita, especialização técnica, orientação. Nas escolhas, você não se deixa levar por modismos e prefere examinar a questão com calma. Às vezes basta enxergar o próximo passo, e não o caminho inteiro, para seguir em frente.',
    ),
    keywords: ['introspecção', 'sabedoria', 'solitude', 'prudência', 'busca', 'maturidade', 'paciência'],
    light:
      'Há profundidade em você. Consegue se concentrar por longos períodos, refletir antes de agir e chegar a conclusões próprias, sem depender do aplauso alheio. Sua prudência evita muitos erros, e seus conselhos carregam o peso de quem realmente pensou no assunto. Períodos de estudo, retiro e reavaliação tiram o melhor de você: é neles que essa sabedoria se revela com mais clareza.',
    shadow:
      'O recolhimento pode virar esconderijo. Repare se você se afasta das pessoas sempre que algo incomoda, se adia a vida esperando ter todas as respostas ou se olha com desconfiança para quem vive de modo mais leve. A lanterna acesa de nada serve se você nunca sai da caverna. Sabedoria que não circula acaba se tornando apenas solidão.',
    advice:
      'Reserve um período curto, uma manhã ou um passeio de uma hora, sem celular e sem companhia, para pensar numa única pergunta que está ocupando sua mente. Leve papel e anote o que vier. Ao voltar, escolha apenas o próximo passo concreto, não o plano completo, e execute-o em até três dias. Depois, conte a alguém próximo o que descobriu.',
  },
  {
    id: 10,
    name: 'A Roda da Fortuna',
    roman: 'X',
    description:
      'A Roda da Fortuna é o movimento dos ciclos, que lembra que tudo muda e convida você a se mover junto com as oportunidades.',
    longDescription: paragraphs(
      'Uma grande roda de madeira gira presa a um eixo, com uma manivela ao lado, como se alguém, ou alguma força, mantivesse o movimento. No Tarô de Marselha, criaturas híbridas, meio humanas e meio animais, sobem de um lado e descem do outro, enquanto no topo uma esfinge coroada, com uma espada, parece imóvel. Em versões modernas, a roda traz letras e símbolos alquímicos e flutua entre nuvens, cercada por quatro figuras aladas que leem livros. A imagem mostra que ninguém fica para sempre no alto ou embaixo.',
      'A Roda da Fortuna aponta um percurso cheio de viradas. Sua vida raramente segue em linha reta, e você provavelmente já viu situações mudarem de uma hora para outra, para melhor e para pior. Isso desenvolveu em você uma grande capacidade de adaptação. Quem convive com você sabe que seus planos mudam, mas também sabe que você dificilmente perde o fio da própria história. O aprendizado é perceber os ciclos a tempo: saber quando aproveitar o impulso, quando soltar o que já terminou e quando esperar a roda girar.',
      'Encontros inesperados e reencontros costumam marcar a sua história afetiva, e os vínculos mudam de forma ao longo do tempo, sem necessariamente acabar. No trabalho, você se dá bem em ambientes dinâmicos, com mudanças frequentes, viagens e novidades, e sabe reconhecer uma oportunidade quando ela passa. Nas escolhas, evite atribuir tudo à sorte ou ao azar. A roda gira por conta própria, mas a forma como você se posiciona nela é decisão sua, e essa parte ninguém tira de você.',
    ),
    keywords: ['ciclos', 'mudança', 'oportunidade', 'movimento', 'adaptação', 'acaso', 'renovação'],
    light:
      'Diante das mudanças, você tem jogo de cintura. Quando a situação vira, em geral se reorganiza depressa e encontra, no meio do imprevisto, uma porta que ninguém tinha notado. Tem também bom faro para o momento certo de agir. Convites inesperados, trocas de emprego ou de cidade e qualquer sinal de que um ciclo novo está começando são oportunidades feitas para você.',
    shadow:
      'Atribuir tudo ao destino pode tirar de você a responsabilidade pelas próprias escolhas. Observe se espera passivamente que a sorte mude, se repete os mesmos padrões achando que desta vez será diferente ou se segura uma fase boa com tanta força, por medo de que ela acabe, que deixa de aproveitá-la. Também é comum viver altos e baixos intensos sem construir nada que atravesse as mudanças.',
    advice:
      'Olhe para os últimos anos e desenhe uma linha do tempo simples com os momentos de subida e de descida. Procure padrões: o que se repete antes de cada virada? Escreva uma coisa que você vai manter firme, aconteça o que acontecer, e uma coisa que já pode soltar. Depois, diga sim a uma oportunidade pequena que aparecer nesta semana.',
  },
  {
    id: 11,
    name: 'A Força',
    roman: 'XI',
    description:
      'A Força é a coragem serena que conduz os impulsos pela gentileza, mostrando que firmeza e doçura podem caminhar juntas.',
    longDescription: paragraphs(
      'Uma mulher, com um chapéu de abas largas que desenha o sinal do infinito, segura com as mãos as mandíbulas de um leão. Ela não luta nem parece fazer esforço: o gesto é delicado, quase carinhoso, e o animal se deixa conduzir. Há uma cumplicidade entre os dois, como se ela conhecesse o leão por dentro. Não há armas, correntes ou armaduras na cena. Em versões modernas, ela veste branco, traz guirlandas de flores na cabeça e na cintura, o sinal do infinito flutua acima dela, e as duas mãos fecham com suavidade a boca do leão num campo aberto. A força aqui é interior e se exprime pela calma, não pela violência.',
      'A Força fala de alguém que aprende a lidar com a própria intensidade. Você sente emoções fortes, como raiva, desejo, entusiasmo e medo, e sua maior conquista é conduzi-las sem reprimi-las. Costuma ser a pessoa que mantém a calma nas crises e tranquiliza os outros com a própria presença. Em discussões acaloradas, muitas vezes é a sua voz baixa e firme que faz o grupo voltar a conversar. Ao longo da vida, descobre que coragem verdadeira não é ausência de medo, e sim a decisão de seguir o coração mesmo com medo.',
      'Com quem você ama, oferece paciência e acolhimento, mas precisa cuidar para não suportar situações que deveria encerrar. Seu afeto é firme e leal. No trabalho, destaca-se em funções que exigem persistência, trato com pessoas, gestão de conflitos e liderança pelo exemplo. Diante de escolhas difíceis, não se apresse nem se imponha: respire, observe o que o instinto está pedindo e responda com firmeza tranquila. É assim que se conduz um leão.',
    ),
    keywords: ['coragem', 'paciência', 'autodomínio', 'compaixão', 'resiliência', 'gentileza', 'confiança'],
    light:
      'Sua força não precisa gritar: você mantém a calma quando tudo se agita, suporta pressões com dignidade e consegue transformar impulsos em ações construtivas. Pessoas difíceis tendem a se desarmar diante da sua paciência. Negociações delicadas, recomeços depois de uma fase dura e desafios longos, que pedem constância mais do que pressa, mostram o seu valor.',
    shadow:
      'Conter demais também cansa. Repare se você está engolindo raiva para não criar conflito, se aguenta situações que já passaram do limite só para provar resistência ou se confunde gentileza com obrigação de agradar. Impulsos abafados por muito tempo com frequência explodem na hora errada. O leão precisa ser conduzido, e não trancado numa jaula.',
    advice:
      'Da próxima vez que sentir uma emoção forte, antes de reagir, conte até dez devagar e pergunte a si: o que essa emoção está tentando proteger? Escreva a resposta. Depois, escolha uma situação que você vem tolerando além da conta e prepare uma frase calma e firme para colocar um limite. Diga essa frase ainda esta semana, em tom tranquilo.',
  },
  {
    id: 12,
    name: 'O Enforcado',
    roman: 'XII',
    description:
      'O Enforcado é a pausa que muda o ponto de vista, ensinando que às vezes é preciso parar e soltar o controle para enxergar uma saída nova.',
    longDescription: paragraphs(
      'Um homem está pendurado de cabeça para baixo, preso por um pé a uma trave apoiada entre duas árvores podadas. A outra perna se dobra atrás da primeira, formando uma cruz ou um número quatro invertido. As mãos parecem amarradas nas costas e, apesar da posição, o rosto é tranquilo, às vezes sereno. Em versões modernas, um halo luminoso envolve sua cabeça. Não é uma cena de castigo: é a imagem de alguém que vê o mundo ao contrário e, por isso, enxerga o que os outros não veem.',
      'O Enforcado descreve alguém que enxerga por ângulos incomuns. Você provavelmente já se sentiu fora do compasso, com ideias e valores que não batiam com os do grupo. Sua vida pode ter períodos de espera que, vistos depois, se revelam fundamentais. Talvez você já tenha aberto mão de algo importante por uma causa, uma pessoa ou um ideal, e descoberto nessa renúncia um ganho que ninguém previa. O grande aprendizado é distinguir a pausa fértil da paralisia, e entender que soltar o controle, às vezes, é o gesto mais ativo que existe.',
      'Nos relacionamentos, você é capaz de grande dedicação e de enxergar o outro com empatia, mas deve ficar de olho para não se sacrificar em excesso esperando reconhecimento. No trabalho, rende em funções criativas, em pesquisa, em projetos de longo prazo e em qualquer lugar que valorize uma visão diferente. Quando tudo parecer travado numa escolha, mude o ângulo: pergunte o que aconteceria se fizesse o contrário do que vem tentando. Muitas vezes a resposta nasce exatamente daí, de cabeça para baixo.',
    ),
    keywords: ['pausa', 'entrega', 'perspectiva', 'paciência', 'desapego', 'espera', 'reflexão'],
    light:
      'Você vê o que escapa aos outros. Consegue inverter uma questão, questionar o óbvio e encontrar soluções criativas exatamente onde todos estão presos. Tem também uma paciência profunda, a capacidade de esperar sem desespero até que o momento amadureça. Impasses, pausas forçadas e fases de transição são o terreno ideal para esse seu olhar original: não os desperdice.',
    shadow:
      'A espera pode virar estagnação. Note se você adia decisões indefinidamente à espera de um sinal, se assume sempre o papel de quem se sacrifica pelos outros ou se sente vítima de circunstâncias que, na verdade, poderia mudar. Entregar-se ao fluxo é diferente de desistir de si. Ficar pendurado tempo demais também cansa.',
    advice:
      'Escolha um problema que parece sem saída e escreva três formas de olhar para ele que contrariem o que você vem pensando, inclusive a de não fazer nada por um tempo. Marque uma data para rever a questão, em vez de remoê-la todo dia. Enquanto isso, faça algo completamente diferente da sua rotina, como um caminho novo para casa ou um livro fora do seu gênero preferido.',
  },
  {
    id: 13,
    name: 'A Morte',
    roman: 'XIII',
    description:
      'A Morte é o arcano da transformação, o fim necessário de um ciclo que abre espaço para algo novo nascer.',
    longDescription: paragraphs(
      'No Tarô de Marselha, este é o arcano sem nome: um esqueleto empunha uma foice e ceifa um campo escuro, de onde brotam mãos, pés e cabeças, algumas delas coroadas. Em versões modernas, um cavaleiro de armadura negra monta um cavalo branco e carrega um estandarte com uma rosa branca; ao fundo, o sol nasce entre duas torres. A foice corta, mas o solo revolvido é fértil. Tudo na imagem fala de colheita e de um terreno limpo para o que virá depois.',
      'Vale dizer com clareza: esta carta não fala de morte física. A Morte descreve transformações profundas, em que você renasce mais de uma vez ao longo do caminho. Encerrar o que perdeu o sentido e começar de novo, mesmo quando isso dói, pede uma coragem incomum, e você a tem. Trocas de cidade, de profissão, de círculo de amizades ou de visão de mundo costumam marcar capítulos bem distintos da sua trajetória. Vale aceitar que finais fazem parte do movimento natural da vida e que resistir a eles frequentemente prolonga o desconforto.',
      'Vínculos mornos não se sustentam por muito tempo ao seu lado, e você vive mudanças intensas junto das pessoas que ama; as relações que duram são as que aceitam mudar de forma. No trabalho, você se destaca em reestruturações, recomeços, projetos de mudança e funções que lidam com transições. Nas escolhas, na maioria das vezes, corta pela raiz em vez de remendar. Vale perguntar, antes de cada corte, o que merece ser preservado e levado para o próximo capítulo. O que fica, depois de cada transformação, é você com mais verdade.',
    ),
    keywords: ['transformação', 'renovação', 'encerramento', 'desapego', 'mudança', 'recomeço', 'libertação'],
    light:
      'Reinventar-se é um poder que você tem. Onde outras pessoas se agarram ao que já acabou, você consegue reconhecer o fim de um ciclo e abrir espaço para o novo. Sua capacidade de atravessar crises e sair delas com mais clareza é inspiradora. Trocas de carreira ou de casa, fins de projeto e qualquer momento de virada encontram em você alguém que sabe renascer.',
    shadow:
      'O medo da mudança, ou o excesso dela, é a sombra deste arcano. Observe se você está se agarrando a uma situação que já terminou por receio do vazio ou, ao contrário, se corta vínculos e projetos de forma brusca sempre que algo fica difícil. Também merece atenção a despedida não elaborada: encerrar sem sentir costuma fazer a mesma história voltar com outra roupa.',
    advice:
      'Faça uma lista do que está ocupando espaço na sua vida sem trazer sentido: objetos, compromissos, hábitos, expectativas antigas. Escolha um item e encerre-o esta semana de modo consciente, com um pequeno ritual, seja uma carta de despedida, uma doação ou uma conversa franca. Depois, anote o que você gostaria que ocupasse o espaço liberado e dê um primeiro passo nessa direção.',
  },
  {
    id: 14,
    name: 'A Temperança',
    roman: 'XIV',
    description:
      'A Temperança é a arte da medida certa, que suaviza excessos com paciência e encontra o meio-termo que faz a vida fluir.',
    longDescription: paragraphs(
      'Uma figura alada, de aparência serena, derrama um líquido de um vaso para outro. O fluxo parece correr de lado, desafiando a gravidade, como se a mistura obedecesse a outra lógica. No Tarô de Marselha, as roupas combinam azul e vermelho; em versões modernas, o anjo tem um pé na água e outro na terra firme, um triângulo desenhado no peito e, ao fundo, um caminho que leva a montanhas sob uma coroa de luz. Íris florescem à beira do lago. Tudo é calma e passagem.',
      'A Temperança coloca no centro a busca pela medida certa. Conciliar opostos é um talento natural seu: razão e emoção, trabalho e descanso, pessoas que não se entendem. Costuma ser a presença que acalma os ambientes e traduz um lado para o outro. Amigos que se desentenderam frequentemente procuram você para reatar a conversa, e você faz isso sem tomar partido de maneira cega. O aprendizado é perceber que equilíbrio não é ficar parado no meio, e sim ajustar a mistura continuamente, conforme a vida muda.',
      'Nos relacionamentos, você busca serenidade, diálogo e uma convivência sem extremos, e tem enorme capacidade de escuta. Pode, porém, evitar conflitos necessários em nome da paz. No trabalho, rende em mediação, educação, cuidado, ofícios que combinam técnicas diferentes e funções que integram equipes diversas. Diante de escolhas, sua força está em recusar o tudo ou nada: muitas vezes a resposta certa é uma combinação, feita aos poucos, com paciência de alquimista. Avançar devagar, para você, não é fraqueza: é método.',
    ),
    keywords: ['equilíbrio', 'moderação', 'harmonia', 'paciência', 'integração', 'serenidade', 'fluidez'],
    light:
      'Você sabe dosar. Consegue combinar ingredientes muito diferentes, sejam ideias, pessoas ou tarefas, e encontrar uma mistura que funciona para todos. Sua calma é contagiante e ajuda ambientes tensos a respirar. Reconciliações, ajustes de rotina e projetos que reúnem áreas diversas são o lugar em que seu talento para integrar se mostra por inteiro; ofereça-o sem medo.',
    shadow:
      'A busca constante de equilíbrio pode deixar tudo morno. Veja se você evita tomar partido mesmo quando a situação pede posição, se engole desconfortos para manter a harmonia ou se vive tanto no meio-termo que esquece o que realmente quer. O contrário também acontece: alternar entre excessos e restrições rígidas, sem encontrar um ritmo que se sustente.',
    advice:
      'Olhe para sua semana e identifique onde há excesso e onde há falta: muito trabalho e pouco lazer, muita conversa e pouco silêncio, muitas telas e pouca rua. Escolha um desses pares e faça um ajuste pequeno e concreto, como trocar uma hora de uma coisa pela outra em dois dias da semana. Observe por um mês como isso muda o seu humor.',
  },
  {
    id: 15,
    name: 'O Diabo',
    roman: 'XV',
    description:
      'O Diabo é o arcano do desejo e do apego, que revela o que prende você e, ao mesmo tempo, a energia intensa que pode ser usada a seu favor.',
    longDescription: paragraphs(
      'Uma figura com chifres, asas de morcego e garras está de pé sobre um pedestal, segurando uma tocha ou uma espada pela lâmina. A tocha ilumina, mas também seduz: nem tudo o que brilha liberta. Presos ao pedestal por cordas ou correntes, dois seres menores, com chifres e rabos, parecem submissos. Olhando bem, porém, os laços estão frouxos ao redor do pescoço: eles poderiam se soltar se quisessem. Em versões modernas, os dois lembram o casal da carta Os Enamorados, agora acorrentado. A carta mostra o quanto podemos nos prender, mas também que a saída está à vista.',
      'Este arcano não fala de maldade. O Diabo indica alguém com energia intensa, magnetismo e forte contato com o desejo: de prazer, de sucesso, de poder, de viver tudo com força. Você sente as coisas com o corpo inteiro e tem uma força de atração que não passa despercebida. O aprendizado ao longo da vida é reconhecer seus apegos, aquilo que você repete mesmo sabendo que não faz bem, e transformar essa energia em criação, ambição saudável e prazer vivido com liberdade.',
      'No amor, a paixão é intensa e o vínculo pode se tornar profundo, mas é preciso atenção a ciúmes, dependências e jogos de poder. Uma relação boa para você é aquela em que ambos escolhem ficar, e não aquela em que alguém se sente sem saída. No trabalho, sua ambição e seu carisma abrem portas em negociação, vendas, artes e liderança. Nas escolhas, pergunte se está agindo por desejo genuíno ou por medo de perder algo. A resposta mostra onde está a corrente. Desejo reconhecido vira energia; desejo negado muitas vezes vira amarra.',
    ),
    keywords: ['desejo', 'apego', 'intensidade', 'magnetismo', 'ambição', 'sensualidade', 'tentação'],
    light:
      'Sua energia vital é poderosa. Seu carisma atrai pessoas e oportunidades, e sua ambição sabe transformar desejo em realização. Você não tem medo de querer, e isso, bem usado, é um motor extraordinário. Negociações, projetos que exigem garra e a reconexão com o prazer de viver pedem essa intensidade: aquilo que você deseja pode ser um guia, e não um perigo.',
    shadow:
      'O apego é a sombra deste arcano. Atenção aos hábitos que você repete mesmo sabendo que não ajudam, às relações em que o controle ou o ciúme falam mais alto que o afeto e às metas perseguidas apenas para provar algo a alguém. Vale notar também quando uma situação parece uma prisão, mas a porta, olhando com honestidade, está entreaberta.',
    advice:
      'Escolha um hábito ou padrão que prende você e observe-o por sete dias, anotando quando aparece, o que sente antes e o que ganha com ele. Não tente cortá-lo de imediato: primeiro entenda a função que ele cumpre. Depois, escolha uma alternativa que atenda à mesma necessidade de forma mais livre e pratique-a na próxima vez que o impulso surgir.',
  },
  {
    id: 16,
    name: 'A Torre',
    roman: 'XVI',
    description:
      'A Torre é a clareza repentina que derruba estruturas falsas, libertando você do que já não se sustentava para reconstruir sobre bases verdadeiras.',
    longDescription: paragraphs(
      'Uma torre alta é atingida por um raio ou por uma chama vinda do céu, e o topo, em forma de coroa, se desprende. Duas figuras caem, uma de cada lado, de braços abertos. No Tarô de Marselha, a carta se chama A Casa de Deus, e pequenas bolas coloridas flutuam no ar como uma chuva de luz. Em versões modernas, a torre se ergue sobre um rochedo, há labaredas nas janelas e o céu é escuro. A imagem é dramática, mas o raio também ilumina tudo de uma vez.',
      'Longe de anunciar catástrofes, A Torre descreve alguém que vive momentos de clareza súbita, em que tudo, de uma hora para outra, fica evidente. Você provavelmente já passou por viradas que mudaram sua visão de mundo da noite para o dia, e saiu delas com mais autenticidade. Tem um compromisso forte com a verdade e pouca paciência para aparências. Muitas das verdades que mais transformaram você chegaram num instante: uma frase ouvida por acaso, uma descoberta inesperada, uma percepção que não dava mais para ignorar. O aprendizado é permitir que as mudanças venham de dentro, antes que as circunstâncias precisem forçá-las.',
      'Fingimentos não têm vez nos seus relacionamentos: conversas francas, às vezes desconfortáveis, limpam o terreno e aprofundam os vínculos que valem a pena. No trabalho, você pode ser quem enxerga o que está estruturalmente errado num projeto e tem coragem de dizê-lo; funções de inovação, reestruturação e resolução de problemas combinam com você. Diante de escolhas, preste atenção às pequenas rachaduras. Agir enquanto elas ainda são pequenas evita que a mudança precise chegar como um raio.',
    ),
    keywords: ['revelação', 'ruptura', 'clareza', 'libertação', 'verdade', 'despertar', 'reconstrução'],
    light:
      'Coragem para a verdade não lhe falta. Quando algo está errado, você enxerga, e não finge que não viu. Sua capacidade de atravessar reviravoltas e se reconstruir é notável, e muitas vezes as rupturas que você viveu abriram espaço para versões mais livres de si. Momentos de revelação, quebras de rotina e ideias repentinas são um clarão a seu favor: deixe a criatividade entrar por eles.',
    shadow:
      'A impaciência com o que é falso pode virar destruição desnecessária. Perceba se você derruba tudo de uma vez quando bastaria ajustar uma parede, se provoca rupturas para fugir de um desconforto ou se vive em estado de alerta esperando o próximo abalo. O contrário também merece atenção: ignorar rachaduras evidentes para manter uma fachada de pé.',
    advice:
      'Pense numa área da vida em que você sente que algo está prestes a ruir: um acordo, uma rotina, uma imagem que você sustenta diante dos outros. Escreva, sem rodeios, qual é a verdade que está evitando. Escolha uma pessoa envolvida e tenha a conversa franca esta semana, com calma e sem acusações. É melhor abrir uma janela de propósito do que esperar o raio.',
  },
  {
    id: 17,
    name: 'A Estrela',
    roman: 'XVII',
    description:
      'A Estrela é a esperança serena que renova as forças, lembrando que há luz e direção mesmo depois das noites mais longas.',
    longDescription: paragraphs(
      'Uma mulher nua se ajoelha à beira de um lago, sob o céu noturno. Com dois jarros, derrama água: um deles devolve o líquido ao lago, o outro rega a terra seca. Acima dela brilha uma grande estrela de oito pontas, cercada por outras sete menores. Ao fundo, um pássaro pousa numa árvore. A nudez, aqui, não é exposição, mas sinceridade: ela não tem nada a esconder. A cena inteira transmite calma, generosidade e a sensação de que a natureza voltou a respirar.',
      'A Estrela fala de alguém que inspira. Mesmo depois de fases difíceis, você encontra motivos para acreditar, e essa esperança não é ingênua: nasce de quem já atravessou tempestades e sabe que elas passam. Ideais, sonhos e um desejo genuíno de contribuir para algo maior movem você. Num dia comum, você encontra um detalhe bonito para apontar, e essa atenção faz diferença para quem anda desanimado. O aprendizado é manter os pés na terra enquanto olha para o céu, transformando inspiração em gestos cotidianos.',
      'Você oferece a quem ama leveza, apoio e uma confiança que faz o outro se sentir enxergado; em troca, precisa de vínculos que respeitem seus sonhos. No trabalho, brilha em áreas criativas, em causas sociais, em comunicação, arte e educação, e em funções que pedem visão de futuro. Nas escolhas, siga o que faz seus olhos brilharem, mas dê forma ao sonho: uma estrela orienta a viagem, e quem escolhe o caminho, passo a passo, é você. Pequenos gestos de generosidade, repetidos com constância, são sua forma mais poderosa de mudar um ambiente.',
    ),
    keywords: ['esperança', 'inspiração', 'renovação', 'fé', 'generosidade', 'serenidade', 'propósito'],
    light:
      'Você carrega uma luz que renova. Sua fé no futuro, sua generosidade e seu jeito sereno de enfrentar as dificuldades ajudam as pessoas ao redor a recuperar a esperança. Tem também uma criatividade que floresce quando se sente livre. Recomeços depois de uma crise, projetos com propósito e momentos de sonhar alto são os momentos em que sua estrela brilha mais; permita-se ocupar esse céu.',
    shadow:
      'O idealismo pode virar fuga da realidade. Note se você espera que as coisas se resolvam por si, se doa energia demais a todo mundo e fica sem reservas ou se vive decepções repetidas porque as pessoas não correspondem às suas expectativas. Sonhar sem agir também pode prender você a um futuro que nunca chega.',
    advice:
      'Escreva um sonho que você vem guardando há tempo e, logo abaixo, três ações pequenas e concretas que o aproximariam da realidade. Faça a primeira nos próximos sete dias. Em paralelo, separe um momento da semana para algo que renove sua esperança: olhar o céu à noite, caminhar perto da água, ouvir uma música querida. Inspiração também se cultiva.',
  },
  {
    id: 18,
    name: 'A Lua',
    roman: 'XVIII',
    description:
      'A Lua é o território dos sonhos e das emoções profundas, onde é preciso atravessar a incerteza confiando na própria intuição.',
    longDescription: paragraphs(
      'Uma lua de perfil, com rosto humano, domina o céu e deixa cair gotas coloridas sobre a paisagem. Abaixo, dois cães, ou um cão e um lobo, erguem a cabeça como se uivassem para ela. De um lago, na parte inferior da carta, emerge um lagostim, lembrança de tudo o que vem das profundezas e ainda não tem nome. Ao fundo, duas torres guardam a passagem para um caminho que serpenteia até o horizonte. A luz é difusa, nada é totalmente nítido, e a cena tem a atmosfera dos sonhos, entre o fascínio e a inquietação.',
      'A Lua traz imaginação rica e sensibilidade aguçada. Você capta climas, pressente o que não foi dito e tem uma vida onírica intensa; às vezes, sonhos e sensações parecem mais verdadeiros do que os fatos. Essa porosidade é um dom criativo, mas também pode trazer dúvidas e inseguranças. Músicas, filmes e lugares mexem com você de um jeito que nem sempre cabe em palavras, e muitas de suas melhores ideias surgem nesse estado. O aprendizado é atravessar as zonas de sombra sem fugir delas, aprendendo a distinguir intuição de medo.',
      'Quando ama, você se entrega com profundidade e percebe o outro por inteiro, mas pode imaginar intenções que não existem. Conversas claras dissipam muitas névoas. No trabalho, floresce em artes, escrita, música, áreas que lidam com o simbólico e funções que pedem sensibilidade. Diante de escolhas, quando tudo parecer confuso, não force uma certeza que ainda não chegou: dê um passo pequeno, observe e deixe a luz do dia trazer mais nitidez.',
    ),
    keywords: ['intuição', 'imaginação', 'sonhos', 'incerteza', 'sensibilidade', 'inconsciente', 'mistério'],
    light:
      'Sua imaginação é um tesouro. Você acessa imagens, ideias e sentimentos que a maioria das pessoas nem percebe, e isso alimenta uma criatividade fora do comum. Sua empatia é profunda, e sua intuição, quando escutada com calma, com frequência acerta. Projetos artísticos, fases criativas e momentos de mergulho interior guardam suas melhores respostas; vá até eles sem pressa.',
    shadow:
      'A névoa pode virar confusão. Veja se você está alimentando medos baseados em suposições, se evita olhar os fatos para não perder uma ilusão confortável ou se deixa que a inquietação dite as decisões. Repare, ainda, quando você diz o que acha que o outro quer ouvir, e não o que realmente sente.',
    advice:
      'Deixe um caderno ao lado da cama e, por duas semanas, anote ao acordar os sonhos ou as primeiras sensações do dia. No fim do período, procure temas que se repetem. Quando surgir uma desconfiança, escreva separadamente o que você sabe de fato e o que está supondo. Depois, faça uma pergunta direta à pessoa envolvida antes de tirar conclusões.',
  },
  {
    id: 19,
    name: 'O Sol',
    roman: 'XIX',
    description:
      'O Sol é a alegria de viver com clareza, o arcano do reconhecimento e da espontaneidade de quem se mostra como é.',
    longDescription: paragraphs(
      'Um grande sol de rosto humano irradia raios alternados, retos e ondulados, e deixa cair gotas de luz. No Tarô de Marselha, abaixo dele, duas crianças seminuas se abraçam ou se tocam diante de um muro baixo, num gesto de cumplicidade. Em versões modernas, uma criança sorridente monta um cavalo branco, com um estandarte vermelho, à frente de girassóis que se erguem acima do muro. Nada se esconde sob essa luz: é a carta mais luminosa do baralho, e tudo nela fala de calor e franqueza.',
      'O Sol empresta a você uma presença que aquece. Um brilho natural, um otimismo que não é ingenuidade e uma capacidade de se alegrar com coisas simples acompanham você. Costuma preservar algo da criança que foi, como a curiosidade, o riso fácil e a vontade de brincar, e isso é um recurso precioso quando a vida aperta. As pessoas, na maioria das vezes, buscam sua companhia porque você deixa os ambientes mais leves. Sua trajetória envolve aprender a brilhar sem medo de ocupar espaço e sem precisar ofuscar ninguém, reconhecendo que sua luz cresce quando ilumina os outros.',
      'No amor e na amizade, seu afeto é transparente e generoso, e você valoriza parcerias alegres, com espaço para brincar e celebrar. Conflitos se resolvem melhor quando tratados com franqueza e bom humor. No trabalho, você se destaca em funções visíveis, de liderança, criação, comunicação e contato com o público, e não raro colhe reconhecimento. Nas escolhas, confie na clareza que sente no peito: quando algo é certo para você, geralmente se mostra sem rodeios. Celebrar conquistas, as grandes e as pequenas, também faz parte do seu caminho.',
    ),
    keywords: ['alegria', 'vitalidade', 'clareza', 'sucesso', 'otimismo', 'generosidade', 'espontaneidade'],
    light:
      'Você ilumina por onde passa. Seu entusiasmo é genuíno, sua alegria é contagiante e sua confiança encoraja os outros a tentar. Tem facilidade para conquistar reconhecimento e para celebrar vitórias, suas e alheias. Aposte nas fases de visibilidade, nas apresentações, nas festas, nos projetos criativos e em qualquer momento em que seja preciso levantar o ânimo de um grupo.',
    shadow:
      'Todo excesso de luz também ofusca. Pergunte-se se você precisa estar sempre no centro das atenções, se evita mostrar tristeza por medo de decepcionar ou se o otimismo está servindo para não encarar um problema real. Orgulho e vaidade podem se infiltrar quando o sucesso chega. Até o sol precisa da noite para que o dia seguinte tenha graça.',
    advice:
      'Reserve um tempo esta semana para algo que traga alegria pura, sem objetivo produtivo: brincar, dançar, cozinhar para amigos, passar uma tarde ao ar livre. Depois, escolha uma conquista recente, sua ou de alguém próximo, e celebre de forma concreta, com uma mensagem, um encontro, um brinde. Por fim, ensine algo que você sabe fazer bem a alguém que está começando.',
  },
  {
    id: 20,
    name: 'O Julgamento',
    roman: 'XX',
    description:
      'O Julgamento é o chamado para despertar, o momento de avaliar o caminho percorrido e renascer para uma vocação mais verdadeira.',
    longDescription: paragraphs(
      'Um anjo surge entre nuvens e toca uma trombeta da qual pende um estandarte com uma cruz. O som parece atravessar a carta inteira e acordar até o que estava adormecido havia muito tempo. Abaixo, figuras nuas se erguem de túmulos abertos, de braços levantados, olhando para o alto com espanto ou alegria. No Tarô de Marselha, vemos um homem, uma mulher e uma figura de costas saindo da terra; em versões modernas, montanhas e água ao fundo reforçam a amplidão da cena. Tudo nela sugere um chamado que ninguém consegue ignorar.',
      'Com O Julgamento, despertares importantes ganham espaço e mudam a forma como você se vê. Há momentos em que você simplesmente percebe que não pode continuar como estava, e responde a esse chamado interior com coragem. Algumas dessas viradas chegam como uma certeza tranquila; outras, como uma inquietação que não passa até que você se mexa. Rever o passado com honestidade, perdoar a si e aos outros e renascer com uma consciência mais ampla: essa capacidade é sua. O aprendizado é escutar sua vocação sem depender do veredito alheio.',
      'Reconciliações profundas e recomeços verdadeiros são possíveis nos seus vínculos; você também sabe reconhecer quando um ciclo com alguém se completou. No trabalho, sente necessidade de fazer algo que tenha sentido, e mudanças de carreira motivadas por vocação são comuns para quem tem este arcano. Nas escolhas, evite decidir com base em julgamentos antigos, seus ou dos outros. Pergunte o que a versão mais desperta de você escolheria hoje, e deixe essa resposta guiar o próximo passo.',
    ),
    keywords: ['despertar', 'chamado', 'renascimento', 'vocação', 'avaliação', 'perdão', 'propósito'],
    light:
      'Renascer com consciência é um dom seu. Sabe olhar para trás sem se prender, tirar lições das experiências e transformar erros em ponto de partida. Seu senso de vocação é forte e, quando você responde a ele, contagia os outros com energia renovada. Balanços, reencontros, reconciliações e decisões que alinham sua vida ao que importa de verdade são momentos em que essa força aparece por inteiro.',
    shadow:
      'A autocrítica pode virar tribunal permanente. Repare se você julga duramente o próprio passado, se espera uma confirmação externa antes de mudar ou se adia um chamado interior por medo do que os outros vão pensar. Outro ponto sensível é a tendência de julgar as pessoas pelas escolhas delas, esquecendo que cada um desperta no próprio tempo.',
    advice:
      'Escreva uma carta para quem você era cinco anos atrás, contando o que aprendeu desde então e o que perdoa naquela versão de você. Em seguida, responda: se ninguém fosse julgar, o que você começaria a fazer este ano? Escolha uma ação ligada a essa resposta, como pesquisar um curso, conversar com alguém da área ou reservar horas semanais, e faça-a ainda este mês.',
  },
  {
    id: 21,
    name: 'O Mundo',
    roman: 'XXI',
    description:
      'O Mundo é a realização e a integração, o fechamento de um grande ciclo em que as partes da sua história se encaixam e uma nova etapa se anuncia.',
    longDescription: paragraphs(
      'Uma figura nua, envolta apenas num tecido esvoaçante, parece dançar dentro de uma grande guirlanda oval de folhas, que funciona ao mesmo tempo como moldura e como porta: fecha um percurso e anuncia outro. Numa das mãos segura um bastão ou uma pequena varinha. Nos quatro cantos da carta aparecem um anjo, uma águia, um leão e um touro, símbolos que muitos associam aos quatro elementos e aos signos fixos do zodíaco. É a última carta dos arcanos maiores, e sua composição transmite harmonia: tudo está no lugar, em movimento, mas em equilíbrio.',
      'O Mundo aponta para um caminho orientado pela integração. Você busca dar sentido ao conjunto das experiências e sente que cada fase, mesmo as difíceis, contribuiu para quem você é. Tem facilidade para circular entre grupos, culturas e saberes diferentes, e se sente bem em horizontes amplos. Viagens, mudanças de ambiente e o contato com gente de outros lugares em geral ampliam a sua noção de si. O aprendizado é concluir o que começa, celebrar as chegadas e aceitar que cada ciclo completo é também o início do próximo.',
      'Nos relacionamentos, você procura parcerias que ampliem sua visão, com espaço para crescer juntos e para a individualidade de cada um. No trabalho, rende em funções de alcance amplo: projetos internacionais, viagens, coordenação de equipes diversas, conclusão de grandes entregas. Nas escolhas, observe o quadro completo antes de decidir e pergunte como esta decisão conversa com o resto da sua vida. Quando a resposta soa harmoniosa, você com frequência sente no corpo que encontrou o seu lugar.',
    ),
    keywords: ['realização', 'integração', 'plenitude', 'conclusão', 'harmonia', 'expansão', 'totalidade'],
    light:
      'Completar é o seu talento. Sabe juntar as peças, fechar ciclos com satisfação e enxergar o sentido maior por trás de caminhos tortuosos. Fica à vontade em lugares diferentes e conecta pessoas de mundos distintos. Formaturas, lançamentos, viagens e conclusões renovam sua sensação de plenitude; celebre cada uma delas e prepare-se para voos maiores.',
    shadow:
      'A busca de completude pode virar perfeccionismo. Preste atenção se você adia a conclusão de algo porque nunca parece pronto, se tem dificuldade de sair de uma fase confortável ou se sente um vazio depois de cada conquista, sem saber para onde ir. A vontade de abraçar o mundo inteiro também pode dispersar sua energia em direções demais.',
    advice:
      'Escolha algo que está quase pronto há tempo demais, seja um projeto, uma arrumação ou uma conversa, e conclua-o nas próximas duas semanas, mesmo que não fique perfeito. Depois, celebre de forma concreta e registre o que aprendeu nesse ciclo. Por fim, escreva em uma frase qual é o próximo horizonte que você quer explorar e dê um primeiro passo pequeno nessa direção.',
  },
];

/** The arcanum with this id (0..21); throws RangeError for anything else. */
export function getArcanum(id: number): ArcanumText {
  const arcanum = Number.isInteger(id) ? ARCANA[id] : undefined;
  if (arcanum === undefined) {
    throw new RangeError(`Arcano inexistente: ${String(id)} (esperado um inteiro de 0 a 21)`);
  }
  return arcanum;
}
