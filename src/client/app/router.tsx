import { createBrowserRouter } from 'react-router';
import { LoginPage } from './login-page';
import { paths } from './paths';

/**
 * Routes. /login is in the first bundle; the signed-in shell and every flow load on demand so
 * the sign-in page stays small on a phone.
 */
export const router = createBrowserRouter([
  { path: paths.login, Component: LoginPage },
  {
    lazy: async () => ({ Component: (await import('./shell/protected-layout')).ProtectedLayout }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./home-page')).HomePage }) },
      { path: `${paths.fabric.root}/*`, lazy: async () => ({ Component: (await import('../flows/fabric/fabric-flow')).FabricFlow }) },
      {
        path: `${paths.supplies.root}/*`,
        lazy: async () => ({ Component: (await import('../flows/supplies/supplies-flow')).SuppliesFlow }),
      },
      {
        path: `${paths.rollToBundle.root}/*`,
        lazy: async () => ({ Component: (await import('../flows/roll-to-bundle/roll-to-bundle-flow')).RollToBundleFlow }),
      },
      { path: `${paths.boxes.root}/*`, lazy: async () => ({ Component: (await import('../flows/boxes/boxes-flow')).BoxesFlow }) },
      { path: paths.recent, lazy: async () => ({ Component: (await import('../recent/recent-page')).RecentPage }) },
      { path: '*', lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }) },
    ],
  },
]);
