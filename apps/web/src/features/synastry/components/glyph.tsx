import { SIGNS, type Sign } from '@constelar/core/codes';
import { SIGN_NAMES } from '@constelar/content/sign-names';
import { GLYPH_STROKE_WIDTH, glyphPathOf } from '../../../components/glyphs/glyph-paths';

/** The glyph code of a sign as the server names it ("Leão" → "leo"), or null for an unknown name. */
export function signCode(name: string | null | undefined): Sign | null {
  return SIGNS.find((code) => SIGN_NAMES[code] === name) ?? null;
}

/** One of the project's own astrological glyphs, stroked in the current colour. Decorative. */
export function Glyph({ code, className = 'h-5 w-5' }: { code: string; className?: string }) {
  const d = glyphPathOf(code);
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
