import { Link } from 'react-router';

export type MyChartView = 'mapa' | 'ceu' | 'progressoes';

const VIEWS: { view: MyChartView; to: string; label: string }[] = [
  { view: 'mapa', to: '/meu-mapa', label: 'Seu mapa' },
  { view: 'ceu', to: '/meu-mapa?aba=ceu', label: 'Seu céu' },
  { view: 'progressoes', to: '/meu-mapa?aba=progressoes', label: 'Progressões' },
];

/** The views of "Meu mapa", as links: each has its own address, so it can be shared and reloaded. */
export function MyChartNav({ current }: { current: MyChartView }) {
  return (
    <nav
      aria-label="Meu mapa"
      className="no-print mx-auto mb-8 flex w-fit gap-1 rounded-full border border-gold/20 bg-deep/70 p-1"
    >
      {VIEWS.map(({ view, to, label }) => (
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
          {label}
        </Link>
      ))}
    </nav>
  );
}
