import { SKY_EVENT_KIND_LABELS } from '@constelar/content/sky-page-words';
import type { SkyEvent } from '@constelar/contract';
import { GlyphIcon } from '../../../components/glyphs/glyph-icon';
import { localTime, startOf } from '../lib/local-days';
import { TextDisclosure } from '../../../components/ui/text-disclosure';

/** The glyph beside an event: the Moon for phases and void-of-course periods, the body otherwise. */
const glyphOf = (event: SkyEvent) =>
  event.type === 'phase' || event.type === 'void-of-course' ? 'moon' : event.body;

/** One event of the month: what happens, when on the chosen clock, and its text on request. */
export function SkyEventItem({ event, zone }: { event: SkyEvent; zone: string }) {
  const eclipse = event.type === 'eclipse';
  return (
    <article
      className={`rounded-2xl border p-4 sm:p-5 ${
        eclipse
          ? 'border-gold/60 bg-violet/70 shadow-[0_0_32px_-8px_rgba(212,175,55,0.55)]'
          : 'border-gold/15 bg-deep/65'
      }`}
    >
      <div className="flex items-start gap-3 sm:gap-4">
        <span
          aria-hidden="true"
          className={`grid h-10 w-10 shrink-0 place-items-center rounded-full border sm:h-11 sm:w-11 ${
            eclipse ? 'border-gold bg-gold/20 text-soft-gold' : 'border-gold/30 bg-night/60 text-soft-gold'
          }`}
        >
          <GlyphIcon code={glyphOf(event)} className="h-5 w-5 sm:h-6 sm:w-6" />
        </span>
        <div className="min-w-0 flex-1">
          <p
            className={`text-xs font-semibold uppercase tracking-[0.2em] ${eclipse ? 'text-soft-gold' : 'text-teal'}`}
          >
            {SKY_EVENT_KIND_LABELS[event.type]}
          </p>
          <h4 className="mt-1 font-serif text-lg leading-snug text-soft-gold">{event.title}</h4>
          <p className="mt-0.5 text-sm text-text/85">
            <time dateTime={startOf(event)}>{localTime(event, zone)}</time>
          </p>
        </div>
      </div>
      {/* Eclipses open by default. */}
      <TextDisclosure text={event.text} open={eclipse} className="mt-1 sm:pl-[3.75rem]" />
    </article>
  );
}
