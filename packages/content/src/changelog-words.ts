// The changelog page's own words, written by the server into /changelog and drawn again by the app.

export const CHANGELOG_KICKER = 'Novidades do Constelar';

export const CHANGELOG_INTRO =
  'O Constelar está sempre em movimento, como o céu. Aqui você acompanha cada versão: recursos novos, correções e os pequenos ajustes que deixam sua jornada mais fluida.';

export const CHANGELOG_EMPTY = 'Nenhum changelog publicado ainda';
