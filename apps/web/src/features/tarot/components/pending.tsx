import { LOAD_ERROR_CARD, LoadError } from '../../../components/ui/load-error';

/** Until a page's data is known: its error with a retry, or what is being prepared. */
export function Pending({
  error,
  onRetry,
  label,
}: {
  error: Error | null;
  onRetry: () => void;
  label: string;
}) {
  if (error) return <LoadError className={LOAD_ERROR_CARD} message={error.message} onRetry={onRetry} />;
  return (
    <p role="status" className="py-10 text-center font-serif text-lg text-soft-gold">
      {label}
    </p>
  );
}
