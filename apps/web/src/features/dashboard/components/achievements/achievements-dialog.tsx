import type { Badge } from '@constelar/contract';
import { BADGE_TEXTS, RARITY_NAMES } from '@constelar/content/badges';
import { Lock, RefreshCw } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { ACHIEVEMENTS_MESSAGE_MS } from '../../../../config/constants';
import { useBadgesQuery } from '../../../../lib/badges-query';
import { useCheckRetroactiveBadges, type CheckResult } from '../../api/check-retroactive-badges';
import { useTimedMessage } from '../../hooks/use-timed-message';
import { checkMessage } from '../../lib/check-message';
import { BADGE_GOALS } from './badge-goals';
import { formatDatePtBR } from '../../lib/format-date';
import { StatusLine } from '../status-line';
import { BADGE_CATALOG, RARITY_STYLE, badgeIcon } from './badge-visuals';

type Row = { badge: Badge; earned: boolean };

/** Earned badges first (as the server orders them), then the catalogue's locked ones. */
function rowsOf(earned: Badge[]): Row[] {
  const earnedIds = new Set(earned.map((b) => b.id));
  const locked = BADGE_CATALOG.filter((b) => !earnedIds.has(b.id)).map((b): Row => ({
    earned: false,
    // A locked badge says what earns it, not what was done.
    badge: { ...b, ...BADGE_TEXTS[b.id], description: BADGE_GOALS[b.id], color: '' },
  }));
  return [...earned.map((badge): Row => ({ badge, earned: true })), ...locked];
}

function BadgeItem({ badge, earned }: Row) {
  const Icon = badgeIcon(badge.icon);
  const style = RARITY_STYLE[badge.rarity] ?? RARITY_STYLE.common;
  return (
    <li
      className={`flex gap-4 rounded-2xl border p-4 ${
        earned
          ? `${style.ring} bg-gradient-to-br ${style.glow} to-transparent`
          : 'border-white/10 bg-white/[0.03]'
      }`}
    >
      <span
        className={`relative grid h-14 w-14 shrink-0 place-items-center rounded-full border ${
          earned ? `${style.ring} bg-night/60 ${style.text}` : 'border-white/10 bg-night/40 text-muted/60'
        }`}
      >
        <Icon className="h-7 w-7" aria-hidden="true" />
        {!earned && (
          <span className="absolute -bottom-1 -right-1 grid h-6 w-6 place-items-center rounded-full border border-white/10 bg-deep text-muted">
            <Lock className="h-3.5 w-3.5" aria-hidden="true" />
          </span>
        )}
      </span>
      <div className="min-w-0 flex-1">
        <h3 className={`font-serif text-base ${earned ? 'text-soft-gold' : 'text-muted'}`}>{badge.name}</h3>
        <span
          className={`text-xs font-semibold uppercase tracking-wider ${earned ? style.text : 'text-muted'}`}
        >
          {RARITY_NAMES[badge.rarity] ?? badge.rarity}
        </span>
        <p className={`mt-1 text-sm leading-relaxed ${earned ? 'text-text/90' : 'text-muted'}`}>
          {badge.description}
        </p>
        <p className="mt-2 text-xs text-muted">
          {earned
            ? badge.earnedAt
              ? `Conquistada em ${formatDatePtBR(badge.earnedAt)}`
              : 'Conquistada'
            : 'Bloqueada · continue sua jornada para revelar'}
        </p>
      </div>
    </li>
  );
}

function AchievementsBody() {
  const badges = useBadgesQuery();
  const check = useCheckRetroactiveBadges();
  const { message, show } = useTimedMessage(ACHIEVEMENTS_MESSAGE_MS);

  const verify = async () => {
    const result: CheckResult = await check.mutateAsync();
    // A failure keeps the product's fallback message and adds the reason after it.
    const text = result.failure ? `${checkMessage(result)}: ${result.failure}` : checkMessage(result);
    show(text, result.failure ? 'error' : 'success');
  };

  if (badges.isPending) {
    return <p className="py-8 text-center text-muted">Consultando suas conquistas...</p>;
  }
  if (badges.isError) {
    return (
      <p
        role="alert"
        className="rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-danger"
      >
        {badges.error.message || 'Erro ao carregar badges'}
      </p>
    );
  }

  const rows = rowsOf(badges.data.badges);
  const held = rows.filter((r) => r.earned).length;
  const percent = Math.round((held / rows.length) * 100);
  return (
    <div className="flex flex-col gap-5">
      <div>
        <div className="flex items-baseline justify-between text-sm">
          <span className="text-text">
            <strong className="font-serif text-xl text-soft-gold">{held}</strong> de {rows.length} conquistas
          </span>
          <span className="text-muted">{percent}%</span>
        </div>
        <div
          className="mt-2 h-2 overflow-hidden rounded-full bg-white/10"
          role="progressbar"
          aria-label="Conquistas desbloqueadas"
          aria-valuemin={0}
          aria-valuemax={rows.length}
          aria-valuenow={held}
        >
          <div
            className="h-full rounded-full bg-gradient-to-r from-gold to-soft-gold transition-[width] duration-300 ease-out"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>

      <div className="flex flex-col gap-3 rounded-2xl border border-gold/15 bg-night/40 p-4 sm:flex-row sm:items-center">
        <p className="flex-1 text-sm text-muted">
          Alguma conquista ficou para trás? Revisamos suas jornadas anteriores em busca do que já é seu.
        </p>
        <Button variant="secondary" onClick={verify} disabled={check.isPending} className="shrink-0">
          <RefreshCw className={`h-4 w-4 ${check.isPending ? 'animate-spin' : ''}`} aria-hidden="true" />
          {check.isPending ? 'Verificando...' : 'Verificar'}
        </Button>
      </div>
      <StatusLine message={message} className="-mt-2" />

      <ul className="flex flex-col gap-3" aria-label="Conquistas">
        {rows.map((row) => (
          <BadgeItem key={row.badge.id} {...row} />
        ))}
      </ul>
    </div>
  );
}

export function AchievementsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Minhas Conquistas"
      description="Cada selo marca um passo da sua jornada pelas estrelas e pelos arcanos."
      className="max-w-xl"
    >
      {open && <AchievementsBody />}
    </Dialog>
  );
}
