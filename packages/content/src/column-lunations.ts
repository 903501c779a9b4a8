// The horóscopo's first sentence on the day of a new or full Moon or an eclipse (issue #37): one per
// house and kind ("{kind}": total, anular, parcial…), two for lunations (they alternate from one lunation to the next, so two new Moons in
// one sign a month apart read differently). "{of}" is "das 14h10", "{sign}" the sign, "{n}" the house.
// Original prose written for Constelar.
import type { EclipseBody } from '@constelar/core/codes';

export const NEW_MOON_LEADS: Record<number, readonly [string, string]> = {
  1: [
    'A Lua Nova {of}, em {sign}, acontece na sua casa {n} e abre um ciclo que começa por você: imagem, atitude, recomeços.',
    'Lua Nova em {sign} {of}, bem na sua casa {n}: um novo capítulo pessoal pede uma intenção clara e um gesto que a confirme.',
  ],
  2: [
    'A Lua Nova {of}, em {sign}, semeia a sua casa {n}: é tempo de plantar segurança, rever valores e cuidar do que sustenta a vida.',
    'Lua Nova em {sign} {of}, na sua casa {n}, abre um mês para reorganizar recursos e descobrir o quanto você se dá valor.',
  ],
  3: [
    'A Lua Nova {of}, em {sign}, cai na sua casa {n} e inaugura um ciclo de conversas, estudos curtos e novos contatos.',
    'Lua Nova em {sign} {of}, na sua casa {n}: uma ideia nova pede para ser dita, escrita ou aprendida.',
  ],
  4: [
    'A Lua Nova {of}, em {sign}, acontece na sua casa {n} e planta um começo no lar, na família ou na sensação de pertencer.',
    'Lua Nova em {sign} {of}, na sua casa {n}: mudar algo em casa, ou na relação com as raízes, começa como intenção hoje.',
  ],
  5: [
    'A Lua Nova {of}, em {sign}, nasce na sua casa {n} e reacende o prazer, a criação e a coragem de se mostrar.',
    'Lua Nova em {sign} {of}, na sua casa {n}: um romance, um projeto criativo ou uma alegria simples pedem para começar.',
  ],
  6: [
    'A Lua Nova {of}, em {sign}, renova a sua casa {n} e é ponto de partida para hábitos melhores e uma rotina mais justa.',
    'Lua Nova em {sign} {of}, na sua casa {n}: o trabalho de todo dia ganha a chance de um recomeço organizado.',
  ],
  7: [
    'A Lua Nova {of}, em {sign}, acontece na sua casa {n} e abre um ciclo novo para as parcerias e os acordos.',
    'Lua Nova em {sign} {of}, na sua casa {n}: uma relação, de amor ou de trabalho, pode ser recomeçada em outras bases.',
  ],
  8: [
    'A Lua Nova {of}, em {sign}, mergulha na sua casa {n} e planta uma transformação na intimidade e no que se divide.',
    'Lua Nova em {sign} {of}, na sua casa {n}: é hora de decidir o que deixar morrer para o novo ter lugar.',
  ],
  9: [
    'A Lua Nova {of}, em {sign}, abre a sua casa {n} e inaugura um ciclo de estudos, viagens ou novas convicções.',
    'Lua Nova em {sign} {of}, na sua casa {n}: um horizonte diferente pede um primeiro passo, mesmo que seja uma pesquisa.',
  ],
  10: [
    'A Lua Nova {of}, em {sign}, acontece na sua casa {n} e marca um recomeço na carreira e nas metas de longo prazo.',
    'Lua Nova em {sign} {of}, na sua casa {n}: a intenção profissional que você definir agora tende a orientar os próximos meses.',
  ],
  11: [
    'A Lua Nova {of}, em {sign}, semeia a sua casa {n} e renova amizades, grupos e planos para o futuro.',
    'Lua Nova em {sign} {of}, na sua casa {n}: um desejo para o ano que vem merece ser dito em voz alta a quem pode ajudar.',
  ],
  12: [
    'A Lua Nova {of}, em {sign}, acontece na sua casa {n}, no escuro do mapa, e pede um recomeço feito de silêncio e descanso.',
    'Lua Nova em {sign} {of}, na sua casa {n}: antes de começar algo visível, vale fechar por dentro o ciclo que terminou.',
  ],
};

export const FULL_MOON_LEADS: Record<number, readonly [string, string]> = {
  1: [
    'A Lua Cheia {of}, em {sign}, ilumina a sua casa {n} e põe em evidência quem você tem sido e como tem se mostrado.',
    'Lua Cheia em {sign} {of}, na sua casa {n}: o que você sente transborda, e as relações refletem isso de volta.',
  ],
  2: [
    'A Lua Cheia {of}, em {sign}, enche a sua casa {n} e mostra com nitidez o que você valoriza e o que desperdiça.',
    'Lua Cheia em {sign} {of}, na sua casa {n}: um assunto de recursos ou de autoestima chega a um ponto de decisão.',
  ],
  3: [
    'A Lua Cheia {of}, em {sign}, clareia a sua casa {n}, e uma conversa ou notícia revela o que estava nas entrelinhas.',
    'Lua Cheia em {sign} {of}, na sua casa {n}: o que foi dito nas últimas semanas volta para ser esclarecido.',
  ],
  4: [
    'A Lua Cheia {of}, em {sign}, ilumina a sua casa {n}, e a vida em família pede tanto espaço quanto a vida lá fora.',
    'Lua Cheia em {sign} {of}, na sua casa {n}: um assunto de casa ou de origem chega ao ponto mais visível.',
  ],
  5: [
    'A Lua Cheia {of}, em {sign}, acende a sua casa {n}, e um romance, um projeto ou um talento pede aplauso.',
    'Lua Cheia em {sign} {of}, na sua casa {n}: o que você criou nas últimas semanas chega à hora de ser mostrado.',
  ],
  6: [
    'A Lua Cheia {of}, em {sign}, ilumina a sua casa {n} e expõe o que na rotina funciona e o que só cansa.',
    'Lua Cheia em {sign} {of}, na sua casa {n}: um assunto de trabalho chega ao fim de uma etapa e pede arremate.',
  ],
  7: [
    'A Lua Cheia {of}, em {sign}, acende a sua casa {n}, e uma parceria mostra com clareza o que oferece e o que cobra.',
    'Lua Cheia em {sign} {of}, na sua casa {n}: o outro traz à luz algo que você precisava enxergar.',
  ],
  8: [
    'A Lua Cheia {of}, em {sign}, ilumina a sua casa {n}, e sentimentos guardados ou contas divididas vêm à superfície.',
    'Lua Cheia em {sign} {of}, na sua casa {n}: um processo de transformação chega ao auge e pede entrega.',
  ],
  9: [
    'A Lua Cheia {of}, em {sign}, clareia a sua casa {n}, e uma crença, um estudo ou uma viagem chega ao momento decisivo.',
    'Lua Cheia em {sign} {of}, na sua casa {n}: o sentido do que você busca fica mais nítido, e também o que já não serve.',
  ],
  10: [
    'A Lua Cheia {of}, em {sign}, brilha na sua casa {n} e põe a carreira e a reputação sob os holofotes.',
    'Lua Cheia em {sign} {of}, na sua casa {n}: um resultado profissional aparece, e com ele a pergunta sobre o próximo passo.',
  ],
  11: [
    'A Lua Cheia {of}, em {sign}, ilumina a sua casa {n}, e amizades e grupos mostram quem de fato está do seu lado.',
    'Lua Cheia em {sign} {of}, na sua casa {n}: um plano coletivo chega ao ponto de dar frutos ou de ser revisto.',
  ],
  12: [
    'A Lua Cheia {of}, em {sign}, acende a sua casa {n}, e o que estava escondido, até de você, pede um olhar atento.',
    'Lua Cheia em {sign} {of}, na sua casa {n}: o cansaço acumulado avisa que é hora de encerrar um ciclo com cuidado.',
  ],
};

/** Solar eclipses: a new Moon that restarts a house's matters; lunar ones: a full Moon that concludes. */
export const ECLIPSE_LEADS: Record<EclipseBody, Record<number, string>> = {
  sun: {
    1: 'O eclipse {kind} do Sol em {sign}, {at}, acontece na sua casa {n} e tende a abrir um recomeço pessoal que se desenrola ao longo dos próximos meses.',
    2: 'O eclipse {kind} do Sol em {sign}, {at}, marca a sua casa {n}: os próximos meses tendem a redesenhar o que você considera seguro e valioso.',
    3: 'O eclipse {kind} do Sol em {sign}, {at}, cai na sua casa {n} e inaugura um período de novas ideias, contatos e aprendizados.',
    4: 'O eclipse {kind} do Sol em {sign}, {at}, acontece na sua casa {n} e põe em movimento mudanças no lar e na família.',
    5: 'O eclipse {kind} do Sol em {sign}, {at}, marca a sua casa {n} e pode trazer um novo amor, um projeto criativo ou uma nova forma de alegria.',
    6: 'O eclipse {kind} do Sol em {sign}, {at}, cai na sua casa {n} e tende a reorganizar a rotina e o trabalho nos próximos meses.',
    7: 'O eclipse {kind} do Sol em {sign}, {at}, acontece na sua casa {n} e abre uma fase nova nas parcerias, com começos e recomeços a dois.',
    8: 'O eclipse {kind} do Sol em {sign}, {at}, marca a sua casa {n} e inicia uma transformação profunda na intimidade e nos laços de confiança.',
    9: 'O eclipse {kind} do Sol em {sign}, {at}, cai na sua casa {n} e abre caminhos de estudo, viagem ou mudança de visão de mundo.',
    10: 'O eclipse {kind} do Sol em {sign}, {at}, acontece na sua casa {n} e tende a redirecionar a carreira ao longo dos próximos meses.',
    11: 'O eclipse {kind} do Sol em {sign}, {at}, marca a sua casa {n} e renova o círculo de amigos e os planos para o futuro.',
    12: 'O eclipse {kind} do Sol em {sign}, {at}, cai na sua casa {n} e pede um recomeço silencioso, que começa por dentro antes de aparecer.',
  },
  moon: {
    1: 'O eclipse {kind} da Lua em {sign}, {at}, acontece na sua casa {n} e encerra uma fase de como você se apresenta ao mundo.',
    2: 'O eclipse {kind} da Lua em {sign}, {at}, marca a sua casa {n} e tende a concluir uma história ligada a recursos e autoestima.',
    3: 'O eclipse {kind} da Lua em {sign}, {at}, cai na sua casa {n}, e uma conversa ou um estudo chega ao fim de um capítulo.',
    4: 'O eclipse {kind} da Lua em {sign}, {at}, acontece na sua casa {n}, e um assunto de família ou de moradia chega a uma conclusão.',
    5: 'O eclipse {kind} da Lua em {sign}, {at}, marca a sua casa {n}, e um romance ou um projeto pessoal revela o que precisa terminar.',
    6: 'O eclipse {kind} da Lua em {sign}, {at}, cai na sua casa {n} e fecha um ciclo na rotina e no trabalho diário.',
    7: 'O eclipse {kind} da Lua em {sign}, {at}, acontece na sua casa {n}, e uma parceria chega a um ponto de virada.',
    8: 'O eclipse {kind} da Lua em {sign}, {at}, marca a sua casa {n} e traz à tona o que estava escondido nos laços mais íntimos.',
    9: 'O eclipse {kind} da Lua em {sign}, {at}, cai na sua casa {n}, e uma convicção ou um plano distante chega à hora da verdade.',
    10: 'O eclipse {kind} da Lua em {sign}, {at}, acontece na sua casa {n} e encerra uma etapa da vida profissional ou pública.',
    11: 'O eclipse {kind} da Lua em {sign}, {at}, marca a sua casa {n}, e uma amizade ou um grupo mostra se ainda faz sentido.',
    12: 'O eclipse {kind} da Lua em {sign}, {at}, cai na sua casa {n} e ajuda a soltar um peso antigo que já não precisa ser carregado.',
  },
};
