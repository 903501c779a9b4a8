import { ciganoSpreadOfSlug } from '@constelar/contract/app-routes';
import type { SpreadCode } from '@constelar/core/tarot-spreads';
import { useState } from 'react';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../app/not-found-page';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSpreads } from '../api/tarot-api';
import { useSpreadDraw, type DealRequest } from '../lib/use-spread-draw';
import { CiganoReadingView } from './cigano-reading-view';
import { DrawError, PickSection, QuestionForm, ReadingAndAgain, SpreadHeader } from './spread-page-parts';
import { TarotFan } from './tarot-fan';
import { Pending } from './pending';

type Querent = 'perfil' | '28' | '29';

const QUERENTS = [
  ['perfil', 'Pelo meu perfil (A Cigana, se não houver preferência)'],
  ['29', 'A Cigana (29)'],
  ['28', 'O Cigano (28)'],
] as const;

/**
 * /tarot/cigano/{spread}: the question, "Embaralhar", the 36 cards face down, then the reading. The Mesa
 * Real lays the whole shuffled deck, so after the commitment it asks only which card stands for you.
 */
export function CiganoSpreadPage() {
  const { spread: slug = '' } = useParams();
  const code = ciganoSpreadOfSlug(slug) as SpreadCode | undefined;
  const spreads = useSpreads();
  const [question, setQuestion] = useState('');
  const [querent, setQuerent] = useState<Querent>('perfil');
  const draw = useSpreadDraw(code ?? '');
  const spread = spreads.data?.spreads.find((s) => s.code === code);
  useDocumentTitle(spread ? `${spread.name} · Constelar` : 'Tiragem do baralho cigano · Constelar');

  if (!code) return <NotFoundPage />;
  if (!spread)
    return (
      <Pending error={spreads.error} onRetry={() => void spreads.refetch()} label="Preparando a mesa..." />
    );
  const { stage, busy } = draw;
  const mesa = code === 'mesa-real';
  const request: DealRequest = {
    spread: code,
    ...(question.trim() ? { question: question.trim() } : {}),
    ...(mesa && querent !== 'perfil' ? { querent: Number(querent) } : {}),
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 pb-16 pt-6 animate-fade-in">
      <SpreadHeader deck={{ to: '/tarot/cigano', label: 'Baralho cigano' }} spread={spread} />

      {stage.kind === 'ask' && (
        <QuestionForm
          question={question}
          onQuestion={setQuestion}
          busy={busy}
          onShuffle={() => void draw.begin({ spread: code })}
        >
          {mesa && (
            <fieldset className="flex flex-col gap-1 text-text">
              <legend className="mb-1 text-sm text-soft-gold">A carta que representa você</legend>
              {QUERENTS.map(([value, label]) => (
                <label key={value} className="flex min-h-11 items-center gap-3">
                  <input
                    type="radio"
                    name="querent"
                    value={value}
                    checked={querent === value}
                    onChange={() => setQuerent(value)}
                    className="h-5 w-5"
                  />
                  {label}
                </label>
              ))}
            </fieldset>
          )}
        </QuestionForm>
      )}

      {stage.kind === 'pick' && (
        <PickSection
          id="cigano-fan-title"
          title={mesa ? 'O baralho está embaralhado' : `Escolha ${spread.cards} cartas`}
          {...(mesa ? {} : { status: `${stage.picks.length} de ${spread.cards} escolhidas` })}
          made={stage.shuffle}
        >
          {mesa ? (
            <Button onClick={() => void draw.deal(stage.shuffle, request)} disabled={busy}>
              Abrir a Mesa Real
            </Button>
          ) : (
            <TarotFan
              size={36}
              picked={stage.picks}
              needed={spread.cards}
              onPick={(i) => draw.pick(i, spread.cards, request)}
              disabled={busy}
            />
          )}
        </PickSection>
      )}

      <DrawError error={draw.error} />

      {stage.kind === 'read' && (
        <ReadingAndAgain onAgain={draw.again}>
          <CiganoReadingView reading={stage.reading} />
        </ReadingAndAgain>
      )}
    </div>
  );
}
