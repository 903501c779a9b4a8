// The tarot's texts for snapshot.md and the cross-file checks: every written card, the spreads, and the
// composed sentences (a card in each position, the synthesis, yes/no, the insights) filled with samples.
import { TAROT_CODES, TAROT_SPREAD_CODES } from '@constelar/core/tarot';
import type { TextEntry } from '../all-texts';
import { TAROT_AREAS } from './tarot-card-text';
import { recurringCardSentence, tarotSynthesis, yesNoSentence } from './tarot-reading-texts';
import { SPREAD_TEXTS } from './tarot-spreads';
import { positionReading, tarotCardText } from './tarot-texts';

export function tarotTexts(): TextEntry[] {
  const out: TextEntry[] = [];
  for (const code of TAROT_CODES) {
    const text = tarotCardText(code);
    if (!text) continue;
    if (!code.startsWith('major-')) {
      out.push(
        { key: `tarot.${code}.description`, text: text.description },
        { key: `tarot.${code}.longDescription`, text: text.longDescription },
        { key: `tarot.${code}.alt`, text: text.alt },
      );
    }
    for (const area of TAROT_AREAS) {
      out.push(
        { key: `tarot.${code}.${area}.upright`, text: text.meanings[area].upright },
        { key: `tarot.${code}.${area}.reversed`, text: text.meanings[area].reversed },
      );
    }
  }
  for (const spread of TAROT_SPREAD_CODES) {
    out.push({ key: `tarotSpreads.${spread}.description`, text: SPREAD_TEXTS[spread].description });
    SPREAD_TEXTS[spread].positions.forEach((p, i) =>
      out.push({ key: `tarotSpreads.${spread}.${i + 1}.question`, text: `${p.name}: ${p.question}` }),
    );
  }
  return out;
}

/** Samples of the composed sentences; not in allTexts(), since one frame filled twice repeats itself. */
export function tarotWordingSamples(): TextEntry[] {
  const sample = TAROT_CODES.find((code) => tarotCardText(code)) ?? 'major-0';
  const out: TextEntry[] = [];
  for (const spread of TAROT_SPREAD_CODES) {
    SPREAD_TEXTS[spread].positions.forEach((_, i) => {
      const reading = positionReading(
        spread,
        i,
        sample,
        i % 2 === 1,
        spread === 'mandala'
          ? {
              houseSigns: [
                'libra',
                'scorpio',
                'sagittarius',
                'capricorn',
                'aquarius',
                'pisces',
                'aries',
                'taurus',
                'gemini',
                'cancer',
                'leo',
                'virgo',
              ],
            }
          : {},
      );
      // Only the position's own sentence: the card's meaning is already under tarot.*.
      out.push({ key: `tarot.${spread}.${i + 1}`, text: reading.split(/(?<=[.!?])\s/)[0]! });
    });
  }
  const draws: [string, { code: string; reversed: boolean }[]][] = [
    [
      'majors',
      [
        { code: 'major-0', reversed: false },
        { code: 'major-13', reversed: true },
        { code: 'major-21', reversed: false },
      ],
    ],
    [
      'cups',
      [
        { code: 'cups-2', reversed: false },
        { code: 'cups-queen', reversed: false },
        { code: 'swords-2', reversed: true },
        { code: 'major-6', reversed: false },
        { code: 'cups-10', reversed: false },
      ],
    ],
    [
      'mixed',
      [
        { code: 'wands-ace', reversed: true },
        { code: 'cups-5', reversed: true },
        { code: 'swords-king', reversed: false },
        { code: 'pentacles-page', reversed: true },
      ],
    ],
    ['one', [{ code: 'pentacles-7', reversed: true }]],
  ];
  for (const [name, cards] of draws) {
    tarotSynthesis(cards).forEach((text, i) => out.push({ key: `tarotSynthesis.${name}.${i + 1}`, text }));
  }
  for (const answer of ['sim', 'nao', 'talvez'] as const)
    out.push({ key: `tarotYesNo.${answer}`, text: yesNoSentence(answer) });
  out.push({
    key: 'tarotInsights.recurring',
    text: recurringCardSentence('swords-10', 4, 30, ['fim de ciclo', 'cansaço', 'alívio']),
  });
  return out.map((e) => ({ key: `wording.${e.key}`, text: e.text }));
}
