import { Component, type ReactNode } from 'react';
import { RotateCw, WifiOff } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';

// A page's code loads on demand: offline, or after a deploy replaced its chunk, the import fails. Instead of
// a blank screen, the page says so in Portuguese and offers to try again (issue #45).

/** The browsers' words for a lazy chunk that could not be fetched (Chromium, Safari, Firefox, Vite). */
const CHUNK_FAILED =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Loading (CSS )?chunk/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILED.test(`${error.name} ${error.message}`);
}

interface State {
  error: unknown;
}

export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const offline = isChunkLoadError(error) || (typeof navigator !== 'undefined' && !navigator.onLine);
    return (
      <section
        role="alert"
        aria-labelledby="erro-pagina"
        className="glass mx-auto mt-8 max-w-xl p-8 text-center animate-fade-in"
      >
        <WifiOff className="mx-auto h-8 w-8 text-soft-gold" aria-hidden="true" />
        <h1 id="erro-pagina" className="gold-text mt-4 text-2xl sm:text-3xl">
          {offline ? 'Você está sem internet…' : 'Esta página não abriu'}
        </h1>
        <p className="mt-4 text-muted">
          {offline
            ? 'Esta página precisa da rede para abrir pela primeira vez. Confira a conexão e tente de novo: o que você já abriu continua aqui.'
            : 'Algo falhou ao montar esta página. Tente de novo; se continuar, volte mais tarde.'}
        </p>
        {/* A fresh load: a chunk that failed once stays failed for React.lazy until the page reloads. */}
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={buttonClasses('primary', 'mt-6')}
        >
          <RotateCw className="h-4 w-4" aria-hidden="true" />
          Tentar de novo
        </button>
      </section>
    );
  }
}
