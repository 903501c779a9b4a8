import type { MapValue } from './map-values';

// numerology.md §4: Motivação (the vowels, what moves from inside) and Impressão (the consonants, what
// others see first). Written for this product; each number reads as its role, not as a general meaning.

export const MOTIVATION_TEXTS: Record<MapValue, string> = {
  1: 'Por dentro, o que move é a vontade de abrir o próprio caminho. A Motivação 1 pede espaço para decidir, inventar e ser quem dá a largada; quando a vida vira rotina imposta por outros, a chama baixa. Reconhecer esse desejo de autonomia ajuda a escolher projetos em que a iniciativa tenha lugar.',
  2: 'A Motivação 2 nasce do desejo de estar em boa companhia. O coração busca parceria, acordos gentis e a sensação de ser útil a alguém querido. A satisfação vem de somar forças, e o cuidado está em não esquecer as próprias vontades no esforço de agradar.',
  3: 'O impulso íntimo da Motivação 3 é criar e comunicar. Há uma alegria que quer sair em palavras, imagens, conversas e encontros. Quando essa expressão encontra canal, tudo fica mais leve; quando é contida por muito tempo, aparece a dispersão ou a melancolia.',
  4: 'Segurança e obra bem-feita alimentam a Motivação 4. O desejo profundo é construir algo que dure, com método e com as próprias mãos. Há prazer na ordem, na palavra cumprida e no resultado que se pode tocar; a rigidez aparece quando o medo do imprevisto fala mais alto.',
  5: 'Liberdade é a palavra que a Motivação 5 guarda no peito. O que anima é experimentar, viajar, conhecer gente e trocar de ares. A vida ganha sentido quando há movimento e escolha, e pede algum ponto fixo para que tanta curiosidade não vire inquietação sem rumo.',
  6: 'A Motivação 6 deseja harmonia e um lar, no sentido mais amplo. O coração se realiza cuidando, embelezando ambientes e mantendo as pessoas queridas por perto. Vale lembrar que o cuidado também vale para dentro, e que ajudar não exige carregar o peso de todos.',
  7: 'Compreender o sentido das coisas é o que move a Motivação 7. Há sede de estudo, de silêncio e de perguntas que vão além da superfície. Os momentos de recolhimento não são fuga: são o modo de recarregar, desde que não se transformem em distância de quem quer chegar perto.',
  8: 'Realizar e ver o esforço reconhecido inspira a Motivação 8. O desejo íntimo é ter autonomia material, conduzir projetos de porte e provar competência. A ambição é um motor honesto aqui, e encontra seu melhor uso quando vem junto com justiça e generosidade.',
  9: 'A Motivação 9 deseja servir a algo maior que a própria história. Causas, arte, ideias humanitárias e a vontade de compreender pessoas de todos os tipos falam fundo. O coração se realiza ao doar, e aprende aos poucos a encerrar ciclos sem amargura.',
  11: 'Com a Motivação 11, um número mestre, o que move é inspirar e ser fiel a uma intuição forte. Há sensibilidade aguçada e desejo de trazer luz a ideias e pessoas. Esse impulso pede chão: rotina de descanso e limites claros evitam que a sensibilidade vire ansiedade.',
  22: 'A Motivação 22, número mestre, sonha grande e com os pés no chão: o desejo é deixar uma construção útil para muita gente. Planos amplos, equipes e estruturas despertam entusiasmo. O desafio íntimo é aceitar que obras grandes se fazem em etapas, sem cobrança de perfeição a cada passo.',
};

export const IMPRESSION_TEXTS: Record<MapValue, string> = {
  1: 'Quem chega perto percebe, antes de tudo, firmeza e iniciativa. A Impressão 1 passa a imagem de alguém que sabe aonde vai e não espera convite para agir. Essa presença abre portas em situações de liderança, e pode soar distante se não vier acompanhada de um gesto de acolhida.',
  2: 'A primeira impressão da Impressão 2 é de delicadeza e escuta. As pessoas sentem que podem falar e serão ouvidas, e por isso se aproximam com facilidade. Em ambientes muito competitivos, essa gentileza pode ser lida como hesitação; uma posição dita com clareza equilibra a imagem.',
  3: 'Simpatia e boa conversa são o cartão de visita da Impressão 3. O jeito comunicativo, o humor e certa graça no vestir ou no falar chamam atenção logo de saída. Vale cuidar para que a leveza aparente não esconda a profundidade que também existe.',
  4: 'A Impressão 4 transmite confiança: parece alguém de palavra, organizado e capaz de resolver. Colegas e desconhecidos tendem a entregar responsabilidades a essa figura sólida. Um pouco de descontração ajuda a mostrar que por trás da seriedade há calor.',
  5: 'O que se nota primeiro na Impressão 5 é vivacidade. A imagem é de alguém moderno, curioso, com histórias para contar e disposição para o novo. Esse magnetismo atrai convites, e a constância nos compromissos mostra que a liberdade vem com responsabilidade.',
  6: 'A Impressão 6 inspira acolhimento. Há algo de familiar e protetor no jeito de receber, e muita gente se sente em casa logo no primeiro encontro. O senso estético também aparece. Vale só evitar que a imagem vire a de quem resolve tudo para todos.',
  7: 'Reserva e profundidade marcam a Impressão 7. A primeira leitura é de alguém observador, de poucas palavras escolhidas, que guarda um mundo interior. Isso desperta respeito e curiosidade; abrir um pouco a porta ajuda a não parecer inacessível.',
  8: 'A Impressão 8 comunica autoridade e competência. A postura, o modo de falar de metas e resultados e a segurança diante de decisões fazem pensar em alguém que comanda bem. Mostrar também o lado sensível evita que a imagem fique dura demais.',
  9: 'Quem encontra a Impressão 9 sente amplitude: alguém tolerante, de horizontes largos, que parece entender gente de todo tipo. Essa aura generosa atrai quem precisa de conselho. Às vezes pesa a expectativa de estar sempre disponível, e dizer não também faz parte.',
  11: 'A Impressão 11, número mestre, causa um efeito difícil de explicar: uma presença sensível, inspiradora, às vezes um pouco fora do comum. As pessoas lembram desse primeiro encontro. Cuidar do próprio ritmo ajuda a sustentar essa intensidade sem esgotamento.',
  22: 'Com a Impressão 22, também mestre, a imagem é de capacidade em larga escala: alguém que parece dar conta de projetos grandes e de pessoas diversas. Isso gera confiança e também cobranças; deixar claro o que cabe e o que não cabe é uma forma de cuidar dessa reputação.',
};
