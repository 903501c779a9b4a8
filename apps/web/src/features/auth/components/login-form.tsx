import { useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { useLogin } from '../api/login';
import { useAuthStore } from '../../../lib/auth-store';
import { EmailField, FormError, SubmitButton, useSubmitWithError } from './auth-form-parts';

const LOGIN_FAILED = 'Não foi possível fazer o login.';

interface LoginFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSuccess: () => void;
  /** "Esqueci minha senha": the reset form, in the same modal. */
  onForgotPassword: () => void;
}

export function LoginForm({ email, onEmailChange, onSuccess, onForgotPassword }: LoginFormProps) {
  const [password, setPassword] = useState('');
  const storeLogin = useAuthStore((s) => s.login);
  const { mutateAsync, isPending } = useLogin();

  const { error, onSubmit, fieldErrors, onInput } = useSubmitWithError(async () => {
    const { token } = await mutateAsync({ email: email.trim(), password });
    // An unreadable token is a failed login (product.md §4).
    if (!storeLogin(token)) return LOGIN_FAILED;
    onSuccess();
  }, LOGIN_FAILED);

  return (
    <form
      onSubmit={onSubmit}
      onInput={onInput}
      noValidate
      className="flex flex-col gap-4"
      aria-busy={isPending}
    >
      <EmailField
        id="login-email"
        email={email}
        onEmailChange={onEmailChange}
        autoFocus={!email}
        error={fieldErrors.email}
      />
      <div>
        <FormField
          id="login-password"
          label="Senha"
          type="password"
          name="password"
          required
          error={fieldErrors.password}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          data-autofocus={email ? true : undefined}
        />
        <div className="mt-1 flex justify-end">
          <button
            type="button"
            onClick={onForgotPassword}
            className="inline-flex min-h-11 items-center rounded-md px-1 text-sm text-soft-gold/90 underline decoration-gold/40 underline-offset-4 hover:text-soft-gold hover:decoration-soft-gold"
          >
            Esqueci minha senha
          </button>
        </div>
      </div>
      <FormError message={error} />
      <SubmitButton pending={isPending} label="Entrar" pendingLabel="Entrando..." />
    </form>
  );
}
