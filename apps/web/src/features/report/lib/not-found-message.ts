const TITLE_WORDS = 'relatorio nao encontrado';

/** Lower case, no accents, no punctuation: 'Relatório não encontrado.' and the title compare equal. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9 ]/gi, '')
    .trim()
    .toLowerCase();

/** What a missing saved report can mean, and what to do next: said instead of repeating the title. */
export const MISSING_REPORT_HELP =
  'O link pode estar incompleto, o relatório pode ter sido apagado ou ele pertence a outra conta. ' +
  'Confira o endereço ou calcule uma nova leitura em poucos segundos.';

/** The card's body: the server's words when they add something, otherwise a hint that helps. */
export function notFoundBody(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const said = plain(message);
  return said === '' || TITLE_WORDS.includes(said) ? MISSING_REPORT_HELP : message;
}
