// The horóscopo's sentences for the rest of the sky: stations, a planet entering the reader's sign, the
// Moon coming home, the quarters, the void-of-course Moon, a planet changing house, and the quiet day
// without an exact aspect. "{at}" is "às 14h10", "{from}" "a partir das 14h10", "{body}" a planet's
// name, "{sign}" a sign, "{n}" a house, "{area}" its matters ("dos amores e da criação").
// Original prose written for Constelar; the void follows tradition and says so.
import type { TransitBody } from '@constelar/core/codes';

export const STATION_LEADS: Record<'retrograde' | 'direct', Record<number, string>> = {
  retrograde: {
    1: '{body} para {at} em {sign}, na sua casa {n}, e começa a recuar: é tempo de rever a imagem que você projeta e os começos apressados.',
    2: '{body} estaciona {at} em {sign}, na sua casa {n}, e inicia o movimento retrógrado: gastos, valores e prioridades pedem revisão.',
    3: '{body} para {at} em {sign} e começa a andar para trás na sua casa {n}: conversas, contratos e trajetos pedem uma segunda leitura.',
    4: '{body} estaciona {at} em {sign}, na sua casa {n}, e inicia o recuo: assuntos de casa e família voltam para ser revistos.',
    5: '{body} para {at} em {sign}, na sua casa {n}, e começa a recuar: um amor ou um projeto criativo do passado pode reaparecer.',
    6: '{body} estaciona {at} em {sign} e inicia o movimento retrógrado na sua casa {n}: a rotina pede ajustes, e não uma revolução.',
    7: '{body} para {at} em {sign}, na sua casa {n}, e começa a andar para trás: acordos e parcerias voltam à mesa de negociação.',
    8: '{body} estaciona {at} em {sign}, na sua casa {n}, e inicia o recuo: contas divididas e laços íntimos pedem revisão honesta.',
    9: '{body} para {at} em {sign} e começa a recuar na sua casa {n}: planos de viagem e de estudo pedem mais tempo de maturação.',
    10: '{body} estaciona {at} em {sign}, na sua casa {n}, e inicia o movimento retrógrado: metas profissionais pedem revisão antes do próximo passo.',
    11: '{body} para {at} em {sign}, na sua casa {n}, e começa a andar para trás: velhos amigos e projetos de grupo podem voltar à pauta.',
    12: '{body} estaciona {at} em {sign}, na sua casa {n}, e inicia o recuo: o que ficou mal resolvido pede um olhar calmo e reservado.',
  },
  direct: {
    1: '{body} para {at} em {sign}, na sua casa {n}, e retoma o movimento direto: a iniciativa pessoal destrava aos poucos.',
    2: '{body} estaciona {at} em {sign} e volta a andar para a frente na sua casa {n}: decisões sobre recursos podem enfim avançar.',
    3: '{body} para {at} em {sign}, na sua casa {n}, e retoma o passo direto: recados atrasados e conversas travadas voltam a fluir.',
    4: '{body} estaciona {at} em {sign}, na sua casa {n}, e volta ao movimento direto: planos de casa e de família ganham fôlego.',
    5: '{body} para {at} em {sign}, na sua casa {n}, e retoma o caminho direto: o que você cria e o que você ama voltam a andar.',
    6: '{body} estaciona {at} em {sign} e volta a andar para a frente na sua casa {n}: tarefas paradas encontram jeito de avançar.',
    7: '{body} para {at} em {sign}, na sua casa {n}, e retoma o movimento direto: acordos revistos podem ser assinados com mais clareza.',
    8: '{body} estaciona {at} em {sign}, na sua casa {n}, e volta ao passo direto: o que foi remexido por dentro começa a assentar.',
    9: '{body} para {at} em {sign}, na sua casa {n}, e retoma o caminho direto: viagens, estudos e projetos distantes voltam a se mover.',
    10: '{body} estaciona {at} em {sign} e volta a andar para a frente na sua casa {n}: a carreira sai da revisão e volta à ação.',
    11: '{body} para {at} em {sign}, na sua casa {n}, e retoma o movimento direto: planos com amigos e grupos voltam a andar.',
    12: '{body} estaciona {at} em {sign}, na sua casa {n}, e volta ao passo direto: o que foi digerido em silêncio já pode ser dito.',
  },
};

/** A planet entering the reader's own sign, the first house from the Sun. */
export const INGRESS_HOME_LEADS: Record<Exclude<TransitBody, 'moon'>, string> = {
  sun: 'O Sol entra em {sign} {at} e começa a sua temporada: é o mês do seu aniversário solar, de balanço e de novas intenções.',
  mercury:
    'Mercúrio entra em {sign} {at}, o seu signo, e as ideias e as palavras passam a ter o seu sotaque pelas próximas semanas.',
  venus:
    'Vênus entra em {sign} {at}, o seu signo, e traz charme, vontade de se cuidar e facilidade para atrair o que deseja.',
  mars: 'Marte entra em {sign} {at}, o seu signo, e a energia para agir cresce, junto com a impaciência.',
  jupiter:
    'Júpiter entra em {sign} {at}, o seu signo, e abre cerca de um ano de crescimento pessoal e de confiança renovada.',
  saturn:
    'Saturno entra em {sign} {at}, o seu signo, e começa um período longo de amadurecimento, com responsabilidades que moldam quem você é.',
  uranus:
    'Urano entra em {sign} {at}, o seu signo, e abre anos de mudança na maneira de se apresentar e de viver a própria liberdade.',
  neptune:
    'Netuno entra em {sign} {at}, o seu signo, e começa uma longa fase de sensibilidade, sonhos e contornos menos definidos.',
  pluto:
    'Plutão entra em {sign} {at}, o seu signo, e abre uma transformação lenta e profunda da sua identidade.',
};
/** A planet coming back to the reader's sign while retrograde: it returns, it does not begin. */
export const INGRESS_HOME_RETURN =
  '{body} volta a {sign} {at}, em movimento retrógrado, e retorna à sua casa {n} para revisar o que deixou por terminar no seu signo.';

/** The Moon entering the reader's sign: two, alternating from one passage to the next. */
export const MOON_HOME_LEADS: readonly [string, string] = [
  'A Lua entra em {sign} {at} e volta ao seu signo: por dois dias e meio, o humor coletivo fala a sua língua.',
  'A Lua deixa {prev} e chega a {sign} {at}, o seu signo, e as suas necessidades passam a pedir prioridade.',
];

/** A planet changing sign elsewhere in the reader's houses. */
export const INGRESS_ELSEWHERE: readonly [string, string] = [
  '{From}, {body} passa a {sign} e começa a percorrer a sua casa {n}, a {area}.',
  '{Body} troca de signo {at}: entra em {sign} e leva a sua atenção para a casa {n}, a {area}.',
];
export const INGRESS_ELSEWHERE_RETURN =
  '{At}, {body} volta a {sign} em movimento retrógrado e retorna à sua casa {n}, a {area}, para rever o que ficou por fazer.';

/** The Moon changing sign during the day, when it is not the day's main event. */
export const MOON_MOVES: readonly [string, string] = [
  '{From}, a Lua deixa {prev} e entra em {sign}, e o foco passa para a sua casa {n}, a {area}.',
  'A Lua muda para {sign} {at}, e a segunda parte do dia se volta para a casa {n}, a {area}.',
];

/** The quarters: the Moon square the Sun, told once as the phase. */
export const QUARTERS: Record<'first-quarter' | 'last-quarter', readonly [string, string]> = {
  'first-quarter': [
    '{At}, a Lua chega ao Quarto Crescente em {sign}, na sua casa {n}, a {area}, e pede uma decisão prática para que o que começou siga crescendo.',
    'O Quarto Crescente acontece {at} em {sign}, na sua casa {n}, a {area}: um obstáculo pequeno mostra onde ajustar o plano.',
  ],
  'last-quarter': [
    '{At}, a Lua chega ao Quarto Minguante em {sign}, na sua casa {n}, a {area}, e favorece balanços, arrumações e despedidas.',
    'O Quarto Minguante acontece {at} em {sign}, na sua casa {n}, a {area}: é hora de separar o que fica do que pode ir embora.',
  ],
};

/** The void-of-course Moon, by tradition; "{span}" says when: "entre 9h05 e 14h10", "até as 14h10". */
export const VOID_SENTENCES: readonly [string, string] = [
  'A Lua fica fora de curso em {sign}, na sua casa {n}, a {area}, {span}; pela tradição, é um período melhor para concluir do que para começar.',
  'A Lua segue fora de curso em {sign}, na sua casa {n}, a {area}, {span}, e pela tradição vale deixar inícios importantes para depois.',
];

/** The day without an exact aspect: the Moon's house alone, two ways per house, alternating by passage. */
export const QUIET_DAYS: Record<number, readonly [string, string]> = {
  1: [
    'Nenhum aspecto exato marca o relógio hoje, e o compasso fica com a Lua na sua casa {n}: o dia é seu para moldar. Sem nada no céu puxando para outro lado, o que você decidir por conta própria encontra pouca resistência, e um plano pessoal pode sair do papel com calma.',
    'Sem aspectos exatos no céu, a casa {n} fica com a palavra, e a iniciativa pessoal não encontra grandes resistências. É o tipo de dia em que ninguém dita o ritmo por você; aproveite para ajustar um detalhe da imagem ou da atitude que vinha incomodando.',
  ],
  2: [
    'Nenhum aspecto exato marca as horas, e a casa {n} segue no comando: um dia calmo para cuidar do que é seu. Sem pressões de fora, dá para olhar as finanças da semana, arrumar o que está fora do lugar e perceber o que de fato faz falta.',
    'O céu não traz aspectos exatos hoje, e a casa {n} convida a contas simples e prazeres modestos. Um dia sem sobressaltos é perfeito para cuidar do que já é seu, de um objeto querido a um talento que anda esquecido.',
  ],
  3: [
    'Sem aspectos exatos no relógio, a casa {n} conduz o dia com recados, leituras e conversas sem pressa. Sem aspectos para acelerar ou travar as palavras, é um bom momento para responder mensagens antigas e organizar as ideias por escrito.',
    'O céu fica sem aspectos exatos, e a casa {n} favorece aprender algo pequeno e útil. A cabeça trabalha sem sustos, e um assunto que parecia complicado pode ser explicado em poucas linhas, a quem precisa ouvir.',
  ],
  4: [
    'Nenhum aspecto exato marca o dia, e a casa {n} pede tempo em casa, ou com quem faz você se sentir em casa. Sem nada no céu apressando o relógio, uma refeição em família, uma arrumação ou uma conversa com alguém da casa ganha o tempo que merece.',
    'Sem aspectos exatos hoje, a casa {n} dá o tom: raízes, memória e um pouco de aconchego. Sem tensões marcadas, fica mais fácil resolver um detalhe doméstico e ouvir com paciência quem divide o teto com você.',
  ],
  5: [
    'Nenhum aspecto exato corta o dia, e a casa {n} deixa espaço livre para o prazer e para a criação. Sem tensões marcadas, o tempo livre rende, e uma tarde dedicada a um hobby ou a alguém querido pode ser o melhor investimento de afeto da semana.',
    'O céu fica sem aspectos exatos, e a casa {n} sugere um programa leve, sem agenda e sem culpa. Com o relógio livre, dá para brincar, criar e flertar sem medir cada gesto, e a leveza faz bem ao humor.',
  ],
  6: [
    'Sem aspectos exatos no relógio, a casa {n} organiza o dia: uma tarefa por vez, com pausas. Sem sobressaltos no caminho, as tarefas encontram um fluxo próprio, e terminar o que estava pela metade traz satisfação.',
    'Nenhum aspecto exato marca as horas, e a casa {n} favorece pôr a rotina em ordem sem alarde. É um bom dia para ajustar horários, limpar a mesa de trabalho e pensar em um hábito pequeno que mereça começar amanhã.',
  ],
  7: [
    'O céu fica sem aspectos exatos hoje, e a casa {n} coloca a parceria no centro de um dia tranquilo. Sem pressões externas, é possível conversar com calma sobre o que cada um espera, e um acordo simples pode sair dessa conversa.',
    'Sem aspectos exatos, a casa {n} dá a vez ao outro: ouvir e combinar rende mais do que decidir. Sem nada no céu forçando decisões, a companhia vale por si, e um programa a dois sem agenda rende mais do que parece.',
  ],
  8: [
    'Nenhum aspecto exato marca o relógio, e a casa {n} trabalha em silêncio nas camadas mais fundas. Sem pressa no relógio, há espaço para entender um sentimento difícil ou rever com cuidado um compromisso dividido com alguém.',
    'O céu fica sem aspectos exatos, e a casa {n} convida a uma conversa íntima, sem plateia. O dia calmo favorece a confiança, e uma confidência feita sem pressa tende a aproximar.',
  ],
  9: [
    'Sem aspectos exatos hoje, a casa {n} abre espaço para pensar longe e planejar sem pressa. Sem aspectos empurrando o dia, uma leitura longa, um documentário ou o planejamento de uma viagem encontram o ritmo certo.',
    'Nenhum aspecto exato corta as horas, e a casa {n} favorece leituras, cursos e conversas de horizonte largo. O tempo parece mais largo, e vale usá-lo para pensar no que você quer aprender nos próximos meses.',
  ],
  10: [
    'O céu fica sem aspectos exatos, e a casa {n} mantém a carreira em foco num ritmo firme e sem sobressaltos. Sem grandes viradas no relógio, o trabalho bem feito e discreto é o que melhor fala por você hoje.',
    'Sem aspectos exatos no relógio, a casa {n} pede constância mais do que brilho. É um bom dia para revisar metas, atualizar um currículo ou organizar os próximos passos sem a pressão de decidir tudo agora.',
  ],
  11: [
    'Nenhum aspecto exato marca as horas, e a casa {n} deixa o dia aberto para amigos e planos de futuro. Sem pressões no relógio, uma mensagem a um amigo ou uma ideia lançada no grupo pode ganhar adesão sem esforço.',
    'O céu fica sem aspectos exatos hoje, e a casa {n} favorece mensagens, encontros e ideias em grupo. O dia calmo é bom para cuidar da rede de contatos e para imaginar, com a turma certa, um projeto para o ano que vem.',
  ],
  12: [
    'Sem aspectos exatos no relógio, a casa {n} pede um dia de ritmo baixo e atenção ao que se sente por dentro. Sem nada no céu cobrando pressa, o ritmo pede menos estímulo, e recusar um compromisso pode ser a melhor escolha.',
    'Nenhum aspecto exato corta o dia, e a casa {n} convida ao recolhimento e ao descanso sem culpa. Um dia assim é bom para terminar pendências pequenas, meditar, rezar ou simplesmente ficar em silêncio por um tempo.',
  ],
};
