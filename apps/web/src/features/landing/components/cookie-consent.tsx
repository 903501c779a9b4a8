import { Cookie } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS } from '../../../config/constants';
import { consentCookie, hasCookie } from '../lib/consent-cookie';

/** The cookie notice (product.md §2): accepting records a consent cookie for 150 days. */
export function CookieConsent() {
  const [visible, setVisible] = useState(() => !hasCookie(document.cookie, CONSENT_COOKIE));
  if (!visible) return null;

  const accept = () => {
    document.cookie = consentCookie(CONSENT_COOKIE, CONSENT_COOKIE_DAYS, new Date());
    setVisible(false);
  };

  return (
    <section
      aria-label="Aviso de cookies"
      className="no-print fixed inset-x-3 bottom-3 z-[45] mx-auto max-w-3xl rounded-2xl border border-gold/30 bg-deep/95 px-4 py-3.5 shadow-2xl shadow-black/60 backdrop-blur-md animate-fade-in sm:bottom-5 sm:p-5"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
        <div className="flex gap-3">
          <Cookie className="mt-0.5 h-5 w-5 shrink-0 text-soft-gold" aria-hidden="true" />
          <p className="text-sm leading-relaxed text-text">
            Usamos só cookies essenciais, para manter sua sessão e lembrar esta escolha. Nada de rastreio.
            Entenda no nosso{' '}
            <Link
              to="/politica-de-privacidade"
              className="font-medium text-soft-gold underline decoration-gold/50 underline-offset-4 hover:decoration-soft-gold"
            >
              Pacto de Confiança
            </Link>
            .
          </p>
        </div>
        <button type="button" onClick={accept} className={buttonClasses('primary', 'shrink-0 sm:px-6')}>
          Aceitar e Revelar
        </button>
      </div>
    </section>
  );
}
