import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { useLogin } from '../api/login';
import { useAuthStore } from '../../../lib/auth-store';
import { FormError } from './form-error';

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
  const [error, setError] = useState('');
  const storeLogin = useAuthStore((s) => s.login);
  const { mutateAsync, isPending } = useLogin();

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setError('');
    try {
      const { token } = await mutateAsync({ email: email.trim(), password });
      // An unreadable token is a failed login (product.md §4).
      if (!storeLogin(token)) {
        setError(LOGIN_FAILED);
        return;
      }
      onSuccess();
    } catch (failure) {
      setError(errorMessage(failure, LOGIN_FAILED));
    }
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={isPending}>
      <FormField
        id="login-email"
        label="E-mail"
        type="email"
        name="email"
        required
        autoComplete="email"
        value={email}
        onChange={(e) => onEmailChange(e.target.value)}
        data-autofocus={email ? undefined : true}
      />
      <div>
        <FormField
          id="login-password"
          label="Senha"
          type="password"
          name="password"
          required
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
      <button type="submit" disabled={isPending} className={buttonClasses('primary', 'mt-1 w-full')}>
        {isPending && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
        {isPending ? 'Entrando...' : 'Entrar'}
      </button>
    </form>
  );
}
