// What Uranus, Neptune, Pluto, the North Node and the Midheaven speak of in a chart: the lead of their
// readings, beside POINT_TEXTS of the seven bodies and the Ascendant. Original prose written for Constelar.
import type { PointText } from './bodies';

export type ExtraPoint = 'uranus' | 'neptune' | 'pluto' | 'trueNode' | 'midheaven';

export const EXTRA_POINT_TEXTS: Record<ExtraPoint, PointText> = {
  uranus: {
    name: 'Urano',
    theme: 'liberdade, invenção e rupturas',
    description:
      'Urano leva cerca de sete anos em cada signo, por isso seu signo fala mais de uma geração do que de uma pessoa. Na sua carta, ele mostra onde você precisa de ar, de novidade e de espaço para fazer diferente, e onde mudanças bruscas tendem a chegar como convite para se reinventar.',
  },
  neptune: {
    name: 'Netuno',
    theme: 'imaginação, ideais e compaixão',
    description:
      'Netuno passa mais de uma década em cada signo e descreve os sonhos que uma geração compartilha. No seu mapa, aponta o lugar da sensibilidade, da arte e da fé, e também onde as fronteiras ficam borradas: ali a inspiração é grande, e a clareza pede um cuidado a mais.',
  },
  pluto: {
    name: 'Plutão',
    theme: 'intensidade, poder e transformação',
    description:
      'Plutão, o mais lento de todos, fica de doze a trinta anos num signo e marca as grandes viradas de uma época. Na sua carta, mostra onde a vida pede profundidade e coragem para largar o que já morreu, e onde você descobre uma força que só aparece depois das crises.',
  },
  trueNode: {
    name: 'Nodo Norte',
    theme: 'direção de crescimento',
    description:
      'O Nodo Norte não é um planeta: é o ponto em que a órbita da Lua cruza o caminho aparente do Sol. A tradição o lê como a direção para onde vale crescer, enquanto o Nodo Sul, no ponto exatamente oposto, guarda os hábitos confortáveis que você já domina e que, sozinhos, deixam a vida pequena.',
  },
  midheaven: {
    name: 'Meio do Céu',
    theme: 'vocação e imagem pública',
    description:
      'O Meio do Céu é o ponto mais alto do mapa no instante do nascimento, o início da Casa 10 na maioria dos sistemas. Fala da vocação, da reputação e do tipo de caminho profissional em que você se reconhece, e por depender da hora exata só aparece quando ela é conhecida.',
  },
};
