import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { lanAddress, startServer, STAFF, type RunningServer } from '../support/server';
import { ROLL } from '../support/rolls';
import { writeFixtures } from '../support/photos';
import { FABRIC_BENCH_DRAFT } from '../../bench/fabric-draft';
import { buildFabric } from '../../src/shared/schemas/fabric';
import { validateProduct } from '../../src/shared/products';
import { AFTER_LOGIN } from '../../src/client/app/paths';
import { PRODUCT_FORM_KEYS } from '../../src/client/wizard/draft-store';
import { LAYOUT_FUNCTION } from '../support/layout';
import { VIEWPORTS } from '../support/browser';
import { OUTBOX_MESSAGES } from '../../src/shared/messages/outbox';
import { openGate } from '../support/gate';
import { atPath, attributeOf, countOf, evaluate, pathOf, showsText, until, type EngineDriver } from './driver';

/**
 * The journeys every engine runs (issue 30 item 1), at a phone's width with a phone's user agent,
 * one browser per file reused by all six, in order: sign in from a page asked for (and back to
 * it), a fabric bundle with 3 photos uploaded and labelled, a zipper, a roll made a bundle, a new box; then
 * an upload the server could not take, kept on the phone (issue 43). Each label is read back from
 * the PDF the page hands the phone (issue 30 item 2): its page is 2 x 2 in (144 x 144 pt).
 */
export function engineJourneys(launch: (baseUrl: string) => Promise<EngineDriver>): EngineJourneyKit {
  let server: RunningServer | undefined;
  let browser: EngineDriver | undefined;
  let photos: string[] = [];
  beforeAll(async () => {
    // Over plain http at this machine's network address, as the shop's phones reach it (not a secure context).
    server = await startServer({ HOST: lanAddress() ?? '127.0.0.1' });
    browser = await launch(server.url);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const driver = () => {
    if (!browser) throw new Error('browser not started');
    return browser;
  };

  /**
   * Signed in: through the form once per browser (its session cookie is then kept), here or by the
   * first journey. `origin`: another door to the same server (the outbox journey's gate), whose
   * pages know nothing of the sign-in made at the server's own: through the form there too.
   */
  async function signedIn(d: EngineDriver, origin = ''): Promise<void> {
    await d.goto(`${origin}/login`);
    // The app asks the server whether this browser is signed in, as it does on every start.
    if (!origin && (await d.run<boolean>("fetch('/auth/session').then((r) => r.ok)"))) return;
    await d.fill({ label: 'Email' }, STAFF.email);
    await d.fill({ label: 'Password' }, STAFF.password);
    await d.click({ role: 'button', name: 'Log in to Selvage' });
    await until(
      () => pathOf(d),
      (p) => p.startsWith(AFTER_LOGIN),
      'the app after signing in',
    );
  }

  /** Three JPEGs drawn by this browser's canvas, written to files the file chooser hands over. */
  async function threePhotos(d: EngineDriver): Promise<string[]> {
    if (photos.length) return photos;
    const jpegs = await evaluate(
      d,
      (colours) =>
        colours.map((colour) => {
          const canvas = document.createElement('canvas');
          [canvas.width, canvas.height] = [900, 600];
          const ctx = canvas.getContext('2d')!;
          ctx.fillStyle = colour;
          ctx.fillRect(0, 0, 900, 600);
          return canvas.toDataURL('image/jpeg', 0.9).split(',')[1]!;
        }),
      ['#d32f2f', '#388e3c', '#1976d2'],
    );
    photos = Object.values(
      writeFixtures(Object.fromEntries(jpegs.map((b64, i) => [`photo-${i + 1}.jpg`, Buffer.from(b64, 'base64')] as const))),
    );
    return photos;
  }

  const uploadState = (d: EngineDriver, testId: string) => attributeOf(d, { testId }, 'data-upload-state');
  // A wait that fails says what reached the page meanwhile (its trail, WebKit): an upload seen stuck
  // in 'uploadingProduct' for 30 s under a loaded full run (twice, at the run's start) is read from it.
  const stateIs = (d: EngineDriver, testId: string, state: string, timeout = 30_000) =>
    until(
      () => uploadState(d, testId),
      (s) => s === state,
      `${testId} ${state}`,
      timeout,
    ).catch(async (error: unknown) => {
      throw new Error(`${(error as Error).message}; trail: ${await trailOf(d)}`, { cause: error });
    });

  /**
   * Nothing logged in the page since it was shown, and nothing the page's policy blocked or its
   * scripts threw reported to the server since the last check, first loads included (D130, D136).
   */
  const noConsoleErrors = async (d: EngineDriver) => {
    expect([...(await d.consoleErrors()), ...(server?.freshCspReports() ?? []), ...(server?.freshClientErrors() ?? [])]).toEqual([]);
  };
  /**
   * The page as it is, usable at this engine's phone width (issue 30 item 4, the check the Chromium
   * walk makes at 320 px): nothing sideways, no words cut, no control under a fixed bar. `scroll`
   * moves the page to bring each control into view, so only where the journey taps no more.
   */
  const usable = async (d: EngineDriver, scroll = false) => {
    expect(await d.run<string[]>(`${LAYOUT_FUNCTION}(${scroll})`)).toEqual([]);
    // WebKit's window stops at 447 px: the same page in a frame as narrow as the narrowest phone.
    if (d.width > VIEWPORTS.phone.width && d.inNarrowFrame) {
      expect(await d.inNarrowFrame<string[]>(VIEWPORTS.phone.width, `${LAYOUT_FUNCTION}(${scroll})`)).toEqual([]);
    }
  };

  it("asks a visitor who is not signed in to log in with 'Please login.', then returns to the page asked for (issue 30 item 5)", async () => {
    const d = driver();
    await d.goto('/recent');
    await atPath(d, '/login');
    await showsText(d, 'Please login.');
    expect(await d.run<boolean>("fetch('/auth/session').then((r) => r.ok)")).toBe(false);
    await d.fill({ label: 'Email' }, STAFF.email);
    await d.fill({ label: 'Password' }, STAFF.password);
    await d.click({ role: 'button', name: 'Log in to Selvage' });
    await atPath(d, '/recent');
    await showsText(d, 'Recent uploads');
    // Plain http at a network address, as on the shop's Wi-Fi: no secure context, so no service worker.
    expect(await d.run<boolean>('window.isSecureContext')).toBe(lanAddress() === undefined);
    expect(await d.run<boolean>("'serviceWorker' in navigator")).toBe(lanAddress() === undefined);
    // The window is a phone's: under the app's 768 px breakpoint (WebKit's MiniBrowser is never narrower than 447 px).
    expect(await d.run<number>('innerWidth')).toBe(d.width);
    if (d.inNarrowFrame) expect(await d.inNarrowFrame<number>(VIEWPORTS.phone.width, 'innerWidth')).toBe(VIEWPORTS.phone.width);
    await usable(d, true);
    await noConsoleErrors(d);
  });

  it('uploads a fabric bundle with 3 photos and hands over its labels as a 2 x 2 in PDF', async () => {
    const d = driver();
    await signedIn(d);
    const files = await threePhotos(d);
    const name = `${d.engine} harbour`;
    await evaluate(d, ({ key, draft }) => localStorage.setItem(key, JSON.stringify(draft)), {
      key: PRODUCT_FORM_KEYS.fabric,
      draft: { draftId: randomUUID(), data: { ...FABRIC_BENCH_DRAFT, name } },
    });
    await d.goto('/product_entry/camera');
    await d.setFiles({ testId: 'photo-input' }, files);
    await thumbnailsShown(d, 3);
    await d.goto('/product_entry/upload_product');
    await showsText(d, 'Ready to upload.', 20_000);
    await d.click({ role: 'button', name: 'Upload' });
    await stateIs(d, 'upload-panel', 'success');
    const [product] = await evaluate(
      d,
      async () =>
        ((await (await fetch('/product/recent')).json()) as { products: { title: string; media: string[]; variants: { sku: string }[] }[] })
          .products,
      undefined,
    );
    expect(product?.title).toContain(`${d.engine[0]!.toUpperCase()}${d.engine.slice(1)} Harbour`);
    expect(product?.media).toHaveLength(3);

    const label = await labelOf(d, { role: 'button', name: 'Print Product Label' });
    expect(label.name).toBe(`fabric-label-${d.engine}-harbour.pdf`);
    expect(label.pageSize).toBe('144 x 144 pts');
    expect(label.pages).toBe(2);
    for (const { sku } of product!.variants) expect(label.text).toContain(sku);
    await usable(d, true);
    await noConsoleErrors(d);
  });

  it('lists a zipper page by page', async () => {
    const d = driver();
    await signedIn(d);
    const files = await threePhotos(d);
    await d.run(`localStorage.removeItem(${JSON.stringify(PRODUCT_FORM_KEYS.supplies)})`);
    await d.goto('/supplies');
    await atPath(d, '/supplies/supply_type');
    await d.click({ role: 'radio', name: 'Zippers', group: 'Supply type' });
    await atPath(d, '/supplies/zipper_selling_unit');
    await d.click({ role: 'radio', name: 'Individual', group: 'Selling unit' });
    await atPath(d, '/supplies/zipper_camera');
    await d.setFiles({ testId: 'photo-input' }, files);
    await thumbnailsShown(d, 3);
    await usable(d);
    await d.click({ role: 'button', name: 'Next' });
    await atPath(d, '/supplies/zipper_type_closure');
    await d.click({ role: 'radio', name: 'Metal', group: 'Zipper type' });
    await d.click({ role: 'radio', name: 'Separating', group: 'Closure' });
    await atPath(d, '/supplies/zipper_dimensions');
    await d.fill({ label: 'Length (in)' }, '22');
    await d.click({ role: 'button', name: 'Next' });
    await atPath(d, '/supplies/zipper_colours');
    await d.click({ role: 'button', name: 'Black' });
    await atPath(d, '/supplies/zipper_brand_imperfections_quality');
    await d.click({ role: 'button', name: 'No flaws' });
    await atPath(d, '/supplies/zipper_common_uses');
    await d.click({ role: 'button', name: 'Apparel' });
    await atPath(d, '/supplies/upload_product');
    await until(
      () => d.run<number>('document.querySelectorAll("tr[data-error]").length'),
      (n) => n === 0,
      'a review without errors',
    );
    await stateIs(d, 'upload-panel', 'ready', 15_000);
    await usable(d, true);
    await d.click({ role: 'button', name: 'Upload' });
    await stateIs(d, 'upload-panel', 'success');
    await usable(d, true);
    await noConsoleErrors(d);
  });

  it('converts part of a roll to a bundle and hands over its label as a 2 x 2 in PDF', async () => {
    const d = driver();
    await signedIn(d);
    const checked = validateProduct(buildFabric({ ...ROLL, name: `${d.engine} roll` }));
    if (!checked.success) throw new Error(`fixture roll is invalid: ${JSON.stringify(checked.errors)}`);
    // The roll is listed through the API from the signed-in page, as the fabric flow would.
    const sku = await evaluate(
      d,
      async ({ product, key }) => {
        const post = async (url: string, body: BodyInit, headers: Record<string, string> = {}) => {
          const res = await fetch(url, { method: 'POST', headers, body });
          if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
          return res.json() as Promise<{ productId: string; skus: string[] }>;
        };
        const { productId, skus } = await post('/product/product_upload', JSON.stringify(product), {
          'content-type': 'application/json',
          'Idempotency-Key': key,
        });
        const form = new FormData();
        for (const [i, colour] of ['#1976d2', '#388e3c', '#d32f2f'].entries()) {
          const canvas = document.createElement('canvas');
          [canvas.width, canvas.height] = [300, 200];
          const ctx = canvas.getContext('2d')!;
          ctx.fillStyle = colour;
          ctx.fillRect(0, 0, 300, 200);
          const blob = await new Promise<Blob>((done) => canvas.toBlob((b) => done(b!), 'image/jpeg', 0.9));
          form.append('photos', blob, `photo-${i + 1}.jpg`);
        }
        await post(`/product/${encodeURIComponent(productId)}/photos`, form);
        return skus[0]!;
      },
      { product: checked.data, key: randomUUID() },
    );

    await d.goto('/roll_to_bundle');
    await atPath(d, '/roll_to_bundle/search');
    await d.fill({ label: 'SKU' }, sku);
    // The one roll with this SKU opens as soon as it is typed.
    await atPath(d, '/roll_to_bundle/length');
    await d.fill({ label: 'Length in metres' }, '2.35');
    // 9.00 x 2.35 = 21.15, rounded up to 21.50.
    await until(
      () => d.run<string>('document.querySelector("[data-testid=bundle-price]")?.innerText ?? ""'),
      (t) => t.includes('Bundle price $21.50'),
      'the bundle price',
    );
    await stateIs(d, 'roll-upload', 'ready', 15_000);
    await d.click({ role: 'button', name: 'Upload' });
    await stateIs(d, 'roll-upload', 'success');
    await showsText(d, `SKU ${sku} is now a bundle of 2.35 m at $21.50.`);

    const label = await labelOf(d, { role: 'button', name: 'Print label' });
    expect(label.pageSize).toBe('144 x 144 pts');
    const text = label.text.replace(/\s+/g, ' ');
    for (const part of [sku, '$21.50', '2.35 m']) expect(text).toContain(part);
    await usable(d, true);
    await noConsoleErrors(d);
  });

  it('makes a new box and hands over its letter-size label', async () => {
    const d = driver();
    await signedIn(d);
    await d.goto('/inventory_supplies');
    await atPath(d, '/inventory_supplies/start_or_update');
    await d.click({ role: 'button', name: 'Start a new box' });
    await atPath(d, '/inventory_supplies/supply_type_box_size');
    await d.click({ role: 'radio', name: 'Banker Box' });
    await d.click({ role: 'radio', name: 'Trim' });
    await atPath(d, '/inventory_supplies/trim_type');
    await d.click({ role: 'radio', name: 'Lace' });
    await atPath(d, '/inventory_supplies/summary_page');
    await d.click({ role: 'button', name: 'Submit New Box' });
    await showsText(d, 'New Box Created');
    const boxId = await d.run<string>('document.querySelector("[data-testid=created-box-id]").innerText.trim()');
    expect(boxId).toBe('6C-1');

    const label = await labelOf(d, { role: 'button', name: 'Create Label' });
    expect(label.pageSize).toBe('612 x 792 pts (letter)');
    expect(label.text).toContain(boxId);
    await usable(d, true);
    await noConsoleErrors(d);
  });

  it("keeps a fabric bundle the server could not take on the phone ('Outbox 1'), or says plainly it was not saved there, and it reaches the shop once (issue 43)", async () => {
    const d = driver();
    // The page reaches the server through a gate that can drop the upload's calls: the server out of
    // reach while the phone's Wi-Fi is up (these drivers have no offline switch).
    const gate = await openGate(server!.url);
    try {
      await signedIn(d, gate.url);
      const files = await threePhotos(d);
      const name = `${d.engine} outbox`;
      const title = `${d.engine[0]!.toUpperCase()}${d.engine.slice(1)} Outbox`;
      const listed = () =>
        evaluate(
          d,
          async (t) =>
            ((await (await fetch('/product/recent')).json()) as { products: { title: string; media: string[] }[] }).products.filter((p) =>
              p.title.includes(t),
            ),
          title,
        );
      await evaluate(d, ({ key, draft }) => localStorage.setItem(key, JSON.stringify(draft)), {
        key: PRODUCT_FORM_KEYS.fabric,
        draft: { draftId: randomUUID(), data: { ...FABRIC_BENCH_DRAFT, name } },
      });
      await d.goto(`${gate.url}/product_entry/camera`);
      await d.setFiles({ testId: 'photo-input' }, files);
      await thumbnailsShown(d, 3);
      await d.goto(`${gate.url}/product_entry/upload_product`);
      await showsText(d, 'Ready to upload.', 20_000);

      gate.refuse((p) => p === '/product/product_upload');
      await d.click({ role: 'button', name: 'Upload' });
      // The browser still says it is online, the server out of reach: the item goes to the outbox all the same.
      const outcome = await until(
        () =>
          evaluate(
            d,
            (notKept) =>
              document.querySelector('[data-testid=upload-panel]')?.getAttribute('data-upload-state') === 'queued'
                ? 'kept'
                : document.body.innerText.includes(notKept)
                  ? 'refused'
                  : 'undecided',
            OUTBOX_MESSAGES.notKeptTitle,
          ),
        (o) => o !== 'undecided',
        'the item kept on the phone or said not saved',
      );
      const badge = () => d.run<string | null>('document.querySelector("[data-testid=outbox-badge]")?.textContent ?? null');
      const refusedSoFar = gate.dropped();
      if (outcome === 'kept') {
        await showsText(d, OUTBOX_MESSAGES.savedTitle);
        await until(badge, (b) => b === 'Outbox 1', 'the badge Outbox 1');
        // The outbox itself tries while the server is out of reach, and is refused too.
        await until(
          () => Promise.resolve(gate.dropped()),
          (n) => n > refusedSoFar,
          "the outbox's own try",
        );
        expect(await listed()).toEqual([]);
        gate.refuse(null);
        // Its next try (a growing wait: 2 s, 4 s, 8 s ...) goes through.
        await until(badge, (b) => b === null, 'the badge gone', 60_000);
        // Its page, still open, shows it uploaded as if it had waited.
        await stateIs(d, 'upload-panel', 'success');
      } else {
        // This browser would not store the item: it went the old way, and stays on its failed step to be retried.
        await stateIs(d, 'upload-panel', 'failed');
        expect(await badge()).toBeNull();
        gate.refuse(null);
        await d.click({ role: 'button', name: 'Retry' });
        await stateIs(d, 'upload-panel', 'success');
      }
      console.info(`${d.engine}: the item was ${outcome} on the phone`);
      const shop = await listed();
      expect(shop).toHaveLength(1);
      expect(shop[0]!.media).toHaveLength(3);
      await noConsoleErrors(d);
    } finally {
      gate.refuse(null);
      await gate.close();
    }
  });

  return {
    driver,
    server: () => {
      if (!server) throw new Error('server not started');
      return server;
    },
    signedIn,
    threePhotos,
    stateIs,
    noConsoleErrors,
  };
}

/** What the journeys share with journeys kept in files of their own (pile-journey.ts), in the same browser. */
export interface EngineJourneyKit {
  driver: () => EngineDriver;
  server: () => RunningServer;
  /** Signed in at the server, or through the form at `origin` (a gate's door). */
  signedIn: (d: EngineDriver, origin?: string) => Promise<void>;
  threePhotos: (d: EngineDriver) => Promise<string[]>;
  stateIs: (d: EngineDriver, testId: string, state: string, timeout?: number) => Promise<string | null>;
  noConsoleErrors: (d: EngineDriver) => Promise<void>;
}

export interface HandedLabel {
  name: string;
  /** pdfinfo's 'Page size', e.g. '144 x 144 pts'. */
  pageSize: string;
  pages: number;
  text: string;
}

/** What `script` reads from the page, on one line, for a failure's message; never throws. */
const pageSays = (d: EngineDriver, script: string): Promise<string> =>
  d.run<string>(script).then(
    (text) => String(text).replace(/\s+/g, ' ').slice(0, 400),
    (e: unknown) => `unreadable: ${String(e)}`,
  );

/** The driver's trail of what reached the page, where it keeps one; never throws. */
const trailOf = (d: EngineDriver): Promise<string> =>
  d.trail
    ? d.trail().then(
        (text) => text.slice(0, 4000),
        (e: unknown) => `unreadable: ${String(e)}`,
      )
    : Promise.resolve('none kept by this driver');

/** Waits until the camera step shows `count` photo thumbnails. */
export async function thumbnailsShown(d: EngineDriver, count: number): Promise<void> {
  const draftsNow = () =>
    pageSays(
      d,
      `${JSON.stringify(Object.values(PRODUCT_FORM_KEYS))}.map((k) => k + ' ' + (JSON.parse(localStorage.getItem(k) || '{}').draftId ?? 'none')).join(', ')`,
    );
  const atPick = await draftsNow();
  try {
    await until(
      () => countOf(d, 'photo-thumb'),
      (n) => n === count,
      `${count} photo thumbnails`,
      20_000,
    );
  } catch (error) {
    // What the picker said instead ('0 of 7', 'processing', a refusal), where, which drafts the page
    // holds, and what reached the page (its trail): that is how WebKit's suspended transaction was found (D134).
    const shown = await pageSays(
      d,
      `location.pathname + ' | ' + (document.querySelector('[data-testid=photo-input]')?.closest('.mantine-Paper-root')?.parentElement?.innerText ?? 'no photo picker')`,
    );
    throw new Error(
      `${(error as Error).message}; the page shows: ${shown}; drafts at the pick: ${atPick}; now: ${await draftsNow()}; trail: ${await trailOf(d)}`,
      {
        cause: error,
      },
    );
  }
}

/**
 * Taps `button` and reads back the label PDF the page hands over: the file a download link offers,
 * its bytes read from the Blob the page made that link's address of (the app's CSP lets no fetch
 * read a blob: address), then opened with poppler. The link's click is recorded and not followed
 * (a save dialog has no place under automation). A label sent to the in-app print view instead is
 * a failure here: on these engines the print dialog puts it in the corner of an A4 page.
 */
export async function labelOf(d: EngineDriver, button: Parameters<EngineDriver['click']>[0]): Promise<HandedLabel> {
  await evaluate(
    d,
    () => {
      const w = window as unknown as { handed: { name: string; href: string }[]; printed: number; blobs: Map<string, Blob> };
      if (w.handed) {
        w.handed.length = 0;
        w.printed = 0;
        return;
      }
      w.handed = [];
      w.printed = 0;
      w.blobs = new Map();
      window.print = () => void (w.printed += 1);
      const create = URL.createObjectURL.bind(URL);
      URL.createObjectURL = (object: Blob | MediaSource) => {
        const url = create(object);
        if (object instanceof Blob) w.blobs.set(url, object);
        return url;
      };
      document.addEventListener(
        'click',
        (event) => {
          const link = event.target instanceof Element ? event.target.closest('a[download]') : null;
          if (!(link instanceof HTMLAnchorElement)) return;
          w.handed.push({ name: link.download, href: link.href });
          event.preventDefault();
        },
        true,
      );
    },
    undefined,
  );
  await d.click(button);
  const handed = await until(
    () => d.run<{ handed: { name: string; href: string }[]; printed: number }>('({ handed: window.handed, printed: window.printed })'),
    (h) => h.handed.length > 0 || h.printed > 0,
    'the label PDF handed over',
    20_000,
  ).catch(async (error: unknown) => {
    // What the page says instead (a message, a button still busy): WebKit once handed nothing over.
    const shown = await pageSays(
      d,
      `[...document.querySelectorAll('[role=alert], .mantine-Notification-root, button[data-loading], button:disabled')].map((e) => e.tagName + ': ' + (e.textContent || e.getAttribute('aria-label') || '')).join(' | ')`,
    );
    throw new Error(`${(error as Error).message}; the page shows: ${shown}; trail: ${await trailOf(d)}`, {
      cause: error,
    });
  });
  if (handed.handed.length === 0) throw new Error(`${d.engine}: the label went to the print view (print() called), not as its PDF`);
  const { name, href } = handed.handed[0]!;
  const base64 = await evaluate(
    d,
    async (url) => {
      const blob = (window as unknown as { blobs: Map<string, Blob> }).blobs.get(url);
      if (!blob) throw new Error(`no Blob made for ${url}`);
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const b of bytes) binary += String.fromCharCode(b);
      return `${blob.type};${btoa(binary)}`;
    },
    href,
  );
  const [type, data] = base64.split(';') as [string, string];
  expect(type).toBe('application/pdf');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), `selvage-${d.engine}-label-`)), name);
  fs.writeFileSync(file, Buffer.from(data, 'base64'));
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return {
    name,
    pageSize: /Page size:\s+(.+)/.exec(info)?.[1]?.trim() ?? '',
    pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]),
    text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
  };
}
