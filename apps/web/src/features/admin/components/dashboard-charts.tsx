import type { AdminStats } from '@constelar/contract';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { AXIS_TICK, CHART_COLORS, NO_ANIMATION, TOOLTIP_PROPS } from '../lib/chart-theme';
import { dayMonthLabel, formatCount, percentOf } from '../lib/format';
import { ChartCard } from './chart-card';

// recharts' accessibility layer makes the SVG focusable; the drawings sit inside aria-hidden wrappers
// (their figures are in each card's hidden table), so it is switched off, and the pie's own tab stop too,
// to keep focus out of them.
const CHART_BASE = { accessibilityLayer: false, margin: { top: 8, right: 8, bottom: 0, left: 0 } } as const;
const INITIAL = { width: 320, height: 240 } as const;

const countFormatter = (value: unknown) => formatCount(Number(value));

/** The count axis every bar and line chart shares. */
const COUNT_AXIS = {
  tick: AXIS_TICK,
  tickLine: false,
  axisLine: false,
  allowDecimals: false,
  width: 'auto',
  tickFormatter: countFormatter,
} as const;

/** The day axis of the 30-day series. */
const DAY_AXIS = {
  dataKey: 'label',
  tick: AXIS_TICK,
  tickLine: false,
  axisLine: false,
  minTickGap: 18,
} as const;

function seriesTable(series: AdminStats['growth']['dailySignups'], column: string) {
  return {
    columns: ['Dia', column] as const,
    rows: series.map((d) => [dayMonthLabel(d.date), formatCount(d.count)] as const),
  };
}

function SignupsChart({ stats }: { stats: AdminStats }) {
  const data = stats.growth.dailySignups.map((d) => ({ label: dayMonthLabel(d.date), count: d.count }));
  return (
    <ChartCard
      title="Crescimento de Usuários"
      summary="Novos cadastros por dia, nos últimos 30 dias"
      table={seriesTable(stats.growth.dailySignups, 'Novos usuários')}
    >
      <ResponsiveContainer width="100%" height="100%" initialDimension={INITIAL}>
        <LineChart data={data} {...CHART_BASE}>
          <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
          <XAxis {...DAY_AXIS} />
          <YAxis {...COUNT_AXIS} />
          <Tooltip {...TOOLTIP_PROPS} formatter={countFormatter} cursor={{ stroke: CHART_COLORS.grid }} />
          <Line
            type="monotone"
            dataKey="count"
            name="Novos usuários"
            stroke={CHART_COLORS.gold}
            strokeWidth={2.5}
            dot={false}
            activeDot={{ r: 5, fill: CHART_COLORS.gold, stroke: CHART_COLORS.tooltipBg }}
            {...NO_ANIMATION}
          />
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

function ReportTypesChart({ stats }: { stats: AdminStats }) {
  const { personal, synastry, total } = stats.reports;
  const slices = [
    { name: 'Pessoais', value: personal, color: CHART_COLORS.gold },
    { name: 'Sinastria', value: synastry, color: CHART_COLORS.pink },
  ];
  const empty = personal + synastry === 0;
  return (
    <ChartCard
      title="Tipos de Relatórios"
      summary={`Pessoais ${percentOf(personal, total)} · Sinastria ${percentOf(synastry, total)}`}
      table={{
        columns: ['Tipo', 'Relatórios'],
        rows: slices.map((s) => [s.name, `${formatCount(s.value)} (${percentOf(s.value, total)})`] as const),
      }}
    >
      {empty ? (
        <div className="grid h-full place-items-center">
          <div className="grid h-40 w-40 place-items-center rounded-full border-[14px] border-white/10 text-center text-sm text-muted">
            Nenhum relatório ainda
          </div>
        </div>
      ) : (
        <ResponsiveContainer width="100%" height="100%" initialDimension={INITIAL}>
          <PieChart accessibilityLayer={false}>
            <Pie
              data={slices}
              dataKey="value"
              nameKey="name"
              innerRadius="52%"
              outerRadius="80%"
              paddingAngle={personal > 0 && synastry > 0 ? 3 : 0}
              stroke="none"
              rootTabIndex={-1}
              {...NO_ANIMATION}
            >
              {slices.map((s) => (
                <Cell key={s.name} fill={s.color} />
              ))}
            </Pie>
            <Tooltip {...TOOLTIP_PROPS} formatter={countFormatter} />
            <Legend
              verticalAlign="bottom"
              iconType="circle"
              formatter={(value: string) => <span style={{ color: CHART_COLORS.muted }}>{value}</span>}
            />
          </PieChart>
        </ResponsiveContainer>
      )}
    </ChartCard>
  );
}

function DailyReportsChart({ stats }: { stats: AdminStats }) {
  const data = stats.growth.dailyReports.map((d) => ({ label: dayMonthLabel(d.date), count: d.count }));
  return (
    <ChartCard
      title="Relatórios Criados (30 dias)"
      summary="Relatórios salvos por dia"
      table={seriesTable(stats.growth.dailyReports, 'Relatórios')}
    >
      <ResponsiveContainer width="100%" height="100%" initialDimension={INITIAL}>
        <BarChart data={data} {...CHART_BASE}>
          <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
          <XAxis {...DAY_AXIS} />
          <YAxis {...COUNT_AXIS} />
          <Tooltip {...TOOLTIP_PROPS} formatter={countFormatter} />
          <Bar
            dataKey="count"
            name="Relatórios"
            fill={CHART_COLORS.teal}
            radius={[4, 4, 0, 0]}
            maxBarSize={18}
            {...NO_ANIMATION}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

function EngagementChart({ stats }: { stats: AdminStats }) {
  const data = [
    { label: 'Ativos', full: 'Usuários ativos', value: stats.users.activeUsers, color: CHART_COLORS.teal },
    {
      label: 'Vários relatórios',
      full: 'Usuários com múltiplos relatórios',
      value: stats.engagement.usersWithMultipleReports,
      color: CHART_COLORS.violet,
    },
    { label: 'Beta testers', full: 'Beta testers', value: stats.users.betaTesters, color: CHART_COLORS.pink },
  ];
  return (
    <ChartCard
      title="Engajamento de Usuários"
      summary={`De ${formatCount(stats.users.total)} usuários cadastrados`}
      table={{
        columns: ['Grupo', 'Usuários'],
        rows: data.map((d) => [d.full, formatCount(d.value)] as const),
      }}
    >
      <ResponsiveContainer width="100%" height="100%" initialDimension={INITIAL}>
        <BarChart data={data} {...CHART_BASE}>
          <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
          <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={false} interval={0} />
          <YAxis {...COUNT_AXIS} />
          <Tooltip
            {...TOOLTIP_PROPS}
            formatter={countFormatter}
            labelFormatter={(_, payload) => String(payload?.[0]?.payload?.full ?? '')}
          />
          <Bar dataKey="value" name="Usuários" radius={[6, 6, 0, 0]} maxBarSize={56} {...NO_ANIMATION}>
            {data.map((d) => (
              <Cell key={d.label} fill={d.color} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export function DashboardCharts({ stats }: { stats: AdminStats }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <SignupsChart stats={stats} />
      <ReportTypesChart stats={stats} />
      <DailyReportsChart stats={stats} />
      <EngagementChart stats={stats} />
    </div>
  );
}
