// Texts for the synastry (compatibility) report. Original Portuguese prose written for Constelar.
// Codes (element pairs, aspect kinds, numbers) are computed in @constelar/core; this file only maps them to words.
import type { AspectKind, Element, Modality, NumberValue } from '@constelar/core';

/** The two element codes sorted alphabetically, joined by '-'. */
export type ElementPairKey =
  | 'fire-fire'
  | 'earth-earth'
  | 'air-air'
  | 'water-water'
  | 'earth-fire'
  | 'air-fire'
  | 'fire-water'
  | 'air-earth'
  | 'earth-water'
  | 'air-water';

export const ELEMENT_PAIR_KEYS: readonly ElementPairKey[] = [
  'fire-fire',
  'earth-earth',
  'air-air',
  'water-water',
  'earth-fire',
  'air-fire',
  'fire-water',
  'air-earth',
  'earth-water',
  'air-water',
];

/** The key for two elements, in either order: elementPairKey('water', 'earth') === 'earth-water'. */
export function elementPairKey(a: Element, b: Element): ElementPairKey {
  return (a <= b ? `${a}-${b}` : `${b}-${a}`) as ElementPairKey;
}

/** summary: 1–2 sentences (≥ 15 words); details: a paragraph (≥ 50 words). */
export interface AspectText {
  title: string;
  summary: string;
  details: string;
}

export type SignDistance = 0 | 1 | 2 | 3 | 4 | 5 | 6;

// ---------------------------------------------------------------------------------------------
// Sun and Sun, by element pair
// ---------------------------------------------------------------------------------------------

export const SUN_SIGN_TEXTS: Record<ElementPairKey, AspectText> = {
  'fire-fire': {
    title: 'Sol e Sol: Fogo com Fogo',
    summary:
      'Dois Sóis de Fogo se reconhecem depressa: vocês compartilham a pressa de viver, o gosto por desafios e uma franqueza que dispensa rodeios.',
    details:
      'Quando os dois Sóis estão em signos de Fogo, a relação costuma começar com faísca e seguir em ritmo acelerado. Vocês se animam com planos novos, viagens decididas na véspera e conversas que viram projeto antes do fim da noite. O risco é a disputa pelo centro: se os dois querem liderar ao mesmo tempo, pequenas discussões sobre quem escolhe o restaurante ou o roteiro ganham um calor desproporcional. Combinar turnos de protagonismo e celebrar as conquistas do outro mantém a chama acesa sem queimar ninguém.',
  },
  'earth-earth': {
    title: 'Sol e Sol: Terra com Terra',
    summary:
      'Com os dois Sóis na Terra, a relação se apoia em gestos concretos: promessas cumpridas, rotina bem combinada e a segurança de saber com quem se pode contar.',
    details:
      'Signos de Terra valorizam o que se prova com o tempo, e vocês em geral constroem a confiança tijolo por tijolo. A divisão das tarefas da casa, o planejamento de uma viagem ou um projeto de trabalho em comum, na maioria das vezes, fluem, porque ambos respeitam prazos e detalhes. O risco está no excesso de cautela: a relação pode ficar previsível demais, com as mesmas saídas e os mesmos assuntos. Reservar espaço para o inesperado, como um passeio sem roteiro ou um passatempo novo a dois, traz frescor sem abalar a base sólida que vocês já têm.',
  },
  'air-air': {
    title: 'Sol e Sol: Ar com Ar',
    summary:
      'Dois Sóis de Ar fazem da conversa o centro do vínculo: ideias, humor e curiosidade circulam com facilidade, e raramente falta assunto entre vocês.',
    details:
      'Nesta combinação, a mente é o ponto de encontro. Vocês trocam indicações de livros, discutem notícias, inventam planos e se divertem analisando as pessoas e as situações ao redor. A amizade é o alicerce, mesmo em uma relação amorosa. A dificuldade aparece quando o assunto é emoção: é fácil racionalizar um incômodo em vez de dizer, com simplicidade, que algo doeu. Vale criar momentos em que a pergunta não seja “o que você acha?”, mas “como você está se sentindo?”. Assim, a leveza que une vocês ganha também profundidade.',
  },
  'water-water': {
    title: 'Sol e Sol: Água com Água',
    summary:
      'Quando os dois Sóis estão na Água, a sintonia emocional é imediata: vocês percebem o humor um do outro pelo tom de voz ou por um silêncio.',
    details:
      'Signos de Água sentem antes de explicar, e essa dupla costuma criar uma intimidade rara, feita de cuidado, memória afetiva e pequenos rituais. Um sabe quando o outro teve um dia difícil no trabalho sem precisar perguntar. A mesma sensibilidade, porém, amplia as mágoas: um comentário mal colocado pode render dias de distância silenciosa. O segredo é transformar a percepção em palavra, dizendo com clareza o que incomodou antes que a emoção vire ressentimento. Com esse cuidado, a relação se torna um lugar seguro para os dois.',
  },
  'earth-fire': {
    title: 'Sol e Sol: Fogo com Terra',
    summary:
      'Fogo e Terra formam uma dupla de ritmos diferentes: um quer começar já, o outro quer entender como fazer, e essa diferença pode virar complemento.',
    details:
      'O Sol de Fogo traz entusiasmo, iniciativa e vontade de arriscar; o Sol de Terra traz método, paciência e atenção ao que é viável. No dia a dia, isso aparece em cenas simples: um propõe mudar de cidade, o outro abre a planilha de custos. Se cada um enxergar o valor do outro, a relação fica produtiva, porque as ideias ganham chão e a rotina ganha movimento. Se não, o Fogo vê a Terra como freio, e a Terra vê no Fogo pura imprudência. Nomear esse choque de ritmos, sem transformá-lo em defeito de caráter, ajuda muito.',
  },
  'air-fire': {
    title: 'Sol e Sol: Fogo com Ar',
    summary:
      'Fogo e Ar se alimentam: as ideias de um acendem o entusiasmo do outro, e a relação tem movimento, humor e muitos planos em andamento.',
    details:
      'Na tradição astrológica, o Ar aviva o Fogo, e essa é uma das combinações mais estimulantes entre Sóis. O Sol de Ar sugere possibilidades, faz perguntas e conecta pessoas; o Sol de Fogo transforma isso em ação e dá coragem para tirar o plano do papel. Vocês naturalmente têm uma vida social agitada e conversas que renovam as energias. O cuidado necessário é com a constância: tanta empolgação pode deixar tarefas práticas esquecidas, como contas, compromissos e combinados da casa. Escolher em conjunto o que merece ser concluído evita que o excesso de começos canse a relação.',
  },
  'fire-water': {
    title: 'Sol e Sol: Fogo com Água',
    summary:
      'Fogo e Água vivem a emoção de formas opostas: um expressa tudo na hora, o outro sente fundo e demora a mostrar, o que pede tradução constante.',
    details:
      'O Sol de Fogo reage rápido, fala em voz alta o que sente e esquece a discussão logo depois. O Sol de Água absorve cada palavra, guarda impressões e precisa de tempo e acolhimento para se abrir. Essa diferença pode gerar vapor: o Fogo acha a Água dramática demais, e a Água acha o Fogo descuidado. Ao mesmo tempo, há muito a aprender. O Fogo ensina a Água a se posicionar, e a Água ensina o Fogo a perceber o efeito das próprias palavras. Conversas calmas depois do calor do momento fazem toda a diferença para esta dupla.',
  },
  'air-earth': {
    title: 'Sol e Sol: Terra com Ar',
    summary:
      'Terra e Ar pensam o mundo de jeitos distintos: um confia no que é concreto e testado, o outro se move por ideias, possibilidades e trocas.',
    details:
      'O Sol de Terra quer saber como, quando e quanto custa; o Sol de Ar quer saber por que não tentar de outro jeito. Em um projeto comum, essa mistura pode ser valiosa, unindo criatividade e execução. Na convivência, porém, surgem atritos pequenos e repetidos: a Terra se cansa de mudanças de plano de última hora, e o Ar se sente preso quando tudo precisa ser decidido com antecedência. Combinar quais áreas da vida pedem previsibilidade e quais podem ficar abertas ao improviso reduz boa parte das tensões.',
  },
  'earth-water': {
    title: 'Sol e Sol: Terra com Água',
    summary:
      'Terra e Água se completam: a Terra oferece estabilidade e presença, a Água oferece cuidado e sensibilidade, e o encontro pode formar uma base acolhedora.',
    details:
      'O Sol de Terra dá forma à vida a dois com rotina, organização e gestos práticos, como lembrar de uma consulta ou resolver um problema da casa. O Sol de Água dá alma a essa estrutura, percebendo necessidades emocionais e criando intimidade. Entre signos a dois de distância, em sextil, essa troca costuma fluir; entre signos frente a frente, em oposição, como Capricórnio e Câncer ou Touro e Escorpião, a complementaridade vem com puxões, um pedindo estrutura e o outro acolhimento, e o equilíbrio se negocia dia a dia. Cuidado com o fechamento: a dupla pode se bastar tanto que deixa amizades e novidades de lado. Abrir a casa e a agenda para o mundo mantém a relação viva e arejada.',
  },
  'air-water': {
    title: 'Sol e Sol: Ar com Água',
    summary:
      'Ar e Água se encontram entre a razão e o sentimento: um quer entender, o outro quer sentir, e a ponte entre os dois é a escuta paciente.',
    details:
      'O Sol de Ar processa a vida falando, analisando e buscando distância para ver com clareza. O Sol de Água processa a vida sentindo, e precisa de proximidade para ganhar segurança. Em uma discussão, isso fica evidente: o Ar propõe uma solução lógica, enquanto a Água ainda espera que a emoção seja reconhecida. Nenhum dos dois está errado, apenas em tempos diferentes. Quando o Ar aprende a acolher antes de resolver e a Água aprende a nomear o que sente, a relação ganha ao mesmo tempo leveza e profundidade, algo raro e precioso.',
  },
};

/** The angle between the two Sun signs, counted in signs (0 = same sign … 6 = opposite signs). */
export const SIGN_DISTANCE_NOTES: Record<SignDistance, string> = {
  0: 'Os dois Sóis estão no mesmo signo: vocês se entendem quase sem explicação, mas também refletem um para o outro as mesmas manias, o que pede bom humor e paciência.',
  1: 'Os Sóis estão em signos vizinhos, que não compartilham elemento nem ritmo. Vocês enxergam a vida por ângulos próximos, porém diferentes, e muitas vezes aprendem um com o outro justamente onde menos se parecem.',
  2: 'Os Sóis formam um sextil, a dois signos de distância, um ângulo que favorece a cooperação. A convivência quase sempre é fácil e estimulante, desde que vocês aproveitem as oportunidades de crescer em dupla em vez de apenas contar com a leveza.',
  3: 'Os Sóis formam uma quadratura, a três signos de distância. Há atrito de ritmos e prioridades, e é esse atrito que move a relação: bem conduzido, ele vira crescimento; ignorado, vira disputa.',
  4: 'Os Sóis formam um trígono, a quatro signos de distância e no mesmo elemento. É o ângulo de maior fluidez: vocês se apoiam com naturalidade, e o único risco é a acomodação, que leva a investir menos na relação.',
  5: 'Os Sóis formam um quincúncio, a cinco signos de distância, sem elemento nem modalidade em comum. A relação pede ajustes frequentes, como acontece entre pessoas que falam línguas parecidas, mas não iguais; a curiosidade pelo jeito do outro é o melhor caminho.',
  6: 'Os Sóis estão em oposição, em signos complementares do zodíaco. Vocês se atraem pelo que falta em cada um, e o desafio é equilibrar essas polaridades em vez de transformá-las em uma queda de braço.',
};

/** Both Suns in signs of one modality, with {x} and {y}: what that shared way of acting gives and asks. */
export const MODALITY_SAME_NOTES: Record<Modality, string> = {
  cardinal:
    'Os dois Sóis estão em signos cardinais: {x} e {y} gostam de dar o primeiro passo, o que dá impulso à dupla e pede combinar quem conduz cada começo.',
  fixed:
    'Os dois Sóis estão em signos fixos: {x} e {y} sustentam o que começam, com lealdade e persistência, e às vezes com teimosia em dobro quando ambos empacam no mesmo ponto.',
  mutable:
    'Os dois Sóis estão em signos mutáveis: {x} e {y} se adaptam bem às mudanças, o que dá flexibilidade à dupla e pede cuidado para que as decisões não fiquem sempre em aberto.',
};

/** What a Sun in each modality tends to do, read after "em signo". */
export const MODALITY_ROLES: Record<Modality, string> = {
  cardinal: 'cardinal, que tende a iniciar',
  fixed: 'fixo, que tende a sustentar o que já começou',
  mutable: 'mutável, que tende a se ajustar ao que muda',
};

export const MODALITY_DIFFERENT_CLOSING =
  'Essa diferença distribui os papéis na relação, desde que cada pessoa respeite o tempo que a outra leva para agir.';

/** The modality sentence, true of the two Suns: "Ana tem o Sol em signo mutável, …, e Bia, em signo fixo, …". */
export function modalityNote(x: string, modalityX: Modality, y: string, modalityY: Modality): string {
  if (modalityX === modalityY) {
    return MODALITY_SAME_NOTES[modalityX].replaceAll('{x}', x).replaceAll('{y}', y);
  }
  return `${x} tem o Sol em signo ${MODALITY_ROLES[modalityX]}, e ${y}, em signo ${MODALITY_ROLES[modalityY]}. ${MODALITY_DIFFERENT_CLOSING}`;
}

// ---------------------------------------------------------------------------------------------
// The arcanum of the relationship (sum of both personal arcana, reduced to 0–21)
// ---------------------------------------------------------------------------------------------

export const RELATIONSHIP_ARCANUM_TEXTS: Record<number, AspectText> = {
  0: {
    title: 'Arcano da relação: O Louco',
    summary:
      'O Louco como arcano da relação fala de uma dupla que se renova pela aventura: com a companhia um do outro, vocês experimentam caminhos que, cada um por conta própria, não tentariam.',
    details:
      'Esta carta traz a energia do primeiro passo. A relação fica mais viva quando há novidade: uma viagem sem roteiro fechado, um curso feito a dois, uma mudança de hábitos que ambos decidem testar. Vocês tendem a incentivar a espontaneidade um do outro. O lado delicado do Louco é a falta de chão, com combinados vagos e decisões importantes adiadas. Preservar a leveza e, ao mesmo tempo, conversar sobre dinheiro, planos e expectativas dá à aventura um lugar seguro para acontecer.',
  },
  1: {
    title: 'Arcano da relação: O Mago',
    summary:
      'Com O Mago como arcano da relação, a dupla tem talento para transformar ideias em realidade: quando vocês somam recursos, as coisas saem do papel.',
    details:
      'O Mago reúne na mesa todas as ferramentas de que precisa, e a relação de vocês funciona de modo parecido. Cada um traz habilidades diferentes, e em parceria vocês costumam resolver problemas práticos com criatividade, seja reformar um cômodo, organizar uma festa ou começar um projeto paralelo. A comunicação é uma força. O cuidado está em não usar esse poder de persuasão um contra o outro, vencendo discussões pela lábia em vez de chegar a acordos. Transparência nas intenções mantém a magia a favor dos dois.',
  },
  2: {
    title: 'Arcano da relação: A Sacerdotisa',
    summary:
      'A Sacerdotisa como arcano da relação aponta para um vínculo profundo e discreto, feito de intuição, silêncios confortáveis e uma compreensão que dispensa muitas palavras.',
    details:
      'Esta carta guarda segredos e conhecimentos interiores. Na relação, isso aparece como uma intimidade que nem sempre é visível para quem está de fora: olhares que dizem tudo, leituras compartilhadas, conversas longas sobre o que realmente importa. Vocês respeitam o mundo interno um do outro. O risco é o não dito se acumular, com cada um supondo o que o outro pensa sem confirmar. Vale transformar intuições em perguntas diretas de vez em quando, para que a profundidade não vire distância.',
  },
  3: {
    title: 'Arcano da relação: A Imperatriz',
    summary:
      'Quando A Imperatriz é o arcano da relação, o vínculo é fértil e acolhedor, um espaço onde afeto, prazer e criatividade florescem com naturalidade.',
    details:
      'A Imperatriz rege o cuidado, a abundância e o gosto pelas coisas boas da vida. Vocês provavelmente se sentem bem cozinhando a dois, recebendo amigos, cuidando de plantas, de animais ou de projetos que crescem com o tempo. A relação nutre os dois e com frequência gera frutos concretos. Merece cuidado o excesso de conforto ou de carinho protetor, quando um passa a decidir pelo outro em nome do carinho. Deixar espaço para que cada um cresça no próprio ritmo mantém essa fertilidade saudável.',
  },
  4: {
    title: 'Arcano da relação: O Imperador',
    summary:
      'O Imperador como arcano da relação indica uma dupla que valoriza estrutura: vocês gostam de planos claros, papéis definidos e de construir algo que dure.',
    details:
      'Esta carta fala de ordem, proteção e responsabilidade. Na prática, vocês quase sempre organizam bem a vida comum, das contas da casa aos objetivos de longo prazo, e oferecem um ao outro uma sensação de segurança. Há firmeza na forma como defendem o que construíram. O lado difícil do Imperador é a rigidez e a disputa por autoridade, quando cada decisão vira uma questão de quem manda. Revezar a liderança conforme o assunto e manter a ternura ao lado da firmeza equilibra esta energia.',
  },
  5: {
    title: 'Arcano da relação: O Hierofante',
    summary:
      'Sob O Hierofante, arcano desta relação, vocês se unem por valores, tradições e aprendizados compartilhados, e a confiança nasce de princípios em comum.',
    details:
      'O Hierofante é a carta do ensinamento e dos ritos. A relação de vocês pode ganhar força com rituais próprios, como o almoço de domingo, datas comemoradas de um jeito especial ou a troca de saberes, em que um ensina ao outro o que sabe fazer. A família e a comunidade podem ter papel importante. Vale soltar regras herdadas que já não fazem sentido para vocês. Revisar em conjunto quais tradições ficam e quais podem mudar torna o vínculo autêntico.',
  },
  6: {
    title: 'Arcano da relação: Os Enamorados',
    summary:
      'Os Enamorados como arcano da relação destacam a escolha: o vínculo se fortalece cada vez que vocês decidem, de novo e conscientemente, seguir lado a lado.',
    details:
      'Mais do que paixão, esta carta fala de decisões tomadas com o coração e com a cabeça. A relação de vocês tende a ter atração, afinidade e muitas conversas sobre o que cada um quer da vida. Momentos de encruzilhada, como mudar de emprego, de casa ou de cidade, são os que mais revelam a força da dupla. A sombra dos Enamorados é a indecisão ou a tentativa de agradar a todos. Quando vocês alinham valores antes de escolher, as escolhas ficam mais leves.',
  },
  7: {
    title: 'Arcano da relação: O Carro',
    summary:
      'Regida pelo Carro, a dupla tem senso de direção: vocês avançam, superam obstáculos e gostam de ver o progresso acontecer.',
    details:
      'O Carro mostra duas forças conduzidas por uma só vontade. Na relação, isso se traduz em metas comuns, como conquistar a casa própria, encarar um intercâmbio ou apoiar a carreira um do outro. Vocês não raro funcionam bem em fases de movimento e conquista. A dificuldade surge quando cada cavalo puxa para um lado, com ambições individuais competindo pelo mesmo tempo e pela mesma energia. Conversar com frequência sobre o rumo da dupla, e corrigir a rota quando necessário, mantém o Carro na estrada.',
  },
  8: {
    title: 'Arcano da relação: A Justiça',
    summary:
      'A Justiça como arcano da relação pede equilíbrio: o vínculo floresce quando há reciprocidade, acordos claros e a sensação de que os dois são tratados com igual respeito.',
    details:
      'Esta carta pesa e mede, e a relação de vocês se mostra sensível à divisão justa de esforços, seja nas tarefas domésticas, nas despesas ou no tempo dedicado à família de cada um. A honestidade é a base, e vocês geralmente preferem uma conversa franca a um incômodo guardado. O risco é transformar o afeto em contabilidade, anotando quem fez mais. Lembrar que o equilíbrio se constrói ao longo do tempo, e não em cada gesto isolado, deixa a balança mais generosa.',
  },
  9: {
    title: 'Arcano da relação: O Eremita',
    summary:
      'O Eremita, como arcano da relação, mostra uma dupla que encontra força na reflexão: vocês crescem quando respeitam o tempo, o silêncio e o mundo interior de cada um.',
    details:
      'O Eremita carrega uma lanterna e caminha devagar. A relação de vocês pode ser daquelas que não precisam de agitação para ser intensas: caminhadas, conversas profundas, um livro lido em voz alta. Há espaço para a individualidade, e cada um respeita o recolhimento do outro. A sombra desta carta é o isolamento, quando a dupla se fecha demais ou quando um se retira sem explicar. Avisar quando precisar de espaço e voltar para compartilhar o que descobriu mantém a lanterna acesa para os dois.',
  },
  10: {
    title: 'Arcano da relação: A Roda da Fortuna',
    summary:
      'A Roda da Fortuna como arcano da relação mostra um vínculo marcado por ciclos: fases de expansão e de recolhimento se alternam, e cada volta ensina algo novo.',
    details:
      'Esta carta lembra que tudo gira. A relação de vocês pode ter encontros que parecem obra do acaso, reviravoltas e mudanças de cenário que testam a capacidade de adaptação da dupla. A força está em se reinventar diante do imprevisto, seja uma troca de emprego ou uma temporada de distância. O exercício é não atribuir tudo à sorte ou ao destino, esquecendo o que depende das escolhas de cada um. Aproveitar as fases boas e atravessar as difíceis lado a lado é a lição desta Roda.',
  },
  11: {
    title: 'Arcano da relação: A Força',
    summary:
      'Com A Força como arcano da relação, o vínculo se sustenta na coragem gentil: vocês se fortalecem quando enfrentam as dificuldades com paciência e firmeza amorosa.',
    details:
      'A Força não vence pelo controle, mas pela doçura que acalma o que é selvagem. Na relação, isso aparece na capacidade de atravessar momentos difíceis, como uma fase pesada no trabalho ou um conflito de família, sem perder o carinho. Vocês geralmente se encorajam mutuamente. O cuidado está em não confundir resistência com suportar tudo em silêncio. Coragem também é dizer o que não está bom, com delicadeza, para que a relação continue sendo um lugar de força e não de desgaste.',
  },
  12: {
    title: 'Arcano da relação: O Enforcado',
    summary:
      'O Enforcado como arcano da relação convida a mudar de ponto de vista: a dupla cresce quando cada um aceita olhar a situação pelos olhos do outro.',
    details:
      'Esta carta mostra uma figura suspensa, que vê o mundo de cabeça para baixo e por isso descobre algo novo. A relação de vocês pode passar por períodos de espera, como um projeto que demora a andar ou uma decisão que depende de fatores externos, e é justamente aí que ela amadurece. A generosidade é um traço forte. A sombra é o sacrifício sem limite, quando um abre mão de tudo e depois cobra a conta. Combinar as renúncias de forma explícita evita ressentimentos silenciosos.',
  },
  13: {
    title: 'Arcano da relação: A Morte',
    summary:
      'Transformação é o tema quando A Morte surge como arcano da relação: o vínculo se renova ao deixar para trás hábitos, papéis e expectativas que já cumpriram seu tempo.',
    details:
      'Longe de falar de fim literal, esta carta trata de encerramentos que abrem espaço para o novo. A relação de vocês tende a ser intensa e a provocar mudanças profundas em cada um, às vezes de forma desconfortável. Fases de transição, como sair da casa dos pais, mudar de carreira ou redefinir a rotina, podem ser marcos importantes da dupla. A tarefa é não se agarrar ao que era antes. Conversar sobre o que precisa terminar para que algo melhor comece torna cada transformação mais leve.',
  },
  14: {
    title: 'Arcano da relação: A Temperança',
    summary:
      'A Temperança como arcano da relação fala de uma combinação bem dosada: vocês sabem misturar diferenças com paciência, encontrando o meio-termo que funciona para os dois.',
    details:
      'Esta carta mostra um anjo que passa a água de um cálice para outro sem derramar. A relação de vocês, na maioria das vezes, tem esse dom do ajuste fino, equilibrando trabalho e descanso, vida social e tempo a sós, o gosto de um e o do outro. Os conflitos, em regra, se resolvem com calma. O perigo é evitar confrontos necessários em nome da paz, deixando mornas demais questões importantes. Moderação é virtude, mas a mistura também precisa de sabor próprio.',
  },
  15: {
    title: 'Arcano da relação: O Diabo',
    summary:
      'Existe uma atração intensa e magnética quando O Diabo é o arcano da relação, e o aprendizado da dupla é viver esse desejo com liberdade, sem dependência.',
    details:
      'O Diabo fala de vínculos fortes, de prazer e também das correntes que às vezes escolhemos carregar. A relação de vocês pode ter química evidente e uma intensidade que marca os dois. Por outro lado, a carta pede atenção a padrões repetitivos, ciúme, controle ou hábitos que um reforça no outro. Perguntar com honestidade se a relação amplia ou estreita a vida de cada um é um bom exercício. As correntes da imagem estão frouxas: sempre é possível escolher outra forma de estar em dupla.',
  },
  16: {
    title: 'Arcano da relação: A Torre',
    summary:
      'A Torre como arcano da relação indica um vínculo que sacode estruturas: a dupla naturalmente provoca mudanças súbitas e derruba certezas que já não se sustentavam.',
    details:
      'A Torre é atingida por um raio, e o que era falso desaba. Na relação de vocês, isso pode aparecer como um encontro que vira a vida do avesso, conversas que revelam verdades guardadas ou decisões tomadas de repente. Esse abalo não é ruim por natureza: ele libera espaço para algo mais honesto. O aprendizado é atravessar os momentos de crise sem agir no calor da hora. Depois da tempestade, reconstruir sobre bases mais verdadeiras em geral é o presente desta carta.',
  },
  17: {
    title: 'Arcano da relação: A Estrela',
    summary:
      'A Estrela faz deste vínculo uma fonte de esperança e inspiração: cada um ajuda o outro a acreditar nos próprios sonhos.',
    details:
      'Depois do raio da Torre vem A Estrela, com sua calma luminosa. A relação de vocês tende a ser generosa e reparadora, um espaço onde é possível mostrar vulnerabilidades e recuperar a confiança na vida. Projetos criativos, causas sociais e planos de futuro com frequência unem a dupla. O cuidado está em não idealizar demais a outra pessoa ou a relação, esperando que ela resolva tudo. Manter os pés no chão enquanto olham para o mesmo céu torna essa esperança sustentável.',
  },
  18: {
    title: 'Arcano da relação: A Lua',
    summary:
      'A Lua como arcano da relação aponta para um vínculo rico em emoções e imaginação, em que sonhos, intuições e sentimentos nem sempre ditos têm grande peso.',
    details:
      'A Lua ilumina pouco e revela muito do que está nas sombras. A relação de vocês pode ser profundamente romântica e criativa, com afinidade para filmes, músicas e conversas noturnas sobre medos e desejos. Ao mesmo tempo, a carta alerta para mal-entendidos, fantasias e inseguranças que crescem no escuro. Quando surgir uma dúvida, o melhor caminho é perguntar em vez de imaginar a resposta. Clareza não desfaz o encanto: ela protege a confiança que dá segurança à dupla.',
  },
  19: {
    title: 'Arcano da relação: O Sol',
    summary:
      'Alegria, calor e visibilidade marcam a relação que tem O Sol como arcano: vocês se divertem na companhia um do outro e costumam iluminar os ambientes por onde passam.',
    details:
      'O Sol é uma das cartas mais luminosas do tarô e fala de vitalidade, sinceridade e celebração. A relação de vocês quase sempre é leve, com espaço para brincadeiras, encontros com amigos e conquistas comemoradas em voz alta. Há uma confiança simples, quase infantil no melhor sentido. O difícil, para a dupla, são os dias nublados, quando a alegria não aparece. Acolher também a tristeza do outro, sem pressa de resolvê-la, torna esse brilho ainda mais verdadeiro.',
  },
  20: {
    title: 'Arcano da relação: O Julgamento',
    summary:
      'O Julgamento como arcano da relação fala de despertar: lado a lado, vocês revisam o passado, perdoam o que for possível e atendem a um chamado de renovação.',
    details:
      'Nesta carta, uma trombeta desperta quem estava adormecido. A relação de vocês pode funcionar como um chamado para que cada um assuma quem realmente é, reveja escolhas antigas e dê um passo mais consciente. Conversas francas sobre a história de cada um aproximam a dupla. O desafio é não transformar a revisão do passado em tribunal, cobrando erros antigos a cada discussão. Quando o perdão entra em cena, o vínculo ganha uma segunda chance de ser vivido com mais verdade.',
  },
  21: {
    title: 'Arcano da relação: O Mundo',
    summary:
      'O Mundo, como arcano da relação, dá ao vínculo um sabor de completude: há uma sensação de encaixe e espaço para que vocês explorem o mundo lado a lado.',
    details:
      'O Mundo encerra a jornada dos arcanos maiores com uma figura que dança no centro de uma guirlanda. A relação de vocês tende a integrar diferenças, celebrar etapas cumpridas e ampliar horizontes, com viagens, culturas novas e amizades de muitos lugares. É um vínculo que reconhece o quanto já caminhou. O cuidado está em não achar que está tudo pronto: mesmo a completude pede renovação. Celebrar cada fase concluída e planejar a próxima mantém a dança em movimento.',
  },
};

// ---------------------------------------------------------------------------------------------
// Moon and Moon, by element pair
// ---------------------------------------------------------------------------------------------

export const MOON_TEXTS: Record<ElementPairKey, AspectText> = {
  'fire-fire': {
    title: 'Lua e Lua: Fogo com Fogo',
    summary:
      'As duas Luas em Fogo fazem das emoções algo vivo e imediato: vocês se animam, se irritam e fazem as pazes rápido, sempre com muita intensidade.',
    details:
      'Com as duas Luas em signos de Fogo, o conforto emocional vem da ação. Para vocês, um dia ruim melhora com um passeio, um esporte ou um plano empolgante, e não com longas análises. Isso cria uma parceria estimulante, em que um levanta o ânimo do outro com facilidade. O lado delicado é a impaciência: em dias de cansaço, o tom sobe depressa. Combinar uma pausa antes de responder no calor da discussão preserva o afeto e evita palavras que depois pesam.',
  },
  'earth-earth': {
    title: 'Lua e Lua: Terra com Terra',
    summary:
      'Com as duas Luas em Terra, a segurança emocional se constrói com presença e constância: vocês reconhecem o afeto em gestos práticos e confiáveis.',
    details:
      'Luas de Terra se acalmam com rotina, comida boa, uma casa organizada e a certeza de que o combinado será cumprido. Nesta dupla, o cuidado aparece em atitudes concretas: buscar o outro no trabalho, preparar o café, resolver uma pendência sem alarde. É uma base emocional sólida e tranquila. O risco é que os sentimentos fiquem subentendidos demais, sem palavras. Dizer em voz alta o que se sente, mesmo quando parece óbvio, completa a linguagem de cuidado que vocês já dominam.',
  },
  'air-air': {
    title: 'Lua e Lua: Ar com Ar',
    summary:
      'Duas Luas em Ar buscam conforto emocional na conversa: a proximidade nasce quando vocês podem trocar ideias, rir e falar sobre o que estão vivendo.',
    details:
      'Para Luas de Ar, entender é uma forma de sentir. Nesta combinação, vocês processam as emoções conversando, e uma boa troca de mensagens ao longo do dia já aproxima a dupla. Há leveza, respeito pela liberdade de cada um e pouca tendência a cobranças. O que pede cuidado é o distanciamento: falar sobre a emoção não é o mesmo que vivê-la, e às vezes o outro só precisa de um abraço, não de uma análise. Alternar palavras e presença física equilibra o vínculo.',
  },
  'water-water': {
    title: 'Lua e Lua: Água com Água',
    summary:
      'Com as duas Luas em Água, a ligação emocional é intensa e intuitiva: vocês sentem as mudanças de humor um do outro quase antes de elas aparecerem.',
    details:
      'Luas de Água precisam de acolhimento, intimidade e tempo para confiar. Lado a lado, formam um ninho afetivo profundo, com memórias compartilhadas, pequenos cuidados e uma empatia que conforta nos dias difíceis. Vocês entendem a necessidade de recolhimento do outro. Há um risco de contágio emocional: quando um está mal, o outro frequentemente afunda na mesma tristeza. Cuidar de si enquanto cuida do outro, e buscar apoio também nos amigos, mantém a sensibilidade como força e não como peso.',
  },
  'earth-fire': {
    title: 'Lua e Lua: Fogo com Terra',
    summary:
      'Lua de Fogo e Lua de Terra sentem em velocidades diferentes: uma reage na hora, a outra precisa de tempo e estabilidade para ficar à vontade.',
    details:
      'A Lua de Fogo busca emoção, novidade e reação imediata; a Lua de Terra busca segurança, previsibilidade e calma. Em casa, isso aparece em desejos diferentes para o fim de semana: um quer sair, o outro quer descansar. Essas diferenças se tornam complementares quando há respeito: a Terra oferece um porto seguro, e o Fogo traz vitalidade para a rotina. Vale alternar os programas e explicar, sem julgamento, o que cada um precisa para recarregar as energias.',
  },
  'air-fire': {
    title: 'Lua e Lua: Fogo com Ar',
    summary:
      'Luas de Fogo e de Ar formam uma combinação animada: o ambiente emocional é leve, cheio de humor, de novidades e de incentivo mútuo.',
    details:
      'A Lua de Fogo precisa de entusiasmo e a Lua de Ar precisa de troca e variedade, e as duas se alimentam com facilidade. Vocês quase sempre resolvem mal-estares com conversa franca e um programa divertido, sem ficar remoendo. É uma dupla que não deixa a vida ficar parada. A tentação é fugir das emoções mais pesadas, trocando o desconforto por distração. Reservar momentos para falar do que dói, e não apenas do que anima, dá profundidade a esse bom humor.',
  },
  'fire-water': {
    title: 'Lua e Lua: Fogo com Água',
    summary:
      'Lua de Fogo e Lua de Água expressam os sentimentos de modos muito diferentes: a primeira reage de forma aberta, a segunda sente fundo e guarda.',
    details:
      'Para a Lua de Fogo, uma briga pode acabar em cinco minutos; para a Lua de Água, ela pode ecoar por dias. Essa diferença exige cuidado: o Fogo pode ferir sem perceber, e a Água pode se retrair sem explicar. Por outro lado, a combinação tem paixão e calor humano. Quando o Fogo aprende a suavizar o tom e a perguntar como o outro ficou, e a Água aprende a dizer o que sente em vez de esperar ser adivinhada, a intimidade cresce.',
  },
  'air-earth': {
    title: 'Lua e Lua: Terra com Ar',
    summary:
      'Lua de Terra e Lua de Ar buscam segurança de jeitos distintos: uma quer constância e presença, a outra quer liberdade e boas conversas.',
    details:
      'A Lua de Terra se acalma quando sabe o que esperar; a Lua de Ar se sente viva quando há variedade e espaço para circular. No cotidiano, a Terra pode interpretar a agenda cheia do outro como desinteresse, e o Ar pode sentir a rotina como uma cobrança. A boa notícia é que cada um oferece o que falta ao outro. Combinar momentos fixos da dupla, como um jantar semanal, e deixar o restante mais livre ajuda as duas necessidades a conviverem.',
  },
  'earth-water': {
    title: 'Lua e Lua: Terra com Água',
    summary:
      'Lua de Terra e Lua de Água formam um dos encontros emocionais mais acolhedores: há cuidado, lealdade e uma sensação gostosa de lar.',
    details:
      'A Lua de Água oferece empatia e percepção fina do que o outro sente; a Lua de Terra oferece presença, estabilidade e soluções práticas. Unidas, criam uma base em que os dois têm segurança para ser quem são. Em momentos difíceis, um acolhe e o outro organiza. O cuidado é não se fechar em uma bolha confortável que evita mudanças e conflitos necessários. Conversar também sobre desconfortos, e não só sobre carinho, mantém esse lar vivo.',
  },
  'air-water': {
    title: 'Lua e Lua: Ar com Água',
    summary:
      'Lua de Ar e Lua de Água lidam com as emoções por caminhos opostos: uma busca entender o sentimento, a outra precisa vivê-lo por inteiro antes de explicar.',
    details:
      'Quando algo não vai bem, a Lua de Ar quer conversar, organizar as ideias e, às vezes, ganhar distância; a Lua de Água quer proximidade, colo e reconhecimento do que sentiu. Essas estratégias podem se desencontrar, gerando a impressão de frieza de um lado e de exagero do outro. O caminho é combinar etapas: primeiro acolher, depois conversar. Assim a Água se sente vista, o Ar se sente útil, e o vínculo ganha uma delicadeza especial.',
  },
};

// ---------------------------------------------------------------------------------------------
// Mercury and Mercury
// ---------------------------------------------------------------------------------------------

export const MERCURY_TEXTS: Record<AspectKind | 'none', AspectText> = {
  conjunction: {
    title: 'Mercúrio e Mercúrio em conjunção',
    summary:
      'Os Mercúrios de vocês em conjunção indicam mentes que pensam de modo parecido: vocês completam frases, riem das mesmas coisas e se entendem rápido.',
    details:
      'Mercúrio rege a comunicação, o raciocínio e o jeito de aprender. Em conjunção entre os mapas, ele sugere uma sintonia mental marcante, com assuntos favoritos em comum e uma forma semelhante de organizar as ideias. Planejar uma viagem ou resolver um problema de trabalho a dois frequentemente é fácil. Vale desconfiar do eco: quando os dois pensam igual, podem reforçar os mesmos pontos cegos. Buscar opiniões de fora em decisões importantes amplia a visão da dupla.',
  },
  opposition: {
    title: 'Mercúrio e Mercúrio em oposição',
    summary:
      'Mercúrios em oposição entre os mapas mostram formas opostas de pensar e de se expressar, o que rende debates animados e, às vezes, mal-entendidos.',
    details:
      'Na oposição, cada um enxerga o mesmo assunto pelo lado contrário. Isso pode ser muito rico, pois um apresenta ao outro argumentos e referências que nunca teria considerado. Em dias tensos, porém, a conversa vira disputa para ver quem tem razão. Vocês se beneficiam de regras simples de diálogo, como deixar o outro terminar e repetir o que entendeu antes de responder. Com escuta atenta, a diferença de perspectiva se transforma em sabedoria compartilhada.',
  },
  trine: {
    title: 'Mercúrio e Mercúrio em trígono',
    summary:
      'Mercúrios em trígono entre os mapas favorecem uma comunicação fácil e produtiva: vocês se entendem bem, mesmo quando discordam, e gostam de conversar.',
    details:
      'O trígono entre os Mercúrios indica raciocínios compatíveis e um diálogo que flui. Vocês, na maioria das vezes, trocam ideias com prazer, seja sobre um filme, um projeto ou uma decisão da casa, e os mal-entendidos são raros. Essa facilidade é uma ótima ferramenta para resolver conflitos de outras áreas do mapa. O único cuidado é não deixar as conversas apenas no plano agradável: usem essa boa comunicação também para os assuntos delicados.',
  },
  square: {
    title: 'Mercúrio e Mercúrio em quadratura',
    summary:
      'Mercúrios em quadratura entre os mapas indicam estilos de comunicação que se atritam: o que um diz nem sempre é o que o outro escuta.',
    details:
      'A quadratura entre os Mercúrios aponta ritmos e lógicas diferentes. Um pode ser direto e rápido, enquanto o outro prefere rodeios e tempo para pensar, ou um decide pelos fatos e o outro pelo contexto. Mensagens de texto muitas vezes geram ruído, porque falta o tom de voz. A boa notícia é que esse atrito afia a comunicação quando vocês se dispõem a conferir o que foi entendido. Assuntos importantes rendem mais quando conversados pessoalmente e com calma.',
  },
  sextile: {
    title: 'Mercúrio e Mercúrio em sextil',
    summary:
      'Mercúrios em sextil entre os mapas sugerem uma conversa estimulante e cooperativa: vocês aprendem um com o outro e trocam ideias com curiosidade.',
    details:
      'O sextil entre os Mercúrios favorece a troca de conhecimentos e a parceria intelectual. Indicações de leitura, cursos feitos a dois e planejamentos em conjunto tendem a funcionar bem, porque cada um contribui com um ângulo diferente sem gerar disputa. O humor compartilhado alivia momentos tensos. Como todo sextil, este aspecto rende mais quando é exercitado: reservar tempo para conversar de verdade, longe das telas, mantém essa ponte mental ativa.',
  },
  none: {
    title: 'Mercúrio e Mercúrio sem aspecto próximo',
    summary:
      'Não há aspecto próximo entre os Mercúrios de vocês, então a comunicação depende mais do esforço consciente e de outros fatores do mapa.',
    details:
      'Sem um aspecto direto entre os Mercúrios, o jeito de pensar de cada um segue caminhos independentes. Isso não impede o diálogo, apenas indica que a sintonia mental precisa ser construída, em vez de vir pronta. Vocês podem ter interesses diferentes e vocabulários próprios, o que é uma oportunidade de ampliar o repertório um do outro. Perguntar, explicar o próprio raciocínio e ter paciência com os tempos distintos cria, aos poucos, uma linguagem comum.',
  },
};

// ---------------------------------------------------------------------------------------------
// Ascendant and Ascendant, by element pair (only with birth time and place)
// ---------------------------------------------------------------------------------------------

export const ASCENDANT_TEXTS: Record<ElementPairKey, AspectText> = {
  'fire-fire': {
    title: 'Ascendente e Ascendente: Fogo com Fogo',
    summary:
      'Com os dois Ascendentes em Fogo, a primeira impressão é de energia e franqueza: vocês se aproximam com entusiasmo e se reconhecem pela espontaneidade.',
    details:
      'O Ascendente mostra o jeito de chegar aos lugares e de iniciar contatos. Nesta dupla, os dois se apresentam de forma direta e calorosa, e o encontro costuma ter ritmo acelerado desde o começo. Em público, vocês formam uma dupla animada, que puxa conversa e propõe programas. Como ambos gostam de tomar a frente, vale combinar quem conduz cada situação, para que a vitalidade compartilhada não vire competição por espaço.',
  },
  'earth-earth': {
    title: 'Ascendente e Ascendente: Terra com Terra',
    summary:
      'Os dois Ascendentes em Terra transmitem calma e confiabilidade: a aproximação é cuidadosa, e a confiança cresce à medida que vocês se conhecem.',
    details:
      'Ascendentes de Terra observam antes de se abrir e preferem demonstrar interesse por atitudes. A relação em geral começa devagar, talvez no trabalho ou em uma atividade regular, e ganha solidez com o tempo. Para quem olha de fora, vocês formam uma dupla sensata e bem organizada. A reserva em excesso atrapalha: os dois podem esperar que o outro dê o primeiro passo. Um convite simples, feito sem rodeios, pode destravar muita coisa.',
  },
  'air-air': {
    title: 'Ascendente e Ascendente: Ar com Ar',
    summary:
      'Com os dois Ascendentes em Ar, o primeiro contato é leve e comunicativo: a conversa flui, o humor aparece cedo e a afinidade social é evidente.',
    details:
      'Ascendentes de Ar chegam perguntando, comentando e criando pontes. Nesta combinação, vocês ficam à vontade um com o outro desde o começo e com frequência circulam bem em grupos de amigos. A relação ganha com festas, passeios e novidades. O importante é ir além da simpatia: a facilidade social pode adiar conversas mais pessoais. Reservar encontros a sós, sem a plateia da turma, ajuda o vínculo a ganhar intimidade.',
  },
  'water-water': {
    title: 'Ascendente e Ascendente: Água com Água',
    summary:
      'Os dois Ascendentes em Água criam uma aproximação sensível e reservada: vocês percebem o clima um do outro antes de qualquer palavra.',
    details:
      'Ascendentes de Água se protegem no primeiro contato e se abrem quando encontram segurança. Entre vocês, essa cautela naturalmente é respeitada, e a confiança nasce de pequenos sinais de cuidado. Para quem vê de fora, a dupla parece discreta e muito próxima. O risco é que a timidez inicial atrase a conversa sobre o que cada um quer. Nomear com delicadeza o interesse e as expectativas evita suposições e fortalece a conexão.',
  },
  'earth-fire': {
    title: 'Ascendente e Ascendente: Fogo com Terra',
    summary:
      'Ascendente de Fogo e Ascendente de Terra se apresentam em ritmos diferentes: um chega com pressa e entusiasmo, o outro com cautela e observação.',
    details:
      'Na primeira impressão, o Ascendente de Fogo pode parecer impulsivo ao de Terra, e o de Terra pode parecer distante ao de Fogo. Passado esse estranhamento, a combinação tende a funcionar: o Fogo traz iniciativa para os encontros, e a Terra traz consistência para os planos. Em situações sociais, um puxa a conversa e o outro garante que o combinado aconteça. Paciência com o tempo de cada um é o segredo para que essa diferença vire parceria.',
  },
  'air-fire': {
    title: 'Ascendente e Ascendente: Fogo com Ar',
    summary:
      'Ascendentes de Fogo e de Ar criam uma primeira impressão vibrante: vocês se encontram com facilidade, trocam ideias e se animam um com o outro.',
    details:
      'O Ascendente de Ar estimula com conversa e curiosidade, e o de Fogo responde com entusiasmo e iniciativa. É uma dupla que chama atenção em festas, reuniões e viagens, porque gera movimento por onde passa. A aproximação não raro é rápida e divertida. Vale cuidar para que o ritmo acelerado não deixe de fora momentos de calma e escuta, em que cada um pode mostrar o que existe por trás da primeira impressão.',
  },
  'fire-water': {
    title: 'Ascendente e Ascendente: Fogo com Água',
    summary:
      'Ascendente de Fogo e Ascendente de Água se aproximam por caminhos opostos: um se expõe com facilidade, o outro observa e se protege.',
    details:
      'O Ascendente de Fogo chega com franqueza e pode assustar um pouco o de Água, que prefere sentir o ambiente antes de se mostrar. Ao mesmo tempo, existe fascínio: o Fogo admira a profundidade da Água, e a Água admira a coragem do Fogo. Para a relação fluir, o Fogo ganha ao baixar o volume nos primeiros encontros, e a Água ganha ao sinalizar interesse de forma mais clara. Com o tempo, a diferença vira complemento.',
  },
  'air-earth': {
    title: 'Ascendente e Ascendente: Terra com Ar',
    summary:
      'Ascendente de Terra e Ascendente de Ar formam uma dupla de contrastes: um transmite estabilidade e reserva, o outro leveza e sociabilidade.',
    details:
      'Na primeira impressão, o Ascendente de Ar pode achar o de Terra sério demais, e o de Terra pode achar o de Ar disperso. Quando a convivência avança, porém, essas características se revelam úteis: o Ar abre portas sociais e traz novidades, e a Terra dá forma e continuidade aos encontros. Respeitar o tempo da Terra para se abrir e a necessidade do Ar de circular ajuda a dupla a se apresentar ao mundo com equilíbrio.',
  },
  'earth-water': {
    title: 'Ascendente e Ascendente: Terra com Água',
    summary:
      'Ascendentes de Terra e de Água se aproximam com cautela e sensibilidade, construindo a confiança aos poucos e com muito respeito mútuo.',
    details:
      'Os dois preferem observar antes de se expor, e por isso a relação quase sempre começa de forma discreta. O Ascendente de Terra oferece segurança e constância, e o de Água oferece acolhimento e percepção emocional. Para quem vê de fora, vocês transmitem tranquilidade e cumplicidade. O cuidado é não deixar que a timidez de ambos atrase demais a aproximação. Um gesto concreto de interesse, feito no momento certo, fortalece o laço.',
  },
  'air-water': {
    title: 'Ascendente e Ascendente: Ar com Água',
    summary:
      'Ascendente de Ar e Ascendente de Água se encontram entre a leveza e a profundidade: um puxa assunto, o outro lê as entrelinhas.',
    details:
      'O Ascendente de Ar se apresenta com palavras, perguntas e simpatia; o de Água, com sensibilidade e certa reserva. No começo, o Ar pode interpretar o silêncio da Água como desinteresse, e a Água pode ver a desenvoltura do Ar como superficialidade. Quando essas leituras são desfeitas, surge uma combinação delicada: o Ar ajuda a Água a se expressar, e a Água convida o Ar a mergulhar mais fundo nas relações.',
  },
};

// ---------------------------------------------------------------------------------------------
// The number of the relationship (numerology)
// ---------------------------------------------------------------------------------------------

export const RELATIONSHIP_NUMBER_TEXTS: Record<NumberValue, AspectText> = {
  1: {
    title: 'Número da relação: 1',
    summary:
      'O 1 como número da relação fala de iniciativa: em dupla, vocês ganham coragem para começar projetos e abrir caminhos novos.',
    details:
      'O 1 é o número do começo e da individualidade. Uma relação regida por ele costuma ter energia para empreender, mudar e tomar decisões com coragem. Cada um inspira o outro a ser mais independente e a correr atrás do que quer. O trabalho aqui é equilibrar o eu e o nós: quando os dois querem protagonismo, a relação vira uma competição silenciosa. Projetos em que cada um lidera uma parte preservam a autonomia sem afastar a dupla.',
  },
  2: {
    title: 'Número da relação: 2',
    summary:
      'Com o 2 como número da relação, o vínculo se apoia em parceria, escuta e cooperação, e a dupla funciona melhor quando decide em conjunto.',
    details:
      'O 2 é o número da união e da diplomacia. A relação é gentil, atenta aos detalhes e cheia de pequenas delicadezas, como lembrar de uma preferência ou mandar uma mensagem na hora certa. Vocês sabem ceder e buscar acordos. O risco é evitar conflitos a qualquer custo, acumulando incômodos para não desagradar. Expressar discordâncias com a mesma gentileza que vocês usam para cuidar um do outro fortalece a parceria.',
  },
  3: {
    title: 'Número da relação: 3',
    summary:
      'O 3 como número da relação traz alegria, criatividade e comunicação: a dupla se expressa bem e encontra prazer em compartilhar ideias e experiências.',
    details:
      'O 3 é o número da expressão. A relação, na maioria das vezes, tem humor, vida social ativa e uma veia criativa, seja em projetos artísticos, em viagens ou em conversas que se estendem noite adentro. Vocês se estimulam a mostrar talentos e opiniões. A dispersão é o tropeço comum: muitos planos e pouco acabamento, ou conversas leves que evitam temas sérios. Escolher um projeto de cada vez para levar até o fim dá consistência a essa alegria.',
  },
  4: {
    title: 'Número da relação: 4',
    summary:
      'Segurança e construção são as marcas do 4 como número da relação: vocês se dedicam a criar uma base sólida, passo a passo.',
    details:
      'O 4 é o número da estrutura e do trabalho. A relação tende a ser leal, organizada e comprometida com objetivos concretos, como arrumar a vida prática, montar uma casa ou apoiar os estudos de cada um. Vocês confiam no esforço constante. O desafio é a rigidez: regras demais e pouca espontaneidade podem tornar a convivência pesada. Incluir momentos de descanso e de diversão no planejamento é tão importante quanto cumprir as metas.',
  },
  5: {
    title: 'Número da relação: 5',
    summary:
      'O 5 como número da relação traz movimento e liberdade: a dupla gosta de novidades, viagens e experiências que ampliem os horizontes dos dois.',
    details:
      'O 5 é o número da mudança e da curiosidade. Uma relação sob sua influência dificilmente cai na monotonia: há vontade de conhecer lugares, pessoas e ideias diferentes. Vocês respeitam a independência um do outro. O que pede atenção é a instabilidade, quando a busca por novidade torna difícil sustentar compromissos. Combinar o que é inegociável para os dois, e deixar o restante aberto à aventura, equilibra liberdade e confiança.',
  },
  6: {
    title: 'Número da relação: 6',
    summary:
      'Sob o 6, número desta relação, o vínculo gira em torno do cuidado, da harmonia e da responsabilidade afetiva com quem está por perto.',
    details:
      'O 6 é o número do lar e do amor responsável. A relação quase sempre é acolhedora, com atenção à família, aos amigos e ao bem-estar de cada um. Vocês gostam de cuidar e de criar um ambiente bonito e tranquilo. O risco é o excesso de zelo, que pode virar cobrança ou tentativa de resolver a vida do outro. Lembrar que cuidar também é respeitar escolhas diferentes das suas torna esse amor mais leve.',
  },
  7: {
    title: 'Número da relação: 7',
    summary:
      'O 7 como número da relação indica uma ligação profunda e reflexiva, em que a dupla busca sentido, conhecimento e verdade em tudo o que vive.',
    details:
      'O 7 é o número da introspecção e da busca interior. A relação com frequência tem conversas filosóficas, interesse por estudo ou espiritualidade e uma intimidade que não precisa de plateia. Vocês valorizam a privacidade e o tempo a sós. O lado a observar é o distanciamento emocional, quando cada um se recolhe nos próprios pensamentos e esquece de compartilhar. Criar rituais de conversa, como um café sem celulares, mantém a profundidade conectada.',
  },
  8: {
    title: 'Número da relação: 8',
    summary:
      'O 8, como número da relação, dá à dupla força para realizar: há ambição, capacidade de gestão e vontade de conquistar resultados concretos.',
    details:
      'O 8 é o número da realização material e do poder pessoal. A relação tende a ser produtiva, com metas claras e disposição para trabalhar por elas, seja um negócio, uma casa ou a carreira de cada um. Vocês se admiram pela competência. Vale não deixar que trabalho e dinheiro ocupem todo o espaço da vida a dois, nem transformar decisões em disputas de poder. Reservar tempo só para o afeto equilibra conquista e intimidade.',
  },
  9: {
    title: 'Número da relação: 9',
    summary:
      'O 9 como número da relação fala de generosidade e de visão ampla: a dupla se une por ideais e pelo desejo de fazer diferença no mundo.',
    details:
      'O 9 é o número da compaixão e do encerramento de ciclos. Relações sob esse número costumam ser tolerantes, abertas a pessoas diferentes e envolvidas com causas, voluntariado ou projetos coletivos. Há também muita compreensão mútua. O risco é cuidar tanto do mundo que a relação fique em segundo plano, ou idealizar o outro a ponto de não enxergar suas necessidades reais. Olhar também para o cotidiano da dupla mantém o ideal com os pés no chão.',
  },
  11: {
    title: 'Número da relação: 11, número mestre',
    summary:
      'O 11, número mestre, indica um vínculo inspirador e intuitivo, capaz de despertar em cada um uma percepção mais sensível da vida.',
    details:
      'O 11 amplia a energia do 2 e acrescenta inspiração. A relação pode ter momentos de grande sintonia, intuições compartilhadas e a sensação de que o encontro tem um propósito. Vocês naturalmente estimulam o crescimento interior um do outro. Por ser um número intenso, ele também traz nervosismo e expectativas altas. Cuidar do descanso, manter os pés no chão e lembrar que nenhuma relação precisa ser perfeita ajudam a viver essa inspiração com tranquilidade.',
  },
  22: {
    title: 'Número da relação: 22, número mestre',
    summary:
      'O 22, número mestre, revela uma dupla construtora, com visão de longo prazo e capacidade de tornar grandes planos realidade.',
    details:
      'O 22 combina a intuição do 11 com a solidez do 4. A relação geralmente abriga projetos ambiciosos e concretos, que podem beneficiar não só a dupla, mas também a família e as pessoas ao redor. Vocês sabem planejar e executar. O peso dessa energia é a pressão: a sensação de que tudo precisa ser grandioso pode gerar cansaço. Celebrar as pequenas etapas e dividir responsabilidades torna a construção sustentável.',
  },
  33: {
    title: 'Número da relação: 33, número mestre',
    summary:
      'O 33, número mestre, fala de amor generoso e de cuidado: a dupla tem vocação para acolher, ensinar e servir a quem precisa.',
    details:
      'O 33 intensifica a energia do 6 e a leva para além do círculo íntimo. A relação pode ser um ponto de apoio para muitas pessoas, e vocês tendem a encontrar sentido em ajudar alguém. Há muito afeto e desejo de fazer o bem. O risco é a autoanulação: cuidar de todos e esquecer de cuidar da própria relação e de si. Definir limites saudáveis permite que essa generosidade continue sendo fonte de alegria, e não de esgotamento.',
  },
};

// ---------------------------------------------------------------------------------------------
// Overall reading and caveats
// ---------------------------------------------------------------------------------------------

/** Sorted by `min`, ascending; the band of a score is the last one whose `min` ≤ score. */
export const HARMONY_BANDS: { min: number; title: string; text: string }[] = [
  {
    min: 0,
    title: 'Conexão em construção',
    text: 'A harmonia calculada é mais baixa, o que indica diferenças marcantes de ritmo, de valores ou de expressão entre vocês. Isso não define o futuro da relação: muitas parcerias duradouras nascem justamente do esforço de entender o outro. Use os aspectos desta análise como um mapa das conversas que mais pedem atenção.',
  },
  {
    min: 40,
    title: 'Conexão de aprendizado',
    text: 'A harmonia fica em uma faixa intermediária: há pontos de encontro claros e também áreas de atrito. É o tipo de relação que ensina muito, porque convida os dois a ajustar expectativas e a valorizar o que é diferente. Com diálogo, as tensões podem virar crescimento.',
  },
  {
    min: 60,
    title: 'Conexão harmoniosa',
    text: 'A harmonia é boa: os mapas mostram mais apoio do que tensão, e a convivência em geral flui em várias áreas. Ainda assim, nenhum número substitui a atenção do dia a dia. Cuidar das poucas áreas de atrito mantém essa afinidade viva.',
  },
  {
    min: 80,
    title: 'Conexão radiante',
    text: 'A harmonia é alta, com muitos aspectos de apoio entre os mapas. Vocês se entendem com facilidade e se fortalecem mutuamente. Lembrem apenas que afinidade é ponto de partida, não garantia: o que faz a relação florescer são as escolhas de cada dia.',
  },
];

/** The band for a harmony score (0–100). */
export function harmonyBand(score: number): { min: number; title: string; text: string } {
  let band = HARMONY_BANDS[0]!;
  for (const b of HARMONY_BANDS) if (score >= b.min) band = b;
  return band;
}
