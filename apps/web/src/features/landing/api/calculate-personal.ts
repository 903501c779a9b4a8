import type { BirthInput, PersonalContent } from '@constelar/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface AnonymousReport {
  content: PersonalContent;
}

/** POST /api/calculate/personal: an anonymous report, computed and not saved (product.md §7). */
export async function calculatePersonal(input: BirthInput): Promise<AnonymousReport> {
  const { data } = await api.post<AnonymousReport | PersonalContent | null>('/calculate/personal', input);
  // product.md §7 allows either the report itself or an object holding it in `content`.
  if (data && typeof data === 'object' && 'content' in data) return data;
  return { content: data as PersonalContent };
}

export function useCalculatePersonal() {
  return useMutation({ mutationFn: calculatePersonal });
}
