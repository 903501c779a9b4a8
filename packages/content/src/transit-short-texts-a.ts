import type { TransitNatalPoint as NatalPointCode } from '@constelar/core/codes';
/**
 * Short transit texts, part A: the Sun and the Moon in aspect to a point of the birth chart, by aspect
 * nature (conjunction; harmonious = trine or sextile; tense = square or opposition), as sky.md §3 asks.
 * Within the 1° orb the Sun stays about two days and the Moon only a few hours, so each text names that
 * brief stretch and ends with it. Original Portuguese prose written for Constelar.
 */

type TransitNature = 'conjunction' | 'harmonious' | 'tense';

export const TRANSIT_SHORT_TEXTS_A = {
  sun: {
    sun: {
      conjunction: `Seu retorno solar chegou: o Sol em trânsito volta ao ponto do seu Sol natal, perto do aniversário. Nestes dois dias, a vitalidade se renova; escolha uma intenção simples para o ano pessoal que começa agora.`,
      harmonious: `Por cerca de dois dias, o Sol em trânsito faz um aspecto harmonioso com o seu Sol natal, e a disposição melhora. Aproveite para se mostrar, pedir apoio a um projeto ou fazer algo só porque gosta.`,
      tense: `Vontades se chocam por dois ou três dias, enquanto o Sol em trânsito tensiona o seu Sol natal, um marco que volta a cada três meses desde o aniversário. Ajuste o ritmo e descubra onde seus planos pedem correção.`,
    },
    moon: {
      conjunction: `O Sol ilumina a sua Lua natal hoje e amanhã, trazendo à luz necessidades emocionais e assuntos de casa. Bom momento para conversar com a família ou arrumar aquele canto do lar que pede cuidado.`,
      harmonious: `Razão e emoção se entendem por uns dois dias, com o Sol em aspecto harmonioso com a sua Lua. Convide alguém querido para uma refeição em casa; a convivência flui com leveza nestes dias.`,
      tense: `Entre o que você quer e o que sente pode haver descompasso nestes dias, com o Sol em tensão com a sua Lua. Cuide do cansaço, evite decisões domésticas apressadas e dê espaço ao que pede colo.`,
    },
    mercury: {
      conjunction: `Ideias ganham clareza nos dois ou três dias em que o Sol passa sobre o seu Mercúrio natal. Ótima janela para apresentar uma proposta, escrever, estudar ou resolver papéis que estavam parados.`,
      harmonious: `Conversas fluem e a cabeça trabalha bem enquanto o Sol faz um aspecto harmonioso com o seu Mercúrio, por cerca de dois dias. Marque a reunião, envie a mensagem importante ou faça a inscrição adiada.`,
      tense: `Teimosia nas opiniões pode aparecer por dois dias, com o Sol em tensão com o seu Mercúrio. Ouça antes de responder, confira os dados e deixe para amanhã a discussão que surgir no calor do momento.`,
    },
    venus: {
      conjunction: `Charme em alta: por alguns dias, o Sol brilha sobre a sua Vênus natal e favorece encontros, elogios e pequenos prazeres. Marque aquele programa a dois ou com amigos e cuide da aparência com carinho.`,
      harmonious: `Afeto e boa convivência ganham espaço nestes dias, com o Sol em aspecto harmonioso com a sua Vênus. Vale fazer as pazes, comprar algo bonito e útil ou simplesmente aproveitar uma tarde com quem você gosta.`,
      tense: `Durante dois ou três dias, o Sol tensiona a sua Vênus, e o desejo de agradar pode pesar no bolso ou na agenda. Antes de gastar ou ceder, pergunte se aquilo faz bem a você de verdade.`,
    },
    mars: {
      conjunction: `Energia de sobra marca os dias em que o Sol passa sobre o seu Marte natal. Use esse impulso para começar uma tarefa difícil ou treinar mais forte, mas conte até dez antes de responder a provocações.`,
      harmonious: `Iniciativa e coragem andam juntas por cerca de dois dias, com o Sol em aspecto harmonioso com o seu Marte. Resolva pendências práticas, pratique esporte e tome a decisão que estava esperando um empurrão.`,
      tense: `Pavio curto nestes dias: o Sol em tensão com o seu Marte pode trazer pressa, irritação e disputas. Gaste a energia em exercício físico e escolha com calma quais brigas valem a pena.`,
    },
    jupiter: {
      conjunction: `Otimismo e generosidade crescem nos dois dias em que o Sol cruza o seu Júpiter natal. Boa hora para pedir uma oportunidade, planejar uma viagem ou estudar algo que amplie seus horizontes.`,
      harmonious: `Com o Sol em aspecto harmonioso com o seu Júpiter, os próximos dias trazem confiança e boa vontade das pessoas. Apresente seu trabalho, faça um contato importante e aceite os convites que aparecerem.`,
      tense: `Exagero é a armadilha destes dias, enquanto o Sol tensiona o seu Júpiter: promessas grandes, gastos além da conta, comida demais. Mantenha o entusiasmo, mas confira se o plano cabe no seu tempo e no seu bolso.`,
    },
    saturn: {
      conjunction: `Responsabilidade em foco: por dois ou três dias, o Sol passa sobre o seu Saturno natal e pede seriedade. Organize prazos, cumpra o combinado e reconheça o valor do esforço paciente que você vem fazendo.`,
      harmonious: `Disciplina rende bem nestes dias, com o Sol em aspecto harmonioso com o seu Saturno. Use o período para planejar, arrumar as finanças ou conversar com alguém experiente que possa orientar você.`,
      tense: `Cobranças e obstáculos podem pesar por alguns dias, com o Sol em tensão com o seu Saturno. Em vez de forçar, reorganize as prioridades e descanse; o cansaço passa quando o trânsito se desfaz.`,
    },
    uranus: {
      conjunction: `Vontade de novidade se acende nos dois dias em que o Sol ilumina o seu Urano natal. Mude um hábito, experimente um caminho diferente ou diga sim a um convite inesperado; a surpresa pode render boas ideias.`,
      harmonious: `Criatividade e liberdade ficam fáceis de acessar por cerca de dois dias, com o Sol em aspecto harmonioso com o seu Urano. Teste uma ideia original, converse com gente nova e permita-se fugir da rotina.`,
      tense: `Imprevistos e inquietação marcam estes dias, com o Sol em tensão com o seu Urano. Deixe margem na agenda, evite rupturas por impulso e use a agitação para perceber o que precisa mudar com calma.`,
    },
    neptune: {
      conjunction: `Sensibilidade e imaginação ganham luz nos dias em que o Sol passa sobre o seu Netuno natal. Reserve tempo para arte, música ou descanso, e confira duas vezes os compromissos que exigem precisão.`,
      harmonious: `Por dois ou três dias, o Sol faz um aspecto harmonioso com o seu Netuno, e a intuição acerta. Ótimo momento para criar, meditar, ajudar alguém ou ver um filme que toque o coração.`,
      tense: `Foco difícil e energia baixa podem aparecer nestes dias, com o Sol em tensão com o seu Netuno. Durma bem, desconfie de promessas vagas e deixe decisões importantes para quando a névoa passar.`,
    },
    pluto: {
      conjunction: `Uma verdade guardada pede luz nos dois dias em que o Sol cruza o seu Plutão natal. Encare o assunto adiado e use essa força para encerrar o que já deu o que tinha de dar.`,
      harmonious: `Poder de transformação e concentração crescem por cerca de dois dias, com o Sol em aspecto harmonioso com o seu Plutão. Bom período para pesquisar, negociar com firmeza ou fazer uma faxina, na casa ou na vida.`,
      tense: `Queda de braço por poder pode surgir nos próximos dias, com o Sol em tensão com o seu Plutão. Perceba quando a vontade de controlar aparece, evite confrontos desnecessários e transforme a tensão em determinação.`,
    },
    ascendant: {
      conjunction: `Hoje e amanhã, o Sol passa pelo seu Ascendente, e você fica mais visível. Aproveite para se apresentar, começar algo novo e cuidar do corpo; é como um pequeno aniversário da sua imagem.`,
      harmonious: `Presença leve e boa recepção marcam estes dias, com o Sol em aspecto harmonioso com o seu Ascendente. Tire a ideia do papel, marque a entrevista ou simplesmente saia para caminhar ao ar livre.`,
      tense: `Relações exigem ajustes por dois ou três dias, com o Sol em tensão com o seu Ascendente. Escute o outro sem abrir mão de quem você é e poupe o corpo se o cansaço bater.`,
    },
    midheaven: {
      conjunction: `Carreira sob os holofotes: por alguns dias, o Sol cruza o seu Meio do Céu e torna seu trabalho mais visível. Mostre resultados, converse com a chefia e defina um objetivo profissional para os próximos meses.`,
      harmonious: `Reconhecimento chega com mais facilidade nestes dias, com o Sol em aspecto harmonioso com o seu Meio do Céu. Peça um retorno sobre seu desempenho, divulgue um projeto ou faça um contato profissional.`,
      tense: `Casa e trabalho disputam sua atenção por dois ou três dias, com o Sol em tensão com o seu Meio do Céu. Organize prioridades, negocie prazos e lembre que um pequeno ajuste agora evita desgaste depois.`,
    },
  },
  moon: {
    sun: {
      conjunction: `Nestas horas, a Lua em trânsito passa sobre o seu Sol natal, como uma pequena lua nova pessoal. Emoção e vontade se alinham: bom momento para plantar uma intenção ou começar algo simples.`,
      harmonious: `Corpo e humor entram em sintonia por algumas horas, com a Lua em aspecto harmonioso com o seu Sol. Aproveite para resolver algo que depende de boa vontade ou para um encontro agradável.`,
      tense: `Um leve descompasso entre o que você sente e o que quer pode aparecer hoje, por algumas horas, com a Lua em tensão com o seu Sol. Respire, coma bem e adie decisões pequenas se o humor oscilar.`,
    },
    moon: {
      conjunction: `É o seu retorno lunar, que se repete todo mês: a Lua em trânsito volta ao ponto da sua Lua natal. Por algumas horas, as emoções se renovam; cuide de si com algo que traga conforto.`,
      harmonious: `Aconchego fácil nestas horas: a Lua em trânsito forma um aspecto harmonioso com a sua Lua natal. Ligue para alguém querido, cozinhe algo gostoso ou descanse sem culpa.`,
      tense: `A sensibilidade aumenta por algumas horas, com a Lua em trânsito em tensão com a sua Lua natal. Pequenas coisas podem magoar mais do que o normal; dê tempo ao sentimento antes de reagir, porque ele passa logo.`,
    },
    mercury: {
      conjunction: `Pensamentos e sentimentos se misturam nas horas em que a Lua cruza o seu Mercúrio natal. Ótimo momento para escrever um diário, mandar uma mensagem carinhosa ou conversar sobre o que sente.`,
      harmonious: `Palavras acolhedoras saem com facilidade hoje, por algumas horas, com a Lua em aspecto harmonioso com o seu Mercúrio. Aproveite para uma conversa delicada ou para estudar algo que lhe interessa.`,
      tense: `Mensagens podem ser lidas com o coração, e não com a cabeça, nestas horas de Lua em tensão com o seu Mercúrio. Releia antes de enviar e não tire conclusões apressadas de um tom de voz.`,
    },
    venus: {
      conjunction: `Carinho e prazer ganham espaço nestas horas, com a Lua passando sobre a sua Vênus natal. Faça algo bonito por você ou por alguém: um doce, uma flor, uma mensagem afetuosa.`,
      harmonious: `Com a Lua em aspecto harmonioso com a sua Vênus, as próximas horas favorecem encontros, gentilezas e pequenos mimos. Marque um café, arrume a mesa com capricho ou ouça uma música de que gosta.`,
      tense: `Carência ou vontade de compensar emoções com compras pode surgir hoje por algumas horas, com a Lua em tensão com a sua Vênus. Pergunte-se do que você precisa de verdade antes de gastar.`,
    },
    mars: {
      conjunction: `Impulso emocional em alta: nestas horas, a Lua cruza o seu Marte natal e deixa as reações mais rápidas. Canalize a energia numa caminhada, numa faxina ou numa tarefa que exija força.`,
      harmonious: `Ânimo para agir aparece por algumas horas, com a Lua em aspecto harmonioso com o seu Marte. Resolva aquela pendência que exige coragem ou faça um exercício que deixe o corpo leve.`,
      tense: `Irritação à toa pode surgir nestas horas, com a Lua em tensão com o seu Marte. Respire antes de responder, evite discussões em casa e deixe o corpo gastar a energia com movimento.`,
    },
    jupiter: {
      conjunction: `Generosidade e bom humor crescem nas horas em que a Lua passa sobre o seu Júpiter natal. Compartilhe algo, agradeça a alguém e deixe a esperança guiar um plano para as próximas semanas.`,
      harmonious: `Confiança e leveza acompanham estas horas, com a Lua em aspecto harmonioso com o seu Júpiter. Bom momento para receber visitas, planejar uma viagem ou estudar algo que amplie a visão.`,
      tense: `Emoções exageradas podem aparecer hoje, por algumas horas, com a Lua em tensão com o seu Júpiter: comer, falar ou prometer demais. Desfrute, mas com medida, e deixe decisões grandes para depois.`,
    },
    saturn: {
      conjunction: `Um humor mais sério pode marcar estas horas, com a Lua sobre o seu Saturno natal. Use essa sobriedade para organizar a casa, pagar contas ou cumprir uma obrigação, e seja gentil consigo.`,
      harmonious: `Calma e senso prático andam juntos por algumas horas, com a Lua em aspecto harmonioso com o seu Saturno. Aproveite para fazer planos realistas, arrumar gavetas ou conversar com alguém mais velho.`,
      tense: `Solidão ou cobrança interna podem pesar nestas horas, com a Lua em tensão com o seu Saturno. Lembre que o aperto é passageiro: faça uma tarefa de cada vez e peça apoio se precisar.`,
    },
    uranus: {
      conjunction: `Inquietação repentina pode aparecer nas horas em que a Lua cruza o seu Urano natal. Mude a rotina de um jeito pequeno, saia para um passeio diferente e acolha a vontade de novidade sem rupturas.`,
      harmonious: `Surpresas agradáveis podem chegar nestas horas, com a Lua em aspecto harmonioso com o seu Urano. Dê espaço a um convite inesperado, a uma ideia criativa ou a uma conversa com amigos.`,
      tense: `Nervos à flor da pele por algumas horas, com a Lua em tensão com o seu Urano: planos mudam e a paciência diminui. Deixe uma folga na agenda e evite decisões emocionais bruscas.`,
    },
    neptune: {
      conjunction: `Sonhos e intuições ficam vivos nas horas em que a Lua passa sobre o seu Netuno natal. Ótimo para ouvir música, meditar, criar ou descansar; tarefas de precisão pedem atenção dobrada.`,
      harmonious: `A compaixão flui nestas horas, com a Lua em aspecto harmonioso com o seu Netuno. Ajude alguém, escute com atenção ou dedique um tempo à arte; a intuição acerta com frequência.`,
      tense: `Um clima nebuloso pode deixar você disperso por algumas horas, com a Lua em tensão com o seu Netuno. Evite decisões importantes, beba água, descanse e não absorva o humor de todo mundo.`,
    },
    pluto: {
      conjunction: `Emoções intensas vêm à tona nestas horas, com a Lua cruzando o seu Plutão natal. Observe o que está por baixo do incômodo e use a força do momento para soltar algo que já não serve.`,
      harmonious: `Profundidade emocional sem drama marca estas horas, com a Lua em aspecto harmonioso com o seu Plutão. Uma conversa íntima, uma arrumação radical ou uma sessão de terapia rendem bem.`,
      tense: `Ciúme ou desejo de controle podem surgir hoje, por algumas horas, com a Lua em tensão com o seu Plutão. Reconheça o sentimento sem agir por ele; a intensidade baixa quando a Lua segue adiante.`,
    },
    ascendant: {
      conjunction: `Nas próximas horas, a Lua passa pelo seu Ascendente e deixa suas emoções visíveis no rosto e na voz. Vista algo confortável, respeite o humor do corpo e comece o que fizer sentido agora.`,
      harmonious: `Simpatia natural acompanha estas horas, com a Lua em aspecto harmonioso com o seu Ascendente. As pessoas se aproximam com facilidade; aproveite para um encontro, uma apresentação ou um autocuidado.`,
      tense: `Alguém próximo pode mexer com seu humor nestas horas, com a Lua em tensão com o seu Ascendente. Diga o que sente com calma e poupe energia; o desconforto passa em pouco tempo.`,
    },
    midheaven: {
      conjunction: `Sentimentos entram no trabalho por algumas horas, com a Lua sobre o seu Meio do Céu. Sua sensibilidade é notada em público; use-a para acolher um colega ou apresentar uma ideia com empatia.`,
      harmonious: `Bom momento profissional nestas horas: a Lua forma um aspecto harmonioso com o seu Meio do Céu, e a relação com chefes e clientes flui. Faça um contato, peça um favor ou mostre um trabalho.`,
      tense: `Família e carreira puxam para lados opostos por algumas horas, com a Lua em tensão com o seu Meio do Céu. Cuide do essencial nas duas frentes e deixe o que não é urgente para amanhã.`,
    },
  },
} as const satisfies Record<'sun' | 'moon', Record<NatalPointCode, Record<TransitNature, string>>>;
