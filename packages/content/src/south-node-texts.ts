// The South Node in each sign and house (points.md §2): what comes easy and, kept as the only way, holds
// back; always read against the North Node opposite. Original prose written for Constelar.
import type { Sign } from '@constelar/core/codes';
import type { HouseNumber } from './planet-in-house';

export const SOUTH_NODE_IN_SIGN: Record<Sign, string> = {
  aries:
    'Em Áries, o Nodo Sul traz a iniciativa como terreno conhecido. Agir por conta própria, decidir rápido e resolver no impulso sai quase sem esforço. O convite da vida, porém, aponta para Libra: ouvir, negociar e construir com alguém. Usar a coragem antiga a serviço de parcerias é o passo que faz crescer.',
  taurus:
    'Em Touro, o Nodo Sul a estabilidade é um talento antigo. Guardar, manter e garantir o conforto vem com facilidade, e mudanças podem parecer ameaças. O Nodo Norte em Escorpião convida a soltar o que já não vive e a aceitar trocas mais profundas. A paciência de sempre vira apoio para atravessar transformações.',
  gemini:
    'Em Gêmeos, o Nodo Sul dá facilidade com palavras, dados e conversas. Saber um pouco de tudo e circular entre ideias é confortável. O caminho de crescimento, em Sagitário, pede escolher uma direção e buscar sentido, e não só informação. A agilidade de sempre ajuda a ensinar o que você decidir aprofundar.',
  cancer:
    'Em Câncer, o Nodo Sul cuidar e se proteger no conhecido vem naturalmente. A família, a memória e o ninho são portos seguros. O Nodo Norte em Capricórnio convida a assumir responsabilidades no mundo e construir algo com o próprio nome. O afeto de sempre dá calor a essa construção.',
  leo: 'Em Leão, o Nodo Sul traz o brilho pessoal como hábito. Criar, se destacar e ser o centro da cena sai com facilidade. O Nodo Norte em Aquário pede colocar o talento a serviço de um grupo, de uma causa, de algo maior que o aplauso. O carisma antigo rende mais quando ilumina um projeto coletivo.',
  virgo:
    'Em Virgem, o Nodo Sul organizar, corrigir e servir são habilidades conhecidas. O detalhe e a análise dão segurança. O Nodo Norte em Peixes convida a confiar, a soltar o controle e a deixar espaço para o que não cabe em planilhas. A precisão de sempre dá chão à intuição que você escolhe cultivar.',
  libra:
    'Em Libra, o Nodo Sul traz a diplomacia como terreno fácil. Agradar, mediar e se ajustar ao outro é um reflexo antigo. O Nodo Norte em Áries pede decidir por conta própria e bancar o próprio desejo, mesmo quando desagrada. A gentileza de sempre torna essa firmeza mais fácil de receber.',
  scorpio:
    'Em Escorpião, o Nodo Sul a intensidade e as crises são território conhecido. Mergulhar fundo, desconfiar e transformar tudo são reflexos que dão uma sensação de controle. O Nodo Norte em Touro convida à calma, ao prazer simples e à construção lenta. A coragem diante das crises vira base para uma paz escolhida.',
  sagittarius:
    'Em Sagitário, o Nodo Sul traz a busca de sentido como hábito: crenças, viagens e grandes certezas dão conforto. O Nodo Norte em Gêmeos pede escutar os detalhes, fazer perguntas e considerar outros pontos de vista. A visão ampla de sempre ganha precisão quando desce ao diálogo do dia a dia.',
  capricorn:
    'Em Capricórnio, o Nodo Sul responsabilidade, controle e trabalho duro vêm com facilidade. Ser a pessoa que segura tudo é um papel conhecido. O Nodo Norte em Câncer convida a cuidar da vida emocional, a pedir colo e a valorizar o lar. A solidez de sempre protege esse espaço de afeto.',
  aquarius:
    'Em Aquário, o Nodo Sul traz a independência e a visão de grupo como terreno fácil. Pensar no coletivo e manter distância emocional é confortável. O Nodo Norte em Leão pede se expor, criar com o coração e assumir o próprio brilho. A originalidade de sempre ganha calor quando você se coloca por inteiro.',
  pisces:
    'Em Peixes, o Nodo Sul sensibilidade, imaginação e entrega são habilidades antigas. Fugir para o sonho quando a realidade pesa é uma tentação conhecida. O Nodo Norte em Virgem convida ao concreto: rotinas, método e serviço prático. A compaixão de sempre dá alma a esse trabalho bem feito.',
};

export const SOUTH_NODE_IN_HOUSE: Record<HouseNumber, string> = {
  1: 'Autonomia é terreno conhecido para o Nodo Sul na Casa 1: resolver tudo por conta própria vem fácil, e pedir opinião pode parecer perda de tempo. O crescimento, na Casa 7, está em abrir espaço para o outro e construir junto, sem abrir mão da iniciativa que já é sua.',
  2: 'Guardar é um hábito antigo do Nodo Sul na Casa 2: acumular e garantir recursos próprios traz conforto, e a segurança material tende a vir antes de tudo. A Casa 8, oposta, convida a partilhar, a confiar e a se deixar transformar pelas trocas, com a prudência de sempre como rede.',
  3: 'Palavras e trocas rápidas são o chão do Nodo Sul na Casa 3: conversas, estudos curtos e o entorno próximo vêm com facilidade, e a mente gosta de circular entre muitas informações. O caminho da Casa 9 pede horizontes mais amplos: viajar, aprofundar um tema e encontrar um sentido que amarre tudo.',
  4: 'Família e ninho são o porto do Nodo Sul na Casa 4, e voltar para casa é o reflexo diante de qualquer dúvida. A Casa 10, oposta, convida a sair para o mundo e assumir um papel público com o próprio nome, levando esse acolhimento junto.',
  5: 'Criar e se divertir vêm sem esforço com o Nodo Sul na Casa 5, e o brilho individual aparece quase por reflexo. O crescimento, na Casa 11, está em somar esse talento a grupos, amizades e projetos coletivos, em que a alegria de criar se multiplica.',
  6: 'Rotina e utilidade são o conforto do Nodo Sul na Casa 6, e manter as mãos sempre ocupadas pode virar um jeito de não sentir. A Casa 12, oposta, convida a descansar, confiar e dar lugar ao silêncio e à vida interior.',
  7: 'Parcerias são o terreno fácil do Nodo Sul na Casa 7: ajustar-se ao outro é um reflexo antigo, e decidir pela média do casal ou do grupo é confortável. O caminho da Casa 1 pede saber o que você quer e agir por iniciativa própria, sem largar a escuta que já domina.',
  8: 'Intensidade é território antigo do Nodo Sul na Casa 8: crises e recursos partilhados são terreno conhecido, e a vida parece mais real quando algo está em jogo. A Casa 2, oposta, convida a construir valores próprios e uma estabilidade simples, tijolo por tijolo.',
  9: 'Grandes ideias e certezas são um lugar confortável para o Nodo Sul na Casa 9, e ter uma opinião pronta sobre tudo vem com naturalidade. O crescimento, na Casa 3, está em ouvir, perguntar e trocar com quem está por perto, no miúdo do dia a dia.',
  10: 'Carreira e reputação são caminhos conhecidos para o Nodo Sul na Casa 10, e responder às expectativas públicas vem fácil. A Casa 4, oposta, convida a cuidar das raízes, da casa e da vida emocional, dando ao mundo íntimo o mesmo empenho que dá ao trabalho.',
  11: 'Grupos e causas acolhem com facilidade o Nodo Sul na Casa 11, e diluir-se no coletivo pode ser mais confortável do que aparecer. O caminho da Casa 5 pede se arriscar na criação pessoal, no amor e no prazer de brilhar do próprio jeito.',
  12: 'Recolher-se é o conforto do Nodo Sul na Casa 12: a entrega vem fácil, e sumir por um tempo parece resolver o que aperta. A Casa 6, oposta, convida a trazer essa sensibilidade para uma rotina prática e útil, em que o cuidado ganha forma concreta.',
};
