// /ceu's own words ("O Céu", sky.md §5), written by the server into the page and drawn again by the app.
// No imports, so the browser loads this alone (@constelar/content/sky-page-words).

export const SKY_PAGE = {
  kicker: 'Calendário astrológico',
  title: 'O Céu',
  intro:
    'Luas novas e cheias, planetas mudando de signo, retrogradações, eclipses e as horas de Lua fora de curso, mês a mês. Pense neste calendário como uma previsão do tempo do céu: ele mostra o clima de cada período, e o que fazer com ele continua sendo escolha sua.',
  quietDay: 'Nenhum evento marcado para hoje: o céu segue o seu ritmo de fundo.',
  emptyMonthTitle: 'Nenhum evento neste mês',
  emptyMonth: 'Não encontramos fases, ingressos nem estações para estas datas. Experimente outro mês.',
} as const;

/** "Horários no fuso escolhido: Horário de Brasília (GMT-3). Troque o fuso …", under the zone's select. */
export const skyZoneNote = (zoneLabel: string, offset: string) =>
  `Horários no fuso escolhido: ${zoneLabel} (${offset}). Troque o fuso para ler o céu no relógio de onde você está.`;

/** What kind of event a card of the list holds, above its title. */
export const SKY_EVENT_KIND_LABELS = {
  phase: 'Fase da Lua',
  ingress: 'Ingresso',
  station: 'Estação',
  'void-of-course': 'Lua fora de curso',
  eclipse: 'Eclipse',
} as const;
