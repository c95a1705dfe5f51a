import type { Locator, Page } from 'playwright-core';
import type { ActionCounter } from './counter';
import { button } from './staff-steps';
import { allInShop, holdsWhatWasEntered, labelFrom, shopListing, type Listed } from './outcomes';
import { RECENT_LIMIT } from '../../src/shared/schemas/recent';
import { RECENT_TEXT } from '../../src/client/recent/recent-text';

/** The pages of a flow, by step id, as one item of a pile answers them: each walk answers its page and leaves it. */
export type PageWalks = Readonly<Record<string, () => Promise<void>>>;

/** An item after the first, started with Same as last: what the copy still asks, and what it kept that this item changes. */
export interface NextItem {
  /** Every page Same as last may stop on for this item. A page it stops on with no walk here fails the task. */
  asked: PageWalks;
  /** Answers the copy kept but this item changes: the review's row staff tap on Upload Product, and the walk of its page. */
  changed: readonly { row: string; walk: () => Promise<void> }[];
}

export interface Pile {
  /** From Home to the first item's Upload Product page, every page answered. */
  first: () => Promise<void>;
  next: readonly NextItem[];
  /** Photos taken of each item. */
  photos: number;
  /** What staff type in Recent uploads' search to see this pile's kind only. */
  search: string;
  /** What was entered for each item, in order, by product field: the shop's record of each must hold it. */
  entered: readonly Readonly<Record<string, string | number>>[];
}

const UPLOAD_STEP = 'upload_product';
/** More pages than any item asks: a walk that goes round in circles fails instead. */
const MOST_PAGES = 25;

/**
 * Issue 43 item 3: a pile of alike items from Home, as a trained staff member lists it today. The
 * first item in full; each next one with Same as last, tapped as soon as it shows after Upload
 * (nobody waits for the shop: waiting is not an action), answering the pages it still asks and, from
 * the review, changing what it copied but differs; then, once the shop lists all of them, their
 * labels in one batch from Recent uploads.
 */
export async function listPile(c: ActionCounter, pile: Pile): Promise<void> {
  const before = new Set((await shopListing(c.page, RECENT_LIMIT.max)).map((p) => p.productId));
  await pile.first();
  await upload(c, 1);
  for (const [i, item] of pile.next.entries()) {
    c.note(`item ${i + 2}`);
    await c.tap(button(c.page, 'Same as last'), 'Same as last');
    await answerWhatDiffers(c, item);
    await upload(c, i + 2);
  }
  const listed = await allInShop(c.page, before, pile.next.length + 1, pile.photos);
  await holdsWhatWasEntered(c.page, listed, pile.entered);
  await printPileLabels(c, pile.search, listed);
  c.end();
}

/** Upload on Upload Product; a review that still lists errors fails the task, naming them. */
async function upload(c: ActionCounter, item: number): Promise<void> {
  await c.at(UPLOAD_STEP);
  const errors = c.page.getByTestId('review-errors');
  if ((await errors.count()) > 0) throw new Error(`Item ${item} cannot be uploaded: ${(await errors.innerText()).replace(/\s+/g, ' ')}`);
  await c.tap(c.page.getByRole('button', { name: 'Upload', exact: true }), `Upload (item ${item})`);
}

/** The pages Same as last stops on, in the order it goes, then each change from Upload Product's review. */
async function answerWhatDiffers(c: ActionCounter, item: NextItem): Promise<void> {
  const changes = [...item.changed];
  let last = '';
  for (let turn = 0; turn < MOST_PAGES; turn += 1) {
    // Same as last opens at the flow's root, which then goes on to the first page still asking.
    await c.page.waitForURL((url) => url.pathname.split('/').filter(Boolean).length > 1, { timeout: 15_000 });
    await c.page.locator('[data-step]').first().waitFor({ timeout: 15_000 });
    const step = c.path().split('/').at(-1) ?? '';
    if (step === last) throw new Error(`The walk of ${step} did not leave it.`);
    last = step;
    if (step === UPLOAD_STEP) {
      const change = changes.shift();
      if (!change) return;
      await c.tap(reviewRow(c.page, change.row), `review: ${change.row}`);
      await c.page.waitForURL((url) => !url.pathname.endsWith(`/${UPLOAD_STEP}`), { timeout: 15_000 });
      last = '';
      await change.walk();
      continue;
    }
    const walk = item.asked[step];
    if (!walk) throw new Error(`Same as last stopped at ${step}, which this item has no answer for.`);
    await walk();
  }
  throw new Error(`Same as last went through ${MOST_PAGES} pages without reaching Upload Product.`);
}

/** A row of Upload Product's review: its name is the link to the page it is answered on. */
const reviewRow = (page: Page, row: string): Locator =>
  page.getByRole('table', { name: 'Review', exact: true }).getByRole('link', { name: row, exact: true }).first();

/**
 * The pile's labels in one print: Recent uploads from the menu, searched for the pile's kind,
 * Today's uploads chosen, Print Selected Labels. Every SKU of the pile must be on it; labels of
 * other items listed today that the search also finds are noted (the batch cannot say 'this pile').
 */
async function printPileLabels(c: ActionCounter, search: string, listed: readonly Listed[]): Promise<void> {
  await c.tap(c.page.getByRole('button', { name: 'Open menu', exact: true }), 'Open menu');
  await c.tap(button(c.page, RECENT_TEXT.title), RECENT_TEXT.title);
  await c.page.waitForURL((url) => url.pathname === '/recent', { timeout: 15_000 });
  await c.fill(c.page.getByRole('searchbox', { name: RECENT_TEXT.searchLabel }), search, RECENT_TEXT.searchLabel);
  // Today's uploads chooses among the cards shown: the search's own, once it has answered (the
  // last list stands in for it meanwhile, and a tap then would choose from that).
  await c.page.waitForURL((url) => url.searchParams.get('q') === search, { timeout: 15_000 });
  await c.page.waitForFunction(
    (word) =>
      document.querySelector('[aria-busy="false"]') !== null &&
      [...document.querySelectorAll('[data-testid="recent-product"]')].every((card) => card.textContent?.toLowerCase().includes(word)),
    search.toLowerCase(),
    { timeout: 15_000 },
  );
  await c.tap(button(c.page, RECENT_TEXT.todaysUploads), RECENT_TEXT.todaysUploads);
  c.note(await c.page.getByTestId('batch-summary').innerText());
  const skus = listed.flatMap((p) => p.variants.map((v) => v.sku));
  const label = await labelFrom(c, RECENT_TEXT.printSelected, skus);
  c.note(`${label.pages} labels printed in one batch for the pile's ${skus.length} SKUs`);
  if (label.pages !== skus.length) c.note(`the batch holds ${label.pages - skus.length} labels of other items listed today`);
}
