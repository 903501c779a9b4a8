import type { SynastryContent } from '@constelar/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../../../config/constants';
import { onForgetPersonalData } from '../../../lib/personal-data';

export interface StoredSynastry {
  id: string;
  createdAt: string;
  content: SynastryContent;
}

interface LastSynastryState {
  synastry: StoredSynastry | null;
  save(synastry: StoredSynastry): void;
  clear(): void;
}

/** The last synastry calculated in this browser, so /sinastria/resultado survives a reload (product.md §3). */
export const useLastSynastry = create<LastSynastryState>()(
  persist(
    (set) => ({
      synastry: null,
      save: (synastry) => set({ synastry }),
      clear: () => set({ synastry: null }),
    }),
    {
      name: STORAGE_KEYS.lastSynastry,
      storage: createJSONStorage(() => localStorage),
      // Version 1 names the Midheaven 'midheaven' (it was 'mc'): an older saved result is dropped, not misread.
      version: 1,
      migrate: () => ({ synastry: null }),
    },
  ),
);

// Logout and account deletion empty it, in memory too, so nothing writes it back (issue #45).
onForgetPersonalData(() => useLastSynastry.getState().clear());
