import { ArrowLeft, MailCheck, Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { useForgotPassword } from '../api/forgot-password';
import { EmailField, FormError, SubmitButton, useFieldChecks } from './auth-form-parts';

interface ForgotPasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
}

/** "Esqueci minha senha": one e-mail field; the answer is the server's, whether or not the account exists. */
export function ForgotPasswordForm({ email, onEmailChange, onBack }: ForgotPasswordFormProps) {
  const { mutate, data: sent, error, isPending, reset } = useForgotPassword();
  const backRef = useRef<HTMLButtonElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const [retyping, setRetyping] = useState(false);
  const { fieldErrors, check, onInput } = useFieldChecks();

  // The form and the message replace each other: focus follows, so the keyboard is never dropped. The
  // way back describes itself with the message, so a screen reader reads both.
  useEffect(() => {
    if (sent) backRef.current?.focus();
    else if (retyping) emailRef.current?.focus();
  }, [sent, retyping]);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (check(e.currentTarget)) mutate({ email: email.trim() });
  };

  if (sent) {
    return (
      <div className="flex flex-col gap-5">
        <div
          id="forgot-sent"
          role="status"
          className="flex items-start gap-3 rounded-xl border border-teal/40 bg-teal/10 px-4 py-3 text-sm leading-relaxed text-teal animate-fade-in"
        >
          <MailCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <span>{sent}</span>
        </div>
        <p className="text-sm leading-relaxed text-muted">
          O link vale por 1 hora. Se não encontrar a mensagem, confira a pasta de spam.
        </p>
        <div className="flex flex-col gap-2">
          <button
            ref={backRef}
            type="button"
            onClick={onBack}
            aria-describedby="forgot-sent"
            className={buttonClasses('primary', 'w-full')}
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Voltar ao login
          </button>
          <button
            type="button"
            onClick={() => {
              setRetyping(true);
              reset();
            }}
            className={buttonClasses('ghost', 'w-full')}
          >
            Usar outro e-mail
          </button>
        </div>
      </div>
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      onInput={onInput}
      noValidate
      className="flex flex-col gap-4"
      aria-busy={isPending}
    >
      <EmailField
        error={fieldErrors.email}
        ref={emailRef}
        id="forgot-email"
        label="E-mail da sua conta"
        email={email}
        onEmailChange={onEmailChange}
        autoFocus
      />
      <FormError message={error?.message ?? ''} />
      <SubmitButton
        pending={isPending}
        label="Enviar link"
        pendingLabel="Enviando..."
        icon={<Send className="h-4 w-4" aria-hidden="true" />}
      />
    </form>
  );
}
