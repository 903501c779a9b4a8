import '@fontsource/cinzel/latin-600.css';
import '@fontsource/cinzel/latin-700.css';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import './index.css';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useNavigate, useRoutes } from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { setUnauthorizedHandler } from './lib/api-client';
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

registerServiceWorker();
