// One paragraph for each slow point (Uranus, Neptune, Pluto), the true node and the Midheaven in each sign.
// Original prose written for Constelar. The outer planets stay in a sign for years, so their texts speak of
// a generation first and of the person second; signs no living person has are kept brief and historical.
import type { Sign } from '@constelar/core';
import { SIGN_NAMES } from './sign-names';

/** The points that get a sign text in this table. */
export type OuterSignPoint = 'uranus' | 'neptune' | 'pluto' | 'trueNode' | 'midheaven';

const URANUS: Record<Sign, string> = {
  aries:
    'Urano em Áries marca quem nasceu entre 1927 e 1935 ou entre 2010 e 2019, gerações que vieram ao mundo em tempos de ruptura e aprenderam cedo a abrir caminho por conta própria. Como Urano passa cerca de sete anos em cada signo, esse traço você divide com muitos colegas de idade. Em você, ele aparece como impaciência com regras sem sentido e coragem de ser o primeiro a tentar algo diferente. A liberdade ganha força quando a vontade de romper vem acompanhada de um plano para o dia seguinte.',
  taurus:
    'Mudar o que parecia sólido é a marca da sua geração. Urano em Touro acompanha quem nasceu entre 1934 e 1942 e quem chegou entre 2018 e 2026, épocas em que dinheiro, trabalho e a relação com a terra passaram por reviravoltas. Em você, isso pode aparecer como um jeito inventivo de lidar com recursos, do conserto criativo à forma nova de ganhar a vida. Urano aqui anda devagar e não gosta de ser apressado. Mudanças que respeitam o seu ritmo duram mais do que as feitas por impulso.',
  gemini:
    'Curiosidade elétrica define a geração de Urano em Gêmeos, nascida entre 1941 e 1949 e, de novo, a partir de 2025. São pessoas marcadas por novas formas de comunicar, aprender e fazer circular a informação. Você compartilha com seus contemporâneos uma mente que pula de ideia em ideia e enxerga conexões que os outros ainda não viram. Na sua vida pessoal, isso pode virar talento para escrever, ensinar ou inventar linguagens. Escolher onde pousar a atenção transforma a agitação em descoberta.',
  cancer:
    'Entre 1948 e 1956, Urano passou por Câncer, e quem nasceu nesse período viu a ideia de família e de lar mudar diante dos próprios olhos. Esse é um traço coletivo, partilhado com toda uma geração. Em você, ele pode aparecer como necessidade de liberdade dentro dos laços afetivos e disposição para criar formas próprias de casa e de pertencimento, como a família escolhida ou o lar montado fora do padrão. Cuidar sem prender, e receber cuidado sem perder a liberdade, é o equilíbrio que esta posição procura.',
  leo: 'Com Urano em Leão, entre 1955 e 1962, nasceu uma geração que transformou a maneira de se expressar, criar e se divertir. Você divide com ela um desejo forte de ser autêntico e de não caber em moldes prontos. No plano pessoal, essa energia pode se mostrar num talento criativo original, num estilo próprio de liderar ou numa forma pouco convencional de amar. Vale notar quando a vontade de ser único vira necessidade de chocar. A originalidade mais forte é aquela que não precisa de plateia.',
  virgo:
    'Trabalho, saúde e rotina ganharam outra cara para quem nasceu com Urano em Virgem, entre 1961 e 1969. Sua geração viu a tecnologia entrar nos escritórios e passou a questionar métodos antigos de cuidar do corpo. Você compartilha esse olhar crítico e prático sobre como as coisas funcionam. Pessoalmente, isso pode aparecer como habilidade para melhorar processos, adotar ferramentas novas ou buscar terapias alternativas com senso crítico. A perfeição, porém, não precisa ser a régua de cada inovação.',
  libra:
    'As gerações que nasceram entre 1968 e 1975 trazem Urano em Libra, e com ele uma revisão profunda do casamento, das parcerias e da ideia de justiça. Em você, essa marca coletiva pode aparecer como desejo de relações mais livres e igualitárias, em que cada pessoa mantém o próprio espaço. Há talento para mediar de forma criativa e propor acordos que ninguém havia imaginado. O ponto delicado é oscilar entre buscar vínculo e fugir dele. Parcerias com liberdade combinada funcionam melhor do que as que dependem de adivinhação.',
  scorpio:
    'Quem nasceu com Urano em Escorpião, entre 1974 e 1981, pertence a uma geração que tirou tabus do armário: sexo, dinheiro, morte e poder passaram a ser discutidos com outra franqueza. Você carrega essa inclinação para cavar fundo e romper silêncios. Na sua história, ela pode aparecer em crises que viram recomeços repentinos ou num interesse pela psicologia e pelos mistérios. A intensidade aqui é grande. Mudar por dentro, antes de virar a mesa por fora, evita rupturas que custam caro.',
  sagittarius:
    'Urano em Sagitário acompanhou os nascidos entre 1981 e 1988, uma geração que cresceu vendo o mundo encolher com viagens mais acessíveis e, depois, com a internet. Você compartilha com ela a sede de horizontes e a desconfiança das verdades prontas. No seu caminho pessoal, isso pode virar vontade de estudar fora, mudar de país, questionar a religião da família ou construir uma filosofia própria. Liberdade de pensamento é preciosa; ela só ganha peso quando vem junto de alguma escuta.',
  capricorn:
    'Instituições, carreiras e hierarquias foram postas em xeque pela geração de Urano em Capricórnio, nascida entre 1988 e 1996. Você divide com seus contemporâneos a percepção de que as estruturas antigas já não dão conta e a vontade de reconstruí-las de um jeito mais funcional. Pessoalmente, isso pode aparecer como uma ambição pouco tradicional: empreender, trabalhar a distância, criar o próprio cargo. Respeitar o que funciona enquanto reforma o resto é o que torna essa revolução duradoura.',
  aquarius:
    'Em casa no próprio signo, Urano em Aquário marcou quem nasceu entre 1995 e 2003, uma geração que cresceu conectada e vê a comunidade em rede como algo natural. Você compartilha essa facilidade para pensar no coletivo, abraçar a diversidade e imaginar futuros diferentes. Na sua vida, o traço pode surgir como amizades de muitos lugares, engajamento em causas ou talento para tecnologia. Ideias brilhantes às vezes ficam frias demais. Deixar que o afeto guie a invenção aproxima o seu futuro das pessoas reais.',
  pisces:
    'Nasceram com Urano em Peixes as pessoas de 1919 a 1928 e, mais recentemente, as de 2003 a 2011. Nas duas gerações, imaginação, espiritualidade e arte ganharam formas novas, das primeiras rádios às plataformas de música e vídeo. Você compartilha a intuição de que as fronteiras entre as pessoas são mais finas do que parecem. Pessoalmente, isso pode aparecer como inspiração repentina, sensibilidade ao clima coletivo ou interesse por caminhos espirituais livres. Manter os pés no chão deixa a visão mais nítida.',
};

const NEPTUNE: Record<Sign, string> = {
  aries:
    'Netuno entrou em Áries em 2025 e fica no signo até 2039, então esta posição pertence às crianças que estão nascendo agora. Ainda não há uma geração adulta para observar, e qualquer retrato é uma hipótese. O que a combinação sugere é um ideal ligado à coragem: sonhar com a própria iniciativa e acreditar que vale a pena começar. Se este é o seu mapa, a imaginação pode ter pressa de virar ação. Distinguir o impulso inspirado da pressa sem rumo será um aprendizado valioso.',
  taurus:
    'Netuno esteve em Touro entre 1874 e 1889, muito antes do nascimento de qualquer pessoa viva hoje. Historicamente, a posição combina o sonho com a matéria: idealizar a terra, o trabalho manual, a beleza das coisas que se pode tocar. Se você encontrar essa combinação num mapa, leia-a como um traço de época, ligado à imaginação sobre prosperidade e natureza. Num mapa pessoal, ela falaria de talento artístico concreto e do cuidado de não confundir segurança com acúmulo.',
  gemini:
    'A passagem de Netuno por Gêmeos aconteceu entre 1887 e 1902, época da chegada do telefone, do cinema e de novas formas de imprensa. É um traço de geração que hoje pertence à história. Simbolicamente, une imaginação e palavra: o sonho que se conta, a ficção que circula, a informação que encanta e às vezes confunde. Num mapa, a posição sugere talento para narrar e fantasiar com leveza, e pede atenção para separar o que se ouviu do que de fato aconteceu.',
  cancer:
    'A geração mais velha entre as pessoas vivas nasceu com Netuno em Câncer, entre 1901 e 1915. Foi um tempo em que o lar, a pátria e a família eram vistos com idealismo, e muita gente guardou uma imagem terna, às vezes nostálgica, das próprias raízes. Se este é o seu mapa, a compaixão pelos de casa e a memória afetiva são presentes valiosos que você recebeu da sua época. Honrar o passado sem tentar revivê-lo mantém essa sensibilidade a serviço do presente.',
  leo: 'Netuno em Leão envolveu os nascidos entre 1914 e 1929, geração que viu nascer o cinema falado e as grandes estrelas do espetáculo. O sonho coletivo girava em torno do glamour, do romance e da expressão criativa. Se você nasceu nesse período, compartilha essa capacidade de encantar e de idealizar o amor e a arte. No plano pessoal, a imaginação pode brilhar no palco, na música ou na forma calorosa de contar histórias. Enxergar as pessoas reais por trás dos personagens traz um afeto mais firme.',
  virgo:
    'Servir com dedicação era o ideal coletivo de quem nasceu com Netuno em Virgem, entre 1928 e 1943, geração que cresceu entre crises econômicas e a guerra. Você compartilha esse sonho de ser útil e de cuidar com as próprias mãos. Na sua história, ele pode aparecer em trabalhos de saúde, de assistência ou de aperfeiçoamento paciente de um ofício. Há também uma autocrítica silenciosa que pede atenção. Perdoar as próprias imperfeições torna o serviço mais leve e mais humano.',
  libra:
    'Paz e amor foram mais que um lema para a geração de Netuno em Libra, nascida entre 1942 e 1957. Ela idealizou o casamento, a harmonia e a justiça social, e ajudou a transformar a arte e a música num projeto coletivo. Você compartilha esse sonho de relações belas e equilibradas. Pessoalmente, a posição pode se mostrar em sensibilidade estética, diplomacia e uma fé genuína no outro. Quando o parceiro real não corresponde à imagem sonhada, vale lembrar que a harmonia também se constrói com conversas difíceis.',
  scorpio:
    'Quem nasceu com Netuno em Escorpião, entre 1955 e 1970, carrega uma sensibilidade voltada para o que está escondido. Sua geração viveu a revolução sexual, a expansão da psicologia e o fascínio pelo oculto. Você compartilha essa atração pelo profundo e essa intuição para perceber o que não é dito. Na vida pessoal, ela pode alimentar um talento para terapia, investigação ou arte intensa. Vale cuidar das fugas que anestesiam a dor. Olhar de frente para ela, com apoio, é o que transforma de verdade.',
  sagittarius:
    'Netuno em Sagitário coloriu de idealismo os nascidos entre 1970 e 1984, uma geração que sonhou com viagens, com a espiritualidade de outros povos e com um mundo sem fronteiras. Você divide com seus contemporâneos a busca de sentido fora dos caminhos tradicionais. Pessoalmente, esta posição pode aparecer como fé inquieta, paixão por culturas distantes e desejo de encontrar um mestre ou uma filosofia que explique tudo. Nenhuma resposta única dá conta da vida, e a sua sabedoria cresce quando você aceita várias.',
  capricorn:
    'Sonhar com estrutura: assim se pode resumir Netuno em Capricórnio, que marcou quem nasceu entre 1984 e 1998. Sua geração viu ruírem certezas sobre carreira, governos e empresas e, ao mesmo tempo, idealizou o sucesso profissional. Você compartilha esse desejo de dar forma concreta aos ideais. Na sua vida, isso pode aparecer como vocação para construir projetos que sirvam a muitos, ou como desilusão com instituições. Trazer valores pessoais para dentro do trabalho evita que a ambição perca o sentido.',
  aquarius:
    'A geração de Netuno em Aquário, nascida entre 1998 e 2012, sonha em rede. Comunidades virtuais, causas globais e a ideia de que todos estão conectados fazem parte do imaginário desse grupo. Você compartilha essa visão de um futuro mais solidário e inclusivo. Pessoalmente, a posição pode surgir como amizades profundas a distância, criatividade digital ou engajamento em movimentos coletivos. Telas também podem virar refúgio. Encontros de carne e osso mantêm o ideal coletivo ligado à vida concreta.',
  pisces:
    'Em Peixes, seu próprio domicílio, Netuno acompanha as crianças e os jovens nascidos entre 2011 e 2026. É uma geração sensível, imaginativa e aberta ao sofrimento alheio, que cresce cercada de histórias, imagens e música por todos os lados. Você compartilha essa compaixão ampla e essa porosidade ao clima do mundo. Na sua vida, ela pode florescer em arte, em cuidado ou numa espiritualidade sem rótulos. Aprender a se proteger do excesso de estímulos é parte importante do caminho.',
};

const PLUTO: Record<Sign, string> = {
  aries:
    'Plutão esteve em Áries pela última vez entre 1822 e 1853 e só volta ao signo perto de 2068, de modo que nenhuma pessoa viva tem essa posição. Historicamente, ela acompanha períodos de afirmação nacional, pioneirismo e lutas por independência. Num mapa, falaria de uma força de transformação ligada à coragem individual e ao impulso de recomeçar do zero. O aprendizado seria usar esse poder de iniciativa sem atropelar os outros pelo caminho.',
  taurus:
    'Entre 1851 e 1884, Plutão atravessou Touro, um período associado a grandes mudanças na propriedade, na produção e no uso da terra. Ninguém vivo hoje nasceu com esta posição. Simbolicamente, ela liga a transformação profunda aos recursos, ao corpo e aos valores materiais: o que se possui muda de mãos, e o que parecia permanente se revela frágil. Num mapa, indicaria enorme persistência e o aprendizado de soltar aquilo que já não sustenta a vida.',
  gemini:
    'Plutão ocupou Gêmeos de 1884 a 1914, época do telégrafo, do telefone e de uma revolução na imprensa e nos transportes. Os últimos nascidos nesse período já passaram dos cem anos, e a posição é hoje sobretudo histórica. Ela associa poder e palavra: a informação capaz de mudar mentalidades, a ideia que transforma quem a ouve. Num mapa, sugeriria uma mente investigativa e o cuidado de não usar a inteligência para manipular.',
  cancer:
    'A geração de Plutão em Câncer nasceu entre 1913 e 1939 e atravessou guerras, migrações e crises que abalaram o chão de muitas famílias. Se este é o seu mapa, você compartilha com ela uma relação intensa com o lar, a pátria e a memória. Em muitas histórias pessoais, isso aparece como força para reconstruir a casa do zero e proteger os seus a qualquer custo. Com os anos, a transformação mais bonita dessa posição é deixar que o cuidado liberte em vez de segurar.',
  leo: 'Plutão em Leão marcou os nascidos entre 1937 e 1958, incluindo boa parte da geração do pós-guerra, que transformou a cultura jovem, o cinema e a música popular. Você compartilha o impulso de deixar uma marca pessoal no mundo e a convicção de que a expressão individual tem poder. Na sua vida, ele pode aparecer como carisma, vontade de liderar ou criatividade intensa. O orgulho ferido é o ponto sensível; reconhecer o brilho dos outros amplia o seu.',
  virgo:
    'Quem nasceu com Plutão em Virgem, entre 1956 e 1972, faz parte de uma geração que transformou o trabalho, a saúde e a relação com o corpo. Foram os anos da automação, das dietas, da ecologia nascente e de uma cobrança crescente por eficiência. Você compartilha essa força para analisar, consertar e aperfeiçoar o que está ao redor. Na sua história, ela pode se tornar competência técnica e profunda dedicação ao ofício. Controlar cada detalhe, porém, cansa; confiar no processo também é uma habilidade.',
  libra:
    'Relacionamentos passaram por uma transformação profunda com a geração de Plutão em Libra, nascida entre 1971 e 1984. Casamento, divórcio, igualdade entre parceiros e acordos sociais foram repensados de cima a baixo. Você divide com seus contemporâneos a sensação de que os vínculos mudam quem você é. Pessoalmente, a posição pode aparecer em parcerias intensas, que viram sua vida do avesso, e num senso agudo de justiça. Relações equilibradas pedem que o poder circule entre os dois, sem que ninguém se anule.',
  scorpio:
    'Em Escorpião, seu domicílio moderno, Plutão marcou quem nasceu entre 1983 e 1995. É uma geração que encara crises, tabus e saúde mental com uma franqueza que as anteriores evitavam. Você compartilha esse olhar que não se contenta com a superfície. Na sua vida, a posição pode se mostrar como capacidade de renascer depois de perdas, intuição aguçada e lealdade intensa. O controle pede vigilância. Entregar-se aos processos, em vez de tentar dominá-los, libera uma força enorme.',
  sagittarius:
    'Nascida entre 1995 e 2008, a geração de Plutão em Sagitário cresceu com o mundo inteiro a um clique de distância e viu crenças, religiões e verdades serem contestadas em público. Você compartilha essa necessidade de encontrar um sentido que resista ao exame. Pessoalmente, ela pode aparecer como paixão por estudar, viajar ou defender convicções com fervor. Há força para mudar visões de mundo, a sua e a dos outros. Manter a curiosidade viva evita que a convicção se torne fanatismo.',
  capricorn:
    'Os nascidos com Plutão em Capricórnio, entre 2008 e 2024, chegam num tempo em que governos, empresas e instituições estão sendo reformados pela raiz. É uma geração com o poder de reconstruir estruturas a partir dos escombros. Você compartilha essa seriedade precoce e a noção de que as regras podem e devem mudar. Na sua trajetória, a posição pode se mostrar como ambição consistente e coragem para assumir responsabilidades. Lembrar que autoridade verdadeira inclui escuta mantém essa força justa.',
  aquarius:
    'Plutão entrou em Aquário entre 2023 e 2024 e permanece no signo até 2044, então esta posição pertence às crianças que estão nascendo agora. Ainda é cedo para descrever a geração, mas o simbolismo aponta para transformações profundas na tecnologia, nos grupos e na ideia de comunidade. Se este é o seu mapa ou o de alguém próximo, ele sugere uma força que se realiza no coletivo. Apoiar a autonomia dessa criança sem isolá-la do afeto ajuda esse potencial a florescer.',
  pisces:
    'Plutão passou por Peixes entre 1797 e 1823 e só volta ao signo por volta de 2043, então nenhuma pessoa viva tem essa posição. Historicamente, ela se liga a períodos de romantismo, espiritualidade intensa e dissolução de antigas fronteiras. Simbolicamente, une transformação e compaixão: o poder de quem se entrega a um ideal maior. Num mapa, pediria atenção para não confundir entrega com desaparecer de si. Lido hoje, serve sobretudo como retrato de uma época que buscava sentido além do mundo visível.',
};

// The node text names both ends: the sign of growth and, opposite it, the South Node's familiar ground.
const TRUE_NODE: Record<Sign, string> = {
  aries:
    'Com o Nodo Norte em Áries, a direção de crescimento passa por aprender a agir por conta própria. O Nodo Sul em Libra mostra uma habilidade já conhecida: agradar, conciliar, esperar o outro decidir. Ela continua útil, mas virou zona de conforto. Sua evolução pede que você diga o que quer antes de consultar todo mundo, tome a iniciativa no trabalho e aceite o risco de desagradar. Não se trata de abandonar as parcerias, e sim de chegar a elas com uma vontade própria.',
  taurus:
    'O Nodo Norte em Touro aponta para a calma como caminho de crescimento. Do lado oposto, o Nodo Sul em Escorpião lembra a familiaridade com crises, intensidade e dramas que consomem energia. O convite desta vida é construir estabilidade com as próprias mãos: um orçamento simples, um corpo bem cuidado, prazeres que não dependem de tempestade. Valorizar o que você já tem e confiar em ritmos lentos pode parecer sem graça no começo. Com o tempo, vira um chão que ninguém tira de você.',
  gemini:
    'Perguntar mais e afirmar menos: esse é o rumo do Nodo Norte em Gêmeos. O Nodo Sul em Sagitário mostra o hábito de buscar grandes verdades, dar sermões e ter certeza antes de ouvir. Seu crescimento está nas trocas do cotidiano, na conversa com o vizinho, no curso curto, na curiosidade por pontos de vista diferentes. A sabedoria que você já traz não precisa ser descartada; ela ganha vida quando se traduz em linguagem simples e se deixa corrigir pelos fatos.',
  cancer:
    'Nodo Norte em Câncer indica que o crescimento passa pelo afeto. Com o Nodo Sul em Capricórnio, você traz facilidade para a disciplina, o trabalho e o controle, e pode se apoiar demais no papel de quem dá conta de tudo sem pedir ajuda. A direção agora é outra: permitir-se sentir, pedir colo, cultivar um lar e vínculos em que a vulnerabilidade tenha lugar. A competência continua sendo sua. A diferença é que ela deixa de ser a única forma de merecer amor.',
  leo: 'O caminho do Nodo Norte em Leão é ocupar o centro do palco da própria vida. O Nodo Sul em Aquário revela conforto em ficar no grupo, pensar no coletivo e manter certa distância emocional. Seu crescimento pede coragem de se expor: assinar o próprio trabalho, mostrar o que cria, expressar afeto com calor. Pode dar medo de parecer vaidoso. Mas brilhar, aqui, é um ato generoso, porque inspira outras pessoas a fazer o mesmo. O grupo continua importante; você só não precisa se esconder nele.',
  virgo:
    'Transformar sensibilidade em gesto prático é o convite do Nodo Norte em Virgem. O Nodo Sul em Peixes guarda a facilidade de sonhar, se compadecer e se deixar levar, às vezes até o ponto de se perder ou fugir do cotidiano. A direção de crescimento está na rotina bem cuidada, no serviço concreto, no hábito de organizar o dia e o corpo. A intuição segue valiosa. Quando ganha método, ela passa a ajudar de verdade quem está ao seu redor.',
  libra:
    'A parceria é o território de crescimento do Nodo Norte em Libra. O Nodo Sul em Áries indica uma independência já bem treinada: decidir por conta própria, agir rápido, resolver tudo do próprio jeito. Agora, o aprendizado é considerar o outro, negociar, ouvir antes de responder e descobrir o que nasce de um trabalho em dupla. Isso não exige apagar a sua coragem. Pede apenas que ela se some à delicadeza, e que o "nós" ganhe tanto espaço quanto o "eu".',
  scorpio:
    'Apego ao conhecido é o que o Nodo Norte em Escorpião convida a soltar. O Nodo Sul em Touro traz o gosto pela estabilidade, pelo conforto e pelas coisas que permanecem, e essa segurança pode virar resistência a mudar. O crescimento vem da profundidade: encarar emoções intensas, dividir recursos e intimidade, deixar terminar o que já cumpriu seu papel. Transformações assustam, é verdade. Atravessadas com honestidade, elas revelam uma força que a vida tranquila nunca mostraria.',
  sagittarius:
    'No Nodo Norte em Sagitário, a direção é buscar sentido. O Nodo Sul em Gêmeos mostra uma mente ágil, cheia de informações, contatos e opiniões, que às vezes se dispersa em mil conversas sem chegar a lugar nenhum. O crescimento está em escolher uma visão de mundo, estudar a fundo, viajar, confiar na intuição tanto quanto nos dados. Você não perde a curiosidade. Ela apenas ganha um norte, e cada pergunta passa a servir a uma busca maior.',
  capricorn:
    'Responsabilidade pública é o rumo do Nodo Norte em Capricórnio. O Nodo Sul em Câncer indica conforto no ninho, na proteção da família e nas emoções que pedem cuidado constante, às vezes com medo de sair para o mundo. Crescer, aqui, é assumir metas próprias, construir uma carreira, aceitar que os outros enxerguem em você uma autoridade. O afeto continua sendo a sua base. A novidade é descobrir que você também pode ser o adulto que sustenta a estrutura, e não só quem é sustentado.',
  aquarius:
    'Pensar junto é a direção de crescimento do Nodo Norte em Aquário. O Nodo Sul em Leão traz facilidade para brilhar, liderar e esperar reconhecimento, e também certa dependência do aplauso. O passo agora é colocar o talento a serviço de um grupo, de uma causa, de um projeto que não leva o seu nome. Amizades e redes ganham importância. Seu carisma continua valioso; ele só rende mais quando ilumina um objetivo coletivo em vez de apenas você.',
  pisces:
    'Soltar o controle é o convite do Nodo Norte em Peixes. O Nodo Sul em Virgem revela uma competência antiga para organizar, corrigir e analisar tudo, que às vezes vira ansiedade e crítica constante. O crescimento passa por confiar na intuição e abrir espaço para a arte, a espiritualidade e a compaixão, inclusive consigo. Nem tudo precisa ser resolvido hoje. Quando você aceita o mistério, descobre uma paz que nenhuma lista de tarefas consegue oferecer.',
};

const MIDHEAVEN: Record<Sign, string> = {
  aries:
    'O Meio do Céu em Áries aponta para uma carreira em que você possa tomar a frente. Profissões com desafio, ritmo e autonomia combinam com você: empreender, liderar equipes, atuar em esportes, em emergências ou em qualquer área que peça coragem. Sua reputação se constrói pela iniciativa, e as pessoas lembram de você como alguém que resolve. Ambientes muito burocráticos podem sufocar. Aprender a sustentar projetos longos, além de começá-los, transforma o pioneirismo em trajetória.',
  taurus:
    'Construir algo que dure é a vocação sugerida pelo Meio do Céu em Touro. Você se realiza em trabalhos com resultados palpáveis, como finanças, gastronomia, arquitetura, agricultura, artes manuais ou design. Sua imagem pública transmite confiança, bom gosto e estabilidade, e a reputação cresce aos poucos, sem atalhos. Mudanças bruscas de carreira podem assustar. Permitir ajustes de rota quando o caminho pede não ameaça a solidez que você vem construindo.',
  gemini:
    'Com o Meio do Céu em Gêmeos, a carreira pede movimento e palavra. Comunicação, jornalismo, ensino, vendas, escrita e tecnologia são campos férteis, e não é raro exercer duas profissões ao mesmo tempo. Em público, sua imagem é a de alguém ágil, versátil e bem informado. A variedade é um recurso, não um defeito. Ainda assim, eleger uma área principal ajuda as pessoas a entender o que você faz e a lembrar do seu nome quando surgir a oportunidade certa.',
  cancer:
    'Vocação ligada ao cuidado aparece com o Meio do Céu em Câncer. Saúde, educação infantil, psicologia, alimentação, hotelaria e negócios de família são caminhos naturais, assim como qualquer trabalho em que você crie um ambiente acolhedor. Sua reputação nasce da confiança que transmite e da memória afetiva que deixa nas pessoas. Misturar demais a vida profissional e a emocional pode pesar. Proteger a sua sensibilidade no trabalho é tão importante quanto proteger a dos outros.',
  leo: 'Brilhar no que faz é quase uma exigência do Meio do Céu em Leão. Carreiras criativas, artísticas, de liderança ou que envolvam público, do palco à sala de aula, combinam com a sua necessidade de ver o próprio trabalho reconhecido. Sua imagem é calorosa, confiante e generosa, e as pessoas esperam de você entusiasmo. Críticas podem doer mais do que deveriam. Ter orgulho do próprio trabalho, com ou sem aplauso, dá uma estabilidade rara à sua trajetória.',
  virgo:
    'Sua vocação, com o Meio do Céu em Virgem, se liga à utilidade e ao cuidado com os detalhes. Saúde, pesquisa, análise de dados, revisão, nutrição, engenharia e serviços técnicos são terrenos férteis. Em público, a lembrança que você deixa é a de alguém competente, confiável e dedicado, aquela pessoa a quem se recorre quando algo precisa sair certo. O risco é esperar estar perfeitamente preparado antes de aparecer. Mostrar o trabalho antes de considerá-lo impecável abre portas que a espera mantém fechadas.',
  libra:
    'Diplomacia e estética desenham a carreira do Meio do Céu em Libra. Direito, mediação, relações públicas, moda, design e artes visuais são caminhos afins, e qualquer função que dependa de negociação se beneficia do seu jeito. Sua imagem pública é elegante, justa e agradável, e parcerias profissionais podem ser decisivas. Decidir sem consultar ninguém às vezes custa. Firmar a própria posição, mesmo quando ela desagrada alguém, fortalece a reputação de equilíbrio que você cultiva.',
  scorpio:
    'Trabalhos que exigem profundidade combinam com o Meio do Céu em Escorpião. Psicologia, investigação, medicina, finanças, pesquisa e gestão de crises são áreas em que a sua intensidade rende. Publicamente, você transmite força, discrição e uma autoridade que não precisa de alarde. Sua trajetória pode incluir viradas radicais, recomeços profissionais que mudam tudo. Cuidado com disputas de poder no ambiente de trabalho; a transparência protege a sua reputação mais do que qualquer estratégia.',
  sagittarius:
    'Expandir horizontes, os seus e os dos outros, é a vocação indicada pelo Meio do Céu em Sagitário. Ensino superior, turismo, comércio exterior, direito, filosofia, editoras e esportes são caminhos que casam com esse espírito. Sua imagem pública é otimista, franca e inspiradora. Você precisa acreditar no que faz, e trabalhos sem propósito perdem o brilho rápido. Cumprir prazos e detalhes, mesmo quando parecem pequenos diante do ideal, sustenta a sua credibilidade.',
  capricorn:
    'No Meio do Céu em Capricórnio, a carreira é assunto sério. Você tem ambição de longo prazo, respeito pela hierarquia e paciência para subir um degrau de cada vez, seja na administração, na política, na engenharia ou no próprio negócio. Sua reputação é de solidez e responsabilidade, e o reconhecimento chega com a maturidade. A cobrança interna pode ser alta. Medir a própria vida apenas pelo cargo deixa de fora partes importantes de quem você é.',
  aquarius:
    'Originalidade é o que pede a vocação do Meio do Céu em Aquário. Tecnologia, ciência, inovação social, organizações coletivas e profissões que ainda nem têm nome combinam com você. Sua imagem pública é de alguém à frente do tempo, independente e um pouco fora do padrão. Trabalhos rígidos ou hierárquicos demais podem gerar atrito. Encontrar um espaço profissional que valorize a sua liberdade, sem abrir mão da colaboração, permite que as suas ideias mudem de fato alguma coisa.',
  pisces:
    'Inspiração e compaixão guiam o Meio do Céu em Peixes. Arte, música, cinema, espiritualidade, terapia, saúde e trabalhos sociais são caminhos em que a sua sensibilidade vira ofício. Em público, sua imagem pode variar de pessoa para pessoa, como uma tela em que cada um projeta algo. Definir com clareza o que você oferece ajuda a evitar confusões de imagem. Sua trajetória nem sempre é linear, e tudo bem: ela segue a intuição.',
};

/** The reading paragraph for Uranus, Neptune, Pluto, the true node and the Midheaven in each sign. */
export const OUTER_IN_SIGN: Record<OuterSignPoint, Record<Sign, string>> = {
  uranus: URANUS,
  neptune: NEPTUNE,
  pluto: PLUTO,
  trueNode: TRUE_NODE,
  midheaven: MIDHEAVEN,
};

/**
 * A slow planet's sign for a birth outside the passage its text dates (issue #37: a 1910 birth is not of
 * the 1988–1996 Urano em Capricórnio): said of the passage the person was born in, with no years.
 */
export const OUTER_OTHER_PASSAGE: Record<'uranus' | 'neptune' | 'pluto', string> = {
  uranus:
    'Urano estava em {sign} quando você nasceu, numa passagem do planeta por esse signo anterior ou posterior à das gerações mais lembradas hoje: ele leva cerca de 84 anos para voltar a cada signo. A marca é de geração, compartilhada com quem nasceu nos mesmos anos que você, e fala do jeito como o seu tempo buscou liberdade e mudança nos temas de {sign}.',
  neptune:
    'Netuno estava em {sign} quando você nasceu, numa passagem do planeta por esse signo distante das gerações mais lembradas hoje: ele leva cerca de 165 anos para dar a volta no zodíaco. A marca é de geração, compartilhada com quem nasceu nos mesmos anos que você, e fala dos sonhos e ideais que o seu tempo projetou nos temas de {sign}.',
  pluto:
    'Plutão estava em {sign} quando você nasceu, numa passagem do planeta por esse signo que não se repete em uma vida: ele leva cerca de 248 anos para dar a volta no zodíaco. A marca é de geração, compartilhada com quem nasceu nos mesmos anos que você, e fala das transformações profundas que o seu tempo viveu nos temas de {sign}.',
};

/** The text of a slow point's sign, true of the birth year: the dated text when the year is in it. */
export function outerInSignText(point: OuterSignPoint, sign: Sign, birthYear: number): string {
  const text = OUTER_IN_SIGN[point][sign];
  if (point !== 'uranus' && point !== 'neptune' && point !== 'pluto') return text;
  const ranges = [...text.matchAll(/(\d{4}) e (\d{4})/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
  if (ranges.length === 0 || ranges.some(([from, to]) => birthYear >= from - 1 && birthYear <= to + 1))
    return text;
  return OUTER_OTHER_PASSAGE[point].replaceAll('{sign}', SIGN_NAMES[sign]);
}
