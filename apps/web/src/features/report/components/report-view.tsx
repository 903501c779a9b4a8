import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { ArrowLeft, CalendarDays, Orbit, Printer } from 'lucide-react';
import { Link } from 'react-router';
import type { PersonalContent } from '@constelar/contract';
import { buttonClasses } from '../../../components/ui/button';
import { useSignedIn } from '../../../lib/session';
import { ArcanaSection } from './arcana-section';
import { AstrologySection } from './astrology-section';
import { MethodSection } from './method-section';
import { NumerologySection } from './numerology-section';
import { SynthesisSection } from './synthesis-section';
import { KeepReadingInvite } from './keep-reading-invite';
import { TimeNotice } from './time-notice';
import { ReportShare } from './report-share';
import { useDocumentTitle } from '../../../lib/use-document-title';

export interface ReportSectionLink {
  href: string;
  label: string;
}

const SECTIONS: readonly ReportSectionLink[] = [
  { href: '#sintese', label: 'Síntese' },
  { href: '#astrologia', label: 'Mapa natal' },
  { href: '#leituras', label: 'Leituras' },
  { href: '#aspectos', label: 'Aspectos' },
  { href: '#numerologia', label: 'Numerologia' },
  { href: '#arcanos', label: 'Arcanos' },
  { href: '#como-calculamos', label: 'Como calculamos' },
];

/**
 * `reportId` only for a saved report: its owner can then follow the sky over it (issue #14). `moreSections`
 * names what a page adds below the report ("Meu mapa"'s returns), so the menu reaches it too.
 */
export function ReportView({
  content,
  name,
  reportId,
  moreSections = [],
}: {
  content: PersonalContent;
  name: string;
  reportId?: string;
  moreSections?: readonly ReportSectionLink[];
}) {
  const today = format(new Date(), "dd 'de' MMM, yyyy", { locale: ptBR });
  const signedIn = useSignedIn();

  useDocumentTitle(`A Constelação de ${name} · Constelar`);

  return (
    <article className="report-root mx-auto max-w-6xl pb-8 animate-fade-in">
      <div className="no-print flex flex-wrap items-center justify-between gap-3">
        {/* The dashboard exists only for a session; a visitor gets the way home instead. */}
        <Link
          to={signedIn ? '/dashboard' : '/'}
          className="inline-flex min-h-11 items-center gap-2 rounded-full pr-3 text-sm text-soft-gold transition hover:text-gold"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {signedIn ? 'Voltar ao Dashboard' : 'Voltar ao início'}
        </Link>
        <p className="inline-flex items-center gap-2 text-sm text-muted">
          <CalendarDays className="h-4 w-4" aria-hidden="true" />
          <time dateTime={format(new Date(), 'yyyy-MM-dd')}>{today}</time>
        </p>
      </div>

      <header className="mt-6 text-center sm:mt-10">
        <p className="text-xs font-semibold uppercase tracking-[0.3em] text-teal">Relatório pessoal</p>
        <h1 className="mx-auto mt-3 max-w-4xl text-balance text-3xl leading-tight sm:text-5xl">
          <span className="gold-text">A Constelação de </span>
          <span className="gold-text break-words">{name}</span>
        </h1>
        <p className="print-date mx-auto mt-2 hidden text-sm">{today}</p>
        <p className="mx-auto mt-5 max-w-3xl text-pretty text-left text-base leading-relaxed text-text/90 sm:text-center sm:text-lg">
          {content.summary}
        </p>
        {content.timeKnown === false && <TimeNotice notes={content.notes ?? []} />}
        <div className="no-print mt-7 flex flex-wrap items-start justify-center gap-3">
          <ReportShare content={content} name={name} reportId={reportId} />
          <button type="button" onClick={() => window.print()} className={buttonClasses('secondary')}>
            <Printer className="h-4 w-4" aria-hidden="true" />
            Salvar em PDF
          </button>
          {reportId && (
            <Link
              to={`/report/${encodeURIComponent(reportId)}/transitos`}
              className={buttonClasses('secondary')}
            >
              <Orbit className="h-4 w-4" aria-hidden="true" />
              Ver trânsitos
            </Link>
          )}
        </div>
        {!signedIn && !reportId && <KeepReadingInvite />}
        <nav aria-label="Seções do relatório" className="no-print mt-8">
          <ul className="flex flex-wrap justify-center gap-2">
            {[...SECTIONS, ...moreSections].map((s) => (
              <li key={s.href}>
                <a
                  href={s.href}
                  className="inline-flex min-h-11 items-center rounded-full border border-gold/15 bg-deep/60 px-4 text-sm text-text/90 transition hover:border-gold/40 hover:text-soft-gold"
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      <div className="mt-14 space-y-20 sm:mt-16 sm:space-y-24">
        <SynthesisSection content={content} />
        <AstrologySection content={content} name={name} />
        <NumerologySection content={content} />
        <ArcanaSection content={content} />
        <MethodSection content={content} />
      </div>
    </article>
  );
}
