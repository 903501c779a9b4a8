import { SAO_PAULO_ZONE } from '@constelar/contract/constants';
import { Moon } from 'lucide-react';
import { useState } from 'react';
import { GlyphReading } from '../../../components/glyphs/glyph-reading';
import { LoadError } from '../../../components/ui/load-error';
import { brasiliaToday } from '../../../lib/brasilia-day';
import { useSessionUser } from '../../../lib/session';
import { ownSky, type SkyOwner } from '../../../lib/sky-owner';
import { useLunarReturn } from '../api/get-lunar-return';
import { returnMoment } from '../lib/solar-return-time';

/**
 * "Revolução lunar" (relations.md §3): the next time the Moon comes back to its birth place in the
 * zodiac, on Brasília's clocks, and the month's tone from the return's Ascendant and Moon house.
 * Nothing when the profile has no birth: the solar return card beside it already asks for one.
 */
export function LunarReturnCard({ now: nowProp, owner: ownerProp }: { now?: Date; owner?: SkyOwner }) {
  const userId = useSessionUser()?.id ?? null;
  const owner = ownerProp ?? ownSky(userId);
  // The search starts at 00:00 UTC of Brasília's day (after 21h UTC's is tomorrow); a return earlier
  // today still counts as "next".
  const [now] = useState(() => nowProp ?? new Date());
  const from = brasiliaToday(now);
  const lunarReturn = useLunarReturn(owner, from);

  let body;
  if (lunarReturn.isPending) {
    body = (
      <p role="status" className="text-soft-gold">
        Calculando a volta da Lua...
      </p>
    );
  } else if (lunarReturn.isError) {
    body = <LoadError message={lunarReturn.error.message} onRetry={() => void lunarReturn.refetch()} />;
  } else if (!lunarReturn.data) {
    return null;
  } else {
    const result = lunarReturn.data;
    body = (
      <div className="flex flex-col gap-4">
        <p className="text-text/90">
          A Lua volta ao ponto exato do seu nascimento em{' '}
          <time dateTime={result.instant} className="font-semibold text-soft-gold">
            {returnMoment(result.instant, SAO_PAULO_ZONE)}
          </time>
          , no horário de Brasília.
        </p>
        {result.texts.ascendant && result.chart.ascendant && (
          <GlyphReading glyph={result.chart.ascendant.signCode} {...result.texts.ascendant} />
        )}
        {result.texts.moonHouse && <GlyphReading glyph="moon" {...result.texts.moonHouse} />}
        {!result.texts.ascendant && (
          <p className="text-sm text-muted">
            Sem a hora de nascimento, a posição da Lua natal varia alguns graus, e o Ascendente e as casas da
            revolução ficam de fora.
          </p>
        )}
      </div>
    );
  }

  return (
    <section aria-labelledby="revolucao-lunar" className="glass flex flex-col gap-5 p-5 sm:p-7">
      <header className="flex items-start gap-3">
        <Moon className="mt-1 h-6 w-6 shrink-0 text-soft-gold" aria-hidden="true" />
        <div>
          <h2 id="revolucao-lunar" className="scroll-mt-24 font-serif text-2xl text-soft-gold">
            Revolução lunar
          </h2>
          <p className="mt-1 text-sm text-text/80">
            Uma vez por mês a Lua volta ao grau em que estava quando você nasceu. O mapa desse instante dá o
            tom das semanas seguintes, até a próxima volta.
          </p>
        </div>
      </header>
      {body}
    </section>
  );
}
