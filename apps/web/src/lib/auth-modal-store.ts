import { create } from 'zustand';

/** 'forgot' is the "Esqueci minha senha" form, reached from login inside the same modal. */
export type AuthModalMode = 'closed' | 'login' | 'register' | 'forgot';

/** Why the login form opened by itself: the server ended a session this browser still held (a 401). */
export type AuthModalNotice = 'session-ended' | null;

interface AuthModalState {
  mode: AuthModalMode;
  notice: AuthModalNotice;
  open(mode: Exclude<AuthModalMode, 'closed'>): void;
  /** A 401 on a request that carried a token: the login form will say the session ended. */
  sessionEnded(): void;
  close(): void;
}

export const useAuthModal = create<AuthModalState>()((set) => ({
  mode: 'closed',
  notice: null,
  open: (mode) => set((state) => ({ mode, notice: mode === 'login' ? state.notice : null })),
  sessionEnded: () => set({ notice: 'session-ended' }),
  close: () => set({ mode: 'closed', notice: null }),
}));
