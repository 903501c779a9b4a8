import { tarotCodeBySlug } from '@constelar/content/tarot/tarot-names';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../app/not-found-page';
import { LOAD_ERROR_CARD, LoadError } from '../../../components/ui/load-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCard } from '../api/tarot-api';

const AREAS = [
  ['geral', 'No geral'],
  ['amor', 'No amor'],
  ['trabalho', 'No trabalho'],
  ['conselho', 'Como conselho'],
] as const;

/** /tarot/cartas/{slug}: a card with every text; the server also writes them into the HTML. */
export function TarotCardPage() {
  const { slug = '' } = useParams();
  const code = tarotCodeBySlug(slug);
  const card = useCard(code);
  useDocumentTitle(
    card.data ? `${card.data.name}: significado no tarô · Constelar` : 'Carta do tarô · Constelar',
  );
  if (!code) return <NotFoundPage />;
  if (card.isError) {
    return (
      <LoadError
        className={LOAD_ERROR_CARD}
        message={card.error.message}
        onRetry={() => void card.refetch()}
      />
    );
  }
  if (!card.data) {
    return (
      <p role="status" className="py-10 text-center font-serif text-lg text-soft-gold">
        Virando a carta...
      </p>
    );
  }
  const c = card.data;
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 pb-16 pt-6 animate-fade-in">
      <p className="text-center text-xs font-semibold uppercase tracking-[0.3em] text-teal">
        <Link to="/tarot/cartas" className="hover:underline">
          As 78 cartas
        </Link>
      </p>
      <h1 className="gold-text text-center text-4xl sm:text-5xl">{c.name}</h1>
      {/* The art's own size (600×1000): its place is kept before it loads. */}
      <img
        src={c.image}
        alt={c.alt}
        width={600}
        height={1000}
        className="mx-auto w-48 rounded-xl border border-gold/60"
      />
      <p className="text-center font-serif text-xl text-soft-gold">{c.description}</p>
      <p className="text-center text-sm text-text/85">
        <span className="text-teal">Palavras-chave:</span> {c.keywords.join(', ')}
        <br />
        <span className="text-teal">Invertida:</span> {c.reversedKeywords.join(', ')}
      </p>
      {c.longDescription.split(/\n\n+/).map((p) => (
        <p key={p} className="text-text/90">
          {p}
        </p>
      ))}
      {AREAS.map(([area, title]) => (
        <section key={area} className="glass p-5">
          <h2 className="font-serif text-2xl text-soft-gold">{title}</h2>
          <p className="mt-2 text-text/90">{c.meanings[area].upright}</p>
          <h3 className="mt-3 text-sm font-semibold text-teal">Invertida</h3>
          <p className="mt-1 text-text/90">{c.meanings[area].reversed}</p>
        </section>
      ))}
    </article>
  );
}
