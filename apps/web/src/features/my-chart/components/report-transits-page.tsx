import { format } from 'date-fns';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { SKY_DAYS, useReportName, useReportTransits } from '../api/get-transits';
import { TransitsBody } from './transits-body';
import { useDocumentTitle } from '../../../lib/use-document-title';

function ReportTransits({ reportId }: { reportId: string }) {
  const [now] = useState(() => new Date());
  const name = useReportName(reportId);
  const transits = useReportTransits(reportId, format(now, 'yyyy-MM-dd'));
  const person = name.data ?? null;
  const heading = person ? `O céu de ${person}` : 'Trânsitos do relatório';

  useDocumentTitle(`${heading} · Constelar`);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 pb-16 animate-fade-in">
      <Link
        to={`/report/${encodeURIComponent(reportId)}`}
        className="inline-flex min-h-11 items-center gap-2 self-start rounded-full pr-3 text-sm text-soft-gold transition hover:text-gold"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Voltar ao relatório
      </Link>
      <header className="text-center">
        <p className="text-xs font-semibold uppercase tracking-[0.3em] text-teal">Trânsitos</p>
        <h1 className="gold-text mt-3 text-balance text-3xl leading-tight break-words sm:text-5xl">
          {heading}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-pretty text-text/85">
          Os planetas em movimento que tocam este mapa nos próximos {SKY_DAYS} dias, com orbe de 1°. Cada
          período abre e fecha; o que fazer com ele continua sendo uma escolha de quem vive.
        </p>
      </header>
      <TransitsBody transits={transits} now={now} />
    </div>
  );
}

/** /report/:reportId/transitos (issue #14): "Seu céu" over one of the member's saved reports. */
export function ReportTransitsPage() {
  const { reportId } = useParams();
  return reportId ? <ReportTransits key={reportId} reportId={reportId} /> : null;
}
