// The dashboard's one door to the session. The auth store lives in features/auth and the boundary rule
// forbids feature-to-feature imports; until the store (or a session facade) moves to lib, this single,
// documented exception keeps every other dashboard file free of it.
// eslint-disable-next-line local/boundaries -- shared session state; see the comment above
import { useAuthStore } from '../../auth/stores/auth-store';

/** The signed-in user, or null without a token. */
export const useSessionUser = () => useAuthStore((s) => (s.token ? s.user : null));

/** Stores a fresh token (the profile's name and e-mail travel inside it). */
export const useLogin = () => useAuthStore((s) => s.login);

export const useLogout = () => useAuthStore((s) => s.logout);
