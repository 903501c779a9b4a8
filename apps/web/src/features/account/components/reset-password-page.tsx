import { KeyRound, LinkIcon, LoaderCircle, LogIn, Send, ShieldCheck, Sparkles } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { LinkPanel } from '../../../components/ui/link-panel';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { linkTokenFrom } from '../../../lib/link-token';
import { checkNewPassword, PASSWORD_MIN_LENGTH } from '../../../lib/password-rules';
import { useLogout, useSignedIn } from '../../../lib/session';
import { useNoReferrer } from '../../../lib/use-no-referrer';
import { useResetPassword } from '../api/reset-password';
import { ResetPasswordError } from '../lib/reset-failure';

/** /redefinir-senha?token=…: the link of the "Esqueci minha senha" e-mail (accounts.md §3), valid 1 h. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = linkTokenFrom(params);
  useNoReferrer();
  return token ? (
    <ResetPassword key={token} token={token} />
  ) : (
    <LinkPanel icon={LinkIcon} title="Link incompleto" actions={<NewLinkButton />}>
      <p>
        Este endereço chegou sem o código de redefinição. Abra o botão do e-mail que enviamos ou copie o link
        inteiro: às vezes ele se parte em duas linhas.
      </p>
      <p className="text-sm text-muted">Se preferir, peça um novo link: ele chega em instantes.</p>
    </LinkPanel>
  );
}

interface FieldErrors {
  password?: string;
  confirmation?: string;
}

function ResetPassword({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState('');
  const [outcome, setOutcome] = useState<{ kind: 'done' } | { kind: 'link'; message: string } | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);
  const reset = useResetPassword();
  const logout = useLogout();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setGeneral('');
    const problem = checkNewPassword(password, confirmation);
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      (problem.field === 'password' ? passwordRef : confirmationRef).current?.focus();
      return;
    }
    setErrors({});
    try {
      await reset.mutateAsync({ token, password });
      // Every older session of the account has ended (accounts.md §3), this device's too if it had one.
      logout();
      setOutcome({ kind: 'done' });
    } catch (error) {
      const failure =
        error instanceof ResetPasswordError
          ? error
          : new ResetPasswordError({ kind: 'general', message: 'Não foi possível redefinir a senha.' });
      if (failure.kind === 'link') setOutcome({ kind: 'link', message: failure.message });
      else if (failure.kind === 'password') {
        setErrors({ password: failure.message });
        passwordRef.current?.focus();
      } else setGeneral(failure.message);
    }
  };

  if (outcome?.kind === 'done') return <ResetDone />;
  if (outcome?.kind === 'link') {
    return (
      <LinkPanel
        key="link"
        icon={LinkIcon}
        tone="danger"
        title="Este link não vale mais"
        focusTitle
        actions={<NewLinkButton />}
      >
        <p role="alert">{outcome.message}</p>
        <p className="text-sm text-muted">
          Cada link de redefinição vale por 1 hora e funciona uma única vez. O novo chega em instantes.
        </p>
      </LinkPanel>
    );
  }

  return (
    <LinkPanel icon={KeyRound} eyebrow="Nova senha" title="Crie uma nova senha">
      <p>
        Escolha uma senha com pelo menos {PASSWORD_MIN_LENGTH} caracteres. Ela protege suas jornadas salvas.
      </p>
      <form
        onSubmit={submit}
        noValidate
        className="mt-3 flex flex-col gap-4 text-left"
        aria-busy={reset.isPending}
      >
        <FormField
          ref={passwordRef}
          id="reset-password"
          label="Nova senha"
          type="password"
          name="password"
          autoComplete="new-password"
          hint={`Pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`}
          value={password}
          error={errors.password}
          onChange={(e) => {
            setPassword(e.target.value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
        />
        <FormField
          ref={confirmationRef}
          id="reset-confirmation"
          label="Confirmar nova senha"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmation}
          error={errors.confirmation}
          onChange={(e) => {
            setConfirmation(e.target.value);
            setErrors((current) => ({ ...current, confirmation: undefined }));
          }}
        />
        {general && (
          <p
            role="alert"
            className="rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-danger"
          >
            {general}
          </p>
        )}
        <Button type="submit" disabled={reset.isPending} className="mt-1 w-full">
          {reset.isPending ? (
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <ShieldCheck className="h-4 w-4" aria-hidden="true" />
          )}
          {reset.isPending ? 'Salvando...' : 'Salvar nova senha'}
        </Button>
      </form>
    </LinkPanel>
  );
}

function ResetDone() {
  const signedIn = useSignedIn();
  const open = useAuthModal((s) => s.open);
  return (
    <LinkPanel
      key="done"
      icon={ShieldCheck}
      tone="teal"
      eyebrow="Tudo certo"
      title="Senha redefinida!"
      focusTitle
      actions={
        signedIn ? (
          <Link to="/dashboard" className={buttonClasses('primary')}>
            <Sparkles className="h-4 w-4" aria-hidden="true" />
            Ir para o meu Santuário
          </Link>
        ) : (
          <Button onClick={() => open('login')}>
            <LogIn className="h-4 w-4" aria-hidden="true" />
            Fazer login
          </Button>
        )
      }
    >
      <p>Sua nova senha já está valendo.</p>
      <p className="text-sm text-muted">
        Por segurança, encerramos as sessões abertas em todos os aparelhos. É só entrar de novo com a nova
        senha.
      </p>
    </LinkPanel>
  );
}

function NewLinkButton() {
  const open = useAuthModal((s) => s.open);
  return (
    <Button onClick={() => open('forgot')}>
      <Send className="h-4 w-4" aria-hidden="true" />
      Pedir um novo link
    </Button>
  );
}
