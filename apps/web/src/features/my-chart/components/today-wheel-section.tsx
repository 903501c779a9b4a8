import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { useMemo } from 'react';
import { LazyBiWheel } from '../../../components/chart/lazy-bi-wheel';
import { WheelPlaceholder } from '../../../components/chart/wheel-placeholder';
import { useOwnChart } from '../../../lib/own-chart-query';
import { useToday } from '../../../lib/today-query';
import { todayWheelProps } from '../lib/today-wheel';

/** "Roda de hoje" (relations.md §3): the day's sky at noon in Brasília around the member's natal chart. */
export function TodayWheelSection({ userId, date }: { userId: string | null; date: string }) {
  const chart = useOwnChart(userId);
  const day = useToday(userId, date, true);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const dateLabel = format(new Date(y, m - 1, d), "d 'de' MMMM", { locale: ptBR });
  const props = useMemo(
    () =>
      chart.data && day.data
        ? todayWheelProps(chart.data.astrology, day.data, chart.data.name, dateLabel)
        : null,
    [chart.data, day.data, dateLabel],
  );

  return (
    <section aria-labelledby="roda-de-hoje-titulo" className="glass p-4 sm:p-6">
      <h2 id="roda-de-hoje-titulo" className="text-2xl text-soft-gold sm:text-3xl">
        Roda de hoje
      </h2>
      <p className="mt-2 max-w-2xl text-sm leading-relaxed text-muted sm:text-base">
        Por dentro, o céu do seu nascimento; por fora, onde os planetas estão ao meio-dia de hoje em Brasília.
        As linhas ligam os trânsitos em orbe neste dia.
      </p>
      <div className="mt-4">
        {day.isError ? (
          <p role="alert" className="text-muted">
            {day.error.message}
          </p>
        ) : props ? (
          <LazyBiWheel {...props} />
        ) : (
          <WheelPlaceholder />
        )}
      </div>
    </section>
  );
}
