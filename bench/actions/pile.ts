import type { ActionCounter } from './counter';
import { allInShop, holdsWhatWasEntered, labelFrom, shopListing } from './outcomes';
import { RECENT_LIMIT } from '../../src/shared/schemas/recent';
import { PILE_MESSAGES } from '../../src/shared/messages/pile';

/** The pages of a flow, by step id, as one item of a pile answers them: each walk answers its page and leaves it. */
export type PageWalks = Readonly<Record<string, () => Promise<void>>>;

export interface Pile {
  /** From Home, by its List a pile button, to the first item's Upload Product page, every page answered. */
  first: () => Promise<void>;
  /** Each item after the first: every page the pile may ask of it. A page it stops on with no walk here fails the task. */
  next: readonly PageWalks[];
  /** Photos taken of each item. */
  photos: number;
  /** What was entered for each item, in order, by product field: the shop's record of each must hold it. */
  entered: readonly Readonly<Record<string, string | number>>[];
}

const UPLOAD_STEP = 'upload_product';
/** More pages than any item asks: a walk that goes round in circles fails instead. */
const MOST_PAGES = 25;
/** How long the shop is given to list the whole pile before its labels are printed. */
const SHOP_MS = 180_000;

/**
 * Issue 43 item 3: a pile of alike items from Home, as a trained staff member lists it with the
 * app's pile (D147): started on Home, the first item in full; each item, the first too, kept with
 * 'Upload, next in pile', each next one answering the pages the pile asks of it (nobody waits for
 * the shop: waiting is not an action); once the shop lists all of them, their labels in one print
 * from the pile's bar.
 */
export async function listPile(c: ActionCounter, pile: Pile): Promise<void> {
  const before = new Set((await shopListing(c.page, RECENT_LIMIT.max)).map((p) => p.productId));
  const items = pile.next.length + 1;
  let counted = c.actions;
  await pile.first();
  await keep(c, 1, PILE_MESSAGES.uploadNext);
  c.note(`item 1: ${c.actions - counted} actions`);
  for (const [i, walks] of pile.next.entries()) {
    counted = c.actions;
    await answerWhatIsAsked(c, walks);
    await keep(c, i + 2, PILE_MESSAGES.uploadNext);
    c.note(`item ${i + 2}: ${c.actions - counted} actions`);
  }
  const listed = await allInShop(c.page, before, items, pile.photos);
  await holdsWhatWasEntered(c.page, listed, pile.entered);
  // The bar counts what its outbox has seen listed, which may trail the shop by a moment.
  const print = PILE_MESSAGES.printLabels(items);
  await c.page.getByTestId('pile-bar').getByRole('button', { name: print, exact: true }).waitFor({ timeout: SHOP_MS });
  const skus = listed.flatMap((p) => p.variants.map((v) => v.sku));
  const label = await labelFrom(c, print, skus);
  if (label.pages !== skus.length) throw new Error(`${print} printed ${label.pages} labels for the pile's ${skus.length} SKUs.`);
  c.note(`${label.pages} labels printed in one print for the pile's ${skus.length} SKUs`);
  c.end();
}

/** The upload button of Upload Product; a review that still lists errors fails the task, naming them. */
async function keep(c: ActionCounter, item: number, name: string): Promise<void> {
  await c.at(UPLOAD_STEP);
  const errors = c.page.getByTestId('review-errors');
  if ((await errors.count()) > 0) throw new Error(`Item ${item} cannot be uploaded: ${(await errors.innerText()).replace(/\s+/g, ' ')}`);
  await c.tap(c.page.getByRole('button', { name, exact: true }), `${name} (item ${item})`);
}

/** The pages the pile asks of an item, in the order it goes, up to Upload Product. */
async function answerWhatIsAsked(c: ActionCounter, walks: PageWalks): Promise<void> {
  // The next item opens in place of the last one's Upload Product page.
  await c.page.waitForURL((url) => !url.pathname.endsWith(`/${UPLOAD_STEP}`), { timeout: 15_000 });
  let last = '';
  for (let turn = 0; turn < MOST_PAGES; turn += 1) {
    await c.page.waitForURL((url) => url.pathname.split('/').filter(Boolean).length > 1, { timeout: 15_000 });
    await c.page.locator('[data-step]').first().waitFor({ timeout: 15_000 });
    const step = c.path().split('/').at(-1) ?? '';
    if (step === UPLOAD_STEP) return;
    if (step === last) throw new Error(`The walk of ${step} did not leave it.`);
    last = step;
    const walk = walks[step];
    if (!walk) throw new Error(`The pile stopped at ${step}, which this item has no answer for.`);
    await walk();
  }
  throw new Error(`The pile went through ${MOST_PAGES} pages without reaching Upload Product.`);
}
