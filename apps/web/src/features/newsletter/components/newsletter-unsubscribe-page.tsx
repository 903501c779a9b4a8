import { Home, LinkIcon, LoaderCircle, MailMinus, MoonStar } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LinkPanel } from '../../../components/ui/link-panel';
import { LinkError, linkTokenFrom } from '../../../lib/link-token';
import { useNoReferrer } from '../../../lib/use-no-referrer';
import { useUnsubscribe } from '../api/unsubscribe';

const HomeLink = ({ variant = 'primary' }: { variant?: 'primary' | 'ghost' }) => (
  <Link to="/" className={buttonClasses(variant)}>
    <Home className="h-4 w-4" aria-hidden="true" />
    Voltar ao início
  </Link>
);

/**
 * /newsletter/descadastrar?token=…: the human link of every newsletter e-mail. Nothing happens on
 * opening it (link scanners open links too); the button posts the same one-click unsubscribe.
 */
export function NewsletterUnsubscribePage() {
  const [params] = useSearchParams();
  const token = linkTokenFrom(params);
  useNoReferrer();
  return token ? (
    <Unsubscribe key={token} token={token} />
  ) : (
    <LinkPanel icon={LinkIcon} title="Link incompleto" actions={<HomeLink />}>
      <p>
        Este endereço chegou sem o código da sua inscrição. Use o link “cancelar inscrição” no fim de qualquer
        e-mail da newsletter, copiando-o inteiro.
      </p>
    </LinkPanel>
  );
}

function Unsubscribe({ token }: { token: string }) {
  const { mutate, isPending, isSuccess, error } = useUnsubscribe();

  if (isSuccess) {
    return (
      <LinkPanel
        key="done"
        icon={MoonStar}
        tone="teal"
        eyebrow="Até breve"
        title="Inscrição cancelada"
        focusTitle
        actions={<HomeLink />}
      >
        <p>Você não receberá mais a carta semanal do céu. A gente agradece a companhia até aqui.</p>
        <p className="text-sm text-muted">
          Se sentir saudade das estrelas, é só se inscrever de novo no rodapé de qualquer página.
        </p>
      </LinkPanel>
    );
  }

  if (error instanceof LinkError && !error.retryable) {
    return (
      <LinkPanel
        key="error"
        icon={LinkIcon}
        tone="danger"
        title="Este link não vale mais"
        focusTitle
        actions={<HomeLink />}
      >
        <p role="alert">{error.message}</p>
        <p className="text-sm text-muted">
          Use o link do e-mail mais recente da newsletter. Se a inscrição já foi cancelada, não há mais nada a
          fazer: você não receberá novos e-mails.
        </p>
      </LinkPanel>
    );
  }

  return (
    <LinkPanel
      icon={MailMinus}
      eyebrow="Newsletter"
      title="Deixar de receber a carta semanal?"
      actions={
        <>
          <Button onClick={() => mutate(token)} disabled={isPending}>
            {isPending && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
            {isPending ? 'Cancelando...' : 'Cancelar inscrição'}
          </Button>
          <HomeLink variant="ghost" />
        </>
      }
    >
      <p>
        Ao confirmar, este endereço deixa de receber a newsletter semanal do Constelar. Sua conta, se você
        tiver uma, continua como está.
      </p>
      {error && (
        <p
          role="alert"
          className="rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-danger"
        >
          {error.message}
        </p>
      )}
    </LinkPanel>
  );
}
