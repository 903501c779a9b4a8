import { Download, ShieldCheck, TriangleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { ACCOUNT_DELETION_LOGOUT_DELAY_MS } from '../../../../config/constants';
import { useDeleteAccount } from '../../api/delete-account';
import { useExportData } from '../../api/export-data';
import type { TimedMessage } from '../../hooks/use-timed-message';
import { validateDeletion } from '../../lib/profile-validation';
import { useLogout } from '../../../../lib/session';
import { Field } from './field';

export function PrivacyTab({
  notify,
  onDeleted,
}: {
  notify: (text: string, tone: TimedMessage['tone']) => void;
  onDeleted: () => void;
}) {
  const exporter = useExportData();
  const remover = useDeleteAccount();
  const logout = useLogout();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [deleted, setDeleted] = useState(false);

  const exportData = async () => {
    try {
      await exporter.mutateAsync();
      notify('Dados exportados com sucesso!', 'success');
    } catch {
      notify('Erro ao exportar dados', 'error');
    }
  };

  const cancel = () => {
    setConfirming(false);
    setPassword('');
  };

  const remove = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validateDeletion(password);
    if (problem) return notify(problem, 'error');
    try {
      await remover.mutateAsync({ confirmPassword: password });
      setDeleted(true);
      notify('Conta excluída com sucesso', 'success');
      // product.md §4: the confirmation stays readable for 2 s. Not tied to this component's life, so
      // closing the dialog meanwhile still ends the session of an account that no longer exists.
      setTimeout(() => {
        logout();
        onDeleted();
      }, ACCOUNT_DELETION_LOGOUT_DELAY_MS);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Erro ao excluir conta', 'error');
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <section className="rounded-2xl border border-gold/15 bg-night/40 p-4" aria-labelledby="export-title">
        <h3 id="export-title" className="font-serif text-base text-soft-gold">
          Seus dados, por inteiro
        </h3>
        <p className="mt-1 text-sm text-muted">
          Baixe um arquivo JSON com seu perfil, relatórios, conquistas e inscrições.
        </p>
        <Button
          variant="secondary"
          onClick={exportData}
          disabled={exporter.isPending || deleted}
          className="mt-3 w-full sm:w-auto"
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          {exporter.isPending ? 'Exportando...' : 'Exportar Meus Dados'}
        </Button>
      </section>

      <section className="flex gap-3 rounded-2xl border border-teal/30 bg-teal/5 p-4" aria-label="LGPD">
        <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0 text-teal" aria-hidden="true" />
        <p className="text-sm leading-relaxed text-text/90">
          Pela Lei Geral de Proteção de Dados (LGPD), você tem o direito de acessar, corrigir, exportar ou
          excluir seus dados pessoais a qualquer momento. Saiba mais no nosso{' '}
          <Link to="/politica-de-privacidade" className="text-soft-gold underline underline-offset-2">
            Pacto de Confiança
          </Link>
          .
        </p>
      </section>

      <section className="rounded-2xl border border-danger/30 bg-danger/5 p-4" aria-labelledby="delete-title">
        <h3 id="delete-title" className="flex items-center gap-2 font-serif text-base text-danger">
          <TriangleAlert className="h-4 w-4" aria-hidden="true" />
          Zona de despedida
        </h3>
        <p className="mt-1 text-sm text-text/80">
          Excluir a conta apaga para sempre seu perfil, seus relatórios e suas conquistas.
        </p>
        {confirming ? (
          <form onSubmit={remove} noValidate className="mt-3 flex flex-col gap-3">
            <Field
              label="Digite sua senha para confirmar"
              name="confirmPassword"
              type="password"
              autoComplete="current-password"
              value={password}
              autoFocus
              disabled={deleted}
              onChange={(e) => setPassword(e.target.value)}
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="ghost" onClick={cancel} disabled={remover.isPending || deleted}>
                Cancelar
              </Button>
              <Button
                type="submit"
                variant="destructive"
                disabled={password.length === 0 || remover.isPending || deleted}
              >
                {remover.isPending ? 'Excluindo...' : 'Excluir Conta'}
              </Button>
            </div>
          </form>
        ) : (
          <Button variant="destructive" onClick={() => setConfirming(true)} className="mt-3 w-full sm:w-auto">
            Excluir Minha Conta
          </Button>
        )}
      </section>
    </div>
  );
}
