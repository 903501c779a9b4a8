// The matters of each house from the reader's sign, as the horóscopo names them in a sentence: after
// "a" ("a sua casa 5, a dos amores e da criação") and after "em" ("nos amores e na criação"). Both are
// written out, contractions included, so no sentence ever reads "a de o lar".

export const HOUSE_OF: Record<number, string> = {
  1: 'da presença e dos começos',
  2: 'dos recursos e da autoestima',
  3: 'das conversas e dos trajetos',
  4: 'do lar e da família',
  5: 'dos amores e da criação',
  6: 'da rotina e do trabalho diário',
  7: 'das parcerias',
  8: 'da intimidade e do que se divide',
  9: 'dos horizontes e dos estudos',
  10: 'da carreira e da reputação',
  11: 'dos amigos e dos projetos coletivos',
  12: 'do descanso e do que se guarda',
};

export const HOUSE_IN: Record<number, string> = {
  1: 'na sua presença e nos seus começos',
  2: 'nos recursos e na autoestima',
  3: 'nas conversas e nos trajetos',
  4: 'no lar e na família',
  5: 'nos amores e na criação',
  6: 'na rotina e no trabalho diário',
  7: 'nas parcerias',
  8: 'na intimidade e no que se divide',
  9: 'nos horizontes e nos estudos',
  10: 'na carreira e na reputação',
  11: 'entre amigos e nos projetos coletivos',
  12: 'no descanso e no que se guarda',
};

/** After an event that is not the Moon's: where the Moon is meanwhile, six ways, picked like the leads. */
export const MOON_BRIDGES: readonly string[] = [
  'Enquanto isso, a Lua em {sign} atravessa a sua casa {n}, a {area}.',
  'No pano de fundo, a Lua segue por {sign}, e a sua casa {n}, a {area}, dá a cor das horas.',
  'A Lua, por sua vez, está em {sign} e ocupa a sua casa {n}, a {area}.',
  'Por baixo disso corre a Lua em {sign}, pela sua casa {n}, a {area}.',
  'O humor do dia vem da Lua em {sign}, que visita a sua casa {n}, a {area}.',
  'Ao mesmo tempo, a Lua em {sign} mantém acesa a sua casa {n}, a {area}.',
];
