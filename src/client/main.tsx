import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import '@mantine/core/styles.css';
import { router } from './app/router';
import { theme } from './app/theme';
import { setUnauthorisedHandler } from './api/client';
import { paths, type LoginRedirectState } from './app/paths';
import { createQueryClient } from './app/query-client';
import { PwaNotices } from './pwa/pwa-notices';
import { watchConnectivity } from './pwa/pwa-state';

const queryClient = createQueryClient();
watchConnectivity(queryClient);

setUnauthorisedHandler((message) => {
  // Nothing read under the lost session is shown to whoever signs in next.
  queryClient.clear();
  const state: LoginRedirectState = { message };
  void router.navigate(paths.login, { state, replace: true });
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
        <PwaNotices />
      </MantineProvider>
    </QueryClientProvider>
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
