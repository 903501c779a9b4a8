import type { BirthInput, PersonalContent } from '@constelar/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../config/constants';
import { onForgetPersonalData } from './personal-data';

export interface LastReport {
  content: PersonalContent;
  /** Set when the report was saved on the server (a signed-in user). */
  id?: string;
  createdAt?: string;
  /** A visitor's reading: what the form sent, so signing up can keep it (issue #45). */
  input?: BirthInput;
}

interface LastReportState {
  content: PersonalContent | null;
  id?: string;
  createdAt?: string;
  input?: BirthInput;
  save(report: LastReport): void;
  clear(): void;
}

/**
 * The last personal report, kept in the browser so /resultado can show it (product.md §3). Persisted
 * under STORAGE_KEYS.lastReport as { state: { content, id?, createdAt?, input? }, version }.
 */
export const useLastReport = create<LastReportState>()(
  persist(
    (set) => ({
      content: null,
      save: ({ content, id, createdAt, input }) => set({ content, id, createdAt, input }),
      clear: () => set({ content: null, id: undefined, createdAt: undefined, input: undefined }),
    }),
    {
      name: STORAGE_KEYS.lastReport,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ content, id, createdAt, input }) => ({ content, id, createdAt, input }),
    },
  ),
);

// Logout and account deletion empty it, in memory too, so nothing writes it back (issue #45).
onForgetPersonalData(() => useLastReport.getState().clear());
