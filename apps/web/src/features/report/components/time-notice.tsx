import { Clock } from 'lucide-react';

/**
 * Shown near the top when the birth time is unknown: what was done (the chart cast for noon) and what
 * stays out, in the server's own words (content.notes).
 */
export function TimeNotice({ notes }: { notes: string[] }) {
  return (
    <aside
      aria-labelledby="hora-desconhecida"
      data-time-notice
      className="mx-auto mt-6 flex max-w-3xl gap-3 rounded-2xl border border-amber/40 bg-amber/10 p-4 text-left sm:p-5"
    >
      <Clock className="mt-0.5 h-5 w-5 shrink-0 text-amber" aria-hidden="true" />
      <div className="min-w-0">
        <h2 id="hora-desconhecida" className="font-sans text-base font-semibold text-soft-gold">
          Hora de nascimento desconhecida
        </h2>
        {notes.length > 0 ? (
          notes.map((note, i) => (
            <p key={i} className="mt-1.5 text-sm leading-relaxed text-text/90">
              {note}
            </p>
          ))
        ) : (
          <p className="mt-1.5 text-sm leading-relaxed text-text/90">
            O mapa foi calculado para as 12:00 no horário local; Ascendente, Meio do Céu e casas ficaram de
            fora.
          </p>
        )}
      </div>
    </aside>
  );
}
