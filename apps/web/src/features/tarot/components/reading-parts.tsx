import type { TarotReading } from '@constelar/contract';
import { Link } from 'react-router';
import { readingProofPath } from '../lib/reading-share';
import { TarotCardFace } from './tarot-card-face';
import { TarotReadingShare } from './tarot-reading-share';

// What a tarot reading and a cigano reading show alike, below their layouts (tarot-reading-view.tsx,
// cigano-reading-view.tsx): each card read in its position, the synthesis, "Compartilhar" and the proof.

/** Each card in its position, read: its face, its place, its name (linked to its page) and its text. */
export function CardsRead({
  reading,
  cardPath,
  heading: Heading,
}: {
  reading: TarotReading;
  /** The card's page: /tarot/cartas/{slug} or /tarot/cigano/cartas/{slug}. */
  cardPath: (slug: string) => string;
  /** Each position's heading level, under the section's own. */
  heading: 'h3' | 'h4';
}) {
  return (
    <ol className="flex flex-col gap-4">
      {reading.cards.map((c) => (
        <li key={c.position} className="glass flex gap-4 p-4">
          <TarotCardFace card={c.card} reversed={c.reversed} className="w-16 shrink-0" />
          <div>
            <Heading className="text-sm font-semibold uppercase tracking-wide text-teal">
              {c.position}. {c.positionName}
            </Heading>
            <p className="font-serif text-xl text-soft-gold">
              <Link to={cardPath(c.card.slug)} className="hover:underline">
                {c.card.name}
              </Link>
              {c.reversed && <span className="text-base text-muted"> (invertida)</span>}
            </p>
            <p className="mt-2 text-text/90">{c.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The synthesis, then "Compartilhar" and "Conferir o embaralhamento". */
export function SynthesisAndProof({ reading, idPrefix }: { reading: TarotReading; idPrefix: string }) {
  const titleId = `${idPrefix}-synthesis-title`;
  return (
    <>
      <section aria-labelledby={titleId} className="glass p-5">
        <h3 id={titleId} className="font-serif text-2xl text-soft-gold">
          Síntese
        </h3>
        {reading.synthesis.map((p) => (
          <p key={p} className="mt-3 text-text/90">
            {p}
          </p>
        ))}
      </section>
      <div className="flex flex-wrap items-start justify-center gap-3">
        <TarotReadingShare reading={reading} />
        <Link
          to={readingProofPath(reading)}
          className="inline-flex min-h-11 items-center px-3 text-sm font-semibold text-teal hover:underline"
        >
          Conferir o embaralhamento
        </Link>
      </div>
    </>
  );
}
