// The Part of Fortune in each sign and house (points.md §2): where things flow, the kind of ease and
// contentment the chart's Sun, Moon and Ascendant meet. Original prose written for Constelar.
import type { Sign } from '@constelar/core/codes';
import type { HouseNumber } from './planet-in-house';

export const PART_OF_FORTUNE_IN_SIGN: Record<Sign, string> = {
  aries:
    'Em Áries, a Roda da Fortuna mostra que as coisas fluem quando você toma a frente. Começar, arriscar e agir com entusiasmo abre caminhos que a espera deixaria fechados. A alegria vem de sentir que o passo foi seu, e cresce quando a pressa dá lugar a um pouco de constância.',
  taurus:
    'Em Touro, a Roda da Fortuna diz que a fluidez chega pelo ritmo constante. Cultivar com paciência, cuidar do corpo e dos recursos e saborear o que já existe traz um contentamento duradouro. As oportunidades tendem a amadurecer devagar, e rendem mais quando você não arranca a planta para ver a raiz.',
  gemini:
    'Em Gêmeos, a Roda da Fortuna aponta para a troca. Conversas, aprendizados e conexões rápidas fazem as oportunidades circularem, muitas vezes por um contato que puxa outro. Manter a curiosidade acesa abre portas, e escolher algumas delas para atravessar até o fim transforma agilidade em resultado.',
  cancer:
    'Em Câncer, a Roda da Fortuna diz que as coisas andam melhor quando há vínculo e acolhimento. Cuidar de quem importa e criar um ambiente seguro traz uma satisfação profunda, e é desse chão que saem as melhores iniciativas. Respeitar o próprio humor, em vez de lutar contra ele, deixa a vida mais leve.',
  leo: 'Em Leão, a Roda da Fortuna mostra que a fluidez vem da expressão. Criar, mostrar o que faz e se colocar com generosidade atrai boas respostas e boas companhias. A alegria nasce de brilhar com o coração, e se sustenta quando o brilho não depende do aplauso de cada dia.',
  virgo:
    'Em Virgem, a Roda da Fortuna diz que o contentamento mora no trabalho bem feito. Organizar, aperfeiçoar e ser útil traz uma satisfação concreta, que cresce com a prática e com o tempo. As oportunidades aparecem nos detalhes que outros deixam passar, desde que a exigência não apague o prazer do ofício.',
  libra:
    'Em Libra, a Roda da Fortuna aponta para os encontros. Parcerias, acordos justos e beleza no dia a dia fazem as coisas fluírem, e muitas portas se abrem pela mão de outra pessoa. O equilíbrio entre dar e receber é a sua sorte, e ele pede que os seus desejos também entrem na balança.',
  scorpio:
    'Em Escorpião, a Roda da Fortuna diz que a fluidez vem da profundidade. Ir ao fundo das questões, confiar em poucas e boas parcerias e aceitar transformações abre caminhos inesperados. Há uma força especial em recomeçar, e ela rende mais quando o desapego vem por escolha e não só por crise.',
  sagittarius:
    'Em Sagitário, a Roda da Fortuna mostra que as coisas fluem quando há horizonte. Viajar, estudar e acreditar num sentido maior traz entusiasmo e boas oportunidades, às vezes longe de casa. O otimismo é um ímã, e dá frutos mais firmes quando vem acompanhado de um plano.',
  capricorn:
    'Em Capricórnio, a Roda da Fortuna diz que a satisfação vem da construção paciente. Metas claras, persistência e responsabilidade rendem frutos que ficam, e o reconhecimento tende a chegar com o tempo. A alegria mora também no caminho: celebrar as etapas evita que a meta vire só obrigação.',
  aquarius:
    'Em Aquário, a Roda da Fortuna aponta para o coletivo e o novo. Amizades, redes e ideias que fogem do comum fazem as oportunidades aparecerem, muitas vezes por caminhos que ninguém tinha pensado. A satisfação cresce quando a sua originalidade serve a algo maior do que você.',
  pisces:
    'Em Peixes, a Roda da Fortuna diz que a fluidez vem da confiança e da imaginação. Seguir a intuição, criar e ajudar sem esperar retorno traz um contentamento sereno e, às vezes, encontros que parecem combinados. Um pouco de estrutura no dia a dia protege essa sensibilidade e a deixa render.',
};

export const PART_OF_FORTUNE_IN_HOUSE: Record<HouseNumber, string> = {
  1: 'Na Casa 1, a Roda da Fortuna mostra que as coisas fluem quando você aparece do seu jeito. Iniciativa, presença pessoal e coragem de se apresentar abrem portas. Cuidar da própria imagem e da própria energia é, aqui, cuidar das oportunidades.',
  2: 'A Roda da Fortuna na Casa 2 diz que a fluidez passa pelos talentos práticos e pelos recursos. Valorizar o que sabe fazer, e cobrar o justo por isso, traz estabilidade e gosto pela vida. Pequenos confortos bem escolhidos sustentam um contentamento real.',
  3: 'Na Casa 3, a Roda da Fortuna aponta para a palavra, os estudos e o entorno próximo. Conversas, cursos, escrita e pequenas viagens trazem boas chances. Irmãos, vizinhos e colegas podem ser pontes para o que você procura.',
  4: 'A Roda da Fortuna na Casa 4 diz que o contentamento mora no lar e nas raízes. Um espaço acolhedor e laços de família, de sangue ou escolhidos, sustentam o resto da vida. Investir na casa, no sentido concreto e no afetivo, costuma render alegria.',
  5: 'Na Casa 5, a Roda da Fortuna mostra a fluidez no prazer, na criação e no amor. Brincar, criar e se apaixonar por projetos atrai o que faz bem. Reservar tempo para o que dá alegria, sem culpa, é uma forma de abrir caminhos.',
  6: 'A Roda da Fortuna na Casa 6 diz que a satisfação vem da rotina bem cuidada e do trabalho diário. Hábitos que fazem sentido, um ofício que você domina e um ritmo sustentável abrem caminho. O dia comum, bem vivido, é onde as coisas acontecem.',
  7: 'Na Casa 7, a Roda da Fortuna aponta para as parcerias. Acordos, sócios e companhias certas fazem as coisas andarem com mais leveza. Escolher bem com quem caminhar, e cuidar desses vínculos, multiplica as oportunidades.',
  8: 'A Roda da Fortuna na Casa 8 diz que a fluidez vem das trocas profundas e dos recursos partilhados. Confiar com critério, investir em conjunto e atravessar mudanças sem medo traz ganhos e renovação. O que se transforma, aqui, costuma voltar maior.',
  9: 'Na Casa 9, a Roda da Fortuna mostra que as oportunidades estão longe do conhecido: estudos, viagens, outras culturas e novas visões de mundo. Aprender e ensinar abre portas. Seguir uma busca de sentido traz alegria e direção.',
  10: 'A Roda da Fortuna na Casa 10 diz que a carreira e o papel público são onde as coisas fluem. Assumir responsabilidades visíveis e mostrar o próprio trabalho traz reconhecimento. Uma vocação escolhida com o coração tende a encontrar espaço.',
  11: 'Na Casa 11, a Roda da Fortuna aponta para amizades, grupos e projetos de futuro. As redes que você cultiva trazem as melhores chances, muitas vezes por indicação. Sonhar junto com outras pessoas é uma forma de fazer acontecer.',
  12: 'A Roda da Fortuna na Casa 12 diz que o contentamento vem do recolhimento e da vida interior. Silêncio, fé, arte e generosidade discreta abrem caminho. Momentos a sós, escolhidos, devolvem a clareza para o que vem depois.',
};
