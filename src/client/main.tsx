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

const queryClient = createQueryClient();

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
      </MantineProvider>
    </QueryClientProvider>
  </StrictMode>,
);
