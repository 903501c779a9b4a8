import { LogOut, Menu, Orbit, ShieldCheck, X } from 'lucide-react';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { LogoMark } from '../../components/ui/logo';
import { HEADER_COMPACT_SCROLL_PX } from '../../config/constants';
import { firstName } from '../../lib/jwt-payload';
import { useAuthModal } from '../../lib/auth-modal-store';
import { useAuthStore } from '../../lib/auth-store';
import { useSignOut } from '../../lib/session';
import { NavEntry } from './nav-entry';
import { NAV_ITEMS } from './nav-items';
import { useAnchorNavigation } from './use-anchor-navigation';
import { lazyWithQueries } from '../../lib/lazy-queries';

// The phone menu is fetched the first time it opens, not with the first page.
// The badges query runs in its own chunk, loaded with the query client: a visitor's first paint needs neither.
const BetaTesterProbe = lazyWithQueries(async () => ({
  default: (await import('./beta-tester-probe')).BetaTesterProbe,
}));
const MobileMenu = lazyWithQueries(async () => ({ default: (await import('./mobile-menu')).MobileMenu }));

function useCompactHeader(): boolean {
  const [compact, setCompact] = useState(false);
  useEffect(() => {
    // Only the threshold crossing changes state, so scrolling does not re-render the header.
    const onScroll = () => setCompact(window.scrollY > HEADER_COMPACT_SCROLL_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return compact;
}

export function Header() {
  const compact = useCompactHeader();
  const [menuOpen, setMenuOpen] = useState(false);
  const user = useAuthStore((s) => s.user);
  const logout = useSignOut();
  const openAuth = useAuthModal((s) => s.open);
  const goToAnchor = useAnchorNavigation();
  const navigate = useNavigate();
  const [betaTester, setBetaTester] = useState(false);
  const isBetaTester = user !== null && betaTester;

  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const { pathname } = useLocation();

  // Any route change (a link in the menu, the browser's back button) closes the menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  const signOut = () => {
    logout();
    setMenuOpen(false);
    navigate('/');
  };
  const linkClass = 'rounded-md px-3 py-2 text-sm text-text/90 transition hover:text-soft-gold';

  return (
    <header
      className={`no-print fixed inset-x-0 top-0 z-40 transition-all duration-300 ease-out ${
        compact ? 'border-b border-gold/15 bg-night/85 py-2 backdrop-blur-md' : 'bg-transparent py-4'
      }`}
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex items-center gap-2" aria-label="Constelar, página inicial">
          <LogoMark className={compact ? 'h-7 w-7' : 'h-9 w-9'} />
          <span className="font-serif text-lg font-semibold tracking-wide text-soft-gold">Constelar</span>
        </Link>

        <nav aria-label="Principal" className="hidden items-center gap-1 md:flex">
          {NAV_ITEMS.map((item) => (
            <NavEntry
              key={item.label}
              item={item}
              onAnchor={(hash) => goToAnchor(hash)}
              className={linkClass}
            />
          ))}
        </nav>

        <div className="hidden items-center gap-2 md:flex">
          {user ? (
            <>
              <Link
                to="/dashboard"
                className="flex items-center gap-2 rounded-full py-1 pl-1 pr-3 hover:bg-white/5"
              >
                <span className="grid h-9 w-9 place-items-center rounded-full bg-gradient-to-br from-gold to-amber font-semibold text-night">
                  {user.name.trim().charAt(0).toUpperCase()}
                </span>
                <span className="flex flex-col leading-tight">
                  <span className="text-sm">Olá, {firstName(user.name)}</span>
                  {isBetaTester && <span className="text-xs text-soft-gold">Visionário do Arcano</span>}
                </span>
              </Link>
              <Link to="/meu-mapa" className={`${linkClass} inline-flex items-center gap-1.5`}>
                <Orbit className="h-4 w-4" aria-hidden="true" />
                Meu mapa
              </Link>
              {user.isAdmin && (
                <Link to="/admin" className={`${linkClass} inline-flex items-center gap-1.5`}>
                  <ShieldCheck className="h-4 w-4" aria-hidden="true" />
                  Admin
                </Link>
              )}
              <button type="button" onClick={signOut} className={buttonClasses('ghost')}>
                <LogOut className="h-4 w-4" aria-hidden="true" />
                Sair
              </button>
            </>
          ) : (
            <>
              <button type="button" onClick={() => openAuth('login')} className={buttonClasses('ghost')}>
                Meu Oráculo
              </button>
              <button type="button" onClick={() => openAuth('register')} className={buttonClasses('primary')}>
                Iniciar Jornada
              </button>
            </>
          )}
        </div>

        {/* On a phone the member's initial stands beside the menu: signing in changes what the page shows. */}
        {user && (
          <Link
            to="/dashboard"
            aria-label={`Olá, ${firstName(user.name)}: ir para o Dashboard`}
            className="ml-auto grid h-11 w-11 place-items-center rounded-full md:hidden"
          >
            <span
              aria-hidden="true"
              className="grid h-9 w-9 place-items-center rounded-full bg-gradient-to-br from-gold to-amber font-semibold text-night"
            >
              {user.name.trim().charAt(0).toUpperCase()}
            </span>
          </Link>
        )}
        <button
          ref={toggleRef}
          type="button"
          className="grid h-11 w-11 place-items-center rounded-full text-soft-gold hover:bg-white/5 md:hidden"
          aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
          aria-expanded={menuOpen}
          // The menu exists only while open: a reference to a missing id is invalid.
          aria-controls={menuOpen ? 'mobile-menu' : undefined}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
      </div>

      {user && (
        <Suspense fallback={null}>
          <BetaTesterProbe onChange={setBetaTester} />
        </Suspense>
      )}
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu
            user={user}
            isBetaTester={isBetaTester}
            toggleRef={toggleRef}
            onClose={closeMenu}
            onAnchor={(hash, delayMs) => {
              closeMenu();
              goToAnchor(hash, delayMs);
            }}
            onAuth={(mode) => {
              closeMenu();
              openAuth(mode);
            }}
            onSignOut={signOut}
          />
        </Suspense>
      )}
    </header>
  );
}
