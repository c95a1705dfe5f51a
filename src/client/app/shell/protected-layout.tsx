import { useEffect, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { AppShell, Box, Burger, Button, Group, MantineProvider, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
// Mantine's styles before the notifications' and the toasts' own, which build on them.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { toastError } from '../toasts';
import { MOBILE_BREAKPOINT_PX, PRODUCT_NAME, SIDEBAR_ROOM_PX, TOAST_DURATION_MS } from '../../../shared/constants';
import { SESSION_MESSAGES } from '../../../shared/messages/session';
import { logout } from '../../api/auth';
import { paths, type LoginRedirectState } from '../paths';
import { adoptExpiry, clearSession, sessionStatus, storedExpiry } from '../session';
import { forgetReads, useSession } from '../signed-in-queries';
import { menuLinksFor } from './menu-links';
import { ShellTargetsContext } from './shell-slots';
import { TAP_TARGET_PX, theme } from '../theme';
import { NOTICE_HEIGHT_VAR } from '../../pwa/pwa-notices';
import { OutboxBadge, OutboxSending } from '../../outbox/outbox-sending';

/** Whether the page needs the menu's room: the menu then waits behind its button. */
const isNarrow = () => window.innerWidth < SIDEBAR_ROOM_PX;

/**
 * The signed-in frame: top bar, sidebar (closed on phones), and the session's clock. Mantine, its
 * provider and its styles load here, after sign-in: /login is plain elements (docs/decisions.md D99).
 */
export function ProtectedLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(() => !isNarrow());
  const [titleTarget, setTitleTarget] = useState<HTMLElement | null>(null);
  const [sidebarTarget, setSidebarTarget] = useState<HTMLElement | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  // A one-time sign-in link signed in on the server, which sends the session's expiry along to the
  // page where the new account sets its password; whatever an earlier session of this tab read is
  // forgotten before anything is asked under the new one.
  const [fromLink] = useState(() => {
    if (location.pathname !== paths.accountPassword || !adoptExpiry(location.search)) return false;
    forgetReads();
    return true;
  });
  useEffect(() => {
    if (fromLink) void navigate(paths.accountPassword, { replace: true });
  }, [fromLink, navigate]);
  const status = sessionStatus();
  const here = location.pathname + location.search;

  // The stored expiry can outlive the server's session (signed out elsewhere, an owner's reset,
  // database reset): ask once per sign-in, so staff learn it now and not when an upload fails. The
  // answer also says the role, which the menu and the owner's pages read (issue 28).
  const session = useSession(status === 'active');
  const signedOutByServer = session.data?.signedIn === false;
  useEffect(() => {
    if (!signedOutByServer) return;
    clearSession();
    forgetReads();
    const state: LoginRedirectState = { message: SESSION_MESSAGES.signInAgain, from: here };
    void navigate(paths.login, { replace: true, state });
  }, [signedOutByServer, navigate, here]);

  // Sign out when the expiry passes even if nobody touches the page.
  useEffect(() => {
    const expiry = storedExpiry();
    if (expiry === null) return;
    const timer = window.setTimeout(
      () => {
        clearSession();
        forgetReads();
        const state: LoginRedirectState = { message: SESSION_MESSAGES.expired, from: here };
        void navigate(paths.login, { replace: true, state });
      },
      Math.max(0, Math.min(expiry - Date.now(), 2 ** 31 - 1)),
    );
    return () => window.clearTimeout(timer);
  }, [navigate, here]);

  if (status !== 'active') {
    if (status === 'expired') clearSession();
    const state: LoginRedirectState = {
      message: status === 'expired' ? SESSION_MESSAGES.expired : SESSION_MESSAGES.notSignedIn,
      from: here,
    };
    return <Navigate to={paths.login} replace state={state} />;
  }

  async function signOut() {
    setSigningOut(true);
    try {
      await logout();
      clearSession();
      forgetReads();
      await navigate(paths.login, { replace: true });
    } catch {
      toastError(SESSION_MESSAGES.logoutFailedTitle, SESSION_MESSAGES.logoutFailedMessage);
    } finally {
      setSigningOut(false);
    }
  }

  const closeSidebarOnMobile = () => {
    if (isNarrow()) setOpened(false);
  };

  return (
    <MantineProvider theme={theme}>
      <ShellTargetsContext.Provider value={{ title: titleTarget, sidebar: sidebarTarget, closeSidebarOnMobile }}>
        <Notifications position="top-right" autoClose={TOAST_DURATION_MS} />
        <OutboxSending />
        <AppShell
          header={{ height: 56 }}
          navbar={{ width: 260, breakpoint: MOBILE_BREAKPOINT_PX, collapsed: { mobile: !opened, desktop: !opened } }}
          padding="md"
        >
          <AppShell.Header>
            <Group h="100%" px="md" gap="sm" wrap="nowrap">
              <Burger
                opened={opened}
                onClick={() => setOpened((o) => !o)}
                size="sm"
                w={TAP_TARGET_PX}
                h={TAP_TARGET_PX}
                aria-label={opened ? 'Close menu' : 'Open menu'}
              />
              <Title order={2} size="h4" style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
                <span ref={setTitleTarget} data-testid="product-type" />
              </Title>
              <OutboxBadge />
            </Group>
          </AppShell.Header>
          <AppShell.Navbar
            px="sm"
            pt="sm"
            // The offline and new-version notices are fixed at the foot: Sign Out stays above them.
            style={{ paddingBottom: `calc(var(--mantine-spacing-sm) + var(${NOTICE_HEIGHT_VAR}, 0px))` }}
            aria-label="Side menu"
          >
            <AppShell.Section>
              <Text fw={700} size="lg" px="xs" pb="xs">
                {PRODUCT_NAME}
              </Text>
            </AppShell.Section>
            <AppShell.Section grow component={ScrollArea}>
              <Box ref={setSidebarTarget} />
            </AppShell.Section>
            <AppShell.Section>
              <Stack gap="xs" pt="sm">
                {menuLinksFor(session.data?.role).map((link) => (
                  <Button
                    key={link.to}
                    component={Link}
                    to={link.to}
                    variant={link.variant}
                    h={TAP_TARGET_PX}
                    onClick={closeSidebarOnMobile}
                  >
                    {link.label}
                  </Button>
                ))}
                <Button variant="default" h={TAP_TARGET_PX} onClick={() => void signOut()} loading={signingOut}>
                  Sign Out
                </Button>
              </Stack>
            </AppShell.Section>
          </AppShell.Navbar>
          <AppShell.Main
            style={{
              // Room below the page's end for the offline notice and, on a phone, a toast (toasts.css): its last lines scroll clear of both.
              paddingBottom: `calc(var(--app-shell-footer-offset, 0rem) + var(--app-shell-padding) + var(${NOTICE_HEIGHT_VAR}, 0px) + var(--selvage-toast-room, 0px))`,
            }}
          >
            <Outlet />
          </AppShell.Main>
        </AppShell>
      </ShellTargetsContext.Provider>
    </MantineProvider>
  );
}
