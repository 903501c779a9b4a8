import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { TimedMessage } from '../hooks/use-timed-message';

/** A polite live region that is always in the DOM, so screen readers hear every new message. */
export function StatusLine({
  message,
  className = '',
}: {
  message: TimedMessage | null;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);

  // In a long dialog on a phone the message may sit below the fold: bring it into view.
  useEffect(() => {
    if (message) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [message]);

  return (
    <div ref={ref} aria-live="polite" className={className}>
      {message && (
        <p
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={`flex items-start gap-2 rounded-xl border px-4 py-3 text-sm animate-fade-in ${
            message.tone === 'error'
              ? 'border-danger/40 bg-danger/10 text-danger'
              : 'border-teal/40 bg-teal/10 text-teal'
          }`}
        >
          {message.tone === 'error' ? (
            <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          ) : (
            <CircleCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          )}
          <span>{message.text}</span>
        </p>
      )}
    </div>
  );
}
