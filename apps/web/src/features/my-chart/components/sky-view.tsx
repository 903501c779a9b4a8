import { useState } from 'react';
import { SKY_DAYS, useTransits } from '../api/get-transits';
import { MemberSkyPanels } from './member-sky-panels';
import { TodayWheelSection } from './today-wheel-section';
import { TransitsBody } from './transits-body';
import { brasiliaToday } from '../../../lib/brasilia-day';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** "Seu céu" (sky.md §3, issue #14): the transits over the member's chart for the next 90 days. */
export function SkyView({ userId }: { userId: string | null }) {
  // One present for the whole view, on Brasília's calendar as the server's defaults (issue #45).
  const [now] = useState(() => new Date());
  const from = brasiliaToday(now);
  const transits = useTransits(userId, from);

  useDocumentTitle('Seu céu · Constelar');
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 pb-16 animate-fade-in">
      <header className="text-center">
        <p className="text-xs font-semibold uppercase tracking-[0.3em] text-teal">Trânsitos</p>
        <h1 className="gold-text mt-3 text-3xl leading-tight sm:text-5xl">Seu céu</h1>
        <p className="mx-auto mt-4 max-w-2xl text-pretty text-text/85">
          Os planetas em movimento que tocam o seu mapa nos próximos {SKY_DAYS} dias, com orbe de 1°. Cada
          trânsito é um período com começo e fim: um convite a escolher como atravessá-lo.
        </p>
      </header>
      <TodayWheelSection userId={userId} date={from} />
      <TransitsBody transits={transits} now={now} />
      <MemberSkyPanels userId={userId} from={from} />
    </div>
  );
}
