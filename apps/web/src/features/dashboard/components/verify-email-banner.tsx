import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { ResendVerificationButton } from '../../../components/ui/resend-verification-button';
import { PROFILE_QUERY_KEY, profileQueryOptions } from '../../../lib/profile-query';
import { useSessionUser } from '../../../lib/session';

/**
 * "Confirme seu e-mail" while the profile says the address is not confirmed (accounts.md §2). The
 * profile loads when the dashboard opens and again when the tab regains focus, so confirming in another
 * tab or on the phone makes it go away on return.
 */
export function VerifyEmailBanner() {
  const userId = useSessionUser()?.id ?? null;
  const profile = useQuery({ ...profileQueryOptions(userId), refetchOnWindowFocus: true });
  const queryClient = useQueryClient();

  if (profile.data?.emailVerified !== false) return null;
  return (
    <section
      aria-labelledby="confirme-email-titulo"
      className="glass flex flex-col gap-4 border-amber/40 bg-gradient-to-r from-amber/10 via-deep/70 to-deep/70 p-5 animate-fade-in sm:flex-row sm:items-center sm:gap-5 sm:p-6"
    >
      <div className="flex min-w-0 flex-1 items-start gap-4">
        <span className="grid h-11 w-11 shrink-0 place-items-center rounded-full border border-amber/45 bg-violet/60 text-amber sm:h-12 sm:w-12">
          <MailWarning className="h-5 w-5 sm:h-6 sm:w-6" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="confirme-email-titulo" className="text-lg leading-snug text-soft-gold">
            Confirme seu e-mail
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-text/85">
            Enviamos um link para{' '}
            <strong className="break-all font-semibold text-text">{profile.data.email}</strong>. Confirmar o
            endereço protege sua conta e garante que você consiga recuperar a senha quando precisar.
          </p>
        </div>
      </div>
      <ResendVerificationButton
        align="end"
        className="shrink-0 sm:w-64"
        onAlreadyVerified={() => void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY })}
      />
    </section>
  );
}
