import type { ArcanumEntry, PersonalContent } from '@constelar/contract';

interface HeroCardProps {
  eyebrow: string;
  title: string;
  caption: string;
  image: string;
  alt: string;
  shape: 'square' | 'card';
  delay: number;
}

function HeroCard({ eyebrow, title, caption, image, alt, shape, delay }: HeroCardProps) {
  return (
    <article
      className="glass group flex items-center gap-4 overflow-hidden p-4 animate-fade-in md:flex-col md:items-stretch md:p-5"
      style={{ animationDelay: `${delay}ms` }}
    >
      <div className="flex w-20 shrink-0 justify-center md:h-56 md:w-auto md:items-center">
        <img
          src={image}
          alt={alt}
          width={shape === 'square' ? 480 : 600}
          height={shape === 'square' ? 480 : 1000}
          decoding="async"
          className={`shadow-[0_10px_40px_-12px_rgba(212,175,55,0.45)] transition duration-300 ease-out group-hover:-translate-y-1 motion-reduce:transform-none ${
            shape === 'square'
              ? 'aspect-square w-20 rounded-full md:w-52'
              : 'aspect-[3/5] w-16 rounded-lg md:h-56 md:w-auto'
          }`}
        />
      </div>
      <div className="min-w-0 md:text-center">
        <p className="text-xs uppercase tracking-[0.2em] text-soft-gold/85">{eyebrow}</p>
        <h3 className="mt-1 font-serif text-xl text-text md:text-2xl">{title}</h3>
        <p className="mt-1 text-sm text-muted">{caption}</p>
      </div>
    </article>
  );
}

/**
 * Three keywords of an arcanum. A second role of the same arcanum carries only `{ id, name, sameAs }`
 * (sky.md §1): its keywords are those of the personal arcanum it repeats.
 */
function keywordsOf(entry: ArcanumEntry, content: PersonalContent): string {
  const { personalArcana } = content.arcana;
  const keywords =
    'keywords' in entry ? entry.keywords : entry.id === personalArcana.id ? personalArcana.keywords : [];
  return keywords.slice(0, 3).join(' · ');
}

/** 'Sua essência': the Sun sign and the two main arcana of the member's own chart (sky.md §2). */
export function HeroTrio({ content }: { content: PersonalContent }) {
  const { sun } = content.astrology;
  const { personalArcana, personalityArcana } = content.arcana;
  return (
    <section aria-labelledby="hero-trio-title">
      <h2 id="hero-trio-title" className="sr-only">
        Sua essência
      </h2>
      <div className="grid gap-3 md:grid-cols-3 md:gap-5">
        <HeroCard
          eyebrow="Signo Solar"
          title={sun.sign}
          caption="A luz que você irradia"
          image={`/images/signs/${sun.signCode}.webp`}
          alt={`Ilustração do signo de ${sun.sign}`}
          shape="square"
          delay={0}
        />
        <HeroCard
          eyebrow="Arcano Pessoal"
          title={personalArcana.name}
          caption={keywordsOf(personalArcana, content) || 'O arquétipo que guia seus passos'}
          image={`/images/arcana/${personalArcana.id}.webp`}
          alt={`Carta do arcano ${personalArcana.name}`}
          shape="card"
          delay={80}
        />
        <HeroCard
          eyebrow="Arcano da Personalidade"
          title={personalityArcana.name}
          caption={keywordsOf(personalityArcana, content) || 'Como o mundo percebe você'}
          image={`/images/arcana/${personalityArcana.id}.webp`}
          alt={`Carta do arcano ${personalityArcana.name}`}
          shape="card"
          delay={160}
        />
      </div>
    </section>
  );
}
