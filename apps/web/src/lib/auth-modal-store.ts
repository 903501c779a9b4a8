import { create } from 'zustand';

/** 'forgot' is the "Esqueci minha senha" form, reached from login inside the same modal. */
export type AuthModalMode = 'closed' | 'login' | 'register' | 'forgot';

interface AuthModalState {
  mode: AuthModalMode;
  open(mode: Exclude<AuthModalMode, 'closed'>): void;
  close(): void;
}

export const useAuthModal = create<AuthModalState>()((set) => ({
  mode: 'closed',
  open: (mode) => set({ mode }),
  close: () => set({ mode: 'closed' }),
}));
