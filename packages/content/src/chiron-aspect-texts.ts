// Quíron's five aspects with each body, the North Node and the angles (points.md §2), one text per pair
// and aspect. Original prose written for Constelar: the wound that teaches, tendencies and choices.
import type { AspectKind } from '@constelar/core/codes';

export type ChironPartner =
  | 'sun'
  | 'moon'
  | 'mercury'
  | 'venus'
  | 'mars'
  | 'jupiter'
  | 'saturn'
  | 'uranus'
  | 'neptune'
  | 'pluto'
  | 'trueNode'
  | 'ascendant'
  | 'midheaven';

type MajorKind = Extract<AspectKind, 'conjunction' | 'opposition' | 'square' | 'trine' | 'sextile'>;

export const CHIRON_ASPECTS: Record<ChironPartner, Record<MajorKind, string>> = {
  sun: {
    conjunction:
      'A identidade e a ferida que ensina caminham juntas: afirmar quem você é pode custar esforço, e é justamente esse esforço que dá profundidade ao seu brilho. Quem convive com você tende a ganhar coragem para ser quem é.',
    opposition:
      'O que você quer mostrar e o que ainda dói parecem puxar para lados opostos. Relações próximas costumam trazer esse ponto à tona, e escutá-lo sem se esconder transforma o incômodo em maturidade.',
    square:
      'Há um atrito entre a vontade de brilhar e uma insegurança antiga. Cada vez que você age apesar da dúvida, a confiança ganha uma base mais real do que qualquer aplauso. A autoestima cresce na prática, não na espera.',
    trine:
      'A vulnerabilidade conversa bem com a sua força: você tende a falar das próprias marcas com naturalidade, e isso inspira. O cuidado é não transformar a ajuda aos outros em fuga de si.',
    sextile:
      'Oportunidades de aprender com as próprias dificuldades aparecem quando você se dispõe a compartilhá-las. Um gesto de franqueza costuma abrir portas inesperadas. Falar de si com verdade, no lugar certo, aproxima quem pode somar ao seu caminho.',
  },
  moon: {
    conjunction:
      'As emoções carregam uma sensibilidade antiga, que reage rápido a qualquer sinal de desamparo. Aprender a se acolher primeiro faz de você alguém que sabe acolher os outros sem se esvaziar.',
    opposition:
      'A necessidade de colo e o receio de pedi-lo ficam frente a frente. Relações íntimas espelham essa tensão; nomear o que sente, com calma, diminui a distância. Pedir apoio não diminui ninguém; ao contrário, costuma fortalecer os laços.',
    square:
      'O humor pode oscilar quando velhas faltas são tocadas. Reconhecer o gatilho, sem se culpar por ele, dá tempo para escolher uma resposta mais gentil consigo. Com o tempo, a sensibilidade vira termômetro em vez de tempestade.',
    trine:
      'Existe uma empatia natural com a dor alheia: as pessoas tendem a confiar a você o que sentem. Guardar um espaço para o próprio descanso mantém essa escuta viva. Essa delicadeza, bem cuidada, é um dos seus recursos mais preciosos.',
    sextile:
      'Pequenos rituais de cuidado, como uma conversa franca ou um tempo a sós, ajudam a transformar sentimentos difíceis em entendimento. Aos poucos, o que pesava no peito ganha nome e, com o nome, um lugar mais leve para ficar.',
  },
  mercury: {
    conjunction:
      'A ferida que ensina fala pela sua mente: dúvidas sobre a própria inteligência ou a própria voz podem ter pesado. Ao escolher as palavras com cuidado, você desenvolve o dom de explicar o que dói.',
    opposition:
      'O que você pensa e o que os outros esperam ouvir parecem se chocar. Conversas difíceis pedem paciência, e cada uma delas afina a sua escuta. Ouvir até o fim antes de responder costuma desarmar o que parecia um embate.',
    square:
      'O medo de errar ao falar pode travar ideias boas. Escrever antes, ensaiar ou simplesmente arriscar uma frase imperfeita ajuda o pensamento a circular. O que parecia falta de jeito com as palavras pode se revelar um estilo próprio.',
    trine:
      'Você tende a encontrar palavras para feridas que outros não sabem nomear. Ensinar, escrever ou aconselhar são caminhos onde isso floresce. Há uma clareza rara em quem aprendeu a pensar sobre o que viveu.',
    sextile:
      'Leituras, cursos e boas conversas oferecem chaves para entender a própria história. A curiosidade é a sua melhor aliada diante de velhas dúvidas. Anotar o que percebe ao longo do tempo ajuda a enxergar padrões e a escolher diferente.',
  },
  venus: {
    conjunction:
      'Afeto e autoestima carregam uma marca sensível: acreditar que merece amor pode não ser óbvio. Cultivar relações onde a troca é justa ensina a receber tanto quanto a dar. A gentileza consigo é o ponto de partida.',
    opposition:
      'O desejo de receber amor e o receio da rejeição ficam frente a frente nas parcerias. Falar do que precisa, em vez de adivinhar, equilibra a balança. Acordos claros tornam o afeto mais leve para os dois lados.',
    square:
      'Há um atrito entre o que você valoriza e o quanto se permite ter. Perceber quando aceita menos do que merece é o primeiro passo para escolher diferente. Valorizar os próprios talentos, também em dinheiro e em tempo, faz parte dessa reconciliação.',
    trine:
      'A beleza e o afeto são vias de reparação: arte, gentileza e presença tendem a aliviar o que pesa, em você e em quem está por perto. Há um talento para tornar ambientes mais acolhedores e relações mais gentis.',
    sextile:
      'Laços de amizade e pequenos prazeres oferecem chances de reconciliação consigo. Aceitar um elogio sem desviar o olhar já é um começo. Pequenos gestos de carinho consigo ensinam como é receber um bom trato de alguém.',
  },
  mars: {
    conjunction:
      'A ferida que ensina toca a ação e a raiva: pode haver hesitação em brigar pelo que quer, ou explosões depois de muito segurar. Agir na hora certa, com firmeza, devolve a força ao seu lugar.',
    opposition:
      'Conflitos com outras pessoas costumam tocar um ponto antigo de impotência. Defender seus limites sem atacar transforma o embate em aprendizado. A firmeza tranquila, sem gritos, costuma ser a resposta mais eficaz.',
    square:
      'A energia pode travar justamente quando mais se precisa dela. Ações pequenas e regulares, com metas de curto prazo, ajudam a destravar a coragem. Reconhecer a raiva como informação, e não como defeito, ajuda a usá-la a seu favor.',
    trine:
      'Você tende a agir bem em favor de quem está em desvantagem: a própria luta ensinou a reconhecer a dos outros. Essa garra tem endereço. Quando a coragem se põe a serviço de uma causa justa, ela encontra fôlego de sobra.',
    sextile:
      'Projetos com começo, meio e fim oferecem chances de provar a si o que é capaz de fazer. Cada etapa cumprida fortalece a confiança. Esportes, ofícios manuais ou desafios práticos podem ser bons aliados nesse aprendizado.',
  },
  jupiter: {
    conjunction:
      'Sentido, fé e generosidade passam por uma ferida que ensina: crenças já foram postas à prova. Daí vem uma sabedoria ampla, que acolhe sem julgar. Você tende a oferecer esperança a quem perdeu o rumo, porque conhece o caminho de volta.',
    opposition:
      'O otimismo e a dor antiga se encaram. Evitar tanto a promessa exagerada quanto o desânimo ajuda a encontrar uma esperança de pés no chão. Conselhos alheios ajudam quando passam pelo filtro da sua própria experiência.',
    square:
      'Pode haver a tendência de compensar a falta com excessos, de planos, de gastos ou de compromissos. Medir o passo transforma a vontade de crescer em crescimento real. A generosidade mais valiosa começa por reconhecer os próprios limites.',
    trine:
      'Estudar, viajar ou ensinar ajudam a dar sentido às próprias marcas. Você tende a transformar experiência em orientação para outras pessoas. A fé que você constrói não ignora a dor: ela nasce justamente de tê-la atravessado.',
    sextile:
      'Mentores e boas leituras chegam quando você se dispõe a aprender com o que viveu. Uma pergunta honesta pode abrir um horizonte inteiro. Compartilhar o que aprendeu tende a multiplicar as oportunidades de crescimento para todos.',
  },
  saturn: {
    conjunction:
      'Responsabilidade e ferida andam juntas: pode haver a sensação de carregar um peso cedo demais. Com o tempo, essa seriedade vira uma estrutura em que outros se apoiam. A maturidade que você alcança tem o peso bom da experiência vivida.',
    opposition:
      'Exigências externas e limites internos se confrontam. Aprender a dizer não, sem culpa, protege a sua energia e dá forma ao que você constrói. Negociar prazos e responsabilidades com honestidade evita que o cansaço vire ressentimento.',
    square:
      'A autocrítica pode ser dura, e o medo de falhar, paralisante. Trocar a cobrança por disciplina gentil torna o caminho mais longo, porém mais firme. Reconhecer o quanto já caminhou alivia a sensação de que nunca é suficiente.',
    trine:
      'Paciência e experiência transformam dificuldades em método. Você tende a ensinar pelo exemplo, com a autoridade de quem passou por ali. Há uma solidez tranquila em quem transformou obstáculos em conhecimento prático e paciente.',
    sextile:
      'Rotinas simples e compromissos realistas ajudam a organizar o que pesa. Cada pequena conquista vira degrau. Planejar com calma, um passo de cada vez, ajuda a transformar velhos receios em uma confiança que se sustenta no tempo.',
  },
  uranus: {
    conjunction:
      'A ferida que ensina se mistura à diferença: sentir-se fora do padrão pode ter doído. Assumir a própria originalidade abre caminho para quem também destoa. Aquilo que um dia pareceu estranho em você pode se revelar exatamente o que o mundo precisava.',
    opposition:
      'Mudanças súbitas, vindas de fora, tendem a tocar pontos antigos. Manter a flexibilidade sem perder o centro transforma o susto em renovação. Cada mudança inesperada traz também a chance de deixar para trás o que já não servia.',
    square:
      'A inquietação pode levar a rupturas bruscas quando o desconforto se acumula. Mudar aos poucos, por escolha, evita recomeços que só repetem a ferida. Dar espaço à liberdade no cotidiano diminui a necessidade de grandes rupturas.',
    trine:
      'Soluções criativas para velhos problemas surgem com facilidade. Você tende a enxergar saídas que ninguém tinha considerado. Você tende a ajudar outras pessoas a sair de situações que pareciam não ter saída, com ideias simples e inesperadas.',
    sextile:
      'Grupos, tecnologia e ideias novas oferecem ferramentas para entender a própria história com outros olhos. Conversar com gente muito diferente de você costuma trazer respostas novas para perguntas antigas e ampliar o repertório.',
  },
  neptune: {
    conjunction:
      'Sensibilidade e ferida se confundem: a dor do mundo pode parecer sua. Arte, espiritualidade ou serviço dão forma a essa compaixão, desde que haja limites claros. Cuidar do próprio descanso e do silêncio ajuda a não se perder em meio às emoções alheias.',
    opposition:
      'Idealizar pessoas ou situações pode levar a desencantos que tocam um ponto antigo. Olhar com ternura e lucidez ao mesmo tempo protege sem endurecer. Relações baseadas em clareza, e não em salvamento, tendem a nutrir mais os dois lados.',
    square:
      'Fugir do que dói, pela distração ou pelo sonho, é uma tentação. Encarar o desconforto em doses pequenas devolve clareza à imaginação. Sonhos com um plano concreto deixam de ser fuga e passam a ser caminho de transformação.',
    trine:
      'A intuição costuma captar o que os outros sentem e não dizem. Música, arte e silêncio são caminhos de alívio para você e para quem estiver perto. Essa sensibilidade, quando encontra forma, consola de um jeito que as palavras nem sempre alcançam.',
    sextile:
      'Momentos de contemplação trazem compreensões suaves sobre a própria história. A imaginação vira aliada quando ganha um caderno ou um pincel. Um tempo de recolhimento, por escolha, costuma devolver ânimo e clareza para seguir.',
  },
  pluto: {
    conjunction:
      'A ferida que ensina tem raízes profundas e pede transformação, não remendo. Atravessar crises com coragem dá a você uma força regeneradora rara. Você tende a não ter medo do que é profundo, e isso faz de você companhia valiosa nos momentos difíceis.',
    opposition:
      'Jogos de poder nas relações podem tocar um ponto antigo de vulnerabilidade. Reconhecer o padrão e escolher não repeti-lo é um ato de liberdade. Relações que respeitam a autonomia de cada um se tornam espaços de fortalecimento mútuo.',
    square:
      'O desejo de controlar tudo pode ser uma defesa contra velhas perdas. Soltar um pouco de cada vez abre espaço para uma força mais tranquila. Confiar no processo, mesmo sem controlar cada etapa, é parte do aprendizado que esse aspecto propõe.',
    trine:
      'Você tende a renascer das dificuldades com mais fôlego. Essa capacidade de transformação inspira quem atravessa fases escuras. Você sabe, por experiência própria, que o fim de uma fase também pode ser o começo de outra mais verdadeira.',
    sextile:
      'Conversas profundas e processos de autoconhecimento oferecem chances reais de mudança. O que é encarado deixa de mandar. Diários, leituras e conversas sinceras com gente de confiança tendem a render descobertas valiosas sobre si.',
  },
  trueNode: {
    conjunction:
      'A ferida que ensina aponta para a direção de crescimento: o que dói também indica para onde ir. Seguir esse fio, com paciência, dá sentido às escolhas. A experiência de atravessar dificuldades tende a se tornar parte do que você veio oferecer ao mundo.',
    opposition:
      'Velhos hábitos de proteção e o caminho novo ficam frente a frente. Trocar o conforto conhecido pelo passo adiante transforma a dor em rumo. Reconhecer o que já sabe fazer, sem se prender a isso, libera energia para aprender o novo.',
    square:
      'A ferida pode parecer um desvio do caminho, e não parte dele. Incluir o que dói nas escolhas, em vez de contorná-lo, desfaz o impasse. Quando a dor passa a ensinar, e não só a barrar o caminho, o rumo fica mais nítido e mais seu.',
    trine:
      'Aprender com as próprias marcas tende a impulsionar o crescimento. Ajudar outras pessoas costuma ser parte do seu rumo. Cada vez que você transforma uma experiência difícil em apoio para alguém, o próprio caminho também avança.',
    sextile:
      'Encontros e oportunidades ligam a sua história a um propósito maior. Dizer sim a eles, com critério, faz o caminho andar. Pessoas que cruzam o seu caminho podem trazer justamente a peça que faltava para entender a própria história.',
  },
  ascendant: {
    conjunction:
      'A ferida que ensina está à vista: na aparência, no jeito de chegar, na primeira impressão. Quando você se apresenta sem disfarce, vira referência para quem se sente fora do lugar.',
    opposition:
      'Os parceiros tendem a espelhar o ponto sensível. Relações próximas pedem franqueza e limites, e ensinam muito sobre cuidado mútuo. Nas trocas mais próximas, você aprende a reconhecer o que é seu e o que pertence ao outro.',
    square:
      'Há um atrito entre o modo de se mostrar e o que ainda dói por dentro. Ajustar a imagem ao que você sente, e não o contrário, traz alívio. Com o tempo, a coerência entre o que mostra e o que sente passa a ser a sua marca mais forte.',
    trine:
      'A vulnerabilidade aparece com leveza no seu jeito de ser, e isso aproxima as pessoas. Você tende a deixar os outros à vontade. A sua presença costuma sinalizar que ali cabem imperfeições, e isso alivia muita gente.',
    sextile:
      'Novos ambientes oferecem chances de se apresentar de um modo mais inteiro. Um recomeço pode ser também uma reconciliação. Mudanças de visual, de ambiente ou de círculo social podem acompanhar uma nova forma de se ver.',
  },
  midheaven: {
    conjunction:
      'A ferida que ensina se torna vocação: o que você aprendeu com as próprias marcas pode orientar uma carreira de cuidado, ensino ou escuta. A sua trajetória pública tende a mostrar que vulnerabilidade e competência podem andar juntas.',
    opposition:
      'Questões de família e de origem tocam a vida pública. Cuidar das raízes, com tempo, dá firmeza ao caminho profissional. O que você resolve em casa e na história familiar tende a refletir na segurança com que se apresenta ao mundo.',
    square:
      'O reconhecimento pode parecer sempre escapar. Medir o sucesso pelos próprios critérios desfaz parte do peso. Uma carreira construída com sentido, e não só com metas, costuma trazer a satisfação que o aplauso sozinho não dá.',
    trine:
      'Você tende a construir reputação ajudando outras pessoas a atravessarem dificuldades. O ofício e a experiência se alimentam. A experiência de vida, bem aproveitada, tende a se tornar um diferencial reconhecido no trabalho.',
    sextile:
      'Oportunidades de trabalho ligadas a orientar, ensinar ou acolher aparecem quando você aceita mostrar o que viveu. Contar a sua história, no momento certo, pode abrir portas e inspirar colegas a fazerem o mesmo.',
  },
};
