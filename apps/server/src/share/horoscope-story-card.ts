import { SIGN_NAMES } from '@constelar/content/sign-names';
import { longDate } from '@constelar/content/horoscope-words';
import type { Sign } from '@constelar/core/codes';
import { GOLD, SOFT_GOLD } from './share-assets';
import {
  brand,
  canvas,
  div,
  glyphRing,
  MUTED,
  SHARE_FORMATS,
  TEAL,
  TEXT,
  toPng,
  type Node,
} from './share-card';

/** What a horóscopo's story image shows: the sign, the date and the day's first sentence. */
export interface HoroscopeStoryData {
  sign: Sign;
  date: string;
  lead: string;
  /** Where to read the rest, as a person types it: "constelar.app/horoscopo/leao". */
  address: string;
}

/** Eight lines at the size below; a longer first sentence is cut at a word. */
const LEAD_MAX_CHARS = 220;

export function storyLead(lead: string): string {
  if (lead.length <= LEAD_MAX_CHARS) return lead;
  const cut = lead.slice(0, LEAD_MAX_CHARS - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:.]$/, '')}…`;
}

export function storyLayout(data: HoroscopeStoryData): Node {
  return canvas(
    'stories',
    [90, 150],
    { flexDirection: 'column', alignItems: 'center', justifyContent: 'space-between' },
    [
      brand(30),
      div({ flexDirection: 'column', alignItems: 'center', gap: 36 }, [
        glyphRing(data.sign, 340, 210, 90),
        div(
          { fontFamily: 'Inter', fontWeight: 600, fontSize: 32, letterSpacing: 9, color: TEAL },
          'HORÓSCOPO DO DIA',
        ),
        div({ fontFamily: 'Cinzel', fontWeight: 700, fontSize: 124, color: GOLD }, SIGN_NAMES[data.sign]),
        div({ fontFamily: 'Inter', fontSize: 44, color: SOFT_GOLD }, longDate(data.date)),
      ]),
      div(
        {
          fontFamily: 'Inter',
          fontSize: 52,
          lineHeight: 1.4,
          color: TEXT,
          textAlign: 'center',
          justifyContent: 'center',
          width: 880,
        },
        storyLead(data.lead),
      ),
      div({ flexDirection: 'column', alignItems: 'center', gap: 12 }, [
        div({ fontFamily: 'Inter', fontSize: 32, color: MUTED }, 'O dia completo em'),
        div({ fontFamily: 'Inter', fontWeight: 600, fontSize: 36, color: SOFT_GOLD }, data.address),
      ]),
    ],
  );
}

/** A sign's day as a 1080×1920 story image (reach.md §3). */
export function renderHoroscopeStory(data: HoroscopeStoryData): Promise<Buffer> {
  const { width, height } = SHARE_FORMATS.stories;
  return toPng(storyLayout(data), width, height);
}
