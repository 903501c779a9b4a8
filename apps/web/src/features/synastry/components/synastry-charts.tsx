import type { SynastryContent } from '@constelar/contract';
import type { ReactNode } from 'react';
import { InterAspectGrid } from './inter-aspect-grid';

/**
 * The two charts side by side: the bi-wheel (person1 inside, person2 outside) and the inter-aspect grid.
 * The wheel comes in as `wheel`, so this section renders without it until the shared component lands.
 */
export function SynastryCharts({ content, wheel }: { content: SynastryContent; wheel?: ReactNode }) {
  return (
    <section aria-labelledby="mapas-title" className="mt-12" data-testid="synastry-charts">
      <h2 id="mapas-title" className="text-center text-2xl text-soft-gold sm:text-3xl">
        Os dois mapas juntos
      </h2>
      <div className={`mt-6 grid gap-4 ${wheel ? 'lg:grid-cols-2' : ''}`}>
        {wheel && <div className="glass p-3 sm:p-4">{wheel}</div>}
        <InterAspectGrid content={content} />
      </div>
    </section>
  );
}
