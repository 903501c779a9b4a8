import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { notFoundBody } from '../lib/not-found-message';

export function ReportLoading() {
  return (
    <div role="status" className="grid min-h-[50vh] place-items-center text-muted">
      <span className="flex items-center gap-3 text-lg">
        <span
          className="h-6 w-6 animate-spin rounded-full border-2 border-gold/30 border-t-gold"
          aria-hidden="true"
        />
        Buscando sua análise...
      </span>
    </div>
  );
}

/** Missing report, failed load, or nothing calculated yet: one panel, with the way back. */
export function ReportNotFound({ message }: { message?: string }) {
  const body = notFoundBody(message);
  return (
    <section
      className="glass mx-auto mt-8 max-w-xl p-8 text-center animate-fade-in sm:p-10"
      aria-labelledby="relatorio-ausente"
    >
      <span className="mx-auto grid h-16 w-16 place-items-center rounded-full border border-gold/30 bg-violet/50 text-soft-gold">
        <Compass className="h-8 w-8" aria-hidden="true" />
      </span>
      <h1 id="relatorio-ausente" className="gold-text mt-5 text-2xl sm:text-3xl">
        Ops! Relatório não encontrado.
      </h1>
      {body && <p className="mt-3 leading-relaxed text-muted">{body}</p>}
      <Link to="/" className={buttonClasses('primary', 'mt-7')}>
        Voltar e calcular
      </Link>
    </section>
  );
}
