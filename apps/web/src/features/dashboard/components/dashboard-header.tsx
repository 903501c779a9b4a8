import type { PersonalContent } from '@constelar/contract';
import { Newspaper, Trophy, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { firstName } from '../../../lib/jwt-payload';
import { formatCount } from '../lib/format-date';
import { plural } from '../../../lib/plural';
import { greetingFor } from '../lib/greeting';

export type DashboardDialog = 'profile' | 'changelog' | 'achievements';

function HeaderButton({
  icon,
  label,
  onClick,
  badge,
}: {
  icon: ReactNode;
  label: string;
  onClick: () => void;
  badge?: number;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-haspopup="dialog"
      className="glass relative flex min-h-16 flex-col items-center justify-center gap-1 px-2 py-2 text-center text-xs text-text transition duration-200 ease-out hover:border-gold/45 hover:text-soft-gold sm:min-h-11 sm:flex-row sm:gap-2 sm:rounded-full sm:px-4 sm:text-sm"
    >
      {icon}
      <span>{label}</span>
      {badge !== undefined && badge > 0 && (
        <>
          <span
            aria-hidden="true"
            className="absolute right-2 top-2 grid h-5 min-w-5 place-items-center rounded-full bg-gradient-to-br from-gold to-amber px-1.5 text-[11px] font-bold text-night sm:static"
          >
            {badge}
          </span>
          <span className="sr-only">({`${badge} ${plural(badge, 'conquista', 'conquistas')}`})</span>
        </>
      )}
    </button>
  );
}

/** "Sol em Leão · Lua em Peixes · Ascendente em Virgem" of the member's own chart (sky.md §2). */
export function skyLine(chart: PersonalContent): string {
  const { sun, moon, ascendant } = chart.astrology;
  return [
    `Sol em ${sun.sign}`,
    `Lua em ${moon.sign}`,
    ascendant?.sign ? `Ascendente em ${ascendant.sign}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

export function DashboardHeader({
  name,
  reportCount,
  badgeCount,
  chart,
  onOpen,
}: {
  name: string;
  reportCount: number;
  badgeCount: number;
  /** The member's own chart; null while the profile has no birth. */
  chart: PersonalContent | null;
  onOpen: (dialog: DashboardDialog) => void;
}) {
  const greeting = greetingFor(new Date().getHours());
  const first = firstName(name);
  return (
    <header className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
      <div className="animate-fade-in">
        <p className="text-sm tracking-wide text-soft-gold/90">
          {greeting}
          {first ? `, ${first}` : ''}
        </p>
        <h1 className="gold-text mt-1 text-3xl leading-tight sm:text-4xl">Seu Santuário Pessoal</h1>
        {chart && <p className="mt-2 font-serif text-base text-soft-gold/90">{skyLine(chart)}</p>}
        <p className="mt-2 text-sm text-muted">
          {/* product.md's '{N} análises realizadas', in the singular for one (issue #12). */}
          {formatCount(reportCount)} {plural(reportCount, 'análise realizada', 'análises realizadas')}
        </p>
      </div>
      <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
        <HeaderButton
          icon={<UserRound className="h-5 w-5 text-soft-gold sm:h-4 sm:w-4" aria-hidden="true" />}
          label="Meu Perfil"
          onClick={() => onOpen('profile')}
        />
        <HeaderButton
          icon={<Newspaper className="h-5 w-5 text-soft-gold sm:h-4 sm:w-4" aria-hidden="true" />}
          label="Novidades"
          onClick={() => onOpen('changelog')}
        />
        <HeaderButton
          icon={<Trophy className="h-5 w-5 text-soft-gold sm:h-4 sm:w-4" aria-hidden="true" />}
          label="Minhas Conquistas"
          onClick={() => onOpen('achievements')}
          badge={badgeCount}
        />
      </div>
    </header>
  );
}
