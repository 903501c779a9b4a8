// Lunar return (relations.md §3): the tone of the month from one return of the Moon to the next, read
// from the return chart's Ascendant sign and the house its Moon falls in. Original prose written for
// Constelar. Type-only imports, so the browser can load this file alone.
import type { Sign } from '@constelar/core/codes';
import type { HouseNumber } from './planet-in-house';

/** The month's mood when the lunar return's Ascendant is in each sign. */
export const LUNAR_RETURN_ASCENDANT_TEXTS: Record<Sign, string> = {
  aries:
    'Com o Ascendente da revolução lunar em Áries, o mês começa com pressa boa. Há energia para resolver pendências, tomar a dianteira e dizer sim ao que anima. Cuide só do pavio curto nas conversas difíceis.',
  taurus:
    'O Ascendente da revolução lunar em Touro pede um mês de ritmo tranquilo. Conforto, boa comida, contas em dia e o prazer do corpo fazem bem ao humor. Vale avançar devagar e com constância.',
  gemini:
    'Um mês de conversas e recados: assim se anuncia a revolução lunar com Ascendente em Gêmeos. A curiosidade rende encontros, leituras e ideias. Anote tudo e escolha poucas frentes para não se dispersar.',
  cancer:
    'Com o Ascendente da revolução lunar em Câncer, o mês puxa para casa. Família, memórias e gente querida pedem presença, e a sensibilidade aumenta. Reserve momentos de aconchego e diga do que precisa.',
  leo: 'O Ascendente da revolução lunar em Leão traz um mês de mais brilho. Criar, se mostrar e celebrar ficam fáceis, e o reconhecimento pode chegar. Generosidade e alegria são o melhor jeito de ocupar o palco.',
  virgo:
    'Organização dá o tom do mês com o Ascendente da revolução lunar em Virgem. Rotina, saúde e tarefas práticas pedem atenção e rendem satisfação. Faça listas, mas não deixe a autocrítica mandar no humor.',
  libra:
    'Com o Ascendente da revolução lunar em Libra, o mês gira em torno das relações. Acordos, encontros e gestos de delicadeza ganham peso. Busque equilíbrio sem esquecer a própria vontade.',
  scorpio:
    'O Ascendente da revolução lunar em Escorpião traz um mês intenso. Sentimentos fundos e assuntos guardados podem pedir passagem. Honestidade consigo e com quem está perto transforma o que parecia pesado.',
  sagittarius:
    'Horizonte largo para o mês que a revolução lunar com Ascendente em Sagitário inaugura. Estudos, planos de viagem e boas conversas animam. Entusiasmo ajuda, e prometer só o que cabe na agenda também.',
  capricorn:
    'Com o Ascendente da revolução lunar em Capricórnio, o mês é de metas e compromissos. Trabalho sério e decisões práticas rendem frutos concretos. Inclua pausas no plano, porque o corpo também conta.',
  aquarius:
    'O Ascendente da revolução lunar em Aquário areja o mês. Amizades, grupos e ideias diferentes trazem novidade, e a vontade de liberdade cresce. Experimente, mas avise quem depende de você.',
  pisces:
    'Com o Ascendente da revolução lunar em Peixes, o mês fica mais sensível e intuitivo. Sonhos, arte e silêncio ajudam a entender o que se sente. Proteja seus limites e dê tempo ao que ainda não tem forma.',
};

/** Where the month's feelings gather when the lunar return's Moon falls in each house. */
export const LUNAR_RETURN_MOON_HOUSE_TEXTS: Record<HouseNumber, string> = {
  1: 'A Lua da revolução na Casa 1 põe suas necessidades em primeiro plano neste mês. O humor aparece no rosto e pede cuidado com o corpo e com a própria imagem.',
  2: 'Com a Lua da revolução na Casa 2, o mês pede atenção ao dinheiro e ao que traz segurança. Cuidar das finanças acalma as emoções.',
  3: 'A Lua da revolução na Casa 3 enche o mês de mensagens, trajetos e conversas. Irmãos, vizinhos e colegas ganham presença no dia a dia.',
  4: 'Com a Lua da revolução na Casa 4, o coração do mês está em casa. Família e lar pedem tempo, e o recolhimento faz bem.',
  5: 'A Lua da revolução na Casa 5 traz um mês com mais vontade de se divertir, criar e namorar. Dê espaço ao prazer e ao que faz rir.',
  6: 'Com a Lua da revolução na Casa 6, o mês pede rotina bem cuidada. Saúde, trabalho diário e pequenos hábitos influenciam o humor.',
  7: 'A Lua da revolução na Casa 7 volta o mês para as parcerias. Relações próximas pedem escuta, e acordos podem ser firmados ou revistos.',
  8: 'Com a Lua da revolução na Casa 8, o mês mexe com emoções profundas. Intimidade, confiança e recursos partilhados pedem conversa franca.',
  9: 'A Lua da revolução na Casa 9 abre o mês para estudos, viagens e novas ideias. Sair do conhecido renova o ânimo.',
  10: 'Com a Lua da revolução na Casa 10, a carreira ocupa o centro do mês. Há mais visibilidade, e as emoções se misturam às metas profissionais.',
  11: 'A Lua da revolução na Casa 11 aproxima amigos e grupos neste mês. Projetos coletivos e planos para o futuro alimentam o coração.',
  12: 'Com a Lua da revolução na Casa 12, o mês pede recolhimento. Descanso, silêncio e atenção aos sonhos ajudam a recarregar.',
};
