import { useQuery } from '@tanstack/react-query';
import { Home, LinkIcon, MailCheck, MailX, RefreshCw } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LinkPanel, LinkPanelLoading } from '../../../components/ui/link-panel';
import { LinkError, linkTokenFrom } from '../../../lib/link-token';
import { useNoReferrer } from '../../../lib/use-no-referrer';
import { confirmSubscriptionQueryOptions } from '../api/confirm-subscription';

const HomeLink = () => (
  <Link to="/" className={buttonClasses('primary')}>
    <Home className="h-4 w-4" aria-hidden="true" />
    Voltar ao início
  </Link>
);

/** /newsletter/confirmar?token=…: the double opt-in link of the weekly letter (accounts.md §6). */
export function NewsletterConfirmPage() {
  const [params] = useSearchParams();
  const token = linkTokenFrom(params);
  useNoReferrer();
  return token ? (
    <Confirmation key={token} token={token} />
  ) : (
    <LinkPanel icon={LinkIcon} title="Link incompleto" actions={<HomeLink />}>
      <p>
        Este endereço chegou sem o código de confirmação. Abra o botão do e-mail que enviamos ou copie o link
        inteiro: às vezes ele se parte em duas linhas.
      </p>
    </LinkPanel>
  );
}

function Confirmation({ token }: { token: string }) {
  const confirmation = useQuery(confirmSubscriptionQueryOptions(token));

  if (confirmation.isPending) return <LinkPanelLoading text="Confirmando sua inscrição..." />;

  if (confirmation.isError) {
    const { error } = confirmation;
    const retryable = error instanceof LinkError && error.retryable;
    return (
      <LinkPanel
        key={retryable ? 'retry' : 'error'}
        icon={MailX}
        tone="danger"
        title={retryable ? 'Não foi possível confirmar agora' : 'Este link não vale mais'}
        focusTitle
        actions={
          retryable ? (
            <Button onClick={() => void confirmation.refetch()} disabled={confirmation.isFetching}>
              <RefreshCw className="h-4 w-4" aria-hidden="true" />
              {confirmation.isFetching ? 'Tentando...' : 'Tentar novamente'}
            </Button>
          ) : (
            <HomeLink />
          )
        }
      >
        <p role="alert">{error.message}</p>
        {!retryable && (
          <p className="text-sm text-muted">
            Se ainda quiser receber a carta semanal do céu, inscreva-se de novo no rodapé de qualquer página:
            um novo link chega em instantes.
          </p>
        )}
      </LinkPanel>
    );
  }

  return (
    <LinkPanel
      key="done"
      icon={MailCheck}
      tone="teal"
      eyebrow="Insights semanais"
      title="Inscrição confirmada!"
      focusTitle
      actions={<HomeLink />}
    >
      <p>
        Que bom ter você por perto. A partir de agora,{' '}
        <strong className="break-all font-semibold text-soft-gold">{confirmation.data.email}</strong> recebe a
        nossa carta semanal do céu.
      </p>
      <p className="text-sm text-muted">
        Cada e-mail traz um link para cancelar a inscrição quando você quiser.
      </p>
    </LinkPanel>
  );
}
