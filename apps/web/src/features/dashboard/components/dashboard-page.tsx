import { brasiliaToday } from '../../../lib/brasilia-day';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ChangelogDialog } from '../../../components/ui/changelog-dialog';
import { useBadgesQuery } from '../../../lib/badges-query';
import { useOwnChart } from '../../../lib/own-chart-query';
import { useSessionUser } from '../../../lib/session';
import { useReports } from '../api/get-reports';
import { useToday } from '../../../lib/today-query';
import { AchievementsDialog } from './achievements/achievements-dialog';
import { DashboardHeader, type DashboardDialog } from './dashboard-header';
import { DashboardError, DashboardLoading, SanctuaryAwaits } from './dashboard-states';
import { HeroTrio } from './hero-trio';
import { JourneysList } from './journeys-list';
import { ProfileDialog } from './profile/profile-dialog';
import { ShortcutCards } from './shortcut-cards';
import { TodayCard } from './today/today-card';
import { VerifyEmailBanner } from './verify-email-banner';

/** ?perfil opens the profile dialog: "Meu mapa" sends a member without a birth here to add one. */
const PROFILE_PARAM = 'perfil';

/**
 * /dashboard, 'Seu Santuário Pessoal' (product.md §2); ?tab=reports lists every report. 'Sua essência',
 * the header and "Meu Relatório Pessoal" read the member's own chart (sky.md §2), and "Seu dia" shows
 * once there is one (sky.md §4).
 */
export function DashboardPage() {
  const user = useSessionUser();
  const userId = user?.id ?? null;
  const reports = useReports(userId);
  const ownChart = useOwnChart(userId);
  const chart = ownChart.data ?? null;
  // "Seu dia" is Brasília's day (issue #45), as the server reads a date left out.
  const [day] = useState(() => brasiliaToday(new Date()));
  const today = useToday(userId, day, chart !== null);
  const badges = useBadgesQuery();
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<DashboardDialog | null>(() =>
    params.has(PROFILE_PARAM) ? 'profile' : null,
  );
  const close = () => setDialog(null);
  const addBirth = () => setDialog('profile');
  const showAll = params.get('tab') === 'reports';

  // The dialog is open now; the address forgets the request, so a reload does not open it again.
  useEffect(() => {
    if (params.has(PROFILE_PARAM)) {
      setParams(
        (current) => {
          current.delete(PROFILE_PARAM);
          return current;
        },
        { replace: true },
      );
    }
  }, [params, setParams]);

  // Switching between the sanctuary and the full list is a new view: start it from the top.
  // Braces matter: newer Chromium returns a promise from scrollTo, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [showAll]);

  if (reports.isPending || ownChart.isPending) return <DashboardLoading />;
  // product.md §2: an error or no data at all shows the interrupted-signal panel.
  if (reports.isError || !reports.data) {
    return <DashboardError message={reports.error?.message} />;
  }

  const pages = reports.data.pages;
  const list = pages.flatMap((page) => page.reports);
  const total = pages[0]?.total ?? list.length;
  const more = reports.hasNextPage
    ? { loading: reports.isFetchingNextPage, load: () => void reports.fetchNextPage() }
    : undefined;

  return (
    <div className="mx-auto flex max-w-[1200px] flex-col gap-6 pb-16 sm:gap-8">
      <DashboardHeader
        name={user?.name ?? ''}
        reportCount={total}
        badgeCount={badges.data?.badges.length ?? 0}
        chart={chart}
        onOpen={setDialog}
      />

      <VerifyEmailBanner />

      {showAll ? (
        <JourneysList reports={list} total={total} all more={more} />
      ) : (
        <>
          {chart ? <HeroTrio content={chart} /> : <SanctuaryAwaits onAddBirth={addBirth} />}
          {ownChart.isError && (
            <p role="alert" className="text-center text-sm text-danger">
              {ownChart.error.message}
            </p>
          )}
          {today.data && <TodayCard today={today.data} />}
          {today.isError && (
            <p
              role="alert"
              className="glass flex flex-wrap items-center justify-center gap-3 p-4 text-sm text-muted"
            >
              {today.error.message}
              <button
                type="button"
                onClick={() => void today.refetch()}
                className="min-h-11 rounded-full px-4 text-soft-gold hover:bg-gold/10"
              >
                Tentar de novo
              </button>
            </p>
          )}
          <ShortcutCards hasChart={chart !== null} onAddBirth={addBirth} />
          <JourneysList reports={list} total={total} />
        </>
      )}

      <ProfileDialog open={dialog === 'profile'} onClose={close} />
      <ChangelogDialog open={dialog === 'changelog'} onClose={close} />
      <AchievementsDialog open={dialog === 'achievements'} onClose={close} />
    </div>
  );
}
