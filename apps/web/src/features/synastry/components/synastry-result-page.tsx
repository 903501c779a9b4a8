import { LockKeyhole, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { SynastryContent } from '@constelar/contract';
import { buttonClasses } from '../../../components/ui/button';
import { ShareButton } from '../../../components/ui/share-button';
import { useSignedIn } from '../../../lib/session';
import { useSynastryReport } from '../api/get-synastry-report';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { useLastSynastry } from '../stores/last-synastry-store';
import { SynastryResult } from './synastry-result';

function Loading() {
  return (
    <div role="status" className="grid min-h-[40vh] place-items-center text-muted">
      <span className="flex items-center gap-3">
        <span
          className="h-5 w-5 animate-spin rounded-full border-2 border-gold/30 border-t-gold"
          aria-hidden="true"
        />
        Buscando sua análise...
      </span>
    </div>
  );
}

function NotFound({ message }: { message?: string }) {
  return (
    <section className="glass mx-auto mt-8 max-w-xl px-6 py-12 text-center animate-fade-in">
      <SearchX className="mx-auto h-10 w-10 text-soft-gold" aria-hidden="true" />
      <h1 className="gold-text mt-4 text-2xl sm:text-3xl">Ops! Nenhuma análise encontrada.</h1>
      <p className="mx-auto mt-3 max-w-sm text-muted">
        {message ?? 'Parece que ainda não há uma conexão revelada por aqui. Comece uma nova sinastria.'}
      </p>
      <Link to="/sinastria" className={buttonClasses('primary', 'mt-8')}>
        Fazer uma sinastria
      </Link>
    </section>
  );
}

/** A saved synastry belongs to its owner: ask to sign in rather than call the API and bounce on a 401. */
function SignInToOpen() {
  const openAuth = useAuthModal((s) => s.open);
  return (
    <section className="glass mx-auto mt-8 max-w-xl px-6 py-12 text-center animate-fade-in">
      <LockKeyhole className="mx-auto h-10 w-10 text-soft-gold" aria-hidden="true" />
      <h1 className="gold-text mt-4 text-2xl sm:text-3xl">Esta conexão está guardada</h1>
      <p className="mx-auto mt-3 max-w-sm text-muted">
        As sinastrias salvas ficam na conta de quem as calculou. Entre para abrir esta análise.
      </p>
      <button type="button" onClick={() => openAuth('login')} className={buttonClasses('primary', 'mt-8')}>
        Entrar
      </button>
    </section>
  );
}

/** Shares the headline and an invitation to /sinastria: the saved report itself is private to its owner. */
function Share({ content }: { content: SynastryContent }) {
  return (
    <ShareButton
      title={`A Conexão entre ${content.person1Name} & ${content.person2Name}`}
      text={`${content.person1Name} & ${content.person2Name}: ${content.overallHarmony}% de Harmonia Geral no Constelar. Descubra a sua conexão:`}
      url={`${window.location.origin}/sinastria`}
      className="px-4"
    />
  );
}

/** /sinastria/resultado shows the last synastry of this browser; /sinastria/report/:id a saved one. */
export function SynastryResultPage() {
  const { reportId } = useParams();
  const stored = useLastSynastry((s) => s.synastry);
  const signedIn = useSignedIn();
  const saved = useSynastryReport(signedIn ? reportId : undefined);

  if (reportId) {
    if (!signedIn) return <SignInToOpen />;
    if (saved.isPending) return <Loading />;
    if (saved.isError) return <NotFound message={saved.error.message} />;
    if (!saved.data) return <NotFound />;
    const { content, createdAt } = saved.data;
    return <SynastryResult content={content} createdAt={createdAt} actions={<Share content={content} />} />;
  }
  if (!stored) return <NotFound />;
  return (
    <SynastryResult
      content={stored.content}
      createdAt={stored.createdAt}
      actions={<Share content={stored.content} />}
    />
  );
}
