import { GLYPH_STROKE_WIDTH, glyphPathOf } from './glyph-paths';

/** A sign or planet glyph from the shared stroke set; decorative, the text beside it names it. */
export function GlyphIcon({ code, className = 'h-5 w-5' }: { code: string; className?: string }) {
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
