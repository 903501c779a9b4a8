export type SystemState = 'checking' | 'online' | 'offline';

const LOOK: Record<SystemState, { text: string; pill: string; dot: string; ping: boolean }> = {
  online: { text: 'Sistema Online', pill: 'border-teal/30 bg-teal/10 text-teal', dot: 'bg-teal', ping: true },
  checking: {
    text: 'Verificando o sistema...',
    pill: 'border-white/15 bg-white/5 text-muted',
    dot: 'bg-muted',
    ping: false,
  },
  offline: {
    text: 'Métricas indisponíveis',
    pill: 'border-danger/40 bg-danger/10 text-danger',
    dot: 'bg-danger',
    ping: false,
  },
};

/** 'Sistema Online' (product.md §5) only while the metrics answer; a failed call says so instead. */
export function SystemStatus({ state }: { state: SystemState }) {
  const look = LOOK[state];
  return (
    <span
      role="status"
      data-state={state}
      className={`inline-flex items-center gap-2 rounded-full border px-3 py-1 ${look.pill}`}
    >
      <span className="relative flex h-2.5 w-2.5" aria-hidden="true">
        {look.ping && (
          <span
            className={`absolute inline-flex h-full w-full rounded-full opacity-60 motion-safe:animate-ping ${look.dot}`}
          />
        )}
        <span className={`relative inline-flex h-2.5 w-2.5 rounded-full ${look.dot}`} />
      </span>
      {look.text}
    </span>
  );
}
