import { SIGN_NAMES } from '@constelar/content/sign-names';
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

export type HoroscopePeriodKind = 'day' | 'week' | 'month';

/** What a horóscopo's story image shows: the sign, the period as a reader says it, the first sentence. */
export interface HoroscopeStoryData {
  sign: Sign;
  period: HoroscopePeriodKind;
  /** "29 de novembro de 2026", "30 de novembro a 6 de dezembro de 2026", "Dezembro de 2026". */
  when: string;
  lead: string;
  /** Where to read the rest, as a person types it: "constelar.app/horoscopo/leao/semana". */
  address: string;
}

/** The card's heading and the line before the address, by period. */
const WORDS: Record<HoroscopePeriodKind, { heading: string; rest: string }> = {
  day: { heading: 'HORÓSCOPO DO DIA', rest: 'O dia completo em' },
  week: { heading: 'HORÓSCOPO DA SEMANA', rest: 'A semana completa em' },
  month: { heading: 'HORÓSCOPO DO MÊS', rest: 'O mês completo em' },
};

/** Past this, a week across two months or years is said on two lines, broken before its " a ". */
const WHEN_LINE_CHARS = 30;

/** "29 de dezembro de 2025" / "a 4 de janeiro de 2026": the break where a reader pauses, not a widow. */
function whenLines(when: string): string[] {
  const at = when.lastIndexOf(' a ');
  if (when.length <= WHEN_LINE_CHARS || at < 0) return [when];
  return [when.slice(0, at), when.slice(at + 1)];
}

/** Eight lines at the size below; a longer first sentence is cut at a word. */
const LEAD_MAX_CHARS = 220;

export const storyLead = (lead: string) => cutAtWord(lead, LEAD_MAX_CHARS);

/** The layout alone (scripts/profile-share-image.ts times its phases). */
export function storyLayout(data: HoroscopeStoryData): Node {
  const words = WORDS[data.period];
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
          words.heading,
        ),
        div({ fontFamily: 'Cinzel', fontWeight: 700, fontSize: 124, color: GOLD }, SIGN_NAMES[data.sign]),
        div(
          {
            flexDirection: 'column',
            alignItems: 'center',
            fontFamily: 'Inter',
            fontSize: 44,
            color: SOFT_GOLD,
          },
          whenLines(data.when).map((line) => div({}, line)),
        ),
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
        div({ fontFamily: 'Inter', fontSize: 32, color: MUTED }, words.rest),
        div({ fontFamily: 'Inter', fontWeight: 600, fontSize: 36, color: SOFT_GOLD }, data.address),
      ]),
    ],
  );
}

/** Three lines at the link card's size. */
const LINK_LEAD_MAX_CHARS = 150;

/** The 1200×630 link preview of a sign's week or month: the same words, the glyph beside them. */
function linkLayout(data: HoroscopeStoryData): Node {
  const heading = WORDS[data.period].heading;
  return canvas('link', [64, 56], { gap: 64, alignItems: 'center' }, [
    glyphRing(data.sign, 320, 200, 70),
    div({ flexDirection: 'column', justifyContent: 'center', gap: 18, flexGrow: 1, flexShrink: 1 }, [
      div({ fontFamily: 'Inter', fontWeight: 600, fontSize: 22, letterSpacing: 6, color: TEAL }, heading),
      div({ fontFamily: 'Cinzel', fontWeight: 700, fontSize: 84, color: GOLD }, SIGN_NAMES[data.sign]),
      div(
        { flexDirection: 'column', fontFamily: 'Inter', fontSize: 30, color: SOFT_GOLD },
        whenLines(data.when).map((line) => div({}, line)),
      ),
      div(
        { fontFamily: 'Inter', fontSize: 26, lineHeight: 1.35, color: TEXT, maxWidth: 640 },
        cutAtWord(data.lead, LINK_LEAD_MAX_CHARS),
      ),
    ]),
  ]);
}

function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:.]$/, '')}…`;
}

export type HoroscopeCardFormat = 'story' | 'link';

/** A sign's day, week or month: 1080×1920 for stories (reach.md §3), or 1200×630 for a link preview. */
export function renderHoroscopeCard(data: HoroscopeStoryData, format: HoroscopeCardFormat): Promise<Buffer> {
  if (format === 'link') return toPng(linkLayout(data), SHARE_FORMATS.link.width, SHARE_FORMATS.link.height);
  const { width, height } = SHARE_FORMATS.stories;
  return toPng(storyLayout(data), width, height);
}
