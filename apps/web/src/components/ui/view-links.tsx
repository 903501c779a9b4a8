import { Link } from 'react-router';

export interface ViewLink<View extends string> {
  view: View;
  to: string;
  label: string;
}

/**
 * A page's views as a row of links, the current one marked: each view has its own address, so it can be
 * shared and reloaded ("Meu mapa", a saved person's page).
 */
export function ViewLinks<View extends string>({
  label,
  views,
  current,
  className = '',
}: {
  label: string;
  views: readonly ViewLink<View>[];
  current: View;
  className?: string;
}) {
  return (
    <nav
      aria-label={label}
      className={`no-print mx-auto mb-8 flex w-fit gap-1 rounded-full border border-gold/20 bg-deep/70 p-1 ${className}`}
    >
      {views.map(({ view, to, label: text }) => (
        <Link
          key={view}
          to={to}
          aria-current={view === current ? 'page' : undefined}
          className={`inline-flex min-h-11 items-center rounded-full px-5 text-sm transition duration-200 ease-out ${
            view === current
              ? 'bg-gradient-to-r from-gold to-soft-gold font-semibold text-night'
              : 'text-text hover:text-soft-gold'
          }`}
        >
          {text}
        </Link>
      ))}
    </nav>
  );
}
