import type { PersonalContent, PersonalReportResponse } from '@constelar/contract';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { api, errorMessage } from '../../../lib/api-client';

/** The two views of a person's page, as links: each has its own address. */
function PersonChartNav({ personId, current }: { personId: string; current: 'mapa' | 'progressoes' }) {
  const base = `/pessoas/${encodeURIComponent(personId)}/mapa`;
  const views = [
    { view: 'mapa', to: base, label: 'Mapa' },
    { view: 'progressoes', to: `${base}?aba=progressoes`, label: 'Progressões' },
  ] as const;
  return (
    <nav
      aria-label="Mapa da pessoa"
      className="no-print mx-auto mb-8 mt-4 flex w-fit gap-1 rounded-full border border-gold/20 bg-deep/70 p-1"
    >
      {views.map(({ view, to, label }) => (
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

/**
 * /pessoas/:id/mapa: a saved person's chart (GET /api/people/{id}/chart) and, on ?aba=progressoes, the
 * sky ahead of it (relations.md §3). The report's look and the sky ahead belong to other features, which
 * this one may not import: the router hands them in as `renderChart` and `renderAhead`.
 */
export function PersonChartPage({
  renderChart,
  renderAhead,
}: {
  renderChart: (content: PersonalContent, personId: string) => ReactNode;
  renderAhead: (content: PersonalContent, personId: string) => ReactNode;
}) {
  const { personId = '' } = useParams();
  const [params] = useSearchParams();
  const view = params.get('aba') === 'progressoes' ? 'progressoes' : 'mapa';
  const chart = useQuery({
    queryKey: ['people', personId, 'chart'],
    queryFn: async () => {
      try {
        return (await api.get<PersonalReportResponse>(`/people/${encodeURIComponent(personId)}/chart`)).data
          .content;
      } catch (error) {
        throw new Error(errorMessage(error, 'Não foi possível buscar este mapa.'));
      }
    },
    retry: false,
  });

  return (
    <div>
      <Link to="/pessoas" className={buttonClasses('ghost', '-ml-3 text-soft-gold')}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Pessoas
      </Link>
      {chart.isPending && (
        <p role="status" className="py-24 text-center font-serif text-lg text-soft-gold">
          Buscando o mapa...
        </p>
      )}
      {chart.isError && (
        <section className="glass mx-auto mt-8 flex max-w-xl flex-col items-center gap-4 p-8 text-center">
          <h1 className="gold-text text-2xl">Mapa</h1>
          <p role="alert" className="text-muted">
            {chart.error.message}
          </p>
          <button type="button" onClick={() => void chart.refetch()} className={buttonClasses('primary')}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            Tentar de novo
          </button>
        </section>
      )}
      {chart.data && (
        <>
          <PersonChartNav personId={personId} current={view} />
          {view === 'progressoes' ? renderAhead(chart.data, personId) : renderChart(chart.data, personId)}
        </>
      )}
    </div>
  );
}
