import { useParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useLastReport } from '../../../lib/last-report-store';
import { useProfile } from '../../../lib/profile-query';
import { useSessionUser } from '../../../lib/session';
import { isPersonalContent, useReport } from '../api/get-report';
import { ReportLoading, ReportNotFound } from './report-status';
import { ReportView } from './report-view';
import './report-print.css';

const NO_REPORT_MESSAGE =
  'Parece que você chegou aqui sem gerar uma análise. Volte ao início para decodificar seu universo.';
const FETCH_FALLBACK = 'Não foi possível buscar este relatório.';

/** A saved report by id: loaded from the server, headed by the signed-in owner's name. */
function SavedReport({ id }: { id: string }) {
  const report = useReport(id);
  // Fetched alongside the report: only the owner can open it, so the session is there to ask.
  const profile = useProfile(useSessionUser()?.id ?? null);
  if (report.isPending || profile.isLoading) return <ReportLoading />;
  if (report.isError) return <ReportNotFound message={errorMessage(report.error, FETCH_FALLBACK)} />;
  const name = profile.data?.name?.trim() || report.data.content.name;
  return <ReportView content={report.data.content} name={name} />;
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
