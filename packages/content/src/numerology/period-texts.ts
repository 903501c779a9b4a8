import type { ChallengeValue, MapValue } from './map-values';

// numerology.md §4: life cycles and pinnacles, one text per value, each opened by the period's place in
// life (formative, productive, harvest); the challenges 0–8.

export type LifeStage = 'formative' | 'productive' | 'harvest';

/** The stage each cycle (1–3) and each pinnacle (1–4) belongs to. */
export const CYCLE_STAGES: readonly LifeStage[] = ['formative', 'productive', 'harvest'];
export const PINNACLE_STAGES: readonly LifeStage[] = ['formative', 'productive', 'productive', 'harvest'];

export const CYCLE_STAGE_OPENINGS: Record<LifeStage, string> = {
  formative:
    'O primeiro ciclo é o formativo: o mês de nascimento colore a infância e a juventude, quando família, escola e ambiente moldam o jeito de ser.',
  productive:
    'O segundo ciclo é o produtivo: o dia de nascimento dá o tom dos anos de trabalho, escolhas de carreira e construção de vínculos adultos.',
  harvest:
    'O terceiro ciclo é o da colheita: o ano de nascimento rege a maturidade, quando se recolhe o que foi semeado e se escolhe o que transmitir.',
};

export const PINNACLE_STAGE_OPENINGS: readonly string[] = [
  'O primeiro momento decisivo acompanha a formação: as oportunidades e provas que marcam a entrada na vida adulta.',
  'O segundo momento decisivo abre a fase produtiva, nove anos em que o terreno das escolhas se define.',
  'O terceiro momento decisivo, mais nove anos, consolida o que a fase produtiva construiu.',
  'O quarto momento decisivo vale até o fim da vida e fala da colheita e do legado.',
];

export const LIFE_CYCLE_TEXTS: Record<MapValue, string> = {
  1: 'Sob o ciclo 1, o período favorece a autonomia: aprender a decidir, a se sustentar nas próprias ideias e a começar coisas. As experiências empurram para a independência.',
  2: 'Um ciclo 2 traz um período de convivência e de sensibilidade. Relações, parcerias e a arte de esperar ganham peso, e os ganhos vêm mais da cooperação que da pressa.',
  3: 'O ciclo 3 colore o período com sociabilidade e expressão. Amizades, criatividade e comunicação estão em primeiro plano, e a alegria é um recurso a cultivar com foco.',
  4: 'Com o ciclo 4, o período pede trabalho, disciplina e bases firmes. Os resultados vêm do esforço regular, e a estabilidade construída agora rende por muito tempo.',
  5: 'O ciclo 5 deixa o período movimentado: mudanças, viagens, novidades e liberdade de escolha. A versatilidade cresce, e pede alguns compromissos fixos como âncora.',
  6: 'Num ciclo 6, o período gira em torno do lar, da família e das responsabilidades afetivas. Dar e receber cuidado são os temas, com espaço para a beleza do cotidiano.',
  7: 'O ciclo 7 torna o período introspectivo e estudioso. A busca de sentido, a especialização e momentos de recolhimento ganham importância.',
  8: 'Realização material, carreira e gestão de recursos ocupam o período de um ciclo 8. Há oportunidades de crescer em autoridade, com a ética como bússola.',
  9: 'O ciclo 9 abre um período de horizontes amplos, doação e encerramentos. Contato com realidades diversas e causas coletivas enriquece a experiência.',
  11: 'O ciclo 11, número mestre, dá ao período intensidade e inspiração. A intuição se aguça e surgem chances de orientar outros; o equilíbrio nervoso pede atenção.',
  22: 'Um ciclo 22, mestre, marca o período com a possibilidade de construir algo de alcance coletivo. A visão grande pede método e paciência para virar realidade.',
};

export const PINNACLE_TEXTS: Record<MapValue, string> = {
  1: 'Um momento decisivo 1 traz oportunidades de liderança e de começos. As portas abrem para quem toma a iniciativa, e a prova é agir com coragem sem atropelar ninguém.',
  2: 'O momento decisivo 2 favorece alianças, associações e acordos. As conquistas deste período chegam por meio de outras pessoas, com paciência e tato.',
  3: 'Num momento decisivo 3, a oportunidade está na criatividade e na comunicação. Projetos de expressão, ensino e convívio tendem a prosperar com dedicação.',
  4: 'O momento decisivo 4 é de trabalho concreto e de construção de patrimônio, seja material ou de experiência. As chances vêm para quem planeja e persiste.',
  5: 'Com o momento decisivo 5, mudanças de rumo se tornam possíveis: novas cidades, novas áreas, novas pessoas. A liberdade bem usada é a grande oportunidade.',
  6: 'O momento decisivo 6 põe em foco a família, o casamento, a casa e os compromissos comunitários. As realizações do período passam pelo cuidado e pela responsabilidade.',
  7: 'No momento decisivo 7, a oportunidade é aprofundar: estudar, especializar-se, buscar uma compreensão mais espiritual ou filosófica da vida.',
  8: 'O momento decisivo 8 abre chances de crescimento profissional e financeiro. O período testa a capacidade de administrar poder e recursos com equilíbrio.',
  9: 'Um momento decisivo 9 convida a servir a causas maiores e a encerrar o que já cumpriu seu papel. Generosidade e visão ampla trazem as melhores realizações.',
  11: 'O momento decisivo 11, mestre, traz um período de inspiração e de visibilidade. Há chance de se tornar referência para outros, desde que o idealismo encontre forma prática.',
  22: 'O momento decisivo 22, mestre, oferece a oportunidade de realizar algo grande e duradouro. O período recompensa quem pensa no coletivo e trabalha com método.',
};

export const CHALLENGE_TEXTS: Record<ChallengeValue, string> = {
  0: 'Desafio 0: não há um ponto fraco único apontado, e sim a escolha livre de qual aspecto desenvolver. É o desafio de quem tem muitas opções: decidir e se comprometer.',
  1: 'Desafio 1: trabalhar a afirmação pessoal. O ponto a desenvolver é acreditar nas próprias ideias sem cair na teimosia nem na submissão.',
  2: 'Desafio 2: lidar com a sensibilidade excessiva. Melindres, medo de desagradar e dependência da opinião alheia são os pontos a equilibrar.',
  3: 'Desafio 3: organizar a expressão. Pedem cuidado a dispersão e a dificuldade de mostrar sentimentos com clareza, sem exagero nem timidez.',
  4: 'Desafio 4: equilibrar trabalho e flexibilidade. Rigidez, preguiça ou excesso de detalhe alternam como obstáculos; a constância leve é o objetivo.',
  5: 'Desafio 5: usar bem a liberdade. Impulsividade, medo de compromisso ou, ao contrário, medo de mudar são os pontos a trabalhar.',
  6: 'Desafio 6: equilibrar responsabilidade e controle. Perfeccionismo com a casa e com as pessoas queridas pode pesar; aceitar as diferenças alivia.',
  7: 'Desafio 7: confiar sem se isolar. Desconfiança, crítica e distância emocional são os pontos a suavizar, abrindo espaço para a troca.',
  8: 'Desafio 8: encontrar a medida com dinheiro e poder. Tanto o apego ao controle quanto o descaso com o material pedem equilíbrio.',
};
