import { ChevronDown, Compass, Moon, Sun, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import type { Arcanum } from '@constelar/contract';
import { Dialog } from '../../../components/ui/dialog';
import { useRevealPhase } from '../hooks/use-reveal-phase';
import { arcanumAlt, arcanumImage } from './arcana-labels';

function Panel({
  title,
  icon: Icon,
  tone,
  children,
}: {
  title: string;
  icon: LucideIcon;
  tone: string;
  children: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="rounded-xl border border-gold/15 bg-night/40">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        className="flex min-h-12 w-full items-center gap-3 rounded-xl px-4 py-3 text-left transition hover:bg-white/5"
      >
        <Icon className={`h-5 w-5 shrink-0 ${tone}`} aria-hidden="true" />
        <span className="flex-1 font-medium text-text">{title}</span>
        <ChevronDown
          className={`h-5 w-5 shrink-0 text-muted transition-transform duration-200 ${open ? 'rotate-180' : ''}`}
          aria-hidden="true"
        />
      </button>
      <div id={id} hidden={!open} className="px-4 pb-4 leading-relaxed text-text/90">
        {children}
      </div>
    </div>
  );
}

/** The card's back, drawn in the same gold-on-violet language as the deck. */
function CardBack() {
  return (
    <div className="absolute inset-0 grid place-items-center overflow-hidden rounded-2xl border-2 border-gold/60 bg-[radial-gradient(circle_at_50%_40%,#2d1b5e_0%,#1a1033_60%,#0d0a1f_100%)] [backface-visibility:hidden] [transform:rotateY(180deg)]">
      <div className="absolute inset-2 rounded-xl border border-gold/30" />
      <svg viewBox="0 0 64 64" className="h-1/3 w-1/3 text-gold" aria-hidden="true">
        <circle cx="32" cy="32" r="22" fill="none" stroke="currentColor" strokeWidth="1.5" opacity=".6" />
        <circle cx="32" cy="32" r="14" fill="none" stroke="currentColor" strokeWidth="1" opacity=".4" />
        <path d="M32 10l4 18 18 4-18 4-4 18-4-18-18-4 18-4z" fill="#f3d98b" />
      </svg>
    </div>
  );
}

export function ArcanumModal({
  arcanum,
  label,
  onClose,
}: {
  arcanum: Arcanum | null;
  label: string;
  onClose: () => void;
}) {
  const phase = useRevealPhase(arcanum ? `${label}-${arcanum.id}` : null);
  if (!arcanum) return null;
  const faceDown = phase === 'hidden';
  const paragraphs = arcanum.longDescription.split(/\n{2,}/).filter(Boolean);

  return (
    <Dialog
      open
      onClose={onClose}
      title={arcanum.name}
      description={`${label} · Arcano ${arcanum.roman}`}
      className="max-w-3xl"
    >
      <div data-reveal-state={phase} className="grid gap-6 sm:grid-cols-[13rem_minmax(0,1fr)] sm:items-start">
        <div className="mx-auto w-40 [perspective:1200px] sm:w-52">
          <div
            className={`relative aspect-[3/5] transition-transform duration-[900ms] ease-out [transform-style:preserve-3d] ${
              faceDown ? '[transform:rotateY(180deg)]' : ''
            }`}
          >
            <img
              src={arcanumImage(arcanum.id)}
              alt={arcanumAlt(arcanum.name, arcanum.roman)}
              width={600}
              height={1000}
              className={`absolute inset-0 h-full w-full rounded-2xl object-cover [backface-visibility:hidden] transition-shadow duration-700 ${
                phase === 'revealing'
                  ? 'shadow-[0_0_60px_-6px_rgba(243,217,139,0.85)]'
                  : 'shadow-[0_0_36px_-12px_rgba(212,175,55,0.7)]'
              }`}
            />
            {/* Gone once revealed: some compositing paths ignore backface-visibility. */}
            {phase !== 'revealed' && <CardBack />}
          </div>
        </div>

        <div className="min-w-0">
          {phase === 'revealed' ? (
            <div className="animate-fade-in">
              <ul className="flex flex-wrap gap-2" aria-label="Palavras-chave">
                {arcanum.keywords.map((k) => (
                  <li
                    key={k}
                    className="rounded-full border border-teal/40 bg-teal/10 px-3 py-1 text-xs text-teal"
                  >
                    {k}
                  </li>
                ))}
              </ul>
              <div className="mt-5 space-y-4 leading-relaxed text-text/95">
                {/* The sentence proper to this role comes before the texts the roles share. */}
                {arcanum.opening && <p className="font-medium text-soft-gold">{arcanum.opening}</p>}
                {paragraphs.map((p, i) => (
                  <p key={i}>{p}</p>
                ))}
              </div>
              <div className="mt-6 space-y-3">
                <Panel title="Luz (Aproveite)" icon={Sun} tone="text-amber">
                  {arcanum.light}
                </Panel>
                <Panel title="Sombra (Atenção)" icon={Moon} tone="text-pink">
                  {arcanum.shadow}
                </Panel>
                <Panel title="Direção (Aja)" icon={Compass} tone="text-teal">
                  {arcanum.advice}
                </Panel>
              </div>
            </div>
          ) : (
            <p
              role="status"
              className="grid min-h-32 place-items-center text-center font-serif text-lg text-soft-gold/90"
            >
              {phase === 'hidden' ? 'Embaralhando os arcanos...' : 'Revelando sua carta...'}
            </p>
          )}
        </div>
      </div>
    </Dialog>
  );
}
