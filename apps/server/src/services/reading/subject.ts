import type { PersonalContent, ProfileBirth } from '@constelar/contract';
import { getPlaceById } from '@constelar/places';

/**
 * "self" when a personal report was cast for the member's own birth: the same date, the same time (both
 * unknown counts as the same) and the same resolved place (sky.md §2). Namesakes can share a label, so the
 * place is compared by the coordinates its gazetteer entry holds.
 */
export function subjectOf(content: PersonalContent, own: ProfileBirth | null): 'self' | 'other' {
  if (!own) return 'other';
  const { date, time, place } = content.birth;
  const ownPlace = getPlaceById(own.placeId);
  return date === own.birthDate &&
    (time ?? null) === own.birthTime &&
    ownPlace !== null &&
    ownPlace.latitude === place.latitude &&
    ownPlace.longitude === place.longitude
    ? 'self'
    : 'other';
}
