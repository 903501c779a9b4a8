import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../app/not-found-page';
import { LOAD_ERROR_CARD, LoadError } from '../../../components/ui/load-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCiganoCard } from '../api/cigano-api';

const AREAS = [
  ['geral', 'No geral'],
  ['amor', 'No amor'],
  ['trabalho', 'No trabalho'],
  ['conselho', 'Como conselho'],
] as const;

/** /tarot/cigano/cartas/{slug}: a cigano card with every text; the server also writes them into the HTML. */
export function CiganoCardPage() {
  const { slug = '' } = useParams();
  const card = useCiganoCard(slug);
  useDocumentTitle(
    card.data
      ? `${card.data.name}: significado no baralho cigano · Constelar`
      : 'Carta do baralho cigano · Constelar',
  );
  if (card.isError) {
    if (/não encontrada/i.test(card.error.message)) return <NotFoundPage />;
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
        <Link to="/tarot/cigano/cartas" className="hover:underline">
          As 36 cartas ciganas
        </Link>
      </p>
      <h1 className="gold-text text-center text-4xl sm:text-5xl">
        {c.number}. {c.name}
      </h1>
      <img src={c.image} alt={c.alt} className="mx-auto w-48 rounded-xl border border-gold/60" />
      <p className="text-center text-sm text-teal">{c.insert}</p>
      <p className="text-center font-serif text-xl text-soft-gold">{c.description}</p>
      <p className="text-center text-sm text-text/85">
        <span className="text-teal">Palavras-chave:</span> {c.keywords.join(', ')}
        <br />
        <span className="text-teal">Em um par:</span> {c.subject} · {c.modifier}
      </p>
      {c.longDescription.split(/\n\n+/).map((p) => (
        <p key={p} className="text-text/90">
          {p}
        </p>
      ))}
      {AREAS.map(([area, title]) => (
        <section key={area} className="glass p-5">
          <h2 className="font-serif text-2xl text-soft-gold">{title}</h2>
          <p className="mt-2 text-text/90">{c.meanings[area]}</p>
        </section>
      ))}
    </article>
  );
}
