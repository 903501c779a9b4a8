// Lilith, the mean lunar apogee, in each sign and house (points.md §2): what refuses to bend, the desire
// that will not be tamed and the place where a "não" is part of who the person is. Original prose written
// for Constelar: tendencies and choices, never fate.
import type { Sign } from '@constelar/core/codes';
import type { HouseNumber } from './planet-in-house';

export const LILITH_IN_SIGN: Record<Sign, string> = {
  aries:
    'Lilith em Áries não aceita pedir licença para existir. Há em você um impulso de agir primeiro e explicar depois, e qualquer tentativa de frear esse ímpeto desperta uma resistência imediata. A força está em reconhecer quando a pressa é coragem e quando é só recusa de ouvir: escolher a briga que vale a pena transforma essa chama em liderança.',
  taurus:
    'Com Lilith em Touro, o prazer e o corpo não se deixam domesticar. Você sabe o que deseja, no toque, no sabor, no conforto, e se recusa a fingir que não sabe. Quando alguém tenta ditar o que é suficiente, a teimosia aparece. Tratar o próprio desejo como legítimo, sem transformá-lo em posse, abre espaço para uma sensualidade tranquila e firme.',
  gemini:
    'Lilith em Gêmeos fala o que os outros preferem calar. Sua curiosidade não respeita assuntos proibidos, e perguntas incômodas saem com naturalidade. Ambientes que pedem silêncio ou pensamento único tendem a provocar a sua língua afiada. Escolher a hora e o tom da palavra, sem abrir mão dela, faz dessa inquietação uma voz que esclarece em vez de só provocar.',
  cancer:
    'Com Lilith em Câncer, o cuidado não segue o roteiro esperado. Você pode recusar papéis de proteção que foram impostos e, ao mesmo tempo, desejar um colo que não sabe pedir. Emoções guardadas por muito tempo saem com força. Reconhecer a própria necessidade de acolhimento, sem vergonha, permite dar e receber cuidado em termos escolhidos por você.',
  leo: 'Lilith em Leão não aceita ficar na sombra. Existe uma vontade de brilhar do seu jeito, mesmo quando o ambiente prefere discrição, e a falta de reconhecimento pode doer mais do que se admite. A escolha está em ocupar o palco por inteiro quando ele é seu, sem depender do aplauso para saber do próprio valor.',
  virgo:
    'Com Lilith em Virgem, a recusa aparece no detalhe. Você percebe o que está errado e não consegue fingir que não viu, o que incomoda quem prefere o jeitinho. A exigência consigo também pode ser dura. Usar esse olhar preciso para melhorar o que depende de você, e soltar o que não depende, transforma rigor em ofício bem feito.',
  libra:
    'Lilith em Libra questiona os acordos que só parecem justos. Você se recusa a manter a paz à custa de engolir o que incomoda, ainda que por fora o gesto continue gentil. Relações desiguais despertam uma rebeldia elegante. Dizer com clareza o que é equilíbrio para você evita que a harmonia vire uma prisão bem decorada.',
  scorpio:
    'Com Lilith em Escorpião, a intensidade não se dobra. Desejo, poder e segredo são temas que você encara de frente, e superficialidade soa quase como ofensa. Tentativas de controle costumam encontrar uma resistência silenciosa e firme. Escolher onde investir essa profundidade, e confiar em quem a merece, faz dela uma força que regenera.',
  sagittarius:
    'Lilith em Sagitário não cabe em doutrinas alheias. Verdades prontas, sejam religiosas, políticas ou familiares, provocam em você a vontade de ir ver com os próprios olhos. O risco é trocar um dogma por outro. Manter a pergunta aberta, e a liberdade de mudar de ideia, faz dessa recusa uma busca honesta por sentido.',
  capricorn:
    'Com Lilith em Capricórnio, a autoridade precisa provar o que vale. Você não se curva a hierarquias só porque existem e tende a construir a própria estrutura, às vezes com uma ambição que assusta quem está por perto. A firmeza é um trunfo. Reconhecer que também pode descansar e pedir ajuda evita que a independência vire muralha.',
  aquarius:
    'Lilith em Aquário recusa o rebanho. Você se afasta de grupos que exigem que todos pensem igual e encontra prazer em ser a nota fora da escala. Essa originalidade tem valor, e também pode virar distância emocional. Escolher os vínculos em que diferença e proximidade cabem juntas dá raízes a essa liberdade.',
  pisces:
    'Com Lilith em Peixes, o que não se dobra é a sensibilidade. Você se recusa a endurecer para caber em ambientes frios, e a imaginação escapa por todas as frestas. Às vezes isso vira vontade de sumir quando a realidade aperta. Dar forma ao que sente, na arte, na fé ou no cuidado, transforma essa entrega em presença.',
};

export const LILITH_IN_HOUSE: Record<HouseNumber, string> = {
  1: 'Lilith na Casa 1 aparece no jeito de se apresentar: há algo em você que não se deixa enquadrar, e as pessoas percebem isso antes mesmo da primeira palavra. Escolher quando mostrar essa força, em vez de mantê-la sempre em guarda, faz dela magnetismo.',
  2: 'Na Casa 2, Lilith mexe com dinheiro, posses e valor próprio. Você tende a recusar que os outros definam quanto vale o seu trabalho ou o seu conforto. Cuidar das finanças com autonomia, sem usar os bens para provar algo, traz uma segurança que ninguém tira.',
  3: 'Lilith na Casa 3 torna a palavra um território de liberdade. Você fala do que incomoda, escreve sobre o que outros evitam e questiona o que aprendeu cedo. Escolher o momento de falar dá a essa franqueza o alcance que ela merece.',
  4: 'Com Lilith na Casa 4, o lar e a família guardam o que não se dobra. Talvez você tenha recusado papéis herdados ou precise de um canto só seu, com regras próprias. Fazer as pazes com as raízes, sem repetir o que não serve, abre espaço para um lar escolhido.',
  5: 'Lilith na Casa 5 leva a rebeldia para o amor, a criação e o prazer. Paixões intensas e uma criatividade que não pede permissão fazem parte do seu jeito. Escolher vínculos e projetos em que essa chama possa arder por inteiro evita desperdiçá-la em provocações.',
  6: 'Na Casa 6, Lilith recusa rotinas impostas e ambientes de trabalho que sufocam. Você rende mais com autonomia e métodos próprios. Montar uma rotina com as suas regras, e cumpri-la, transforma essa recusa em disciplina de quem escolheu o caminho.',
  7: 'Lilith na Casa 7 aparece nas parcerias. Você atrai, ou procura, pessoas que não se dobram, e recusa relações em que um manda e o outro obedece. Acordos claros, revistos de tempos em tempos, deixam a intensidade circular sem virar disputa.',
  8: 'Com Lilith na Casa 8, intimidade, desejo e poder compartilhado são temas profundos. Você não aceita trocas pela metade e percebe cedo os jogos de controle. Confiar aos poucos, e escolher com quem se abrir, faz dessa intensidade uma fonte de transformação.',
  9: 'Lilith na Casa 9 recusa verdades de segunda mão. Crenças, estudos e viagens viram caminhos para pensar por conta própria. Manter a curiosidade acesa, e a humildade de continuar aprendendo, impede que a rebeldia se feche numa nova certeza.',
  10: 'Na Casa 10, Lilith leva a recusa para a carreira e a imagem pública. Chefias autoritárias e caminhos traçados por outros pesam mais para você. Construir uma vocação com assinatura própria faz da reputação um reflexo de quem você escolheu ser.',
  11: 'Lilith na Casa 11 aparece nos grupos e nos projetos coletivos. Você se afasta de turmas que cobram uniformidade e se aproxima de quem também pensa fora da regra. Escolher causas que fazem sentido dá direção a essa independência.',
  12: 'Com Lilith na Casa 12, o que não se dobra mora num lugar mais reservado. Desejos e recusas podem ficar guardados por muito tempo antes de aparecer. Silêncio, escrita ou terapia ajudam a ouvir essa voz antes que ela precise gritar.',
};
