import type { ChineseAnimal, ChineseElement } from '@constelar/core';

/** Portuguese names of the twelve animals, as Brazilian readers know them. */
export const CHINESE_ANIMAL_NAMES: Record<ChineseAnimal, string> = {
  rat: 'Rato',
  ox: 'Boi',
  tiger: 'Tigre',
  rabbit: 'Coelho',
  dragon: 'Dragão',
  snake: 'Serpente',
  horse: 'Cavalo',
  goat: 'Cabra',
  monkey: 'Macaco',
  rooster: 'Galo',
  dog: 'Cão',
  pig: 'Porco',
};

/** Portuguese names of the five elements. */
export const CHINESE_ELEMENT_NAMES: Record<ChineseElement, string> = {
  wood: 'Madeira',
  fire: 'Fogo',
  earth: 'Terra',
  metal: 'Metal',
  water: 'Água',
};

/** The animal of the Chinese year: its character, strengths and what to watch. */
export const CHINESE_ANIMAL_TEXTS: Record<ChineseAnimal, string> = {
  rat: `O Rato é esperto, rápido e atento às oportunidades. Se você nasceu num ano do Rato, provavelmente percebe antes dos outros onde está a saída, o atalho ou a boa ideia, e sabe se virar bem com poucos recursos. Costuma brilhar nas conversas e guarda uma lealdade enorme ao seu círculo mais próximo. Prudência com o que conquista e gosto por planejar também fazem parte do pacote. Ansiedade e cálculo em excesso são os pontos a observar; confiar um pouco mais no fluxo da vida traz leveza.`,
  ox: `O Boi representa persistência, paciência e uma força tranquila. Você trabalha com método, cumpre o que promete e constrói resultados aos poucos, sem atalhos, e as pessoas confiam na sua palavra e na sua estabilidade. Rotinas claras agradam mais do que improvisos, e a família e as tradições ocupam lugar de honra. A teimosia é o ponto sensível: quando decide algo, mudar de ideia custa. Abrir espaço para o novo, de vez em quando, amplia seus horizontes sem tirar sua firmeza.`,
  tiger: `O Tigre é corajoso, magnético e apaixonado por desafios. Quem nasce nesse ano costuma ter espírito de liderança, senso de justiça e vontade de proteger quem parece mais frágil. Você gosta de ação, de aventura e de causas que mexem com seus valores, e decisões rápidas fazem parte do seu estilo. Impulsividade e dificuldade de aceitar regras pedem equilíbrio. Aprender a esperar o momento certo não apaga sua força; pelo contrário, torna cada salto mais certeiro.`,
  rabbit: `O Coelho traz delicadeza, diplomacia e bom gosto. Você percebe o clima dos ambientes, evita confrontos desnecessários e conduz conversas com tato. A casa, a beleza e as relações tranquilas são importantes para o seu bem-estar, e há prudência nas escolhas, além de um talento natural para criar harmonia. O convite é não fugir dos conflitos que precisam ser enfrentados: dizer o que incomoda, com gentileza, também protege a paz que você tanto valoriza.`,
  dragon: `O Dragão é o signo da vitalidade, da ambição e do carisma. Na tradição chinesa, ele simboliza força e boa sorte, e quem nasce nesse ano geralmente tem presença marcante, confiança e planos grandes. Você gosta de desafios, de liderar e de ver reconhecido aquilo que realiza, e sua energia farta contagia quem está por perto. Orgulho e impaciência com quem tem outro ritmo são as sombras do signo. Quando a generosidade acompanha a força, seu brilho aquece em vez de ofuscar.`,
  snake: `A Serpente é sábia, reservada e perspicaz. Você tende a observar antes de agir, analisar com profundidade e perceber intenções que escapam aos outros. Há elegância no seu jeito, gosto pelo conhecimento e uma intuição aguçada para pessoas e situações. Poucos vínculos, mas profundos, costumam ser a sua escolha. Desconfiança e ressentimentos guardados por tempo demais merecem atenção; compartilhar o que sente ajuda a transformar tanta sabedoria em acolhimento.`,
  horse: `O Cavalo é livre, animado e cheio de energia. Você com frequência adora movimento, viagens, novidades e conversas estimulantes, e faz amigos com facilidade por onde passa. Independência é essencial: rotinas muito rígidas podem sufocar. Entusiasmo, franqueza e uma capacidade admirável de recomeçar marcam o signo. A impaciência e a tendência a largar projetos quando o encanto inicial passa são o lado a trabalhar; com constância, seu entusiasmo vira conquista.`,
  goat: `A Cabra, chamada de Carneiro ou Ovelha em algumas traduções, é sensível, criativa e gentil. Você tem talento artístico, apreço pela beleza e um jeito acolhedor de cuidar dos outros. Ambientes tranquilos e pessoas afetuosas ajudam você a florescer, e imaginação e empatia não faltam. A insegurança e a dependência da aprovação alheia pedem cuidado. Confiar na própria visão transforma sua delicadeza numa força que os outros aprendem a respeitar.`,
  monkey: `O Macaco é inteligente, engenhoso e bem-humorado. Você não raro resolve problemas com criatividade, aprende rápido e encontra saídas em que ninguém tinha pensado. Desafios intelectuais, jogos e conversas animadas agradam muito, e sua versatilidade permite circular por ambientes bem diferentes. A inquietação e a tentação de usar a esperteza para pegar atalhos são os pontos de atenção. Quando o talento vem acompanhado de seriedade, o Macaco pode ir muito longe.`,
  rooster: `O Galo é confiante, organizado e direto. Você quase sempre presta atenção aos detalhes, valoriza a pontualidade e diz o que pensa com franqueza. Há orgulho no trabalho bem-feito e gosto por se apresentar com capricho, e dedicação, honestidade e lealdade costumam marcar suas relações. Seu ponto de atenção é a crítica excessiva, dirigida a si e aos outros. Perceber que nem tudo precisa ser perfeito deixa o dia a dia mais leve e as relações mais próximas.`,
  dog: `O Cão é leal, justo e protetor. Você tende a defender quem ama, lutar por causas que considera corretas e valorizar relações verdadeiras: amizades longas e compromissos sinceros dizem muito sobre você. Honestidade, senso de dever e sensibilidade para injustiças fazem parte do seu jeito. Ansiedade e pessimismo diante do que foge ao seu controle são o lado a observar. Confiar nas pessoas certas, e no próprio valor, traz a tranquilidade que sua lealdade merece.`,
  pig: `O Porco é generoso, sincero e amante dos prazeres da vida. Você geralmente é uma companhia agradável, tolerante e disposta a ajudar, com um jeito honesto de se relacionar. Boa comida, conforto e momentos com amigos têm lugar especial na sua rotina, e otimismo e bondade genuína aparecem em quase tudo que você faz. A ingenuidade e a dificuldade em dizer não são os pontos delicados; estabelecer limites protege sua generosidade de quem não sabe valorizá-la.`,
};

/** The element of the Chinese year: the energy it adds to any animal. */
export const CHINESE_ELEMENT_TEXTS: Record<ChineseElement, string> = {
  wood: `A Madeira traz crescimento, generosidade e visão de futuro. Como uma árvore que se expande aos poucos, essa energia favorece a cooperação, a criatividade e os projetos que pedem paciência. Quem tem Madeira no ano de nascimento naturalmente é flexível, idealista e atento ao bem comum. O cuidado é não se espalhar em direções demais ao mesmo tempo.`,
  fire: `O Fogo acrescenta paixão, entusiasmo e brilho. É a energia da ação, da coragem e da expressão intensa, que aquece as relações e inspira quem está por perto. Pessoas de Fogo com frequência são dinâmicas, calorosas e expansivas, com facilidade para liderar. O exercício é dosar a intensidade, para que o entusiasmo não vire impaciência ou explosão.`,
  earth: `A Terra oferece estabilidade, bom senso e confiabilidade. É a energia que sustenta, organiza e dá forma concreta às ideias. Quem tem Terra no ano de nascimento frequentemente age com praticidade, paciência e responsabilidade, e costuma ser a pessoa a quem os outros recorrem. Cuidado com a resistência a mudanças e a preocupação excessiva com segurança.`,
  metal: `O Metal traz determinação, firmeza e senso de justiça. É a energia da lâmina e da estrutura: corta o que sobra, define limites e persegue metas com disciplina. Pessoas de Metal, na maioria das vezes, são independentes, decididas e fiéis aos próprios princípios. O desafio é a rigidez e a dificuldade de ceder quando a situação pede flexibilidade.`,
  water: `A Água traz intuição, sensibilidade e adaptabilidade. Como um rio que contorna pedras, essa energia encontra caminhos onde outros só veem obstáculos e favorece a comunicação, a empatia e a reflexão. Pessoas de Água em geral são perceptivas e diplomáticas. O cuidado é não se deixar levar pelas emoções alheias nem adiar decisões importantes.`,
};

/** One text for each of the sixty animal–element pairs of the Chinese cycle. */
export const CHINESE_COMBINATION_TEXTS: Record<ChineseAnimal, Record<ChineseElement, string>> = {
  rat: {
    wood: `No Rato de Madeira, a esperteza do signo ganha generosidade e visão de longo prazo. Você tende a usar a inteligência para criar projetos que ajudam outras pessoas e conquista espaço nos grupos por saber ouvir e sugerir caminhos. Só não deixe a insegurança fazer você duvidar das próprias ideias.`,
    fire: `O Rato de Fogo é o mais ousado da família: rápido, falante e cheio de iniciativa. Você gosta de aventura, de debates e de mudar de planos quando surge algo mais interessante. A paixão por novidades é um trunfo, desde que venha junto com uma dose de paciência.`,
    earth: `Prudente e realista, o Rato de Terra combina a astúcia do signo com o senso prático do elemento. Você planeja com cuidado, valoriza a segurança e constrói relações e conquistas de forma gradual. Vale não deixar o medo de perder impedir experiências novas.`,
    metal: `Quando o Rato encontra o Metal, surge uma mente estratégica e determinada. Você sabe exatamente o que quer, tem disciplina para chegar lá e bom olho para oportunidades, além de gosto por conforto e qualidade. Suavizar a exigência consigo e com quem trabalha ao seu lado deixa tudo mais leve.`,
    water: `O Rato de Água é intuitivo, comunicativo e muito perceptivo. Você lê as pessoas com facilidade, se adapta a ambientes diferentes e tem talento para escrever, negociar ou aconselhar. Com tanta sensibilidade, acalmar a ansiedade e confiar nas próprias percepções ajuda a agir com serenidade.`,
  },
  ox: {
    wood: `O Boi de Madeira une a firmeza do signo a uma abertura maior para as pessoas. Você trabalha com constância, mas também sabe colaborar, ouvir ideias diferentes e liderar com senso de justiça, e sua palavra tem peso. O aprendizado é aceitar que nem todos seguem o mesmo ritmo.`,
    fire: `O Boi de Fogo é o mais enérgico e ambicioso do signo. Você persegue metas com intensidade, assume posições de comando e defende suas convicções com vigor; há fôlego em você para realizações de grande porte. Impaciência e tom duro quando as coisas saem do planejado são o que merece vigilância.`,
    earth: `O Boi de Terra é a expressão mais sólida do signo: paciente, confiável e incansável. Você valoriza a estabilidade, a família e o trabalho bem-feito, e frequentemente é o porto seguro de muita gente. Reservar espaço para o descanso e para pequenas mudanças evita que a rotina vire prisão.`,
    metal: `Resistente e decidido, o Boi de Metal tem uma força de vontade impressionante. Você leva compromissos até o fim, mesmo diante de obstáculos, e carrega um senso de dever muito forte. Flexibilizar opiniões e demonstrar afeto com mais frequência deixa suas relações mais calorosas.`,
    water: `O Boi de Água combina persistência com uma sensibilidade mais fluida. Você naturalmente age com calma, observa antes de decidir e constrói alianças duradouras, guiado por uma inteligência estratégica silenciosa. Vale dar mais voz às próprias emoções, em vez de guardá-las para não incomodar ninguém.`,
  },
  tiger: {
    wood: `O Tigre de Madeira é criativo, sociável e generoso. Você tem a coragem típica do Tigre, mas prefere conquistar pela cooperação, reunindo pessoas em torno de projetos e ideias novas com um entusiasmo contagiante. Cuidado para não se dispersar entre tantos interesses e deixar tarefas pela metade.`,
    fire: `Intenso e carismático, o Tigre de Fogo vive a vida em alta velocidade. Você gosta de desafios, de estar em evidência e de defender causas com paixão, inspirando quem está por perto. Com tanta energia, fazer pausas e ouvir antes de agir evita desgastes desnecessários.`,
    earth: `O Tigre de Terra equilibra a coragem do signo com realismo e responsabilidade. Você tende a pensar antes de saltar, avaliar riscos e liderar com os pés no chão, movido pela vontade de construir algo duradouro. Só não deixe a cautela apagar a ousadia que também faz parte de você.`,
    metal: `Determinado e competitivo, o Tigre de Metal não recua diante de obstáculos. Você tem metas claras, disciplina e uma presença que impõe respeito, e a independência é fundamental para você. Admitir outros pontos de vista torna sua liderança mais forte e bem menos solitária.`,
    water: `O Tigre de Água é mais intuitivo e flexível que os outros Tigres. Você percebe o que as pessoas sentem, se adapta com facilidade e mostra uma coragem serena. Conversar bem e inventar saídas criativas estão entre os seus talentos. A indecisão pode surgir quando você tenta agradar a todos; escolher um lado também é um ato de coragem.`,
  },
  rabbit: {
    wood: `O Coelho de Madeira é gentil, generoso e fácil de gostar. Você ajuda sem esperar retorno e cria ambientes acolhedores em casa e no trabalho; a arte e a convivência são terrenos onde seu talento floresce. Aprender a dizer não quando necessário protege essa bondade.`,
    fire: `Expressivo e caloroso, o Coelho de Fogo mostra o que sente mais do que os outros Coelhos. Seu carisma aparece nas conversas, na arte e na forma como você defende quem ama, sem perder a diplomacia típica do signo. Lidar com emoções intensas sem se deixar levar por elas é o grande exercício desta combinação.`,
    earth: `O Coelho de Terra é prudente, estável e muito confiável. Você valoriza a segurança, o conforto do lar e as relações tranquilas, e muitas vezes decide com calma e bom senso; não à toa, as pessoas procuram você em busca de conselho. Arriscar um pouco mais quando a intuição indicar pode abrir portas.`,
    metal: `Elegante e determinado, o Coelho de Metal une delicadeza e firmeza. Você tem gosto refinado, atenção aos detalhes e uma ambição discreta: sabe exatamente o que quer e mantém a régua alta, consigo antes de todos. O perfeccionismo e a dificuldade de mostrar vulnerabilidade são os pontos a suavizar.`,
    water: `O Coelho de Água é o mais sensível e intuitivo da família. Você capta nuances emocionais, tem imaginação fértil e um jeito suave de acolher que faz da arte, da escuta e do cuidado caminhos naturais para você. Evitar conflitos a qualquer custo, ou se retrair quando algo magoa, pode pesar mais do que uma conversa franca.`,
  },
  dragon: {
    wood: `O Dragão de Madeira é criativo, visionário e generoso. Você costuma ter ideias grandes e vontade de compartilhá-las, atraindo parceiros para seus projetos com curiosidade e senso de inovação. A tarefa é transformar tantos planos em ações concretas, uma etapa de cada vez.`,
    fire: `De todos os Dragões, o Dragão de Fogo é o mais intenso. Carisma, ambição e uma energia que enche qualquer ambiente acompanham você, junto de uma grande capacidade de liderança. A paixão move seus projetos, e aprender a ouvir críticas e dosar a impulsividade faz toda a diferença nas relações.`,
    earth: `O Dragão de Terra canaliza a força do signo com sensatez. Você quase sempre une ambição e realismo, construindo conquistas sólidas com paciência e organização, guiado por um forte senso de justiça. Querer controlar cada detalhe para garantir que tudo dê certo é a armadilha a evitar.`,
    metal: `Decidido e poderoso, o Dragão de Metal tem uma determinação rara. Você segue seus princípios com firmeza, luta pelo que acredita e dificilmente desiste: integridade e força de vontade não lhe faltam. Lembre que ceder às vezes é sinal de inteligência, e não de fraqueza.`,
    water: `O Dragão de Água é mais calmo e diplomático do que os demais. Você combina a visão ampla do signo com intuição e capacidade de adaptação, percebendo o momento certo de agir. Sua sabedoria vem temperada de empatia, e por isso as pessoas confiam no seu julgamento. Hesitar demais diante das oportunidades é o risco desta combinação.`,
  },
  snake: {
    wood: `A Serpente de Madeira une sabedoria e criatividade. Você, na maioria das vezes, tem gosto pela arte, pela leitura e pelo conhecimento, além de uma intuição afiada para pessoas, e encontra equilíbrio em relações estáveis e ambientes bonitos. Mostrar mais o que sente aproxima quem você ama.`,
    fire: `Magnética e ambiciosa, a Serpente de Fogo esconde uma chama sob a calma típica do signo. Você tem presença marcante, inteligência estratégica e vontade de deixar sua marca, e sente tudo com mais intensidade do que deixa transparecer. Desconfiança e ciúme podem afastar pessoas queridas, por isso merecem atenção.`,
    earth: `A Serpente de Terra é prudente, calma e muito confiável. Você com frequência analisa tudo com cuidado antes de agir, tem bom senso e uma elegância discreta, e o planejamento é seu ponto forte. Arriscar de vez em quando impede que a cautela adie sonhos importantes.`,
    metal: `Determinada e perspicaz, a Serpente de Metal sabe o que quer e tem disciplina para conquistar. Independência, reserva e uma ambição refinada marcam seu jeito, sustentadas por uma mente afiada. Vale vigiar o orgulho e a tendência a se isolar quando parece que ninguém entende você.`,
    water: `A Serpente de Água é intuitiva, inteligente e muito perceptiva. Você entende as pessoas com facilidade, raciocina rápido e sabe se adaptar às circunstâncias. Pesquisa, negociação e estratégia são campos em que você se sai especialmente bem. Guardar segredos e emoções por tempo demais é o hábito a rever.`,
  },
  horse: {
    wood: `O Cavalo de Madeira é sociável, cooperativo e cheio de ideias. Você combina o espírito livre do signo com vontade de trabalhar em equipe e ajudar os outros, e contagia o grupo com ideias novas. Seu ponto de atenção é manter o foco e concluir o que começa antes de partir para o próximo projeto.`,
    fire: `O Cavalo de Fogo é a combinação mais intensa do signo: apaixonado, independente e cheio de coragem. Você vive com velocidade, ama a liberdade e inspira os outros com sua energia; na tradição chinesa, essa combinação tem fama de especialmente marcante. Canalizar tanta força para objetivos claros evita desgastes.`,
    earth: `Mais estável que os outros, o Cavalo de Terra une o gosto pela liberdade a um senso prático admirável. Você tende a pensar antes de mudar de rumo, planejar viagens com cuidado e construir com consistência. A indecisão aparece quando os desejos de aventura e de segurança se chocam.`,
    metal: `O Cavalo de Metal é determinado, ousado e independente. Você sabe o que quer e corre atrás com energia, confiança e uma franqueza que às vezes surpreende. Liberdade é inegociável, e limites impostos de fora não raro incomodam bastante. Teimosia e impaciência com quem pensa diferente são o ponto a trabalhar; negociar amplia seu alcance.`,
    water: `O Cavalo de Água é adaptável, comunicativo e curioso. Você tem facilidade para conversar, viajar, aprender idiomas e circular por ambientes diferentes, quase sempre com bom humor e charme. A inconstância é o ponto fraco: escolher alguns compromissos e mantê-los fortalece sua liberdade.`,
  },
  goat: {
    wood: `A Cabra de Madeira é generosa, compassiva e muito gentil. Você ajuda quem precisa, cria laços afetuosos e procura ambientes pacíficos; sensibilidade artística e amor pela natureza completam o retrato. Não se sacrifique pelos outros a ponto de esquecer as próprias necessidades.`,
    fire: `A Cabra de Fogo tem mais coragem e expressividade que as outras Cabras. Você tem criatividade intensa, gosto pelo palco e facilidade para mostrar o que sente. Seu calor humano tem um charme que as pessoas guardam na memória. Como as emoções oscilam, encontrar formas de expressão artística ajuda a dar vazão a essa intensidade.`,
    earth: `A Cabra de Terra é estável, cuidadosa e responsável. Você combina a sensibilidade do signo com senso prático e cuida da família e dos amigos com dedicação, apreciando conforto e segurança. Preocupar-se menos e confiar mais na própria capacidade é o convite desta combinação.`,
    metal: `Determinada e elegante, a Cabra de Metal une delicadeza e firmeza. Você tem senso estético refinado, força interior e mais autoconfiança do que as outras Cabras, e sabe pôr a disciplina a serviço do talento artístico. A rigidez emocional e a dificuldade em pedir ajuda são o que vale amaciar.`,
    water: `A Cabra de Água é a mais intuitiva e empática do grupo. Você sente o que os outros sentem, tem imaginação fértil e se adapta bem às pessoas ao redor, sem perder a doçura nem o gosto de inventar. Opiniões alheias podem pesar demais; firmar suas escolhas fortalece sua identidade.`,
  },
  monkey: {
    wood: `O Macaco de Madeira é criativo, comunicativo e cheio de iniciativa. Você combina a inteligência do signo com vontade de colaborar e inovar, e costuma ter ideias originais e uma curiosidade sem fim. Evite se frustrar quando os outros não acompanham sua velocidade.`,
    fire: `Enérgico e competitivo, o Macaco de Fogo quer estar sempre em movimento. Você tem confiança, carisma e um talento enorme para resolver problemas sob pressão; quanto mais difícil a tarefa, mais você se anima. Impaciência e vontade de vencer todas as discussões são o lado a equilibrar.`,
    earth: `O Macaco de Terra é mais ponderado e confiável que seus irmãos de signo. Você usa a inteligência com responsabilidade, valoriza o conhecimento sólido e divide o que sabe com quem aprende ao seu lado. Método e integridade são a sua assinatura. Receber críticas sem levar para o lado pessoal é o aprendizado.`,
    metal: `O Macaco de Metal une engenhosidade e determinação. Ambição, independência e autoconfiança marcam seu jeito, além de um talento especial para estratégias e raciocínio rápido. O orgulho e a tendência a confiar apenas em si podem isolar você de ajudas valiosas.`,
    water: `O Macaco de Água é intuitivo, flexível e perspicaz. Você percebe as intenções das pessoas com facilidade e usa o humor e a diplomacia para resolver situações delicadas. Por trás da esperteza, mora uma sensibilidade que poucos enxergam de primeira. Mostrar o que realmente sente fortalece seus vínculos.`,
  },
  rooster: {
    wood: `O Galo de Madeira é honesto, confiável e voltado para o coletivo. Você combina a organização do signo com vontade de cooperar e melhorar o ambiente ao redor, movido por senso de justiça. Não exija dos outros o mesmo ritmo e a mesma perfeição que você exige de si.`,
    fire: `No Galo de Fogo, brilho, energia e franqueza aparecem em dose dupla. Você tem presença marcante, capacidade de organização e gosto por se destacar, e não falta coragem para sustentar o que você decide. A crítica afiada demais pode ferir sem querer, então escolha o momento e o tom.`,
    earth: `O Galo de Terra é prático, meticuloso e muito responsável. Muitas vezes é você quem organiza, confere e garante que tudo saia como o planejado, porque o senso de dever fala alto. Relaxar o perfeccionismo e valorizar os próprios esforços traz mais satisfação ao caminho.`,
    metal: `Determinado e preciso, o Galo de Metal é o mais exigente do signo. Você tem metas claras, disciplina e um senso de honra muito forte. A rigidez nas opiniões pede atenção, assim como a dificuldade de aceitar que existem muitos jeitos certos de fazer a mesma coisa.`,
    water: `O Galo de Água é comunicativo, inteligente e mais flexível. Você combina a organização do signo com intuição e bom trato com as pessoas, e pode ter talento para ensinar e escrever. O risco é se perder em detalhes e esquecer o quadro geral.`,
  },
  dog: {
    wood: `O Cão de Madeira é leal, generoso e muito cooperativo. Você valoriza amizades sinceras, trabalha bem em grupo e tem o coração aberto para ajudar. Sua presença transmite estabilidade, e seu senso de justiça é firme. Críticas podem abalar mais do que deveriam; confiar no próprio valor ajuda a seguir em frente.`,
    fire: `O Cão de Fogo soma coragem e paixão à lealdade do signo. Você defende quem ama e aquilo em que acredita com intensidade, e tem carisma para mobilizar pessoas. Diante de injustiças, respirar antes de reagir torna sua defesa mais eficaz.`,
    earth: `O Cão de Terra é prudente, confiável e muito responsável. Em crises, você mantém a calma e cumpre o que promete; o bom senso guia suas decisões, e a família recebe o melhor da sua dedicação. A preocupação excessiva com o futuro é o peso a soltar; viver um dia de cada vez traz leveza.`,
    metal: `Fiel aos seus princípios, o Cão de Metal tem um senso de justiça inabalável. Você defende valores com convicção, e sua lealdade está entre as mais sólidas do zodíaco chinês. Coragem e integridade sustentam cada uma das suas escolhas. Rigidez moral e dificuldade de perdoar são os pontos a trabalhar.`,
    water: `O Cão de Água é intuitivo, gentil e adaptável. Você percebe o que os outros sentem e escuta com uma atenção rara, oferecendo empatia e lealdade tranquila. Insegurança e preocupação demais com a opinião alheia podem roubar a confiança que você merece ter.`,
  },
  pig: {
    wood: `O Porco de Madeira é generoso, sociável e otimista. Você gosta de reunir pessoas, colaborar em projetos e ajudar quem precisa: sua bondade é genuína, e o espírito de equipe vem sem esforço. Aprender a dizer não, e perceber quando alguém abusa da sua boa vontade, é o desafio.`,
    fire: `O Porco de Fogo vive com paixão, energia e coragem. Você gosta de desafios, demonstra afeto de forma calorosa e se entrega aos planos com entusiasmo e determinação. A impulsividade, especialmente com gastos e promessas feitas no calor do momento, merece atenção.`,
    earth: `O Porco de Terra é estável, paciente e muito dedicado. Você valoriza o conforto, a família e as relações duradouras, e constrói com calma e consistência. Generosa e confiável, sua presença vira apoio para muita gente. Manter abertura para novas experiências evita a acomodação.`,
    metal: `Sincero e determinado, o Porco de Metal une bondade e força. Você tem convicções firmes, é leal aos amigos e luta pelo que acredita sem jamais abrir mão da honestidade. Ingenuidade diante das intenções alheias e teimosia em certas opiniões são os pontos a observar.`,
    water: `O Porco de Água é sensível, intuitivo e muito compassivo. Você tem facilidade para entender os outros, se comunica com gentileza e encontra prazer nas coisas simples, que sua imaginação e sua bondade tornam especiais. Evitar conflitos o tempo todo pode deixar você à mercê de quem não tem boas intenções.`,
  },
};

/** "Cavalo de Metal": the animal's Portuguese name with its element. */
export function chineseZodiacLabel(animal: ChineseAnimal, element: ChineseElement): string {
  return `${CHINESE_ANIMAL_NAMES[animal]} de ${CHINESE_ELEMENT_NAMES[element]}`;
}
