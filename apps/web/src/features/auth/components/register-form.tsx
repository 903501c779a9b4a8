import { PASSWORD_MIN_LENGTH } from '@constelar/contract/constants';
import { useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { useLastReport } from '../../../lib/last-report-store';
import { useRegister } from '../api/register';
import { EmailField, FormError, SubmitButton, useSubmitWithError } from './auth-form-parts';

const REGISTER_FAILED = 'Não foi possível completar o registro.';

/** What the done panel needs: who registered, and whether the visitor's reading went with the account. */
export interface Registered {
  email: string;
  password: string;
  /** The name of the reading kept in the account, when there was one and the person agreed. */
  keptReading: string | null;
}

interface RegisterFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onRegistered: (registered: Registered) => void;
}

export function RegisterForm({ email, onEmailChange, onRegistered }: RegisterFormProps) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  // A visitor's last reading, made on this device before signing up (issue #45); a saved one has an id.
  const lastReading = useLastReport((s) => (s.content && !s.id && s.input ? s.input : null));
  const [keepReading, setKeepReading] = useState(true);
  const { mutateAsync, isPending } = useRegister();

  const { error, onSubmit, fieldErrors, onInput } = useSubmitWithError(async () => {
    const kept = keepReading ? lastReading : null;
    await mutateAsync({
      name: name.trim(),
      email: email.trim(),
      password,
      ...(kept ? { firstReading: kept } : {}),
    });
    // product.md §4: the success words, then the login form; there is no automatic login.
    onRegistered({ email: email.trim(), password, keptReading: kept?.name ?? null });
  }, REGISTER_FAILED);

  return (
    <form
      onSubmit={onSubmit}
      onInput={onInput}
      noValidate
      className="flex flex-col gap-4"
      aria-busy={isPending}
    >
      <FormField
        id="register-name"
        label="Nome"
        name="name"
        required
        error={fieldErrors.name}
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        data-autofocus
      />
      <EmailField id="register-email" email={email} onEmailChange={onEmailChange} error={fieldErrors.email} />
      <FormField
        id="register-password"
        label="Senha"
        type="password"
        name="password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        error={fieldErrors.password}
        autoComplete="new-password"
        hint={`Pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {lastReading && (
        // Consent for the reading made before signing up: on by default, said plainly (LGPD).
        <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-gold/20 bg-violet/30 px-4 py-3 text-sm leading-relaxed text-text">
          <input
            type="checkbox"
            name="keepReading"
            checked={keepReading}
            onChange={(e) => setKeepReading(e.target.checked)}
            className="mt-0.5 h-5 w-5 shrink-0 accent-[var(--color-gold)]"
          />
          <span>
            Guardar na conta a leitura de <strong className="text-soft-gold">{lastReading.name}</strong> que
            você acabou de fazer e usar este nascimento no seu perfil.
          </span>
        </label>
      )}
      <FormError message={error} />
      <SubmitButton pending={isPending} label="Criar conta" pendingLabel="Criando conta..." />
    </form>
  );
}
