import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { matchRoutes, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { setUnauthorisedHandler } from '../api/client';
import { LoginPage } from './login-page';
import { paths, type LoginRedirectState } from './paths';

/**
 * Routes, in React Router's declarative mode (BrowserRouter in main.tsx): the data router's loaders
 * and actions went unused and weighed about 15 KB gzip on /login (issue 18 item 4). /login is in the
 * first bundle; the signed-in shell and every page load on demand so the sign-in page stays small
 * on a phone.
 */

/** A page loaded at its first visit; `preload` starts the download without rendering it. */
function lazyPage(load: () => Promise<ComponentType>) {
  let loading: Promise<ComponentType> | undefined;
  const preload = () => (loading ??= load());
  return { Component: lazy(async () => ({ default: await preload() })), preload };
}

/** The signed-in shell, inside the query cache that only signed-in pages use. */
async function loadSignedInShell(): Promise<ComponentType> {
  const [{ ProtectedLayout }, { SignedInQueries }] = await Promise.all([import('./shell/protected-layout'), import('./signed-in-queries')]);
  return function SignedInShell() {
    return (
      <SignedInQueries>
        <ProtectedLayout />
      </SignedInQueries>
    );
  };
}

const pages = {
  layout: lazyPage(loadSignedInShell),
  home: lazyPage(async () => (await import('./home-page')).HomePage),
  fabric: lazyPage(async () => (await import('../flows/fabric/fabric-flow')).FabricFlow),
  supplies: lazyPage(async () => (await import('../flows/supplies/supplies-flow')).SuppliesFlow),
  rollToBundle: lazyPage(async () => (await import('../flows/roll-to-bundle/roll-to-bundle-flow')).RollToBundleFlow),
  boxes: lazyPage(async () => (await import('../flows/boxes/boxes-flow')).BoxesFlow),
  recent: lazyPage(async () => (await import('../recent/recent-page')).RecentPage),
  item: lazyPage(async () => (await import('../item/item-page')).ItemPage),
  edit: lazyPage(async () => (await import('../edit/edit-page')).EditPage),
  activity: lazyPage(async () => (await import('../activity/activity-page')).ActivityPage),
  audit: lazyPage(async () => (await import('../audit/audit-page')).AuditPage),
  team: lazyPage(async () => (await import('../team/team-page')).TeamPage),
  accountPassword: lazyPage(async () => (await import('../account/password-page')).PasswordPage),
  outbox: lazyPage(async () => (await import('../outbox/outbox-page')).OutboxPage),
  notFound: lazyPage(async () => (await import('./not-found-page')).NotFoundPage),
};
/**
 * Pages a phone must open while its Wi-Fi is down, loaded as soon as a signed-in page shows: over
 * plain http on the LAN there is no service worker to keep the app's code (issue 43), and a pile
 * goes on offline from Home to a flow and to the Outbox.
 */
const OFFLINE_PAGES = [pages.home, pages.fabric, pages.supplies, pages.outbox];

type PageRoute = RouteObject & { page?: ReturnType<typeof lazyPage> };

const route = (path: string | undefined, page: ReturnType<typeof lazyPage>): PageRoute =>
  path === undefined ? { index: true, element: <page.Component />, page } : { path, element: <page.Component />, page };

/** Every path but /login is behind the signed-in shell, which sends a stranger to /login with 'Please login.'. */
const routes: PageRoute[] = [
  { path: paths.login, element: <LoginPage /> },
  {
    element: <pages.layout.Component />,
    page: pages.layout,
    children: [
      route(undefined, pages.home),
      route(`${paths.fabric.root}/*`, pages.fabric),
      route(`${paths.supplies.root}/*`, pages.supplies),
      route(`${paths.rollToBundle.root}/*`, pages.rollToBundle),
      route(`${paths.boxes.root}/*`, pages.boxes),
      route(paths.recent, pages.recent),
      route(paths.item, pages.item),
      route(`${paths.edit.open}/*`, pages.edit),
      route(paths.activity, pages.activity),
      route(paths.audit, pages.audit),
      route(paths.team, pages.team),
      route(paths.accountPassword, pages.accountPassword),
      route(paths.outbox, pages.outbox),
      route('*', pages.notFound),
    ],
  },
];

/**
 * Any 401 from the server leaves for /login with its message (src/client/api/client.ts), and the
 * query cache forgets what was read under the lost session (a 401 comes from a signed-in page,
 * whose shell loaded the cache: the import is already there). Signing in again returns to the
 * page that got it (issue 30 item 5): an owner's reset or disable ends a session mid-task.
 */
function LeaveOnUnauthorised() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorisedHandler((message) => {
      void import('./signed-in-queries').then((queries) => queries.forgetReads());
      // Read when the 401 comes, not when the handler was set: the page may have changed since.
      const { pathname, search } = window.location;
      const state: LoginRedirectState = pathname === paths.login ? { message } : { message, from: pathname + search };
      void navigate(paths.login, { state, replace: true });
    });
  }, [navigate]);
  return null;
}

export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  // The shell and the page it shows load together, not one after the other.
  useEffect(() => {
    const matches = matchRoutes(routes, location) ?? [];
    for (const match of matches) match.route.page?.preload().catch(() => undefined);
    if (matches.some((m) => m.route.page === pages.layout)) for (const page of OFFLINE_PAGES) page.preload().catch(() => undefined);
  }, [location]);
  return (
    <>
      <LeaveOnUnauthorised />
      {/* Nothing while a page's code loads at the first visit; after that a change of page keeps the old one shown until the new one is ready (transitions). */}
      <Suspense fallback={null}>{element}</Suspense>
    </>
  );
}
