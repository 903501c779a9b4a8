import type { Body } from '@constelar/core';
import { BODY_NAMES, SIGN_NAMES } from '@constelar/content';
import type { DaySignChange } from './cast-birth';

export interface DaySignNoteOptions {
  /** Whose birth day it is, in a report about two people: "No dia do nascimento de Bia…". */
  name?: string;
  /** What the reader should take from it; the personal report's wording by default. */
  closing?: string;
}

// "a Lua", "a Vênus": the article follows the Portuguese name's gender.
const FEMININE = new Set<Body>(['moon', 'venus']);
const withArticle = (body: Body) => `${FEMININE.has(body) ? 'a' : 'o'} ${BODY_NAMES[body]}`;

/** "A Lua estava em Touro à 00:00 e em Gêmeos às 23:59…": what an unknown time leaves open (sky.md §1). */
export function daySignNote(changes: readonly DaySignChange[], options: DaySignNoteOptions = {}): string {
  const { name } = options;
  if (changes.length === 0) {
    return name
      ? `No dia em que ${name} nasceu, nenhum planeta mudou de signo: os signos valem para qualquer hora.`
      : 'Nenhum planeta mudou de signo nesse dia, então os signos de todos valem para qualquer hora do nascimento.';
  }
  const parts = changes.map(
    (c) => `${withArticle(c.body)} estava em ${SIGN_NAMES[c.from]} à 00:00 e em ${SIGN_NAMES[c.to]} às 23:59`,
  );
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join('; ')}; e ${parts.at(-1)}`;
  const closing = options.closing ?? 'o que está abaixo vale para o meio-dia.';
  const day = name ? `No dia do nascimento de ${name}` : 'No dia do nascimento';
  return `${day}, ${list}. O signo ${changes.length === 1 ? 'desse ponto depende' : 'desses pontos depende'} da hora: ${closing}`;
}
