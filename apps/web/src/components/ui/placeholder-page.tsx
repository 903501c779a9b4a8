import type { ReactNode } from 'react';

export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="glass mx-auto mt-8 max-w-3xl p-8 animate-fade-in">
      <h1 className="gold-text text-3xl">{title}</h1>
      {children && <div className="mt-4 text-muted">{children}</div>}
    </section>
  );
}
