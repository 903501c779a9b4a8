import type { TransitEvent } from '@constelar/contract';
import { CalendarRange, Crosshair } from 'lucide-react';
import { GlyphIcon } from '../../../components/glyphs/glyph-icon';
import { TextDisclosure } from '../../../components/ui/text-disclosure';
import { exactDays, transitPeriod } from '../lib/transit-dates';

/**
 * One transit of "Seu céu": what touches what, from when to when, the exact day(s) and the reading.
 * `collapsed` puts the reading behind "Ler o texto", for the long list of the coming months.
 */
export function TransitCard({
  event,
  now,
  collapsed = false,
}: {
  event: TransitEvent;
  now: Date;
  collapsed?: boolean;
}) {
  const exact = exactDays(event.exact, now);
  return (
    <article className="glass p-4 sm:p-5">
      <div className="flex items-start gap-3 sm:gap-4">
        <span
          className="grid h-10 w-10 shrink-0 place-items-center rounded-full border border-gold/30 bg-night/60 text-soft-gold sm:h-11 sm:w-11"
          aria-hidden="true"
        >
          <GlyphIcon code={event.transiting} className="h-5 w-5 sm:h-6 sm:w-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-serif text-lg leading-snug text-soft-gold">{event.title}</h3>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            <span className="inline-flex items-center gap-1.5">
              <CalendarRange className="h-4 w-4 shrink-0" aria-hidden="true" />
              {transitPeriod(event, now)}
            </span>
            {exact && (
              <span className="inline-flex items-center gap-1.5 text-teal">
                <Crosshair className="h-4 w-4 shrink-0" aria-hidden="true" />
                {exact}
              </span>
            )}
          </p>
        </div>
      </div>
      {/* Under the title on a phone, where every column counts; aligned with it on wider screens. */}
      {collapsed ? (
        <TextDisclosure text={event.text} className="mt-1 sm:pl-[3.75rem]" />
      ) : (
        <p className="mt-3 text-pretty leading-relaxed text-text/90 sm:pl-[3.75rem]">{event.text}</p>
      )}
    </article>
  );
}
