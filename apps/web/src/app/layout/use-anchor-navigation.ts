import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Scrolls to an in-page anchor of the landing page, navigating there first from other pages. */
export function useAnchorNavigation() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (hash: string, delayMs = 0) => {
      const scroll = () =>
        document.getElementById(hash)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      if (location.pathname !== '/') {
        navigate(`/#${hash}`);
        return;
      }
      window.history.replaceState(window.history.state, '', `#${hash}`);
      if (delayMs > 0) window.setTimeout(scroll, delayMs);
      else scroll();
    },
    [location.pathname, navigate],
  );
}
