import type { MapValue } from './map-values';

// numerology.md §4: Expressão (all the letters: the talents at hand) and Destino (the date: the road the
// circumstances keep offering). Each reads as its role.

export const EXPRESSION_TEXTS: Record<MapValue, string> = {
  1: 'A Expressão 1 mostra talento para começar, decidir e conduzir. Os recursos mais à mão são a iniciativa, a originalidade e a capacidade de agir quando outros ainda hesitam. Rende bem onde há autonomia; o ponto de atenção é ouvir antes de bater o martelo.',
  2: 'Os dons da Expressão 2 estão na mediação, no detalhe e na colaboração. É o talento de quem costura acordos, percebe o que não foi dito e faz uma equipe funcionar. Funções de apoio, assessoria, cuidado e negociação aproveitam bem essa habilidade fina.',
  3: 'Comunicar é o grande recurso da Expressão 3. Palavra, imagem, música, ensino, vendas: qualquer canal em que a criatividade encontre público tende a florescer. O talento cresce com disciplina, porque ideias demais sem acabamento se perdem pelo caminho.',
  4: 'A Expressão 4 traz capacidade de organizar, planejar e executar com constância. Processos, números, obras, sistemas: onde há estrutura a montar, esse talento brilha. A flexibilidade diante de mudanças é a habilidade a desenvolver junto.',
  5: 'Versatilidade define a Expressão 5. Há facilidade para aprender rápido, lidar com o público, viajar, vender ideias e se adaptar a cenários novos. Atividades variadas e com movimento combinam com esse perfil, que ganha força quando escolhe onde aprofundar.',
  6: 'A Expressão 6 expressa-se pelo cuidado e pela responsabilidade. Ensinar, aconselhar, cuidar da saúde ou da beleza de um lugar, harmonizar grupos: são talentos que fazem as pessoas se sentirem bem. O equilíbrio vem ao aceitar que não é possível consertar tudo.',
  7: 'Análise e pesquisa são os dons da Expressão 7. A mente vai ao fundo, questiona o óbvio e encontra respostas que escapam aos apressados. Ciência, técnica, espiritualidade e estudo combinam com esse talento, que pede tempo de concentração para render.',
  8: 'A Expressão 8 tem tino para administrar, liderar e fazer recursos crescerem. Há visão de conjunto, senso prático e coragem para decisões de porte. O melhor uso desse talento aparece quando o poder de realizar está a serviço de algo justo.',
  9: 'A Expressão 9 reúne talentos amplos: sensibilidade artística, visão humanitária e facilidade para compreender pessoas diferentes. Trabalhos que tocam muitas vidas combinam com esse recurso. Aprender a concluir e a soltar o que terminou faz parte do caminho.',
  11: 'Número mestre, a Expressão 11 dá talento para inspirar, ensinar e captar o que ainda não tem nome. Intuição e idealismo são ferramentas reais aqui, e funcionam melhor com método. Há também uma sensibilidade que pede pausas regulares.',
  22: 'A Expressão 22, outro número mestre, une visão e execução: a habilidade de transformar um sonho grande em estrutura concreta. Projetos coletivos, instituições e obras de longo prazo aproveitam esse dom. Dividir tarefas e confiar em parceiros é parte da maestria.',
};

export const DESTINY_TEXTS: Record<MapValue, string> = {
  1: 'O Destino 1 indica uma estrada em que as circunstâncias pedem, várias vezes, que se tome a frente. Situações de começo, de escolha solitária e de pioneirismo tendem a aparecer. A lição do caminho é ganhar confiança sem fechar os ouvidos.',
  2: 'Pelo Destino 2, a vida costuma trazer experiências de parceria, espera e diplomacia. Os melhores frutos vêm das alianças e do trabalho conjunto. O caminho ensina o valor da paciência e a arte de se posicionar sem romper laços.',
  3: 'O caminho do Destino 3 oferece muitas ocasiões de expressão, convívio e criação. Ambientes sociais, palco, escrita e conversa aparecem com frequência. A estrada pede foco para que a abundância de possibilidades se torne obra.',
  4: 'O Destino 4 descreve uma trajetória de construção passo a passo. As circunstâncias valorizam a disciplina, o trabalho bem-feito e a paciência com resultados que chegam com o tempo. Cada base firmada hoje sustenta as conquistas dos anos seguintes.',
  5: 'Mudança é a constante do Destino 5. A estrada tende a incluir viagens, trocas de cenário e guinadas que ampliam a experiência. O aprendizado está em usar a liberdade com consciência, escolhendo as mudanças em vez de apenas reagir a elas.',
  6: 'O Destino 6 traz um caminho ligado à família, à comunidade e às responsabilidades afetivas. A vida convida a cuidar, a harmonizar e a criar ambientes acolhedores. A lição é equilibrar o dar e o receber.',
  7: 'Pelo Destino 7, a trajetória convida ao estudo, à reflexão e à busca de sentido. Momentos de recolhimento e de especialização marcam o caminho. A estrada ensina a confiar no próprio saber e a compartilhá-lo.',
  8: 'O Destino 8 aponta um caminho de realização material e de responsabilidade sobre recursos e pessoas. As circunstâncias testam a capacidade de gestão e de decisão. O aprendizado central é unir ambição e ética.',
  9: 'O Destino 9 conduz por uma estrada ampla, com contato com pessoas e realidades diversas. Encerramentos, doações e causas coletivas fazem parte do trajeto. O caminho ensina a compaixão e o desapego.',
  11: 'Número mestre, o Destino 11 traz uma estrada de inspiração e de sensibilidade posta à prova. A vida tende a colocar em posições de orientar, ensinar ou revelar algo aos outros. O equilíbrio entre idealismo e vida prática é a lição permanente.',
  22: 'O Destino 22, também mestre, sugere um caminho de grandes construções com alcance coletivo. As circunstâncias chamam para projetos que vão além do interesse pessoal. A estrada pede paciência, método e a humildade de começar pelo alicerce.',
};
