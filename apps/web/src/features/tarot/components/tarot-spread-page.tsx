import { TAROT_SPREAD_CODES, type SpreadCode } from '@constelar/core/tarot-spreads';
import { useState } from 'react';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../app/not-found-page';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSpreads } from '../api/tarot-api';
import { useSpreadDraw } from '../lib/use-spread-draw';
import { DrawError, PickSection, QuestionForm, ReadingAndAgain, SpreadHeader } from './spread-page-parts';
import { DeckOptions } from './deck-options';
import { TarotFan } from './tarot-fan';
import { TarotReadingView } from './tarot-reading-view';
import { Pending } from './pending';

/** /tarot/{spread}: the question, the options, "Embaralhar", the fan, then the reading (spec/tarot.md §4). */
export function TarotSpreadPage() {
  const { spread: code = '' } = useParams();
  const spreads = useSpreads();
  const [question, setQuestion] = useState('');
  const [majorsOnly, setMajorsOnly] = useState(false);
  const [reversals, setReversals] = useState(false);
  const draw = useSpreadDraw(code);
  const spread = spreads.data?.spreads.find((s) => s.code === code);
  useDocumentTitle(spread ? `${spread.name} · Constelar` : 'Tiragem de tarô · Constelar');

  if (!(TAROT_SPREAD_CODES as readonly string[]).includes(code)) return <NotFoundPage />;
  if (!spread)
    return (
      <Pending error={spreads.error} onRetry={() => void spreads.refetch()} label="Preparando a mesa..." />
    );
  const { stage, busy } = draw;
  const one = spread.cards === 1;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 pb-16 pt-6 animate-fade-in">
      <SpreadHeader deck={{ to: '/tarot', label: 'Tarot' }} spread={spread} />

      {stage.kind === 'ask' && (
        <QuestionForm
          question={question}
          onQuestion={setQuestion}
          busy={busy}
          onShuffle={() =>
            void draw.begin({ spread: code as SpreadCode, deck: majorsOnly ? 'majors' : 'full', reversals })
          }
        >
          <DeckOptions
            majorsOnly={majorsOnly}
            onMajorsOnly={setMajorsOnly}
            reversals={reversals}
            onReversals={setReversals}
          />
        </QuestionForm>
      )}

      {stage.kind === 'pick' && (
        <PickSection
          id="tarot-fan-title"
          title={`Escolha ${one ? 'uma carta' : `${spread.cards} cartas`}`}
          status={`${stage.picks.length} de ${spread.cards} ${one ? 'escolhida' : 'escolhidas'}`}
          made={stage.shuffle}
        >
          <TarotFan
            size={majorsOnly ? 22 : 78}
            picked={stage.picks}
            needed={spread.cards}
            onPick={(i) =>
              draw.pick(i, spread.cards, {
                spread: code as SpreadCode,
                ...(question.trim() ? { question: question.trim() } : {}),
              })
            }
            disabled={busy}
          />
        </PickSection>
      )}

      <DrawError error={draw.error} />

      {stage.kind === 'read' && (
        <ReadingAndAgain onAgain={draw.again}>
          <TarotReadingView reading={stage.reading} />
        </ReadingAndAgain>
      )}
    </div>
  );
}
