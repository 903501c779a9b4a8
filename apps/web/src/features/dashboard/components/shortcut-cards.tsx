import {
  ArrowRight,
  Hash,
  HeartHandshake,
  ScrollText,
  Sparkles,
  UserRoundPen,
  UsersRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const SHORTCUT_CLASSES =
  'glass group flex min-h-24 w-full items-center gap-4 p-4 text-left transition duration-200 ease-out hover:border-gold/45 hover:bg-violet/60 sm:p-5';

function ShortcutBody({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <>
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
    </>
  );
}

function Shortcut({ to, ...body }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Link to={to} className={SHORTCUT_CLASSES}>
      <ShortcutBody {...body} />
    </Link>
  );
}

/**
 * "Meu Relatório Pessoal" opens the member's own chart (sky.md §2); without a birth in the profile it
 * invites the member to add one instead.
 */
export function ShortcutCards({ hasChart, onAddBirth }: { hasChart: boolean; onAddBirth: () => void }) {
  return (
    <nav aria-label="Atalhos" className="grid gap-3 sm:grid-cols-2 sm:gap-5">
      {hasChart ? (
        <Shortcut
          to="/meu-mapa"
          icon={<ScrollText className="h-5 w-5" aria-hidden="true" />}
          title="Meu Relatório Pessoal"
          text="Revisite seu mapa, seus números, seus arcanos e o céu que passa por eles."
        />
      ) : (
        <button type="button" onClick={onAddBirth} aria-haspopup="dialog" className={SHORTCUT_CLASSES}>
          <ShortcutBody
            icon={<UserRoundPen className="h-5 w-5" aria-hidden="true" />}
            title="Meu Relatório Pessoal"
            text="Adicione seus dados de nascimento ao perfil para ter o seu mapa sempre à mão."
          />
        </button>
      )}
      <Shortcut
        to="/sinastria"
        icon={<HeartHandshake className="h-5 w-5" aria-hidden="true" />}
        title="Analisar Conexão"
        text="Descubra a sintonia entre o seu céu e o de outra pessoa."
      />
      <Shortcut
        to="/pessoas"
        icon={<UsersRound className="h-5 w-5" aria-hidden="true" />}
        title="Pessoas"
        text="Guarde o nascimento de quem faz parte da sua vida, com a permissão de cada um."
      />
      {hasChart && (
        <Shortcut
          to="/numerologia"
          icon={<Hash className="h-5 w-5" aria-hidden="true" />}
          title="Mapa numerológico"
          text="Seus números pelo nome e pela data, com a linha da vida e o momento de agora."
        />
      )}
      <Shortcut
        to="/tarot/diario"
        icon={<Sparkles className="h-5 w-5" aria-hidden="true" />}
        title="Meu diário de tarot"
        text="Suas tiragens com anotações, e as cartas que mais voltam."
      />
    </nav>
  );
}
