import type { AspectTone } from '../lib/chart-points';

// Harmonious teal, tense pink, conjunction gold: the same code as the wheel's aspect lines.
export const TONE_DOT: Record<AspectTone, string> = {
  harmonious: 'bg-teal',
  tense: 'bg-pink',
  conjunction: 'bg-gold',
  other: 'bg-muted',
};
