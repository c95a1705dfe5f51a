import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH, opensAt, PHONE_USER_AGENT, signIn } from './support/browser';
import { recentProducts } from './support/journey';
import { LAN_HOST } from './support/lan';
import { fabricReadyToUpload, outboxBadge, uploadState, BLUE, GREEN, RED } from './support/outbox';
import { photoColours } from './support/photos';
import { startServer, type RunningServer } from './support/server';
import { LEASE_MS } from '../src/client/outbox/outbox-lock';

/**
 * Issue 43's "kill the browser between created and photos attached": the phone's browser dies (the
 * OS ends it, the battery runs out) after the server made the item's product and before its photos
 * were attached. Opened again, the outbox finishes that item once: its photos go to the product
 * already made, and no second product is listed. On the shop's LAN name over plain http, where the
 * one sender holds a lease in IndexedDB that the dead page can no longer give back: the new page
 * waits it out.
 */
let server: RunningServer;
let profile: string;

beforeAll(async () => {
  server = await startServer();
  profile = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-e2e-profile-'));
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(profile, { recursive: true, force: true });
});

const origin = () => Object.assign(new URL(server.url), { hostname: LAN_HOST }).origin;

/** The phone's browser on its profile folder (what it keeps across being killed: IndexedDB among it), signed in. */
async function openPhone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: HEADLESS_SHELL_PATH,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`],
    baseURL: origin(),
    viewport: { width: 375, height: 740 },
    userAgent: PHONE_USER_AGENT,
  });
  opensAt(context, origin());
  const page = context.pages()[0] ?? (await context.newPage());
  await signIn(page);
  return { context, page };
}

/** Every process of the browser on `profile` is ended at once, as the OS kills it: nothing is closed or flushed. */
async function killBrowser(context: BrowserContext): Promise<void> {
  const closed = new Promise<void>((done) => context.once('close', () => done()));
  const pids = fs
    .readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(profile);
      } catch {
        return false;
      }
    });
  expect(pids.length).toBeGreaterThan(0);
  for (const pid of pids) {
    try {
      process.kill(Number(pid), 'SIGKILL');
    } catch {
      // Gone with its parent already.
    }
  }
  await closed;
}

describe('the outbox after the browser was killed mid-item', () => {
  it('completes the item once: the product made before the kill gets its photos, and no second product is listed', async () => {
    const first = await openPhone();
    const before = (await recentProducts(first.page)).length;

    // Kept in the outbox with the wifi down, then sent once it is back; the photos' call never
    // answers (the server is still receiving them when the browser dies).
    await fabricReadyToUpload(first.page, 'killed between', [RED, GREEN, BLUE]);
    await first.context.setOffline(true);
    await first.page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect.poll(() => uploadState(first.page), { timeout: 30_000 }).toBe('queued');
    await first.page.route(
      (url) => url.pathname.endsWith('/photos'),
      () => undefined,
    );
    await first.context.setOffline(false);
    // Created: the shop has the product, without photos; the phone is sending them.
    await expect
      .poll(async () => (await recentProducts(first.page)).filter((p) => p.title.includes('Killed Between')).length, { timeout: 30_000 })
      .toBe(1);
    expect((await recentProducts(first.page)).find((p) => p.title.includes('Killed Between'))?.media).toEqual([]);
    await expect.poll(() => outboxBadge(first.page).textContent()).toBe('Outbox 1');

    await killBrowser(first.context);

    // Opened again: the item is still waiting, and once the dead page's lease lapses it is sent.
    const again = await openPhone();
    await expect.poll(() => outboxBadge(again.page).textContent()).toBe('Outbox 1');
    await expect.poll(() => outboxBadge(again.page).count(), { timeout: LEASE_MS + 45_000 }).toBe(0);
    const after = await recentProducts(again.page);
    const items = after.filter((p) => p.title.includes('Killed Between'));
    expect(after.length).toBe(before + 1);
    expect(items).toHaveLength(1);
    expect(items[0]!.status).toBe('ACTIVE');
    expect(await photoColours(again.page, items[0]!.media)).toEqual(['red', 'green', 'blue']);
    await again.context.close();
  });
});
