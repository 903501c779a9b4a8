import { Suspense } from 'react';
import { lazyWithQueries } from '../../lib/lazy-queries';
import { Outlet, useLocation } from 'react-router';
import { AuthModal } from '../../features/auth/components/auth-modal';
import { BadgePopup } from '../../features/badges/components/badge-popup';
import { RouteMeta } from '../route-meta';
import { CosmicBackground } from './cosmic-background';
import { Footer } from './footer';
import { Header } from './header';
import { OfflineNotice } from './offline-notice';
import { PageFallback } from './page-fallback';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollManager } from './scroll-manager';

// The footer's form sends with a mutation: it comes with the query client, after the first paint.
const NewsletterForm = lazyWithQueries(async () => ({
  default: (await import('../../features/newsletter/components/newsletter-form')).NewsletterForm,
}));

export function RootLayout() {
  // Each page its own boundary: leaving a page that failed shows the next one.
  const { pathname } = useLocation();
  return (
    <>
      <RouteMeta />
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[60] focus:rounded-md focus:bg-deep focus:px-4 focus:py-2"
      >
        Pular para o conteúdo
      </a>
      <CosmicBackground />
      <Header />
      <OfflineNotice />
      {/* At least a screen tall: the footer is never in view before the page's content has come. */}
      <main id="conteudo" className="relative mx-auto min-h-svh max-w-6xl px-4 pt-24">
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer
        newsletter={
          // The form's own height (one row from sm up, two stacked controls below) while it loads.
          <Suspense fallback={<div className="mt-4 h-[7.75rem] sm:h-12" />}>
            <NewsletterForm />
          </Suspense>
        }
      />
      <AuthModal />
      <BadgePopup />
      <ScrollManager />
    </>
  );
}
