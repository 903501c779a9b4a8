import type { RouteObject } from 'react-router';
import { LandingPage } from '../features/landing/components/landing-page';
import { AdminGuard, SessionGuard } from './guards';
import { RootLayout } from './layout/root-layout';
import { LoginRoute } from './login-route';
import { NotFoundPage } from './not-found-page';
import { lazyWithQueries } from '../lib/lazy-queries';

// The landing page ships in the main bundle; every other page loads on demand, so a first visit pays
// only for what it shows (and never for admin charts).
const named = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazyWithQueries(async () => ({ default: (await load())[name] }));

const ReportPage = named(() => import('../features/report/components/report-page'), 'ReportPage');
const SynastryPage = named(() => import('../features/synastry/components/synastry-page'), 'SynastryPage');
const SynastryResultPage = named(
  () => import('../features/synastry/components/synastry-result-page'),
  'SynastryResultPage',
);
const ChangelogPage = named(() => import('../features/changelog/components/changelog-page'), 'ChangelogPage');
const PrivacyPage = named(() => import('../features/privacy/components/privacy-page'), 'PrivacyPage');
const SkyPage = named(() => import('../features/sky/components/sky-page'), 'SkyPage');
const HoroscopeIndexPage = named(
  () => import('../features/horoscope/components/horoscope-index-page'),
  'HoroscopeIndexPage',
);
const HoroscopeSignPage = named(
  () => import('../features/horoscope/components/horoscope-sign-page'),
  'HoroscopeSignPage',
);
const HoroscopeWeekPage = named(
  () => import('../features/horoscope/components/horoscope-period-page'),
  'HoroscopeWeekPage',
);
const HoroscopeMonthPage = named(
  () => import('../features/horoscope/components/horoscope-period-page'),
  'HoroscopeMonthPage',
);
const ReportTransitsPage = named(
  () => import('../features/my-chart/components/report-transits-page'),
  'ReportTransitsPage',
);
const NumerologyPage = named(
  () => import('../features/numerology/components/numerology-page'),
  'NumerologyPage',
);
const NamesPage = named(() => import('../features/numerology/components/names-page'), 'NamesPage');
const PersonalYearPage = named(
  () => import('../features/numerology/components/personal-year-page'),
  'PersonalYearPage',
);
const PeoplePage = named(() => import('../features/people/components/people-page'), 'PeoplePage');
const TarotHomePage = named(() => import('../features/tarot/components/tarot-home-page'), 'TarotHomePage');
const TarotSpreadPage = named(
  () => import('../features/tarot/components/tarot-spread-page'),
  'TarotSpreadPage',
);
const TarotDeckPage = named(() => import('../features/tarot/components/tarot-deck-page'), 'TarotDeckPage');
const TarotCardPage = named(() => import('../features/tarot/components/tarot-card-page'), 'TarotCardPage');
const TarotJournalPage = named(
  () => import('../features/tarot/components/tarot-journal-page'),
  'TarotJournalPage',
);
const CiganoHomePage = named(() => import('../features/tarot/components/cigano-home-page'), 'CiganoHomePage');
const CiganoSpreadPage = named(
  () => import('../features/tarot/components/cigano-spread-page'),
  'CiganoSpreadPage',
);
const CiganoDeckPage = named(() => import('../features/tarot/components/cigano-deck-page'), 'CiganoDeckPage');
const CiganoCardPage = named(() => import('../features/tarot/components/cigano-card-page'), 'CiganoCardPage');
const TarotProofPage = named(() => import('../features/tarot/components/tarot-proof-page'), 'TarotProofPage');
const DashboardPage = named(() => import('../features/dashboard/components/dashboard-page'), 'DashboardPage');
// The returns' cards sit below the report on "Meu mapa" (a person's page has the lunar one only); the
// report's menu leads to them (issue #45).
const RETURN_SECTIONS = [
  { href: '#revolucao-solar', label: 'Revolução solar' },
  { href: '#revolucao-lunar', label: 'Revolução lunar' },
];
// "Meu mapa" shows the member's chart with the report's own view: features may not import one another,
// so the two meet here, in one chunk loaded on demand.
const MyChartPage = lazyWithQueries(async () => {
  const [{ MyChartPage: Page }, { ReportView }, { SolarReturnCard }, { LunarReturnCard }] = await Promise.all(
    [
      import('../features/my-chart/components/my-chart-page'),
      import('../features/report/components/report-view'),
      import('../features/sky/components/solar-return-card'),
      import('../features/sky/components/lunar-return-card'),
      import('../features/report/components/report-print.css'),
    ],
  );
  return {
    default: () => (
      <Page
        renderChart={(content) => (
          <>
            <ReportView content={content} name={content.name} moreSections={RETURN_SECTIONS} />
            <div className="no-print mx-auto mt-12 flex max-w-3xl flex-col gap-8">
              <SolarReturnCard />
              <LunarReturnCard />
            </div>
          </>
        )}
      />
    ),
  };
});
// A saved person's chart, drawn with the report's own view as "Meu mapa" is.
const PersonChartPage = lazyWithQueries(async () => {
  const [
    { PersonChartPage: Page },
    { ReportView },
    { LunarReturnCard },
    { ProgressionsView },
    { personSky },
  ] = await Promise.all([
    import('../features/people/components/person-chart-page'),
    import('../features/report/components/report-view'),
    import('../features/sky/components/lunar-return-card'),
    import('../features/my-chart/components/progressions-view'),
    import('../lib/sky-owner'),
    import('../features/report/components/report-print.css'),
  ]);
  return {
    default: () => (
      <Page
        renderChart={(content, personId) => (
          <>
            <ReportView content={content} name={content.name} moreSections={RETURN_SECTIONS.slice(1)} />
            <div className="no-print mx-auto mt-12 flex max-w-3xl flex-col gap-8">
              <LunarReturnCard owner={personSky(personId)} />
            </div>
          </>
        )}
        renderAhead={(content, personId) => (
          <ProgressionsView owner={personSky(personId)} natal={content.astrology} name={content.name} />
        )}
      />
    ),
  };
});
// "Revolução Solar" draws the return's chart with the report's wheel: the two features meet here too.
const SolarReturnPage = lazyWithQueries(async () => {
  const [{ SolarReturnPage: Page }, { NatalWheel }] = await Promise.all([
    import('../features/sky/components/solar-return-page'),
    import('../features/report/components/natal-wheel'),
  ]);
  return {
    default: () => (
      <Page renderWheel={(astrology, title) => <NatalWheel astrology={astrology} title={title} />} />
    ),
  };
});
// Pages that e-mail links open (accounts.md): each its own chunk, never part of the landing bundle.
const ConfirmEmailPage = named(
  () => import('../features/account/components/confirm-email-page'),
  'ConfirmEmailPage',
);
const ResetPasswordPage = named(
  () => import('../features/account/components/reset-password-page'),
  'ResetPasswordPage',
);
const NewsletterConfirmPage = named(
  () => import('../features/newsletter/components/newsletter-confirm-page'),
  'NewsletterConfirmPage',
);
const NewsletterUnsubscribePage = named(
  () => import('../features/newsletter/components/newsletter-unsubscribe-page'),
  'NewsletterUnsubscribePage',
);
const AdminDashboardPage = named(
  () => import('../features/admin/components/admin-dashboard-page'),
  'AdminDashboardPage',
);
const AdminChangelogPage = named(
  () => import('../features/admin/components/admin-changelog-page'),
  'AdminChangelogPage',
);

// Plain route objects, rendered by useRoutes inside a <BrowserRouter> (main.tsx): the app uses no loader,
// action or fetcher, and the data router that createBrowserRouter brings weighs ~12 KB brotli on the
// first load (docs/decisions/080-light-on-a-phone.md).
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      // domain.md §6: any 401 leads here; it is the landing page with the login modal open.
      { path: '/login', element: <LoginRoute /> },
      { path: '/resultado/:reportId?', element: <ReportPage /> },
      { path: '/report/:reportId', element: <ReportPage /> },
      { path: '/sinastria', element: <SynastryPage /> },
      { path: '/sinastria/resultado', element: <SynastryResultPage /> },
      { path: '/sinastria/report/:reportId', element: <SynastryResultPage /> },
      { path: '/horoscopo', element: <HoroscopeIndexPage /> },
      { path: '/horoscopo/:slug', element: <HoroscopeSignPage /> },
      { path: '/horoscopo/:slug/semana', element: <HoroscopeWeekPage /> },
      { path: '/horoscopo/:slug/mes', element: <HoroscopeMonthPage /> },
      { path: '/ceu', element: <SkyPage /> },
      { path: '/numerologia', element: <NumerologyPage /> },
      { path: '/numerologia/nomes', element: <NamesPage /> },
      { path: '/numerologia/ano-pessoal', element: <PersonalYearPage /> },
      { path: '/tarot', element: <TarotHomePage /> },
      { path: '/tarot/cartas', element: <TarotDeckPage /> },
      { path: '/tarot/cartas/:slug', element: <TarotCardPage /> },
      { path: '/tarot/como-embaralhamos', element: <TarotProofPage /> },
      { path: '/tarot/cigano', element: <CiganoHomePage /> },
      { path: '/tarot/cigano/cartas', element: <CiganoDeckPage /> },
      { path: '/tarot/cigano/cartas/:slug', element: <CiganoCardPage /> },
      { path: '/tarot/cigano/:spread', element: <CiganoSpreadPage /> },
      { path: '/tarot/:spread', element: <TarotSpreadPage /> },
      { path: '/changelog', element: <ChangelogPage /> },
      { path: '/politica-de-privacidade', element: <PrivacyPage /> },
      { path: '/confirmar-email', element: <ConfirmEmailPage /> },
      { path: '/redefinir-senha', element: <ResetPasswordPage /> },
      { path: '/newsletter/confirmar', element: <NewsletterConfirmPage /> },
      { path: '/newsletter/descadastrar', element: <NewsletterUnsubscribePage /> },
      {
        element: <SessionGuard />,
        children: [
          { path: '/dashboard', element: <DashboardPage /> },
          { path: '/meu-mapa', element: <MyChartPage /> },
          { path: '/pessoas', element: <PeoplePage /> },
          { path: '/tarot/diario', element: <TarotJournalPage /> },
          { path: '/pessoas/:personId/mapa', element: <PersonChartPage /> },
          { path: '/report/:reportId/transitos', element: <ReportTransitsPage /> },
          { path: '/revolucao-solar', element: <SolarReturnPage /> },
          {
            element: <AdminGuard />,
            children: [
              { path: '/admin', element: <AdminDashboardPage /> },
              { path: '/admin/changelog', element: <AdminChangelogPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
