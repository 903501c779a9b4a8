import type { MapValue } from './map-values';

// numerology.md §4: Missão (expression + destiny: what the talents and the road build together) and the
// Número psíquico (the day of birth: the quick, everyday reaction).

export const MISSION_TEXTS: Record<MapValue, string> = {
  1: 'A Missão 1 junta talento e caminho numa tarefa: abrir trilhas. A contribuição mais marcante tende a vir de iniciativas próprias, ideias novas e coragem para começar o que ainda não existe. Inspirar outros a tomar decisões também faz parte dessa missão.',
  2: 'Com a Missão 2, o que se constrói ao longo da vida são pontes. A tarefa é aproximar, pacificar e tornar possível a cooperação entre pessoas e grupos. O impacto costuma ser discreto e profundo, como o de quem sustenta uma relação ou uma equipe.',
  3: 'A Missão 3 convida a espalhar alegria e ideias. A contribuição ao mundo passa pela comunicação: contar histórias, ensinar com leveza, criar beleza e reunir gente. O que se oferece aqui é ânimo, e ele tem mais força quando ganha forma concreta.',
  4: 'A Missão 4 é deixar bases sólidas. Organizar, estruturar, tornar confiável o que antes era improviso: esse é o legado possível. Famílias, empresas e comunidades ganham estabilidade com essa contribuição paciente.',
  5: 'Renovar é a tarefa da Missão 5. A contribuição passa por trazer ar fresco, conectar mundos diferentes e mostrar que a mudança pode ser boa. Quem convive com essa missão tende a se sentir mais livre para experimentar.',
  6: 'A Missão 6 pede cuidado com o coletivo próximo: família, vizinhança, equipe. O legado é de harmonia, de responsabilidade assumida e de beleza no cotidiano. A tarefa se cumpre melhor quando o cuidado inclui a própria pessoa.',
  7: 'Na Missão 7, a contribuição é o conhecimento. Investigar, aprofundar e compartilhar o que foi compreendido é a tarefa de vida. O legado pode ser um saber técnico, uma obra de reflexão ou uma presença que ajuda os outros a pensar.',
  8: 'A Missão 8 envolve realizar em escala e gerir bem. A contribuição aparece em projetos que geram trabalho, recursos e estrutura para muitos. A tarefa pede que o poder conquistado sirva a um propósito justo.',
  9: 'A Missão 9 é humanitária no sentido amplo: servir, ensinar, acolher e inspirar pela generosidade. O legado costuma tocar pessoas que nem se chegou a conhecer. A tarefa inclui aprender a soltar o que já cumpriu seu papel.',
  11: 'Número mestre, a Missão 11 chama a iluminar caminhos. A contribuição vem da intuição e do exemplo: orientar, inspirar, trazer uma visão que eleva. É uma tarefa exigente, que se sustenta com autocuidado e com os pés no concreto.',
  22: 'A Missão 22, mestre construtora, propõe transformar visão em obra coletiva. O legado pode ser uma instituição, um projeto social, uma estrutura que sobrevive a quem a criou. A tarefa se cumpre em etapas e com muitas mãos.',
};

export const PSYCHIC_TEXTS: Record<MapValue, string> = {
  1: 'O Número psíquico 1 descreve reações rápidas e independentes. No dia a dia, a tendência é resolver do próprio jeito e sem demora. Isso dá agilidade; contar até três antes de reagir evita atritos desnecessários.',
  2: 'Com o psíquico 2, a reação espontânea é perceber o outro antes de si. O temperamento cotidiano é sensível e conciliador, atento ao clima do ambiente. Vale notar quando a vontade de evitar conflito cala uma opinião importante.',
  3: 'O psíquico 3 reage com palavras e com humor. No cotidiano, há necessidade de conversar, trocar e se divertir, e o ânimo sobe em boa companhia. A dispersão é o ponto a observar nos dias cheios.',
  4: 'O psíquico 4 prefere o previsível e reage organizando. No dia a dia, listas, horários e combinados trazem tranquilidade. Imprevistos incomodam mais do que o normal, e um pouco de jogo de cintura alivia a tensão.',
  5: 'Inquietação e curiosidade marcam o psíquico 5. A reação instintiva é buscar novidade e fugir do que parece monótono. Movimento físico e variedade na rotina ajudam a canalizar essa energia.',
  6: 'O psíquico 6 reage cuidando. No cotidiano, a primeira pergunta costuma ser se todos estão bem, e um ambiente bonito e em ordem faz diferença no humor. Cuidar sem se sobrecarregar é o ajuste diário.',
  7: 'O psíquico 7 reage pensando. Antes de responder, a mente analisa, desconfia do óbvio e procura o porquê. Momentos de silêncio no dia são necessários para manter o equilíbrio.',
  8: 'O psíquico 8 reage com pragmatismo e senso de comando. No dia a dia, há facilidade para assumir o controle das situações e tomar decisões práticas. Suavizar o tom ajuda quem está por perto a acompanhar o ritmo.',
  9: 'O psíquico 9 reage com empatia ampla. No cotidiano, há tendência a se envolver com as causas e os problemas dos outros. Reservar energia para os próprios assuntos é um cuidado importante.',
  11: 'O psíquico 11, de um dia 11 ou 29, traz reações intuitivas e uma sensibilidade nervosa mais aguçada. Pressentimentos costumam acertar. Descanso, natureza e rotinas calmas ajudam a filtrar o excesso de estímulos.',
  22: 'O psíquico 22, de quem nasceu num dia 22, reage pensando no todo: vê de imediato como as peças se encaixam. No cotidiano, há vontade de organizar em grande escala. Lembrar que nem tudo precisa ser resolvido hoje traz alívio.',
};
