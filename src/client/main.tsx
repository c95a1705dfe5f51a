import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { MantineProvider } from '@mantine/core';
import '@mantine/core/styles.css';
import { router } from './app/router';
import { theme } from './app/theme';
import { setUnauthorisedHandler } from './api/client';
import { paths, type LoginRedirectState } from './app/paths';

setUnauthorisedHandler((message) => {
  const state: LoginRedirectState = { message };
  void router.navigate(paths.login, { state, replace: true });
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>
  </StrictMode>,
);
