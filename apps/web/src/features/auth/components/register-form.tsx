import { PASSWORD_MIN_LENGTH } from '@constelar/contract/constants';
import { useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { useRegister } from '../api/register';
import { EmailField, FormError, SubmitButton, useSubmitWithError } from './auth-form-parts';

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
  const { mutateAsync, isPending } = useRegister();

  const { error, onSubmit } = useSubmitWithError(async () => {
    await mutateAsync({ name: name.trim(), email: email.trim(), password });
    // product.md §4: an alert, then the login form; there is no automatic login.
    window.alert(REGISTER_DONE);
    onSuccess();
  }, REGISTER_FAILED);

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
      <EmailField id="register-email" email={email} onEmailChange={onEmailChange} />
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
      <SubmitButton pending={isPending} label="Criar conta" pendingLabel="Criando conta..." />
    </form>
  );
}
