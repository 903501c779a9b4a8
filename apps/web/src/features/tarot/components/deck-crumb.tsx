import { Link } from 'react-router';

/** The small teal line above a tarot page's title: the deck (or the tarot's home) it belongs to. */
export function DeckCrumb({ to, label, className = '' }: { to: string; label: string; className?: string }) {
  return (
    <p className={`text-xs font-semibold uppercase tracking-[0.3em] text-teal ${className}`}>
      <Link to={to} className="hover:underline">
        {label}
      </Link>
    </p>
  );
}
