// Secondary progressions (relations.md §3): the progressed Moon's sign and house, which colour two and
// a half years each, and the progressed Sun entering a sign, which opens a chapter of about thirty.
// Original prose written for Constelar. Type-only imports, so the browser can load this file alone.
import type { Sign } from '@constelar/core/codes';
import type { HouseNumber } from './planet-in-house';

/** The emotional climate while the progressed Moon crosses each sign (about two and a half years). */
export const PROGRESSED_MOON_SIGN_TEXTS: Record<Sign, string> = {
  aries:
    'Com a Lua progredida em Áries, começa uma fase de sentimentos mais diretos e de vontade de agir. Nos próximos dois anos e meio, a paciência pode ficar mais curta e a coragem, mais à mão. É um bom tempo para iniciar algo só seu e dizer o que sente sem rodeios, lembrando de ouvir antes de responder.',
  taurus:
    'A Lua progredida em Touro pede chão firme. Por cerca de dois anos e meio, o coração busca estabilidade, conforto e ritmo próprio: uma casa mais acolhedora, finanças em ordem, prazeres simples. As emoções ficam mais calmas e constantes. Vale cultivar o que cresce devagar e desconfiar da pressa, inclusive da alheia.',
  gemini:
    'Curiosidade e movimento marcam a passagem da Lua progredida por Gêmeos. Nos próximos anos, o humor se alimenta de conversas, leituras, cursos e pequenas viagens, e a cabeça quer novidade. Há leveza para recomeçar contatos e aprender. O cuidado é não espalhar demais a atenção: escolher alguns assuntos ajuda a sentir que algo avança.',
  cancer:
    'Quando a Lua progredida entra em Câncer, a vida afetiva volta para casa. Família, raízes e pessoas queridas pedem mais presença nos próximos dois anos e meio, e a sensibilidade fica à flor da pele. É um período fértil para cuidar e receber cuidado, arrumar o lar e fazer as pazes com a própria história.',
  leo: 'A Lua progredida em Leão acende a vontade de aparecer e de criar. Por uns dois anos e meio, o coração pede alegria, expressão e reconhecimento: um projeto autoral, um palco, um amor vivido às claras. A generosidade aumenta junto com a sede de aplauso; o brilho rende mais quando nasce do prazer de fazer.',
  virgo:
    'Com a Lua progredida em Virgem, o coração encontra sossego na ordem. Os próximos anos favorecem ajustar a rotina, cuidar da saúde, aprender um ofício e ser útil de modo concreto. A mente fica mais crítica, inclusive consigo. Vale trocar a cobrança por método: pequenos hábitos bem escolhidos trazem mais paz do que a perfeição.',
  libra:
    'A Lua progredida em Libra põe as relações no centro dos sentimentos. Por cerca de dois anos e meio, parcerias, acordos e a busca de harmonia ocupam espaço, e decidir a dois ganha peso. É um tempo bonito para a arte e para a delicadeza no trato. Só não vale calar a própria vontade para manter a paz.',
  scorpio:
    'Intensidade é a palavra da fase em que a Lua progredida atravessa Escorpião. Nos próximos anos, emoções fundas vêm à tona, vínculos são testados e algumas portas se fecham para que outras se abram. A intimidade ganha importância. Atravessar esse período com honestidade, sem querer controlar tudo, deixa o coração mais forte e mais livre.',
  sagittarius:
    'A Lua progredida em Sagitário abre janelas. Por uns dois anos e meio, o coração quer horizonte: viajar, estudar, conhecer outras culturas, repensar crenças. O otimismo ajuda a dar passos largos e a sair de situações que ficaram pequenas. O cuidado é com promessas maiores que a agenda; entusiasmo rende mais com algum plano.',
  capricorn:
    'Com a Lua progredida em Capricórnio, os sentimentos pedem estrutura. Os próximos anos favorecem metas de longo prazo, responsabilidades assumidas e a construção de algo que dure, na carreira ou na vida pessoal. Pode haver mais seriedade no humor. Reconhecer os próprios limites e reservar tempo para descansar faz parte da maturidade desta fase.',
  aquarius:
    'A Lua progredida em Aquário traz vontade de arejar a vida. Por cerca de dois anos e meio, amizades, grupos e ideias novas alimentam o coração, e a necessidade de espaço pessoal cresce. É um bom período para experimentar, mudar hábitos antigos e se aproximar de causas coletivas, sem cortar de forma brusca quem importa.',
  pisces:
    'Quando a Lua progredida chega a Peixes, a sensibilidade se abre. Nos próximos anos, intuição, sonhos, arte e espiritualidade ganham espaço, e a compaixão fica mais fácil. É também um tempo de encerrar ciclos e se despedir do que pesa. Proteger momentos de silêncio e manter alguns limites claros ajuda a não se perder nas necessidades dos outros.',
};

/** Where the feelings gather while the progressed Moon crosses each natal house. */
export const PROGRESSED_MOON_HOUSE_TEXTS: Record<HouseNumber, string> = {
  1: 'A Lua progredida na Casa 1 coloca você no centro das próprias emoções. Nesta fase, a imagem, o corpo e a forma de se apresentar pedem atenção, e o humor aparece mais no rosto. É um bom tempo para renovar o visual, cuidar da vitalidade e tomar decisões que dependem só de você.',
  2: 'Com a Lua progredida na Casa 2, a segurança material fala alto no coração. Dinheiro, bens e talentos pedem cuidado, e a autoestima anda junto com eles. Vale organizar as finanças, valorizar o que você sabe fazer e perguntar, sem pressa, o que tem valor de verdade.',
  3: 'A passagem da Lua progredida pela Casa 3 enche os dias de conversas, mensagens e deslocamentos curtos. Irmãos, vizinhos e colegas ganham presença, e aprender algo novo faz bem ao humor. É uma boa fase para escrever, estudar e reatar contatos que ficaram pelo caminho.',
  4: 'Com a Lua progredida na Casa 4, o lar se torna o centro afetivo. Família, memória e raízes pedem tempo: uma reforma, uma mudança, o cuidado com quem veio antes. É uma fase mais íntima do que pública, boa para construir uma base firme para os anos seguintes.',
  5: 'A Lua progredida na Casa 5 traz sede de alegria. Criar, brincar, namorar e se expressar ganham espaço, e assuntos ligados a crianças podem aparecer. Permita-se o prazer sem culpa: o que nasce do entusiasmo nesta fase renova a energia para o resto da vida.',
  6: 'Com a Lua progredida na Casa 6, o bem-estar passa pela rotina. Trabalho diário, saúde, alimentação e pequenos hábitos pedem atenção, e ser útil traz conforto. É uma fase boa para ajustar horários e cuidar do corpo, sem transformar cada detalhe numa cobrança.',
  7: 'A Lua progredida na Casa 7 volta o coração para o outro. Parcerias amorosas, sociedades e acordos ganham peso, e pode ser tempo de firmar ou rever um compromisso. Ouvir de verdade e dizer o que precisa, com calma, torna os encontros desta fase mais justos.',
  8: 'Com a Lua progredida na Casa 8, as emoções vão fundo. Intimidade, confiança, recursos partilhados e despedidas pedem atenção, e velhos assuntos podem voltar para serem resolvidos. É uma fase de transformação por dentro, que pede honestidade e alguma coragem.',
  9: 'A Lua progredida na Casa 9 alarga o horizonte. Viagens, estudos longos, outras culturas e perguntas sobre o sentido da vida alimentam o humor nesta fase. É um bom momento para uma formação, um idioma ou uma mudança de perspectiva que deixa a vida maior.',
  10: 'Com a Lua progredida na Casa 10, a vida pública entra no coração. Carreira, reputação e vocação pedem presença, e as emoções se misturam às metas profissionais. É uma fase de mais visibilidade, boa para assumir responsabilidades que tenham a ver com quem você é.',
  11: 'A Lua progredida na Casa 11 aproxima você das pessoas que partilham seus sonhos. Amizades, grupos, redes e projetos coletivos ganham importância, e o futuro parece mais aberto. Vale cultivar alianças e dar forma aos planos que até aqui eram só desejo.',
  12: 'Com a Lua progredida na Casa 12, o coração pede recolhimento. É uma fase de encerrar ciclos, descansar, cuidar da vida interior e ouvir os sonhos antes do próximo começo. O que parece lento por fora está se reorganizando por dentro; respeite esse tempo.',
};

/** What opens when the progressed Sun enters each sign: a chapter of about thirty years. */
export const PROGRESSED_SUN_INGRESS_TEXTS: Record<Sign, string> = {
  aries:
    'A entrada do Sol progredido em Áries inaugura um capítulo de cerca de trinta anos marcado por iniciativa. A identidade ganha um tom mais direto e corajoso, e a vontade de começar coisas próprias cresce. É hora de confiar no impulso, sem atropelar quem caminha junto.',
  taurus:
    'Quando o Sol progredido entra em Touro, começa uma longa fase de consolidação. Por décadas, a identidade se apoia no que é concreto: segurança, prazer, corpo, trabalho que deixa frutos. O ritmo desacelera, e o que se constrói nesse tempo tende a durar.',
  gemini:
    'O Sol progredido em Gêmeos abre um capítulo de curiosidade. Nos próximos trinta anos, aprender, conversar, escrever e circular passam a definir quem você é, e a mente pede variedade. Uma fase de trocas, em que manter alguns focos dá forma ao que se aprende.',
  cancer:
    'Com o Sol progredido em Câncer, a identidade se volta para o que nutre. Casa, família, memória e cuidado ganham o centro por um longo período, e a sensibilidade vira força. É um capítulo para construir um lugar, real e afetivo, onde se sentir em casa.',
  leo: 'A entrada do Sol progredido em Leão acende um capítulo de expressão. Por cerca de três décadas, criar, liderar e mostrar o próprio talento ficam mais naturais, e a autoconfiança cresce. O desafio é brilhar com generosidade, deixando espaço para o brilho dos outros.',
  virgo:
    'O Sol progredido em Virgem inaugura uma longa fase de aperfeiçoamento. A identidade passa a se reconhecer no ofício bem feito, na saúde cuidada e na utilidade do dia a dia. É tempo de método e de discernimento, com a gentileza de aceitar o que é bom o bastante.',
  libra:
    'Quando o Sol progredido entra em Libra, as relações se tornam o espelho da identidade por décadas. Parcerias, acordos, beleza e senso de justiça ganham peso, e decidir a dois vira aprendizado. Um capítulo para buscar equilíbrio sem abrir mão da própria voz.',
  scorpio:
    'O Sol progredido em Escorpião abre um capítulo de profundidade. Por cerca de trinta anos, a identidade se forja em transformações, vínculos intensos e verdades ditas. É uma fase de renascimentos: soltar o que já acabou é o que permite a força de agora aparecer.',
  sagittarius:
    'Com o Sol progredido em Sagitário, começa uma longa fase de expansão. Estudos, viagens, crenças e a busca de sentido passam a definir o caminho, e o otimismo fica mais à mão. Um capítulo para alargar horizontes e compartilhar o que se aprende.',
  capricorn:
    'A entrada do Sol progredido em Capricórnio marca décadas de construção. A identidade se firma em metas, responsabilidades e na autoridade conquistada com tempo. Os resultados vêm devagar e sólidos. Vale lembrar que maturidade também inclui descanso e afeto.',
  aquarius:
    'O Sol progredido em Aquário inaugura um capítulo de liberdade. Por cerca de trinta anos, a identidade se afirma no que é diferente, nas amizades escolhidas e em projetos com sentido coletivo. É tempo de inventar outros jeitos de viver, sem perder o calor dos laços.',
  pisces:
    'Quando o Sol progredido entra em Peixes, a identidade se abre para o sensível. Por décadas, intuição, arte, fé e compaixão ganham espaço, e as fronteiras entre você e o mundo ficam mais finas. Um capítulo de entrega, que pede também alguns limites claros.',
};
