import { lazy, Suspense } from 'react';
import type { BiWheelProps } from './bi-wheel-types';

// The drawing code loads with the first page that shows a bi-wheel, never with the first paint.
const BiWheel = lazy(async () => ({ default: (await import('./bi-wheel')).BiWheel }));

/** A round placeholder of the wheel's size while the drawing code loads, so nothing shifts. */
export function WheelPlaceholder({ label = 'Desenhando a roda...' }: { label?: string }) {
  return (
    <div className="mx-auto grid aspect-square w-full max-w-[34rem] place-items-center" role="status">
      <span className="h-3/4 w-3/4 animate-pulse rounded-full border border-gold/20 bg-violet/20" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** The shared bi-wheel, loaded on demand. */
export function LazyBiWheel(props: BiWheelProps) {
  return (
    <Suspense fallback={<WheelPlaceholder />}>
      <BiWheel {...props} />
    </Suspense>
  );
}
