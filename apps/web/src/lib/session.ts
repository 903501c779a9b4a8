import { useAuthStore } from './auth-store';

// How features other than auth read and change the session: feature folders may not import each other,
// so the session lives in lib, like the API client.

/** Whether a session token exists. */
export const useSignedIn = (): boolean => useAuthStore((s) => Boolean(s.token));

/** The signed-in user, or null without a token. */
export const useSessionUser = () => useAuthStore((s) => (s.token ? s.user : null));

/** Stores a fresh token (the profile's name and e-mail travel inside it). */
export const useLogin = () => useAuthStore((s) => s.login);

export const useLogout = () => useAuthStore((s) => s.logout);

/**
 * "Sair": the server revokes this very token (POST /api/users/logout), then the browser forgets it. The
 * request goes out with the token read before it is dropped, and `keepalive` lets it finish while the
 * page moves on; a failure (offline) still signs out here, and the token then lapses in its 7 days.
 */
export const useSignOut = () => {
  const logout = useLogout();
  return () => {
    const token = useAuthStore.getState().token;
    if (token) {
      void fetch('/api/users/logout', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        keepalive: true,
      }).catch(() => undefined);
    }
    logout();
  };
};
