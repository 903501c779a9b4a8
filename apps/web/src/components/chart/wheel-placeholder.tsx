/** A round placeholder of a wheel's size while its drawing code loads, so nothing shifts. */
export function WheelPlaceholder({ label = 'Desenhando a roda...' }: { label?: string }) {
  return (
    <div className="mx-auto grid aspect-square w-full max-w-[34rem] place-items-center" role="status">
      <span className="h-3/4 w-3/4 animate-pulse rounded-full border border-gold/20 bg-violet/20" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
