import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { useChangePassword } from '../../api/change-password';
import type { TimedMessage } from '../../hooks/use-timed-message';
import { validatePasswordChange } from '../../lib/profile-validation';
import { Field } from './field';

export function PasswordTab({ notify }: { notify: (text: string, tone: TimedMessage['tone']) => void }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const change = useChangePassword();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validatePasswordChange(current, next, confirmation);
    if (problem) return notify(problem, 'error');
    try {
      await change.mutateAsync({ currentPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      setConfirmation('');
      notify('Senha alterada com sucesso!', 'success');
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Erro ao alterar senha', 'error');
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        Escolha uma nova senha com pelo menos 6 caracteres. Ela protege suas jornadas salvas.
      </p>
      <Field
        label="Senha atual"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <Field
        label="Nova senha"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={(e) => setNext(e.target.value)}
      />
      <Field
        label="Confirmar nova senha"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
      />
      <Button type="submit" disabled={change.isPending} className="self-stretch sm:self-end">
        {change.isPending ? 'Alterando...' : 'Alterar Senha'}
      </Button>
    </form>
  );
}
