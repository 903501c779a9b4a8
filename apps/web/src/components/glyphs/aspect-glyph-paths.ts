// The five aspects as stroked paths in a 24×24 box, like the planet glyphs in glyph-paths.ts. Drawn,
// not typed: Inter has none of ☌ ☍ △ □ ⚹, and the fallback fonts of many phones miss the sextile.
import type { TransitEvent } from '@constelar/contract';

export const ASPECT_GLYPHS: Record<TransitEvent['aspect'], string> = {
  // ☌ a ring with a stem rising to the right
  conjunction: 'M10 9a5.5 5.5 0 1 0 0 11 5.5 5.5 0 1 0 0-11M13.9 10.6 20 4.5',
  // ☍ two rings joined across
  opposition: 'M6.5 13.5a4 4 0 1 0 0 8 4 4 0 1 0 0-8M17.5 2.5a4 4 0 1 0 0 8 4 4 0 1 0 0-8M9.3 14.7l5.4-5.4',
  // △
  trine: 'M12 3 21.5 20h-19Z',
  // □
  square: 'M4 4h16v16H4Z',
  // ⚹ six arms
  sextile: 'M12 2.5v19M3.8 7.25l16.4 9.5M3.8 16.75l16.4-9.5',
};
