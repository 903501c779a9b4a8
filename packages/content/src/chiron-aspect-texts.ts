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
      'Há um atrito entre a vontade de brilhar e uma insegurança antiga. Cada vez que você age apesar da dúvida, a confiança ganha uma base mais real do que qualquer aplauso.',
    trine:
      'A vulnerabilidade conversa bem com a sua força: você tende a falar das próprias marcas com naturalidade, e isso inspira. O cuidado é não transformar a ajuda aos outros em fuga de si.',
    sextile:
      'Oportunidades de aprender com as próprias dificuldades aparecem quando você se dispõe a compartilhá-las. Um gesto de franqueza costuma abrir portas inesperadas.',
  },
  moon: {
    conjunction:
      'As emoções carregam uma sensibilidade antiga, que reage rápido a qualquer sinal de desamparo. Aprender a se acolher primeiro faz de você alguém que sabe acolher os outros sem se esvaziar.',
    opposition:
      'A necessidade de colo e o receio de pedi-lo ficam frente a frente. Relações íntimas espelham essa tensão; nomear o que sente, com calma, diminui a distância.',
    square:
      'O humor pode oscilar quando velhas faltas são tocadas. Reconhecer o gatilho, sem se culpar por ele, dá tempo para escolher uma resposta mais gentil consigo.',
    trine:
      'Existe uma empatia natural com a dor alheia: as pessoas tendem a confiar a você o que sentem. Guardar um espaço para o próprio descanso mantém essa escuta viva.',
    sextile:
      'Pequenos rituais de cuidado, como uma conversa franca ou um tempo a sós, ajudam a transformar sentimentos difíceis em entendimento.',
  },
  mercury: {
    conjunction:
      'A ferida que ensina fala pela sua mente: dúvidas sobre a própria inteligência ou a própria voz podem ter pesado. Ao escolher as palavras com cuidado, você desenvolve o dom de explicar o que dói.',
    opposition:
      'O que você pensa e o que os outros esperam ouvir parecem se chocar. Conversas difíceis pedem paciência, e cada uma delas afina a sua escuta.',
    square:
      'O medo de errar ao falar pode travar ideias boas. Escrever antes, ensaiar ou simplesmente arriscar uma frase imperfeita ajuda o pensamento a circular.',
    trine:
      'Você tende a encontrar palavras para feridas que outros não sabem nomear. Ensinar, escrever ou aconselhar são caminhos onde isso floresce.',
    sextile:
      'Leituras, cursos e boas conversas oferecem chaves para entender a própria história. A curiosidade é a sua melhor aliada diante de velhas dúvidas.',
  },
  venus: {
    conjunction:
      'Afeto e autoestima carregam uma marca sensível: acreditar que merece amor pode não ser óbvio. Cultivar relações onde a troca é justa ensina a receber tanto quanto a dar.',
    opposition:
      'O desejo de receber amor e o receio da rejeição ficam frente a frente nas parcerias. Falar do que precisa, em vez de adivinhar, equilibra a balança.',
    square:
      'Há um atrito entre o que você valoriza e o quanto se permite ter. Perceber quando aceita menos do que merece é o primeiro passo para escolher diferente.',
    trine:
      'A beleza e o afeto são vias de reparação: arte, gentileza e presença tendem a aliviar o que pesa, em você e em quem está por perto.',
    sextile:
      'Laços de amizade e pequenos prazeres oferecem chances de reconciliação consigo. Aceitar um elogio sem desviar o olhar já é um começo.',
  },
  mars: {
    conjunction:
      'A ferida que ensina toca a ação e a raiva: pode haver hesitação em brigar pelo que quer, ou explosões depois de muito segurar. Agir na hora certa, com firmeza, devolve a força ao seu lugar.',
    opposition:
      'Conflitos com outras pessoas costumam tocar um ponto antigo de impotência. Defender seus limites sem atacar transforma o embate em aprendizado.',
    square:
      'A energia pode travar justamente quando mais se precisa dela. Ações pequenas e regulares, com metas de curto prazo, ajudam a destravar a coragem.',
    trine:
      'Você tende a agir bem em favor de quem está em desvantagem: a própria luta ensinou a reconhecer a dos outros. Essa garra tem endereço.',
    sextile:
      'Projetos com começo, meio e fim oferecem chances de provar a si o que é capaz de fazer. Cada etapa cumprida fortalece a confiança.',
  },
  jupiter: {
    conjunction:
      'Sentido, fé e generosidade passam por uma ferida que ensina: crenças já foram postas à prova. Daí vem uma sabedoria ampla, que acolhe sem julgar.',
    opposition:
      'O otimismo e a dor antiga se encaram. Evitar tanto a promessa exagerada quanto o desânimo ajuda a encontrar uma esperança de pés no chão.',
    square:
      'Pode haver a tendência de compensar a falta com excessos, de planos, de gastos ou de compromissos. Medir o passo transforma a vontade de crescer em crescimento real.',
    trine:
      'Estudar, viajar ou ensinar ajudam a dar sentido às próprias marcas. Você tende a transformar experiência em orientação para outras pessoas.',
    sextile:
      'Mentores e boas leituras chegam quando você se dispõe a aprender com o que viveu. Uma pergunta honesta pode abrir um horizonte inteiro.',
  },
  saturn: {
    conjunction:
      'Responsabilidade e ferida andam juntas: pode haver a sensação de carregar um peso cedo demais. Com o tempo, essa seriedade vira uma estrutura em que outros se apoiam.',
    opposition:
      'Exigências externas e limites internos se confrontam. Aprender a dizer não, sem culpa, protege a sua energia e dá forma ao que você constrói.',
    square:
      'A autocrítica pode ser dura, e o medo de falhar, paralisante. Trocar a cobrança por disciplina gentil torna o caminho mais longo, porém mais firme.',
    trine:
      'Paciência e experiência transformam dificuldades em método. Você tende a ensinar pelo exemplo, com a autoridade de quem passou por ali.',
    sextile:
      'Rotinas simples e compromissos realistas ajudam a organizar o que pesa. Cada pequena conquista vira degrau.',
  },
  uranus: {
    conjunction:
      'A ferida que ensina se mistura à diferença: sentir-se fora do padrão pode ter doído. Assumir a própria originalidade abre caminho para quem também destoa.',
    opposition:
      'Mudanças súbitas, vindas de fora, tendem a tocar pontos antigos. Manter a flexibilidade sem perder o centro transforma o susto em renovação.',
    square:
      'A inquietação pode levar a rupturas bruscas quando o desconforto se acumula. Mudar aos poucos, por escolha, evita recomeços que só repetem a ferida.',
    trine:
      'Soluções criativas para velhos problemas surgem com facilidade. Você tende a enxergar saídas que ninguém tinha considerado.',
    sextile:
      'Grupos, tecnologia e ideias novas oferecem ferramentas para entender a própria história com outros olhos.',
  },
  neptune: {
    conjunction:
      'Sensibilidade e ferida se confundem: a dor do mundo pode parecer sua. Arte, espiritualidade ou serviço dão forma a essa compaixão, desde que haja limites claros.',
    opposition:
      'Idealizar pessoas ou situações pode levar a desencantos que tocam um ponto antigo. Olhar com ternura e lucidez ao mesmo tempo protege sem endurecer.',
    square:
      'Fugir do que dói, pela distração ou pelo sonho, é uma tentação. Encarar o desconforto em doses pequenas devolve clareza à imaginação.',
    trine:
      'A intuição costuma captar o que os outros sentem e não dizem. Música, arte e silêncio são caminhos de alívio para você e para quem estiver perto.',
    sextile:
      'Momentos de contemplação trazem compreensões suaves sobre a própria história. A imaginação vira aliada quando ganha um caderno ou um pincel.',
  },
  pluto: {
    conjunction:
      'A ferida que ensina tem raízes profundas e pede transformação, não remendo. Atravessar crises com coragem dá a você uma força regeneradora rara.',
    opposition:
      'Jogos de poder nas relações podem tocar um ponto antigo de vulnerabilidade. Reconhecer o padrão e escolher não repeti-lo é um ato de liberdade.',
    square:
      'O desejo de controlar tudo pode ser uma defesa contra velhas perdas. Soltar um pouco de cada vez abre espaço para uma força mais tranquila.',
    trine:
      'Você tende a renascer das dificuldades com mais fôlego. Essa capacidade de transformação inspira quem atravessa fases escuras.',
    sextile:
      'Conversas profundas e processos de autoconhecimento oferecem chances reais de mudança. O que é encarado deixa de mandar.',
  },
  trueNode: {
    conjunction:
      'A ferida que ensina aponta para a direção de crescimento: o que dói também indica para onde ir. Seguir esse fio, com paciência, dá sentido às escolhas.',
    opposition:
      'Velhos hábitos de proteção e o caminho novo ficam frente a frente. Trocar o conforto conhecido pelo passo adiante transforma a dor em rumo.',
    square:
      'A ferida pode parecer um desvio do caminho, e não parte dele. Incluir o que dói nas escolhas, em vez de contorná-lo, desfaz o impasse.',
    trine:
      'Aprender com as próprias marcas tende a impulsionar o crescimento. Ajudar outras pessoas costuma ser parte do seu rumo.',
    sextile:
      'Encontros e oportunidades ligam a sua história a um propósito maior. Dizer sim a eles, com critério, faz o caminho andar.',
  },
  ascendant: {
    conjunction:
      'A ferida que ensina está à vista: na aparência, no jeito de chegar, na primeira impressão. Quando você se apresenta sem disfarce, vira referência para quem se sente fora do lugar.',
    opposition:
      'Os parceiros tendem a espelhar o ponto sensível. Relações próximas pedem franqueza e limites, e ensinam muito sobre cuidado mútuo.',
    square:
      'Há um atrito entre o modo de se mostrar e o que ainda dói por dentro. Ajustar a imagem ao que você sente, e não o contrário, traz alívio.',
    trine:
      'A vulnerabilidade aparece com leveza no seu jeito de ser, e isso aproxima as pessoas. Você tende a deixar os outros à vontade.',
    sextile:
      'Novos ambientes oferecem chances de se apresentar de um modo mais inteiro. Um recomeço pode ser também uma reconciliação.',
  },
  midheaven: {
    conjunction:
      'A ferida que ensina se torna vocação: o que você aprendeu com as próprias marcas pode orientar uma carreira de cuidado, ensino ou escuta.',
    opposition:
      'Questões de família e de origem tocam a vida pública. Cuidar das raízes, com tempo, dá firmeza ao caminho profissional.',
    square:
      'O reconhecimento pode parecer sempre escapar. Medir o sucesso pelos próprios critérios desfaz parte do peso.',
    trine:
      'Você tende a construir reputação ajudando outras pessoas a atravessarem dificuldades. O ofício e a experiência se alimentam.',
    sextile:
      'Oportunidades de trabalho ligadas a orientar, ensinar ou acolher aparecem quando você aceita mostrar o que viveu.',
  },
};
