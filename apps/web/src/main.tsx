import '@fontsource/cinzel/latin-600.css';
import '@fontsource/cinzel/latin-700.css';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import './index.css';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes, useNavigate, useRoutes } from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { setUnauthorizedHandler } from './lib/api-client';
import { loadQueryClient } from './lib/lazy-queries';
import { seedQueries, takePageData, type PageQuery } from './lib/page-data';
import { useAuthModal } from './lib/auth-modal-store';
import { registerServiceWorker } from './lib/service-worker';

function App() {
  const navigate = useNavigate();
  // product.md §8: any 401 logs out (done by the client) and goes to /login; when this browser held a
  // session, the login form says it ended (issue #31).
  useEffect(
    () =>
      setUnauthorizedHandler(({ hadSession }) => {
        if (hadSession) useAuthModal.getState().sessionEnded();
        void navigate('/login');
      }),
    [navigate],
  );
  return useRoutes(routes);
}

/**
 * A page whose words the server wrote (reach.md §1, docs/decisions/105-words-in-the-html.md): its API
 * answers go into the query cache and its code is loaded before the first render, so React draws the
 * page in one commit over the server's markup, with the same words, and fetches none of them again.
 */
async function takeOverServerPage(queries: PageQuery[]): Promise<void> {
  document.documentElement.dataset.serverPage = '';
  const client = await loadQueryClient();
  seedQueries(client, queries);
  const pages = (matchRoutes(routes, window.location.pathname) ?? []).map(
    ({ route }) => (route.element as { type?: { preload?: () => Promise<unknown> } } | undefined)?.type,
  );
  await Promise.all(pages.map((page) => page?.preload?.()));
}

function render(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
}

const serverQueries = takePageData();
if (serverQueries === null) render();
// Whatever fails while taking over, the app still renders (and fetches what it lacks).
else
  void takeOverServerPage(serverQueries)
    .catch(() => undefined)
    .then(render);

registerServiceWorker();
