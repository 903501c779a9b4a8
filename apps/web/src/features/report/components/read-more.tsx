import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * Long prose folded to a few lines with a soft fade, and a "Continuar lendo" button when it really
 * overflows. Folded text stays in the page for screen readers and for print, where it shows in full.
 */
export function ReadMore({
  children,
  collapsedClass = 'max-h-40',
}: {
  children: ReactNode;
  collapsedClass?: string;
}) {
  const [open, setOpen] = useState(false);
  const [overflows, setOverflows] = useState(true);
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    const el = ref.current;
    if (!el || open) return;
    // Re-measured on resize only (not per frame): the fold depends on the width the text gets.
    const measure = () => setOverflows(el.scrollHeight > el.clientHeight + 4);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [open]);

  const folded = !open && overflows;
  return (
    <div>
      <div
        id={id}
        ref={ref}
        className={
          open
            ? ''
            : `${collapsedClass} overflow-hidden print:max-h-none print:overflow-visible ${
                folded
                  ? '[mask-image:linear-gradient(to_bottom,#000_55%,transparent)] print:[mask-image:none]'
                  : ''
              }`
        }
      >
        {children}
      </div>
      {(overflows || open) && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((v) => !v)}
          className="no-print mt-2 inline-flex min-h-11 items-center gap-1.5 rounded-full pr-3 text-sm font-medium text-soft-gold transition hover:text-gold"
        >
          {open ? 'Mostrar menos' : 'Continuar lendo'}
          <ChevronDown
            className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}
            aria-hidden="true"
          />
        </button>
      )}
    </div>
  );
}
