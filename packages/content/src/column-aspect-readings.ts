// What an exact aspect of the day means in the horóscopo: a reading per slower body and kind of aspect,
// two for each, placed where the quicker body falls ("{in}": "nos amores e na criação"). The reading
// alternates with the Moon's passage through its sign, so the same contact a month later reads anew
// (docs/decisions/095-a-column-worth-reading.md). Original prose written for Constelar.
import type { TransitBody } from '@constelar/core/codes';

export type AspectNature = 'conjunction' | 'soft' | 'hard';

export const ASPECT_READINGS: Record<
  Exclude<TransitBody, 'moon'>,
  Record<AspectNature, readonly [string, string]>
> = {
  sun: {
    conjunction: [
      'Vontade e sentimento apontam para o mesmo lado {in}, e começar algo ali fica mais natural.',
      'O que você quer e o que você sente se encontram {in}, e a clareza do momento merece ser usada.',
    ],
    soft: [
      'Vontade e sentimento colaboram {in}: o que você decide encontra apoio no que sente.',
      'O Sol dá fôlego {in}, e uma iniciativa tem boas chances de encontrar boa acolhida.',
    ],
    hard: [
      'Vontade e sentimento puxam para lados diferentes {in}; nomear cada um ajuda a escolher.',
      'O que você quer e o que precisa discordam {in}, e a saída costuma ser um meio-termo honesto.',
    ],
  },
  mercury: {
    conjunction: [
      'As ideias e as palavras se concentram {in}, e uma conversa pode esclarecer o que estava nebuloso.',
      'Mercúrio junta razão e assunto {in}: é hora de anotar, perguntar e tirar dúvidas.',
    ],
    soft: [
      'As palavras saem fáceis {in}, e um recado bem escrito abre portas.',
      'O que antes parecia confuso {in} fica mais fácil de explicar; aproveite para negociar ou combinar.',
    ],
    hard: [
      'Mal-entendidos rondam {in}; repetir o que ouviu antes de responder evita uma discussão à toa.',
      'Mercúrio embaralha os recados {in}, e conferir datas, nomes e endereços poupa dor de cabeça.',
    ],
  },
  venus: {
    conjunction: [
      'Vênus adoça o clima {in}, e um gesto de afeto ou de beleza rende mais do que o esperado.',
      'O desejo de harmonia se instala {in}, favorecendo encontros, reconciliações e pequenos mimos.',
    ],
    soft: [
      'Vênus traz gentileza {in}, e aproximar-se de alguém fica mais simples.',
      'Há charme no ar {in}: um elogio sincero ou um convite leve tende a ser bem recebido.',
    ],
    hard: [
      'Vênus pede equilíbrio {in}, entre o que agrada e o que convém, entre dar e receber.',
      'O gosto pelo conforto pode custar caro {in}; vale perguntar se o prazer de agora combina com o plano.',
    ],
  },
  mars: {
    conjunction: [
      'Marte acende a vontade de agir {in}, e a energia pede uma direção clara para não virar briga.',
      'A coragem sobe {in}, e aquilo que exigia impulso encontra força para sair do lugar.',
    ],
    soft: [
      'Marte dá impulso {in}: tarefas que pedem iniciativa andam com menos esforço.',
      'Há disposição de sobra {in}, e resolver um assunto direto, sem rodeios, funciona bem.',
    ],
    hard: [
      'A irritação encontra motivo fácil {in}; respirar antes de responder evita estragos.',
      'Marte provoca {in}, e a pressa de resolver pode atropelar quem está no caminho.',
    ],
  },
  jupiter: {
    conjunction: [
      'O que já estava em movimento {in} ganha amplitude, e o otimismo tem base para crescer.',
      'Há generosidade no ar {in}, e um gesto de confiança pode render mais do que o previsto.',
    ],
    soft: [
      'Júpiter abre uma janela {in}: um pedido, um convite ou uma aposta pequena têm boas chances.',
      'A confiança cresce {in}, e ajuda pedir conselho a quem já percorreu o caminho.',
    ],
    hard: [
      'Tudo parece maior {in}, e prometer menos do que se pode cumprir evita frustração.',
      'O entusiasmo passa do ponto {in}; vale medir o tamanho do passo antes de dar.',
    ],
  },
  saturn: {
    conjunction: [
      'Saturno põe peso e seriedade {in}, e um compromisso firmado agora tende a durar.',
      'A responsabilidade se concentra {in}, e fazer o básico bem-feito vale mais do que improvisar.',
    ],
    soft: [
      'Saturno dá estrutura {in}: paciência e método trazem um resultado sólido.',
      'O esforço constante rende {in}, e alguém com mais experiência pode oferecer apoio útil.',
    ],
    hard: [
      'Saturno cobra um prazo ou um limite {in} que você preferia ignorar; aceitar a régua agora poupa trabalho depois.',
      'A sensação de obstáculo aparece {in}, e ela costuma indicar onde falta organização, não talento.',
    ],
  },
  uranus: {
    conjunction: [
      'Urano traz o inesperado {in}, e uma mudança de planos pode revelar uma saída melhor.',
      'Uma ideia súbita chega {in}, e vale anotá-la antes que o dia a engula.',
    ],
    soft: [
      'Urano favorece o novo {in}: experimentar um jeito diferente de fazer dá certo.',
      'Há liberdade no ar {in}, e uma surpresa boa pode quebrar a rotina.',
    ],
    hard: [
      'O que parecia firme {in} balança, e imprevistos pedem jogo de cintura em vez de resistência.',
      'A vontade de romper com tudo cresce {in}; mudar uma coisa de cada vez é mais sensato.',
    ],
  },
  neptune: {
    conjunction: [
      'Netuno deixa tudo mais poroso {in}, e a intuição fala alto, às vezes mais alto que os fatos.',
      'A sensibilidade se espalha {in}, e a arte, a música ou a oração podem dizer o que as palavras não dizem.',
    ],
    soft: [
      'Netuno traz inspiração {in}, e a empatia facilita entender quem está perto.',
      'A imaginação flui {in}, e um projeto criativo ou um gesto de compaixão ganham força.',
    ],
    hard: [
      'Netuno embaça os contornos {in}, e é melhor confirmar antes de acreditar.',
      'A fantasia pode tomar o lugar da realidade {in}; pedir uma segunda opinião evita desencontros.',
    ],
  },
  pluto: {
    conjunction: [
      'O que estava na superfície {in} ganha profundidade, e uma verdade pede para ser encarada.',
      'A intensidade se concentra {in}, e algo que terminou pode finalmente ser deixado para trás.',
    ],
    soft: [
      'Plutão dá poder de transformação {in}: um ajuste profundo fica possível sem drama.',
      'A força interior cresce {in}, e é possível mudar um padrão antigo com firmeza e calma.',
    ],
    hard: [
      'Plutão traz disputas de controle {in}; abrir mão de vencer pode ser a jogada mais forte.',
      'Emoções intensas vêm à tona {in}, e olhar para elas com coragem evita que mandem no dia.',
    ],
  },
};

/** The Sun meeting a planet (no Moon in it): what the day's purpose does with that planet's matters. */
export const SUN_PAIR_READINGS: Record<AspectNature, readonly [string, string]> = {
  conjunction: [
    'O propósito do dia se concentra {in}, e o que você decidir ali tende a ter peso.',
    'A vontade ganha foco {in}, e vale pôr energia em um único objetivo claro.',
  ],
  soft: [
    'Há apoio para o que você quer {in}, e um passo confiante encontra terreno firme.',
    'A vontade flui {in}, e uma decisão tomada com calma tende a se sustentar.',
  ],
  hard: [
    'O que você quer encontra resistência {in}, e a resistência mostra onde ajustar a rota.',
    'A vontade esbarra em um limite {in}; insistir cansa, negociar resolve.',
  ],
};

/**
 * Two planets meeting (no Moon in it): a reading of one of them in the other's house, kept apart from the
 * Moon's readings so a planet pair and a Moon aspect of one date never read alike.
 */
export const PAIR_READINGS: Record<
  Exclude<TransitBody, 'moon' | 'sun'>,
  Record<AspectNature, readonly [string, string]>
> = {
  mercury: {
    conjunction: [
      'O pensamento se fixa {in}, e uma conversa marcada para esses dias pode render uma decisão.',
      'A atenção aos detalhes se concentra {in}, e uma informação nova muda a leitura do conjunto.',
    ],
    soft: [
      'Acordos, contratos e explicações que vinham emperrando ficam mais fáceis {in}.',
      'As ideias circulam bem {in}, e uma conversa franca resolve em minutos o que levaria dias.',
    ],
    hard: [
      'O que parecia combinado se complica {in}; releia antes de assinar ou de enviar.',
      'Os recados se cruzam {in}, e uma pergunta simples evita semanas de desencontro.',
    ],
  },
  venus: {
    conjunction: [
      'Vênus aproxima pessoas e gostos {in}, e uma afinidade inesperada pode nascer ali.',
      'O gosto pelo belo se acende {in}, e um encontro agradável pode ter desdobramentos.',
    ],
    soft: [
      'Reconciliações, presentes e gestos de cortesia encontram bom terreno {in}.',
      'A diplomacia rende {in}, e um gesto gentil desfaz uma tensão antiga.',
    ],
    hard: [
      'A diferença entre o que se deseja e o que se combinou fica exposta {in}; ceder um pouco equilibra.',
      'O desejo de agradar pesa {in}, e dizer não com delicadeza também é afeto.',
    ],
  },
  mars: {
    conjunction: [
      'O que estava parado {in} ganha velocidade, e uma tarefa difícil encontra quem a enfrente.',
      'A energia se junta {in}, e um projeto parado ganha o empurrão que faltava.',
    ],
    soft: [
      'Marte empresta coragem {in} para dar o primeiro passo sem esperar o momento perfeito.',
      'O ânimo para agir cresce {in}, e uma tarefa adiada encontra a hora certa.',
    ],
    hard: [
      'Disputas esquentam {in} e pedem firmeza, e não força bruta.',
      'A tensão sobe {in}, e competir pode ser saudável, desde que ninguém precise perder.',
    ],
  },
  jupiter: {
    conjunction: [
      'Tudo o que recebe atenção {in} tende a crescer agora, para o bem e para o excesso.',
      'As possibilidades se multiplicam {in}, e escolher uma só é o desafio.',
    ],
    soft: [
      'Júpiter abre caminhos {in}, por meio de conselhos, contatos e boa vontade.',
      'A sorte ajuda quem se prepara {in}, e um contato antigo pode trazer uma boa notícia.',
    ],
    hard: [
      'As expectativas se esticam {in}, e vale conferir se a promessa cabe no calendário.',
      'O excesso de confiança ronda {in}; um plano com margem de erro é mais sábio.',
    ],
  },
  saturn: {
    conjunction: [
      'Saturno pede compromisso sério e prazo realista {in}, e o que se constrói assim dura.',
      'As responsabilidades se concentram {in}, e o que for assumido agora pede constância.',
    ],
    soft: [
      'O esforço paciente {in} encontra sustentação, e o trabalho bem-feito começa a ser reconhecido.',
      'A disciplina compensa {in}, e a experiência de alguém mais velho pode servir de guia.',
    ],
    hard: [
      'Um limite aparece {in}, e, aceito sem drama, vira estrutura.',
      'O peso do dever aparece {in}, e dividir a carga é sinal de maturidade, não de fraqueza.',
    ],
  },
  uranus: {
    conjunction: [
      'A vontade de inovar se acende {in}, e uma ruptura pequena pode arejar muito.',
      'O inesperado se instala {in}, e uma ideia diferente pode mudar os planos para melhor.',
    ],
    soft: [
      'Soluções fora do comum aparecem {in} e funcionam justamente por serem novas.',
      'A liberdade de experimentar cresce {in}, e a tecnologia ou um amigo criativo ajudam.',
    ],
    hard: [
      'Mudanças de última hora surgem {in}; flexibilidade poupa desgaste.',
      'A vontade de independência se choca {in} com compromissos antigos; negociar o ritmo evita rupturas.',
    ],
  },
  neptune: {
    conjunction: [
      'Fronteiras antigas se dissolvem {in}, e a compaixão encontra espaço para agir.',
      'A sensibilidade se aprofunda {in}, e um sonho pode apontar uma direção.',
    ],
    soft: [
      'A arte, o cuidado e a fé no que ainda não tem forma ganham inspiração {in}.',
      'A intuição acerta {in}, e a generosidade volta em forma de gratidão.',
    ],
    hard: [
      'Fatos e desejos se confundem {in}; confirme o que ouvir antes de agir.',
      'As ilusões rondam {in}; vale separar o desejo do fato antes de decidir.',
    ],
  },
  pluto: {
    conjunction: [
      'O que parecia assentado {in} é revirado, e a mudança, se acolhida, fortalece.',
      'A transformação se intensifica {in}, e soltar o que acabou dá lugar ao novo.',
    ],
    soft: [
      'Há firmeza {in} para transformar um hábito ou uma relação de poder.',
      'Mudanças profundas ficam mais fáceis {in}, e uma conversa sincera pode virar a chave.',
    ],
    hard: [
      'Questões de controle se acirram {in}; recuar um passo pode ser a forma mais forte de agir.',
      'Forças antigas vêm à tona {in}; encarar o medo tira dele o comando.',
    ],
  },
};
