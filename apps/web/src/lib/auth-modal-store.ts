import { create } from 'zustand';

export type AuthModalMode = 'closed' | 'login' | 'register';

interface AuthModalState {
  mode: AuthModalMode;
  open(mode: 'login' | 'register'): void;
  close(): void;
}

export const useAuthModal = create<AuthModalState>()((set) => ({
  mode: 'closed',
  open: (mode) => set({ mode }),
  close: () => set({ mode: 'closed' }),
}));
