import type { SynastryContent } from '@constelar/contract';
import { LazyBiWheel } from '../../../components/chart/lazy-bi-wheel';
import { toBiWheelProps } from '../lib/to-bi-wheel-props';
import { InterAspectGrid } from './inter-aspect-grid';

/** The two charts side by side: the bi-wheel (person1 inside, person2 outside) and the inter-aspect grid. */
export function SynastryCharts({ content }: { content: SynastryContent }) {
  return (
    <section aria-labelledby="mapas-title" className="mt-12" data-testid="synastry-charts">
      <h2 id="mapas-title" className="text-center text-2xl text-soft-gold sm:text-3xl">
        Os dois mapas juntos
      </h2>
      <div className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-2">
        <div className="glass p-3 sm:p-4">
          <LazyBiWheel {...toBiWheelProps(content)} />
        </div>
        <InterAspectGrid content={content} />
      </div>
    </section>
  );
}
