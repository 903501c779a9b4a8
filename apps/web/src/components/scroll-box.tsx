// A box that scrolls sideways when what it holds is wider than the screen, and says so: a fading edge on
// the side with more to see and a line under it. Tables never get clipped (issue #45).
import { useEffect, useRef, useState, type ReactNode } from 'react';

interface Overflow {
  /** What it holds is wider than the box. */
  wide: boolean;
  /** Columns wait to the right. */
  more: boolean;
}

export function ScrollBox({
  label,
  className = '',
  children,
  testId,
}: {
  /** Names the region, as a scrollable region must have a name (axe). */
  label: string;
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ wide: false, more: false });

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const wide = el.scrollWidth > el.clientWidth + 1;
      const more = wide && el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setOverflow((cur) => (cur.wide === wide && cur.more === more ? cur : { wide, more }));
    };
    measure();
    // A closed <details> measures 0: the observer measures again when it opens, or the screen turns.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer?.disconnect();
      el.removeEventListener('scroll', measure);
    };
  }, []);

  return (
    <div className="min-w-0">
      <div className="relative">
        <div
          ref={ref}
          // While it scrolls it is a named region the keyboard can focus and move (axe's scrollable-region
          // rule); while it fits, a plain box, so a page of tables is not a page of landmarks. Positioned, so
          // the screen-reader-only words in its cells are clipped with it instead of widening the page.
          role={overflow.wide ? 'region' : undefined}
          aria-label={overflow.wide ? label : undefined}
          tabIndex={overflow.wide ? 0 : undefined}
          data-testid={testId}
          data-scrolls={overflow.wide ? 'true' : 'false'}
          className={`relative overflow-x-auto overscroll-x-contain focus-visible:outline-2 focus-visible:outline-soft-gold ${className}`}
        >
          {children}
        </div>
        {overflow.more && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-0 w-10 rounded-r-xl bg-gradient-to-l from-night to-transparent"
          />
        )}
      </div>
      {overflow.wide && (
        <p className="mt-1.5 text-xs text-muted" data-testid="scroll-cue">
          Deslize para o lado para ver todas as colunas <span aria-hidden="true">→</span>
        </p>
      )}
    </div>
  );
}
