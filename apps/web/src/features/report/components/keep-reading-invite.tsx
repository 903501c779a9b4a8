import { UserPlus } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { useAuthModal } from '../../../lib/auth-modal-store';

/**
 * A visitor's reading lives only on this device: the invitation to keep it (issue #45). Signing up from
 * here carries the reading into the account, with the register form's consent.
 */
export function KeepReadingInvite() {
  const open = useAuthModal((s) => s.open);
  return (
    <aside
      aria-labelledby="guardar-leitura"
      className="no-print mx-auto mt-7 flex max-w-2xl flex-col items-center gap-3 rounded-2xl border border-gold/25 bg-violet/30 px-5 py-4 text-center sm:flex-row sm:text-left"
    >
      <p className="flex-1 text-sm leading-relaxed text-text/90">
        <strong id="guardar-leitura" className="block font-semibold text-soft-gold">
          Esta leitura está só neste aparelho.
        </strong>
        Com uma conta, ela fica guardada, e você acompanha os trânsitos e o seu dia a partir dela.
      </p>
      <button type="button" onClick={() => open('register')} className={buttonClasses('primary', 'shrink-0')}>
        <UserPlus className="h-4 w-4" aria-hidden="true" />
        Crie sua conta para guardar
      </button>
    </aside>
  );
}
