import { PASSWORD_MIN_LENGTH } from '@constelar/contract/constants';
import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { useRegister } from '../api/register';
import { FormError } from './form-error';

const REGISTER_FAILED = 'Não foi possível completar o registro.';
const REGISTER_DONE = 'Registro realizado com sucesso! Por favor, faça o login.';

interface RegisterFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSuccess: () => void;
}

export function RegisterForm({ email, onEmailChange, onSuccess }: RegisterFormProps) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const { mutateAsync, isPending } = useRegister();

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setError('');
    try {
      await mutateAsync({ name: name.trim(), email: email.trim(), password });
      // product.md §4: an alert, then the login form; there is no automatic login.
      window.alert(REGISTER_DONE);
      onSuccess();
    } catch (failure) {
      setError(errorMessage(failure, REGISTER_FAILED));
    }
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={isPending}>
      <FormField
        id="register-name"
        label="Nome"
        name="name"
        required
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        data-autofocus
      />
      <FormField
        id="register-email"
        label="E-mail"
        type="email"
        name="email"
        required
        autoComplete="email"
        value={email}
        onChange={(e) => onEmailChange(e.target.value)}
      />
      <FormField
        id="register-password"
        label="Senha"
        type="password"
        name="password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        autoComplete="new-password"
        hint={`Pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormError message={error} />
      <button type="submit" disabled={isPending} className={buttonClasses('primary', 'mt-1 w-full')}>
        {isPending && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
        {isPending ? 'Criando conta...' : 'Criar conta'}
      </button>
    </form>
  );
}
