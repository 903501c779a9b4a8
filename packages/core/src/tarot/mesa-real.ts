// The Mesa Real in the Brazilian layout (spec/tarot.md §5): 4 rows of 9, positions 1 … 36 read left to
// right, top to bottom; position n is the house of card n (position 24 is the house of O Coração).

export const MESA_REAL_ROWS = 4;
export const MESA_REAL_COLUMNS = 9;

export type MesaDirection = 'acima' | 'abaixo' | 'esquerda' | 'direita' | 'diagonal';

export interface MesaCell {
  /** 1 … 36, the house. */
  position: number;
  /** 0 … 3, top first. */
  row: number;
  /** 0 … 8, left first. */
  column: number;
}

export function mesaCell(position: number): MesaCell {
  const i = position - 1;
  return { position, row: Math.floor(i / MESA_REAL_COLUMNS), column: i % MESA_REAL_COLUMNS };
}

export interface MesaNeighbour {
  position: number;
  direction: MesaDirection;
}

const STEPS: readonly [number, number, MesaDirection][] = [
  [-1, 0, 'acima'],
  [0, -1, 'esquerda'],
  [0, 1, 'direita'],
  [1, 0, 'abaixo'],
  [-1, -1, 'diagonal'],
  [-1, 1, 'diagonal'],
  [1, -1, 'diagonal'],
  [1, 1, 'diagonal'],
];

/** The positions touching `position`, orthogonal first (above, left, right, below), then the diagonals. */
export function mesaNeighbours(position: number): MesaNeighbour[] {
  const { row, column } = mesaCell(position);
  const out: MesaNeighbour[] = [];
  for (const [dr, dc, direction] of STEPS) {
    const r = row + dr;
    const c = column + dc;
    if (r < 0 || r >= MESA_REAL_ROWS || c < 0 || c >= MESA_REAL_COLUMNS) continue;
    out.push({ position: r * MESA_REAL_COLUMNS + c + 1, direction });
  }
  return out;
}
