import type { AdminStats } from '@constelar/contract';
import {
  Activity,
  BarChart3,
  FileText,
  Hourglass,
  RefreshCw,
  ScrollText,
  Sparkles,
  Star,
  TrendingUp,
  Trophy,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { CHART_COLORS } from '../lib/chart-theme';
import { formatCount, formatDecimal, percentOf, summarizeSeries } from '../lib/format';
import { DashboardCharts } from './dashboard-charts';
import { MetricPanel, MetricRow } from './metric-panel';
import { StatCard } from './stat-card';
import { plural } from '../../../lib/plural';
import { SummaryCard } from './summary-card';
import { SystemStatus, type SystemState } from './system-status';

const TIME = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

function DashboardHeader({ updatedAt, state }: { updatedAt?: number; state: SystemState }) {
  return (
    <header className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="gold-text text-3xl sm:text-4xl">Dashboard Admin</h1>
          <p className="mt-1 text-muted">Visão geral da plataforma</p>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <SystemStatus state={state} />
          {updatedAt ? (
            <span className="text-muted">
              Última atualização:{' '}
              <time dateTime={new Date(updatedAt).toISOString()}>{TIME.format(updatedAt)}</time>
            </span>
          ) : null}
        </div>
      </div>
      <nav aria-label="Ferramentas de administração" className="flex flex-col gap-3 sm:flex-row">
        <Link to="/admin/changelog" className={buttonClasses('secondary', 'justify-start sm:justify-center')}>
          <ScrollText className="h-4 w-4" aria-hidden="true" />
          Gerenciar Changelogs
        </Link>
        <span className="inline-flex min-h-11 items-center gap-2 rounded-full border border-dashed border-white/15 px-5 py-2 text-sm text-muted">
          <Hourglass className="h-4 w-4" aria-hidden="true" />
          Outros recursos em breve
        </span>
      </nav>
    </header>
  );
}

function DashboardBody({ stats }: { stats: AdminStats }) {
  const { users, reports, engagement, growth } = stats;
  const signups = summarizeSeries(growth.dailySignups);
  const dailyReports = summarizeSeries(growth.dailyReports);
  return (
    <>
      <section aria-label="Números principais" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          label="Total de Usuários"
          value={formatCount(users.total)}
          trend={`+${formatCount(users.newThisMonth)} este mês`}
          icon={Users}
          color={CHART_COLORS.gold}
        />
        <StatCard
          label="Relatórios Gerados"
          value={formatCount(reports.total)}
          trend={`+${formatCount(reports.thisMonth)} este mês`}
          icon={FileText}
          color={CHART_COLORS.teal}
        />
        <StatCard
          label="Usuários Ativos"
          value={formatCount(users.activeUsers)}
          trend={`${percentOf(users.activeUsers, users.total)} do total`}
          icon={Activity}
          color={CHART_COLORS.violet}
        />
        <StatCard
          label="Beta Testers"
          value={formatCount(users.betaTesters)}
          trend="Usuários especiais"
          icon={Star}
          color={CHART_COLORS.pink}
        />
      </section>

      <div className={`grid gap-4 ${engagement.topUser ? 'lg:grid-cols-3' : 'md:grid-cols-2'}`}>
        <MetricPanel title="Métricas de Usuários" icon={Users}>
          <MetricRow
            label="Novos nesta semana"
            value={formatCount(users.newThisWeek)}
            detail={percentOf(users.newThisWeek, users.total)}
          />
          <MetricRow
            label="Com múltiplos relatórios"
            value={formatCount(engagement.usersWithMultipleReports)}
            detail={percentOf(engagement.usersWithMultipleReports, users.total)}
          />
          <MetricRow label="Taxa de conversão" value={percentOf(users.activeUsers, users.total)} />
        </MetricPanel>
        <MetricPanel title="Métricas de Relatórios" icon={BarChart3}>
          <MetricRow
            label="Pessoais"
            value={formatCount(reports.personal)}
            detail={percentOf(reports.personal, reports.total)}
          />
          <MetricRow
            label="Sinastria"
            value={formatCount(reports.synastry)}
            detail={percentOf(reports.synastry, reports.total)}
          />
          <MetricRow label="Média por usuário" value={formatDecimal(reports.averagePerUser)} />
        </MetricPanel>
        {engagement.topUser && (
          <section
            aria-labelledby="destaque-comunidade"
            className="glass relative overflow-hidden border-gold/40 p-5 md:col-span-2 lg:col-span-1"
          >
            <span
              aria-hidden="true"
              className="pointer-events-none absolute -right-10 -top-10 h-36 w-36 rounded-full bg-gold/20 blur-3xl"
            />
            <h2
              id="destaque-comunidade"
              className="flex items-center gap-2 text-base tracking-wide text-soft-gold sm:text-lg"
            >
              <Trophy className="h-5 w-5 text-gold" aria-hidden="true" />
              Destaque da Comunidade
            </h2>
            <p className="mt-5 font-serif text-2xl text-text">{engagement.topUser.name}</p>
            <p className="mt-1 text-muted">
              <span className="font-semibold text-gold">{formatCount(engagement.topUser.reportCount)}</span>{' '}
              {plural(engagement.topUser.reportCount, 'relatório criado', 'relatórios criados')}
            </p>
            <p className="mt-4 text-sm text-muted">A alma mais curiosa do nosso céu até agora.</p>
          </section>
        )}
      </div>

      <DashboardCharts stats={stats} />

      <div className="grid gap-4 md:grid-cols-2">
        <SummaryCard
          title="Tendência de Crescimento"
          icon={TrendingUp}
          summary={signups}
          unit="cadastros"
          color={CHART_COLORS.gold}
        />
        <SummaryCard
          title="Resumo de Atividade"
          icon={Sparkles}
          summary={dailyReports}
          unit="relatórios"
          color={CHART_COLORS.teal}
        />
      </div>
    </>
  );
}

export function AdminDashboardPage() {
  const { data, error, isPending, isError, dataUpdatedAt, refetch, isFetching } = useAdminDashboard();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 pb-16 animate-fade-in">
      <DashboardHeader
        updatedAt={data ? dataUpdatedAt : undefined}
        state={isError ? 'offline' : isPending ? 'checking' : 'online'}
      />
      {isPending ? (
        <div role="status" className="glass grid min-h-[40vh] place-items-center text-muted">
          <span className="flex items-center gap-3">
            <span
              className="h-5 w-5 animate-spin rounded-full border-2 border-gold/30 border-t-gold"
              aria-hidden="true"
            />
            Carregando métricas...
          </span>
        </div>
      ) : isError ? (
        <div role="alert" className="glass border-danger/40 p-6">
          <p className="font-serif text-lg text-danger">Erro ao carregar dashboard admin</p>
          <p className="mt-1 text-muted">{errorMessage(error, 'Tente novamente mais tarde')}</p>
          <Button variant="secondary" className="mt-4" onClick={() => void refetch()} disabled={isFetching}>
            <RefreshCw
              className={`h-4 w-4 ${isFetching ? 'motion-safe:animate-spin' : ''}`}
              aria-hidden="true"
            />
            Tentar novamente
          </Button>
        </div>
      ) : (
        <DashboardBody stats={data} />
      )}
    </div>
  );
}
