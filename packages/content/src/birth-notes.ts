// The notes that say how a chart was cast: a clock time that did not exist or happened twice, houses that
// fell back to Porphyry, an unknown birth time and the bodies that changed sign that day (sky.md §1).
import type { Body, Sign } from '@constelar/core/codes';
import { withArticle } from './bodies';
import { SIGN_NAMES } from './sign-names';

/** A body that changed sign during the birth day (the server's cast-birth.ts finds them). */
export interface DaySignChange {
  body: Body;
  from: Sign;
  to: Sign;
}

/** "UTC−3h24min50s": an offset to the second, as local mean time has it. */
export function utcOffsetText(offsetMinutes: number): string {
  const totalSeconds = Math.round(Math.abs(offsetMinutes) * 60);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return `UTC${offsetMinutes < 0 ? '−' : '+'}${hours}h${String(minutes).padStart(2, '0')}min${String(seconds).padStart(2, '0')}s`;
}

/** The personal report's notes on how the chart was cast. */
export const CHART_NOTES = {
  gap: (minutes: number) =>
    `Este horário não existiu no relógio local: os relógios foram adiantados ${minutes} minutos para o horário de verão. Calculamos o instante correspondente, ${minutes} minutos depois.`,
  overlap:
    'Este horário aconteceu duas vezes no relógio local, porque os relógios foram atrasados no fim do horário de verão. Usamos a primeira ocorrência, ainda no horário de verão.',
  polar:
    'Nesta latitude, acima do círculo polar, os sistemas de Placidus e Koch não se definem: as casas seguem o sistema de Porfírio.',
  noConvergence: 'O sistema pedido não se definiu para este céu: as casas seguem o sistema de Porfírio.',
  /**
   * A birth before standard time, read on the birthplace's own meridian (points.md §1). `before1914` for a
   * Brazilian town, where the country's zones began on 1 January 1914; elsewhere the date varies.
   */
  localMeanTime: (town: string, offsetMinutes: number, before1914: boolean) =>
    `${before1914 ? 'Antes de 1914' : 'Antes da hora padrão,'} cada cidade seguia a hora do próprio meridiano: usamos a hora média local de ${town} (${utcOffsetText(offsetMinutes)}).`,
  unknownTime:
    'Sem a hora de nascimento, o mapa foi calculado para as 12:00 no horário local. Ascendente, Meio do Céu e casas dependem da hora exata e ficaram de fora, assim como os aspectos a eles.',
};

export interface DaySignNoteOptions {
  /** Whose birth day it is, in a report about two people: "No dia do nascimento de Bia…". */
  name?: string;
  /** What the reader should take from it; the personal report's wording by default. */
  closing?: string;
}

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
