import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, STAFF, type RunningServer } from './support/server';
import { useServerAndBrowser } from './support/journey';
import { newPage, screenshot, signIn, signInWithForm } from './support/browser';
import { allowConsoleErrors, failedToLoad } from './support/console';

const journey = useServerAndBrowser();

describe('foundation: sign-in, home, shell', () => {
  it('signs in, shows home and follows each home button to its flow', async () => {
    const { context, page } = await newPage(journey.browser, journey.server.url);
    await signInWithForm(page);
    expect(new URL(page.url()).pathname).toBe('/product_entry');
    await page.goto('/');
    const buttons = [
      ['Go To Fabric Entry', '/product_entry/bundle_or_roll', 'Fabric'],
      ['Go To Supplies Entry', '/supplies/supply_type', 'Supplies'],
      ['Convert A Roll Into A Bundle', '/roll_to_bundle/search', 'Roll to Bundle'],
      ['Inventory Supplies Entry', '/inventory_supplies/start_or_update', 'Inventory Supplies'],
    ] as const;
    for (const [label, path, title] of buttons) {
      await page.goto('/');
      await page.getByRole('link', { name: label }).click();
      await page.waitForURL(`**${path}`);
      await expect.poll(() => page.getByTestId('product-type').textContent()).toBe(title);
      await expect.poll(() => page.getByRole('link', { name: 'Home' }).isVisible()).toBe(true);
      await expect.poll(() => page.getByRole('button', { name: 'Sign Out' }).isVisible()).toBe(true);
    }
    await context.close();
  });

  it("shows 'Page not found' for an unknown path", async () => {
    const { context, page } = await newPage(journey.browser, journey.server.url);
    await signIn(page, STAFF, '/no/such/page');
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
    await context.close();
  });

  it("sends a visitor who is not signed in to /login with 'Please login.', then back where they were going", async () => {
    const { context, page } = await newPage(journey.browser, journey.server.url);
    await page.goto('/supplies/supply_type');
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByText('Please login.', { exact: true }).isVisible()).toBe(true);
    await page.getByLabel('Email').fill(STAFF.email);
    await page.getByLabel('Password', { exact: true }).fill(STAFF.password);
    await page.getByRole('button', { name: 'Log in to Selvage' }).click();
    await page.waitForURL('**/supplies/supply_type');
    await context.close();
  });

  it('shows both required messages and sends no request for an empty form; shows the server message for a wrong password', async () => {
    const { context, page } = await newPage(journey.browser, journey.server.url);
    allowConsoleErrors(context, failedToLoad('the server responded with a status of 401 (Unauthorized)', '/auth/login'));
    const loginCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/auth/login')) loginCalls.push(r.url());
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in to Selvage' }).click();
    await expect.poll(() => page.getByText('Email is required').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Password is required').isVisible()).toBe(true);
    expect(loginCalls).toEqual([]);

    await page.getByLabel('Email').fill(STAFF.email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Show' }).click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Log in to Selvage' }).click();
    await expect.poll(() => page.getByText('Wrong email or password.').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(loginCalls).toHaveLength(1);
    await context.close();
  });

  it('signs out to /login, after which protected pages ask to log in again', async () => {
    const { context, page } = await newPage(journey.browser, journey.server.url);
    await signIn(page);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/login');
    await page.goto('/');
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByText('Please login.', { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it("sends the user to /login with 'Please login again.' when the server no longer knows the session", async () => {
    const { context, page } = await newPage(journey.browser, journey.server.url);
    await signIn(page);
    // The calls the page makes with the forgotten session are refused, and that sends it to /login.
    const refused = 'the server responded with a status of 401 (Unauthorized)';
    allowConsoleErrors(context, failedToLoad(refused, '/auth/session'), failedToLoad(refused, '/product/activity/today?'));
    await context.clearCookies();
    await page.goto('/');
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByText('Please login again.', { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it('looks right on a phone and on a desktop', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const { context, page } = await newPage(journey.browser, journey.server.url, viewport);
      await page.goto('/login');
      await page.getByRole('button', { name: 'Log in to Selvage' }).waitFor();
      await screenshot(page, `login-${viewport}`);
      await signInWithForm(page);
      await page.goto('/');
      await page.getByRole('link', { name: 'Go To Fabric Entry' }).waitFor();
      // On a phone the sidebar starts closed, on a desktop open.
      const box = await page.getByRole('navigation', { name: 'Side menu' }).boundingBox();
      expect(box !== null && box.x >= 0, `side menu on screen (${viewport})`).toBe(viewport === 'desktop');
      await screenshot(page, `home-${viewport}`);
      if (viewport === 'phone') {
        // A thumb-sized menu button (issue 17 item 4: 28 px before).
        const burger = await page.getByRole('button', { name: 'Open menu' }).boundingBox();
        expect(Math.min(burger?.width ?? 0, burger?.height ?? 0)).toBeGreaterThanOrEqual(44);
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect.poll(async () => (await page.getByRole('navigation', { name: 'Side menu' }).boundingBox())?.x).toBe(0);
        await screenshot(page, 'home-phone-menu');
        for (const name of ['Home', 'Recent uploads', 'Sign Out']) {
          const target = page.getByRole('navigation', { name: 'Side menu' }).getByRole(name === 'Sign Out' ? 'button' : 'link', { name });
          expect((await target.boundingBox())?.height, name).toBeGreaterThanOrEqual(44);
        }
        // A step tapped in the menu closes it, so the page it opens is not left under the menu.
        await page.goto('/product_entry/bundle_or_roll');
        await page.getByRole('button', { name: 'Open menu' }).click();
        const menu = page.getByRole('navigation', { name: 'Side menu' });
        await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
        await menu.getByRole('link', { name: 'Bundle or Roll' }).click();
        await expect.poll(async () => (await menu.boundingBox())?.x ?? -1).toBeLessThan(0);
      }
      await context.close();
    }
  });
});

describe('session expiry', () => {
  let shortServer: RunningServer;
  beforeAll(async () => {
    shortServer = await startServer({ SESSION_TTL_SECONDS: '3' });
  });
  afterAll(() => shortServer?.stop());

  it("shows 'Your session has expired. Please login again.' once the expiry passes, even on an idle page", async () => {
    const { context, page } = await newPage(journey.browser, shortServer.url);
    await signIn(page, STAFF, '/');
    await page.getByRole('link', { name: 'Go To Fabric Entry' }).waitFor();
    await page.waitForURL('**/login', { timeout: 10_000 });
    await expect.poll(() => page.getByText('Your session has expired. Please login again.').isVisible()).toBe(true);
    await context.close();
  });
});
