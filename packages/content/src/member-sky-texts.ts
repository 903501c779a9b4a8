// Texts for the sky over a member's houses (daily.md §2): each new and full Moon by natal house (24), a
// sentence more for an eclipse, a house-free text without a birth time, and the slow planets' passage
// through each house (Jupiter … Pluto × 12 = 60), speaking of the period until the next ingress.
// Original prose written for Constelar: tendencies and choices, never fate.
import { HOUSE_THEMES } from './bodies';
import type { HouseIngressBody } from '@constelar/core';
import type { EclipseBody, HouseLunationPhase, Sign } from '@constelar/core/codes';
import { SIGN_NAMES } from './sign-names';

/** What each house holds, as the object of a sentence. */
const HOUSE_MATTERS: Record<number, string> = {
  1: 'o seu jeito de se apresentar, o corpo e a forma de começar as coisas',
  2: 'aquilo que você valoriza, os seus recursos e a sua autoestima',
  3: 'as conversas, os estudos, os trajetos do dia a dia e os laços com irmãos e vizinhos',
  4: 'o lar, a família, as raízes e o seu lugar de descanso',
  5: 'o prazer, a criatividade, os romances e a alegria de brincar',
  6: 'a rotina, o trabalho de todo dia e os hábitos que sustentam você',
  7: 'as parcerias, os acordos e a vida a dois',
  8: 'a intimidade, as trocas profundas e aquilo que pede transformação',
  9: 'as viagens, os estudos longos, as crenças e a sua visão de mundo',
  10: 'a carreira, a vocação e a forma como o mundo vê você',
  11: 'as amizades, os grupos e os planos para o futuro',
  12: 'o mundo interior, o descanso, os sonhos e o que acontece longe dos olhos',
};

/** New Moon by house: a month's intention. */
const NEW_MOON_IDEAS: Record<number, string> = {
  1: 'Um bom momento para uma intenção que fale de você: um novo hábito, um novo visual, um começo que seja só seu.',
  2: 'Vale plantar uma intenção sobre o que você quer cultivar e sobre o valor que dá ao próprio tempo e talento.',
  3: 'Favorece começar um curso, retomar a escrita ou abrir uma conversa que estava parada.',
  4: 'Pede uma intenção para a casa e para a família: um canto novo, um reencontro, um cuidado com as raízes.',
  5: 'Convida a começar um projeto criativo ou a abrir espaço para o que dá alegria, sem pedir licença.',
  6: 'É um bom início para reorganizar a rotina e trocar um hábito que pesa por outro que ajuda.',
  7: 'Favorece intenções a dois: um acordo novo, uma parceria, um jeito mais justo de dividir as coisas.',
  8: 'Pede coragem para começar a soltar o que já cumpriu o seu papel e abrir espaço para trocas mais verdadeiras.',
  9: 'Abre o mês para planos de viagem, um estudo longo ou uma pergunta que merece ser seguida.',
  10: 'Convida a plantar uma meta de carreira e a dar o primeiro passo visível em direção a ela.',
  11: 'Favorece intenções coletivas: procurar um grupo, retomar uma amizade ou desenhar um plano para o futuro.',
  12: 'Pede um começo silencioso: descanso, meditação, um diário de sonhos, um tempo só para você.',
};

/** Full Moon by house: what comes to light. */
const FULL_MOON_LIGHTS: Record<number, string> = {
  1: 'O trabalho que você vinha fazendo sobre a própria imagem fica visível, e pode ser hora de reconhecer o quanto mudou.',
  2: 'Fica claro o que de fato sustenta você, e o que só ocupava espaço; um bom momento para ajustar prioridades.',
  3: 'Uma conversa, uma notícia ou um estudo chegam a um ponto de conclusão, e vale dizer o que ficou guardado.',
  4: 'Assuntos de casa e de família pedem atenção, e emoções antigas podem vir à tona para serem acolhidas.',
  5: 'Um projeto criativo ou um romance mostra os seus frutos, e o coração pede para ser celebrado.',
  6: 'A rotina mostra onde está pesada demais; é um bom momento para colher o que funciona e cortar o excesso.',
  7: 'As relações ganham luz: acordos se confirmam ou pedem revisão, e o olhar do outro ensina muito.',
  8: 'Assuntos delicados e desejos profundos se revelam, e a honestidade consigo abre caminho.',
  9: 'Uma viagem, um estudo ou uma crença chegam a um momento de colheita, e a visão fica mais ampla.',
  10: 'Resultados de trabalho aparecem, e vale olhar com orgulho para o caminho, ajustando o que for preciso.',
  11: 'Amizades e projetos em grupo chegam a um ponto alto, e fica claro com quem você quer seguir.',
  12: 'O que estava escondido, até de você, pede um olhar gentil; descanso e silêncio ajudam.',
};

export type LunationKind = HouseLunationPhase;

/** How a lunation works in its sign: how to begin (new Moon) or what comes to light (full Moon). */
export const LUNATION_SIGN_WAYS: Record<LunationKind, Record<Sign, string>> = {
  new: {
    aries:
      'Em Áries, o começo quer ser rápido e corajoso: um primeiro passo dado agora vale mais que um plano perfeito.',
    taurus: 'Em Touro, a semente pede terra firme: comece pequeno, com algo que dê para sustentar por meses.',
    gemini: 'Em Gêmeos, começar é perguntar, ler, mandar a mensagem; a curiosidade é o motor deste ciclo.',
    cancer:
      'Em Câncer, a intenção nasce do que aconchega; vale começar por um cuidado, com você ou com alguém de casa.',
    leo: 'Em Leão, o começo pede um pouco de palco: diga em voz alta o que você quer criar.',
    virgo: 'Em Virgem, começar é organizar: uma lista, um horário e um método simples dão forma à intenção.',
    libra:
      'Em Libra, a intenção cresce melhor em companhia: um acordo, um convite, uma conversa que acerta o passo.',
    scorpio:
      'Em Escorpião, o começo é discreto e fundo; escolha uma verdade para encarar e guarde a intenção para si por um tempo.',
    sagittarius:
      'Em Sagitário, a intenção quer horizonte: um plano de estudo, uma viagem, uma pergunta maior que o mês.',
    capricorn:
      'Em Capricórnio, a intenção pede prazo e degrau: defina o primeiro passo concreto e a data de revê-lo.',
    aquarius:
      'Em Aquário, o começo pode fugir do habitual; experimente um jeito novo e chame quem pensa parecido.',
    pisces:
      'Em Peixes, a intenção nasce mais do sentir que do planejar, e um tempo de silêncio ajuda a ouvi-la.',
  },
  full: {
    aries:
      'Em Áries, o que se revela costuma vir de repente e com calor; respirar antes de reagir muda o desfecho.',
    taurus: 'Em Touro, a colheita é concreta: fica visível o que rendeu de fato e o que só ocupava tempo.',
    gemini:
      'Em Gêmeos, a luz chega por palavras: uma notícia, uma conversa, algo dito que esclarece o resto.',
    cancer:
      'Em Câncer, as emoções sobem à superfície; acolher o que aparece, sem pressa de resolver, já é metade do caminho.',
    leo: 'Em Leão, o que foi feito pede reconhecimento, e celebrar, inclusive o esforço dos outros, fecha bem o ciclo.',
    virgo:
      'Em Virgem, os detalhes ficam nítidos; é hora de ajustar o que não funciona, sem transformar isso em autocrítica.',
    libra:
      'Em Libra, a balança aparece nas relações: fica claro onde há troca justa e onde um lado carrega mais.',
    scorpio: 'Em Escorpião, algo guardado vem à tona, e a honestidade, mesmo desconfortável, alivia.',
    sagittarius:
      'Em Sagitário, a culminação traz uma visão mais ampla, e uma crença antiga pode ser revista com bom humor.',
    capricorn:
      'Em Capricórnio, os resultados do esforço aparecem, e também os limites; ajustar metas faz parte da colheita.',
    aquarius:
      'Em Aquário, a luz cai sobre grupos e ideias; pode ser hora de deixar um papel que já não tem a ver com você.',
    pisces:
      'Em Peixes, a colheita é sutil: sonhos, intuições e saudades pedem escuta e um pouco de recolhimento.',
  },
};

/**
 * The new or full Moon's text for a natal house (24), and with its sign named and read (288): the
 * house says where, the sign how.
 */
export function lunationText(kind: LunationKind, house: number, sign?: Sign): string {
  const inSign = sign ? ` em ${SIGN_NAMES[sign]}` : '';
  const way = sign ? ` ${LUNATION_SIGN_WAYS[kind][sign]}` : '';
  return kind === 'new'
    ? `A Lua Nova${inSign} cai na sua casa ${house} e abre um ciclo de cerca de um mês para ${HOUSE_MATTERS[house]}.${way} ${NEW_MOON_IDEAS[house]}`
    : `A Lua Cheia${inSign} ilumina a sua casa ${house}: ${HOUSE_MATTERS[house]}.${way} ${FULL_MOON_LIGHTS[house]}`;
}

/** Without a birth time there are no houses: the phase alone. */
export const LUNATION_NO_HOUSE_TEXTS: Record<LunationKind, string> = {
  new: 'A Lua Nova abre um ciclo de cerca de um mês: um bom momento para escrever uma intenção e dar o primeiro passo sem alarde. Com a hora de nascimento, o Constelar mostra em que área da sua vida ela cai.',
  full: 'A Lua Cheia ilumina o que amadureceu desde a Lua Nova e convida a celebrar, concluir e ajustar. Com a hora de nascimento, o Constelar mostra em que área da sua vida ela cai.',
};

/** The sentence an eclipse adds. */
export const ECLIPSE_SENTENCES: Record<EclipseBody, string> = {
  sun: 'Por ser um eclipse do Sol, o recomeço tende a ecoar pelos próximos seis meses: vale dar a ele mais tempo do que a uma Lua Nova comum.',
  moon: 'Por ser um eclipse da Lua, o que vem à tona tende a marcar os próximos seis meses: um fechamento que abre espaço, mais do que uma perda.',
};

/**
 * A slow planet's passage through each natal house, written one by one (5 planets × 12 houses), about the
 * period it opens: Jupiter about a year, Saturn about two and a half, Uranus about seven, Neptune about
 * fourteen, Pluto from twelve to thirty.
 */
const INGRESS_TEXTS: Record<HouseIngressBody, Record<number, string>> = {
  jupiter: {
    1: 'Com Júpiter na sua casa 1, o ano que começa tem cara de espelho generoso: dá vontade de mudar o corte de cabelo, voltar a treinar ou finalmente se apresentar com mais presença numa reunião. Por uns doze meses, a confiança tende a crescer. Só vale lembrar que entusiasmo demais pode virar exagero, no prato e na agenda.',
    2: 'Júpiter chega à sua casa 2 e passa por volta de um ano mexendo naquilo que você valoriza. Pode surgir a chance de cobrar melhor por um trabalho, oferecer um talento que estava parado ou olhar com mais carinho para o próprio valor. As oportunidades tendem a aparecer; a escolha de gastar com calma, antes de comemorar, continua sendo sua.',
    3: 'Durante mais ou menos um ano, Júpiter passeia pela sua casa 3, a das conversas e dos caminhos curtos. É um tempo bom para um curso livre, um grupo de estudos, um podcast ou aquela reaproximação com um irmão ou um vizinho. As ideias tendem a chegar aos montes; anotar tudo e terminar ao menos algumas faz toda a diferença.',
    4: 'A casa 4 recebe Júpiter por cerca de um ano, e o lar pede espaço. Pode ser a mudança para um apartamento maior, uma reforma na cozinha, um almoço de domingo que volta a reunir a família ou simplesmente mais gente à mesa. A casa tende a ganhar calor e movimento; convém só não assumir, por generosidade, mais despesas do que cabem.',
    5: 'Júpiter ilumina a sua casa 5 ao longo de aproximadamente um ano, e a alegria ganha prioridade. Retomar o violão, entrar numa oficina de teatro, viver um romance sem pressa, brincar mais com as crianças da família: tudo isso tende a render. O convite é levar o prazer a sério, sem transformar cada diversão numa aposta alta.',
    6: 'Neste ano de Júpiter na sua casa 6, o trabalho de todo dia pode ficar mais leve e mais farto. Talvez apareçam tarefas novas, um colega que ensina muito ou a vontade de caprichar na rotina: caminhar de manhã, levar marmita, arrumar a mesa. Crescer aqui é escolher bem os compromissos, porque dizer sim a tudo tende a lotar a semana.',
    7: 'Parcerias ganham fôlego enquanto Júpiter atravessa a sua casa 7, por volta de um ano. Um sócio, um cliente fiel, um namoro que vira compromisso ou um casamento que se renova podem entrar em cena. O outro tende a trazer sorte e aprendizado; a medida certa é escolher gente que soma, e não apenas quem chega com as promessas mais bonitas.',
    8: 'Júpiter mergulha na sua casa 8 por mais ou menos doze meses, e as trocas profundas ficam mais generosas. Conversas difíceis sobre dinheiro dividido, herança ou intimidade tendem a fluir melhor, e a confiança a dois pode crescer. É também um bom período para a terapia ou para soltar um medo antigo. Vale ler com atenção qualquer contrato conjunto antes de assinar.',
    9: 'Uma viagem longa, uma pós-graduação, um intercâmbio ou um livro que muda o seu jeito de pensar: com Júpiter na casa 9, o horizonte se alarga por cerca de um ano. A fé no futuro tende a crescer, e perguntas grandes pedem para ser seguidas. O cuidado é não tratar a primeira resposta boa como a verdade final.',
    10: 'Júpiter sobe à sua casa 10 e passa cerca de um ano no ponto mais visível do seu mapa. Uma promoção, um convite, um projeto que finalmente aparece para mais gente: a carreira tende a ganhar vento a favor. Vale mirar alto e dar nome à própria ambição, cuidando para que o reconhecimento não custe todo o seu tempo livre.',
    11: 'Amigos novos, um coletivo, um clube de corrida, uma comunidade on-line que vira encontro de verdade: Júpiter na sua casa 11 abre portas por uns doze meses. Os planos para os próximos anos tendem a ganhar aliados. Na tradição, esta é uma das casas em que ele mais se alegra, e o convite é aceitar ajuda e também oferecer a sua.',
    12: 'No silêncio da casa 12, Júpiter passa cerca de um ano trabalhando longe dos holofotes. Pode ser um tempo de retiro, de voluntariado, de sonhos mais vivos ou de uma fé que se fortalece sem alarde. Muita coisa tende a amadurecer por dentro antes de aparecer lá fora. Descansar de verdade, sem culpa, faz parte desse crescimento.',
  },
  saturn: {
    1: 'Saturno atravessa a sua casa 1 por uns dois anos e meio, e o espelho fica mais honesto. É tempo de assumir quem você é com menos disfarces: cuidar do corpo com regularidade, sustentar um posicionamento, aceitar responsabilidades que antes pareciam grandes demais. O começo pode pesar; a presença que se constrói daqui sai mais firme e mais sua.',
    2: 'Por cerca de dois anos e meio, Saturno organiza a sua casa 2. Planilha, reserva, uma conversa franca sobre salário: os recursos pedem método, e o valor próprio também. Pode haver fases de aperto ou de contenção, que tendem a ensinar o que de fato importa. O que se junta com paciência nesse período costuma durar bastante.',
    3: 'Com Saturno na casa 3, a palavra ganha peso por uns dois anos e meio. Estudar com disciplina, tirar a habilitação, escrever todos os dias, resolver uma pendência antiga com um irmão: o dia a dia pede foco. As conversas podem ganhar seriedade e exigência. Dizer menos, e com mais cuidado, tende a abrir mais portas do que falar muito.',
    4: 'Saturno se instala na sua casa 4 por aproximadamente dois anos e meio, e as bases da vida pedem revisão. Pode ser cuidar de pais que envelhecem, reformar um imóvel, assumir as contas da casa ou olhar para heranças emocionais da família. O peso é real, mas o alicerce que se firma agora tende a sustentar os anos seguintes.',
    5: 'A alegria também pede compromisso quando Saturno passa pela sua casa 5, durante uns dois anos e meio. Um hobby vira ofício, um romance é testado pelo tempo, um filho ou um projeto autoral exige dedicação. A diversão pode parecer mais contida por uma fase. O que você cria com constância agora tende a ganhar forma duradoura e um orgulho legítimo.',
    6: 'Rotina é o assunto enquanto Saturno percorre a sua casa 6, por volta de dois anos e meio. Horários, sono, alimentação, prazos no trabalho: tudo pede mais ordem, e o corpo tende a reclamar quando o ritmo passa do ponto. Pequenos hábitos repetidos, como dormir mais cedo ou organizar a semana no domingo, rendem mais do que grandes resoluções.',
    7: 'Saturno chega à sua casa 7 e passa cerca de dois anos e meio testando os acordos a dois. Casamentos, sociedades e contratos pedem clareza: quem faz o quê, o que é justo, o que ainda faz sentido. Relações frágeis podem mostrar as rachaduras, e as sólidas tendem a se aprofundar. Um compromisso assumido agora vem com menos ilusão e mais verdade.',
    8: 'Durante uns dois anos e meio, Saturno ocupa a sua casa 8, e o que é profundo pede maturidade. Dívidas, bens divididos, seguros e questões de herança tendem a exigir atenção e papelada em dia. Na intimidade, a confiança se constrói devagar, sem atalhos. É uma fase fértil para encarar um medo antigo, de preferência com ajuda profissional e tempo.',
    9: 'Crenças que pareciam certezas passam pelo crivo de Saturno enquanto ele atravessa a sua casa 9, por cerca de dois anos e meio. É um bom tempo para um mestrado, uma formação séria, um idioma estudado com método ou uma viagem planejada com antecedência. A visão de mundo tende a perder ingenuidade e ganhar chão, feita de estudo e experiência.',
    10: 'Saturno alcança a sua casa 10, a parte mais alta do mapa, por uns dois anos e meio. A carreira pede responsabilidade e pode trazer cargos, cobranças e reconhecimento na medida do esforço. É hora de decidir onde você quer estar daqui a dez anos e trabalhar por isso, sem pular etapas. Títulos conquistados nessa fase tendem a ter raiz.',
    11: 'Saturno filtra amizades e planos na sua casa 11 por volta de dois anos e meio. Alguns grupos podem perder o sentido, e poucas pessoas leais tendem a ganhar importância. É um tempo bom para assumir um papel num coletivo, numa associação de bairro ou num projeto de longo prazo. Metas para o futuro pedem prazo, passo e paciência.',
    12: 'Saturno se recolhe na sua casa 12 por cerca de dois anos e meio, fechando um ciclo antes de recomeçar. Assuntos guardados, culpas antigas e cansaços acumulados pedem arrumação silenciosa. Terapia, meditação, um diário ou um tempo a sós tendem a ajudar mais do que a agenda cheia. O que for resolvido por dentro agora abre espaço para o começo que vem depois.',
  },
  uranus: {
    1: 'Urano entra na sua casa 1 e fica por uns sete anos sacudindo a imagem no espelho. Mudar o visual, o nome artístico, a forma de se apresentar ou até de cidade pode parecer urgente. A vontade de liberdade tende a crescer, e quem convive com você pode se surpreender. Dá para se reinventar por etapas, sem queimar tudo de uma vez.',
    2: 'Com Urano na casa 2, por cerca de sete anos, o jeito de ganhar e de gastar tende a mudar. Uma renda vinda de tecnologia, de trabalho autônomo ou de uma fonte inesperada pode aparecer, assim como oscilações. Os valores também se renovam: o que parecia essencial perde o brilho. Ter alguma reserva pode ajudar a atravessar as surpresas com mais tranquilidade.',
    3: 'Ideias chegam rápido durante os cerca de sete anos de Urano na sua casa 3. Aprender a programar, mudar de bairro, trocar de meio de transporte, entrar num grupo de conversa que vira rede: o cotidiano pede novidade. A cabeça tende a ir longe e a trocar de assunto com facilidade. Escolher alguns focos ajuda a transformar lampejo em obra.',
    4: 'Urano bagunça a mobília da sua casa 4 por cerca de sete anos, ao pé da letra e no sentido figurado. Mudanças de endereço, arranjos familiares diferentes, gente nova morando junto ou a decisão de sair de onde sempre se viveu podem acontecer. As raízes tendem a se reorganizar. Criar um lar que caiba na sua liberdade é o desafio, e também a conquista.',
    5: 'Paixões repentinas, hobbies inusitados e uma criatividade que não pede licença: assim tende a ser a passagem de Urano pela sua casa 5, que dura uns sete anos. Pode surgir um romance fora do roteiro, uma arte digital, um palco improvisado. O prazer ganha formas novas. O cuidado é não trocar tudo pela emoção do momento, deixando espaço para o que também dura.',
    6: 'Na rotina, Urano pede lugar para o improviso ao longo dos seus sete anos na casa 6. Home office, horários flexíveis, um trabalho freelance, uma troca de área ou um aplicativo que reorganiza o dia podem marcar esse período. A energia do dia tende a sofrer tanto com rotinas engessadas quanto com o caos. Experimentar até achar um ritmo próprio é o caminho.',
    7: 'Urano passa uns sete anos na sua casa 7, e as parcerias pedem ar. Acordos tradicionais podem ser revistos, pessoas diferentes de tudo o que você conhecia tendem a chegar, e a vida a dois precisa de espaço para cada um. Alguns vínculos se rompem, outros se reinventam. Liberdade e compromisso podem, sim, caber na mesma frase.',
    8: 'Urano vasculha a sua casa 8 por cerca de sete anos, e a intimidade deixa de seguir o roteiro. Segredos podem vir à tona, finanças compartilhadas pedem arranjos novos e crises tendem a abrir saídas inesperadas. O que parecia imutável em você pode mudar de repente. Conversas francas, e nenhuma decisão grande no calor do momento, ajudam bastante.',
    9: 'Urano abre janelas na sua casa 9 durante uns sete anos. Estudar fora do país, descobrir uma filosofia, mudar de religião ou largar uma certeza antiga são movimentos possíveis. A curiosidade tende a falar mais alto do que a tradição, e viagens podem surgir de última hora. Vale manter a mente aberta sem trocar uma verdade absoluta por outra.',
    10: 'Urano agita a sua casa 10 por cerca de sete anos, e a carreira pode mudar de rumo. Trocar de profissão, empreender, trabalhar com tecnologia ou deixar um cargo estável por algo com mais sentido entra no horizonte. A reputação tende a vir do que você faz de original. Planejar cada virada com alguma margem torna a ousadia mais sustentável.',
    11: 'Sete anos de Urano na sua casa 11 tendem a trazer amizades improváveis e grupos que surgem do nada. Movimentos sociais, comunidades on-line, coletivos de criação: o futuro passa a ser pensado com gente diferente. Alguns laços antigos podem se afrouxar. A astrologia moderna associa esta casa a Urano, e os planos mais ousados encontram eco por aqui.',
    12: 'Discretamente, Urano passa uns sete anos pela sua casa 12, mexendo no que está longe dos olhos. Sonhos estranhos, intuições súbitas e libertações internas podem marcar o período; padrões antigos tendem a se desfazer sem aviso. Meditação, escrita ou terapia ajudam a dar forma ao que emerge. O que se solta agora prepara um recomeço visível mais adiante.',
  },
  neptune: {
    1: 'Netuno envolve a sua casa 1 por cerca de catorze anos, e a imagem ganha contornos fluidos. Os outros podem enxergar em você o que desejam ver, e a própria identidade tende a assumir tons artísticos, espirituais ou difíceis de definir. É um tempo bom para a arte e a empatia. Limites claros ajudam a não se perder no desejo alheio.',
    2: 'Na casa 2, Netuno passa uns catorze anos dissolvendo a relação com dinheiro e valor. Pode nascer renda de arte, de música ou do cuidado com pessoas, e o apego ao que é material tende a diminuir. Há também risco de confusão nas contas e de promessas fáceis. Sonhar com outra forma de viver vale muito, desde que o extrato seja conferido.',
    3: 'Palavras ganham música durante os cerca de catorze anos de Netuno na sua casa 3. Poesia, tradução, fotografia, conversas que parecem adivinhar o que o outro sente: a comunicação tende a se tornar intuitiva. Ao mesmo tempo, recados se perdem e mal-entendidos acontecem com mais facilidade. Confirmar datas, reler mensagens e perguntar de novo evita muita confusão.',
    4: 'Netuno repousa na sua casa 4 por uns catorze anos, e o lar vira refúgio e mistério ao mesmo tempo. Pode ser a casa perto do mar, a saudade de uma família idealizada ou a descoberta de histórias que ninguém contava. As fronteiras entre quem mora junto tendem a ficar difusas. Acolher sem se anular é a arte desse período.',
    5: 'O romance ganha ares de filme enquanto Netuno atravessa a sua casa 5, durante cerca de catorze anos. A inspiração para pintar, compor, dançar ou escrever tende a fluir, e os amores podem ser intensos e idealizados. O encanto é bonito, só que pede um olho aberto. Amar a pessoa real, e não a imagem, faz o sonho render.',
    6: 'Ao longo de uns catorze anos, Netuno atravessa a sua casa 6 e pede que o trabalho tenha sentido. Profissões de cuidado, arte ou voluntariado podem atrair, e a rotina rígida tende a pesar mais. O corpo pode reagir mais aos excessos, então vale escutá-lo e procurar orientação profissional quando algo não vai bem. Pausas pequenas também são trabalho.',
    7: 'Netuno passa cerca de catorze anos na sua casa 7, e a vida a dois ganha poesia e névoa. Pode chegar alguém com jeito de alma gêmea, uma parceria de fundo espiritual ou artístico, ou a tentação de salvar o outro. A compaixão tende a crescer nas relações. Conferir os fatos, os contratos e as intenções protege o que é bonito de verdade.',
    8: 'Mistérios e entregas profundas marcam a passagem de Netuno pela sua casa 8, que dura uns catorze anos. A intimidade pode se tornar quase espiritual, e sonhos, intuições e o interesse pelo oculto tendem a crescer. Em dinheiro compartilhado, heranças e dívidas, a névoa pede atenção redobrada. Tudo que envolve assinatura merece leitura calma e uma segunda opinião.',
    9: 'Durante catorze anos, mais ou menos, Netuno banha a sua casa 9 de busca espiritual. Peregrinações, retiros, o estudo das religiões, a mitologia ou a arte de outros povos podem encantar. A visão de mundo tende a se tornar mais compassiva e menos rígida. O cuidado é com gurus e verdades prontas: a fé mais bonita é a que conversa com a dúvida.',
    10: 'Netuno sobe à sua casa 10 por cerca de catorze anos, e a vocação ganha cara de missão. Carreiras ligadas a arte, cuidado, imagem ou espiritualidade podem chamar, enquanto cargos sem sentido perdem a graça. A reputação tende a oscilar entre o encanto e o mal-entendido. Ter clareza sobre o que você oferece, de preferência por escrito, ajuda a manter o rumo.',
    11: 'Amizades de alma e grupos com causa ganham força enquanto Netuno percorre a sua casa 11, por uns catorze anos. Coletivos artísticos, redes de solidariedade e sonhos partilhados tendem a inspirar. Às vezes, um grupo promete mais do que entrega, ou alguém idealiza demais uma amizade. Sonhar junto é lindo quando cada pessoa sabe o que pode oferecer.',
    12: 'Netuno mergulha na sua casa 12, terreno que a astrologia moderna associa a ele, e fica ali por uns catorze anos. Intuição, compaixão e vida interior tendem a se aprofundar; meditação, música e sonhos viram bússola. Também pode crescer a vontade de fugir do mundo. Rotinas simples e pessoas de confiança por perto ajudam a manter os pés no chão.',
  },
  pluto: {
    1: 'Plutão entra na sua casa 1 para uma estada longa, que pode passar de uma década, e a identidade troca de pele. Aos poucos, máscaras antigas tendem a cair, e a presença ganha intensidade. Pode haver crises de imagem e vontade de um recomeço radical. Escolher com consciência o que deixar para trás faz do processo um renascimento, e não uma ruptura.',
    2: 'A relação com dinheiro, posses e autoestima passa por uma reforma profunda enquanto Plutão habita a sua casa 2, por muitos anos. Pode haver fases de conquista e fases de desapego, e a pergunta muda: o que de fato me sustenta? Poder pessoal e valor próprio tendem a se fortalecer quando deixam de depender só do saldo.',
    3: 'Plutão se aprofunda na sua casa 3 durante muitos anos, e a palavra ganha poder. Pesquisar, investigar, escrever sobre temas difíceis ou ter conversas que mudam tudo entram no cotidiano. Relações com irmãos e vizinhos podem passar por acertos de contas. Falar com intenção, e escutar de verdade, tende a transformar também o jeito de pensar.',
    4: 'Raízes antigas se revolvem enquanto Plutão passa, por muitos anos, pela sua casa 4. Histórias de família, segredos guardados e padrões herdados tendem a vir à tona, às vezes junto de uma mudança de endereço ou de papéis dentro de casa. É um convite a cuidar do que veio antes. Um lar reconstruído por dentro ganha verdade.',
    5: 'Plutão atravessa a sua casa 5 ao longo de muitos anos, e prazer, paixão e criação ganham intensidade. Um amor pode virar tudo de ponta-cabeça, uma obra pode nascer de uma dor, a relação com os filhos pode se aprofundar. A tendência é não aceitar alegrias mornas. Criar e amar com entrega, sem tentar controlar o outro, faz desse tempo um renascimento.',
    6: 'No trabalho diário, Plutão pede uma transformação que se estende por muitos anos na sua casa 6. Rotinas que desgastam tendem a se tornar insustentáveis, e uma mudança profunda de função, de ambiente ou de hábitos pode se impor. Relações de poder no emprego também vêm à tona. Reconstruir o cotidiano em torno do que nutre, e não do que esgota, é a escolha central.',
    7: 'Parcerias intensas marcam a longa passagem de Plutão pela sua casa 7, que pode durar décadas. Relações que mexem com tudo, disputas de poder, sócios decisivos, um casamento que se transforma ou termina: o outro tende a funcionar como espelho do que precisa mudar. Escolher vínculos de igual para igual, sem dominar nem se submeter, é o aprendizado mais fértil do período.',
    8: 'Plutão percorre a sua casa 8, que a astrologia moderna associa a ele, por muitos e muitos anos. Intimidade, sexualidade, perdas, heranças e recursos compartilhados tendem a passar por mudanças profundas. Crises podem ser portas de renovação. Terapia, honestidade radical e paciência com o próprio ritmo ajudam a atravessar o escuro e a encontrar nele uma força nova.',
    9: 'Verdades absolutas perdem o chão durante os muitos anos de Plutão na sua casa 9. Uma viagem que muda a vida, um estudo que vira obsessão, uma fé que se desfaz ou se aprofunda: a visão de mundo tende a renascer. O fanatismo, próprio ou alheio, pode dar as caras. Buscar sentido sem precisar converter ninguém é o caminho mais livre.',
    10: 'Plutão chega ao topo do seu mapa, a casa 10, e fica ali por muito tempo, às vezes décadas. Carreira, autoridade e imagem pública passam por uma transformação profunda: pode haver ascensão, queda ou mudança completa de rumo. A relação com o poder tende a ser testada. Usar a própria influência com ética transforma a ambição em legado.',
    11: 'Grupos, amizades e sonhos coletivos atravessam uma longa transformação com Plutão na sua casa 11, que pode durar mais de uma década. Alguns círculos se desfazem, outros nascem com força, e causas sociais podem ganhar peso. Jogos de poder em grupo tendem a ficar visíveis. Escolher com quem sonhar o futuro passa a ser quase um ato político.',
    12: 'Plutão desce ao fundo da sua casa 12, onde permanece por muitos anos, trabalhando em silêncio. Medos antigos, memórias esquecidas e padrões que vêm de longe tendem a emergir aos poucos, muitas vezes em sonhos. É um bom período para terapia, espiritualidade e perdão. O que se transforma no escuro agora prepara uma presença mais inteira lá na frente.',
  },
};

const HOUSE_INGRESS_NAMES: Record<HouseIngressBody, string> = {
  jupiter: 'Júpiter',
  saturn: 'Saturno',
  uranus: 'Urano',
  neptune: 'Netuno',
  pluto: 'Plutão',
};

/** A slow planet entering a natal house: 60 texts (5 planets × 12 houses), about the period it opens. */
export function houseIngressText(
  body: HouseIngressBody,
  house: number,
  direction: 'direct' | 'retrograde',
): string {
  if (direction === 'retrograde') {
    // A re-entry: the planet returns for a while; the period it opens was told at its first entry.
    return `${HOUSE_INGRESS_NAMES[body]} volta à sua casa ${house} em movimento retrógrado, depois de ter passado por ela há pouco. Os assuntos de ${HOUSE_THEMES[house]} voltam à pauta para uma revisão: o que ficou por fazer ali pede acabamento antes que o planeta siga o caminho direto.`;
  }
  return INGRESS_TEXTS[body][house]!;
}
