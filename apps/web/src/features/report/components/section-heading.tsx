import type { ReactNode } from 'react';

/** The heading that opens each report section: a small eyebrow, the serif title and a line of context. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className="mb-6 sm:mb-8">
      <p className="text-xs font-semibold uppercase tracking-[0.22em] text-teal">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-2xl text-soft-gold sm:text-3xl">
        {title}
      </h2>
      {children && (
        <p className="mt-2 max-w-2xl text-sm leading-relaxed text-muted sm:text-base">{children}</p>
      )}
    </header>
  );
}
