import { Cookie } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS } from '../../../config/constants';
import { consentCookie, hasCookie } from '../lib/consent-cookie';
import { useReservedBottom } from '../hooks/use-reserved-bottom';

/**
 * The cookie notice (product.md §2): accepting records a consent cookie for 150 days. A slim bar that
 * reserves its own height at the bottom of the page, so nothing it overlaps is out of reach.
 */
export function CookieConsent() {
  const [visible, setVisible] = useState(() => !hasCookie(document.cookie, CONSENT_COOKIE));
  if (!visible) return null;

  const accept = () => {
    document.cookie = consentCookie(CONSENT_COOKIE, CONSENT_COOKIE_DAYS, new Date());
    setVisible(false);
  };
  return <ConsentBar onAccept={accept} />;
}

function ConsentBar({ onAccept }: { onAccept: () => void }) {
  const ref = useRef<HTMLElement>(null);
  useReservedBottom(ref);

  return (
    <section
      ref={ref}
      aria-label="Aviso de cookies"
      data-testid="cookie-bar"
      className="no-print fixed inset-x-0 bottom-0 z-[45] border-t border-gold/30 bg-deep shadow-[0_-8px_24px_-12px_rgba(0,0,0,0.8)] animate-fade-in"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2 sm:gap-5">
        <Cookie className="hidden h-5 w-5 shrink-0 text-soft-gold sm:block" aria-hidden="true" />
        <p className="min-w-0 flex-1 text-xs leading-snug text-text sm:text-sm">
          <span className="sm:hidden">Só cookies essenciais, nada de rastreio. </span>
          <span className="hidden sm:inline">
            Usamos só cookies essenciais, para manter sua sessão e lembrar esta escolha. Nada de
            rastreio.{' '}
          </span>
          Veja o{' '}
          <Link
            to="/politica-de-privacidade"
            className="font-medium text-soft-gold underline decoration-gold/50 underline-offset-4 hover:decoration-soft-gold"
          >
            Pacto de Confiança
          </Link>
          .
        </p>
        <button
          type="button"
          onClick={onAccept}
          className={buttonClasses(
            'primary',
            'min-h-10 shrink-0 px-4 text-xs sm:min-h-11 sm:px-6 sm:text-sm',
          )}
        >
          Aceitar e Revelar
        </button>
      </div>
    </section>
  );
}
