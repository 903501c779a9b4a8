import { Download, LogOut, MonitorSmartphone, ShieldCheck, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { ACCOUNT_DELETION_LOGOUT_DELAY_MS } from '../../../../config/constants';
import { useDeleteAccount } from '../../api/delete-account';
import { useExportData } from '../../api/export-data';
import { useLogoutAll } from '../../api/logout-all';
import type { TimedMessage } from '../../hooks/use-timed-message';
import { validateDeletion } from '../../lib/profile-validation';
import { holdUnauthorized } from '../../../../lib/api-client';
import { useLogout } from '../../../../lib/session';
import { forgetPersonalData } from '../../../../lib/personal-data';
import { Field } from './field';

export function PrivacyTab({
  notify,
  onDeleted,
  onSignedOut,
}: {
  notify: (text: string, tone: TimedMessage['tone']) => void;
  onDeleted: () => void;
  /** Every session ended, this one too: the dialog closes on the way out. */
  onSignedOut: () => void;
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
      // The session died with the account: a query answered 401 meanwhile would sign out and leave at
      // once, before the confirmation could be read (issue #31). The timer below signs out instead.
      holdUnauthorized(ACCOUNT_DELETION_LOGOUT_DELAY_MS + 1_000);
      setDeleted(true);
      // The account is gone: so is everything this device kept of it, the push record included (issue #45).
      forgetPersonalData({ withPush: true });
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

      <SessionsSection notify={notify} disabled={deleted} onSignedOut={onSignedOut} />

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

/**
 * "Sair de todos os dispositivos" (accounts.md §3), behind one confirmation: afterwards every token of
 * the account gets 401, this device's too, so it logs out here and goes home.
 */
function SessionsSection({
  notify,
  disabled,
  onSignedOut,
}: {
  notify: (text: string, tone: TimedMessage['tone']) => void;
  disabled: boolean;
  onSignedOut: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const logoutAll = useLogoutAll();
  const logout = useLogout();
  const navigate = useNavigate();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);

  // The question and the button replace each other: focus goes to the safe choice, and back.
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
    else if (opened.current) triggerRef.current?.focus();
    opened.current = confirming || opened.current;
  }, [confirming]);

  const signOutEverywhere = async () => {
    try {
      await logoutAll.mutateAsync();
      logout();
      onSignedOut();
      navigate('/', { replace: true });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Erro ao encerrar as sessões', 'error');
    }
  };

  return (
    <section className="rounded-2xl border border-gold/15 bg-night/40 p-4" aria-labelledby="sessions-title">
      <h3 id="sessions-title" className="flex items-center gap-2 font-serif text-base text-soft-gold">
        <MonitorSmartphone className="h-4 w-4" aria-hidden="true" />
        Seus dispositivos
      </h3>
      <p className="mt-1 text-sm text-muted">
        Entrou em um aparelho que não é seu ou perdeu o celular? Encerre de uma vez as sessões abertas em
        todos os dispositivos, inclusive neste.
      </p>
      {confirming ? (
        <div
          role="group"
          aria-labelledby="sessions-question"
          className="mt-3 rounded-xl border border-amber/35 bg-amber/5 p-3 animate-fade-in"
        >
          <p id="sessions-question" className="text-sm text-text">
            Sair de todos os dispositivos agora? Você precisará entrar de novo com sua senha em cada um deles.
          </p>
          <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              ref={cancelRef}
              variant="ghost"
              onClick={() => setConfirming(false)}
              disabled={logoutAll.isPending}
            >
              Cancelar
            </Button>
            <Button onClick={signOutEverywhere} disabled={logoutAll.isPending}>
              <LogOut className="h-4 w-4" aria-hidden="true" />
              {logoutAll.isPending ? 'Saindo...' : 'Sim, sair de todos'}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          ref={triggerRef}
          variant="secondary"
          onClick={() => setConfirming(true)}
          disabled={disabled}
          className="mt-3 w-full sm:w-auto"
        >
          <LogOut className="h-4 w-4" aria-hidden="true" />
          Sair de todos os dispositivos
        </Button>
      )}
    </section>
  );
}
