/** The first word of a name: "Ana Clara Souza" → "Ana". */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? name.trim();

/**
 * What the texts call each person: the first name (issue #13), unless both share it, when the full
 * names tell them apart; identical full names get their place in the form.
 */
export function textNames(name1: string, name2: string): [string, string] {
  const [f1, f2] = [firstName(name1), firstName(name2)];
  if (f1.toLocaleLowerCase('pt-BR') !== f2.toLocaleLowerCase('pt-BR')) return [f1, f2];
  const [n1, n2] = [name1.trim(), name2.trim()];
  if (n1.toLocaleLowerCase('pt-BR') !== n2.toLocaleLowerCase('pt-BR')) return [n1, n2];
  return [`${f1} (1)`, `${f2} (2)`];
}
