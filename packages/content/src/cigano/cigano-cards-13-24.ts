/**
 * Cards 13–24 of the baralho cigano: A Criança … O Coração. Original Portuguese written for
 * Constelar, after the Brazilian school; tendencies and choices, never fate (spec/tarot.md §5).
 */
import type { CiganoCardText } from './cigano-card-text';

export const CIGANO_CARDS_13_24: readonly CiganoCardText[] = [
  {
    number: 13,
    name: 'A Criança',
    slug: 'a-crianca',
    insert: 'Valete de Espadas',
    keywords: ['recomeço', 'inocência', 'novidade', 'sinceridade', 'leveza'],
    subject: 'um recomeço',
    modifier: 'em seus primeiros passos',
    description:
      'Uma criança de traço dourado brinca com um pião sob o céu estrelado, descalça e sorridente.',
    longDescription:
      'A Criança representa o começo, o que ainda é pequeno e tem tudo por crescer. Na escola brasileira, as cartomantes a leem como novidade, sinceridade, inocência e recomeço. Também pode indicar uma criança de verdade na vida de quem consulta, ou alguém jovem de espírito. Ela pede leveza e disposição para aprender, mas também alerta para a ingenuidade. Ao lado de cartas de transformação, como O Caixão, mostra o renascimento depois de um fim.',
    meanings: {
      geral:
        'Algo novo começa, pequeno e cheio de possibilidades. É fase de aprender, experimentar e olhar o mundo com curiosidade. Só evite confiar demais em quem ainda não conhece.',
      amor: 'Um início de relação, ou um jeito mais leve e sincero de viver o vínculo. A carta favorece o carinho simples e a espontaneidade. Permita-se brincar e se encantar de novo.',
      trabalho:
        'Um projeto novo, uma função recém-assumida ou um curso que abre caminhos. É bom momento para começar pequeno e crescer com consistência. Pergunte sem medo de parecer iniciante.',
      conselho:
        'Olhe para a situação como quem vê pela primeira vez. A curiosidade abre portas que a experiência às vezes fecha. Cuide do que está nascendo com paciência.',
    },
  },
  {
    number: 14,
    name: 'A Raposa',
    slug: 'a-raposa',
    insert: '9 de Paus',
    keywords: ['astúcia', 'armadilha', 'esperteza', 'estratégia', 'desconfiança'],
    subject: 'uma armadilha',
    modifier: 'com alguma esperteza escondida',
    description:
      'Uma raposa de pelo dourado espia por trás de uma moita, com o focinho atento e a cauda em arco sob a lua fina.',
    longDescription:
      'A Raposa é a carta da astúcia. Na leitura brasileira, as cartomantes a tratam como aviso de armadilhas, de jogadas calculadas e de pessoas que agem em interesse próprio. Ela também fala da esperteza necessária para se proteger, e por isso não é só uma carta negativa. Muitas vezes indica que algo ao redor não está sendo dito por inteiro. As vizinhas mostram onde está o risco e se a astúcia vem de fora ou precisa vir de quem consulta.',
    meanings: {
      geral:
        'Há algo que não se mostra por inteiro, e a atenção aos detalhes evita surpresas. Desconfie do que parece fácil demais. Use sua própria estratégia com ética.',
      amor: 'Pode haver joguinhos, meias-verdades ou interesses escondidos na vida afetiva. Observe a coerência entre o que se diz e o que se faz. A sinceridade é o melhor antídoto para a armadilha.',
      trabalho:
        'Concorrência esperta, propostas com letras miúdas ou colegas que jogam por conta própria podem aparecer. Leia tudo com cuidado e documente acordos. Estratégia vale mais que força agora.',
      conselho:
        'Use a esperteza com bondade: observe, planeje e não entregue todas as cartas de uma vez. Proteja seus interesses sem enganar ninguém. Prudência não é desconfiança de tudo.',
    },
  },
  {
    number: 15,
    name: 'O Urso',
    slug: 'o-urso',
    insert: '10 de Paus',
    keywords: ['força', 'poder', 'proteção', 'ciúme', 'controle'],
    subject: 'uma força protetora',
    modifier: 'com força e controle',
    description:
      'Um urso de contorno dourado se ergue sobre as patas traseiras à entrada de uma floresta escura, imponente sob as estrelas.',
    longDescription:
      'O Urso tem duas faces na escola brasileira. De um lado, fala de força, poder, proteção e de figuras de autoridade, como um chefe ou alguém mais velho que ampara. De outro, as cartomantes o associam ao ciúme, à possessividade e a pessoas que parecem amigas mas guardam inveja. A leitura depende das cartas ao lado e da intuição de quem lê. Ele pede atenção a quem detém o controle de uma situação e a como esse poder é usado.',
    meanings: {
      geral:
        'Uma força maior, uma pessoa influente ou uma estrutura de poder pesa sobre o momento. Ela pode proteger ou sufocar, conforme o uso. Observe quem está no comando e com que intenção.',
      amor: 'Proteção e cuidado podem se misturar a ciúme e controle. A carta pede equilíbrio entre amparar e prender. Carinho de verdade deixa espaço para o outro respirar.',
      trabalho:
        'Chefias, lideranças e pessoas influentes ganham destaque, assim como a sua própria força de trabalho. Pode ser hora de assumir mais responsabilidade. Cuidado com quem sorri na frente e concorre por trás.',
      conselho:
        'Use sua força para proteger, não para dominar. Reconheça onde o medo de perder vira controle. Firmeza e generosidade cabem juntas.',
    },
  },
  {
    number: 16,
    name: 'As Estrelas',
    slug: 'as-estrelas',
    insert: '6 de Copas',
    keywords: ['brilho', 'esperança', 'sucesso', 'espiritualidade', 'orientação'],
    subject: 'um desejo',
    modifier: 'sob uma boa estrela',
    description:
      'Um céu aberto, cheio de estrelas douradas de todos os tamanhos, brilha sobre uma colina silenciosa.',
    longDescription:
      'As Estrelas são uma das cartas mais luminosas do baralho cigano. Na tradição brasileira, as cartomantes as leem como sucesso, esperança, proteção espiritual e desejos que encontram caminho. Elas iluminam as cartas vizinhas e suavizam as mais difíceis. Também falam de orientação interior, de intuição e de fé no próprio percurso. Quando aparecem, indicam que há luz para enxergar a direção, mesmo que a noite ainda não tenha acabado.',
    meanings: {
      geral:
        'Uma fase de brilho e esperança, em que planos antigos encontram direção. A intuição está afiada e vale segui-la. Sonhe grande e dê o primeiro passo.',
      amor: 'A vida afetiva ganha encanto e clareza sobre o que se deseja. Encontros têm algo de especial, e vínculos existentes se iluminam. Acredite no que o coração mostra.',
      trabalho:
        'Projetos ganham visibilidade e metas se tornam mais nítidas. É um bom momento para apresentar ideias e planejar a longo prazo. Seu talento tende a ser notado.',
      conselho:
        'Confie na sua orientação interior e faça um pedido claro, para você e para o mundo. Alimente a esperança com ações concretas. Siga a estrela que você escolheu.',
    },
  },
  {
    number: 17,
    name: 'A Cegonha',
    slug: 'a-cegonha',
    insert: 'Dama de Copas',
    keywords: ['mudança', 'renovação', 'novidade', 'transição', 'melhora'],
    subject: 'uma mudança',
    modifier: 'em renovação',
    description:
      'Uma cegonha de asas douradas voa baixo sobre um telhado, levando um pequeno embrulho no bico sob o céu estrelado.',
    longDescription:
      'A Cegonha é a carta das mudanças que trazem melhora. Na escola brasileira, as cartomantes a leem como renovação, transição de fase, mudança de casa ou de rotina e chegada de novidades. Ela fala de movimento positivo, de um ciclo que se renova como as aves que voltam a cada estação. Também pode indicar a chegada de alguém ou de algo novo à família. Perto de cartas de estabilidade, mostra que a mudança vem para ficar.',
    meanings: {
      geral:
        'Uma mudança está a caminho e tende a melhorar as coisas. É fase de renovar hábitos, espaços e planos. Abra espaço para o novo.',
      amor: 'O vínculo passa por uma transição: um novo passo, uma mudança de fase, um jeito renovado de estar junto. Para quem está sem par, a chegada de alguém pode mudar a rotina. Deixe o afeto se renovar.',
      trabalho:
        'Transferências, novas funções, mudança de área ou de empresa. As mudanças tendem a trazer progresso, mesmo que exijam adaptação. Prepare-se para um novo ritmo.',
      conselho:
        'Aceite o convite à renovação. Mude o que está ao seu alcance, mesmo que seja pouco. Cada estação pede um voo.',
    },
  },
  {
    number: 18,
    name: 'O Cachorro',
    slug: 'o-cachorro',
    insert: '10 de Copas',
    keywords: ['amizade', 'lealdade', 'confiança', 'apoio', 'fidelidade'],
    subject: 'uma amizade',
    modifier: 'com lealdade',
    description:
      'Um cachorro de pelagem dourada está sentado, atento e tranquilo, ao lado de um portão, sob um céu cheio de estrelas.',
    longDescription:
      'O Cachorro representa a amizade e a lealdade. Na leitura brasileira, as cartomantes o veem como um amigo fiel, alguém de confiança que está por perto, ou a própria fidelidade dentro de uma relação. Ele reforça a confiança nas cartas vizinhas e traz apoio às situações difíceis. Também pode falar de quem protege sem pedir nada em troca. É uma das cartas mais calorosas do baralho.',
    meanings: {
      geral:
        'Há apoio por perto, e vale contar com quem se mostrou leal. Amizades ganham importância e ajudam a atravessar o momento. Retribua a confiança recebida.',
      amor: 'Fidelidade, companheirismo e confiança são a base do vínculo. Um amor pode nascer de uma amizade, ou uma relação pode se fortalecer no cuidado cotidiano. A lealdade fala mais alto que as promessas.',
      trabalho:
        'Colegas confiáveis, parcerias sólidas e alguém que indica seu nome. O trabalho em equipe rende mais agora. Cultive relações profissionais com honestidade.',
      conselho:
        'Seja leal a quem é leal com você, e a si também. Peça ajuda a um amigo de confiança. A boa companhia torna qualquer caminho mais leve.',
    },
  },
  {
    number: 19,
    name: 'A Torre',
    slug: 'a-torre',
    insert: '6 de Espadas',
    keywords: ['isolamento', 'introspecção', 'proteção', 'instituição', 'espiritualidade'],
    subject: 'um recolhimento',
    modifier: 'com distância e reserva',
    description:
      'Uma torre alta de pedra, desenhada em ouro, ergue-se isolada no alto de uma colina, com uma única janela iluminada.',
    longDescription:
      'A Torre do baralho cigano não é a do tarô: não fala de queda, e sim de elevação e recolhimento. Na escola brasileira, as cartomantes a leem como introspecção, solidão escolhida ou sentida, espiritualidade e proteção. Também representa instituições, empresas grandes e órgãos públicos. Ela mostra alguém que se afasta para enxergar de cima, mas pode alertar para o isolamento excessivo. As cartas vizinhas dizem se a distância protege ou afasta.',
    meanings: {
      geral:
        'Um tempo de recolhimento, introspecção e olhar de cima sobre a própria vida. A solidão pode ser fértil se for escolhida. Só não deixe que ela vire muro.',
      amor: 'Pode haver distância emocional, frieza ou uma fase sem par. A carta também fala de proteger o coração enquanto se entende o que se quer. Abrir uma janela já muda a paisagem.',
      trabalho:
        'Instituições, empresas grandes, concursos e órgãos públicos entram em cena. Também pode ser fase de trabalho solitário e concentrado. Mantenha contato com as pessoas certas.',
      conselho:
        'Recolha-se para ouvir a si, mas mantenha a porta entreaberta. A meditação, a leitura e o silêncio ajudam agora. Visão de cima, pés no chão.',
    },
  },
  {
    number: 20,
    name: 'O Jardim',
    slug: 'o-jardim',
    insert: '8 de Espadas',
    keywords: ['vida social', 'encontros', 'público', 'convivência', 'celebração'],
    subject: 'um encontro social',
    modifier: 'à vista de todos',
    description:
      'Um jardim de canteiros dourados, com um banco e um chafariz, se abre sob o céu estrelado como uma praça em festa.',
    longDescription:
      'O Jardim é a carta da vida social. Na tradição brasileira, as cartomantes a leem como encontros, festas, reuniões, grupos e tudo o que acontece em público. Ela fala de convivência, de trocas e da forma como a pessoa aparece aos olhos dos outros. Também pode indicar redes sociais, eventos e comunidades. As vizinhas mostram se o público traz alegria, exposição ou oportunidades.',
    meanings: {
      geral:
        'A vida social ganha movimento, com encontros, convites e eventos. Estar entre pessoas traz oportunidades e alegria. Cuide da imagem que você mostra.',
      amor: 'Um encontro em festa, num grupo de amigos ou num evento pode aproximar alguém. Para quem já tem par, sair juntos e conviver com outras pessoas renova o vínculo. O amor também floresce à luz do dia.',
      trabalho:
        'Eventos, apresentações, atendimento ao público e contatos profissionais ganham destaque. É hora de aparecer, divulgar e ampliar sua rede. Boas conexões abrem portas.',
      conselho:
        'Saia do casulo e circule. Aceite convites, reencontre amigos e participe de grupos que tenham a ver com você. A convivência também nutre.',
    },
  },
  {
    number: 21,
    name: 'A Montanha',
    slug: 'a-montanha',
    insert: '8 de Paus',
    keywords: ['obstáculo', 'bloqueio', 'atraso', 'desafio', 'persistência'],
    subject: 'um grande obstáculo',
    modifier: 'com barreiras no caminho',
    description:
      'Uma montanha de encostas douradas se ergue entre a estrada e o horizonte, com o pico perdido entre as estrelas.',
    longDescription:
      'A Montanha é o grande obstáculo do baralho cigano, bem maior que O Trevo. Na escola brasileira, as cartomantes a leem como bloqueio, atraso, dificuldade que exige tempo e persistência para ser vencida. Também pode indicar oposição de alguém ou situações que não se movem. Ela não é intransponível: pede estratégia, paciência e esforço. Quem chega ao topo enxerga mais longe, e as cartas vizinhas mostram se a subida já começou.',
    meanings: {
      geral:
        'Um bloqueio importante pede paciência e esforço contínuo. Forçar passagem agora tende a cansar mais do que avançar. Planeje a subida em etapas.',
      amor: 'Distância, resistência de alguém ou barreiras internas podem dificultar o vínculo. O afeto precisa de persistência e de conversas honestas sobre o que trava. Nenhuma montanha precisa ser escalada por uma pessoa só.',
      trabalho:
        'Projetos emperrados, burocracias e resistências exigem mais tempo do que o previsto. Ajuste prazos e busque apoio. A persistência será reconhecida.',
      conselho:
        'Um passo de cada vez. Pergunte se é preciso subir a montanha ou se há um caminho ao redor. A paciência também é uma forma de força.',
    },
  },
  {
    number: 22,
    name: 'O Caminho',
    slug: 'o-caminho',
    insert: 'Dama de Ouros',
    keywords: ['escolha', 'caminhos abertos', 'decisão', 'alternativa', 'liberdade'],
    subject: 'uma escolha',
    modifier: 'com mais de uma saída',
    description:
      'Uma estrada dourada se divide em duas sob o céu estrelado, cada ramo seguindo para uma colina diferente.',
    longDescription:
      'O Caminho fala de escolhas e de caminhos abertos. Na tradição brasileira, as cartomantes o leem como sinal de possibilidades, decisões a tomar e liberdade para seguir em mais de uma direção. Ele indica que a situação não está fechada e que quem consulta tem poder de decisão. Ao lado de cartas positivas, mostra portas se abrindo; ao lado de cartas difíceis, a necessidade de escolher com cuidado. É uma carta que devolve a responsabilidade a quem pergunta.',
    meanings: {
      geral:
        'Há mais de uma saída, e a escolha está nas suas mãos. Os caminhos estão abertos, mas pedem decisão. Avalie as opções sem se paralisar diante delas.',
      amor: 'Uma escolha afetiva se apresenta: ficar ou partir, assumir ou esperar, entre duas pessoas ou dois jeitos de amar. Ouça o que você quer de verdade. Decidir também é um gesto de amor.',
      trabalho:
        'Propostas diferentes, mudanças de área ou de rota profissional. É hora de comparar, pesar e escolher com consciência. Há oportunidades em mais de uma direção.',
      conselho:
        'Escolha. Liste o que cada caminho oferece e o que cobra, e siga o que faz sentido para quem você quer ser. Não escolher também é uma escolha.',
    },
  },
  {
    number: 23,
    name: 'O Rato',
    slug: 'o-rato',
    insert: '7 de Paus',
    keywords: ['desgaste', 'perda', 'preocupação', 'roubo', 'erosão'],
    subject: 'um desgaste',
    modifier: 'que perde força aos poucos',
    description:
      'Um rato de pelagem dourada rói a borda de um saco de grãos, sob a luz fraca de estrelas distantes.',
    longDescription:
      'O Rato é a carta do desgaste. Na escola brasileira, as cartomantes a leem como perdas, pequenas ou grandes, furtos, preocupações que corroem e coisas que se deterioram aos poucos. Ele raramente age de uma vez: rói por dentro, em silêncio. Por isso pede atenção aos pequenos vazamentos de tempo, dinheiro e energia. As cartas vizinhas mostram onde está a perda e se ainda há tempo de contê-la.',
    meanings: {
      geral:
        'Algo se desgasta aos poucos e pede atenção antes que a perda cresça. Preocupações repetidas também roem a energia. Identifique o vazamento e feche-o.',
      amor: 'Pequenas mágoas acumuladas, ciúme ou descuido podem corroer o vínculo. A carta convida a conversar sobre o que incomoda antes que vire distância. Cuidar é também reparar.',
      trabalho:
        'Perdas de material, retrabalho, gastos escondidos ou cansaço acumulado podem atrapalhar. Revise orçamentos e processos. Proteja documentos e informações.',
      conselho:
        'Feche as pequenas torneiras: de dinheiro, de tempo, de preocupação. Tome conta do que é seu sem paranoia. O cuidado diário evita a perda maior.',
    },
  },
  {
    number: 24,
    name: 'O Coração',
    slug: 'o-coracao',
    insert: 'Valete de Copas',
    keywords: ['amor', 'sentimento', 'afeto', 'paixão', 'generosidade'],
    subject: 'um sentimento',
    modifier: 'com o coração envolvido',
    description:
      'Um coração grande, desenhado em ouro, pulsa no centro do céu noturno, cercado de pequenas estrelas.',
    longDescription:
      'O Coração é a carta do amor e dos sentimentos. Na leitura brasileira, as cartomantes a veem como paixão, afeto, romance e generosidade. Ela mostra o que é feito de coração e como as emoções atravessam a situação perguntada. Ao lado do Anel, fala de compromisso; ao lado do Cachorro, de amizade querida; ao lado de cartas difíceis, de mágoa a cuidar. Mesmo fora das questões amorosas, indica que a emoção pesa na decisão.',
    meanings: {
      geral:
        'O sentimento conduz o momento, e as decisões passam pelo coração. Há afeto circulando e vontade de se doar. Siga o que faz sentido para você, com cuidado para não se esquecer de si.',
      amor: 'Uma das melhores cartas para a vida afetiva: amor, paixão, reciprocidade. Um vínculo pode se aprofundar ou um sentimento novo pode florescer. Diga o que sente.',
      trabalho:
        'Trabalhar com o que se ama ganha força, assim como ambientes mais humanos. Cuidado para não deixar que só a emoção decida nas negociações. Coloque paixão no que faz.',
      conselho:
        'Ouça o coração e ofereça afeto sem medo. Amar também é cuidar de si. Gestos simples dizem muito.',
    },
  },
];
