import { GlyphIcon } from './glyph-icon';

/** One reading under its glyph: a return chart's Ascendant or house, a progressed Moon's sign. */
export function GlyphReading({ glyph, title, text }: { glyph: string; title: string; text: string }) {
  return (
    <article className="rounded-2xl border border-gold/15 bg-night/40 p-4">
      <h3 className="flex items-center gap-2 font-serif text-lg text-soft-gold">
        <GlyphIcon code={glyph} className="h-5 w-5 shrink-0" />
        {title}
      </h3>
      <p className="mt-2 text-pretty leading-relaxed text-text/90">{text}</p>
    </article>
  );
}
