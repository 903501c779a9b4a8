import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AuthModal } from '../../features/auth/components/auth-modal';
import { BadgePopup } from '../../features/badges/components/badge-popup';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form';
import { RouteMeta } from '../route-meta';
import { CosmicBackground } from './cosmic-background';
import { Footer } from './footer';
import { Header } from './header';
import { PageFallback } from './page-fallback';
import { ScrollManager } from './scroll-manager';

export function RootLayout() {
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
      {/* At least a screen tall: the footer is never in view before the page's content has come. */}
      <main id="conteudo" className="relative mx-auto min-h-svh max-w-6xl px-4 pt-24">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer newsletter={<NewsletterForm />} />
      <AuthModal />
      <BadgePopup />
      <ScrollManager />
    </>
  );
}
