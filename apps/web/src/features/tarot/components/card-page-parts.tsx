import type { ReactNode } from 'react';
import { DeckCrumb } from './deck-crumb';

// What a tarot card's page and a cigano card's page share (tarot-card-page.tsx, cigano-card-page.tsx).

/** The four areas every card is read in, in the order the pages show them. */
export const CARD_AREAS = [
  ['geral', 'No geral'],
  ['amor', 'No amor'],
  ['trabalho', 'No trabalho'],
  ['conselho', 'Como conselho'],
] as const;

/**
 * The deck's page above, the card's title, its art, what the deck adds under it, its description, its
 * keywords, its long description, then `children`: each area's reading.
 */
export function CardArticle({
  deck,
  title,
  card,
  under,
  keywords,
  children,
}: {
  deck: { to: string; label: string };
  title: string;
  card: { image: string; alt: string; description: string; longDescription: string };
  /** A line under the art (the cigano card's playing-card insert). */
  under?: ReactNode;
  /** The keyword lines: the card's own, then the deck's second line. */
  keywords: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 pb-16 pt-6 animate-fade-in">
      <DeckCrumb {...deck} className="text-center" />
      <h1 className="gold-text text-center text-4xl sm:text-5xl">{title}</h1>
      {/* Both decks' art is 600×1000: its place is kept before it loads. */}
      <img
        src={card.image}
        alt={card.alt}
        width={600}
        height={1000}
        className="mx-auto w-48 rounded-xl border border-gold/60"
      />
      {under}
      <p className="text-center font-serif text-xl text-soft-gold">{card.description}</p>
      <p className="text-center text-sm text-text/85">{keywords}</p>
      {card.longDescription.split(/\n\n+/).map((p) => (
        <p key={p} className="text-text/90">
          {p}
        </p>
      ))}
      {children}
    </article>
  );
}
