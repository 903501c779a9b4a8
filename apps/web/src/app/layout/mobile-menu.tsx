import { LayoutDashboard, Orbit, ShieldCheck, X } from 'lucide-react';
import { useEffect, useRef, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { MOBILE_ANCHOR_SCROLL_DELAY_MS } from '../../config/constants';
import { firstName, type SessionUser } from '../../lib/jwt-payload';
import { NAV_ITEMS } from './nav-items';
import { NavEntry } from './nav-entry';

interface MobileMenuProps {
  user: SessionUser | null;
  isBetaTester: boolean;
  toggleRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  onAnchor: (hash: string, delayMs: number) => void;
  onAuth: (mode: 'login' | 'register') => void;
  onSignOut: () => void;
}

/**
 * The full-screen mobile menu. It is portalled to <body>: inside the header, whose backdrop-filter makes
 * it the containing block of fixed children, it would shrink to the header's 60 px once the page scrolls.
 */
export function MobileMenu({
  user,
  isBetaTester,
  toggleRef,
  onClose,
  onAnchor,
  onAuth,
  onSignOut,
}: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const toggle = toggleRef.current;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    panelRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      // Closing by any path (Esc, X, a link, a route change) gives the page its scroll back and the
      // keyboard its place on the toggle.
      document.body.style.overflow = overflow;
      toggle?.focus({ preventScroll: true });
    };
  }, [onClose, toggleRef]);

  return createPortal(
    <div
      ref={panelRef}
      id="mobile-menu"
      className="no-print fixed inset-0 z-[60] flex flex-col overflow-y-auto bg-night px-6 pb-10 pt-4 md:hidden"
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
    >
      <div className="flex items-center justify-between">
        <span className="font-serif text-lg text-soft-gold">Constelar</span>
        <button
          type="button"
          className="grid h-11 w-11 place-items-center rounded-full text-soft-gold"
          aria-label="Fechar menu"
          onClick={onClose}
          data-autofocus
        >
          <X aria-hidden="true" />
        </button>
      </div>
      <nav aria-label="Menu móvel" className="mt-8 flex flex-col gap-2">
        {NAV_ITEMS.map((item) => (
          <NavEntry
            key={item.label}
            item={item}
            className="rounded-xl px-4 py-3 font-serif text-xl text-text hover:bg-white/5"
            onAnchor={(hash) => onAnchor(hash, MOBILE_ANCHOR_SCROLL_DELAY_MS)}
            onRoute={onClose}
          />
        ))}
        <Link
          to="/tarot"
          onClick={onClose}
          className="flex items-center gap-2 rounded-xl px-4 py-3 font-serif text-xl text-text hover:bg-white/5"
        >
          Tiragens de tarot
        </Link>
        {user && (
          <Link
            to="/meu-mapa"
            onClick={onClose}
            className="flex items-center gap-2 rounded-xl px-4 py-3 font-serif text-xl text-text hover:bg-white/5"
          >
            <Orbit className="h-5 w-5 text-soft-gold" aria-hidden="true" />
            Meu mapa
          </Link>
        )}
        {user?.isAdmin && (
          <Link
            to="/admin"
            onClick={onClose}
            className="flex items-center gap-2 rounded-xl px-4 py-3 font-serif text-xl text-text hover:bg-white/5"
          >
            <ShieldCheck className="h-5 w-5 text-soft-gold" aria-hidden="true" />
            Admin
          </Link>
        )}
      </nav>
      <div className="mt-auto flex flex-col gap-3 pt-8">
        {user ? (
          <>
            <Link to="/dashboard" onClick={onClose} className="glass flex items-center gap-3 p-4">
              <span className="grid h-11 w-11 place-items-center rounded-full bg-gradient-to-br from-gold to-amber font-semibold text-night">
                {user.name.trim().charAt(0).toUpperCase()}
              </span>
              <span className="flex flex-col">
                <span>Olá, {firstName(user.name)}</span>
                {isBetaTester && <span className="text-xs text-soft-gold">Visionário do Arcano</span>}
                <span className="text-xs text-muted">Toque para acessar</span>
              </span>
              <LayoutDashboard className="ml-auto h-5 w-5 text-soft-gold" aria-hidden="true" />
            </Link>
            <button type="button" onClick={onSignOut} className={buttonClasses('secondary')}>
              Sair
            </button>
          </>
        ) : (
          <>
            <button type="button" onClick={() => onAuth('register')} className={buttonClasses('primary')}>
              Iniciar Jornada
            </button>
            <button type="button" onClick={() => onAuth('login')} className={buttonClasses('secondary')}>
              Meu Oráculo
            </button>
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}
