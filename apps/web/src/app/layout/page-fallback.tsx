export function PageFallback({ text = 'Carregando...' }: { text?: string }) {
  return (
    <div role="status" className="grid min-h-[40vh] place-items-center text-muted">
      <span className="flex items-center gap-3">
        <span
          className="h-5 w-5 animate-spin rounded-full border-2 border-gold/30 border-t-gold"
          aria-hidden="true"
        />
        {text}
      </span>
    </div>
  );
}
