import { Suspense, useId, useState } from 'react';
import { Table2 } from 'lucide-react';
import type { PersonalContent, Reading } from '@constelar/contract';
import { CHART_EXTRA_POINTS } from '@constelar/core/codes';
import { READING_ORDER } from '../lib/chart-points';
import { signOrNA } from '../lib/format';
import { AspectReadings } from './aspect-readings';
import { AspectsTable } from './aspects-table';
import { GlyphIcon } from '../../../components/glyphs/glyph-icon';
import { PositionsList } from './positions-list';
import { ReadMore } from './read-more';
import { SectionHeading } from './section-heading';
import { TONE_DOT } from './tone-styles';
import { WheelTable } from './wheel-table';
import { lazyWithQueries } from '../../../lib/lazy-queries';
import { WheelPlaceholder } from '../../../components/chart/wheel-placeholder';

// The wheel is the heaviest drawing on the page; it arrives in its own chunk while the text renders.
const NatalWheel = lazyWithQueries(async () => ({ default: (await import('./natal-wheel')).NatalWheel }));

const isChartExtraPoint = (point: string) => (CHART_EXTRA_POINTS as readonly string[]).includes(point);

function byReadingOrder(readings: Reading[]): Reading[] {
  const rank = (p: string) => {
    const i = READING_ORDER.indexOf(p);
    return i === -1 ? READING_ORDER.length : i;
  };
  return [...readings].sort((a, b) => rank(a.point) - rank(b.point));
}

function ReadingCard({ reading, house }: { reading: Reading; house: number | null | undefined }) {
  return (
    <article className="glass flex flex-col p-5 sm:p-6" data-reading={reading.point}>
      <header className="flex items-center gap-3">
        <span
          className="grid h-11 w-11 shrink-0 place-items-center rounded-full border border-gold/30 text-soft-gold"
          aria-hidden="true"
        >
          <GlyphIcon code={reading.point} className="h-6 w-6" />
        </span>
        <div>
          <p className="text-xs uppercase tracking-wider text-muted">{reading.name}</p>
          <h4 className="font-serif text-lg text-soft-gold">{reading.title}</h4>
        </div>
      </header>
      <ReadMore collapsedClass="max-h-56">
        <p className="mt-3 leading-relaxed text-text/95">{reading.signText}</p>
        {reading.houseText && (
          <div className="mt-4 border-t border-gold/10 pt-4">
            <p className="text-xs font-semibold uppercase tracking-wider text-teal">
              {house ? `Na Casa ${house}` : 'Na sua casa'}
            </p>
            <p className="mt-1.5 leading-relaxed text-text/90">{reading.houseText}</p>
          </div>
        )}
        <p className="mt-4 border-t border-gold/10 pt-4 text-sm italic leading-relaxed text-muted">
          {reading.description}
        </p>
      </ReadMore>
    </article>
  );
}

const GUIDE = [
  {
    tone: 'harmonious',
    title: 'Harmônicos',
    names: 'trígono e sextil',
    text: 'Talentos que fluem sem esforço: portas que se abrem quando você confia nelas.',
  },
  {
    tone: 'tense',
    title: 'Tensos',
    names: 'quadratura e oposição',
    text: 'Atritos que pedem escolha e movimento; é deles que nasce boa parte do crescimento.',
  },
  {
    tone: 'conjunction',
    title: 'Conjunção',
    names: 'planetas lado a lado',
    text: 'Duas forças fundidas numa só voz, que se expressam sempre juntas.',
  },
] as const;

function AspectGuide() {
  return (
    <aside className="glass p-5" aria-label="Como ler os aspectos">
      <p className="text-xs font-semibold uppercase tracking-[0.2em] text-teal">Como ler</p>
      <ul className="mt-3 space-y-4">
        {GUIDE.map((g) => (
          <li key={g.tone} className="flex gap-3">
            <span
              data-tone={g.tone}
              className={`mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full ${TONE_DOT[g.tone]}`}
              aria-hidden="true"
            />
            <span>
              <span className="block font-medium text-text">
                {g.title} <span className="text-sm font-normal text-muted">· {g.names}</span>
              </span>
              <span className="mt-0.5 block text-sm leading-relaxed text-text/80">{g.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}

export function AstrologySection({ content, name }: { content: PersonalContent; name: string }) {
  const { astrology } = content;
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const houseOf = (point: string) => {
    if (point === 'ascendant') return 1;
    if (point === 'midheaven') return 10;
    return (astrology as unknown as Record<string, { house?: number | null } | undefined>)[point]?.house;
  };

  // points.md §2: the other points' readings come after the bodies', in a section of their own.
  const ordered = byReadingOrder(content.readings);
  const bodyReadings = ordered.filter((r) => !isChartExtraPoint(r.point));
  const pointReadings = ordered.filter((r) => isChartExtraPoint(r.point));

  return (
    <section aria-labelledby="astrologia-titulo" id="astrologia" className="scroll-mt-24">
      <SectionHeading id="astrologia-titulo" eyebrow="Astrologia" title="Seu Mapa Natal">
        {content.timeKnown
          ? 'O céu no instante do seu nascimento: onde cada planeta estava, em que signo e em qual casa.'
          : 'O céu no dia do seu nascimento, ao meio-dia: onde cada planeta estava e em que signo.'}
      </SectionHeading>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:items-start">
        <div className="glass p-3 sm:p-6">
          <Suspense fallback={<WheelPlaceholder label="Desenhando o mapa..." />}>
            <NatalWheel astrology={astrology} title={`Mapa natal de ${name}`} />
          </Suspense>
          <div className="no-print mt-4 flex justify-center">
            <button
              type="button"
              aria-expanded={showTable}
              aria-controls={tableId}
              onClick={() => setShowTable((v) => !v)}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-gold/30 px-4 text-sm text-soft-gold transition hover:bg-gold/10"
            >
              <Table2 className="h-4 w-4" aria-hidden="true" />
              {showTable ? 'Ocultar tabela do mapa' : 'Ver o mapa em tabela'}
            </button>
          </div>
        </div>

        <div className="flex flex-col gap-6">
          <PositionsList astrology={astrology} timeKnown={content.timeKnown !== false} />
          <div className="glass p-5" data-chinese-zodiac>
            <p className="text-xs font-semibold uppercase tracking-[0.2em] text-teal">Horóscopo chinês</p>
            <h3 className="mt-1 font-serif text-xl text-soft-gold">{signOrNA(astrology.chineseZodiac)}</h3>
            {astrology.chineseZodiacDetail?.text && (
              <p className="mt-2 text-sm leading-relaxed text-text/90">
                {astrology.chineseZodiacDetail.text}
              </p>
            )}
          </div>
        </div>
      </div>

      <div className={showTable ? 'mt-6' : 'sr-only'}>
        <WheelTable astrology={astrology} id={tableId} />
      </div>

      <h3 id="leituras" className="mt-12 scroll-mt-24 font-serif text-xl text-soft-gold sm:text-2xl">
        Leituras do seu céu
      </h3>
      <div className="mt-5 grid gap-5 md:grid-cols-2 md:items-start">
        {bodyReadings.map((reading) => (
          <ReadingCard key={reading.point} reading={reading} house={houseOf(reading.point)} />
        ))}
      </div>

      {pointReadings.length > 0 && (
        <section aria-labelledby="outros-pontos" data-point-readings>
          <h3 id="outros-pontos" className="mt-12 scroll-mt-24 font-serif text-xl text-soft-gold sm:text-2xl">
            Outros pontos do mapa
          </h3>
          <p className="mt-2 max-w-2xl text-sm text-muted">
            Não são planetas, mas pontos que a astrologia lê ao lado deles: Quíron, Lilith, o Nodo Sul e a
            Roda da Fortuna.
          </p>
          <div className="mt-5 grid gap-5 md:grid-cols-2 md:items-start">
            {pointReadings.map((reading) => (
              <ReadingCard key={reading.point} reading={reading} house={houseOf(reading.point)} />
            ))}
          </div>
        </section>
      )}

      <h3 id="aspectos" className="mt-12 scroll-mt-24 font-serif text-xl text-soft-gold sm:text-2xl">
        Aspectos entre os planetas
      </h3>
      <p className="mt-2 max-w-2xl text-sm text-muted">
        Ângulos que ligam dois pontos do mapa. O orbe mostra quão perto do ângulo exato eles estão: quanto
        menor, mais forte o diálogo.
      </p>
      <div className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <AspectsTable aspects={astrology.aspects} />
        <AspectGuide />
      </div>
      <p className="mt-10 text-xs font-semibold uppercase tracking-[0.2em] text-teal">
        O que cada aspecto diz
      </p>
      <div className="mt-3">
        <AspectReadings aspects={astrology.aspects} />
      </div>
    </section>
  );
}
