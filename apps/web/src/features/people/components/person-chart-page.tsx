import type { PersonalContent, PersonalReportResponse } from '@constelar/contract';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { ViewLinks } from '../../../components/ui/view-links';
import { api, errorMessage } from '../../../lib/api-client';

/** The two views of a person's page. */
function PersonChartNav({ personId, current }: { personId: string; current: 'mapa' | 'progressoes' }) {
  const base = `/pessoas/${encodeURIComponent(personId)}/mapa`;
  const views = [
    { view: 'mapa', to: base, label: 'Mapa' },
    { view: 'progressoes', to: `${base}?aba=progressoes`, label: 'Progressões' },
  ] as const;
  return <ViewLinks label="Mapa da pessoa" views={views} current={current} className="mt-4" />;
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
