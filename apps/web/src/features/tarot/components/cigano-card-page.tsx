import { useParams } from 'react-router';
import { NotFoundPage } from '../../../app/not-found-page';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCiganoCard } from '../api/cigano-api';
import { CARD_AREAS, CardArticle } from './card-page-parts';
import { Pending } from './pending';

/** /tarot/cigano/cartas/{slug}: a cigano card with every text; the server also writes them into the HTML. */
export function CiganoCardPage() {
  const { slug = '' } = useParams();
  const card = useCiganoCard(slug);
  useDocumentTitle(
    card.data
      ? `${card.data.name}: significado no baralho cigano · Constelar`
      : 'Carta do baralho cigano · Constelar',
  );
  if (card.isError && /não encontrada/i.test(card.error.message)) return <NotFoundPage />;
  if (!card.data)
    return <Pending error={card.error} onRetry={() => void card.refetch()} label="Virando a carta..." />;
  const c = card.data;
  return (
    <CardArticle
      deck={{ to: '/tarot/cigano/cartas', label: 'As 36 cartas ciganas' }}
      title={`${c.number}. ${c.name}`}
      card={c}
      under={<p className="text-center text-sm text-teal">{c.insert}</p>}
      keywords={
        <>
          <span className="text-teal">Palavras-chave:</span> {c.keywords.join(', ')}
          <br />
          <span className="text-teal">Em um par:</span> {c.subject} · {c.modifier}
        </>
      }
    >
      {CARD_AREAS.map(([area, title]) => (
        <section key={area} className="glass p-5">
          <h2 className="font-serif text-2xl text-soft-gold">{title}</h2>
          <p className="mt-2 text-text/90">{c.meanings[area]}</p>
        </section>
      ))}
    </CardArticle>
  );
}
