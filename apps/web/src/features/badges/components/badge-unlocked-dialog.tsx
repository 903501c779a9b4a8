import type { Badge } from '@constelar/contract';
import { RARITY_NAMES } from '@constelar/content/badges';
import { Award, Compass, Crown, Eye, HeartHandshake, Sparkles, type LucideIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/** The server names lucide icons in kebab case; an unknown name still gets a medal. */
const ICONS: Record<string, LucideIcon> = {
  sparkles: Sparkles,
  'heart-handshake': HeartHandshake,
  compass: Compass,
  eye: Eye,
  crown: Crown,
};

const RARITY_TONE: Record<Badge['rarity'], string> = {
  common: 'text-teal border-teal/50',
  rare: 'text-pink border-pink/50',
  epic: 'text-amber border-amber/50',
  legendary: 'text-soft-gold border-gold/70',
};

export function BadgeUnlockedDialog({ badge, onContinue }: { badge: Badge; onContinue: () => void }) {
  const Icon = ICONS[badge.icon] ?? Award;
  const tone = RARITY_TONE[badge.rarity] ?? RARITY_TONE.common;
  return (
    <Dialog
      open
      onClose={onContinue}
      title="Conquista Desbloqueada!"
      hideTitle
      className="max-w-sm text-center"
    >
      <div className="flex flex-col items-center px-2 pb-2 pt-4">
        <div className="relative grid h-32 w-32 place-items-center">
          <span
            aria-hidden="true"
            className="absolute inset-0 rounded-full bg-gold/25 blur-2xl motion-safe:animate-pulse"
          />
          <span
            aria-hidden="true"
            className="absolute inset-2 rounded-full border border-dashed border-gold/40 motion-safe:animate-[spin_18s_linear_infinite]"
          />
          <span
            className={`relative grid h-24 w-24 place-items-center rounded-full border-2 bg-gradient-to-br from-violet to-night shadow-[0_0_40px_-8px_rgba(212,175,55,0.8)] animate-fade-in ${tone}`}
          >
            <Icon className="h-11 w-11" aria-hidden="true" />
          </span>
        </div>
        <p aria-hidden="true" className="mt-5 text-xs uppercase tracking-[0.3em] text-soft-gold/85">
          Conquista Desbloqueada!
        </p>
        <p className="gold-text mt-2 font-serif text-2xl font-semibold">{badge.name}</p>
        <span
          className={`mt-2 rounded-full border px-3 py-0.5 text-xs font-semibold uppercase tracking-wider ${tone}`}
        >
          {RARITY_NAMES[badge.rarity] ?? badge.rarity}
        </span>
        <p className="mt-4 text-sm leading-relaxed text-text/90">{badge.description}</p>
        <Button data-autofocus onClick={onContinue} className="mt-6 w-full">
          Continuar Jornada
        </Button>
      </div>
    </Dialog>
  );
}
