import { HOROSCOPE_MOON_HOUR } from '@constelar/content/horoscope-words';
import { Fragment } from 'react';

/** A Moon line from content's parts (horoscopeMoonLine, horoscopeTodayMoonLine): the odd parts in bold. */
export function MoonLine({ parts }: { parts: readonly string[] }) {
  return (
    <p className="text-text">
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <strong key={i} className="text-soft-gold">
            {part}
          </strong>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
      <span className="block text-sm text-muted">{HOROSCOPE_MOON_HOUR}</span>
    </p>
  );
}
