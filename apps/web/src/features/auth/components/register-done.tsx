import { MailCheck } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { useResendAfterRegister } from '../api/resend-after-register';
import type { Registered } from './register-form';

/** product.md §4's words, verbatim. */
export const REGISTER_DONE = 'Registro realizado com sucesso! Por favor, faça o login.';

/**
 * After registering, in the app's own dialog instead of the browser's alert (issue #45): the confirmation
 * e-mail named, a way to have it sent again, and the way on, to the login form.
 */
export function RegisterDone({ registered, onContinue }: { registered: Registered; onContinue: () => void }) {
  const resend = useResendAfterRegister();
  return (
    <div className="flex flex-col gap-4 text-sm leading-relaxed text-text">
      <div
        role="status"
        className="flex items-start gap-3 rounded-xl border border-teal/40 bg-teal/10 px-4 py-3"
      >
        <MailCheck className="mt-0.5 h-5 w-5 shrink-0 text-teal" aria-hidden="true" />
        <div>
          <p className="font-semibold text-soft-gold">{REGISTER_DONE}</p>
          <p className="mt-1">
            Enviamos um link de confirmação para <strong className="break-all">{registered.email}</strong>.
            Abra-o para confirmar seu e-mail; se não o encontrar, confira a pasta de spam.
          </p>
        </div>
      </div>
      {registered.keptReading && (
        <p>
          A leitura de <strong className="text-soft-gold">{registered.keptReading}</strong> já está guardada
          na sua conta, e o nascimento, no seu perfil.
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <button
          type="button"
          onClick={onContinue}
          className={buttonClasses('primary', 'w-full sm:w-auto sm:flex-1')}
          data-autofocus
        >
          Continuar
        </button>
        <button
          type="button"
          onClick={() => resend.mutate({ email: registered.email, password: registered.password })}
          disabled={resend.isPending}
          className={buttonClasses('secondary', 'w-full sm:w-auto sm:flex-1')}
        >
          {resend.isPending ? 'Enviando...' : resend.isSuccess ? 'Enviar outra vez' : 'Reenviar e-mail'}
        </button>
      </div>
      <p role="status" className={resend.isError ? 'text-danger' : 'text-teal'}>
        {resend.isSuccess ? resend.data : resend.isError ? resend.error.message : ''}
      </p>
    </div>
  );
}
