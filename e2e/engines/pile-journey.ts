import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { STAFF } from '../support/server';
import { openGate } from '../support/gate';
import { PRODUCT_FORM_KEYS } from '../../src/client/wizard/draft-store';
import { imperfectionsFor } from '../../src/shared/rules/compatibility';
import { supplyDraft } from '../../src/shared/test/product-factory';
import { OUTBOX_MESSAGES } from '../../src/shared/messages/outbox';
import { PILE_MESSAGES } from '../../src/shared/messages/pile';
import { atPath, attributeOf, countOf, evaluate, showsText, until } from './driver';
import { labelOf, thumbnailsShown, type EngineJourneyKit } from './engine-journeys';

const PILE = 10;
const CUT_AFTER = 3;
const FLAWED = 6;
const BASE = '/supplies';
const colourOf = (item: number) => ['Black', 'Navy', 'White'][item % 3]!;
/** Each item's own length, in its title: which listing is which item. */
const lengthOf = (item: number) => 10 + item;
const itemOf = (title: string) => Number(/(\d+) inch long/.exec(title)?.[1]) - 10;

interface Listing {
  productId: string;
  title: string;
  status: string;
  media: string[];
  variants: { sku: string }[];
}

/**
 * The shop as the owner's desk sees it, signed in from here: the phone's own requests are cut
 * in the journey, and a page at the gate may not read the server's own address (another origin).
 */
async function desk(serverUrl: string): Promise<() => Promise<Listing[]>> {
  const login = await fetch(`${serverUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_email: STAFF.email, user_pass: STAFF.password }),
  });
  if (!login.ok) throw new Error(`the desk's sign-in: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return async () => {
    const answer = await fetch(`${serverUrl}/product/recent?limit=100`, { headers: { cookie } });
    if (!answer.ok) throw new Error(`the desk's Recent uploads: ${answer.status}`);
    return ((await answer.json()) as { products: Listing[] }).products;
  };
}

/**
 * The pile of e2e/pile.test.ts (issue 43 item 2) in this engine, in the browser the other engine
 * journeys use: ten zippers on a phone, the first in full, then each a copy asking only what
 * differs (photos, length, colour, flaws), the next opened as soon as the last is kept; every
 * request to the server cut after the third, through a gate (these drivers have no offline
 * switch). All ten reach the shop once, in order, none shown listed before the shop has it, and
 * their labels come in one PDF from the pile's bar. Where this browser's storage would not keep
 * an item (WebKit's sessions are ephemeral), the page says so and the item goes the old way: a
 * phone that keeps nothing lists no pile offline, so the first item is checked that way and the
 * journey ends there, saying so.
 */
export function pileJourney(kit: EngineJourneyKit): void {
  it('lists ten zippers as a pile without a wait, every request cut after the third; each reaches the shop once, in order (issue 43)', async () => {
    const d = kit.driver();
    const shop = await desk(kit.server().url);
    const before = new Set((await shop()).map((p) => p.productId));
    const fresh = async () => (await shop()).filter((p) => !before.has(p.productId));
    const gate = await openGate(kit.server().url);
    try {
      await kit.signedIn(d, gate.url);
      const files = await kit.threePhotos(d);
      await evaluate(d, ({ key, draft }) => localStorage.setItem(key, JSON.stringify(draft)), {
        key: PRODUCT_FORM_KEYS.supplies,
        draft: {
          draftId: randomUUID(),
          data: supplyDraft('Zippers', { images: [], lengthIn: undefined, imperfectionExists: undefined, colour: undefined }),
        },
      });
      await d.goto(`${gate.url}${BASE}/zipper_camera`);
      const flaw = imperfectionsFor(supplyDraft('Zippers'))[0]!;
      const badge = () => d.run<string | null>('document.querySelector("[data-testid=outbox-badge]")?.textContent ?? null');

      for (let item = 1; item <= PILE; item += 1) {
        try {
          await atPath(d, `${BASE}/zipper_camera`);
          expect(await countOf(d, 'photo-thumb')).toBe(0);
          await d.setFiles({ testId: 'photo-input' }, files);
          if (item === 1) {
            // The first is walked page by page (its other pages answered); each copy stops only where it asks.
            await thumbnailsShown(d, 3);
            await d.click({ role: 'button', name: 'Next' });
            await atPath(d, `${BASE}/zipper_type_closure`);
            await d.click({ role: 'button', name: 'Next' });
          }
          // A copy's Camera page moves on by itself at the pile's 3 photos.
          await atPath(d, `${BASE}/zipper_dimensions`, 20_000);
          await d.fill({ label: 'Length (in)' }, String(lengthOf(item)));
          await d.click({ role: 'button', name: 'Next' });
          // Asked of each item: one tap picks its colour, and the page moves on.
          await atPath(d, `${BASE}/zipper_colours`);
          await d.click({ role: 'button', name: colourOf(item) });
          await atPath(d, `${BASE}/zipper_brand_imperfections_quality`);
          // The customer reads the flaws: asked of each, never copied.
          await until(
            () => attributeOf(d, { role: 'button', name: 'No flaws' }, 'aria-pressed'),
            (pressed) => pressed === 'false',
            "'No flaws' not yet pressed",
          );
          if (item === FLAWED) {
            await d.click({ role: 'button', name: flaw, group: 'Flaws' });
            await d.click({ role: 'button', name: 'Next' });
          } else await d.click({ role: 'button', name: 'No flaws' });
          if (item === 1) {
            await atPath(d, `${BASE}/zipper_common_uses`);
            await d.click({ role: 'button', name: 'Next' });
          }
          await atPath(d, `${BASE}/upload_product`);
          await kit.stateIs(d, 'upload-panel', 'ready', 15_000);
          if (item > 1) await d.click({ role: 'button', name: PILE_MESSAGES.uploadNext });
          else {
            await d.click({ role: 'button', name: 'Upload' });
            const outcome = await until(
              () =>
                evaluate(
                  d,
                  ({ notKept, start }) =>
                    document.body.innerText.includes(notKept)
                      ? 'refused'
                      : [...document.querySelectorAll('[data-testid=upload-panel] button')].some((b) => b.textContent?.trim() === start)
                        ? 'kept'
                        : 'undecided',
                  { notKept: OUTBOX_MESSAGES.notKeptTitle, start: PILE_MESSAGES.start },
                ),
              (o) => o !== 'undecided',
              'the item kept on the phone or said not saved',
            );
            console.info(`${d.engine}: the pile's first item was ${outcome} on the phone`);
            if (outcome === 'refused') {
              // Uploaded the old way, the page waiting for it: in the shop once, nothing kept on the phone.
              await kit.stateIs(d, 'upload-panel', 'success');
              expect(await badge()).toBeNull();
              const [only, ...more] = await fresh();
              expect(more).toEqual([]);
              expect(only?.media).toHaveLength(3);
              await kit.noConsoleErrors(d);
              return;
            }
            await d.click({ role: 'button', name: PILE_MESSAGES.start });
          }
          // Kept on the phone: the next item is open at once, whatever the network does.
          await atPath(d, `${BASE}/zipper_camera`);
          await showsText(d, PILE_MESSAGES.bar('Zippers', item));
          // The Wi-Fi drops: every request to the server fails from here, the browser none the wiser.
          if (item === CUT_AFTER) gate.refuse(() => true);
        } catch (error) {
          // Which item stopped, and what its page showed then: a failure under load says where it was.
          const shown = await d
            .run<string>(
              'location.pathname + " | " + (document.querySelector("[data-testid=upload-panel]")?.getAttribute("data-upload-state") ?? "-") + " | " + document.body.innerText.slice(0, 400).replace(/\\s+/g, " ")',
            )
            .catch(() => 'nothing (the page did not answer)');
          throw new Error(
            `item ${item} of the pile: ${error instanceof Error ? error.message : String(error)}; the page showed: ${shown}`,
            { cause: error },
          );
        }
      }

      // In the shop: live with its photos (an item whose photos were cut is made, not yet listed).
      const inShop = (await fresh()).filter((p) => p.status === 'ACTIVE').length;
      expect(inShop).toBeLessThanOrEqual(CUT_AFTER);
      await until(badge, (b) => b === `Outbox ${PILE - inShop}`, `the badge Outbox ${PILE - inShop}`);
      expect(await attributeOf(d, { testId: 'outbox-badge' }, 'title')).toBe(OUTBOX_MESSAGES.badge(PILE - inShop));
      // None is shown listed before the shop has it: the Outbox page's listed items are the shop's.
      await d.click({ testId: 'outbox-badge' });
      await atPath(d, '/outbox');
      const states = () =>
        d.run<(string | null)[]>('[...document.querySelectorAll("[data-testid=outbox-entry]")].map((c) => c.getAttribute("data-state"))');
      const cut = await until(states, (s) => s.length === PILE, `${PILE} entries on the Outbox page`);
      expect(cut.filter((s) => s === 'listed')).toHaveLength(inShop);
      expect(cut.slice(0, inShop).every((s) => s === 'listed')).toBe(true);

      // The Wi-Fi comes back, and the browser says so, as it would (the gate cannot make it): the
      // outbox's growing wait ends, and the rest go by themselves, in the order kept.
      gate.refuse(null);
      await d.run("(dispatchEvent(new Event('online')), true)");
      await until(badge, (b) => b === null, 'the badge gone', 120_000);
      await until(states, (s) => s.length === PILE && s.every((x) => x === 'listed'), 'every entry listed');

      const listed = (await fresh()).reverse();
      // In the order kept, each its own item (its length in its title), once, live with its 3 photos.
      expect(listed.map((p) => itemOf(p.title))).toEqual(Array.from({ length: PILE }, (_, i) => i + 1));
      for (const product of listed) {
        expect(product.status).toBe('ACTIVE');
        expect(product.media).toHaveLength(3);
      }

      // Their labels in one PDF, from the pile's bar on the next item's page; then the pile ends.
      await d.run('(history.back(), true)');
      await atPath(d, `${BASE}/zipper_camera`);
      const label = await labelOf(d, { role: 'button', name: PILE_MESSAGES.printLabels(PILE) });
      expect(label.pages).toBe(PILE);
      for (const product of listed) expect(label.text).toContain(product.variants[0]!.sku);
      await d.click({ role: 'button', name: PILE_MESSAGES.end });
      await until(
        () => countOf(d, 'pile-bar'),
        (n) => n === 0,
        'the pile ended',
      );
      await kit.noConsoleErrors(d);
    } finally {
      gate.refuse(null);
      await gate.close();
    }
    // Ten items walked page by page in a driven engine, and the outbox's waits: longer than one item's journey.
  }, 300_000);
}
