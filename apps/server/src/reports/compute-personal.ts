import type { PersonalContent } from '@constelar/contract';
import { castBirth, type BirthData } from './cast-birth';
import { assemblePersonalContent } from './personal-content';

/** The personal report (domain.md §1–§3): one cast birth, put into words. */
export function computePersonalContent(input: BirthData, targetYear: number): PersonalContent {
  const birth = castBirth(input, { targetYear, placeRequired: true });
  return assemblePersonalContent({ ...birth, targetYear });
}
