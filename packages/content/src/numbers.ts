import type { NumberKind, NumberValue } from '@constelar/core';
import { NUMBER_KIND_NAMES } from './role-names';

/**
 * What each kind of numerology number measures: its Portuguese name, a one-line summary and an opening
 * paragraph that explains how it is calculated and what it describes.
 */
export const NUMBER_KIND_TEXTS: Record<NumberKind, { name: string; short: string; opening: string }> = {
  personal: {
    name: NUMBER_KIND_NAMES.personal,
    short: 'Seu caminho de vida, calculado pela data de nascimento.',
    opening: `O Destino, também chamado de caminho de vida, nasce da soma dos algarismos da sua data de nascimento. Ele descreve o tom geral da sua jornada: os talentos que aparecem com naturalidade e as lições que voltam, de formas diferentes, ao longo dos anos.`,
  },
  soul: {
    name: NUMBER_KIND_NAMES.soul,
    short: 'O que move você por dentro, calculado pelas vogais do nome.',
    opening: `O Número da Alma vem da soma das vogais do seu nome completo. Ele fala da motivação íntima, daquilo que seu coração deseja quando ninguém está olhando e do que dá sentido às suas escolhas, mesmo quando você não comenta isso com ninguém.`,
  },
  personality: {
    name: NUMBER_KIND_NAMES.personality,
    short: 'Como os outros percebem você, calculado pelas consoantes do nome.',
    opening: `O Número da Personalidade soma as consoantes do seu nome e mostra a imagem que você projeta: a primeira impressão, o jeito como colegas, amigos e desconhecidos enxergam você antes de conhecer a sua história por inteiro.`,
  },
  destiny: {
    name: NUMBER_KIND_NAMES.destiny,
    short: 'Sua forma de expressão, calculada por todas as letras do nome.',
    opening: `A Expressão (pitagórica), que outras escolas chamam de número do destino, resulta da soma de todas as letras do seu nome pela tabela pitagórica. Ele mostra os recursos que você tem para se expressar no mundo e o tipo de contribuição que a sua trajetória constrói com o tempo.`,
  },
  annual: {
    name: NUMBER_KIND_NAMES.annual,
    short: 'O tema do seu ano, calculado pelo dia e mês de nascimento somados ao ano em curso.',
    opening: `O Ano Pessoal combina o dia e o mês do seu nascimento com o ano do calendário. Ele indica o clima do período, os assuntos que pedem mais atenção e uma boa maneira de aproveitar os doze meses, dentro de um ciclo que se renova a cada nove anos.`,
  },
  cabalisticName: {
    name: NUMBER_KIND_NAMES.cabalisticName,
    short: 'O nome lido pela tabela cabalística usada no Brasil, em que os acentos também contam.',
    opening: `O Número Cabalístico do Nome usa a tabela cabalística popular no Brasil, em que cada acento acrescenta valor à letra. Ele é lido como a marca que o nome deixa no cotidiano: o modo como chamam você, a assinatura nos documentos e a maneira de se apresentar às pessoas.`,
  },
  gematriaName: {
    name: NUMBER_KIND_NAMES.gematriaName,
    short: 'O nome lido pela antiga tabela latina de Agrippa.',
    opening: `A Gematria do Nome atribui a cada letra um valor da antiga tabela latina de Agrippa, em que as letras valem unidades, dezenas e centenas. A soma reduzida revela um traço simbólico do seu nome e oferece mais um ângulo para refletir sobre quem você é.`,
  },
};

/** The meaning of each number, shared by every kind except the personal year. */
export const NUMBER_MEANINGS: Record<NumberValue, { title: string; keywords: string[]; text: string }> = {
  1: {
    title: 'A Iniciativa',
    keywords: ['independência', 'liderança', 'coragem', 'originalidade', 'começos'],
    text: `O 1 é o número do começo, da independência e da coragem de dar o primeiro passo. Quem tem o 1 em destaque em geral tem ideias próprias, vontade de liderar e pouca paciência para esperar permissão. Você tende a funcionar bem quando pode decidir, abrir caminhos e assumir a frente de um projeto, seja no trabalho, seja na vida pessoal. O lado a cuidar é o individualismo: pedir ajuda, ouvir opiniões diferentes e dividir o mérito não diminuem sua força, apenas tornam sua liderança mais humana.`,
  },
  2: {
    title: 'A Parceria',
    keywords: ['cooperação', 'sensibilidade', 'diplomacia', 'escuta', 'paciência'],
    text: `O 2 fala de parceria, sensibilidade e escuta. Esse número descreve quem percebe nuances, capta o clima de uma conversa e sabe aproximar pessoas que pareciam estar em lados opostos. Você naturalmente se destaca em trabalhos de equipe, em mediações e em relações de confiança, onde a paciência vale mais do que a pressa. O que pede cuidado é a tendência a se anular para evitar conflitos. Dizer o que você quer, com a mesma delicadeza com que acolhe os outros, também é uma forma de cooperar.`,
  },
  3: {
    title: 'A Expressão',
    keywords: ['criatividade', 'comunicação', 'alegria', 'sociabilidade', 'imaginação'],
    text: `O 3 é o número da expressão, da criatividade e da alegria de se comunicar. Ele aparece em quem conta boas histórias, anima encontros, escreve, desenha, canta ou simplesmente torna o dia dos outros mais leve. Você com frequência tem facilidade com palavras e ideias, e precisa de espaço para mostrar o que cria. O ponto sensível é a dispersão: começar muitos projetos e terminar poucos, ou usar o humor para fugir de assuntos difíceis. Com foco, seu talento ganha profundidade e alcance.`,
  },
  4: {
    title: 'A Estrutura',
    keywords: ['organização', 'método', 'estabilidade', 'honestidade', 'persistência'],
    text: `O 4 representa estrutura, método e trabalho consistente. Combina com quem constrói tijolo por tijolo, cumpre prazos, organiza a casa e o escritório e transmite segurança a quem está por perto. Você geralmente valoriza a honestidade, a rotina e os resultados que resistem ao tempo. Em compensação, mudanças bruscas podem incomodar, e a rigidez aparece quando o plano sai do trilho. Aprender a ajustar a rota sem sentir que perdeu o controle torna sua solidez ainda mais valiosa.`,
  },
  5: {
    title: 'A Liberdade',
    keywords: ['mudança', 'curiosidade', 'versatilidade', 'aventura', 'movimento'],
    text: `O 5 é o número da liberdade, do movimento e da curiosidade. Ele pede experiências novas, viagens, conversas com gente diferente e a chance de mudar de ideia quando algo deixa de fazer sentido. Você costuma se adaptar rápido, aprender pela prática e levar frescor aos lugares por onde passa. O lado a observar é a inquietação que abandona compromissos na metade ou busca estímulo a qualquer custo. Liberdade com responsabilidade é a combinação que faz o 5 florescer.`,
  },
  6: {
    title: 'O Cuidado',
    keywords: ['família', 'responsabilidade', 'harmonia', 'acolhimento', 'beleza'],
    text: `O 6 fala de cuidado, responsabilidade afetiva e harmonia. Quem acolhe, aconselha, organiza a vida da família e dos amigos e se sente bem quando todos estão em paz vive esse número por inteiro. Você tende a ter senso estético, gosto por ambientes bonitos e forte compromisso com as pessoas que ama. O risco é carregar problemas que não são seus ou cobrar dos outros a mesma dedicação. Tratar a si com o mesmo carinho que oferece ao redor mantém esse amor leve e sustentável.`,
  },
  7: {
    title: 'A Busca Interior',
    keywords: ['análise', 'introspecção', 'conhecimento', 'intuição', 'silêncio'],
    text: `O 7 é o número da busca interior, da análise e do conhecimento. Ele aparece em quem faz perguntas profundas, desconfia de respostas prontas e precisa de silêncio para pensar. Você tem mente investigativa, interesse por ciência, filosofia ou espiritualidade e um mundo interno rico. O isolamento é o risco: guardar tudo para si ou achar que ninguém vai entender. Compartilhar suas descobertas, mesmo inacabadas, transforma o 7 em fonte de sabedoria para quem está por perto.`,
  },
  8: {
    title: 'A Realização',
    keywords: ['ambição', 'gestão', 'autoridade', 'resultados', 'força de vontade'],
    text: `O 8 representa realização, autoridade e capacidade de gestão. A marca do 8 está em quem pensa grande, sabe coordenar recursos e pessoas e transforma metas ambiciosas em resultados concretos. Você tem senso prático, força de vontade e facilidade para assumir responsabilidades de comando. O lado a cuidar é a relação com o poder: medir tudo pelo sucesso ou pelo dinheiro pode esvaziar as conquistas. Quando a ambição caminha com a ética e a generosidade, o 8 constrói coisas que beneficiam muita gente.`,
  },
  9: {
    title: 'A Compaixão',
    keywords: ['generosidade', 'visão ampla', 'humanidade', 'desapego', 'encerramentos'],
    text: `O 9 é o número da compaixão, da visão ampla e do encerramento de ciclos. Ele fala de quem se importa com causas maiores, acolhe pessoas de todas as origens e enxerga o quadro completo antes de julgar. Você geralmente tem generosidade, sensibilidade artística e vontade de deixar o mundo um pouco melhor. O aprendizado é saber soltar relações, projetos e mágoas que já cumpriram seu papel. Quando você aceita os finais com serenidade, abre espaço para recomeços mais verdadeiros.`,
  },
  11: {
    title: 'A Inspiração',
    keywords: ['intuição', 'inspiração', 'sensibilidade elevada', 'idealismo', 'número mestre'],
    text: `O 11 é um número mestre: uma versão intensificada do 2, com a mesma sensibilidade levada a outro patamar. Ele fala de intuição aguçada, inspiração e capacidade de enxergar possibilidades antes dos outros. Você pode atuar como ponte entre ideias e pessoas, inspirando com palavras, com arte ou com o próprio exemplo. Essa intensidade tem um preço: nervosismo, autocobrança e a sensação de não conseguir desligar. Pausas regulares e a paciência típica do 2 ajudam a transformar tanta sensibilidade em orientação clara.`,
  },
  22: {
    title: 'A Grande Obra',
    keywords: ['visão prática', 'construção', 'propósito coletivo', 'disciplina', 'número mestre'],
    text: `O 22 é o número mestre do construtor: uma versão intensificada do 4, que une a disciplina prática a uma visão ampla do que pode ser realizado. Ele aparece em quem sonha com projetos grandes, capazes de beneficiar comunidades inteiras, e tem fôlego para tirá-los do papel. Você naturalmente combina idealismo e método, planejamento e persistência. O peso dessa energia pode gerar pressão interna e medo de não estar à altura. Dividir a obra em etapas e aceitar ajuda torna o caminho possível.`,
  },
  33: {
    title: 'O Amor que Ensina',
    keywords: ['compaixão', 'ensino', 'serviço', 'acolhimento', 'número mestre'],
    text: `O 33 é o número mestre do cuidado que ensina: uma versão intensificada do 6, em que o amor pela família se estende a um círculo muito mais amplo. Ele fala de quem orienta, acolhe e inspira pelo exemplo, muitas vezes em papéis de ensino, cuidado ou aconselhamento. Você tende a sentir responsabilidade pelo bem-estar dos outros e a oferecer apoio sem pedir nada em troca. O desafio é não se doar até a exaustão: a sua generosidade também precisa de quem a acolha.`,
  },
};

/** The values a personal year can take: domain.md reduces it without master numbers, so 11, 22 and 33 never occur. */
export const ANNUAL_VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const satisfies readonly NumberValue[];
export type AnnualValue = (typeof ANNUAL_VALUES)[number];

export const isAnnualValue = (value: NumberValue): value is AnnualValue =>
  (ANNUAL_VALUES as readonly number[]).includes(value);

/** A short theme for each personal year, used in the sentence that names the year. */
export const ANNUAL_THEMES: Record<AnnualValue, string> = {
  1: 'começos e iniciativa',
  2: 'parcerias e paciência',
  3: 'expressão e convivência',
  4: 'trabalho e construção de bases',
  5: 'mudanças e liberdade',
  6: 'casa, família e responsabilidades afetivas',
  7: 'introspecção e estudo',
  8: 'resultados e decisões práticas',
  9: 'encerramentos e balanço',
};

/** The personal-year reading, one for each value the year can take. */
export const ANNUAL_MEANINGS: Record<AnnualValue, string> = {
  1: `Um ciclo novo começa. É tempo de plantar sementes: iniciar um curso, propor um projeto, mudar algo na rotina que você vinha adiando. A energia favorece decisões tomadas por conta própria e a coragem de sair da zona de conforto, e nem tudo precisa estar pronto para começar. O que você iniciar agora pode dar o tom dos anos seguintes, por isso vale escolher com intenção e dar o primeiro passo sem esperar o momento perfeito.`,
  2: `Depois do impulso do ano anterior, este período pede paciência e cooperação. As coisas podem andar mais devagar, e isso não é sinal de fracasso: é o tempo de cultivar o que foi plantado. Parcerias, conversas delicadas e acordos ganham destaque. Vale escutar mais, negociar com calma e prestar atenção aos detalhes. Relações de confiança, no amor, na amizade e no trabalho, em geral se fortalecem quando você oferece presença e constância.`,
  3: `Um ano para se expressar, conviver e se divertir. Convites, encontros, projetos criativos e novas amizades costumam aparecer com mais facilidade. É um bom momento para escrever, falar em público, retomar um passatempo artístico ou simplesmente rir mais. A comunicação está em destaque, para o bem e para o mal, então escolha as palavras com carinho. O risco é se espalhar em muitas frentes; eleger duas ou três prioridades ajuda a colher os frutos desse período animado.`,
  4: `Este é um ano de trabalho, organização e construção de bases. Pode parecer menos empolgante, mas é quando os alicerces se formam: rotinas mais firmes, planejamento, atenção à casa, às contas e aos compromissos assumidos. O esforço consistente tende a render resultados concretos. O cansaço pode aparecer se você tentar fazer tudo ao mesmo tempo, então respeite as pausas. Pense no ano como uma obra: cada tijolo colocado agora sustenta o que virá depois.`,
  5: `Mudança é a palavra do ano. Viagens, novidades no trabalho, troca de casa ou de rotina e encontros inesperados podem agitar o calendário. É um período para experimentar, arriscar com responsabilidade e rever o que ficou apertado demais. A sensação de liberdade cresce, mas a inquietação também. Manter alguns pontos de apoio, como hábitos que fazem bem e pessoas de confiança, ajuda a aproveitar as novidades sem perder o rumo.`,
  6: `Um ano voltado para casa, família, amor e responsabilidades afetivas. Questões domésticas, cuidado com parentes, compromissos a dois e decisões sobre o lar ganham peso. É tempo de harmonizar ambientes e relações, resolver pendências antigas e oferecer apoio a quem precisa. Os pedidos de ajuda podem aumentar, e nem todos cabem na sua agenda. Equilibrar o cuidado com os outros e o cuidado consigo é o grande aprendizado deste ciclo.`,
  7: `Um ano de pausa, estudo e introspecção. O ritmo externo pode desacelerar para que o interno ganhe espaço: é hora de refletir sobre escolhas, aprofundar conhecimentos, ler, fazer cursos e buscar silêncio. Resultados materiais podem vir mais devagar, e tudo bem. Momentos a sós ajudam a entender o que realmente importa. Aproveite para cuidar da vida interior e rever prioridades, sem se cobrar produtividade o tempo inteiro.`,
  8: `Este é um ano de colheita e de decisões práticas. Carreira, metas, dinheiro e reconhecimento ficam em evidência, e o esforço dos anos anteriores pode começar a aparecer em resultados. É tempo de assumir responsabilidades, negociar com firmeza e administrar bem o que você tem. A ambição é bem-vinda, desde que venha acompanhada de ética. Cuide para que a busca por conquistas não deixe de lado as pessoas queridas e o descanso.`,
  9: `Um ano de encerramentos e balanço. O ciclo de nove anos chega ao fim, e é natural que relações, projetos, hábitos e lugares que já cumpriram seu papel peçam despedida. Faxinas, doações e conversas de fechamento trazem alívio. Pode haver sensação de transição, às vezes com um pouco de melancolia. Em vez de lançar grandes projetos, talvez valha usar o período para concluir, agradecer e abrir espaço para o ciclo que começa no ano seguinte.`,
};

/**
 * The full text for one number: the kind's opening followed by the meaning. For the personal year it names
 * the year ("Em 2026, seu Ano Pessoal 5 …") and uses the personal-year reading.
 */
export function numberText(kind: NumberKind, value: NumberValue, targetYear: number): string {
  const { opening } = NUMBER_KIND_TEXTS[kind];
  if (kind === 'annual') {
    // The calculation never yields a master number here; a caller passing one has a bug worth surfacing.
    if (!isAnnualValue(value)) throw new RangeError(`Ano Pessoal ${value} não existe: o ano vai de 1 a 9.`);
    return `${opening} Em ${targetYear}, seu Ano Pessoal ${value} gira em torno de ${ANNUAL_THEMES[value]}. ${ANNUAL_MEANINGS[value]}`;
  }
  return `${opening} ${NUMBER_MEANINGS[value].text}`;
}

/**
 * What the number means in its role, from its second and third keywords (issue #27): the soul number speaks of
 * motive, the personality of image, the destiny of the work, the name numbers of the name.
 */
export const NUMBER_ROLE_BRIDGES: Record<
  Exclude<NumberKind, 'annual'>,
  (k1: string, k2: string) => string
> = {
  personal: (a, b) => `Ao longo da caminhada, ${a} e ${b} voltam como temas, a cada fase de um jeito.`,
  soul: (a, b) =>
    `Como motivo íntimo, você se move por ${a} e ${b}: sem isso, uma escolha pode até dar certo, mas não satisfaz.`,
  personality: (a, b) =>
    `Na primeira impressão, quem chega percebe em você ${a} e ${b}, antes de qualquer conversa longa.`,
  destiny: (a, b) => `Na obra que você vai construindo, ${a} e ${b} são as ferramentas que mais aparecem.`,
  cabalisticName: (a, b) => `Cada vez que chamam você pelo nome, ecoam ${a} e ${b}.`,
  gematriaName: (a, b) => `Lido pela gematria, o nome guarda ${a} e ${b} como traço simbólico.`,
};

/**
 * A number's text under its role, as the report shows it: the role's own opening (no second definition),
 * a sentence of the role, then the meaning; the personal year names the year and reads the year's text.
 */
export function numberForRole(kind: NumberKind, value: NumberValue, year: number, opening: string): string {
  if (kind === 'annual') {
    if (!isAnnualValue(value)) throw new RangeError(`Ano Pessoal ${value} não existe: o ano vai de 1 a 9.`);
    return `Em ${year}, seu Ano Pessoal ${value} gira em torno de ${ANNUAL_THEMES[value]}. ${ANNUAL_MEANINGS[value]}`;
  }
  const [, k1 = '', k2 = ''] = NUMBER_MEANINGS[value].keywords;
  return `${opening} ${NUMBER_ROLE_BRIDGES[kind](k1, k2)} ${NUMBER_MEANINGS[value].text}`;
}
