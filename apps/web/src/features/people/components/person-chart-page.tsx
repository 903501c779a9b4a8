import type { PersonalContent, PersonalReportResponse } from '@constelar/contract';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { api, errorMessage } from '../../../lib/api-client';

/**
 * /pessoas/:id/mapa: a saved person's chart (GET /api/people/{id}/chart). The report's look belongs to
 * features/report, which this feature may not import: the router hands it in as `renderChart`.
 */
export function PersonChartPage({ renderChart }: { renderChart: (content: PersonalContent) => ReactNode }) {
  const { personId = '' } = useParams();
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
      {chart.data && renderChart(chart.data)}
    </div>
  );
}
