// Portuguese names and texts for the twelve signs. Original prose written for Constelar.
import { SIGNS, SIGN_ELEMENT, SIGN_MODALITY } from '@constelar/core';
import type { Element, Modality, Sign } from '@constelar/core';

export interface SignText {
  code: Sign;
  name: string;
  element: string;
  modality: string;
  ruler: string;
  /** Approximate Sun dates, "DD/MM a DD/MM"; the exact change of sign varies by a day or so from year to year. */
  dateRange: string;
  /** One or two sentences. */
  short: string;
  /** Two or three paragraphs separated by a blank line ("\n\n"). */
  long: string;
}

import { SIGN_NAMES } from './sign-names';

export { SIGN_NAMES };

export const ELEMENT_NAMES: Record<Element, string> = {
  fire: 'Fogo',
  earth: 'Terra',
  air: 'Ar',
  water: 'Água',
};

export const MODALITY_NAMES: Record<Modality, string> = {
  cardinal: 'Cardinal',
  fixed: 'Fixo',
  mutable: 'Mutável',
};

/** Shown beside a dateRange: the Sun changes sign at a slightly different moment each year. */
export const DATE_RANGE_NOTE =
  'As datas são aproximadas: a passagem do Sol de um signo para outro pode variar um dia conforme o ano.';

const RULERS: Record<Sign, string> = {
  aries: 'Marte',
  taurus: 'Vênus',
  gemini: 'Mercúrio',
  cancer: 'Lua',
  leo: 'Sol',
  virgo: 'Mercúrio',
  libra: 'Vênus',
  scorpio: 'Marte (tradicional) e Plutão (moderno)',
  sagittarius: 'Júpiter',
  capricorn: 'Saturno',
  aquarius: 'Saturno (tradicional) e Urano (moderno)',
  pisces: 'Júpiter (tradicional) e Netuno (moderno)',
};

const DATE_RANGES: Record<Sign, string> = {
  aries: '21/03 a 19/04',
  taurus: '20/04 a 20/05',
  gemini: '21/05 a 20/06',
  cancer: '21/06 a 22/07',
  leo: '23/07 a 22/08',
  virgo: '23/08 a 22/09',
  libra: '23/09 a 22/10',
  scorpio: '23/10 a 21/11',
  sagittarius: '22/11 a 21/12',
  capricorn: '22/12 a 19/01',
  aquarius: '20/01 a 18/02',
  pisces: '19/02 a 20/03',
};

const TEXTS: Record<Sign, { short: string; long: string[] }> = {
  aries: {
    short:
      'Áries abre o zodíaco com a energia de quem começa: direto, corajoso e impaciente com a espera, aprende fazendo e prefere errar em movimento a ficar parado, só pensando.',
    long: [
      'E se eu começasse agora? Essa é a pergunta que move Áries, primeiro signo da roda, de Fogo, cardinal e regido por Marte. Enquanto outros ainda calculam riscos, o ariano já calçou o tênis, mandou a mensagem, se inscreveu no curso. Não há cálculo frio nisso, e sim uma confiança quase física de que o caminho se revela a quem anda.',
      'Justamente aí mora o tropeço. Quem vive de começos tende a largar o meio do caminho, quando a graça da novidade acaba e sobra a parte repetitiva do trabalho. A pressa atropela detalhes, a irritação sobe num segundo diante de uma fila ou de um sistema fora do ar, e uma palavra dita no calor pode ferir quem só pediu um minuto para pensar. Para esse signo, esperar cansa mais do que correr.',
      'Nada disso apaga o que Áries traz de mais bonito: franqueza sem rodeios, coragem para puxar a conversa que todos evitam, uma raiva que passa tão rápido quanto chegou e não vira rancor. Em um time, é o impulso que tira o projeto do papel. Quando aprende que persistir também é uma forma de coragem, o ariano termina o que começou e deixa que cada pessoa chegue no próprio ritmo.',
    ],
  },
  taurus: {
    short:
      'Touro é o signo da constância e dos sentidos: valoriza conforto, beleza e segurança, constrói devagar e com firmeza e raramente desiste daquilo que decidiu cultivar.',
    long: [
      'Domingo, meio-dia, a panela no fogo baixo desde cedo. Ninguém tem pressa, o cheiro toma a casa e a mesa vai enchendo de gente. Essa cena diz muito sobre Touro, signo de Terra, fixo e regido por Vênus: para ele, o prazer não é excesso, é um jeito de estar presente. Tecidos macios, música boa, um jardim cuidado e as contas em ordem no fim do mês fazem parte da mesma busca por chão firme.',
      'Dessa calma vem uma confiabilidade rara. O taurino cumpre o que promete, guarda amizades por décadas e sustenta um projeto longo sem se abalar com o primeiro obstáculo. Seu ritmo lembra o das colheitas: nada amadurece antes da hora, e forçar só estraga o fruto. No trabalho, é quem mantém as coisas funcionando quando a empolgação geral já passou.',
      'Firmeza demais, porém, endurece. Touro pode se agarrar a rotinas, objetos e opiniões que já não servem, e resistir a uma mudança só porque ela ameaça o conforto conhecido. Soltar, para esse signo, exige esforço consciente. Quando entende que segurança de verdade também sabe dobrar como o bambu, ganha uma serenidade que muda de direção sem perder as raízes.',
    ],
  },
  gemini: {
    short:
      'Gêmeos é curiosidade em movimento: conversa, pergunta, conecta ideias e pessoas e se renova cada vez que encontra um assunto novo para explorar.',
    long: [
      'Duas conversas ao mesmo tempo, um livro pela metade na cabeceira e outro aberto no celular: nada disso é confusão para Gêmeos, e sim o modo natural de pensar. Signo de Ar, mutável e regido por Mercúrio, ele enxerga um assunto por vários lados antes de escolher um, e seu símbolo, os gêmeos lado a lado, lembra essa mente que conversa consigo.',
      'Curiosidade é o motor geminiano. Pergunta, lê, escuta, junta uma ideia de ontem com uma notícia de hoje e devolve tudo em palavras simples, com humor e rapidez. Em qualquer equipe, faz a ponte entre setores que não se falavam e destrava a reunião com a pergunta certa. Seus amigos vêm de grupos que nunca se cruzariam sem ele.',
      'O avesso dessa agilidade é a dispersão. Com tantos caminhos abertos, fica difícil aprofundar, terminar um projeto ou manter uma escolha quando surge outra mais interessante, e a mente acelerada às vezes cansa antes do corpo. Gêmeos amadurece quando elege alguns assuntos para ir fundo e descobre que ouvir com calma também é uma forma de conversa, talvez a mais rica de todas.',
    ],
  },
  cancer: {
    short:
      'Câncer é o signo do cuidado e da memória: sente com intensidade, protege quem ama e transforma qualquer lugar em casa quando se sente em segurança.',
    long: [
      'Em junho, quando o inverno começa no Brasil, as noites ficam longas, o cobertor sai do armário e a cozinha vira o cômodo mais disputado da casa. É nesse clima de recolhimento que o Sol entra em Câncer, signo de Água, cardinal e regido pela Lua. Casa, família e memória têm peso especial aqui, seja a família de origem, seja aquela escolhida pelo caminho.',
      'Como a Lua, que troca de fase a cada poucos dias, o canceriano vive marés internas: dias de abertura e dias de concha. Essa oscilação faz parte do seu modo de funcionar, não é defeito. Ela também explica a dificuldade maior do signo: quando se magoa, tende a se fechar, a guardar ressentimentos em silêncio ou a controlar quem ama em nome do cuidado. O passado, às vezes, pesa mais do que deveria.',
      'Ninguém percebe antes dele que um amigo não está bem, nem lembra com tanto carinho da comida preferida de cada pessoa. Sua sensibilidade é uma forma de inteligência, capaz de transformar uma sala de escritório ou uma quitinete em lugar acolhedor. Câncer cresce quando oferece a si o cuidado que distribui aos outros e diz com clareza o que sente, sem esperar que adivinhem.',
    ],
  },
  leo: {
    short:
      'Leão brilha pela generosidade e pela presença: gosta de criar, de receber reconhecimento e de aquecer o ambiente, oferecendo entusiasmo e lealdade a quem está ao seu lado.',
    long: [
      'O Sol, regente de Leão, não pede licença para aparecer: está no centro, aquece e dá forma a tudo o que ilumina. Como signo de Fogo e fixo, Leão herda dele essa presença que se nota ao entrar na sala e uma vontade genuína de celebrar a vida. Organizar a festa surpresa, elogiar em voz alta, torcer pelo amigo na primeira fila: tudo isso é natural para o leonino.',
      'Criar é sua língua materna. Pode ser um quadro, uma aula bem dada, uma equipe conduzida com entusiasmo ou uma história contada para as crianças da família na hora de dormir. Quando acredita em alguém, Leão defende essa pessoa com uma lealdade que poucos oferecem, e sua confiança ajuda os outros a confiarem em si.',
      'Tanto brilho depende, às vezes, de plateia. Quando o reconhecimento não vem, o leonino pode se sentir diminuído, exagerar no drama ou ter dificuldade de admitir um erro, e o orgulho atrapalha o pedido de ajuda. Sua maturidade chega ao perceber que a luz própria não precisa de aplauso para existir e que iluminar os outros, abrindo espaço para que também apareçam, é a forma mais generosa de ocupar o centro.',
    ],
  },
  virgo: {
    short:
      'Virgem é o signo da atenção aos detalhes: observa, organiza e melhora o que encontra, colocando sua inteligência prática a serviço das pessoas e do trabalho bem-feito.',
    long: [
      'Dizem que Virgem é exigente, e é verdade, mas quase sempre a cobrança mais dura vai para dentro. Regido por Mercúrio, de Terra e mutável, esse signo treina o olhar para o detalhe que escapa a todo mundo, e esse mesmo olhar pode virar autocrítica constante, preocupação antecipada ou a dificuldade de entregar um trabalho antes que esteja impecável. Com quem está por perto, tanta atenção às vezes soa como crítica.',
      'Só que existe outro lado, bem mais generoso. Se em Gêmeos Mercúrio quer saber de tudo, em Virgem ele quer entender como as coisas funcionam e como poderiam funcionar melhor. Daí vem o amigo que monta a planilha da mudança, a colega que revisa o relatório antes do envio, a pessoa que lembra de cada passo da receita da avó.',
      'Servir sem alarde é uma das marcas mais bonitas desse signo. O virginiano gosta de ser útil, de resolver problemas reais e de ver o resultado concreto do esforço, sem precisar de holofote. Seu crescimento passa por aceitar que o bom muitas vezes basta, descansar sem culpa e olhar para o que já fez com a mesma gentileza que dedica aos outros.',
    ],
  },
  libra: {
    short:
      'Libra busca equilíbrio, beleza e justiça nas relações: é o signo da diplomacia, que sabe ouvir os dois lados e prefere construir pontes a levantar muros.',
    long: [
      'Setembro traz a primavera ao Brasil: os ipês florescem, os dias se alongam e a luz parece mais suave. O Sol entra em Libra bem nesse equinócio, quando dia e noite têm quase a mesma duração, imagem perfeita para um signo que vive procurando o ponto justo. De Ar, cardinal e regido por Vênus, Libra tem a balança como símbolo, o único objeto entre as figuras do zodíaco.',
      'Enquanto a Vênus de Touro aprecia o prazer dos sentidos, a de Libra se interessa pela harmonia entre as pessoas e pela beleza das formas. Charme, bom gosto e talento para mediar conflitos aparecem cedo. Numa discussão entre amigos, o libriano lembra que cada um tem suas razões; numa negociação difícil, acerta prazos sem criar inimizades. Parcerias e conversas longas sobre o certo e o belo o deixam mais inteiro.',
      'Pesar tudo, no entanto, cansa. A indecisão surge no cardápio, no emprego, no amor, e muitas vezes esconde o medo de desagradar. Para manter a paz, Libra pode engolir incômodos até que transbordem. Seu aprendizado é descobrir que um conflito bem conduzido também é harmonia e que a própria opinião merece um lugar no prato da balança.',
    ],
  },
  scorpio: {
    short:
      'Escorpião é intensidade e profundidade: não se contenta com a superfície, enxerga o que está escondido e tem uma enorme capacidade de se transformar depois das crises.',
    long: [
      'O que está por baixo disso? Escorpião faz essa pergunta diante de um sorriso educado, de um contrato, de um silêncio no jantar de família. Fixo e de Água, tem dois regentes: Marte, na astrologia tradicional, e Plutão, na moderna. Da soma nascem uma vontade firme e uma emoção concentrada, que não se contentam com a superfície de nada.',
      'Meia medida não existe para o escorpiano. Quando se interessa por um assunto, pesquisa até o fim; quando ama, ama por inteiro; quando confia, entrega segredos que ninguém mais conhece. Conversas sobre perda, dinheiro, desejo e poder não o assustam, e numa crise ele fica quando os outros vão embora, ajudando a reconstruir o que caiu.',
      'Tamanha intensidade também pesa. Se a confiança é traída, Escorpião pode se fechar por completo, alimentar ciúme e desconfiança ou tentar controlar o que sente escapar. Transformar-se é o grande tema desse signo: deixar morrer o que já terminou para que algo novo nasça. Perdoar quando for possível e mostrar a própria vulnerabilidade revelam a ele que fragilidade admitida é outra forma de força.',
    ],
  },
  sagittarius: {
    short:
      'Sagitário é o signo da busca de sentido: otimista, curioso e amante da liberdade, quer conhecer lugares, ideias e pessoas que ampliem sua visão de mundo.',
    long: [
      'Mochila nas costas, passagem comprada em promoção, um roteiro que muda na primeira conversa com um desconhecido na rodoviária: poucas cenas traduzem tão bem Sagitário. Signo de Fogo, mutável e regido por Júpiter, o maior planeta do sistema solar, ele tem como símbolo o centauro arqueiro, que aponta a flecha para além do horizonte.',
      'Viajar, para o sagitariano, nem sempre exige sair de casa. Um curso, uma tradição espiritual, um idioma novo ou um debate acalorado à mesa do jantar cumprem a mesma função: alargar a visão de mundo. Seu otimismo contagia e ajuda os outros a enxergar saídas onde só viam muros. Franco, às vezes franco demais, raramente fere por maldade.',
      'Excesso é onde mais tropeça. Promete além do que consegue cumprir, se entedia com a rotina e foge de compromissos que parecem encurtar sua liberdade, enquanto a sinceridade sem filtro machuca sem querer. Amadurecer, aqui, significa descobrir que profundidade pede permanência e que a maior aventura pode ser sustentar uma escolha, deixando a sabedoria brotar também do cotidiano.',
    ],
  },
  capricorn: {
    short:
      'Capricórnio é o signo da responsabilidade e da construção a longo prazo: disciplinado, realista e persistente, sobe a montanha passo a passo até chegar aonde decidiu.',
    long: [
      'Dezembro, verão no Brasil: férias, praia, confraternizações e a sensação de que o ano já acabou. Bem nesse clima, com o solstício marcando o dia mais longo, o Sol entra em Capricórnio, e o capricorniano aproveita a pausa para planejar o ano seguinte. De Terra, cardinal e regido por Saturno, o planeta do tempo e dos limites, esse signo pensa em prazos longos quando todos só pensam no fim de semana.',
      'A cabra-marinha que o simboliza é metade cabra, metade peixe: as patas sobem a montanha com paciência e pé firme, e a cauda guarda a memória das águas profundas de onde ela veio. Transformar sonhos em planos e planos em resultados é o talento desse signo, que organiza etapas, respeita hierarquias quando fazem sentido e não foge de trabalho duro. Por trás da aparência reservada há humor seco e uma lealdade sólida: quando promete estar lá, está.',
      'Medir o próprio valor só pelo que produz é o risco. Capricórnio pode se cobrar demais, esconder a fragilidade atrás da competência e adiar o prazer para depois de metas que nunca terminam. Com os anos, muitos descobrem uma leveza que faltava na juventude, e ela chega mais depressa quando descanso, afeto e brincadeira entram na obra, e pedir apoio deixa de parecer fraqueza.',
    ],
  },
  aquarius: {
    short:
      'Aquário é o signo da originalidade e do coletivo: pensa à frente do seu tempo, valoriza a liberdade e a amizade e sonha com um mundo mais justo para todos.',
    long: [
      'Tradição e ruptura convivem em Aquário, e isso se explica pelos seus dois regentes: Saturno, na astrologia tradicional, e Urano, na moderna. De Ar e fixo, respeita estruturas, mas gosta de desmontá-las para ver se funcionariam de outro jeito. Não por acaso, sua temporada coincide muitas vezes com o Carnaval, quando a cidade inteira se reorganiza em blocos, fantasias e regras próprias.',
      'Seu símbolo é o aguadeiro, figura que derrama água para todos, imagem do conhecimento compartilhado e do bem comum. Ideias inesperadas, interesse por tecnologia, ciência ou causas sociais e o hábito de tratar o porteiro e a diretora com a mesma consideração marcam o aquariano. Coletivos, redes e projetos com muita gente são seu habitat, e sua independência é genuína: prefere ser quem é a caber num molde.',
      'Na intimidade, a conversa muda de tom. Às vezes Aquário se relaciona melhor com ideias do que com emoções e parece distante justo quando alguém precisa de calor, e a firmeza das opiniões pode virar teimosia disfarçada de originalidade. Unir a mente inventiva ao coração é seu grande passo: mudar o mundo começa por estar de fato presente com quem está por perto.',
    ],
  },
  pisces: {
    short:
      'Peixes é o signo da empatia e da imaginação: sente o que os outros sentem, transita entre sonho e realidade e encontra beleza e sentido onde muitos nem olham.',
    long: [
      'Pense no mar no fim do verão, morno, sem bordas visíveis, misturando as águas de muitos rios. Peixes, último signo do zodíaco, tem algo disso: de Água e mutável, regido por Júpiter na tradição e por Netuno na astrologia moderna, fecha o ciclo e parece carregar um pouco de todos os signos anteriores. Dois peixes que nadam em direções opostas formam seu símbolo, imagem de quem vive entre o mundo concreto e o mundo interior.',
      'Empatia é o dom mais evidente do pisciano. Ele se emociona com um filme, percebe o cansaço de um colega pelo tom de voz e dificilmente julga, e por isso as pessoas contam a ele o que não contam a mais ninguém. Música, artes, acolhimento e tudo o que pede intuição encontram nele terreno fértil.',
      'Essa porosidade tem preço. Peixes pode absorver problemas alheios como se fossem seus, ter dificuldade em dizer não ou fugir da realidade quando ela pesa, adiando decisões práticas. Limites são seu grande aprendizado. Com rotinas que protegem sua energia e coragem para encarar os fatos, a sensibilidade vira força criativa e um cuidado que não se esgota.',
    ],
  },
};

function buildSignText(sign: Sign): SignText {
  const text = TEXTS[sign];
  return {
    code: sign,
    name: SIGN_NAMES[sign],
    element: ELEMENT_NAMES[SIGN_ELEMENT[sign]],
    modality: MODALITY_NAMES[SIGN_MODALITY[sign]],
    ruler: RULERS[sign],
    dateRange: DATE_RANGES[sign],
    short: text.short,
    long: text.long.join('\n\n'),
  };
}

export const SIGN_TEXTS: Record<Sign, SignText> = Object.fromEntries(
  SIGNS.map((sign) => [sign, buildSignText(sign)]),
) as Record<Sign, SignText>;

function normalizeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const SIGN_BY_NAME = new Map<string, Sign>();
for (const sign of SIGNS) {
  SIGN_BY_NAME.set(normalizeName(SIGN_NAMES[sign]), sign);
  SIGN_BY_NAME.set(sign, sign);
}

/**
 * Inverse of SIGN_NAMES: 'Escorpião', 'escorpiao' and 'ESCORPIÃO' all give 'scorpio'.
 * Accent-, case- and surrounding-space-insensitive; the code itself ('scorpio') is accepted too.
 */
export function signFromName(name: string): Sign | undefined {
  return SIGN_BY_NAME.get(normalizeName(name));
}
