import {
  GLYPH_STROKE_WIDTH,
  PLANET_GLYPHS,
  SIGN_CODES,
  SIGN_GLYPHS,
} from '../../../components/glyphs/glyph-paths';

const SIGN_NAMES = [
  'Áries',
  'Touro',
  'Gêmeos',
  'Câncer',
  'Leão',
  'Virgem',
  'Libra',
  'Escorpião',
  'Sagitário',
  'Capricórnio',
  'Aquário',
  'Peixes',
];

/** The glyph code of a sign as the server names it ("Leão" → "leo"), or null for an unknown name. */
export function signCode(name: string | null | undefined): string | null {
  const index = name ? SIGN_NAMES.indexOf(name) : -1;
  return index >= 0 ? (SIGN_CODES[index] ?? null) : null;
}

/** One of the project's own astrological glyphs, stroked in the current colour. Decorative. */
export function Glyph({ code, className = 'h-5 w-5' }: { code: string; className?: string }) {
  const d = SIGN_GLYPHS[code] ?? PLANET_GLYPHS[code];
  if (!d) return null;
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={GLYPH_STROKE_WIDTH}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}
