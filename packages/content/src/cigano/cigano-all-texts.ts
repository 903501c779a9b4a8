// The baralho cigano's texts for snapshot.md and the cross-file checks: every card, the Mesa Real's houses,
// and the composed sentences (pairs, the querent's neighbours) filled with sample cards.
import type { TextEntry } from '../all-texts';
import { CIGANO_AREAS } from './cigano-card-text';
import { CIGANO_CARDS, ciganoCardText } from './cigano-cards';
import { CIGANO_PAIR_FRAME_COUNT, ciganoPairSentence } from './cigano-pair-texts';
import { MESA_REAL_DIRECTIONS, MESA_REAL_HOUSE_TEXT, mesaRealQuerentText } from './mesa-real-texts';
import { CIGANO_SPREAD_TEXTS } from './cigano-spreads';

export function ciganoTexts(): TextEntry[] {
  const out: TextEntry[] = [];
  for (const card of CIGANO_CARDS) {
    out.push(
      { key: `cigano.${card.number}.description`, text: card.description },
      { key: `cigano.${card.number}.longDescription`, text: card.longDescription },
    );
    for (const area of CIGANO_AREAS)
      out.push({ key: `cigano.${card.number}.${area}`, text: card.meanings[area] });
  }
  for (let house = 1; house <= 36; house++)
    out.push({ key: `mesaReal.house.${house}`, text: MESA_REAL_HOUSE_TEXT[house]! });
  for (const [code, spread] of Object.entries(CIGANO_SPREAD_TEXTS)) {
    out.push({ key: `cigano.spread.${code}.description`, text: spread.description });
    // The Mesa Real's 36 positions are one pattern over the cards' names, not 36 texts.
    if (code === 'mesa-real') continue;
    spread.positions.forEach((p, i) =>
      out.push(
        { key: `cigano.spread.${code}.${i + 1}.question`, text: p.question },
        { key: `cigano.spread.${code}.${i + 1}.intro`, text: p.intro },
      ),
    );
  }
  return out;
}

/** Samples of the composed sentences; not in allTexts(), since one frame filled twice repeats itself. */
export function ciganoWordingSamples(): TextEntry[] {
  const out: TextEntry[] = [];
  for (const area of CIGANO_AREAS) {
    for (let variant = 0; variant < CIGANO_PAIR_FRAME_COUNT; variant++) {
      // A different pair for each frame, walking the deck: 3 then 4 (O Navio, A Casa), 4 then 5, …
      const first = ciganoCardText(((variant * 7 + CIGANO_AREAS.indexOf(area) * 9 + 2) % 36) + 1);
      const second = ciganoCardText((first.number % 36) + 1);
      out.push({
        key: `ciganoPair.${area}.${variant + 1}`,
        text: ciganoPairSentence(first, second, area, variant),
      });
    }
  }
  MESA_REAL_DIRECTIONS.forEach((direction, i) =>
    out.push({
      key: `mesaReal.querent.${direction}`,
      text: mesaRealQuerentText(direction, ciganoCardText([3, 23, 9, 33, 21][i]!)),
    }),
  );
  return out.map((e) => ({ key: `wording.${e.key}`, text: e.text }));
}
