import { ArrowRight, HeartHandshake, ScrollText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

function Shortcut({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Link
      to={to}
      className="glass group flex min-h-24 items-center gap-4 p-4 transition duration-200 ease-out hover:border-gold/45 hover:bg-violet/60 sm:p-5"
    >
      <span className="grid h-12 w-12 shrink-0 place-items-center rounded-full border border-gold/30 bg-night/60 text-soft-gold">
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-serif text-lg text-soft-gold">{title}</span>
        <span className="mt-0.5 block text-sm text-muted">{text}</span>
      </span>
      <ArrowRight
        className="h-5 w-5 shrink-0 text-soft-gold/70 transition duration-200 group-hover:translate-x-1 motion-reduce:transform-none"
        aria-hidden="true"
      />
    </Link>
  );
}

export function ShortcutCards({ showPersonal = true }: { showPersonal?: boolean }) {
  return (
    <nav aria-label="Atalhos" className="grid gap-3 sm:grid-cols-2 sm:gap-5">
      {showPersonal && (
        <Shortcut
          to="/resultado"
          icon={<ScrollText className="h-5 w-5" aria-hidden="true" />}
          title="Meu Relatório Pessoal"
          text="Revisite seu mapa, seus números e seus arcanos."
        />
      )}
      <Shortcut
        to="/sinastria"
        icon={<HeartHandshake className="h-5 w-5" aria-hidden="true" />}
        title="Analisar Conexão"
        text="Descubra a sintonia entre o seu céu e o de outra pessoa."
      />
    </nav>
  );
}
