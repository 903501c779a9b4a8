import { useAuthStore } from '../features/auth/stores/auth-store';

/**
 * Whether a session token exists, for features other than auth (feature folders may not import each
 * other, so they read the session through lib, like the API client does).
 */
export function useSignedIn(): boolean {
  return useAuthStore((s) => Boolean(s.token));
}
