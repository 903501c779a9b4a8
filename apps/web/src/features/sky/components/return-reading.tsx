import { GlyphIcon } from '../../../components/glyphs/glyph-icon';

/** One reading of a return chart (its Ascendant, the Sun's or the Moon's house), under its glyph. */
export function ReturnReading({ glyph, title, text }: { glyph: string; title: string; text: string }) {
  return (
    <div className="rounded-2xl border border-gold/15 bg-night/40 p-4">
      <h3 className="flex items-center gap-2 font-serif text-lg text-soft-gold">
        <GlyphIcon code={glyph} className="h-5 w-5 shrink-0" />
        {title}
      </h3>
      <p className="mt-2 text-pretty leading-relaxed text-text/90">{text}</p>
    </div>
  );
}
