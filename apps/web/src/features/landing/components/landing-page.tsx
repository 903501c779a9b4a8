import { Suspense, useCallback, useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollBehaviour, scrollToHash } from '../lib/scroll';
import { BirthSection } from './birth-section';
import { CookieConsent } from './cookie-consent';
import { Hero } from './hero';
import { lazyWithQueries } from '../../../lib/lazy-queries';

// Below the fold and carrying the card texts: loaded right after the first paint, off the entry chunk.
const DailyCardSection = lazyWithQueries(async () => ({
  default: (await import('./daily-card-section')).DailyCardSection,
}));

type Anchor = 'formulario' | 'insight';

/** The landing page (/): hero, daily card (#insight), birth form (#formulario), cookie notice. */
export function LandingPage() {
  const { hash } = useLocation();

  // Links such as /#formulario from other pages land here: scroll to the section they name.
  useEffect(() => scrollToHash(hash), [hash]);

  const goTo = useCallback((id: Anchor) => {
    window.history.replaceState(window.history.state, '', `#${id}`);
    document.getElementById(id)?.scrollIntoView({ behavior: scrollBehaviour(), block: 'start' });
  }, []);

  return (
    <>
      <Hero onGoTo={goTo} />
      <Suspense
        fallback={<section id="insight" aria-busy="true" className="min-h-[52rem] md:min-h-[44rem]" />}
      >
        <DailyCardSection />
      </Suspense>
      <BirthSection />
      <CookieConsent />
    </>
  );
}
