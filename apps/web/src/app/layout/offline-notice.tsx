import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** A line under the header while the browser is offline: what needs the network says so before failing. */
export function OfflineNotice() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <p
      role="status"
      className="fixed inset-x-0 top-16 z-40 mx-auto flex w-fit max-w-[calc(100%-2rem)] items-center gap-2 rounded-full border border-gold/30 bg-deep/95 px-4 py-2 text-sm text-text shadow-lg"
    >
      <WifiOff className="h-4 w-4 shrink-0 text-soft-gold" aria-hidden="true" />
      Você está sem internet. O que precisa da rede volta quando a conexão voltar.
    </p>
  );
}
