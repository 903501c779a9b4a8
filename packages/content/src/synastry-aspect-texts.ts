// Texts for the main contacts between two charts. In a key "x-y", person {x}'s first body meets person {y}'s
// second body ('saturn-moon': the Saturn of {x}, the Moon of {y}). The nature follows the scoring in
// packages/core/src/synastry/pair-weights.ts: a conjunction of Saturn with a personal body strains, so its
// texts name the weight and what to do with it. Original prose written for Constelar.

import { CHART_ASPECT_NATURES, type ChartAspectNature } from '@constelar/core/codes';

export const SYNASTRY_ASPECT_PAIRS = [
  'sun-moon',
  'moon-venus',
  'venus-mars',
  'saturn-sun',
  'saturn-moon',
  'saturn-venus',
] as const;
export type SynastryAspectPair = (typeof SYNASTRY_ASPECT_PAIRS)[number];

/** Conjunction; harmonious = trine or sextile; tense = square or opposition (core's CHART_ASPECT_NATURE). */
export const SYNASTRY_ASPECT_NATURES = CHART_ASPECT_NATURES;
export type SynastryAspectNature = ChartAspectNature;

export const SYNASTRY_ASPECT_TEXTS: Record<SynastryAspectPair, Record<SynastryAspectNature, string>> = {
  'sun-moon': {
    conjunction:
      'Quando o Sol de {x} cai sobre a Lua de {y}, os dois se reconhecem depressa. {y} sente que os planos e o jeito de ser de {x} combinam com suas necessidades mais íntimas, e {x} encontra em {y} alguém que acolhe sua vontade sem pedir explicações. Na rotina, isso aparece em decisões tomadas quase sem discussão, como onde morar ou como passar o domingo. Vale cuidar para que {y} também diga o que precisa, em vez de apenas acompanhar o ritmo de {x}.',
    harmonious:
      'Há facilidade natural entre o Sol de {x} e a Lua de {y}. O que {x} quer para a vida não assusta {y}; pelo contrário, traz sensação de segurança. E o cuidado que {y} oferece, seja um jantar depois de um dia difícil, seja a escuta paciente, dá a {x} ânimo para seguir com seus projetos. As conversas sobre o futuro fluem, e o afeto encontra lugar no cotidiano sem esforço. Essa base tranquila merece atenção, para que a facilidade não vire distração.',
    tense:
      'O Sol de {x} e a Lua de {y} formam um ângulo de atrito: o que {x} decide com firmeza pode soar a {y} como descaso pelo que sente, e as reações emocionais de {y} podem parecer a {x} um freio aos seus planos. No dia a dia, o choque aparece em horários, prioridades e no jeito de lidar com problemas. A saída está em nomear as necessidades antes da briga: {x} pode perguntar como {y} está antes de anunciar uma mudança, e {y} pode dizer o que precisa sem esperar que {x} adivinhe.',
  },
  'moon-venus': {
    conjunction:
      'A Lua de {x} encontra a Vênus de {y} no mesmo ponto, e o carinho corre com naturalidade. {y} sabe oferecer exatamente o tipo de afeto que acalma {x}: um bilhete, a comida preferida, um abraço na hora certa. Em troca, {x} recebe esses gestos com uma gratidão que os torna ainda mais frequentes. A casa ganha conforto e beleza, e as conversas íntimas acontecem sem cerimônia. Ternura também inclui dizer o que incomoda, para que o clima doce não esconda pequenas mágoas.',
    harmonious:
      'Afeto e acolhimento se entendem bem entre a Lua de {x} e a Vênus de {y}. {x} se sente em casa com o jeito de amar de {y}, e {y} encontra em {x} alguém que nota e valoriza seus cuidados. Na rotina, isso vira pequenas gentilezas espontâneas: o café servido, a música escolhida para a viagem, a lembrança de uma data. A facilidade com que os dois se cuidam dá leveza para atravessar fases agitadas, e cultivar esses gestos com intenção mantém viva a doçura.',
    tense:
      'Entre a Lua de {x} e a Vênus de {y} surge um desencontro de linguagens afetivas. {y} demonstra carinho de um jeito que nem sempre chega a {x} como cuidado, e {x} pode precisar de um conforto que {y} não percebe de imediato. Daí nascem pequenas frustrações: o presente que não agradou, o programa que pareceu frio. Conversar com franqueza sobre o que faz cada pessoa se sentir querida, e experimentar o jeito do outro, transforma o atrito em aprendizado.',
  },
  'venus-mars': {
    conjunction:
      'Desejo e encanto se encontram no mesmo ponto quando a Vênus de {x} toca o Marte de {y}. A atração entre os dois é forte e perceptível: {y} se anima a tomar a iniciativa, e {x} responde com charme e disponibilidade. A vida a dois ganha energia para programas, viagens e projetos. Para que o fogo não se resuma ao início, vale conversar sobre ritmo, limites e expectativas, e cultivar também a amizade que sustenta o desejo.',
    harmonious:
      'A Vênus de {x} e o Marte de {y} trocam sinais com facilidade. O desejo flui sem pressa nem disputa: {y} sabe como se aproximar, e {x} recebe essa iniciativa com prazer. Fora da intimidade, a sintonia aparece no jeito de dividir tarefas e de planejar o lazer, com {y} puxando a ação e {x} cuidando do clima. A combinação favorece a vida a dois, desde que a rotina não apague o espaço para a sedução.',
    tense:
      'A atração entre a Vênus de {x} e o Marte de {y} vem misturada com atrito. O ímpeto de {y} pode parecer brusco a {x}, e a busca de harmonia de {x} pode soar a {y} como hesitação. Discussões sobre iniciativa, ritmo e desejo aparecem, às vezes por motivos pequenos, como a escolha do programa da noite. Dizer claramente o que agrada e o que incomoda, e combinar quem conduz em cada situação, converte essa tensão em energia compartilhada.',
  },
  'saturn-sun': {
    conjunction:
      'Seriedade e peso chegam à relação quando o Saturno de {x} pousa sobre o Sol de {y}. {x} se sente responsável pelo crescimento de {y} e pode, sem perceber, cobrar, corrigir ou impor limites que {y} recebe como crítica ao seu jeito de ser. Ao mesmo tempo, existe compromisso de verdade, de um vínculo feito para durar. O trabalho é trocar cobrança por apoio concreto, e {y} pode dizer quando precisa de incentivo, e não de avaliação. Com esse ajuste, a firmeza de {x} vira chão para os projetos de {y}.',
    harmonious:
      'Estabilidade é a palavra para o Saturno de {x} em bom ângulo com o Sol de {y}. {x} oferece estrutura, paciência e conselhos práticos que ajudam {y} a transformar planos em resultados, e {y} traz vitalidade e confiança que aquecem a seriedade de {x}. A relação tem vocação para compromissos de longo prazo, como dividir uma casa, abrir um negócio ou criar filhos. A lealdade vem fácil; reservar tempo para a diversão impede que tudo vire obrigação.',
    tense:
      'Com o Saturno de {x} em tensão com o Sol de {y}, surgem atritos de autoridade. {y} pode sentir que {x} duvida de suas escolhas ou freia seu entusiasmo, e {x} pode ver nas iniciativas de {y} um risco desnecessário. As discussões giram em torno de dinheiro, prazos e de quem tem a última palavra. O caminho é combinar regras claras juntos, reconhecer em voz alta o que o outro faz bem e lembrar que prudência e ousadia podem trabalhar em dupla.',
  },
  'saturn-moon': {
    conjunction:
      'Quando o Saturno de {x} encontra a Lua de {y}, proteção e controle andam lado a lado. {x} quer dar segurança a {y}, mas pode fazer isso com reserva emocional ou excesso de regras, e {y} às vezes sente que suas emoções são julgadas ou pouco bem-vindas. Há lealdade profunda nesse laço. Para que ela aqueça em vez de pesar, {x} pode treinar demonstrações de carinho sem condição, e {y} pode explicar o que sente sem esperar permissão.',
    harmonious:
      'Constância emocional marca o encontro do Saturno de {x} com a Lua de {y}. {x} oferece presença firme nos momentos difíceis: aparece quando prometeu, resolve a parte prática, não some na crise. {y}, por sua vez, traz ternura e percepção dos sentimentos, suavizando a seriedade de {x}. A rotina a dois se organiza sem esforço, e a confiança cresce com o tempo. Manter espaço para a espontaneidade evita que a previsibilidade esfrie o afeto.',
    tense:
      'O Saturno de {x} em ângulo tenso com a Lua de {y} pode trazer uma sensação de frieza ao convívio. {y} busca acolhimento e às vezes recebe de {x} conselhos práticos quando queria colo; {x}, por sua vez, pode achar difícil acompanhar as oscilações de humor de {y}. Mágoas silenciosas se acumulam se ninguém falar. Combinem momentos para conversar sem pressa, em que {x} escute antes de resolver e {y} diga com clareza do que precisa naquele dia.',
  },
  'saturn-venus': {
    conjunction:
      'Na conjunção do Saturno de {x} com a Vênus de {y}, amor e responsabilidade se misturam. {x} leva a relação a sério e oferece compromisso, mas pode economizar elogios, gestos românticos e espontaneidade, e {y} pode sentir que seu carinho é recebido com reserva. O vínculo tem fôlego para durar. Ajuda muito que {x} expresse apreço em palavras e pequenos rituais, e que {y} diga quando sente falta de leveza, antes que a distância se instale.',
    harmonious:
      'Compromisso e afeto combinam bem entre o Saturno de {x} e a Vênus de {y}. {x} dá forma e continuidade aos sentimentos, com fidelidade e planos concretos, e {y} traz doçura, bom gosto e prazer à vida em comum. Acordos maduros saem com facilidade, como dividir as contas, montar a casa ou decidir um casamento, sem perder a delicadeza. Celebrar as conquistas pequenas, e não só as grandes, mantém esse amor, além de sólido, prazeroso.',
    tense:
      'Afeto e cobrança disputam espaço entre o Saturno de {x} e a Vênus de {y}. {y} quer leveza, beleza e demonstrações de carinho, e {x} pode responder com críticas, contenção ou prioridades práticas, como o orçamento ou o trabalho. {y} sente falta de calor; {x}, de responsabilidade. O ajuste passa por acordos explícitos: um tempo reservado só para os dois, gastos combinados com antecedência e elogios ditos com a mesma frequência que os pedidos.',
  },
};

/** Puts the first names in: {x} owns the first body of the pair, {y} the second. */
export function fillSynastryAspect(template: string, x: string, y: string): string {
  return template.replaceAll('{x}', x).replaceAll('{y}', y);
}
