import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LinkIcon, LogIn, MailCheck, MailX, RefreshCw, Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LinkPanel, LinkPanelLoading } from '../../../components/ui/link-panel';
import { ResendVerificationButton } from '../../../components/ui/resend-verification-button';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { LinkError, linkTokenFrom } from '../../../lib/link-token';
import { PROFILE_QUERY_KEY } from '../../../lib/profile-query';
import { useLogin, useSessionUser } from '../../../lib/session';
import { useNoReferrer } from '../../../lib/use-no-referrer';
import { verifyEmailQueryOptions } from '../api/verify-email';

/** /confirmar-email?token=…: the link of "Confirme seu e-mail" (accounts.md §2), on any device. */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = linkTokenFrom(params);
  useNoReferrer();
  return token ? <Verification key={token} token={token} /> : <MissingToken />;
}

function Verification({ token }: { token: string }) {
  const verification = useQuery(verifyEmailQueryOptions(token));
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const confirmed = verification.data?.user;

  const login = useLogin();
  const freshToken = verification.data?.token;

  // Signed in as the account just confirmed: the dashboard opens without the banner, no flash, and the
  // fresh session carries what the confirmation gave (an admin's rights) without logging in again.
  useEffect(() => {
    if (confirmed && user?.id === confirmed.id) {
      queryClient.setQueryData([...PROFILE_QUERY_KEY, user.id], confirmed);
      if (freshToken) login(freshToken);
    }
  }, [confirmed, user?.id, queryClient, freshToken, login]);

  if (verification.isPending) return <LinkPanelLoading text="Confirmando seu e-mail..." />;

  if (verification.isError) {
    const { error } = verification;
    if (error instanceof LinkError && error.retryable) {
      return (
        <LinkPanel
          key="retry"
          icon={MailX}
          tone="danger"
          title="Não foi possível confirmar agora"
          focusTitle
          actions={
            <Button onClick={() => void verification.refetch()} disabled={verification.isFetching}>
              <RefreshCw className="h-4 w-4" aria-hidden="true" />
              {verification.isFetching ? 'Tentando...' : 'Tentar novamente'}
            </Button>
          }
        >
          <p role="alert">{error.message}</p>
          <p className="text-sm text-muted">Seu link continua guardado nesta página.</p>
        </LinkPanel>
      );
    }
    return (
      <LinkPanel
        key="error"
        icon={MailX}
        tone="danger"
        title="Este link não vale mais"
        focusTitle
        actions={<NewLinkAction />}
      >
        <p role="alert">{error.message}</p>
        <NewLinkHint signedIn={user !== null} />
      </LinkPanel>
    );
  }

  return (
    <LinkPanel
      key="done"
      icon={MailCheck}
      tone="teal"
      eyebrow="Tudo certo"
      title="E-mail confirmado!"
      focusTitle
      actions={
        user ? (
          <Link to="/dashboard" className={buttonClasses('primary')}>
            <Sparkles className="h-4 w-4" aria-hidden="true" />
            Ir para o meu Santuário
          </Link>
        ) : (
          <LoginButton />
        )
      }
    >
      <p>
        Obrigado! O endereço{' '}
        <strong className="break-all font-semibold text-soft-gold">{confirmed?.email}</strong> está
        confirmado. Agora sua conta fica mais protegida, e você pode recuperar a senha sempre que precisar.
      </p>
    </LinkPanel>
  );
}

function MissingToken() {
  const user = useSessionUser();
  return (
    <LinkPanel icon={LinkIcon} title="Link incompleto" actions={<NewLinkAction />}>
      <p>
        Este endereço chegou sem o código de confirmação. Abra o botão do e-mail “Confirme seu e-mail” ou
        copie o link inteiro: às vezes ele se parte em duas linhas.
      </p>
      <NewLinkHint signedIn={user !== null} />
    </LinkPanel>
  );
}

function NewLinkHint({ signedIn }: { signedIn: boolean }) {
  return (
    <p className="text-sm text-muted">
      {signedIn
        ? 'Um novo link chega em instantes e vale por 48 horas.'
        : 'Entre na sua conta para receber um novo link: ele vale por 48 horas.'}
    </p>
  );
}

/** A new link needs the account: resend when signed in, otherwise log in first (the page stays). */
function NewLinkAction() {
  const user = useSessionUser();
  return user ? <ResendVerificationButton variant="primary" /> : <LoginButton />;
}

function LoginButton() {
  const open = useAuthModal((s) => s.open);
  return (
    <Button onClick={() => open('login')}>
      <LogIn className="h-4 w-4" aria-hidden="true" />
      Fazer login
    </Button>
  );
}
