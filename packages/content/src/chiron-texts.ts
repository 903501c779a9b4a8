// Quíron in each sign and house (points.md §2): the wound that teaches, the place where a sore spot
// becomes knowledge that can be shared. Original prose written for Constelar: tendencies and choices,
// never fate, and no promise about the body.
import type { Sign } from '@constelar/core/codes';
import type { HouseNumber } from './planet-in-house';

export const CHIRON_IN_SIGN: Record<Sign, string> = {
  aries:
    'Em Áries, Quíron toca o direito de existir com força própria. Pode haver uma dúvida antiga sobre ocupar espaço, como se cada iniciativa precisasse de autorização. Com o tempo, quem aprende a agir mesmo com esse tremor passa a reconhecer a coragem alheia nascendo e sabe encorajá-la com delicadeza.',
  taurus:
    'Em Touro, Quíron fala de segurança e de valor próprio. A sensação de que nunca há o bastante, seja de recursos, de conforto ou de merecimento, pede atenção. Quando você constrói estabilidade a partir do que já tem, esse aprendizado vira uma calma que ajuda outras pessoas a firmarem os pés.',
  gemini:
    'Em Gêmeos, Quíron mora na palavra. Talvez tenha existido a impressão de que a sua voz não contava, ou de que falava do jeito errado, e isso deixa marcas na forma de perguntar e de se explicar. Escolher dizer mesmo assim transforma esse ponto sensível em talento para traduzir o que os outros não conseguem nomear.',
  cancer:
    'Em Câncer, Quíron toca o pertencimento e o colo. Pode existir uma sensação de casa incompleta, de cuidado que faltou ou chegou torto. Ao oferecer a si o acolhimento que esperava, você desenvolve uma sensibilidade rara para criar lugares onde os outros se sentem em casa.',
  leo: 'Em Leão, Quíron fala do brilho e do reconhecimento. Mostrar-se por inteiro pode parecer arriscado, como se o aplauso fosse condição para ter valor. Quando você cria pelo prazer de criar, essa ferida ensina a iluminar o talento de quem ainda não acredita no próprio.',
  virgo:
    'Em Virgem, Quíron toca a ideia de ser suficiente. A busca pelo perfeito pode virar uma cobrança sem fim, e cada detalhe fora do lugar pesa mais do que deveria. Aceitar o bom o bastante abre espaço para um saber prático e generoso, que ajuda outras pessoas a organizarem a vida sem se punir.',
  libra:
    'Em Libra, Quíron mora nas relações. Pode haver receio de desagradar, ou a sensação de que o equilíbrio sempre depende de você ceder. Aprender a dizer o que é justo para si, sem romper o laço, faz de você alguém capaz de mediar encontros difíceis com muita escuta.',
  scorpio:
    'Em Escorpião, Quíron toca a confiança e a entrega. Experiências de perda ou de traição costumam deixar a guarda alta, e a intimidade pede tempo. Atravessar essas águas com honestidade desenvolve uma presença firme diante das crises alheias, sem medo do que é profundo.',
  sagittarius:
    'Em Sagitário, Quíron fala de sentido e de fé. A busca por uma verdade que explique tudo pode ter trazido desencantos. Ao aceitar que o sentido se constrói aos poucos, você ganha uma sabedoria humilde, capaz de orientar quem está perdido sem impor um caminho.',
  capricorn:
    'Em Capricórnio, Quíron toca a autoridade e a responsabilidade. Pode haver a sensação de ter amadurecido cedo demais, ou de que nada do que faz é reconhecido como conquista. Construir no próprio ritmo transforma essa marca em liderança que respeita os limites de cada um.',
  aquarius:
    'Em Aquário, Quíron fala de diferença e de grupo. A impressão de estar sempre um pouco de fora pode acompanhar você em turmas, famílias e equipes. Quando essa diferença vira contribuição, você aprende a abrir espaço para quem também não se encaixa.',
  pisces:
    'Em Peixes, Quíron mora na fronteira entre você e o mundo. A sensibilidade absorve pesos que nem são seus, e às vezes dá vontade de fugir. Dar forma ao que sente, com limites claros, transforma essa permeabilidade em compaixão que acolhe sem se perder.',
};

export const CHIRON_IN_HOUSE: Record<HouseNumber, string> = {
  1: 'Na casa 1, a ferida que ensina aparece no jeito de se apresentar. A primeira impressão pode parecer frágil aos seus olhos, e o olhar alheio pesa. Quanto mais você se mostra como é, mais a sua presença autoriza outras pessoas a fazerem o mesmo.',
  2: 'Na casa 2, Quíron toca os recursos e o valor que você se dá. Dinheiro, posses e talentos podem parecer sempre insuficientes. Reconhecer o que já sabe fazer, e cobrar por isso com justiça, vira um aprendizado que se compartilha.',
  3: 'Na casa 3, o ponto sensível está na comunicação do dia a dia, nos estudos e nos laços com irmãos e vizinhos. Uma palavra mal recebida lá atrás pode ainda ecoar. Escrever, ensinar ou explicar com paciência transforma esse eco em dom.',
  4: 'Na casa 4, Quíron mora nas raízes. A história da família pode carregar uma falta que se repete, e o lar pede cuidado especial. Ao construir um canto que seja de fato seu, você aprende a acolher e também a ajudar outros a reconstruírem o próprio chão.',
  5: 'Na casa 5, a ferida que ensina toca a alegria, a criação e o romance. Brincar e se expor pode ter custado caro em algum momento. Recuperar o gosto de criar sem plateia abre caminho para inspirar a criatividade de outras pessoas.',
  6: 'Na casa 6, Quíron fala da rotina e do trabalho cotidiano. A sensação de nunca dar conta pode tornar os dias pesados. Ajustar o ritmo, com pausas e tarefas do tamanho certo, ensina um jeito de servir que não esgota ninguém.',
  7: 'Na casa 7, o ponto sensível está nas parcerias. Você pode atrair ou escolher relações em que uma parte cuida e a outra é cuidada, sem troca. Aprender a pedir tanto quanto oferece torna você uma presença valiosa para quem precisa reaprender a confiar.',
  8: 'Na casa 8, Quíron toca a intimidade, as crises e o que se compartilha. Perdas e mudanças bruscas tendem a marcar. Encarar esses temas com coragem faz de você alguém que sabe acompanhar transformações alheias sem fugir do desconforto.',
  9: 'Na casa 9, a ferida que ensina aparece nas crenças, nos estudos e nas viagens. Pode haver a sensação de não ter acesso ao saber, ou de ver o seu modo de pensar posto em dúvida. Buscar o próprio conhecimento transforma você em alguém que ensina com abertura.',
  10: 'Na casa 10, Quíron mora na carreira e na imagem pública. O reconhecimento pode parecer sempre distante, ou exigir mais do que você consegue dar. Escolher um caminho que faça sentido, em vez de um que impressione, transforma essa busca em vocação de orientar.',
  11: 'Na casa 11, o ponto sensível está nos amigos, nos grupos e nos projetos coletivos. A impressão de não pertencer pode surgir mesmo entre pessoas queridas. Criar espaços onde cada um cabe do jeito que é faz dessa marca uma força de comunidade.',
  12: 'Na casa 12, Quíron toca o que fica nos bastidores: medos antigos, silêncios e o mundo interior. Nem tudo tem nome, e às vezes a dor é difusa. Reservar tempo para escutar a si, com arte, meditação ou escrita, desenvolve uma compaixão silenciosa que alcança muita gente.',
};
