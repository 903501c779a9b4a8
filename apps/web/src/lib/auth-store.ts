import { forgetPersonalData } from './personal-data';
import { forgetMemberAnswers } from './service-worker';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../config/constants';
import { decodeSessionUser, type SessionUser } from './jwt-payload';

interface AuthState {
  token: string | null;
  user: SessionUser | null;
  login(token: string): boolean;
  logout(): void;
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      token: null,
      user: null,
      login(token) {
        const user = decodeSessionUser(token);
        if (!user) return false;
        set({ token, user });
        return true;
      },
      logout: () => {
        // The worker's copy of "Seu dia" belongs to this session: it goes with it (push.md §1), and so do
        // the readings kept on this device (issue #45).
        forgetMemberAnswers();
        forgetPersonalData();
        set({ token: null, user: null });
      },
    }),
    { name: STORAGE_KEYS.auth, storage: createJSONStorage(() => localStorage) },
  ),
);
