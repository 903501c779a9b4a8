import type { Horoscope, HoroscopePeriod } from '@constelar/contract';
import { HOROSCOPE_SLUGS } from '@constelar/contract/app-routes';
import { horoscopeLead, longDate } from '@constelar/content/horoscope-words';
import { ShareMenu } from '../../../components/ui/share-menu';
import type { PeriodKind } from '../api/get-horoscope-period';
import { periodShare } from '../lib/period-share';

/** The page of a sign's day, always with its date: opened tomorrow, it still reads today's text. */
export const sharedDayUrl = (origin: string, horoscope: Horoscope) =>
  `${origin}/horoscopo/${HOROSCOPE_SLUGS[horoscope.sign]}?data=${horoscope.date}`;

/** "Compartilhar" of a sign's horóscopo do dia (reach.md §3). */
export function HoroscopeShare({ horoscope }: { horoscope: Horoscope }) {
  const url = sharedDayUrl(window.location.origin, horoscope);
  const lead = horoscopeLead(horoscope.paragraphs);
  const heading = `Horóscopo do dia de ${horoscope.signName}, ${longDate(horoscope.date)}`;
  return (
    <ShareMenu
      title={`Horóscopo do dia de ${horoscope.signName}`}
      text={`${longDate(horoscope.date)}: ${lead}`}
      url={url}
      whatsappText={`*${heading}*\n${lead}\n${url}`}
      storyImage={{
        href: `/api/share/horoscope/${horoscope.sign}.png?date=${horoscope.date}&format=story`,
        filename: `horoscopo-${HOROSCOPE_SLUGS[horoscope.sign]}-${horoscope.date}.png`,
      }}
    />
  );
}

/** "Compartilhar" of a sign's week or month (reach.md §3): its link keeps `?inicio=` or `?mes=`. */
export function HoroscopePeriodShare({ period, kind }: { period: HoroscopePeriod; kind: PeriodKind }) {
  const share = periodShare(period, kind, window.location.origin);
  return (
    <ShareMenu
      title={share.title}
      text={share.text}
      url={share.url}
      whatsappText={share.whatsappText}
      storyImage={share.storyImage}
    />
  );
}
