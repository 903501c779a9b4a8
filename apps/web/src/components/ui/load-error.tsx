import { RefreshCw } from 'lucide-react';
import { buttonClasses } from './button';

/** A query that failed: the server's words, said at once to screen readers, and a way to ask again. */
export function LoadError({
  message,
  onRetry,
  className = 'flex flex-col items-start gap-3',
}: {
  message: string;
  onRetry: () => void;
  /** The wrapper's layout: a card of its own (`glass`, centred) or a line inside one (the default). */
  className?: string;
}) {
  return (
    <div className={className}>
      <p role="alert" className="text-danger">
        {message}
      </p>
      <button type="button" onClick={onRetry} className={buttonClasses('secondary')}>
        <RefreshCw className="h-4 w-4" aria-hidden="true" />
        Tentar de novo
      </button>
    </div>
  );
}

/** A failed query shown as a card of its own. */
export const LOAD_ERROR_CARD = 'glass flex flex-col items-center gap-3 p-6 text-center';
