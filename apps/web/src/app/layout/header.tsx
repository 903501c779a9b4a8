import { LayoutDashboard, LogOut, Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { LogoMark } from '../../components/ui/logo';
import { HEADER_COMPACT_SCROLL_PX, MOBILE_ANCHOR_SCROLL_DELAY_MS } from '../../config/constants';
import { firstName } from '../../lib/jwt-payload';
import { useAuthModal } from '../../lib/auth-modal-store';
import { useAuthStore } from '../../lib/auth-store';
import { useBetaTester } from './use-beta-tester';
import { NAV_ITEMS, type NavItem } from './nav-items';
import { useAnchorNavigation } from './use-anchor-navigation';

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

function NavEntry({
  item,
  onAnchor,
  className,
}: {
  item: NavItem;
  onAnchor: (hash: string) => void;
  className: string;
}) {
  if (item.kind === 'route') {
    return (
      <Link to={item.to} className={className}>
        {item.label}
      </Link>
    );
  }
  if (item.kind === 'anchor') {
    return (
      <a
        href={`/#${item.hash}`}
        className={className}
        onClick={(e) => {
          e.preventDefault();
          onAnchor(item.hash);
        }}
      >
        {item.label}
      </a>
    );
  }
  return (
    <span className={`${className} cursor-default opacity-70`} aria-disabled="true" title="Em breve">
      {item.label}
    </span>
  );
}

export function Header() {
  const compact = useCompactHeader();
  const [menuOpen, setMenuOpen] = useState(false);
  const user = useAuthStore((s) => s.user);
  const logout = useAuthStore((s) => s.logout);
  const openAuth = useAuthModal((s) => s.open);
  const goToAnchor = useAnchorNavigation();
  const navigate = useNavigate();
  const isBetaTester = useBetaTester();

  useEffect(() => {
    document.body.style.overflow = menuOpen ? 'hidden' : '';
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

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

        <button
          type="button"
          className="grid h-11 w-11 place-items-center rounded-full text-soft-gold hover:bg-white/5 md:hidden"
          aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
      </div>

      {menuOpen && (
        <div
          id="mobile-menu"
          className="fixed inset-0 top-0 z-50 flex flex-col bg-night/97 px-6 pb-10 pt-4 md:hidden"
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
              onClick={() => setMenuOpen(false)}
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
                onAnchor={(hash) => {
                  setMenuOpen(false);
                  goToAnchor(hash, MOBILE_ANCHOR_SCROLL_DELAY_MS);
                }}
              />
            ))}
          </nav>
          <div className="mt-auto flex flex-col gap-3">
            {user ? (
              <>
                <Link
                  to="/dashboard"
                  onClick={() => setMenuOpen(false)}
                  className="glass flex items-center gap-3 p-4"
                >
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
                <button type="button" onClick={signOut} className={buttonClasses('secondary')}>
                  Sair
                </button>
              </>
            ) : (
              <>
                <button
                  type="button"
                  onClick={() => {
                    setMenuOpen(false);
                    openAuth('register');
                  }}
                  className={buttonClasses('primary')}
                >
                  Iniciar Jornada
                </button>
                <button
                  type="button"
                  onClick={() => {
                    setMenuOpen(false);
                    openAuth('login');
                  }}
                  className={buttonClasses('secondary')}
                >
                  Meu Oráculo
                </button>
              </>
            )}
          </div>
        </div>
      )}
    </header>
  );
}
