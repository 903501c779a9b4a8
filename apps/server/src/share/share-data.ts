import type { PersonalContent } from '@constelar/contract';
import type { ShareCardData } from './share-card';

const FIRST_NAME_MAX = 24;

/** The first word of a name, cut so that even an unbroken 120-letter name fits the card. */
export function firstNameOf(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return first.length > FIRST_NAME_MAX ? `${first.slice(0, FIRST_NAME_MAX - 1)}…` : first;
}

/** The little a share image shows of a personal report (docs/decisions/070-link-previews.md). */
export function shareDataOf(content: PersonalContent): ShareCardData {
  const { sun, moon, ascendant } = content.astrology;
  const { id, name } = content.arcana.personalArcana;
  return {
    firstName: firstNameOf(content.name),
    sun: sun.signCode,
    moon: moon.signCode,
    // Without a birth place there is no Ascendant (sky.md); the card then shows two placements.
    ascendant: ascendant?.signCode ?? null,
    arcanum: { id, name },
  };
}
