import type { Digit } from './map-values';

// numerology.md §4: the personal year, month and day. The month is also read against its year.

export const PERSONAL_YEAR_TEXTS: Record<Digit, string> = {
  1: 'Ano pessoal 1: abertura de um ciclo de nove anos. O período favorece decisões que dão partida: um trabalho, um estudo, uma mudança de hábito. Vale escolher com intenção o que plantar, porque o que começa agora tende a marcar os próximos anos.',
  2: 'Ano pessoal 2: tempo de germinar. O ritmo desacelera e as relações ficam no centro, com acordos, sociedades e conversas que pedem tato. A paciência é aliada; o que foi plantado no ano anterior precisa de cuidado, não de pressa.',
  3: 'Ano pessoal 3: o ano floresce em contatos e criatividade. Encontros, convites e oportunidades de se mostrar ficam mais frequentes. É um bom período para comunicar, aprender algo expressivo e cultivar amizades, escolhendo prioridades para não se espalhar.',
  4: 'Ano pessoal 4: um ano de obra. Organização, rotina, contas em dia e projetos de longo prazo pedem dedicação. O esforço pode parecer pesado em alguns meses, e é exatamente ele que firma os alicerces do que vem depois.',
  5: 'Ano pessoal 5: o meio do ciclo traz movimento. Mudanças de rotina, viagens, novas pessoas e decisões que ampliam a liberdade tendem a aparecer. Experimentar é saudável; manter alguns pontos fixos evita que a agitação canse.',
  6: 'Ano pessoal 6: família, casa e compromissos afetivos ganham destaque. É tempo de assumir responsabilidades, reorganizar o lar e estreitar laços. O ano também favorece a harmonia dos ambientes e o cuidado com quem está por perto, sem esquecer de si.',
  7: 'Ano pessoal 7: um ano para olhar para dentro. Estudo, reflexão e avaliação do caminho percorrido pedem espaço na agenda. Menos barulho e mais qualidade nas escolhas tornam este período precioso, mesmo que pareça mais lento.',
  8: 'Ano pessoal 8: colheita de esforços e foco em resultados. Trabalho, finanças e reconhecimento entram em pauta, com chances de crescimento para quem se preparou. Decisões práticas e justas dão o melhor fruto deste ano.',
  9: 'Ano pessoal 9: fechamento do ciclo de nove anos. É hora de concluir, doar, perdoar e abrir espaço. Nem tudo precisa ir embora, mas o que já cumpriu seu papel tende a se despedir, preparando o terreno para o novo ano 1.',
};

export const PERSONAL_MONTH_TEXTS: Record<Digit, string> = {
  1: 'Mês pessoal 1: bom para dar o primeiro passo em algo novo e tomar decisões que dependem só de você.',
  2: 'Mês pessoal 2: pede paciência, escuta e atenção às parcerias; os resultados chegam pela cooperação.',
  3: 'Mês pessoal 3: favorece encontros, conversas e projetos criativos; a comunicação flui melhor.',
  4: 'Mês pessoal 4: mês de pôr a casa em ordem, cumprir prazos e avançar no que exige método.',
  5: 'Mês pessoal 5: traz movimento e imprevistos; abertura para mudar de planos ajuda a aproveitá-lo.',
  6: 'Mês pessoal 6: a família, o lar e os compromissos afetivos pedem presença e cuidado.',
  7: 'Mês pessoal 7: convida à pausa, ao estudo e à reflexão antes das grandes decisões.',
  8: 'Mês pessoal 8: foco em trabalho, dinheiro e resultados; bom para negociar e organizar recursos.',
  9: 'Mês pessoal 9: hora de concluir pendências, doar o que não serve mais e abrir espaço.',
};

/** What each personal year is about, in a few words, for reading a month against its year. */
export const PERSONAL_YEAR_THEMES: Record<Digit, string> = {
  1: 'começos',
  2: 'parcerias e paciência',
  3: 'expressão e convívio',
  4: 'trabalho e bases',
  5: 'mudanças',
  6: 'família e responsabilidades',
  7: 'reflexão',
  8: 'resultados',
  9: 'encerramentos',
};

/** "Mês pessoal 7: … Dentro de um ano pessoal 5, de mudanças, …" */
export function personalMonthText(month: number, year: number): string {
  const monthText = PERSONAL_MONTH_TEXTS[month as Digit];
  const theme = PERSONAL_YEAR_THEMES[year as Digit];
  const tail =
    month === year
      ? `Como o mês repete o número do ano pessoal ${year}, o tema de ${theme} fica ainda mais nítido.`
      : `Dentro de um ano pessoal ${year}, de ${theme}, este mês é um capítulo em que esse tema se mistura ao do ${month}.`;
  return `${monthText} ${tail}`;
}
