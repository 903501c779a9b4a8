import type { TransitNatalPoint as NatalPointCode } from '@constelar/core/codes';
/**
 * Short transit texts, part B: Mercury, Venus and Mars in aspect to a point of the birth chart, by aspect
 * nature (conjunction; harmonious = trine or sextile; tense = square or opposition), as sky.md §3 asks.
 * Within the 1° orb these planets stay a few days (longer near a station), so each text names that short
 * stretch and ends with it. Original Portuguese prose written for Constelar.
 */

type TransitNature = 'conjunction' | 'harmonious' | 'tense';

export const TRANSIT_SHORT_TEXTS_B = {
  mercury: {
    sun: {
      conjunction: `Mercúrio passa sobre o seu Sol natal por alguns dias, e a mente fica afiada para falar de si. Apresente uma ideia própria, atualize o currículo ou tenha a conversa em que você explica o que quer.`,
      harmonious: `Palavras chegam com facilidade nestes dias, com Mercúrio em aspecto harmonioso com o seu Sol. Bom período para negociar, escrever sobre um projeto pessoal ou pedir orientação a quem entende do assunto.`,
      tense: `Nervos e agenda cheia podem se cruzar por dois ou três dias, enquanto Mercúrio tensiona o seu Sol natal. Revise o que assina, fale com calma sobre o que deseja e evite provar que tem razão a qualquer preço.`,
    },
    moon: {
      conjunction: `Com Mercúrio sobre a sua Lua natal, sentimentos pedem palavras durante alguns dias. Ligue para alguém da família, escreva o que está sentindo ou resolva aquela conversa doméstica que ficou no ar.`,
      harmonious: `Falar do que sente fica mais simples enquanto Mercúrio faz um aspecto harmonioso com a sua Lua, por uns dois dias. Aproveite para combinar as tarefas da casa ou ouvir com atenção quem mora com você.`,
      tense: `Cabeça e coração discordam nestes dias, com Mercúrio em tensão com a sua Lua natal. Antes de responder à mensagem que irritou você, espere algumas horas; se Mercúrio voltar a este ponto, a conversa ganha nova chance.`,
    },
    mercury: {
      conjunction: `Seu ciclo mental se renova: Mercúrio em trânsito volta ao lugar do seu Mercúrio natal, o que acontece mais ou menos uma vez por ano. Nestes dias, comece um curso, organize anotações ou escolha um tema novo para estudar.`,
      harmonious: `Raciocínio rápido e frases certeiras marcam estes dias de Mercúrio em aspecto harmonioso com o seu Mercúrio natal. Faça aquela prova, leia o contrato com atenção ou escreva o texto que vinha adiando.`,
      tense: `Mal-entendidos aparecem com facilidade por alguns dias, com Mercúrio em tensão com o seu próprio Mercúrio natal. Confirme horários, releia os e-mails antes de enviar e aceite mudar de opinião quando surgir um argumento melhor.`,
    },
    venus: {
      conjunction: `Mercúrio encontra a sua Vênus natal e deixa as palavras mais gentis por alguns dias. Ótimo momento para uma declaração, um convite, um elogio sincero ou uma negociação de preço feita com jeito.`,
      harmonious: `Charme e boa conversa andam juntos nestes dias, com Mercúrio em aspecto harmonioso com a sua Vênus. Reencontre amigos, planeje um passeio a dois ou feche uma compra pensada com calma.`,
      tense: `Gastos por impulso e frases mal escolhidas no amor pedem atenção enquanto Mercúrio tensiona a sua Vênus, por dois ou três dias. Compare preços, pergunte antes de supor e diga com delicadeza o que incomoda.`,
    },
    mars: {
      conjunction: `Quando Mercúrio passa sobre o seu Marte natal, por alguns dias, a fala ganha pressa e força. Use esse impulso para defender uma proposta ou tomar uma decisão prática, cuidando apenas do tom.`,
      harmonious: `Decidir e agir fica mais fácil nestes dias de Mercúrio em aspecto harmonioso com o seu Marte. Resolva pendências, responda aos e-mails acumulados e ponha em movimento o plano que já estava claro na sua cabeça.`,
      tense: `Discussões podem esquentar rápido por dois ou três dias, com Mercúrio em tensão com o seu Marte natal. Respire antes de responder, dirija com atenção e troque a briga por uma caminhada que gaste a irritação.`,
    },
    jupiter: {
      conjunction: `Ideias grandes surgem enquanto Mercúrio cruza o seu Júpiter natal, por alguns dias. Anote tudo, pesquise cursos e viagens e converse com quem pode abrir portas; depois, escolha o que cabe na sua agenda.`,
      harmonious: `Boas notícias e conversas generosas combinam com estes dias de Mercúrio em aspecto harmonioso com o seu Júpiter. Envie a candidatura, peça uma indicação ou matricule-se naquele curso que amplia horizontes.`,
      tense: `Prometer demais é o risco destes dias, com Mercúrio em tensão com o seu Júpiter natal. Confira os detalhes antes de dizer sim, leia as letras miúdas e prefira planos menores que você consiga cumprir até o fim.`,
    },
    saturn: {
      conjunction: `Pensamento sério e foco nos detalhes marcam os dias em que Mercúrio passa sobre o seu Saturno natal. Organize documentos, faça o planejamento do mês ou tenha a conversa responsável que estava pendente.`,
      harmonious: `Concentração sobra por alguns dias, enquanto Mercúrio forma um aspecto harmonioso com o seu Saturno. Estude com método, revise um contrato sem pressa ou converse com alguém experiente sobre um plano de longo prazo.`,
      tense: `Pode pesar uma sensação de cobrança nas conversas destes dias, com Mercúrio em tensão com o seu Saturno natal. Não leia cada crítica como veredito: divida a tarefa difícil em partes e avance uma por vez até a semana terminar.`,
    },
    uranus: {
      conjunction: `Ideias súbitas e notícias inesperadas chegam enquanto Mercúrio toca o seu Urano natal, por alguns dias. Anote as intuições, experimente um método novo e converse com gente que pensa diferente de você.`,
      harmonious: `Criatividade mental em alta: Mercúrio faz um aspecto harmonioso com o seu Urano nestes dias. Proponha uma solução original no trabalho, aprenda uma ferramenta nova ou mude o trajeto só para ver a cidade de outro jeito.`,
      tense: `Nervosismo e mudanças de plano de última hora podem aparecer por dois ou três dias, com Mercúrio em tensão com o seu Urano. Tenha um plano B, salve seus arquivos e evite respostas impulsivas em público.`,
    },
    neptune: {
      conjunction: `Imaginação e intuição falam alto nos dias em que Mercúrio passa sobre o seu Netuno natal. Escreva, desenhe, ouça música; para contratos e assuntos práticos, porém, confira tudo duas vezes antes de fechar.`,
      harmonious: `Palavras ganham poesia e sensibilidade por alguns dias, com Mercúrio em aspecto harmonioso com o seu Netuno. Aproveite para escrever uma carta, criar algo artístico ou oferecer escuta a alguém que precisa.`,
      tense: `Informações confusas e esquecimentos ficam mais prováveis enquanto Mercúrio tensiona o seu Netuno natal, por alguns dias. Anote compromissos, peça confirmação por escrito e, se Mercúrio voltar a este ponto, revise o que ficou nebuloso.`,
    },
    pluto: {
      conjunction: `Com Mercúrio sobre o seu Plutão natal, por alguns dias, a mente quer chegar ao fundo das questões. Pesquise, investigue números ou tenha a conversa franca sobre o assunto que ninguém menciona.`,
      harmonious: `Poder de persuasão e olhar investigativo aumentam nestes dias de Mercúrio em aspecto harmonioso com o seu Plutão. Bom momento para negociar, estudar um tema complexo ou descobrir a causa real de um problema.`,
      tense: `Conversas podem virar disputas de poder por dois ou três dias, com Mercúrio em tensão com o seu Plutão natal. Diga o que precisa sem tentar convencer à força e desconfie de informações que chegam pela metade.`,
    },
    ascendant: {
      conjunction: `Mercúrio cruza o seu Ascendente por alguns dias, e você fica mais falante, curioso e presente nas conversas. Apresente-se, mande mensagens, marque encontros e aproveite para aprender algo começando do zero.`,
      harmonious: `Comunicação fluente e boa impressão marcam estes dias de Mercúrio em aspecto harmonioso com o seu Ascendente. Faça aquela entrevista, grave um vídeo ou puxe conversa com alguém que você quer conhecer.`,
      tense: `Sua fala pode sair apressada nestes dias, com Mercúrio em tensão com o seu Ascendente. Cuide da forma tanto quanto do conteúdo, escute como o parceiro ou o cliente recebe suas palavras e leia as instruções antes de começar.`,
    },
    midheaven: {
      conjunction: `Assuntos de carreira pedem palavras claras enquanto Mercúrio passa sobre o seu Meio do Céu, por alguns dias. Atualize o portfólio, envie propostas e converse com quem decide sobre seus próximos passos profissionais.`,
      harmonious: `Reuniões de trabalho rendem bem nestes dias, com Mercúrio em aspecto harmonioso com o seu Meio do Céu. Apresente resultados, peça retorno sobre seu desempenho ou divulgue o que você faz para mais gente.`,
      tense: `Ruídos na comunicação profissional podem surgir por dois ou três dias, com Mercúrio em tensão com o seu Meio do Céu. Registre os combinados por escrito e, se Mercúrio voltar a este ponto, retome o assunto com mais calma.`,
    },
  },
  venus: {
    sun: {
      conjunction: `Vênus ilumina o seu Sol natal por dois ou três dias, deixando você com mais encanto e mais disposição. Vista algo de que gosta, aceite convites e reserve tempo para um prazer que sempre fica para depois.`,
      harmonious: `Simpatia e boa vontade cercam você nestes dias, com Vênus em aspecto harmonioso com o seu Sol. Peça um favor, faça as pazes com alguém ou marque um encontro num lugar bonito.`,
      tense: `Vontade de agradar e vontade de ser quem você é podem brigar por alguns dias, enquanto Vênus tensiona o seu Sol natal. Evite gastar para compensar o humor e diga não com gentileza quando precisar.`,
    },
    moon: {
      conjunction: `Carinho e aconchego ganham prioridade nos dias em que Vênus passa sobre a sua Lua natal. Prepare uma comida gostosa, deixe a casa mais bonita ou receba pessoas queridas sem cerimônia.`,
      harmonious: `Afeto circula com facilidade em família por uns dois dias, com Vênus em aspecto harmonioso com a sua Lua. Um almoço caseiro, um abraço demorado ou um presente simples dizem muito agora.`,
      tense: `Carência e vontade de mimos podem crescer enquanto Vênus tensiona a sua Lua, por alguns dias. Perceba se um doce ou uma compra está tapando um sentimento e peça, com palavras, o cuidado de que precisa.`,
    },
    mercury: {
      conjunction: `Gentileza nas palavras é a marca destes dias de Vênus sobre o seu Mercúrio natal. Escreva uma mensagem carinhosa, negocie com diplomacia ou elogie quem merece; a boa conversa abre portas.`,
      harmonious: `Vênus forma um aspecto harmonioso com o seu Mercúrio por alguns dias, e conversas leves rendem bons frutos. Ideal para paquerar por mensagem, fechar um acordo ou estudar algo ligado à arte.`,
      tense: `Dizer o que agrada em vez do que pensa pode complicar as coisas nestes dias, com Vênus em tensão com o seu Mercúrio. Seja gentil e honesto ao mesmo tempo, e confira os valores antes de pagar.`,
    },
    venus: {
      conjunction: `Seu retorno de Vênus acontece por estes dias: o planeta volta ao lugar da sua Vênus natal, mais ou menos uma vez por ano. Renove o guarda-roupa, reveja o orçamento e pergunte-se o que hoje faz seu coração bater mais forte.`,
      harmonious: `Bom gosto e prazer de viver se reforçam enquanto Vênus faz um aspecto harmonioso com a sua Vênus natal, por dois ou três dias. Saia com amigos, visite uma exposição ou cozinhe algo especial.`,
      tense: `Desejos e valores entram em atrito por alguns dias, com Vênus em tensão com a sua própria Vênus natal. Antes de uma compra grande ou de uma cobrança no amor, pergunte-se o que você realmente quer.`,
    },
    mars: {
      conjunction: `Atração e desejo se acendem nos dias em que Vênus encontra o seu Marte natal. Tome a iniciativa no romance, convide alguém para dançar ou invista energia num projeto criativo que dá prazer.`,
      harmonious: `Charme e coragem se combinam por alguns dias, com Vênus em aspecto harmonioso com o seu Marte. Bom período para paquerar, praticar um esporte a dois ou propor uma parceria com entusiasmo.`,
      tense: `Paixão e irritação andam próximas enquanto Vênus tensiona o seu Marte, por dois ou três dias. Se o clima esquentar no amor, transforme a faísca em conversa franca ou em atividade física, e não em disputa.`,
    },
    jupiter: {
      conjunction: `Alegria e generosidade transbordam enquanto Vênus passa sobre o seu Júpiter natal, por alguns dias. Celebre algo, presenteie alguém ou planeje uma viagem; só mantenha um olho no cartão de crédito.`,
      harmonious: `Encontros e negócios fluem com leveza nestes dias, com Vênus em aspecto harmonioso com o seu Júpiter. Divulgue seu trabalho, aceite convites sociais e abra espaço para gente nova na sua vida.`,
      tense: `Exageros agradáveis podem sair caros depois: enquanto Vênus tensiona o seu Júpiter, por alguns dias, comida, compras e promessas pedem medida. Aproveite a alegria sem perder a noção do que é suficiente.`,
    },
    saturn: {
      conjunction: `Vênus encontra o seu Saturno natal por dois ou três dias, e os afetos pedem compromisso. Momento de conversar sobre o futuro de uma relação, acertar contas ou investir em algo duradouro.`,
      harmonious: `Relações estáveis e dinheiro bem planejado são favorecidos nestes dias de Vênus em aspecto harmonioso com o seu Saturno. Faça um orçamento realista ou demonstre lealdade a quem está ao seu lado há anos.`,
      tense: `Talvez o amor pareça distante ou o dinheiro pareça curto nestes dias, com Vênus em tensão com o seu Saturno natal. Não tire conclusões definitivas: corte um gasto supérfluo e ofereça presença em vez de cobrança.`,
    },
    uranus: {
      conjunction: `Encontros inesperados e vontade de novidade marcam os dias em que Vênus passa sobre o seu Urano natal. Experimente um visual diferente, saia da rotina a dois ou aceite um convite fora do comum.`,
      harmonious: `Liberdade e afeto combinam por alguns dias, com Vênus em aspecto harmonioso com o seu Urano. Conheça pessoas de outros círculos, teste um passatempo criativo ou surpreenda alguém com um gesto original.`,
      tense: `Impulsos de liberdade podem sacudir o amor e o bolso enquanto Vênus tensiona o seu Urano, por dois ou três dias. Evite compras por capricho e converse sobre o espaço de que cada um precisa.`,
    },
    neptune: {
      conjunction: `Romantismo e sensibilidade artística se intensificam nos dias em que Vênus cruza o seu Netuno natal. Ouça música, vá ao cinema, escreva um poema; nas paixões novas, porém, veja a pessoa como ela é.`,
      harmonious: `Delicadeza e inspiração envolvem os afetos por alguns dias, com Vênus em aspecto harmonioso com o seu Netuno. Ótimo período para arte, meditação, um gesto solidário ou um encontro com clima de sonho.`,
      tense: `Idealizar alguém ou gastar sem perceber fica fácil nestes dias de Vênus em tensão com o seu Netuno. Confira os extratos, mantenha os pés no chão diante de promessas de amor e prefira gestos concretos a fantasias.`,
    },
    pluto: {
      conjunction: `Desejos profundos e atração magnética aparecem quando Vênus passa sobre o seu Plutão natal, por alguns dias. Entregue-se a um encontro verdadeiro ou revise, com coragem, um padrão afetivo que já não serve.`,
      harmonious: `Intimidade e confiança crescem nestes dias, com Vênus em aspecto harmonioso com o seu Plutão. Bom momento para aprofundar uma relação, negociar recursos em comum ou dar novo sentido a um vínculo antigo.`,
      tense: `Ciúme, controle ou disputas por dinheiro podem surgir por dois ou três dias, enquanto Vênus tensiona o seu Plutão natal. Fale do medo que está por trás e não use o afeto como moeda de troca.`,
    },
    ascendant: {
      conjunction: `Vênus cruza o seu Ascendente nestes dias, e sua presença fica mais leve e atraente. Corte o cabelo, renove o visual, apareça em eventos e deixe que as pessoas se aproximem de você.`,
      harmonious: `Você agrada sem esforço enquanto Vênus faz um aspecto harmonioso com o seu Ascendente, por alguns dias. Aproveite para começar algo causando boa impressão: uma entrevista, um encontro, uma apresentação.`,
      tense: `Querer agradar a todos pode cansar nestes dias de Vênus em tensão com o seu Ascendente. Cuide da aparência por prazer, não por aprovação, e, nas parcerias, equilibre o que dá e o que recebe.`,
    },
    midheaven: {
      conjunction: `Reconhecimento e simpatia no trabalho aparecem quando Vênus passa sobre o seu Meio do Céu, por alguns dias. Apresente um projeto, cuide da sua imagem profissional e cultive contatos com gentileza.`,
      harmonious: `Um ambiente profissional mais agradável acompanha estes dias de Vênus em aspecto harmonioso com o seu Meio do Céu. Peça um aumento com diplomacia, feche uma parceria ou deixe mais bonito o lugar onde você trabalha.`,
      tense: `Vida afetiva e carreira disputam sua atenção enquanto Vênus tensiona o seu Meio do Céu, por dois ou três dias. Combine horários com quem ama e evite decisões de trabalho tomadas só para agradar.`,
    },
  },
  mars: {
    sun: {
      conjunction: `Marte passa sobre o seu Sol natal por alguns dias, e a energia sobe junto com a vontade de liderar. Comece aquele projeto, treine mais forte ou defenda uma ideia, lembrando que pressa demais gera atrito.`,
      harmonious: `Disposição física e coragem crescem nesta semana, com Marte em aspecto harmonioso com o seu Sol. Tome a iniciativa numa questão parada, pratique esporte ou assuma a frente de uma tarefa que pede decisão.`,
      tense: `Irritação e choques de vontade podem aparecer por alguns dias, enquanto Marte tensiona o seu Sol natal. Canalize a energia para o corpo, escolha as batalhas que valem a pena e evite disputas de ego no trabalho.`,
    },
    moon: {
      conjunction: `Emoções esquentam nos dias em que Marte cruza a sua Lua natal, e a casa pode virar palco de discussões ou de mutirões. Use o ímpeto para arrumar e consertar o lar, e fale do que sente sem atacar.`,
      harmonious: `Coragem para proteger quem você ama e cuidar da casa marca estes dias de Marte em aspecto harmonioso com a sua Lua. Faça a reforma adiada, resolva uma pendência familiar ou diga com firmeza o que sente.`,
      tense: `Reações à flor da pele são mais prováveis por alguns dias, com Marte em tensão com a sua Lua. Quando o sangue subir, saia para caminhar e deixe a conversa difícil em família para depois que a raiva passar.`,
    },
    mercury: {
      conjunction: `Pensamento rápido e língua afiada acompanham os dias em que Marte passa sobre o seu Mercúrio natal. Ótimo para debates, entrevistas e decisões práticas; releia com cuidado qualquer mensagem escrita com raiva.`,
      harmonious: `Com Marte em aspecto harmonioso com o seu Mercúrio, a mente ganha fôlego por alguns dias. Estude para a prova, escreva com energia, negocie com firmeza e resolva de uma vez as burocracias que vinham se arrastando.`,
      tense: `Debates acalorados e respostas atravessadas surgem com facilidade nestes dias de Marte em tensão com o seu Mercúrio. Conte até dez antes de retrucar, dirija com atenção e mantenha a crítica no problema, não na pessoa.`,
    },
    venus: {
      conjunction: `Paixão e magnetismo sobem quando Marte encontra a sua Vênus natal, por alguns dias. Diga o que deseja, proponha um programa ousado a dois ou coloque energia num projeto artístico que estava parado.`,
      harmonious: `Química no amor e energia criativa andam juntas nesta semana, com Marte em aspecto harmonioso com a sua Vênus. Convide quem você admira para sair, dance, crie e aproveite o corpo com alegria.`,
      tense: `Desejo e frustração podem se misturar por alguns dias, enquanto Marte tensiona a sua Vênus. Evite compras por raiva e cobranças ríspidas no amor; uma conversa honesta sobre o que cada um quer rende mais.`,
    },
    mars: {
      conjunction: `Seu retorno de Marte chega, mais ou menos a cada dois anos: o planeta volta ao lugar do seu Marte natal por alguns dias. Defina uma meta nova, comece um treino ou dê o primeiro passo num plano que pede coragem.`,
      harmonious: `Força e iniciativa estão afinadas nestes dias, com Marte em aspecto harmonioso com o seu próprio Marte natal. Use o embalo para concluir uma tarefa pesada, competir de forma saudável ou tirar um projeto da gaveta.`,
      tense: `Impaciência e vontade de resolver tudo na marra aparecem enquanto Marte tensiona o seu Marte natal, por alguns dias. Revise sua estratégia, poupe energia para o que importa e evite acidentes por pressa.`,
    },
    jupiter: {
      conjunction: `Entusiasmo e confiança se expandem nos dias em que Marte passa sobre o seu Júpiter natal. Lance-se numa iniciativa maior, inscreva-se numa competição ou defenda uma causa, medindo o fôlego para ir até o fim.`,
      harmonious: `Ação e oportunidade se encontram por alguns dias, com Marte em aspecto harmonioso com o seu Júpiter. Apresente um plano ambicioso, marque aquela viagem ou busque apoio financeiro para um projeto com segurança.`,
      tense: `Exagerar na dose é fácil nesta semana, com Marte em tensão com o seu Júpiter natal. Não assuma mais compromissos do que cabem na agenda, respeite os limites do corpo nos treinos e evite apostas arriscadas.`,
    },
    saturn: {
      conjunction: `Esforço concentrado e disciplina marcam os dias em que Marte encontra o seu Saturno natal. A energia pode parecer travada; use-a em tarefas longas e bem planejadas, que pedem persistência mais do que velocidade.`,
      harmonious: `Trabalho pesado rende bem nestes dias de Marte em aspecto harmonioso com o seu Saturno. Encare a tarefa que exige método, organize um projeto de longo prazo ou comece um treino com regularidade.`,
      tense: `Frustração diante de obstáculos e regras pode crescer por alguns dias, com Marte em tensão com o seu Saturno. Troque a força bruta pela paciência, respeite o cansaço e resolva um impasse de cada vez até a semana acabar.`,
    },
    uranus: {
      conjunction: `Impulsos súbitos e vontade de romper com o tédio aparecem quando Marte passa sobre o seu Urano natal, por alguns dias. Experimente algo novo com segurança, mude uma rotina travada e redobre a atenção no trânsito.`,
      harmonious: `Ousadia criativa ganha força nestes dias, com Marte em aspecto harmonioso com o seu Urano. Tome uma iniciativa original, teste um esporte diferente ou proponha uma mudança que libere seu tempo.`,
      tense: `Rebeldia e imprevistos se somam enquanto Marte tensiona o seu Urano, por alguns dias. Evite decisões bruscas, cuide bem de ferramentas e eletrônicos e dê vazão à inquietação com movimento.`,
    },
    neptune: {
      conjunction: `Energia mais difusa e intuição aguçada acompanham os dias em que Marte cruza o seu Netuno natal. Prefira natação, dança ou ioga e use a motivação para ajudar alguém ou criar algo inspirado.`,
      harmonious: `Agir por um ideal fica mais fácil por alguns dias, com Marte em aspecto harmonioso com o seu Netuno. Faça trabalho voluntário, invista num projeto artístico ou siga um palpite com passos concretos.`,
      tense: `Cansaço sem causa aparente e motivação oscilante podem surgir nesta semana, com Marte em tensão com o seu Netuno natal. Descanse, evite conflitos confusos e confira as intenções, as suas e as alheias, antes de agir.`,
    },
    pluto: {
      conjunction: `Intensidade e determinação atingem o pico nos dias em que Marte passa sobre o seu Plutão natal. Direcione essa força para uma mudança profunda, um hábito que você quer vencer ou um objetivo que exige garra.`,
      harmonious: `Força de vontade e capacidade de regeneração crescem por alguns dias, com Marte em aspecto harmonioso com o seu Plutão. Enfrente um problema antigo, renove um projeto ou faça um treino que desafia seus limites.`,
      tense: `Disputas de poder e raiva guardada podem vir à tona enquanto Marte tensiona o seu Plutão, por alguns dias. Recuse provocações, evite riscos desnecessários e transforme a tensão em energia para resolver algo de fato.`,
    },
    ascendant: {
      conjunction: `Marte cruza o seu Ascendente por alguns dias, e você fica mais enérgico, direto e visível. Comece algo com coragem e gaste a energia no corpo, com atenção a cortes, quedas e respostas bruscas.`,
      harmonious: `Presença firme e iniciativa certeira marcam estes dias de Marte em aspecto harmonioso com o seu Ascendente. Apresente-se com confiança, retome a atividade física ou assuma a frente de algo novo.`,
      tense: `Atritos com os outros podem surgir por alguns dias, com Marte em tensão com o seu Ascendente. Nas parcerias, negocie em vez de impor, ande com calma e perceba quando é a pressa que está falando por você.`,
    },
    midheaven: {
      conjunction: `Ambição profissional ganha força enquanto Marte passa sobre o seu Meio do Céu, por alguns dias. Proponha uma ideia à chefia, lidere uma entrega importante ou tome a decisão de carreira que vinha adiando.`,
      harmonious: `Metas de trabalho avançam com mais facilidade nesta semana, com Marte em aspecto harmonioso com o seu Meio do Céu. Mostre resultados, candidate-se a uma vaga ou dê o passo prático que aproxima o seu objetivo.`,
      tense: `Pressão no trabalho e conflitos com autoridades podem crescer por alguns dias, enquanto Marte tensiona o seu Meio do Céu. Escolha as brigas com cuidado, equilibre casa e carreira e faça o que depende de você.`,
    },
  },
} as const satisfies Record<
  'mercury' | 'venus' | 'mars',
  Record<NatalPointCode, Record<TransitNature, string>>
>;
