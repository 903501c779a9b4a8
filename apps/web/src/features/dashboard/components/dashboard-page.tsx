import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ChangelogDialog } from '../../../components/ui/changelog-dialog';
import { useBadgesQuery } from '../../../lib/badges-query';
import { useReports } from '../api/get-reports';
import { newestPersonal } from '../lib/report-rows';
import { useSessionUser } from '../../../lib/session';
import { AchievementsDialog } from './achievements/achievements-dialog';
import { DashboardHeader, type DashboardDialog } from './dashboard-header';
import { DashboardError, DashboardLoading, SanctuaryAwaits } from './dashboard-states';
import { HeroTrio } from './hero-trio';
import { JourneysList } from './journeys-list';
import { ProfileDialog } from './profile/profile-dialog';
import { ShortcutCards } from './shortcut-cards';
import { VerifyEmailBanner } from './verify-email-banner';

/** /dashboard, 'Seu Santuário Pessoal' (product.md §2); ?tab=reports lists every report. */
export function DashboardPage() {
  const user = useSessionUser();
  const reports = useReports(user?.id ?? null);
  const badges = useBadgesQuery();
  const [dialog, setDialog] = useState<DashboardDialog | null>(null);
  const [params] = useSearchParams();
  const close = () => setDialog(null);
  const showAll = params.get('tab') === 'reports';

  // Switching between the sanctuary and the full list is a new view: start it from the top.
  // Braces matter: newer Chromium returns a promise from scrollTo, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [showAll]);

  if (reports.isPending) return <DashboardLoading />;
  // product.md §2: an error or no data at all shows the interrupted-signal panel.
  if (reports.isError || !reports.data) {
    return <DashboardError message={reports.error?.message} />;
  }

  const pages = reports.data.pages;
  const list = pages.flatMap((page) => page.reports);
  const total = pages[0]?.total ?? list.length;
  const personal = newestPersonal(list);
  const more = reports.hasNextPage
    ? { loading: reports.isFetchingNextPage, load: () => void reports.fetchNextPage() }
    : undefined;

  return (
    <div className="mx-auto flex max-w-[1200px] flex-col gap-6 pb-16 sm:gap-8">
      <DashboardHeader
        name={user?.name ?? ''}
        reportCount={total}
        badgeCount={badges.data?.badges.length ?? 0}
        onOpen={setDialog}
      />

      <VerifyEmailBanner />

      {showAll ? (
        <JourneysList reports={list} total={total} all more={more} />
      ) : (
        <>
          {personal ? <HeroTrio content={personal.content} /> : <SanctuaryAwaits />}
          <ShortcutCards showPersonal={personal !== null} />
          <JourneysList reports={list} total={total} />
        </>
      )}

      <ProfileDialog open={dialog === 'profile'} onClose={close} />
      <ChangelogDialog open={dialog === 'changelog'} onClose={close} />
      <AchievementsDialog open={dialog === 'achievements'} onClose={close} />
    </div>
  );
}
