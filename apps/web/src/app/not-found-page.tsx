import { Home } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';

/** Any path the app has no page for; the server answers it with status 404 and this same page. */
export function NotFoundPage() {
  return (
    <section className="glass mx-auto mt-8 max-w-3xl p-8 text-center animate-fade-in">
      <p className="text-xs font-semibold uppercase tracking-[0.3em] text-teal">Erro 404</p>
      <h1 className="gold-text mt-3 text-3xl">Página não encontrada</h1>
      <p className="mt-4 text-muted">
        Este caminho não leva a nenhuma estrela conhecida. Talvez o endereço tenha mudado ou falte uma letra.
      </p>
      <Link to="/" className={buttonClasses('primary', 'mt-6')}>
        <Home className="h-4 w-4" aria-hidden="true" />
        Voltar ao início
      </Link>
    </section>
  );
}
