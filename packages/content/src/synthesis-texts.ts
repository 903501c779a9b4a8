// The synthesis of a natal chart: dominant and missing elements and modalities, then one paragraph per
// stellium (sky.md §1). Original prose written for Constelar.
import { ELEMENTS, MODALITIES } from '@constelar/core';
import type { Element, Modality, Sign, SynthesisCount } from '@constelar/core';
import type { HouseNumber } from './planet-in-house';
import { ELEMENT_NAMES } from './signs';

/** Element with its article, as it reads inside a sentence ("é o Fogo"). */
const ELEMENT_WITH_ARTICLE: Record<Element, string> = {
  fire: 'o Fogo',
  earth: 'a Terra',
  air: 'o Ar',
  water: 'a Água',
};

/** Modality as an adjective agreeing with "modalidade" (feminine). */
const MODALITY_ADJECTIVE: Record<Modality, string> = {
  cardinal: 'cardinal',
  fixed: 'fixa',
  mutable: 'mutável',
};

/** What an element brings when it leads the count; reads after a sentence that names it as leader. */
export const DOMINANT_ELEMENT_TEXTS: Record<Element, string> = {
  fire: 'O Fogo dá ao seu jeito de viver entusiasmo, franqueza e pressa de começar: você se anima com desafios, decide rápido e contagia quem está por perto quando acredita numa ideia. Vale guardar fôlego para a parte menos vistosa dos projetos, aquela que vem depois da largada.',
  earth:
    'A Terra puxa sua atenção para o que é palpável: prazos, orçamento, o corpo, a casa, o resultado que se pode tocar. Você confia no que foi testado, constrói com paciência e cumpre o que promete. Abrir espaço para o improviso de vez em quando impede que a prudência vire rigidez.',
  air: 'Com o Ar, a vida passa muito pela cabeça e pela conversa. Você entende o mundo trocando ideias, lendo, perguntando e comparando pontos de vista, e circula bem entre pessoas muito diferentes. Quando a análise se alonga, sentir o que uma decisão provoca no corpo e no coração completa o quadro.',
  water:
    'A Água faz da sensibilidade a sua bússola. Você percebe climas, lê o que não foi dito e se liga às pessoas por laços de afeto e memória, o que dá profundidade às relações e à intuição. Pausas e limites claros protegem essa percepção e evitam que você carregue emoções que pertencem aos outros.',
};

/** What a modality brings when it leads the count. */
export const DOMINANT_MODALITY_TEXTS: Record<Modality, string> = {
  cardinal:
    'O ritmo cardinal é o de quem dá a partida: você enxerga o que precisa começar e toma a iniciativa, seja propondo um plano no trabalho, seja reorganizando a rotina da casa. Manter a energia até a entrega final é o ponto que mais pede atenção.',
  fixed:
    'Pela modalidade fixa, sua força está na constância. Você sustenta compromissos, aprofunda o que escolheu e não desiste na primeira dificuldade, algo precioso em projetos longos. Quando o cenário muda, ajustar a rota sem sentir que perdeu terreno torna essa firmeza ainda mais útil.',
  mutable:
    'Adaptar-se é o seu forte. Você lida bem com mudanças de plano, aprende depressa e transita entre tarefas e grupos com naturalidade, o que ajuda muito em épocas de transição. Escolher poucas prioridades e levá-las até o fim dá direção a tanta flexibilidade.',
};

/** What a missing element (count 0) asks for. Each names the element, so several can follow each other. */
export const MISSING_ELEMENT_TEXTS: Record<Element, string> = {
  fire: 'Nenhum dos pontos contados cai em signos de Fogo. Isso não quer dizer falta de coragem: o entusiasmo apenas pode precisar de estímulo de fora, como um objetivo claro, uma atividade física ou gente animada por perto. Dar o primeiro passo antes de se sentir totalmente pronto é um bom exercício.',
  earth:
    'A Terra não aparece entre os pontos contados no seu mapa. Assuntos práticos, como contas, horários e cuidados com o corpo, talvez peçam mais método do que vontade espontânea. Rotinas simples e metas pequenas, anotadas e revisadas, trazem para o chão as ideias e os sentimentos.',
  air: 'Sem pontos em signos de Ar, a distância para pensar sobre o que você sente pode não surgir por conta própria. Conversar com alguém de confiança, escrever antes de decidir ou ouvir opiniões bem diferentes da sua ajuda a ganhar perspectiva e a dar nome ao que está acontecendo.',
  water:
    'Falta Água entre os pontos do seu mapa, e o contato com as próprias emoções pode ser mais lento. Elas existem, mas às vezes chegam por caminhos indiretos, como cansaço ou irritação. Reservar um momento para perguntar como você está, sem pressa de resolver nada, aproxima você do que sente.',
};

/** What a missing modality asks for. */
export const MISSING_MODALITY_TEXTS: Record<Modality, string> = {
  cardinal:
    'Nenhum ponto ocupa signos cardinais, então começar pode ser a parte mais custosa: a ideia existe, mas a largada demora. Marcar uma data, contar o plano para alguém ou dar um passo mínimo já destrava muita coisa.',
  fixed:
    'A ausência de signos fixos pede atenção à continuidade. O interesse inicial é forte, mas manter o ritmo quando a novidade passa pode cansar. Hábitos curtos e repetidos, e alguém que acompanhe o progresso, ajudam a transformar bons começos em coisas que duram.',
  mutable:
    'Quando faltam signos mutáveis, mudanças de plano podem incomodar mais do que o necessário. Você prefere saber onde está pisando, e isso tem valor. Treinar pequenas flexibilidades, como trocar o caminho de sempre ou aceitar uma sugestão inesperada, deixa as transições menos pesadas.',
};

/** When all four elements tie there is no leader to describe, only the balance. */
export const BALANCED_ELEMENTS_TEXT =
  'Os quatro elementos aparecem na mesma medida no seu mapa, sem que nenhum deles comande. Ação, senso prático, ideias e sentimentos estão ao seu alcance com recursos parecidos, e o equilíbrio é a sua marca: o que decide, em cada situação, é qual deles você escolhe chamar.';

/** When all three modalities tie. */
export const BALANCED_MODALITIES_TEXT =
  'As três modalidades têm o mesmo peso entre os seus pontos: iniciar, sustentar e adaptar são movimentos que você alcança com facilidade parecida, e a pergunta útil passa a ser qual deles o momento pede.';

/** One paragraph per sign holding a stellium; each names the sign ("em Escorpião"). */
export const SIGN_STELLIUM_TEXTS: Record<Sign, string> = {
  aries:
    'Três ou mais planetas reunidos em Áries formam um stellium que concentra energia na ação direta. Você sente urgência de fazer acontecer, prefere resolver a esperar e se acende diante de um começo: um emprego novo, um esporte, uma mudança de cidade. Com tanta força num só ponto, contar até dez antes de reagir protege suas relações sem apagar sua coragem.',
  taurus:
    'Seu mapa guarda um stellium em Touro, e boa parte da sua energia se volta para construir segurança concreta. Conforto, comida boa, dinheiro bem administrado e objetos que duram falam alto para você, e sua paciência é capaz de erguer coisas sólidas com o tempo. Vale não confundir estabilidade com imobilidade: mudar um hábito antigo também pode ser uma forma de se cuidar.',
  gemini:
    'Com vários planetas juntos em Gêmeos, o stellium faz da curiosidade um motor. Sua cabeça trabalha com muitas abas abertas ao mesmo tempo: mensagens, leituras, cursos, conversas paralelas. Você aprende rápido e conecta pessoas com facilidade. Para que tanta informação vire conhecimento, ajuda escolher um assunto por vez e dar a ele semanas, e não apenas algumas horas.',
  cancer:
    'Seu céu natal tem um stellium em Câncer, e ele coloca a vida afetiva no centro. Família, lar, memória e o cuidado com quem você ama ocupam muito espaço, e sua intuição para perceber quando alguém não está bem é notável. Sua casa pode ser refúgio para muita gente. Proteger os outros não exige se esconder: suas próprias necessidades também merecem ser ditas em voz alta.',
  leo: 'Há um stellium em Leão no seu céu de nascimento, e ele pede expressão. Você precisa criar, aparecer, celebrar e colocar o coração no que faz, seja num palco, numa apresentação de trabalho ou na festa que organiza para os amigos. Sua generosidade aquece os ambientes. Quando o aplauso demora, voltar ao prazer de criar, e não ao resultado, devolve o brilho.',
  virgo:
    'Quando três ou mais planetas se juntam em Virgem, como no seu caso, o stellium afina o olhar para detalhes. Você nota o erro na conta, o processo que poderia ser mais simples, o cuidado que falta na rotina de alguém. Ser útil dá sentido aos seus dias. Separar momentos em que nada precisa ser melhorado alivia a autocobrança que acompanha tanta competência.',
  libra:
    'O stellium em Libra faz das relações o seu grande laboratório. Você pensa em dupla, pesa os dois lados de cada questão e cria ambientes bonitos e justos, em casa, no trabalho ou num grupo de amigos. Negociar é um talento. Decidir sem consultar ninguém às vezes custa, e treinar pequenas escolhas por conta própria fortalece sua voz dentro das parcerias.',
  scorpio:
    'Muita energia concentrada em Escorpião forma um stellium de intensidade rara. Você quer ir ao fundo das pessoas, dos assuntos e de si, e não se contenta com respostas prontas. Crises, para você, muitas vezes viram pontos de virada. Confiar sem exigir provas e falar do que sente antes que vire silêncio tornam essa profundidade mais leve de carregar.',
  sagittarius:
    'Seu stellium em Sagitário aponta para longe. Viagens, estudos, outras culturas e conversas sobre o sentido das coisas alimentam sua vontade de crescer, e seu otimismo anima quem caminha ao lado. A inquietação aparece quando a vida fica pequena demais. Dar continuidade aos planos, e não só à próxima aventura, transforma entusiasmo em conquistas que ficam.',
  capricorn:
    'Um stellium em Capricórnio dá seriedade aos seus projetos e fôlego para metas longas. Você planeja, assume responsabilidades cedo e constrói reputação com trabalho consistente, degrau por degrau, e muita gente confia na sua palavra. Reservar espaço para descanso, brincadeira e afeto sem agenda mantém essa ambição humana e sustentável.',
  aquarius:
    'Independência e futuro são os temas do stellium em Aquário que seu mapa traz. Você pensa diferente, questiona regras sem sentido e se envolve com grupos, causas e ideias capazes de melhorar a vida de muita gente. Amizades são centrais. Deixar as emoções aparecerem, e não só as opiniões, aproxima quem quer estar mais perto de você.',
  pisces:
    'Com um stellium em Peixes, sua sensibilidade funciona quase como um sexto sentido. Você capta o humor dos lugares, se emociona com música e histórias e sente vontade genuína de ajudar. Arte, espiritualidade e cuidado são caminhos naturais. Rotinas de proteção, como tempo a sós e limites claros, impedem que essa esponja emocional se esgote.',
};

/** One paragraph per house holding a stellium; "{casa}" becomes the house label ("Casa 10"). */
export const HOUSE_STELLIUM_TEXTS: Record<HouseNumber, string> = {
  1: 'Vários planetas na {casa} formam um stellium que coloca sua personalidade em evidência. Você marca presença ao chegar, prefere agir por conta própria e se reconhece nas próprias iniciativas. A imagem que os outros têm de você importa e muda junto com você. Perguntar de vez em quando do que a outra pessoa precisa equilibra tanta energia voltada para o próprio caminho.',
  2: 'Um stellium na {casa} concentra atenção em recursos e valores: dinheiro, talentos, bens e a sensação de ter chão. Você pode ter faro para ganhar e administrar, e gosta de ver o esforço virar algo concreto. Vale separar autoestima de saldo bancário, porque seu valor inclui o que você sabe fazer e o que oferece às pessoas.',
  3: 'Com um stellium na {casa}, a vida ganha ritmo de conversa. Mensagens, aulas, irmãos, vizinhos e pequenos deslocamentos enchem a agenda, e você aprende trocando. Escrever, ensinar e explicar são talentos prováveis. Escolher menos frentes por vez evita que a curiosidade se espalhe demais e ajuda a aprofundar o que mais interessa.',
  4: 'Lar e família pesam muito quando há um stellium na {casa}. Suas raízes, as memórias da infância e o lugar onde você mora influenciam seu humor e suas escolhas, e talvez seja você quem reúne a família nas datas importantes. Cuidar da casa é cuidar de si. Construir também, fora dela, espaços onde você possa crescer completa essa base.',
  5: 'Criatividade, romance e prazer ganham força com o stellium na {casa}. Você precisa de espaço para brincar, criar, se apaixonar e se divertir sem culpa, e projetos autorais ou o convívio com crianças podem trazer muita alegria. Quando a rotina aperta, guardar um horário fixo para o que você faz por gosto mantém essa chama acesa.',
  6: 'Trabalho diário, hábitos e saúde ocupam o centro quando três ou mais planetas caem na {casa}, formando um stellium. Você se realiza sendo útil, organizando processos e cuidando dos detalhes que fazem um dia funcionar. Seu corpo dá sinais claros quando algo está fora do lugar, e ouvi-los, respeitando as pausas, faz parte de uma rotina bem-feita.',
  7: 'Parcerias ocupam o primeiro plano com o stellium na {casa}. Casamento, sociedades, contratos e relações de um para um ensinam muito sobre quem você é, e você tem talento para negociar e ouvir. A tarefa é chegar às relações com vontades próprias claras, para que o encontro seja entre duas pessoas inteiras.',
  8: 'O stellium na {casa} leva sua energia para o que é profundo e compartilhado: intimidade, confiança, dinheiro em comum, heranças, crises que transformam. Vínculos rasos não bastam, e você tem força para atravessar recomeços. Conversas francas sobre controle e dinheiro, feitas cedo, evitam disputas silenciosas nas relações mais próximas.',
  9: 'Horizontes amplos chamam você quando há um stellium na {casa}. Viagens longas, faculdade, idiomas, filosofia e crenças pedem espaço, e ensinar ou publicar pode se tornar um caminho natural. Você cresce quando aprende algo que muda sua visão. Manter a curiosidade aberta, inclusive para quem pensa diferente, impede que convicções virem certezas fechadas.',
  10: 'Carreira e reputação concentram muita energia no seu mapa, pelo stellium na {casa}. Você quer que o trabalho tenha sentido e que sua trajetória seja reconhecida, e assume responsabilidades com seriedade. Metas de longo prazo motivam. Equilibrar a vida pública com a privada garante que as conquistas tenham gente querida por perto para comemorar.',
  11: 'Amizades e causas coletivas ganham lugar de destaque com o stellium na {casa}. Você circula por redes de contato, reúne pessoas em torno de ideias e sonha com um futuro que inclua muita gente. Os amigos funcionam como família escolhida. Cuidar dos próprios desejos dentro do grupo evita que sua voz se perca na opinião da maioria.',
  12: 'O mundo interior ganha peso com o stellium na {casa}. Imaginação, sonhos, espiritualidade e trabalhos feitos nos bastidores têm muito valor para você, e momentos de silêncio recarregam suas forças. Você percebe o que muitos não veem. Dar forma a essa riqueza, pela arte, pela escrita ou pelo cuidado, ajuda a trazê-la para a luz.',
};

/** "Fogo e Ar", "Fogo, Terra e Ar". */
const joinNames = (names: string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}`;

function elementSentences(dominant: Element[]): string[] {
  if (dominant.length === ELEMENTS.length) return [BALANCED_ELEMENTS_TEXT];
  const lead =
    dominant.length === 1
      ? `O elemento que mais pesa no seu mapa é ${ELEMENT_WITH_ARTICLE[dominant[0]!]}.`
      : `${joinNames(dominant.map((e) => ELEMENT_NAMES[e]))} dividem a liderança dos elementos no seu mapa, com a mesma contagem.`;
  return [lead, ...dominant.map((e) => DOMINANT_ELEMENT_TEXTS[e])];
}

function modalitySentences(dominant: Modality[]): string[] {
  if (dominant.length === MODALITIES.length) return [BALANCED_MODALITIES_TEXT];
  const lead =
    dominant.length === 1
      ? `Entre as modalidades, a ${MODALITY_ADJECTIVE[dominant[0]!]} é a que mais aparece.`
      : `As modalidades ${joinNames(dominant.map((m) => MODALITY_ADJECTIVE[m]))} empatam no primeiro lugar.`;
  return [lead, ...dominant.map((m) => DOMINANT_MODALITY_TEXTS[m])];
}

const defaultHouseLabel = (n: number): string => `Casa ${n}`;

/**
 * The synthesis paragraphs: first the balance of elements and modalities (dominant and missing), then one
 * paragraph per sign stellium and one per house stellium. No stellium, no stellium paragraph.
 */
export function buildSynthesis(
  s: SynthesisCount,
  houseLabel: (n: number) => string = defaultHouseLabel,
  /** Signs whose stellium the generational paragraph reads instead (outer planets sharing the sign). */
  generationalSigns: ReadonlySet<Sign> = new Set(),
): string[] {
  const balance = [
    ...elementSentences(s.dominantElements),
    ...modalitySentences(s.dominantModalities),
    ...s.missingElements.map((e) => MISSING_ELEMENT_TEXTS[e]),
    ...s.missingModalities.map((m) => MISSING_MODALITY_TEXTS[m]),
  ].join(' ');
  const houses = s.stelliumHouses.map((n) => {
    const template = HOUSE_STELLIUM_TEXTS[n as HouseNumber];
    if (template === undefined) throw new RangeError(`Casa inválida: ${n}`);
    return template.replaceAll('{casa}', houseLabel(n));
  });
  const signs = s.stelliumSigns.filter((sign) => !generationalSigns.has(sign));
  return [balance, ...signs.map((sign) => SIGN_STELLIUM_TEXTS[sign]), ...houses];
}
