import { tarotCodeBySlug } from '@constelar/content/tarot/tarot-names';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../app/not-found-page';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCard } from '../api/tarot-api';
import { CARD_AREAS, CardArticle } from './card-page-parts';
import { Pending } from './pending';

/** /tarot/cartas/{slug}: a card with every text; the server also writes them into the HTML. */
export function TarotCardPage() {
  const { slug = '' } = useParams();
  const code = tarotCodeBySlug(slug);
  const card = useCard(code);
  useDocumentTitle(
    card.data ? `${card.data.name}: significado no tarô · Constelar` : 'Carta do tarô · Constelar',
  );
  if (!code) return <NotFoundPage />;
  if (!card.data)
    return <Pending error={card.error} onRetry={() => void card.refetch()} label="Virando a carta..." />;
  const c = card.data;
  return (
    <CardArticle
      deck={{ to: '/tarot/cartas', label: 'As 78 cartas' }}
      title={c.name}
      card={c}
      keywords={
        <>
          <span className="text-teal">Palavras-chave:</span> {c.keywords.join(', ')}
          <br />
          <span className="text-teal">Invertida:</span> {c.reversedKeywords.join(', ')}
        </>
      }
    >
      {CARD_AREAS.map(([area, title]) => (
        <section key={area} className="glass p-5">
          <h2 className="font-serif text-2xl text-soft-gold">{title}</h2>
          <p className="mt-2 text-text/90">{c.meanings[area].upright}</p>
          <h3 className="mt-3 text-sm font-semibold text-teal">Invertida</h3>
          <p className="mt-1 text-text/90">{c.meanings[area].reversed}</p>
        </section>
      ))}
    </CardArticle>
  );
}
