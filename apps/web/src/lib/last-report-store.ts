import type { PersonalContent } from '@constelar/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../config/constants';

export interface LastReport {
  content: PersonalContent;
  /** Set when the report was saved on the server (a signed-in user). */
  id?: string;
  createdAt?: string;
}

interface LastReportState {
  content: PersonalContent | null;
  id?: string;
  createdAt?: string;
  save(report: LastReport): void;
  clear(): void;
}

/**
 * The last personal report, kept in the browser so /resultado can show it (product.md §3). Persisted
 * under STORAGE_KEYS.lastReport as { state: { content, id?, createdAt? }, version }.
 */
export const useLastReport = create<LastReportState>()(
  persist(
    (set) => ({
      content: null,
      save: ({ content, id, createdAt }) => set({ content, id, createdAt }),
      clear: () => set({ content: null, id: undefined, createdAt: undefined }),
    }),
    {
      name: STORAGE_KEYS.lastReport,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ content, id, createdAt }) => ({ content, id, createdAt }),
    },
  ),
);
