// First: every schema is built after Zod is told not to probe for eval (zod-jitless.ts).
import './zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/router';
import { PwaNotices } from './pwa/pwa-notices';
import { watchBrowserConnectivity } from './pwa/pwa-state';

// The offline notice follows the browser from the first page on, /login included. The query cache
// loads with the signed-in shell (app/signed-in-queries.tsx), which watches it then; so does
// Mantine, its provider and its styles (app/shell/protected-layout.tsx): /login and the notices
// are plain elements (docs/decisions.md D99).
watchBrowserConnectivity();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
    <PwaNotices />
  </StrictMode>,
);

// The service worker (src/client/pwa/register-sw.ts) exists on secure pages only (https, localhost),
// not over plain http on the shop's LAN, and not under `npm run dev:client`. It registers once the
// page has loaded, so it never delays /login.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void import('./pwa/register-sw')
      .then((sw) => sw.registerServiceWorker())
      .catch((error: unknown) => console.error('Service worker not registered:', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
