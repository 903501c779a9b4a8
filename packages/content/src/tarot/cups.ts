/**
 * Copas (cups), the suit of water: feeling, bonds, imagination. Original Portuguese written for
 * Constelar; each reading speaks of tendencies and choices, never of fate (spec/tarot.md §1–2).
 */
import type { MinorCardText } from './tarot-card-text';

const paragraphs = (...parts: string[]): string => parts.join('\n\n');

export const CUPS: Record<string, MinorCardText> = {
  'cups-ace': {
    keywords: ['amor', 'emoção nova', 'abertura', 'compaixão', 'intuição', 'transbordar'],
    reversedKeywords: ['sentimento contido', 'vazio', 'afeto bloqueado', 'carência', 'amor-próprio a cuidar'],
    description:
      'O Ás de Copas é o coração que se abre e transborda: um afeto novo, uma ternura, uma fonte de sentimento pedindo para correr.',
    longDescription: paragraphs(
      'Uma mão sai de uma nuvem e ergue, na palma aberta, um grande cálice dourado. Uma coroa de raios se abre em volta dele, como se o próprio cálice irradiasse luz. Embaixo, três faixas de ondas correm de um lado a outro da carta, e o mar parece esperar o que transborda.',
      'É a primeira gota do naipe de Copas, a água em estado puro. A carta fala de emoção que nasce, de amor em sentido amplo, por alguém, por uma causa, por si, e da capacidade de sentir sem medo. O cálice não guarda nada para si: recebe e deixa correr, e justamente por isso nunca seca.',
      'Na vida, aparece como um encantamento que começa, uma amizade que se aprofunda, uma reconciliação, uma onda de inspiração criativa ou um momento de paz interior. Também é convite para acolher o que se sente, sem julgar. Quando o coração se abre, a imaginação e os vínculos florescem juntos.',
    ),
    alt: 'Uma mão sai de uma nuvem e ergue na palma um grande cálice dourado, no centro de uma coroa de raios, sobre ondas em três faixas.',
    meanings: {
      geral: {
        upright:
          'Seu coração quer transbordar, e a vida pede abertura. Um sentimento novo, uma reconciliação ou uma onda de ternura pode marcar a fase. Há espaço para o que nasce do afeto: vínculos, criações, gestos de cuidado. Permita-se sentir e compartilhar. O que você oferece com sinceridade tende a voltar multiplicado em conexão.',
        reversed:
          'Há sentimento represado. Talvez você esteja guardando emoções por medo de se expor, ou dando tanto aos outros que o próprio cálice secou. Cabe considerar também uma sensação de vazio difícil de nomear. Antes de buscar fora, volte-se para dentro: o que você precisa receber agora? Cuidar de si é o que permite ao afeto voltar a correr.',
      },
      amor: {
        upright:
          'Um novo amor pode começar, ou um vínculo existente pode ganhar profundidade e carinho renovado. A carta é uma das mais afetuosas do baralho: fala de abertura, ternura e vontade de se entregar. Para quem vive uma fase sem compromisso, o coração está receptivo a encontros. Deixe o sentimento se mostrar sem pressa de nomeá-lo.',
        reversed:
          'O afeto está bloqueado ou não encontra resposta. Pode haver medo de se machucar, carência que pesa nas escolhas ou um amor que não é correspondido como se esperava. A carta sugere cuidar primeiro do amor-próprio. Quando o cálice interno se enche, fica mais fácil reconhecer quem oferece água boa e quem só pede.',
      },
      trabalho: {
        upright:
          'Trabalho com sentido emocional ganha força. Projetos criativos, funções de cuidado, ensino ou atendimento podem trazer satisfação verdadeira. Há também sinais de boas relações no ambiente e uma inspiração que flui. Se surgir uma oportunidade que toca seu coração, ela merece atenção: o que é feito com afeto costuma tocar outras pessoas também.',
        reversed:
          'Falta de motivação ou sensação de que o trabalho perdeu o sentido. Também pode haver desgaste emocional por lidar com as necessidades dos outros sem recarregar as próprias. Reveja o que ainda nutre você nessa atividade. Pequenos ajustes, como um projeto paralelo que inspire ou limites mais claros, podem devolver a vontade.',
      },
      conselho: {
        upright:
          'Abra o coração. Vale acolher o que você sente, dizer a quem ama o quanto importa e oferecer ternura sem calcular o retorno. Reserve um tempo para o que emociona você: música, arte, natureza, uma boa conversa. Quando a emoção circula, ela limpa, renova e inspira. Deixe a água correr.',
        reversed:
          'Encha o próprio cálice antes de servir os outros. O caminho é reconhecer as emoções guardadas, escrever sobre elas, conversar com alguém de confiança ou buscar apoio profissional se o peso for grande. Não é egoísmo cuidar de si: é a condição para que o afeto volte a fluir com leveza e verdade.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'cups-2': {
    keywords: ['união', 'parceria', 'reciprocidade', 'atração', 'reconciliação', 'afinidade'],
    reversedKeywords: [
      'desequilíbrio',
      'desencontro',
      'ruptura',
      'falta de reciprocidade',
      'tensão no vínculo',
    ],
    description:
      'O Dois de Copas é o encontro de dois corações que se reconhecem e escolhem caminhar em reciprocidade.',
    longDescription: paragraphs(
      'Dois cálices dourados brilham no céu noturno, um acima do outro, no mesmo eixo, como um par que se reconhece. Uma lua crescente acompanha do canto da carta. Embaixo, três faixas de ondas correm tranquilas, e a luz no centro liga os dois cálices.',
      'A carta fala da água que encontra outra água. Depois da fonte do Ás, o sentimento passa a ser partilhado: há troca, espelhamento, reconhecimento mútuo. Não é só romance; é toda parceria em que as duas partes se oferecem e se recebem em igualdade, com respeito pelas diferenças.',
      'Na vida, aparece no início de um namoro, numa amizade que se firma, numa sociedade bem acertada, numa reconciliação depois de um afastamento. Também descreve a harmonia consigo, quando razão e sentimento deixam de brigar. O cálice cheio de um lado e do outro lembra que vínculo bom é o que não pesa só para um.',
    ),
    alt: 'Dois cálices dourados, um acima do outro, brilham no céu noturno sob uma lua crescente, sobre faixas de ondas.',
    meanings: {
      geral: {
        upright:
          'Conexões verdadeiras estão em destaque. Uma parceria, uma amizade ou um reencontro pode trazer reciprocidade e entendimento. A carta favorece acordos, reconciliações e conversas em que as duas partes se escutam. Também pode falar de equilíbrio interno entre o que você sente e o que pensa. O que se constrói a dois agora tende a ter base sólida.',
        reversed:
          'Um vínculo perdeu o equilíbrio. Pode haver desencontro de expectativas, alguém dando mais do que recebe ou um desentendimento que esfriou a relação. Vale olhar com honestidade para a troca. Às vezes uma conversa franca reequilibra tudo; em outras, é preciso aceitar que os caminhos se afastaram, sem culpa. Em qualquer caso, o respeito pelo que foi vivido ajuda a decidir com serenidade.',
      },
      amor: {
        upright:
          'Atração mútua, afinidade e carinho correspondido. Em uma relação, a carta indica harmonia, cumplicidade e a chance de aprofundar o compromisso. Se não há um vínculo firmado, pode surgir alguém com quem a conversa flui como se já se conhecessem. O vínculo que nasce aqui é de igual para igual, e isso faz toda a diferença.',
        reversed:
          'Pode haver ruído na comunicação, ciúme, distância afetiva ou a sensação de que o sentimento não é recíproco. Também pode ser uma fase em que cada um olha para um lado. A carta pede diálogo sem acusação. Pergunte o que falta para a outra pessoa e diga o que falta para você. Reciprocidade se reconstrói com escuta.',
      },
      trabalho: {
        upright:
          'Parcerias profissionais e colaborações estão favorecidas. Uma sociedade, um contrato com alguém de confiança ou um colega que complementa suas habilidades pode impulsionar projetos. Nos estudos, grupos afinados rendem mais. Aposte em relações de trabalho baseadas em respeito mútuo e objetivos compartilhados: juntos, os dois cálices servem mais gente. Um bom acordo, com papéis claros desde o início, protege a parceria nos momentos difíceis.',
        reversed:
          'Parcerias desequilibradas ou desentendimentos com colegas podem atrapalhar. Talvez um lado esteja carregando mais, ou os objetivos tenham se distanciado. Convém alinhar expectativas por escrito, rever combinados e conversar antes que o ressentimento cresça. Uma boa parceria pode ser ajustada; uma que já não serve pode ser encerrada com respeito.',
      },
      conselho: {
        upright:
          'Cultive os vínculos que fazem bem a você. O mais útil agora é oferecer o que você tem de melhor e se permitir receber também. Procure quem compartilha seus valores, proponha parcerias, faça as pazes com quem vale a pena. Relações recíprocas são um dos maiores tesouros da vida, e pedem o cuidado de quem sabe disso.',
        reversed:
          'Reveja o equilíbrio das suas trocas. Convém perceber onde você dá demais, onde recebe pouco e o que pode ser dito para ajustar. Não carregue um vínculo inteiro nos ombros. Uma conversa honesta, sem acusações, pode reaproximar; e, quando não reaproxima, mostra com clareza o que precisa mudar. Você merece vínculos em que o cuidado circula nos dois sentidos.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'cups-3': {
    keywords: ['amizade', 'celebração', 'comunidade', 'alegria', 'apoio', 'partilha'],
    reversedKeywords: [
      'excesso',
      'fofoca',
      'isolamento',
      'triângulo',
      'festa vazia',
      'afastamento de amigos',
    ],
    description:
      'O Três de Copas é a alegria partilhada entre amigos, o brinde que celebra o que a vida trouxe de bom e o apoio de quem está perto.',
    longDescription: paragraphs(
      'Três cálices dourados sobem em coluna pelo meio da carta, um após o outro, como taças erguidas na mesma hora. A lua crescente brilha no canto. Embaixo, as ondas correm em três faixas, e a luz suave do centro parece o calor de uma mesa cheia.',
      'A carta fala da água que se espalha em comunidade. O afeto do Dois se abre para o grupo: amigas e amigos, família escolhida, gente que torce junto. É a celebração da amizade, da colaboração e da alegria simples de estar entre pessoas que compreendem você.',
      'Na vida, aparece em aniversários, reencontros, casamentos, formaturas, uma roda de conversa que vira lembrança boa. Também descreve redes de apoio que sustentam nas fases difíceis. O lado escuro da festa é o excesso e a fofoca, mas em sua luz a carta lembra que ninguém precisa atravessar a vida sem companhia.',
    ),
    alt: 'Três cálices dourados em coluna sobem pelo meio da carta, sob uma lua crescente e acima de ondas que correm em três faixas.',
    meanings: {
      geral: {
        upright:
          'Boa fase para amizades, encontros e comemorações. O quadro mostra alegria partilhada, apoio mútuo e a sensação de pertencer a um grupo que faz bem. Pode haver um motivo concreto para celebrar ou simplesmente a chance de reunir quem você gosta. Aceite os convites, ofereça sua presença e deixe a leveza coletiva renovar o ânimo.',
        reversed:
          'A festa perdeu o sentido ou passou do ponto. Pode haver excessos, fofocas, desentendimentos no grupo ou uma sensação de isolamento mesmo no meio de muita gente. Também vale observar se as amizades atuais ainda nutrem ou só ocupam a agenda. Escolha qualidade em vez de quantidade e se aproxime de quem é presença verdadeira.',
      },
      amor: {
        upright:
          'O amor ganha leveza e apoio da comunidade. Para quem tem par, a carta favorece programas com amigos, celebrações e a integração de cada um ao mundo do outro. Para quem está sem par, festas e encontros em grupo podem trazer uma conexão interessante. A alegria partilhada é um terreno fértil para o afeto crescer.',
        reversed:
          'Interferência de terceiros, triângulos, ciúme de amizades ou uma vida social que ocupa o espaço do casal. Pode haver ainda a sensação de que o vínculo não cabe no grupo de convivência. O momento pede clareza sobre limites e lealdade. Converse sobre o que é espaço de cada um e o que é espaço dos dois.',
      },
      trabalho: {
        upright:
          'Colaboração e espírito de equipe estão em alta. Projetos coletivos, grupos de estudo e parcerias criativas rendem bem. Há também motivo para celebrar uma conquista com colegas. Valorize quem trabalha ao seu lado, compartilhe os méritos e aproveite a boa sintonia para propor iniciativas que dependem de várias mãos. O que se constrói em grupo agora tende a deixar boas lembranças e contatos duradouros.',
        reversed:
          'Conversas de corredor, disputas entre colegas ou distração excessiva com a vida social podem atrapalhar o trabalho. Talvez haja também exclusão de um grupo ou projeto. Ajuda manter a discrição, cuidar das suas entregas e buscar alianças baseadas em confiança, não em conveniência. Celebre só depois de concluir. Um ambiente mais leve volta quando as conversas acontecem de frente, e não pelas costas.',
      },
      conselho: {
        upright:
          'Reúna sua gente. O conselho é marcar aquele encontro adiado, ligar para quem está longe, celebrar o que deu certo, mesmo que seja pequeno. A amizade é uma forma de cuidado que se renova quando é praticada. Esteja presente para os outros e deixe que estejam presentes para você. Uma mesa posta, um brinde simples ou uma caminhada juntos já bastam para renovar os laços.',
        reversed:
          'Avalie suas companhias. Vale afastar-se de ambientes onde a alegria virou excesso ou onde a conversa virou julgamento, e fortalecer os laços que sustentam de verdade. Se houver isolamento, dê um passo pequeno em direção a alguém. Não é preciso uma multidão: duas ou três presenças sinceras já bastam. Amizade boa é aquela em que você pode chegar sem máscara.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'cups-4': {
    keywords: ['apatia', 'introspecção', 'contemplação', 'insatisfação', 'oferta ignorada', 'pausa'],
    reversedKeywords: ['despertar', 'retomada', 'abertura ao novo', 'saída do tédio', 'aceitação'],
    description:
      'O Quatro de Copas é o recolhimento de quem está tão voltado para dentro que não percebe o cálice novo que lhe é oferecido.',
    longDescription: paragraphs(
      'Quatro cálices dourados estão dispostos em quadrado no céu noturno, cada um no seu canto, bem arrumados e um pouco distantes entre si. A lua crescente observa em silêncio. Embaixo, as ondas seguem em três faixas, calmas, quase paradas.',
      'A carta fala da água que fica estagnada. Depois da festa do Três, vem um cansaço, um tédio, uma vontade de se recolher. Há valor na introspecção: parar para pensar no que realmente se quer. Mas há também o risco de se fechar tanto que as oportunidades passam sem ser vistas.',
      'Na vida, aparece como desinteresse por coisas que antes animavam, convites recusados por hábito, uma rotina que parece sem graça. Pode ser uma pausa necessária para reavaliar. O convite é honrar o recolhimento sem transformá-lo em muro, e olhar de novo, com curiosidade, para o que a vida está oferecendo.',
    ),
    alt: 'Quatro cálices dourados dispostos em quadrado no céu noturno, sob uma lua crescente, sobre ondas em três faixas.',
    meanings: {
      geral: {
        upright:
          'Um certo desânimo tomou conta. O que antes despertava interesse agora parece sem graça, e a tendência é se recolher. A carta reconhece a necessidade de pausa e reflexão, mas avisa: enquanto o olhar está voltado para dentro, algo novo pode estar sendo oferecido. Descanse, pense no que quer de fato e, depois, levante os olhos.',
        reversed:
          'O período de apatia está passando. Aos poucos, a vontade volta, a curiosidade reaparece e você começa a notar possibilidades antes ignoradas. O momento favorece retomar contatos, aceitar convites e experimentar algo diferente. Outra leitura possível: aceitação serena do que não pode ser mudado, abrindo espaço para o que pode.',
      },
      amor: {
        upright:
          'Pode haver tédio na relação ou desinteresse por novos encontros. Talvez a rotina tenha apagado o encanto, ou você esteja pensando tanto no que falta que não vê o que está sendo oferecido. A carta sugere olhar com atenção para os gestos de carinho ao redor. Às vezes o cálice já está estendido e só precisa ser aceito.',
        reversed:
          'O coração volta a se abrir. Depois de um tempo de desinteresse, surge vontade de se conectar, de conversar, de reacender o vínculo. Para quem está sem compromisso, pode ser o fim de um período de fechamento. Aproveite esse despertar com calma, aceitando convites e reparando em quem se aproxima com sinceridade.',
      },
      trabalho: {
        upright:
          'Desmotivação, sensação de estagnação ou falta de propósito podem marcar o momento. Talvez propostas e ideias estejam sendo descartadas sem análise. A carta pede que você reveja o que deseja da vida profissional e dos estudos, sem descartar automaticamente o que aparece. Uma oportunidade modesta pode ser a porta para algo mais interessante.',
        reversed:
          'A motivação volta a dar sinais. Você pode encontrar mais disposição para novos projetos, cursos ou conversas sobre mudanças. A fase favorece rever ofertas antes recusadas e sair do piloto automático. Use o despertar com foco: escolha uma iniciativa para começar e deixe o entusiasmo crescer a partir dela. Conversar com quem admira seu trabalho também pode reacender a chama.',
      },
      conselho: {
        upright:
          'Respeite a pausa, mas não feche a porta. O caminho é usar este momento de recolhimento para descobrir o que de fato importa, sem desprezar o que a vida oferece enquanto isso. Faça uma lista das coisas boas que já estão ao seu alcance. Gratidão não é conformismo: é uma forma de enxergar melhor.',
        reversed:
          'Levante-se e aceite o cálice. O mais útil agora é dizer sim a um convite, retomar um contato, tentar algo que nunca fez. Não espere a motivação voltar inteira antes de agir; muitas vezes ela volta justamente porque você agiu. Deixe o recolhimento cumprir seu papel e siga em frente com curiosidade.',
      },
    },
    yesNo: { upright: 'nao', reversed: 'talvez' },
  },
  'cups-5': {
    keywords: ['perda', 'luto', 'arrependimento', 'decepção', 'tristeza', 'o que restou'],
    reversedKeywords: ['aceitação', 'perdão', 'recomeço', 'superação', 'tristeza guardada'],
    description:
      'O Cinco de Copas é a tristeza diante do que se perdeu, tão presente que às vezes esconde o que ainda está de pé.',
    longDescription: paragraphs(
      'Cinco cálices dourados pairam sobre o mar: quatro nos cantos de um quadrado e um no centro, cercado pelos outros. A lua crescente ilumina pouco. Embaixo, as faixas de ondas continuam correndo, e o cálice do meio parece pedir atenção.',
      'A carta fala da água que se derrama. Depois da apatia do Quatro, vem a dor concreta de uma perda, de uma decepção, de algo que não saiu como se esperava. O luto é legítimo e merece espaço. Mas os quatro cálices que seguem firmes em volta do centro lembram que nem tudo se foi e que há caminho de volta para casa.',
      'Na vida, aparece em términos, despedidas, planos frustrados, arrependimentos e mágoas. Também descreve a tendência de olhar só para o que deu errado. O convite é chorar o que precisa ser chorado e, no tempo certo, virar o corpo para perceber o que ainda está ali, esperando cuidado.',
    ),
    alt: 'Cinco cálices dourados, quatro nos cantos e um no centro, pairam sobre ondas em três faixas, sob uma lua crescente.',
    meanings: {
      geral: {
        upright:
          'Uma perda ou decepção pede espaço para ser sentida. A carta reconhece a tristeza e não pede que ela seja apressada. Ao mesmo tempo, lembra que há coisas que permanecem: pessoas, recursos, possibilidades que ainda estão de pé. Dê tempo ao luto, mas não deixe que ele apague tudo o que continua ao seu alcance.',
        reversed:
          'Depois da tristeza, a aceitação começa a chegar. Você pode estar fazendo as pazes com uma perda, perdoando alguém ou a si, e olhando de novo para o que restou. Ou pode ser o contrário: uma dor guardada há tanto tempo que ficou difícil de acessar. Em ambos os casos, acolher o que se sente é o primeiro passo para seguir.',
      },
      amor: {
        upright:
          'Pode haver mágoa, arrependimento ou tristeza por um término, um desencontro ou uma expectativa frustrada. A situação pede honestidade com o que dói, sem se prender ao que poderia ter sido. Num vínculo já formado, a carta aponta uma decepção a ser conversada. O que ainda está de pé entre vocês merece ser olhado com a mesma atenção do que caiu.',
        reversed:
          'Mágoas antigas começam a se dissolver. Pode ser a chance de perdoar, de encerrar um ciclo em paz ou de se abrir de novo para o afeto. Em uma relação, indica reconciliação possível depois de uma crise. Deixe o passado ensinar sem governar o presente. O coração sabe se recompor quando recebe tempo e cuidado.',
      },
      trabalho: {
        upright:
          'Um projeto que não deu certo, uma vaga que não veio, um resultado abaixo do esperado. A frustração é natural, e a carta reconhece o peso dela. Ainda assim, há recursos e aprendizados que permanecem. Avalie o que pode ser aproveitado da experiência e com quem você ainda pode contar antes de decidir o próximo passo.',
        reversed:
          'A vontade de tentar de novo reaparece depois do revés. Você começa a enxergar o que aprendeu e o que pode ser reaproveitado. Há espaço para retomar projetos com outra abordagem, buscar novas oportunidades e deixar de lado a culpa pelo que não funcionou. Cada tentativa deixa um conhecimento que a próxima pode usar.',
      },
      conselho: {
        upright:
          'Permita-se sentir. Convém não fingir que está tudo bem quando não está, e procurar quem possa acolher a sua tristeza. Depois, devagar, vire-se para os cálices que ainda estão de pé. Faça uma lista do que permanece: é a partir daí que a ponte de volta começa a ser atravessada.',
        reversed:
          'Atravesse a ponte. O conselho é transformar a dor em aprendizado, perdoar o que puder ser perdoado e dar um passo concreto em direção ao recomeço. Se a mágoa estiver enterrada fundo, busque apoio para olhar para ela. Seguir em frente não é esquecer; é carregar a lembrança com mais leveza.',
      },
    },
    yesNo: { upright: 'nao', reversed: 'talvez' },
  },
  'cups-6': {
    keywords: ['nostalgia', 'memória', 'infância', 'inocência', 'gentileza', 'reencontro'],
    reversedKeywords: [
      'apego ao passado',
      'idealização',
      'ingenuidade',
      'dificuldade de crescer',
      'saudade que prende',
    ],
    description:
      'O Seis de Copas é a doçura da memória, o reencontro com o passado e com a parte de você que ainda sabe brincar.',
    longDescription: paragraphs(
      'Seis cálices dourados pairam em duas colunas de três, como lembranças arrumadas numa prateleira. A lua crescente brilha no canto com uma luz antiga. Embaixo, as ondas correm em três faixas, no ritmo manso de uma tarde da infância.',
      'A carta fala da água que volta à fonte. Depois da perda do Cinco, o coração busca consolo no que é conhecido e querido: lembranças, pessoas antigas, gestos simples de carinho. É a inocência, a gentileza sem segundas intenções, o prazer de oferecer e receber sem cálculo.',
      'Na vida, aparece em reencontros com amigos de infância, visitas à cidade natal, fotos antigas, heranças afetivas, conversas com quem conheceu você há muito tempo. Também descreve a criança interior pedindo atenção. O cuidado é não transformar a saudade em prisão: o passado nutre quando inspira, e pesa quando impede de viver o presente.',
    ),
    alt: 'Seis cálices dourados em duas colunas de três pairam sobre o mar em faixas de ondas, sob uma lua crescente.',
    meanings: {
      geral: {
        upright:
          'Memórias doces e reencontros marcam o momento. Pode surgir alguém do passado, uma visita a um lugar querido ou simplesmente uma vontade de resgatar o que trazia alegria. Há espaço também para gestos gentis e desinteressados. Deixe a lembrança aquecer o coração e aproveite para reconectar-se com a parte de você que ainda sabe brincar.',
        reversed:
          'O passado está ocupando espaço demais. Talvez haja uma idealização do que já foi, dificuldade de aceitar mudanças ou apego a pessoas e hábitos que não combinam mais com quem você se tornou. Vale honrar as lembranças sem tentar reviver tudo. O presente também pode ser bom; ele só precisa de atenção.',
      },
      amor: {
        upright:
          'Ternura, cumplicidade e carinho simples ganham destaque. Em uma relação, a carta favorece lembrar como tudo começou e resgatar pequenos rituais. Se não há um vínculo firmado, pode reaparecer alguém do passado ou surgir um encontro com sabor de familiaridade. O afeto cresce quando há leveza e brincadeira, sem pressão.',
        reversed:
          'Comparar o presente com o passado pode estar atrapalhando. Talvez a lembrança de um antigo amor idealizado impeça de ver quem está diante de você, ou a relação atual se apoie demais na lembrança do começo. A carta pede atualização: quem vocês são hoje? Amor maduro também pode ter doçura, só que outra.',
      },
      trabalho: {
        upright:
          'Experiências antigas e contatos do passado podem abrir portas. Um antigo colega, professor ou cliente pode reaparecer com uma proposta. Ganham força, ainda, trabalhos ligados a crianças, educação, memória ou artesanato. Resgate habilidades que você tinha esquecido: elas podem ser exatamente o diferencial que o momento pede. Uma mensagem para um contato antigo pode render mais do que parece.',
        reversed:
          'Resistência a novos métodos ou saudade de como as coisas funcionavam antes podem travar seu crescimento. Convém aprender o que é novo sem desprezar o que já sabe. Pode apontar, ainda, ingenuidade em acordos: confie, mas confira. Atualizar-se não apaga sua história; amplia o que você pode oferecer. Um curso curto ou uma conversa com alguém mais jovem na área pode renovar seu repertório.',
      },
      conselho: {
        upright:
          'Visite suas boas memórias. Vale resgatar algo que fazia você feliz, reencontrar alguém querido ou simplesmente praticar uma gentileza sem esperar nada em troca. A simplicidade tem um poder curativo. Olhe o mundo, por um momento, com a curiosidade e a confiança de quem ainda não aprendeu a desconfiar. Uma tarde dedicada ao que você amava fazer na infância pode ser um bom começo.',
        reversed:
          'Agradeça ao passado e volte ao presente. O caminho é identificar o que da saudade é lição e o que é fuga. Guarde as lembranças com carinho, mas escolha viver o que está aqui. Se algo antigo ainda dói, talvez seja hora de encerrar aquele capítulo com uma conversa ou um ritual simples.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'cups-7': {
    keywords: ['imaginação', 'fantasia', 'opções', 'ilusão', 'sonho', 'escolha', 'desejo'],
    reversedKeywords: ['clareza', 'escolha feita', 'desilusão', 'volta à realidade', 'confusão persistente'],
    description:
      'O Sete de Copas é a imaginação diante de muitas possibilidades brilhantes, algumas verdadeiras e outras feitas só de névoa.',
    longDescription: paragraphs(
      'Sete cálices dourados pairam sobre as ondas: seis em duas colunas e um no alto, entre elas, como uma escolha a mais que aparece de repente. A lua crescente ilumina o conjunto de lado. O mar embaixo corre em faixas, e cada cálice parece prometer algo diferente.',
      'A carta fala da água que vira névoa. A imaginação se expande e mostra muitas possibilidades ao mesmo tempo, todas sedutoras. Há criatividade e riqueza interior, mas também o risco da ilusão: desejar tantas coisas que nenhuma se realiza, ou escolher pelo brilho sem olhar o que há dentro.',
      'Na vida, aparece diante de várias ofertas, sonhos grandes, planos que mudam a cada dia, idealizações sobre pessoas ou lugares. Também descreve fases de devaneio criativo. O convite é sonhar à vontade e, em seguida, trazer os sonhos para o chão, perguntando de cada cálice: o que existe de real aqui?',
    ),
    alt: 'Sete cálices dourados, seis em duas colunas e um no alto entre elas, pairam sobre ondas sob uma lua crescente.',
    meanings: {
      geral: {
        upright:
          'Muitas possibilidades se apresentam, e nem todas são o que parecem. A imaginação está fértil, o que favorece a criação, mas pode confundir as escolhas. O momento pede discernimento: separe desejos reais de fantasias passageiras e veja o que cada opção exige na prática. Sonhar é importante; decidir com os pés no chão também.',
        reversed:
          'Pouco a pouco, o nevoeiro se desfaz. Depois de um tempo de confusão, você consegue enxergar com mais clareza o que quer e o que era só ilusão. Pode haver alguma desilusão nesse processo, mas ela abre espaço para escolhas mais verdadeiras. A carta também pode indicar indecisão que persiste; nesse caso, reduza as opções a duas e compare.',
      },
      amor: {
        upright:
          'Idealização e fantasia podem colorir o afeto. Talvez você esteja imaginando demais sobre alguém, ou se dividindo entre várias possibilidades sem saber o que quer de fato. Para quem tem par, pode haver expectativas que não correspondem ao real. A carta convida a conhecer a pessoa como ela é, não como aparece no sonho.',
        reversed:
          'A fantasia dá lugar à realidade. Pode ser um momento de desencanto com alguém idealizado, ou de clareza sobre o que você realmente deseja num vínculo. Por mais que doa, essa lucidez é valiosa: permite escolher com base no que existe. Quem se mostra por inteiro merece mais atenção do que quem apenas encanta.',
      },
      trabalho: {
        upright:
          'Muitas ideias e caminhos possíveis, e pouca definição. A carta favorece a troca livre de ideias e a criação sem amarras, mas alerta para a dispersão e para propostas que parecem boas demais. Antes de aceitar algo, pesquise, peça detalhes e compare com seus objetivos. Escolha um projeto para desenvolver de verdade, em vez de sonhar com todos.',
        reversed:
          'Surge clareza sobre prioridades. Você começa a perceber quais ideias têm chance real e quais eram só entusiasmo momentâneo. O momento favorece definir metas, cortar excessos e colocar um plano em prática. Se a confusão continua, converse com alguém de fora: um olhar externo ajuda a enxergar o que está escondido na névoa.',
      },
      conselho: {
        upright:
          'Sonhe, e depois escolha. O mais útil agora é dar asas à imaginação por um tempo determinado, anotando tudo o que deseja, e então avaliar cada possibilidade com honestidade. Pergunte: isso é possível? Combina com meus valores? Tenho disposição para fazer o necessário? Um sonho escolhido vale mais do que sete admirados de longe.',
        reversed:
          'Aceite a clareza, mesmo quando ela desfaz algumas ilusões. Convém agradecer pelo que aprendeu com as fantasias e se comprometer com o que é real e possível agora. Se ainda houver confusão, simplifique: menos opções, mais informação, prazos claros para decidir. A realidade também tem sua beleza. E o que é possível, quando cuidado com carinho, costuma crescer além do previsto.',
      },
    },
    yesNo: { upright: 'talvez', reversed: 'talvez' },
  },
  'cups-8': {
    keywords: ['partida', 'busca de sentido', 'desapego', 'mudança', 'coragem', 'introspecção'],
    reversedKeywords: ['medo de partir', 'permanência por hábito', 'indecisão', 'fuga', 'volta atrás'],
    description:
      'O Oito de Copas é a coragem de deixar para trás o que já não satisfaz, mesmo sem saber exatamente o que se vai encontrar adiante.',
    longDescription: paragraphs(
      'Oito cálices dourados ocupam o céu noturno em duas colunas, com dois entre elas, numa ordem quase completa. A lua crescente está no canto, e o olho procura o espaço que ainda falta. Embaixo, as ondas em três faixas seguem para fora da carta.',
      'A carta fala da água que segue o próprio curso. Depois das ilusões do Sete, vem o reconhecimento de que algo, por mais que pareça completo, não preenche mais. Não se trata de fracasso: os cálices estão de pé, foram construídos com esforço. Mas o coração pede outra coisa e aceita partir em busca de sentido.',
      'Na vida, aparece quando alguém deixa um emprego estável para estudar algo novo, encerra uma relação que virou hábito, muda de cidade ou se afasta de um grupo. Também descreve retiros e buscas espirituais. A partida exige coragem e algum luto, e costuma abrir espaço para uma vida mais alinhada com o que se sente.',
    ),
    alt: 'Oito cálices dourados em duas colunas, com dois entre elas, ocupam o céu noturno acima de ondas em três faixas.',
    meanings: {
      geral: {
        upright:
          'Algo que antes fazia sentido já não satisfaz, e a vontade de partir cresce. A carta indica o momento de reconhecer isso com honestidade e considerar novos caminhos, mesmo que o atual pareça estável aos olhos dos outros. Não há pressa, mas há um chamado. Ouça o que falta e tenha coragem de buscar, sem desprezar o que foi vivido.',
        reversed:
          'Você sabe que algo precisa mudar, mas o medo de partir segura. Pode ser apego ao conhecido, receio do que os outros vão dizer ou dúvida sobre o que encontrará adiante. Às vezes é o contrário: vontade de fugir de tudo sem enfrentar o que incomoda. Avalie se a questão é o lugar ou algo que você levaria para qualquer lugar.',
      },
      amor: {
        upright:
          'Um vínculo pode ter perdido o sentido, ou você pode sentir necessidade de se afastar para se reencontrar. A carta não fala de ruptura obrigatória, mas de honestidade sobre o que falta. Num vínculo já formado, pode ser hora de uma conversa profunda. Para quem está sem par, o convite é deixar de lado padrões antigos que já não trazem felicidade.',
        reversed:
          'Permanecer por medo da solidão ou por hábito pode estar cobrando um preço. Cabe considerar também idas e voltas, sem decisão clara. Ajuda olhar para o que mantém você nessa situação: amor, esperança ou receio? Responder com sinceridade a essa pergunta é o que permite escolher, seja ficar de verdade ou partir.',
      },
      trabalho: {
        upright:
          'Um trabalho, curso ou projeto pode ter deixado de fazer sentido, mesmo que tenha sido uma conquista. A fase favorece considerar uma mudança de rumo, buscar algo mais alinhado com seus valores, investir em outra formação. Planeje a transição com cuidado, mas não ignore o chamado. Satisfação também é um critério legítimo.',
        reversed:
          'Permanecer num lugar só pela segurança pode estar apagando sua vontade. Ou talvez a tentação seja largar tudo sem um plano. A situação pede equilíbrio: comece a construir a saída aos poucos, estudando, conversando, testando alternativas. Mudanças bem planejadas são menos assustadoras e mais sustentáveis. Guardar uma reserva de tempo e de energia para a transição ajuda a atravessá-la com mais calma.',
      },
      conselho: {
        upright:
          'Tenha coragem de ir embora do que já não alimenta você. O conselho é agradecer ao que foi construído e seguir em busca do que tem mais sentido. Leve poucas coisas, leve o que aprendeu. A estrada pode parecer escura no começo, mas a lua ilumina o bastante para os primeiros passos.',
        reversed:
          'Decida, em vez de oscilar. Vale escrever os motivos para ficar e para partir, sem se enganar. Se o medo é o único motivo para ficar, comece a planejar a saída com calma. Se a vontade de fugir esconde uma questão a resolver, enfrente-a antes de mudar de cenário. Qualquer que seja a escolha, que ela seja sua, e não do medo ou da pressa.',
      },
    },
    yesNo: { upright: 'nao', reversed: 'talvez' },
  },
  'cups-9': {
    keywords: ['satisfação', 'desejo realizado', 'contentamento', 'prazer', 'gratidão', 'bem-estar'],
    reversedKeywords: ['insatisfação', 'excesso', 'vaidade', 'expectativa inflada', 'prazer vazio'],
    description:
      'O Nove de Copas é o contentamento de ver um desejo realizado e de saborear, com gratidão, o que a vida oferece.',
    longDescription: paragraphs(
      'Nove cálices dourados pairam sobre o mar: oito em duas colunas e um no centro, brilhando mais que os outros. A lua crescente acompanha do alto. Embaixo, as ondas correm em três faixas, e a cena tem a calma de quem tem o bastante.',
      'Conhecida como a carta dos desejos, ela fala da água que encontra seu nível. O coração está satisfeito, e há motivo para isso: algo que se queria chegou, ou se percebeu que já se tinha o bastante. É prazer, conforto, autoestima e a alegria de desfrutar sem culpa.',
      'Na vida, aparece quando um plano se concretiza, quando há tempo para o lazer, quando uma fase difícil termina e resta o alívio. Também pede atenção à diferença entre contentamento e vaidade. A verdadeira satisfação da carta não depende de exibir nada: é o sorriso de quem agradece por dentro.',
    ),
    alt: 'Nove cálices dourados, oito em duas colunas e um no centro, pairam sobre ondas em três faixas sob uma lua crescente.',
    meanings: {
      geral: {
        upright:
          'É uma fase de satisfação e contentamento. Um desejo pode se realizar, ou você pode perceber que já tem muito do que precisa. Há espaço para o prazer, o descanso merecido e a gratidão. Aproveite sem culpa o que foi conquistado, compartilhe a alegria e registre o momento: saber reconhecer a abundância é uma forma de sabedoria.',
        reversed:
          'Mesmo com tudo aparentemente bem, algo não satisfaz. Talvez as expectativas estejam infladas, ou o prazer tenha virado excesso e não traga mais alegria. Também pode haver vaidade, preocupação com a aparência de sucesso. A carta sugere olhar para o que realmente nutre você, além do que impressiona. Contentamento vem de dentro.',
      },
      amor: {
        upright:
          'Harmonia, prazer e satisfação nos afetos. Em uma relação, a carta indica bons momentos a dois, cumplicidade e a sensação de que o vínculo realiza algo importante. Para quem vive uma fase sem compromisso, sua autoestima elevada torna os encontros mais leves. O desejo de ser feliz no amor está mais próximo do que parece.',
        reversed:
          'Insatisfação apesar das aparências, ou expectativas tão altas que nenhuma relação as alcança. Outra leitura possível: busca de prazer imediato no lugar de conexão. A carta pede honestidade: o que você deseja de fato num vínculo? Quando o desejo é claro e realista, fica mais fácil encontrar e cultivar o que faz bem.',
      },
      trabalho: {
        upright:
          'Resultados positivos e satisfação com o trabalho ou os estudos. Um objetivo pode ser alcançado, e o reconhecimento tende a vir. A carta favorece aproveitar o momento, celebrar e reconhecer o próprio esforço. É um bom período para também pensar em como manter a qualidade de vida junto com a produtividade.',
        reversed:
          'A conquista chegou, mas não trouxe a alegria esperada. Ou talvez haja acomodação depois de um sucesso, com desleixo nos detalhes. Vale revisar se as metas estão alinhadas com o que dá sentido à sua vida. A carta também alerta para promessas exageradas: prometa o que pode cumprir. Reencontrar o prazer no processo, e não só no resultado, ajuda a manter a qualidade.',
      },
      conselho: {
        upright:
          'Saboreie. O caminho é parar por um momento e perceber o quanto já foi alcançado, agradecendo de verdade. Permita-se um prazer simples, um descanso, uma comemoração. Faça um pedido, se quiser, mas não se esqueça de celebrar o que já está aqui. A gratidão multiplica a alegria. Compartilhar a boa fase com quem torceu por você torna tudo ainda mais saboroso.',
        reversed:
          'Pergunte-se o que realmente faz você feliz, longe dos olhares e das comparações. O mais útil agora é diferenciar desejo de necessidade, prazer de excesso e contentamento de aparência. Simplifique, volte ao essencial e observe o que traz paz verdadeira. Às vezes, menos cálices cheios valem mais do que muitos pela metade.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'cups-10': {
    keywords: ['harmonia', 'família', 'plenitude', 'lar', 'felicidade partilhada', 'paz'],
    reversedKeywords: [
      'desarmonia familiar',
      'idealização do lar',
      'distância afetiva',
      'valores em conflito',
      'aparência de felicidade',
    ],
    description:
      'O Dez de Copas é a plenitude afetiva partilhada, a felicidade que se forma quando os vínculos encontram paz e sentido comum.',
    longDescription: paragraphs(
      'Dez cálices dourados enchem a carta em duas colunas, com dois entre elas, sem deixar nenhum canto vazio. A lua crescente brilha sobre o conjunto. Embaixo, as ondas em três faixas correm juntas, como uma família que caminha no mesmo passo.',
      'A carta completa o ciclo de Copas. A água que nasceu no Ás, se uniu no Dois, celebrou no Três e atravessou perdas e buscas encontra agora um estado de plenitude partilhada. Não é só felicidade individual: é o bem-estar que vem de relações harmoniosas, de valores em comum, de um lar emocional seguro.',
      'Na vida, aparece em reuniões de família, reconciliações, a construção de uma casa ou de uma comunidade, a sensação de pertencimento profundo. Família, aqui, é também a escolhida: amigos, comunidade, grupos de afeto. O desafio é não idealizar, pois harmonia real inclui diferenças bem cuidadas, não perfeição.',
    ),
    alt: 'Dez cálices dourados enchem a carta em duas colunas, com dois entre elas, sobre ondas em três faixas e sob uma lua crescente.',
    meanings: {
      geral: {
        upright:
          'Harmonia e plenitude emocional marcam o momento. Os vínculos encontram um ponto de paz, e a sensação de pertencimento se fortalece. O momento favorece a convivência familiar, os reencontros e os projetos de vida partilhados. Aproveite para valorizar as pessoas que formam seu lar, seja ele de sangue ou de escolha.',
        reversed:
          'A imagem de harmonia não corresponde ao que se vive por dentro. Pode haver tensões familiares, valores em conflito ou a sensação de distância de quem deveria estar perto. Talvez seja a cobrança de um ideal de felicidade que ninguém alcança. Convém aceitar as imperfeições e conversar sobre o que ainda pede cuidado.',
      },
      amor: {
        upright:
          'Amor maduro, cumplicidade e planos de vida em comum. Em uma relação, a carta indica um vínculo que se fortalece e pode se expandir, seja em convivência, seja na integração com as famílias. Se não há um vínculo firmado, a carta sugere clareza sobre o tipo de lar afetivo que se deseja. A felicidade aqui é construída no cotidiano.',
        reversed:
          'Desacordos sobre valores, famílias que interferem ou a sensação de que o vínculo perdeu a leveza. Pode haver ainda idealização de como uma relação deveria ser. O momento pede diálogo sobre o futuro e sobre o que cada um entende por felicidade. Harmonia real se constrói aceitando as diferenças, não escondendo-as.',
      },
      trabalho: {
        upright:
          'Ambiente de trabalho harmonioso e equipe unida em torno de valores comuns. A fase favorece empresas familiares, projetos comunitários e atividades que equilibram vida pessoal e profissional. Nos estudos, indica um grupo acolhedor. Aproveite para fortalecer a sensação de pertencimento e celebrar as conquistas coletivas. Quando cada pessoa se sente em casa, o grupo trabalha melhor e o cuidado circula.',
        reversed:
          'Conflitos de valores no ambiente ou desequilíbrio entre trabalho e vida pessoal podem pesar. Talvez a carreira esteja ocupando o espaço da convivência com quem importa. Ajuda rever prioridades e limites. Pode apontar, ainda, tensões numa empresa familiar, que pedem conversas claras e cuidado com os laços. Separar o que é assunto de trabalho do que é assunto de afeto protege as duas coisas.',
      },
      conselho: {
        upright:
          'Cuide das suas raízes afetivas. Convém dedicar tempo às pessoas que formam seu lar, criar memórias juntas e expressar gratidão por elas. Celebre a convivência e invista no que une. A felicidade mais duradoura raramente é solitária; ela se constrói em rede, com paciência e presença. Um almoço de domingo, uma ligação semanal ou um ritual simples já fortalecem essa rede.',
        reversed:
          'Solte o ideal e abrace o real. O conselho é aceitar que nenhuma família ou relação é perfeita e escolher cuidar do que é possível. Converse sobre as tensões com calma e respeito. Se algum vínculo faz mal, proteja-se. Harmonia começa em casa, e casa começa dentro de você. Laços imperfeitos, cuidados com honestidade, costumam ser os mais verdadeiros.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'cups-page': {
    keywords: ['sensibilidade', 'intuição', 'mensagem afetiva', 'criatividade', 'surpresa', 'ternura'],
    reversedKeywords: [
      'imaturidade emocional',
      'carência',
      'bloqueio criativo',
      'fantasia excessiva',
      'melindre',
    ],
    description:
      'O Valete de Copas é a sensibilidade que se surpreende com o mundo, trazendo recados do coração e ideias que parecem brotar do nada.',
    longDescription: paragraphs(
      'Uma figura jovem de túnica e boina está de pé diante do mar. Segura um cálice dourado à altura do ombro e o olha de lado, com a curiosidade de quem ouviu um recado vindo de dentro dele. As ondas correm em três faixas a seus pés, e uma luz suave paira perto da taça.',
      'O Valete é o aprendiz da água. Recebe o que sente com espanto e frescor, sem muitos filtros. A carta fala de intuições inesperadas, de mensagens afetivas, de criatividade lúdica e da coragem de ser sensível num mundo que às vezes pede dureza. O olhar de lado para o cálice é o da surpresa que só aparece para quem olha com ternura.',
      'Como pessoa, pode ser alguém delicado, sonhador, artístico, às vezes melindroso. Como atitude, é permitir-se sentir e imaginar sem vergonha. Na vida, aparece como um convite carinhoso, uma declaração tímida, um projeto criativo que começa, um sonho que parece querer dizer alguma coisa. O cuidado é não confundir sensibilidade com fragilidade.',
    ),
    alt: 'Uma figura jovem de túnica e boina, de pé diante do mar, segura um cálice dourado à altura do ombro e o olha de lado.',
    meanings: {
      geral: {
        upright:
          'Uma mensagem afetiva, uma intuição curiosa ou uma ideia criativa pode surgir de onde menos se espera. Há espaço para a sensibilidade, a imaginação e a abertura para surpresas. Preste atenção aos sonhos, aos pressentimentos e aos recados sutis. Deixar-se encantar pelas pequenas coisas também é uma forma de sabedoria.',
        reversed:
          'Emoções à flor da pele podem levar a reações exageradas ou melindres. Talvez haja também bloqueio criativo, carência difícil de admitir ou uma fantasia que afasta do real. A situação pede acolhimento: reconheça o que sente antes de agir a partir disso. A sensibilidade é um dom quando vem acompanhada de um pouco de firmeza.',
      },
      amor: {
        upright:
          'Declarações tímidas, convites carinhosos, um interesse que nasce com doçura. Para quem tem par, a carta traz romantismo e pequenos gestos que renovam o afeto. Para quem está sem par, pode surgir alguém sensível e encantador, ou uma nova forma de você se permitir sentir. Deixe o coração falar, mesmo que em voz baixa.',
        reversed:
          'Carência, ciúme ou imaturidade emocional podem atrapalhar o vínculo. Talvez haja idealização de alguém que mal se conhece, ou sensibilidade ferida por pequenas coisas. O caminho passa por diálogo franco e paciência consigo. Expressar o que se sente é saudável; esperar que o outro adivinhe tudo, nem tanto. Dizer com calma o que você precisa costuma aproximar mais do que esperar em silêncio.',
      },
      trabalho: {
        upright:
          'Criatividade e intuição estão favorecidas. Projetos artísticos, ideias originais e trabalhos que envolvem cuidado ou comunicação afetiva podem florescer. Nos estudos, indica interesse genuíno por um tema novo. Uma notícia agradável pode chegar. Confie nas ideias que aparecem de forma inesperada e dê a elas algum espaço para crescer. Um caderno de anotações sempre à mão pode guardar o que surgir de repente.',
        reversed:
          'Bloqueio criativo, sensibilidade excessiva a críticas ou falta de foco podem atrapalhar. Cabe considerar também sonhos profissionais pouco conectados com a prática. A carta sugere cuidar das emoções sem deixar que elas comandem as decisões de trabalho. Crie uma rotina simples para que a inspiração encontre onde pousar. Mostrar o trabalho a alguém de confiança, antes de julgá-lo, também ajuda.',
      },
      conselho: {
        upright:
          'Permita-se sentir e brincar. Vale dar atenção às intuições, anotar sonhos, criar algo sem compromisso com o resultado e enviar aquela mensagem carinhosa que ficou guardada. A sensibilidade abre portas que a lógica não alcança. Olhe para o mundo com curiosidade e deixe-se surpreender. Uma tarde sem tarefas, com espaço para a imaginação, pode revelar mais do que muitos planos.',
        reversed:
          'Acolha suas emoções sem se afogar nelas. O caminho é perceber quando a sensibilidade está virando melindre e quando a fantasia está substituindo a ação. Converse sobre o que sente com alguém de confiança e dê um passo concreto em direção ao que deseja. Ternura e firmeza podem andar juntas.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'cups-knight': {
    keywords: ['romantismo', 'proposta', 'idealismo', 'charme', 'convite', 'sensibilidade', 'arte'],
    reversedKeywords: [
      'promessas vazias',
      'idealização',
      'instabilidade emocional',
      'sedução enganosa',
      'fuga da realidade',
    ],
    description:
      'O Cavaleiro de Copas é o coração que avança com delicadeza, trazendo propostas, convites e a beleza de quem segue seus sentimentos.',
    longDescription: paragraphs(
      'Um cavaleiro de elmo com penacho e manto monta um cavalo que segue para a direita, com uma das patas da frente erguida, sem pressa. Ele estende um cálice dourado à frente, como quem leva um convite. Embaixo, as ondas correm em faixas, e o cavalo parece caminhar sobre a água.',
      'O Cavaleiro é a água em movimento suave. Não corre como o de Paus: avança no ritmo do sentimento. A carta fala de propostas românticas, de ideias criativas, de quem segue o coração e leva beleza aonde vai. Também carrega o risco do idealismo: viver tanto no sonho que a realidade fica em segundo plano.',
      'Como pessoa, pode ser alguém encantador, poético, gentil, às vezes pouco prático. Como atitude, é a disposição de agir a partir do que se sente. Na vida, aparece em convites, declarações, viagens inspiradoras, a chegada de uma oferta que toca o coração. O aprendizado é unir sensibilidade e compromisso com o que se oferece.',
    ),
    alt: 'Um cavaleiro de elmo com penacho e manto, montado num cavalo que segue para a direita sobre as ondas, oferece um cálice dourado.',
    meanings: {
      geral: {
        upright:
          'Um convite, uma proposta ou uma ideia inspiradora pode chegar de forma suave e encantadora. A carta favorece seguir o coração, investir na criatividade e aceitar ofertas que tragam beleza e sentido. Há romantismo no ar, em sentido amplo. Deixe-se guiar pelo que emociona, sem esquecer de verificar se o que é oferecido tem base.',
        reversed:
          'Promessas bonitas podem esconder pouca substância. Talvez alguém encante com palavras e não sustente com atitudes, ou você esteja fugindo de questões práticas para viver no mundo dos sonhos. A carta pede atenção aos detalhes e às ações concretas. Sensibilidade é valiosa, mas precisa caminhar junto com responsabilidade. Antes de se encantar ou de prometer algo, pergunte o que sustentará aquilo na semana seguinte.',
      },
      amor: {
        upright:
          'Romance, declarações e gestos apaixonados marcam o momento. Num vínculo já formado, a carta favorece surpresas, encontros cheios de afeto e a renovação do encanto. Para quem vive uma fase sem compromisso, pode surgir alguém gentil e romântico, ou um convite que faz o coração bater mais forte. Aproveite a delicadeza do momento com os olhos abertos.',
        reversed:
          'Idealização, sedução que não se sustenta ou alguém que promete muito e some. Também pode ser o seu próprio hábito de se apaixonar pela ideia da pessoa, e não por quem ela é. Vale observar a coerência entre palavras e atitudes. Romantismo verdadeiro se mostra também no cotidiano, não só nos grandes gestos.',
      },
      trabalho: {
        upright:
          'Propostas criativas, convites para projetos inspiradores e oportunidades ligadas a arte, comunicação ou cuidado podem surgir. O momento favorece apresentar ideias com sensibilidade e buscar um trabalho que tenha significado. Avalie as ofertas com o coração e com a razão: o entusiasmo é bom guia quando acompanhado de informação. Aquilo que toca seu coração tende a receber o seu melhor esforço.',
        reversed:
          'Ofertas pouco realistas, projetos que ficam só na idealização ou dificuldade de lidar com a parte prática do trabalho, como prazos, números e revisões. O momento pede cautela antes de aceitar algo que parece perfeito demais. Vale também transformar sonhos profissionais em planos concretos, com prazos e etapas claros. O sonho continua valioso; ele só precisa de um caminho por onde andar.',
      },
      conselho: {
        upright:
          'Siga o que faz seu coração vibrar. O mais útil agora é fazer aquele convite, apresentar aquela ideia, oferecer o que você tem de mais bonito. Aja com delicadeza e sinceridade, sem medo de mostrar sensibilidade. Quando o gesto vem do coração e encontra a ação, ele toca as pessoas de verdade.',
        reversed:
          'Desça do cavalo por um momento e olhe o chão. Convém verificar se as promessas, suas ou alheias, têm base real. Transforme o romantismo em atitudes consistentes e desconfie do que encanta demais sem mostrar substância. Sonhar é bom; sustentar o sonho com ações é melhor ainda. Pequenos gestos cumpridos dizem mais do que grandes declarações.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'cups-queen': {
    keywords: ['empatia', 'intuição', 'acolhimento', 'compaixão', 'profundidade emocional', 'cuidado'],
    reversedKeywords: [
      'esgotamento emocional',
      'dependência',
      'limites frágeis',
      'melancolia',
      'sacrifício excessivo',
    ],
    description:
      'A Rainha de Copas é a empatia profunda de quem sente com os outros e sabe acolher sem se perder no mar das emoções.',
    longDescription: paragraphs(
      'Uma rainha coroada, de cabelos longos, está sentada num trono de espaldar arredondado à beira do mar. Segura um cálice dourado perto do corpo, com cuidado, como quem guarda algo precioso e o escuta. As ondas correm em três faixas a seus pés, e uma luz calma envolve o trono.',
      'A Rainha é a água amadurecida em compaixão. Sente profundamente, mas não se afoga: seus pés tocam o mar sem que ela saia do trono. A carta fala de intuição refinada, de acolhimento, de escuta e de uma força emocional que sustenta os outros sem barulho. O cálice junto ao corpo guarda o mistério do que ela sabe por dentro.',
      'Como pessoa, pode ser alguém a quem todos recorrem para desabafar, sensível e sábio, capaz de consolar com poucas palavras. Como atitude, é confiar no que se sente e cuidar com presença. Na vida, aparece em fases de cuidado, de escuta e de intuição aguçada. O desafio é cuidar de si com a mesma ternura com que cuida dos outros.',
    ),
    alt: 'Uma rainha coroada, de cabelos longos, sentada num trono de espaldar arredondado à beira do mar, segura um cálice dourado.',
    meanings: {
      geral: {
        upright:
          'Sua intuição e sua empatia estão afinadas. Aqui se desenha uma fase de sensibilidade que permite compreender pessoas e situações além das palavras. É um bom momento para cuidar, acolher e ser presença para quem precisa. Confie no que você sente, mas também reserve momentos de silêncio para escutar a si e recarregar.',
        reversed:
          'Absorver as emoções de todos pode ter deixado você sem reservas. A carta aponta esgotamento emocional, limites frágeis ou tendência a se sacrificar demais. Também pode indicar melancolia ou dependência afetiva. Volte-se para o próprio cálice: o que você sente, o que precisa? Cuidar de si não diminui sua capacidade de amar.',
      },
      amor: {
        upright:
          'Amor profundo, acolhedor e intuitivo. Em uma relação, a carta favorece a cumplicidade emocional, a escuta e o cuidado mútuo. Se não há um vínculo firmado, indica uma fase em que você se abre para vínculos com profundidade, e pode atrair alguém sensível. A conexão se fortalece quando há espaço para as emoções serem ditas e recebidas.',
        reversed:
          'Dependência emocional, ciúme ou tendência a se anular pela outra pessoa podem desequilibrar o vínculo. Também pode haver sentimentos guardados que viram mágoa. A situação pede limites saudáveis e comunicação honesta. Amar não significa carregar todas as emoções do outro; significa também permitir que o outro cuide de você. Um vínculo saudável tem espaço para as necessidades dos dois lados.',
      },
      trabalho: {
        upright:
          'Sensibilidade e intuição são trunfos agora. Funções que envolvem cuidado, atendimento, ensino, arte ou mediação tendem a render. Sua capacidade de perceber o clima da equipe e agir com diplomacia também se destaca. Confie nas suas percepções sobre pessoas e situações, e use a empatia para construir um ambiente mais humano.',
        reversed:
          'Excesso de envolvimento com os problemas dos outros pode comprometer suas entregas. Talvez você esteja fazendo o papel de ouvinte de todos e esquecendo das próprias tarefas. A carta sugere limites mais claros e atenção à energia. Outra leitura possível: decisões tomadas mais pela emoção do que pelos fatos. Antes de responder a um pedido, pergunte se ele cabe no seu dia.',
      },
      conselho: {
        upright:
          'Confie na sua intuição e ofereça presença. O conselho é escutar com atenção, acolher sem julgar e deixar que a sensibilidade guie suas ações. Dedique também um tempo para se ouvir: meditar, escrever, estar perto da água. A compaixão que você oferece aos outros pode e deve ser oferecida a você também.',
        reversed:
          'Recolha-se para se reabastecer. Vale reconhecer quando está absorvendo emoções que não são suas e estabelecer limites com carinho. Busque apoio, descanse e reserve tempo para o que nutre o seu coração. Só é possível oferecer água a alguém quando o próprio cálice tem algo dentro. Dizer não, com delicadeza, também é uma forma de cuidado.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
  'cups-king': {
    keywords: ['equilíbrio emocional', 'maturidade', 'serenidade', 'diplomacia', 'sabedoria', 'generosidade'],
    reversedKeywords: [
      'emoção reprimida',
      'manipulação',
      'frieza',
      'instabilidade',
      'controle emocional excessivo',
    ],
    description:
      'O Rei de Copas é a serenidade de quem sente profundamente e, ainda assim, mantém a calma para decidir com sabedoria.',
    longDescription: paragraphs(
      'Um rei coroado e barbado, de manto largo, está sentado num trono de espaldar pontudo, com o mar em faixas de ondas logo abaixo. Segura um cálice dourado firme na mão, sem derramar nada. O rosto é tranquilo, e o céu acima dele se mantém sereno mesmo com a água em movimento.',
      'O Rei é a água que aprendeu a ser mar sem ser tempestade. As ondas se agitam ao redor, mas ele se mantém estável. A carta fala de maturidade emocional, de equilíbrio entre coração e razão, de uma liderança que cuida, escuta e decide com justiça. O cálice firme sobre as ondas lembra que emoção e ação podem navegar juntas.',
      'Como pessoa, pode ser alguém que acalma os ambientes, aconselha com sabedoria e sustenta crises sem perder a gentileza. Como atitude, é sentir tudo sem reagir a tudo. Na vida, aparece quando é preciso mediar conflitos, lidar com emoções fortes com serenidade ou liderar a partir da compreensão. O risco é engolir o que sente em nome da calma.',
    ),
    alt: 'Um rei coroado e barbado, de manto, sentado num trono de espaldar pontudo acima das ondas, segura um cálice dourado.',
    meanings: {
      geral: {
        upright:
          'Equilíbrio entre sentimento e razão marca o momento. O quadro mostra maturidade para lidar com situações emocionais sem se deixar levar por elas. Você tende a ser ponto de apoio para quem está perto, com calma e generosidade. Use essa serenidade para mediar conflitos, tomar decisões justas e agir com gentileza, inclusive consigo.',
        reversed:
          'A calma pode estar escondendo emoções reprimidas. Talvez você esteja segurando tanto o que sente que isso começa a vazar em irritação, frieza ou mudanças bruscas de humor. Pode apontar, ainda, manipulação emocional, sua ou de alguém próximo. Convém dar voz às emoções de forma saudável. Equilíbrio não é ausência de sentimento.',
      },
      amor: {
        upright:
          'Amor maduro, estável e generoso. Em uma relação, a carta favorece o diálogo sereno, o apoio mútuo e a capacidade de atravessar crises sem perder o carinho. Para quem está sem par, pode surgir alguém com disponibilidade e maturidade emocional, ou sua própria serenidade pode atrair vínculos mais saudáveis. O afeto se fortalece na confiança.',
        reversed:
          'Distância emocional, silêncios prolongados ou dificuldade de expressar o que sente podem esfriar o vínculo. Pode haver ainda jogos emocionais ou controle disfarçado de cuidado. A carta pede transparência: dizer o que sente, mesmo quando é desconfortável, é sinal de maturidade. Segurança afetiva se constrói com honestidade. Um gesto de abertura, mesmo pequeno, pode desfazer meses de distância.',
      },
      trabalho: {
        upright:
          'Liderança humana, diplomacia e capacidade de mediação estão favorecidas. A carta indica que você consegue manter a calma sob pressão e cuidar da equipe sem perder o foco nos resultados. Funções de aconselhamento, gestão de pessoas, ensino ou escuta tendem a render. Decisões equilibradas conquistam respeito. É um bom momento para orientar quem está começando e compartilhar o que a experiência ensinou.',
        reversed:
          'Tensões engolidas podem estar afetando seu desempenho ou o clima da equipe. Talvez haja também uma liderança que parece calma, mas manipula ou evita conflitos necessários. Ajuda enfrentar as questões com diplomacia, sem fingir que tudo está bem. Conversas difíceis, bem conduzidas, evitam problemas maiores. Dar nome ao desconforto, com respeito, costuma aliviar o clima para todos.',
      },
      conselho: {
        upright:
          'Seja o mar calmo no meio das ondas. O caminho é acolher as emoções, suas e dos outros, sem deixar que elas governem você. Escute antes de reagir, pense antes de decidir e ofereça apoio com generosidade. Liderar com o coração não exclui firmeza: é a combinação das duas que inspira confiança.',
        reversed:
          'Deixe que o que você sente venha à tona. O mais útil agora é parar de engolir emoções em nome da calma e encontrar formas saudáveis de expressá-las: uma conversa sincera, a escrita, o apoio de alguém de confiança. Verdadeira serenidade não é controle; é a paz de quem não precisa esconder nada de si.',
      },
    },
    yesNo: { upright: 'sim', reversed: 'talvez' },
  },
};
