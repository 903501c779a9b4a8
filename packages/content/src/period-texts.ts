// The words of the week and the month by sign (reach.md §2): sentences per event kind, each naming the
// house it falls in from the reader's sign, its date ("{when}": "na quinta-feira (12)", "no dia 12") and
// its matters ("{area}": "dos amores e da criação"; "{in}": "nos amores e na criação"). Pools hold at
// least eight sentences for what a week uses and six for what only a month uses, so consecutive periods
// never take the same one (docs/decisions/104-week-and-month.md). Original prose written for Constelar:
// tendencies and choices, never fate.

/** The week's first sentence, around its main event ("{event}": "a Lua Cheia em Câncer"). */
export const WEEK_OPENINGS: readonly string[] = [
  '{When}, {event} cai na sua casa {n}, a {area}, e dá o tom da semana.',
  'A semana gira em torno de {event}, que acontece {when} na sua casa {n}, a {area}.',
  'O ponto alto destes sete dias chega {when}: {event}, na sua casa {n}, a {area}.',
  'Se fosse para marcar um dia no calendário, seria {day}, com {event} na sua casa {n}, a {area}.',
  'Tudo converge para {day}, quando {event} movimenta a sua casa {n}, a {area}.',
  'A semana tem um centro claro: {event}, {when}, na sua casa {n}, a {area}.',
  'Vale guardar a data: {when}, {event} acende a sua casa {n}, a {area}.',
  'O céu da semana se organiza em volta de {event}, {when}, que toca a sua casa {n}, a {area}.',
  'Destes dias, o mais carregado de sentido é {day}, com {event} na sua casa {n}, a {area}.',
];

/** The month's first sentence ("{month}": "dezembro"). */
export const MONTH_OPENINGS: readonly string[] = [
  'Em {month}, o acontecimento que mais pesa para você é {event}, {when}, na sua casa {n}, a {area}.',
  'O mês de {month} tem um eixo: {event}, {when}, que põe a sua casa {n}, a {area}, em destaque.',
  '{Month} começa a fazer sentido a partir de {event}, {when}, na sua casa {n}, a {area}.',
  'Se {month} tivesse um título, ele viria de {event}, {when}, na sua casa {n}, a {area}.',
  'Para você, {month} se desenha em torno de {event}, {when}, que mexe com a sua casa {n}, a {area}.',
  'Entre tudo o que o céu de {month} traz, o que fala mais alto é {event}, {when}, na sua casa {n}, a {area}.',
  'O mês de {month} guarda uma data-chave: {when}, com {event} na sua casa {n}, a {area}.',
];

/** What the main event asks, once the opening has named it, by its kind. */
export const LEAD_MEANINGS: Record<
  'lunation' | 'quarter' | 'eclipse' | 'planet' | 'aspect' | 'moon',
  readonly string[]
> = {
  lunation: [
    'Lunações marcam começos e colheitas: o que acontece {in} agora tende a mostrar para onde as coisas andam.',
    'É uma lunação, e lunações funcionam como marcos: o que se decide {in} ganha um peso maior que o de costume.',
    'Lunações costumam deixar rastro por semanas, e este rastro passa {in}.',
    'O que você plantar ou colher {in} perto dessa data tende a render conversa por um bom tempo.',
    'Datas de lunação pedem presença: {in} fica mais fácil perceber o que cresceu e o que pede ajuste.',
    'É uma boa data para olhar de frente o que anda acontecendo {in}.',
    'Lunações não mandam em nada, mas iluminam: {in}, o que estava vago pode ganhar contorno.',
    'A energia da lunação se concentra {in}, e vale acompanhar o que aparece por ali.',
    'Em torno dessa data, o que se move {in} pede atenção e um pouco de intenção.',
  ],
  quarter: [
    'Quartos de Lua são pontos de ajuste: {in}, um pequeno acerto de rota pode poupar esforço depois.',
    'É um momento de decisão prática {in}, mais de ajuste do que de recomeço.',
    'Fases de quarto pedem escolha: {in}, o que não anda pode ser corrigido sem drama.',
    'Um quarto de Lua costuma cobrar coerência, e a cobrança aparece {in}.',
    'A fase pede uma pausa para medir o caminho {in} e decidir o próximo passo.',
    'Não é dia de grandes viradas, e sim de acertos finos {in}.',
    'Vale usar a fase para arrumar o que ficou pela metade {in}.',
    'O quarto de Lua põe uma pergunta simples sobre a mesa: o que, {in}, ainda faz sentido manter?',
    'É uma data boa para rever combinados e prioridades {in}.',
  ],
  eclipse: [
    'Eclipses abrem ciclos de meses: o que muda {in} por agora tende a seguir se desdobrando até a próxima temporada de eclipses.',
    'Eclipse não é sentença, é convite: {in}, algo pode pedir uma mudança de rumo que você escolhe como conduzir.',
    'Perto de um eclipse, decisões tomadas às pressas {in} rendem menos do que as que amadurecem alguns dias.',
    'Com um eclipse, o que se esconde {in} tende a aparecer, e é melhor olhar com calma do que reagir no susto.',
    'A marca de um eclipse costuma se estender por meses, e aqui ela se estende {in}.',
    'O eclipse mexe com o que está estabelecido {in}: é tempo de perceber o que já não cabe e o que merece espaço.',
    'Eclipses mostram o que estava na sombra; {in}, o que surgir agora merece cuidado e tempo.',
    'Um eclipse reorganiza prioridades, e a reorganização passa {in}.',
    'Depois de um eclipse, o terreno {in} fica mais maleável: é hora de escolher com intenção.',
  ],
  planet: [
    'Quando um planeta muda de passo, o efeito é lento e duradouro: {in}, a mudança se faz sentir ao longo de semanas.',
    'É um movimento de fundo, que vale acompanhar {in} sem pressa de resultados.',
    'Movimentos de planetas desenham o clima das próximas semanas, e esse clima se instala {in}.',
    'A novidade é de ritmo: {in}, as coisas passam a andar de outro jeito.',
    'É a mudança de fundo do período, e ela puxa a sua atenção {in}.',
    'O que se move {in} agora tem fôlego para durar além desta data.',
    'Um planeta que muda de estado costuma mudar a conversa, e a conversa passa {in}.',
    'Vale prestar atenção {in}: é ali que o céu muda de marcha.',
    'O clima {in} muda com esse movimento, e adaptar o passo ajuda.',
  ],
  aspect: [
    'Aspectos exatos entre planetas marcam dias de encontro: {in}, duas forças precisam conversar.',
    'É um encontro entre planetas, e ele ganha corpo {in}.',
    'Esse aspecto dá o tom do período {in}: é ali que vale apostar a sua atenção.',
    'Quando dois planetas se alinham, algo pede síntese {in}.',
    'O aspecto põe duas vontades lado a lado {in}, e cabe a você combinar as duas.',
    'É o contato mais marcante do período, e ele passa {in}.',
    'O que acontece {in} por esses dias carrega a assinatura desse aspecto.',
    'Esse encontro costuma render ideias e escolhas {in}.',
    'Vale observar {in} o que se destrava com esse alinhamento.',
  ],
  moon: [
    'Sem um grande evento no céu, a Lua comanda o ritmo, e o ritmo passa {in}.',
    'É um período de movimento suave, bom para cuidar do que está {in}.',
    'Na falta de grandes marcos, o cotidiano {in} ganha mais espaço e mais sentido.',
    'Um céu tranquilo favorece o que se constrói aos poucos {in}.',
    'Sem pressões fortes, dá para escolher com calma o que cultivar {in}.',
    'O período é de andar sem sustos, com atenção especial {in}.',
    'Dias sem grandes eventos são ótimos para organizar o que está {in}.',
    'Com o céu mais quieto, a sua escolha pesa mais do que qualquer trânsito, e o terreno é {in}.',
    'É tempo de constância {in}, sem grandes viradas à vista.',
  ],
};

/** A new or a full Moon, or a quarter, other than the main event ("{sign}": the Moon's sign). */
export const PHASE_SENTENCES: Record<'new' | 'first-quarter' | 'full' | 'last-quarter', readonly string[]> = {
  new: [
    '{When}, a Lua Nova em {sign} abre um ciclo na sua casa {n}: um bom momento para formular uma intenção {in}.',
    'A Lua Nova chega {when}, em {sign}, e planta sementes na sua casa {n}, a {area}.',
    '{When}, o céu mostra Lua Nova em {sign}, na sua casa {n}; começar algo pequeno {in} tende a render.',
    'Com a Lua Nova em {sign} {when}, a sua casa {n} recomeça: vale escolher um foco {in}.',
    '{When}, a Lua Nova em {sign} limpa o terreno da sua casa {n}, a {area}, para o que vem.',
    'A lunação nova de {sign} acontece {when} e convida a recomeçar {in}, a sua casa {n}.',
    'Lua Nova em {sign} {when}: a sua casa {n}, a {area}, pede um gesto de começo.',
    '{When}, a Lua Nova em {sign} marca um ponto de partida na sua casa {n}; anotar o que se quer {in} ajuda.',
    'A Lua Nova em {sign}, {when}, reinicia o ciclo da sua casa {n}, a {area}.',
  ],
  full: [
    '{When}, a Lua Cheia em {sign} ilumina a sua casa {n}: o que vinha crescendo {in} fica à vista.',
    'A Lua Cheia chega {when}, em {sign}, e põe a sua casa {n}, a {area}, sob os holofotes.',
    '{When}, o céu mostra Lua Cheia em {sign}, na sua casa {n}; é hora de colher e de reconhecer o que se fez {in}.',
    'Com a Lua Cheia em {sign} {when}, a sua casa {n} transborda: emoções {in} tendem a falar mais alto.',
    '{When}, a Lua Cheia em {sign} mostra resultados na sua casa {n}, a {area}.',
    'A Lua Cheia de {sign}, {when}, leva a sua atenção para a casa {n}: vale fechar pendências {in}.',
    'Lua Cheia em {sign} {when}: a sua casa {n}, a {area}, chega a um ponto de clareza.',
    '{When}, a Lua Cheia em {sign} completa um ciclo na sua casa {n}; o que sobrar {in} pode ser solto.',
    'A Lua Cheia em {sign}, {when}, deixa claro o que amadureceu na sua casa {n}, a {area}.',
  ],
  'first-quarter': [
    '{When}, o Quarto Crescente em {sign} pede ação na sua casa {n}, a {area}.',
    'O Quarto Crescente chega {when}, em {sign}, e cobra um passo concreto {in}.',
    '{When}, o céu mostra Quarto Crescente em {sign}, na sua casa {n}: é o momento de insistir no que começou {in}.',
    'Com o Quarto Crescente em {sign} {when}, a sua casa {n} pede decisão, não espera.',
    '{When}, o Quarto Crescente em {sign} testa o que foi plantado na sua casa {n}, a {area}.',
    'O Quarto Crescente de {sign}, {when}, traz um pequeno obstáculo {in} que ensina o caminho.',
    'Quarto Crescente em {sign} {when}: na sua casa {n}, a {area}, o esforço começa a contar.',
    '{When}, a Lua em Quarto Crescente em {sign} empurra a sua casa {n} para a frente.',
    'O Quarto Crescente em {sign}, {when}, pede firmeza {in}, a sua casa {n}.',
  ],
  'last-quarter': [
    '{When}, o Quarto Minguante em {sign} pede revisão na sua casa {n}, a {area}.',
    'O Quarto Minguante chega {when}, em {sign}, e convida a tirar o excesso {in}.',
    '{When}, o céu mostra Quarto Minguante em {sign}, na sua casa {n}: é hora de simplificar {in}.',
    'Com o Quarto Minguante em {sign} {when}, a sua casa {n} pede menos e melhor.',
    '{When}, o Quarto Minguante em {sign} ajuda a encerrar o que já deu na sua casa {n}, a {area}.',
    'O Quarto Minguante de {sign}, {when}, abre espaço {in} para o próximo ciclo.',
    'Quarto Minguante em {sign} {when}: na sua casa {n}, a {area}, vale arrumar as gavetas.',
    '{When}, a Lua em Quarto Minguante em {sign} desacelera a sua casa {n}.',
    'O Quarto Minguante em {sign}, {when}, favorece balanços {in}, a sua casa {n}.',
  ],
};

/** Eclipses other than the main event. */
export const ECLIPSE_SENTENCES: Record<'sun' | 'moon', readonly string[]> = {
  sun: [
    '{When}, o eclipse solar em {sign} reforça a Lua Nova na sua casa {n}: um começo {in} pode vir por um caminho inesperado.',
    'O eclipse do Sol {when}, em {sign}, abre uma porta na sua casa {n}, a {area}.',
    '{When}, o céu mostra eclipse solar em {sign}, e a sua casa {n} entra num ciclo de meses de renovação.',
    'Com o eclipse solar em {sign} {when}, a sua casa {n}, a {area}, pede um novo projeto.',
    'O eclipse solar de {day}, em {sign}, sacode a sua casa {n}: o novo chega {in}.',
    '{When}, o Sol se eclipsa em {sign}, na sua casa {n}, e o que começa {in} merece paciência.',
  ],
  moon: [
    '{When}, o eclipse lunar em {sign} intensifica a Lua Cheia na sua casa {n}: algo {in} chega ao fim de um ciclo.',
    'O eclipse da Lua {when}, em {sign}, revela o que estava encoberto na sua casa {n}, a {area}.',
    '{When}, o céu mostra eclipse lunar em {sign}, e a sua casa {n} pede desapego do que já cumpriu o seu papel.',
    'Com o eclipse lunar em {sign} {when}, a sua casa {n}, a {area}, vive um desfecho.',
    'O eclipse lunar de {day}, em {sign}, ilumina de um ângulo novo a sua casa {n}.',
    '{When}, a Lua se eclipsa em {sign}, na sua casa {n}, e uma emoção guardada {in} pode vir à tona.',
  ],
};

/** A planet entering a sign ("{body}", "{sign}"), then what the planet brings there. */
export const INGRESS_SENTENCES: readonly string[] = [
  '{When}, {body} entra em {sign} e passa a atravessar a sua casa {n}, a {area}.',
  '{Body} muda para {sign} {when} e leva a sua energia para a casa {n}, a {area}.',
  'A partir {from}, {body} está em {sign}, na sua casa {n}: {task}',
  '{When}, {body} chega a {sign}; para você, isso acontece na casa {n}, a {area}.',
  '{Body} ingressa em {sign} {when} e muda o foco para a sua casa {n}.',
  'Com {body} em {sign} {from2}, a sua casa {n}, a {area}, ganha um novo movimento.',
  '{When}, {body} troca de signo e entra em {sign}, a sua casa {n}: {task}',
  'A chegada de {body} a {sign}, {when}, acende a sua casa {n}, a {area}.',
  '{Body} passa para {sign} {when}, e a sua casa {n} entra na pauta.',
];
/** A planet going back into a sign while retrograde. */
export const INGRESS_RETURN_SENTENCES: readonly string[] = [
  '{When}, {body} volta a {sign} em movimento retrógrado e retorna à sua casa {n} para rever o que ficou pendente {in}.',
  '{Body} recua para {sign} {when}: a sua casa {n}, a {area}, recebe uma segunda visita.',
  'Em movimento retrógrado, {body} retorna a {sign} {when}, e assuntos antigos {in} voltam à tona.',
  '{When}, {body} volta, retrógrado, a {sign}, e a sua casa {n} tem mais uma rodada de revisão.',
  '{Body} retorna a {sign} {when} em marcha à ré, e a casa {n}, a {area}, pede ajustes finais.',
  'A volta de {body} a {sign}, {when}, reabre um assunto da sua casa {n}, a {area}.',
];

/** What each planet's stay in a house tends to bring ("{in}": the house's matters). */
export const PLANET_TASKS: Record<string, string> = {
  sun: 'é para onde a sua vontade e o seu senso de propósito se voltam no próximo mês.',
  mercury: 'as ideias, os recados e as negociações tendem a girar {in}.',
  venus: 'fica mais fácil encontrar prazer, beleza e acordo {in}.',
  mars: 'a vontade de agir cresce {in}, e é bom dosar a pressa.',
  jupiter: 'oportunidades de crescimento tendem a surgir {in} ao longo de um ano.',
  saturn: 'é tempo de construir com paciência e responsabilidade {in}.',
  uranus: 'surpresas e vontade de liberdade tendem a mexer {in} por anos.',
  neptune: 'sonhos e sensibilidade se espalham {in}, com contornos menos nítidos.',
  pluto: 'uma transformação lenta e profunda começa {in}.',
};

/** A station ("{body}" parks and turns). */
export const STATION_SENTENCES: Record<'retrograde' | 'direct', readonly string[]> = {
  retrograde: [
    '{When}, {body} estaciona em {sign} e fica retrógrado na sua casa {n}: vale rever antes de avançar {in}.',
    '{Body} começa a recuar {when}, em {sign}, e a sua casa {n}, a {area}, entra em revisão.',
    'A partir {from}, {body} anda para trás em {sign}, na sua casa {n}: o que está {in} pede uma segunda leitura.',
    '{When}, {body} fica retrógrado em {sign}; para você, a revisão passa pela casa {n}, a {area}.',
    '{Body} estaciona {when} e inicia o movimento retrógrado na sua casa {n}: calma com decisões {in}.',
    'Com {body} retrógrado em {sign} {from2}, a sua casa {n} pede paciência e releitura.',
    '{When}, a retrogradação de {body} em {sign} devolve à sua casa {n} assuntos que pareciam resolvidos.',
  ],
  direct: [
    '{When}, {body} retoma o movimento direto em {sign}, e a sua casa {n}, a {area}, volta a andar.',
    '{Body} fica direto {when}, em {sign}: o que estava travado {in} começa a destravar.',
    'A partir {from}, {body} volta a andar para a frente em {sign}, na sua casa {n}.',
    '{When}, {body} estaciona e segue direto em {sign}; {in}, decisões adiadas podem sair.',
    '{Body} encerra a retrogradação {when}, na sua casa {n}, a {area}, e o passo volta ao normal.',
    'Com {body} direto em {sign} {from2}, a sua casa {n} ganha clareza para seguir.',
    '{When}, o fim da retrogradação de {body} em {sign} libera a sua casa {n} para avançar.',
  ],
};

/** An exact aspect between two planets ("{a}", "{b}", "{aspect}"; houses {n} and {m}). */
export const ASPECT_SENTENCES: Record<'flowing' | 'tense' | 'fusion', readonly string[]> = {
  flowing: [
    '{When}, {a} e {b} fazem {aspect}, ligando a sua casa {n}, a {area}, à casa {m}, a {areaB}: as duas áreas se ajudam.',
    'O {aspect} entre {a} e {b}, {when}, facilita a troca entre a casa {n} e a casa {m}: {in}, as coisas fluem.',
    '{When}, {a} em {aspect} com {b} abre caminho {in}, com apoio da sua casa {m}.',
    'Com {a} e {b} em {aspect} {when}, o que você faz {in} encontra eco {inB}.',
    '{When}, o céu traz {a} em {aspect} com {b}: uma boa janela para unir a casa {n} e a casa {m}.',
    'O {aspect} de {a} com {b}, {when}, favorece acordos entre o que pede a casa {n} e o que pede a casa {m}.',
    '{When}, o {aspect} entre {a} e {b} dá leveza ao que circula {in} e {inB}.',
    'Entre as casas {n} e {m}, o {aspect} de {a} com {b}, {when}, abre uma passagem tranquila.',
    '{When}, {a} e {b} conversam em {aspect}: {in}, um pequeno gesto pode render bastante.',
  ],
  tense: [
    '{When}, {a} e {b} fazem {aspect} entre a sua casa {n} e a casa {m}: duas necessidades disputam espaço, e dá para negociar.',
    'A {aspect} de {a} com {b}, {when}, cria atrito entre o que está {in} e o que está {inB}.',
    '{When}, {a} em {aspect} com {b} pede ajuste: a casa {n}, a {area}, e a casa {m}, a {areaB}, puxam para lados diferentes.',
    'Com {a} e {b} em {aspect} {when}, a pressão {in} pode virar impulso, se você escolher a direção.',
    '{When}, o céu mostra {a} em {aspect} com {b}: tensão entre a casa {n} e a casa {m}, boa para revelar o que precisa mudar.',
    'A {aspect} entre {a} e {b}, {when}, cobra equilíbrio entre o que acontece {in} e {inB}.',
    '{When}, a {aspect} de {a} com {b} pede paciência {in}; forçar tende a custar mais do que esperar um dia.',
    'Entre as casas {n} e {m}, a {aspect} de {a} com {b}, {when}, traz um desafio que ensina.',
    '{When}, {a} e {b} se estranham em {aspect}: {in}, vale escutar antes de responder.',
  ],
  fusion: [
    '{When}, {a} e {b} se encontram em conjunção na sua casa {n}, a {area}: as duas forças somam.',
    'A conjunção de {a} com {b}, {when}, concentra energia na sua casa {n}: {in}, algo ganha intensidade.',
    '{When}, {a} se junta a {b} na sua casa {n}, e a {area} recebe um reforço.',
    'Com {a} e {b} em conjunção {when}, a sua casa {n} vira palco: {in}, um começo pode se desenhar.',
    '{When}, o céu traz {a} em conjunção com {b} na casa {n}, a {area}: vale canalizar esse impulso.',
    'A conjunção entre {a} e {b}, {when}, mistura duas vontades {in}.',
    '{When}, {a} e {b} caminham juntos na sua casa {n}; {in}, o que se inicia agora tem força.',
    'Na sua casa {n}, a {area}, a conjunção de {a} com {b}, {when}, pede foco.',
    '{When}, {a} encosta em {b} na sua casa {n}, e o assunto {in} fica mais denso.',
  ],
};

/** The Moon through the week's days ("{first}": where it starts; the list of changes follows). */
export const MOON_WEEK_OPENINGS: readonly string[] = [
  'A Lua começa a semana em {sign}, na sua casa {n}, a {area}',
  'Na segunda-feira, a Lua está em {sign}, na sua casa {n}, a {area}',
  'O ritmo dos dias vem da Lua, que abre a semana em {sign}, a sua casa {n}, a {area}',
  'Dia a dia, a Lua guia o humor: ela parte de {sign}, a sua casa {n}, a {area}',
  'A semana começa com a Lua em {sign}, que movimenta a sua casa {n}, a {area}',
  'Na largada da semana, a Lua atravessa {sign}, a sua casa {n}, a {area}',
  'Segunda-feira tem a Lua em {sign}, na sua casa {n}, a {area}',
  'Para o dia a dia, siga a Lua: ela sai de {sign}, a sua casa {n}, a {area}',
  'A Lua abre os sete dias em {sign}, na sua casa {n}, a {area}',
];
/** Each change of the Moon's sign in the week's list ("{when}", "{sign}", "{n}", "{area}"). */
export const MOON_WEEK_STEPS: readonly string[] = [
  '{when} passa para {sign}, a casa {n}, a {area}',
  '{when} chega a {sign}, a sua casa {n}',
  '{when} entra em {sign} e na casa {n}, a {area}',
];
/** The Moon in the reader's own sign on some days. */
export const MOON_HOME: readonly string[] = [
  'Quando a Lua passa pelo seu signo, {when}, a sua energia tende a subir: bom momento para tomar a frente.',
  'Com a Lua no seu signo {when}, as emoções ficam mais à flor da pele, e a sua voz também.',
  'A Lua visita o seu signo {when}, e fica mais fácil dizer o que você quer.',
  '{When}, a Lua está no seu signo: um dia para se ouvir e escolher por conta própria.',
  'Guarde {day} para o que depende da sua iniciativa: a Lua está no seu signo.',
  'A Lua no seu signo, {when}, favorece recomeços pessoais e pequenas decisões.',
  '{When}, com a Lua no seu signo, o humor tende a acompanhar a sua vontade.',
  'A passagem da Lua pelo seu signo, {when}, renova a disposição para as suas prioridades.',
  'Aproveite {day}: a Lua no seu signo deixa a sua presença mais notada.',
];

/** One sentence of advice per house, three ways. */
export const HOUSE_ADVICE: Record<number, readonly string[]> = {
  1: [
    'Colocar-se em primeiro lugar, de vez em quando, é uma forma honesta de cuidado.',
    'A imagem que você mostra pode ganhar uma atualização.',
    'Tomar a iniciativa tende a render mais do que esperar convite.',
  ],
  2: [
    'Rever o que você valoriza ajuda a decidir onde pôr tempo e energia.',
    'Vale separar o que é necessidade do que é impulso antes de qualquer escolha material.',
    'A autoestima cresce quando você reconhece o que já sabe fazer.',
  ],
  3: [
    'Uma conversa franca, no tom certo, resolve mais do que muitas mensagens.',
    'Ler, escrever e trocar ideias rende mais do que de costume.',
    'Pequenos deslocamentos e encontros no bairro podem trazer boas notícias.',
  ],
  4: [
    'Arrumar um canto da casa pode arrumar também o pensamento.',
    'Um tempo com a família, do jeito que fizer sentido, tende a acalmar.',
    'Vale olhar para as raízes: de onde você vem explica parte do que você quer.',
  ],
  5: [
    'Reservar tempo para o que dá prazer não é luxo: é combustível.',
    'Criar algo com as próprias mãos, por menor que seja, devolve alegria.',
    'No amor, a leveza tende a conquistar mais do que a cobrança.',
  ],
  6: [
    'Ajustar a rotina em um detalhe pode mudar o rendimento da semana inteira.',
    'Organizar tarefas por ordem de importância poupa desgaste.',
    'Cuidar dos próprios hábitos é uma escolha que se faz todo dia.',
  ],
  7: [
    'Escutar o outro até o fim evita metade dos mal-entendidos.',
    'Parcerias crescem quando os combinados ficam claros.',
    'Vale perguntar o que o outro espera, em vez de supor.',
  ],
  8: [
    'Falar do que se divide, com franqueza, fortalece a confiança.',
    'O que pesa por dentro fica mais leve quando encontra palavras.',
    'Soltar um controle que já não serve abre espaço para intimidade.',
  ],
  9: [
    'Aprender algo novo, nem que seja um assunto curioso, amplia o horizonte.',
    'Planejar uma viagem ou um curso pode dar sentido ao mês.',
    'Rever uma crença antiga pode trazer mais liberdade às escolhas.',
  ],
  10: [
    'Mostrar o trabalho, sem falsa modéstia, tende a abrir portas.',
    'Metas claras ajudam a dizer não ao que desvia do caminho.',
    'A reputação se constrói nos detalhes: cumprir o combinado conta muito.',
  ],
  11: [
    'Um grupo de afinidade pode ajudar um projeto a sair do papel.',
    'Retomar contato com uma amizade rende mais do que parece.',
    'Sonhar com o futuro é útil quando vira um primeiro passo.',
  ],
  12: [
    'Momentos de silêncio ajudam a ouvir o que a pressa abafa.',
    'Descansar também é produtivo quando prepara o que vem.',
    'Fechar um capítulo com gentileza libera energia para o próximo.',
  ],
};

/** The week's last paragraph ("{when}": a day; "{n}", "{area}": the house of the main event). */
export const WEEK_CLOSINGS: readonly string[] = [
  'Para fechar a semana, {when} é um bom dia para reunir o que aprendeu {in} e decidir o que levar adiante.',
  'Na reta final, {when}, vale parar um pouco e perguntar o que a semana ensinou {in}.',
  'O fim de semana chega com a Lua na sua casa {n}: {when}, escolha um gesto simples {in} que deixe a próxima semana mais leve.',
  '{When}, a semana pede um balanço: o que andou {in} merece reconhecimento, e o que emperrou merece paciência.',
  'Antes de virar a página, {when}, separe um momento para o que está {in}; pequenas escolhas agora pesam no que vem.',
  'Use {day} para descansar da correria e olhar com carinho para o que acontece {in}.',
  '{When}, a última volta da semana favorece o que está {in}: termine o que puder e solte o resto.',
  'O recado final chega {when}: o que você cultivar {in} nestes dias tende a render frutos.',
  'Deixe {day} para o que está {in}: sem pressa, com intenção.',
];

/** The month's last paragraph ("{month}", "{when}": the second half's first day). */
export const MONTH_CLOSINGS: readonly string[] = [
  'A segunda metade de {month}, {when}, pede foco no que está {in}: o que foi iniciado no começo do mês pode ganhar forma.',
  '{When}, o mês muda de marcha: a sua casa {n}, a {area}, vira o terreno mais fértil para fechar {month} com sentido.',
  'Na reta final de {month}, {when}, vale rever as intenções do começo do mês e ajustar o que for preciso {in}.',
  'Para terminar {month} bem, {when}, concentre energia no que acontece {in}; escolher menos frentes ajuda.',
  '{When}, o céu de {month} convida a um balanço {in}: o que funcionou merece continuidade, o resto pode ficar para trás.',
  'O fecho de {month} chega {when}, com espaço para reconhecer o que cresceu {in}.',
  'Nos últimos dias de {month}, {when}, o que está {in} ganha prioridade: decidir com calma é a melhor aposta.',
];

/** A quiet week's days, one each ("{when}", the Moon's house "{n}" that day). */
export const WEEK_DAY_NOTES: readonly string[] = [
  '{When}, com a Lua na sua casa {n}, o dia favorece o que está {in}.',
  '{When}, a Lua na casa {n} puxa a atenção para o que acontece {in}.',
  'A Lua passa {when} pela sua casa {n}: um bom dia para cuidar do que está {in}.',
  '{When}, o humor acompanha a Lua na sua casa {n}, a {area}.',
  'Com a Lua na casa {n} {when}, pequenos gestos {in} fazem diferença.',
  '{When}, a Lua pela sua casa {n} pede presença {in}.',
  'Reserve um tempo {when} para o que está {in}: a Lua passa pela sua casa {n}.',
  '{When}, a Lua na sua casa {n} deixa mais fácil conversar sobre o que está {in}.',
  'A Lua na sua casa {n}, {when}, convida a olhar para o que está {in}.',
];

/** Months with few events: one more sentence of the month's texture. */
export const MONTH_TEXTURES: readonly string[] = [
  'Ao longo de {month}, o que se constrói {in} tende a ganhar solidez, passo a passo.',
  'O mês favorece escolhas que combinam com o que você quer {in}.',
  'Em {month}, pequenas decisões {in} desenham o tom dos próximos meses.',
  'Durante {month}, vale dar atenção especial ao que está {in}.',
  '{Month} pede constância {in}, mais do que gestos grandiosos.',
  'O que você cultivar {in} ao longo de {month} tende a voltar como aprendizado.',
  'Em {month}, o que pede mais cuidado está {in}, e também o que mais recompensa.',
];
