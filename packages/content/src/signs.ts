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
      'Primeiro signo da roda, Áries começa no equinócio de março e carrega o impulso de tudo o que nasce. Regido por Marte, é o signo da iniciativa: quem tem Áries em destaque costuma ser a primeira pessoa a levantar a mão na reunião, a propor a viagem, a puxar a conversa difícil que todo mundo estava adiando. Há uma honestidade quase infantil nesse jeito de ser, que diz o que sente e segue em frente sem guardar rancor.',
      'A força ariana aparece tanto na disposição quanto na vontade. É a pessoa que resolve o problema enquanto os outros ainda discutem o melhor caminho, que topa o desafio no trabalho e que se anima com uma competição saudável. Começar é natural para ela; o entusiasmo dos primeiros dias contagia e abre portas para quem está por perto.',
      'O aprendizado de Áries está em sustentar o que começou e em escutar antes de reagir. A pressa pode atropelar detalhes e pessoas, e a irritação sobe rápido quando algo emperra. Ao aprender a respirar entre o impulso e a ação, o ariano descobre que coragem também é paciência: ficar no projeto depois que a novidade passou, pedir desculpas quando passou do ponto e deixar que os outros cheguem no próprio ritmo.',
    ],
  },
  taurus: {
    short:
      'Touro é o signo da constância e dos sentidos: valoriza conforto, beleza e segurança, constrói devagar e com firmeza e raramente desiste daquilo que decidiu cultivar.',
    long: [
      'Segundo signo do zodíaco, Touro é regido por Vênus e pertence ao elemento Terra. Se Áries acende a faísca, Touro dá chão para que ela vire algo concreto. Quem tem esse signo forte aprecia o que pode ser tocado, provado e guardado: uma refeição feita sem pressa, um tecido macio, uma casa que acolhe, as contas em ordem no fim do mês. O prazer, para o taurino, não é luxo; é uma forma de estar presente.',
      'No trabalho e nas relações, Touro é aquele com quem se pode contar. Cumpre o combinado, mantém amizades por décadas e tem uma paciência que impressiona quando o projeto exige tempo. Seu ritmo é o das estações: não adianta apressar a colheita, e ninguém sabe disso melhor do que ele.',
      'A sombra taurina mora justamente na firmeza. A mesma estabilidade que sustenta pode virar teimosia, apego a rotinas que já não servem ou resistência a mudanças necessárias. Também pode haver dificuldade em soltar pessoas, objetos e opiniões. Quando Touro percebe que segurança verdadeira inclui flexibilidade, ganha uma serenidade rara: continua firme, mas aprende a mudar de direção sem sentir que perdeu o chão.',
    ],
  },
  gemini: {
    short:
      'Gêmeos é curiosidade em movimento: conversa, pergunta, conecta ideias e pessoas e se renova cada vez que encontra um assunto novo para explorar.',
    long: [
      'Terceiro signo da roda, Gêmeos é de Ar e tem como regente Mercúrio, o planeta da comunicação. Sua imagem são os gêmeos, duas figuras lado a lado, que lembram a capacidade de enxergar mais de um ponto de vista ao mesmo tempo. O geminiano frequentemente tem vários livros começados, muitas abas abertas no navegador e uma lista de contatos que atravessa grupos muito diferentes.',
      'Este é o signo da troca. Aprende conversando, ensina sem perceber e tem facilidade para traduzir assuntos complicados em palavras simples. No trabalho, frequentemente é quem faz a ponte entre setores, quem sabe da novidade antes de todos e quem destrava uma reunião com uma pergunta bem colocada. O humor leve e a agilidade mental tornam a convivência estimulante.',
      'A dispersão é o outro lado dessa moeda. Com tantos interesses, pode ser difícil aprofundar, terminar o que começou ou sustentar uma decisão quando surge uma alternativa nova. A mente acelerada às vezes cansa, e a inquietação se confunde com tédio. O crescimento de Gêmeos vem de escolher alguns assuntos para ir fundo, sem abrir mão da leveza, e de descobrir que ouvir com atenção também é uma forma de conversar.',
    ],
  },
  cancer: {
    short:
      'Câncer é o signo do cuidado e da memória: sente com intensidade, protege quem ama e transforma qualquer lugar em casa quando se sente em segurança.',
    long: [
      'Quarto signo do zodíaco, Câncer é de Água, cardinal e regido pela Lua. Como a Lua, que muda de fase a cada poucos dias, o canceriano vive marés internas: há dias de expansão e dias de recolhimento, e os dois fazem parte do seu jeito de funcionar. Família, raízes e lembranças têm peso especial, seja a família de origem, seja a que se escolhe ao longo da vida.',
      'A sensibilidade canceriana é uma forma de inteligência. Ela percebe que um amigo não está bem antes que ele diga, lembra da comida preferida de cada pessoa e cria ambientes onde os outros se sentem acolhidos. No trabalho, costuma cuidar da equipe, proteger quem acabou de chegar e construir uma lealdade que dura anos.',
      'Por sentir tanto, Câncer pode se fechar na própria carapaça quando se magoa, guardar ressentimentos em silêncio ou tentar controlar os outros sob a forma de cuidado. O passado às vezes pesa mais do que deveria. O caminho de amadurecimento passa por cuidar de si com a mesma dedicação que oferece aos outros e por dizer o que sente com clareza, em vez de esperar que adivinhem.',
    ],
  },
  leo: {
    short:
      'Leão brilha pela generosidade e pela presença: gosta de criar, de ser reconhecido e de aquecer o ambiente, oferecendo entusiasmo e lealdade a quem está ao seu lado.',
    long: [
      'Quinto signo da roda, Leão é de Fogo, fixo e regido pelo Sol, o centro do sistema solar. Não por acaso, o leonino tem uma presença que se nota assim que entra na sala. Há nele algo de palco, mas também de coração aberto: gosta de celebrar, organiza o aniversário dos amigos, elogia com sinceridade e se dedica com orgulho ao que faz.',
      'A criatividade é a linguagem natural desse signo. Pode aparecer na arte, na forma de conduzir uma equipe, no jeito de contar uma história ou de brincar com as crianças da família. Leão sabe inspirar, e quando acredita em alguém, defende essa pessoa com uma lealdade que poucos oferecem. Sua confiança ajuda os outros a confiarem em si mesmos.',
      'O ponto sensível está na necessidade de reconhecimento. Quando o aplauso falta, o leonino pode se sentir ferido, exagerar no drama ou ter dificuldade em admitir um erro. O orgulho às vezes impede de pedir ajuda. O amadurecimento vem quando Leão descobre que seu brilho não depende do olhar alheio e que iluminar os outros, dando espaço para que também apareçam, é a forma mais bonita de ocupar o centro.',
    ],
  },
  virgo: {
    short:
      'Virgem é o signo da atenção aos detalhes: observa, organiza e melhora o que encontra, colocando sua inteligência prática a serviço das pessoas e do trabalho bem-feito.',
    long: [
      'Sexto signo do zodíaco, Virgem é de Terra, mutável e regido por Mercúrio. Se em Gêmeos Mercúrio se interessa por tudo, em Virgem ele se dedica a entender como as coisas funcionam e como poderiam funcionar melhor. O virginiano repara no erro de digitação da apresentação, no armário que poderia estar mais arrumado e na rotina que desperdiça tempo.',
      'Essa atenção é um presente para quem convive com ele. Virgem gosta de ser útil, de resolver problemas reais e de ver o resultado concreto do próprio esforço. É o amigo que ajuda a montar a planilha da mudança, o colega que revisa o relatório antes do envio e a pessoa que lembra de todos os passos de uma receita. Há uma humildade bonita nesse jeito de servir sem alarde.',
      'A armadilha virginiana é a exigência, sobretudo consigo. O olhar treinado para o detalhe pode virar autocrítica constante, preocupação com o que ainda não aconteceu ou dificuldade em entregar algo antes que esteja perfeito. Com os outros, pode soar como cobrança. Virgem cresce quando aceita que o bom muitas vezes basta, descansa sem culpa e reconhece o valor do que já fez.',
    ],
  },
  libra: {
    short:
      'Libra busca equilíbrio, beleza e justiça nas relações: é o signo da diplomacia, que sabe ouvir os dois lados e prefere construir pontes a levantar muros.',
    long: [
      'Sétimo signo da roda, Libra é de Ar, cardinal e regido por Vênus. Enquanto a Vênus de Touro aprecia o prazer dos sentidos, a de Libra se interessa pela harmonia entre as pessoas e pela estética das formas. Seu símbolo é a balança, o único objeto entre as figuras do zodíaco, e ela resume bem esse signo que está sempre pesando, comparando e procurando o ponto justo.',
      'O libriano com frequência tem charme natural, bom gosto e uma habilidade notável para mediar conflitos. Em uma discussão entre amigos, é quem lembra que cada um tem suas razões; no trabalho, negocia prazos sem criar inimizades. Sente-se mais inteiro quando compartilha: projetos em dupla, parcerias e conversas longas sobre o que é certo e o que é belo.',
      'Tanta busca por equilíbrio pode tornar difícil escolher. A indecisão aparece no restaurante, no emprego, nos relacionamentos, e às vezes vem do medo de desagradar. Libra também pode engolir incômodos para manter a paz, até que eles transbordem. Seu aprendizado é entender que um conflito bem conduzido também é uma forma de harmonia e que a própria opinião merece estar no prato da balança.',
    ],
  },
  scorpio: {
    short:
      'Escorpião é intensidade e profundidade: não se contenta com a superfície, enxerga o que está escondido e tem uma enorme capacidade de se transformar depois das crises.',
    long: [
      'Oitavo signo do zodíaco, Escorpião é de Água, fixo e tem dois regentes: Marte, na astrologia tradicional, e Plutão, na moderna. Dessa combinação nasce um signo de vontade firme e emoção concentrada. O escorpiano não faz nada pela metade: quando se interessa por um assunto, pesquisa até o fim; quando ama, ama inteiro; quando confia, entrega segredos que ninguém mais conhece.',
      'Há nele um faro especial para o que não é dito. Percebe tensões num grupo, reconhece uma meia verdade e não se assusta com conversas difíceis sobre perdas, dinheiro, desejo ou poder. Essa coragem emocional faz do escorpiano um excelente parceiro em momentos de crise: fica quando os outros vão embora e ajuda a reconstruir.',
      'A mesma intensidade pode virar desconfiança, ciúme ou vontade de controlar. Ao se sentir traído, Escorpião pode se fechar por completo ou guardar mágoas por muito tempo. Seu grande tema é a transformação: soltar o que já terminou para que algo novo nasça. Ao confiar um pouco mais e perdoar quando for possível, descobre que vulnerabilidade não é fraqueza, mas outra forma de força.',
    ],
  },
  sagittarius: {
    short:
      'Sagitário é o signo da busca de sentido: otimista, curioso e amante da liberdade, quer conhecer lugares, ideias e pessoas que ampliem sua visão de mundo.',
    long: [
      'Nono signo da roda, Sagitário é de Fogo, mutável e regido por Júpiter, o maior planeta do sistema solar. Seu símbolo é o centauro arqueiro, metade humano, metade cavalo, que aponta a flecha para o horizonte. O sagitariano vive com os olhos lá na frente: na próxima viagem, no próximo curso, na próxima grande pergunta sobre a vida.',
      'Filosofia, espiritualidade, estudos e culturas diferentes não raro atraem esse signo. Ele gosta de ensinar o que aprendeu, de debater ideias à mesa do jantar e de rir de si mesmo. Seu otimismo contagia e ajuda os outros a enxergar possibilidades onde só viam obstáculos. É franco, às vezes franco demais, mas raramente por maldade.',
      'Onde Sagitário mais tropeça é no excesso. Promete mais do que consegue cumprir, se entedia com a rotina e pode fugir de compromissos que parecem limitar sua liberdade. A sinceridade sem filtro também fere sem querer. Sagitário amadurece quando percebe que profundidade exige permanência e que a maior aventura pode estar em sustentar uma escolha, deixando que a sabedoria venha também do cotidiano.',
    ],
  },
  capricorn: {
    short:
      'Capricórnio é o signo da responsabilidade e da construção a longo prazo: disciplinado, realista e persistente, sobe a montanha passo a passo até chegar aonde decidiu.',
    long: [
      'Décimo signo do zodíaco, Capricórnio é de Terra, cardinal e regido por Saturno, o planeta do tempo e dos limites. Seu símbolo é a cabra-marinha, metade cabra, metade peixe: as patas sobem a montanha com paciência e pé firme, e a cauda guarda a memória das águas profundas de onde ela veio. O capricorniano muitas vezes amadurece cedo, assume responsabilidades antes dos colegas e pensa no futuro com seriedade, mesmo quando todos à sua volta só pensam no fim de semana.',
      'Esse signo sabe transformar sonhos em planos e planos em resultados. Organiza etapas, respeita hierarquias quando fazem sentido e não se assusta com trabalho duro. Por trás da aparência reservada há um humor seco e uma lealdade sólida: quando um capricorniano diz que vai estar lá, ele está. Com o passar dos anos, muitos descobrem uma leveza que não tinham na juventude.',
      'O risco está em medir o próprio valor só pelo que produz. Capricórnio pode se cobrar demais, esconder a vulnerabilidade atrás da competência e adiar o prazer para depois de cumprir todas as metas, que nunca terminam. Seu aprendizado é reconhecer que descanso, afeto e brincadeira também constroem uma vida sólida, e que pedir apoio não diminui ninguém.',
    ],
  },
  aquarius: {
    short:
      'Aquário é o signo da originalidade e do coletivo: pensa à frente do seu tempo, valoriza a liberdade e a amizade e sonha com um mundo mais justo para todos.',
    long: [
      'Décimo primeiro signo da roda, Aquário é de Ar, fixo e tem dois regentes: Saturno, na tradição, e Urano, na astrologia moderna. Dessa dupla surge um signo curioso, que respeita estruturas mas gosta de reinventá-las. Seu símbolo é o aguadeiro, figura que derrama água para todos, imagem do conhecimento compartilhado e do bem comum.',
      'O aquariano costuma ser o amigo diferente do grupo, aquele que tem ideias inesperadas, se interessa por tecnologia, ciência ou causas sociais e trata todos com a mesma consideração, do porteiro à diretora. Sente-se à vontade em coletivos, redes e projetos que envolvem muita gente. Sua independência é genuína: prefere ser quem é a se encaixar em moldes.',
      'A dificuldade aparece na intimidade. Aquário às vezes se relaciona melhor com ideias do que com emoções e pode parecer distante justamente quando alguém precisa de calor. A firmeza das opiniões também pode virar teimosia disfarçada de originalidade. Quando aprende a unir a mente brilhante ao coração, o aquariano descobre que mudar o mundo começa por estar de fato presente com as pessoas próximas.',
    ],
  },
  pisces: {
    short:
      'Peixes é o signo da empatia e da imaginação: sente o que os outros sentem, transita entre sonho e realidade e encontra beleza e sentido onde muitos nem olham.',
    long: [
      'Último signo do zodíaco, Peixes é de Água, mutável e tem dois regentes: Júpiter, na tradição, e Netuno, na astrologia moderna. Por fechar o ciclo, costuma-se dizer que ele carrega um pouco de todos os signos anteriores. Seu símbolo são dois peixes que nadam em direções opostas, imagem de quem vive entre o mundo concreto e o mundo interior.',
      'A sensibilidade pisciana é ampla. Ele se emociona com um filme, percebe o cansaço de um colega pelo tom de voz e geralmente tem talento para música, artes, acolhimento e tudo o que exige intuição. A compaixão é seu dom mais evidente: dificilmente julga, e as pessoas se sentem à vontade para contar a ele o que não contam a mais ninguém.',
      'Essa porosidade também cansa. Peixes pode absorver problemas alheios como se fossem seus, ter dificuldade em dizer não ou fugir da realidade quando ela pesa, adiando decisões práticas. Os limites são seu grande aprendizado. Com rotinas que protegem sua energia e coragem para encarar os fatos, o pisciano transforma a sensibilidade em força criativa e em um cuidado que não se esgota.',
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
