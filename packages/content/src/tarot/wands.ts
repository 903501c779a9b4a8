// Placeholder until branch tarot-texts-a lands its texts; the merge takes theirs.
import type { MinorCardText } from './tarot-card-text';

export const WANDS: Record<string, MinorCardText> = {};
