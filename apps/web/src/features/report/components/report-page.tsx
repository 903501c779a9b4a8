import { useParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useLastReport } from '../../../lib/last-report-store';
import { isPersonalContent, useReport } from '../api/get-report';
import { ReportLoading, ReportNotFound } from './report-status';
import { ReportView } from './report-view';
import './report-print.css';

const NO_REPORT_MESSAGE =
  'Parece que você chegou aqui sem gerar uma análise. Volte ao início para decodificar seu universo.';
const FETCH_FALLBACK = 'Não foi possível buscar este relatório.';

/**
 * A saved report by id, headed by the person in the report (sky.md §2): a member's report on a friend
 * names the friend, never the member.
 */
function SavedReport({ id }: { id: string }) {
  const report = useReport(id);
  if (report.isPending) return <ReportLoading />;
  if (report.isError) return <ReportNotFound message={errorMessage(report.error, FETCH_FALLBACK)} />;
  return <ReportView content={report.data.content} name={report.data.content.name} reportId={id} />;
}

/** The last calculation kept in this browser. */
function StoredReport() {
  const content = useLastReport((s) => s.content);
  // Anything older or foreign in storage that lacks a chart counts as no report at all.
  if (!isPersonalContent(content)) return <ReportNotFound message={NO_REPORT_MESSAGE} />;
  return <ReportView content={content} name={content.name} />;
}

/** /resultado, /resultado/:reportId and /report/:reportId (product.md §2 "Personal report"). */
export function ReportPage() {
  const { reportId } = useParams();
  return reportId ? <SavedReport key={reportId} id={reportId} /> : <StoredReport />;
}
