import { lazy, Suspense } from 'react';
import type { BiWheelProps } from './bi-wheel-types';
import { WheelPlaceholder } from './wheel-placeholder';

// The drawing code loads with the first page that shows a bi-wheel, never with the first paint.
const BiWheel = lazy(async () => ({ default: (await import('./bi-wheel')).BiWheel }));

/** The shared bi-wheel, loaded on demand. */
export function LazyBiWheel(props: BiWheelProps) {
  return (
    <Suspense fallback={<WheelPlaceholder />}>
      <BiWheel {...props} />
    </Suspense>
  );
}
