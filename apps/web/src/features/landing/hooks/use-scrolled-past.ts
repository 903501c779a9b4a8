import { useEffect, useState } from 'react';

/** Whether the page is scrolled past `px`; state changes only when the threshold is crossed. */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    // React skips the render when the value is unchanged, so scrolling costs no re-renders.
    const onScroll = () => setPast(window.scrollY > px);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [px]);
  return past;
}
