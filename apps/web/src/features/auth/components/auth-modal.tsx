import { Suspense, useEffect } from 'react';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { lazyWithQueries } from '../../../lib/lazy-queries';

const loadDialog = () => import('./auth-dialog');
const AuthDialog = lazyWithQueries(async () => ({ default: (await loadDialog()).AuthDialog }));

/**
 * The login/register modal (product.md §2, §4). Its forms load on first use, and are fetched while the
 * browser is idle, so the landing bundle stays small and opening the modal is still instant.
 */
export function AuthModal() {
  const mode = useAuthModal((s) => s.mode);

  useEffect(() => {
    const prefetch = () => void loadDialog();
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(prefetch, { timeout: 4000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(prefetch, 2000);
    return () => window.clearTimeout(handle);
  }, []);

  if (mode === 'closed') return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog mode={mode} />
    </Suspense>
  );
}
