import type { LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

export type LinkPanelTone = 'gold' | 'teal' | 'danger';

const TONES: Record<LinkPanelTone, { ring: string; glow: string }> = {
  gold: { ring: 'border-gold/40 text-soft-gold', glow: 'bg-gold/15' },
  teal: { ring: 'border-teal/45 text-teal', glow: 'bg-teal/15' },
  danger: { ring: 'border-danger/45 text-danger', glow: 'bg-danger/10' },
};

/**
 * The one card of the pages that e-mail links open (/confirmar-email, /redefinir-senha, /newsletter/…):
 * an icon, a title, the text and the way on. With `focusTitle`, the title takes focus when the card
 * appears, so a screen reader hears the outcome that replaced the loading state.
 */
export function LinkPanel({
  icon: Icon,
  tone = 'gold',
  eyebrow,
  title,
  children,
  actions,
  focusTitle = false,
}: {
  icon: LucideIcon;
  tone?: LinkPanelTone;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  focusTitle?: boolean;
}) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { ring, glow } = TONES[tone];

  useEffect(() => {
    if (focusTitle) titleRef.current?.focus({ preventScroll: true });
  }, [focusTitle]);

  return (
    <section
      aria-labelledby={titleId}
      className="glass relative mx-auto mt-6 max-w-xl overflow-hidden px-5 py-9 text-center animate-fade-in sm:mt-10 sm:px-10 sm:py-12"
    >
      <div
        aria-hidden="true"
        className={`pointer-events-none absolute -top-24 left-1/2 h-56 w-56 -translate-x-1/2 rounded-full blur-3xl ${glow}`}
      />
      <span
        className={`relative mx-auto grid h-16 w-16 place-items-center rounded-full border bg-violet/60 shadow-[0_0_40px_-12px_rgba(212,175,55,0.7)] ${ring}`}
      >
        <Icon className="h-7 w-7" aria-hidden="true" />
      </span>
      {eyebrow && (
        <p className="relative mt-5 text-xs font-semibold uppercase tracking-[0.25em] text-teal">{eyebrow}</p>
      )}
      <h1
        id={titleId}
        ref={titleRef}
        tabIndex={-1}
        className={`gold-text relative text-2xl leading-tight focus:outline-none sm:text-3xl ${eyebrow ? 'mt-2' : 'mt-5'}`}
      >
        {title}
      </h1>
      {children && (
        <div className="relative mx-auto mt-4 flex max-w-md flex-col gap-3 leading-relaxed text-text/90">
          {children}
        </div>
      )}
      {actions && (
        <div className="relative mt-7 flex flex-col items-stretch gap-3 sm:flex-row sm:items-start sm:justify-center">
          {actions}
        </div>
      )}
    </section>
  );
}

/** The wait while a link is checked: a polite status, inside the same card shape. */
export function LinkPanelLoading({ text }: { text: string }) {
  return (
    <section className="glass relative mx-auto mt-6 grid min-h-64 max-w-xl place-items-center px-6 py-10 sm:mt-10">
      <p role="status" className="flex items-center gap-3 text-lg text-soft-gold">
        <span
          className="h-6 w-6 animate-spin rounded-full border-2 border-gold/30 border-t-gold motion-reduce:animate-none"
          aria-hidden="true"
        />
        {text}
      </p>
    </section>
  );
}
