import type { PersonalContent } from '@constelar/contract';
import { Compass, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useOwnChart } from '../../../lib/own-chart-query';
import { useSessionUser } from '../../../lib/session';
import { ownSky } from '../../../lib/sky-owner';
import { MyChartNav } from './my-chart-nav';
import { ProgressionsView } from './progressions-view';
import { SkyView } from './sky-view';

/** The dashboard opens its profile dialog on ?perfil, where the birth is filled in. */
export const ADD_BIRTH_HREF = '/dashboard?perfil=nascimento';

function NoBirth() {
  return (
    <section className="glass relative mx-auto max-w-xl overflow-hidden p-6 text-center animate-fade-in sm:p-10">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 left-1/2 h-56 w-56 -translate-x-1/2 rounded-full bg-gold/15 blur-3xl"
      />
      <Compass className="relative mx-auto h-12 w-12 text-soft-gold" aria-hidden="true" />
      <h1 className="gold-text relative mt-4 text-2xl sm:text-3xl">Meu mapa</h1>
      <p className="relative mx-auto mt-3 max-w-md text-text/85">
        Seu mapa aparece aqui assim que o seu perfil souber quando e onde você nasceu. Leva um minuto, e a
        partir daí você acompanha também o céu que passa por ele.
      </p>
      <Link to={ADD_BIRTH_HREF} className={buttonClasses('primary', 'relative mt-6')}>
        Preencher meus dados de nascimento
      </Link>
    </section>
  );
}

/**
 * /meu-mapa (sky.md §2): the member's own report; on ?aba=ceu, "Seu céu"; on ?aba=progressoes, the sky
 * ahead (relations.md §3). The report's look belongs to features/report, which this feature may not
 * import: the router hands it in as `renderChart`.
 */
export function MyChartPage({ renderChart }: { renderChart: (content: PersonalContent) => ReactNode }) {
  const userId = useSessionUser()?.id ?? null;
  const chart = useOwnChart(userId);
  const [params] = useSearchParams();
  const tab = params.get('aba');
  const view = tab === 'ceu' || tab === 'progressoes' ? tab : 'mapa';

  if (chart.isPending) {
    return (
      <p role="status" className="py-24 text-center font-serif text-lg text-soft-gold">
        Buscando o seu mapa...
      </p>
    );
  }
  if (chart.isError) {
    return (
      <section className="glass mx-auto mt-8 flex max-w-xl flex-col items-center gap-4 p-8 text-center">
        <h1 className="gold-text text-2xl">Meu mapa</h1>
        <p role="alert" className="text-muted">
          {chart.error.message}
        </p>
        <button type="button" onClick={() => void chart.refetch()} className={buttonClasses('primary')}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          Tentar de novo
        </button>
      </section>
    );
  }
  if (!chart.data) return <NoBirth />;

  return (
    <div>
      <MyChartNav current={view} />
      {view === 'ceu' ? (
        <SkyView userId={userId} />
      ) : view === 'progressoes' ? (
        <ProgressionsView owner={ownSky(userId)} natal={chart.data.astrology} name={chart.data.name} />
      ) : (
        renderChart(chart.data)
      )}
    </div>
  );
}
