// The synastry gate's one door to the auth modal. Its store lives in features/auth and the boundary rule
// forbids feature-to-feature imports; until the store (or an opener) moves to lib, as the session's
// lib/use-signed-in.ts did, this single documented exception keeps the rest of the feature free of it.
// eslint-disable-next-line local/boundaries -- shared modal state; see the comment above
import { useAuthModal } from '../../auth/stores/auth-modal-store';

/** Opens the auth modal in the given mode. */
export const useOpenAuthModal = () => useAuthModal((s) => s.open);
