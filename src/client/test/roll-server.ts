import { http, HttpResponse } from 'msw';
import { bundleResultAnswer, rollChangedAnswer, rollSearchAnswer } from '../../shared/schemas/answers';
import { ROLL_TO_BUNDLE_MESSAGES, rollToBundleSchema } from '../../shared/schemas/roll-to-bundle';
import type { BundleResult, RollListing } from '../../shared/schemas/shop-answers';
import type { FabricProduct } from '../../shared/schemas/fabric';
import { convertRoll, numberAt, rollAt, rollFacts } from '../../shared/rules/roll-listing';
import { bundlePriceText } from '../../shared/pricing/bundle-price';
import { rollVersion } from '../../shared/edit/record-version';
import { productTitle } from '../../shared/products';
import { fabricRollProduct } from '../../shared/test/product-factory';

/**
 * The roll-to-bundle calls (GET /product/?sku=&include=roll, POST /product/roll_to_bundle) as the
 * pages meet them, at the HTTP boundary: a shop of fabric products made by the one factory, whose
 * roll rows are read and converted by the shared rules the real shops use (roll-listing.ts), and
 * every answer parsed by the schema the client reads it with. Which roll a real shop holds after a
 * colleague's edit or cut is the real server's, tested in roll-to-bundle.routes.test.ts.
 */

interface Held {
  productId: string;
  sku: string;
  title: string;
  details: FabricProduct;
}

const shop = new Map<string, Held>();
/** Conversions by Idempotency-Key: the same key answers the conversion that happened. */
const done = new Map<string, BundleResult>();

/** What the pages sent: each conversion's body and key, and each SKU searched, in order. */
export const rollsSent = {
  conversions: [] as { body: unknown; key: string | null }[],
  searches: [] as string[],
};

/** Empties the shop and what was sent; call before each test. */
export function resetRolls(): void {
  shop.clear();
  done.clear();
  rollsSent.conversions.length = 0;
  rollsSent.searches.length = 0;
}

const listingOf = (held: Held): RollListing | null => {
  const roll = rollAt(held.details, 0);
  if (!roll) return null;
  return { productId: held.productId, title: held.title, sku: held.sku, ...rollFacts(roll, 0), price: numberAt(roll.price, 0).toFixed(2) };
};

/** Lists a fabric roll (the factory's, with `overrides`) under `sku`; answers it as the search lists it. */
export function listRoll(sku: string, overrides: Partial<FabricProduct> = {}): RollListing {
  const details = fabricRollProduct(overrides);
  const held: Held = { productId: `local:${shop.size + 1}`, sku, title: productTitle(details), details };
  shop.set(held.productId, held);
  return listingOf(held)!;
}

/** A colleague's edit of the roll from another page: `change` to its details. */
export function editRoll(productId: string, change: Partial<FabricProduct>): void {
  const held = shop.get(productId);
  if (!held) throw new Error(`no product ${productId}`);
  held.details = { ...held.details, ...change };
}

/** The rolls listed under `sku` now. */
export const rollsWithSku = (sku: string): RollListing[] =>
  [...shop.values()].filter((h) => h.sku === sku).flatMap((h) => listingOf(h) ?? []);

/** Converts as the real service does: the roll the page showed, or a 404 / 409 / 400 naming why not. */
function convert(body: unknown): { status: number; body: object } {
  const checked = rollToBundleSchema.safeParse(body);
  if (!checked.success) return { status: 400, body: { message: checked.error.issues[0]?.message ?? 'Bad request' } };
  const { sku, length, rollVersion: shown } = checked.data;
  const held = [...shop.values()].find((h) => h.sku === sku && listingOf(h));
  const roll = held && listingOf(held);
  if (!held || !roll) return { status: 404, body: { message: ROLL_TO_BUNDLE_MESSAGES.noRolls } };
  if (rollVersion(roll) !== shown) {
    const changed = { message: ROLL_TO_BUNDLE_MESSAGES.rollChanged(roll.sku, roll.lengthM, roll.price), current: roll };
    rollChangedAnswer.parse(changed);
    return { status: 409, body: changed };
  }
  const price = bundlePriceText(Number(roll.price), length);
  const converted = convertRoll(held.details, 0, { lengthM: length, price });
  if (!converted.ok) return { status: 400, body: { message: converted.message } };
  held.details = converted.details as FabricProduct;
  held.title = converted.title;
  const { name, lengthM, widthCM, content } = converted.bundle;
  return { status: 200, body: bundleResultAnswer.parse({ sku, name, length: lengthM, price, width: widthCM, content }) };
}

export const rollHandlers = [
  http.get('*/product/', ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (query.get('include') !== 'roll') return undefined;
    const sku = query.get('sku') ?? '';
    rollsSent.searches.push(sku);
    const answer = { products: rollsWithSku(sku) };
    rollSearchAnswer.parse(answer);
    return HttpResponse.json(answer);
  }),
  http.post('*/product/roll_to_bundle', async ({ request }) => {
    const body: unknown = await request.json();
    const key = request.headers.get('idempotency-key');
    rollsSent.conversions.push({ body, key });
    const again = key === null ? undefined : done.get(key);
    if (again) return HttpResponse.json(again);
    const answer = convert(body);
    if (answer.status === 200 && key !== null) done.set(key, bundleResultAnswer.parse(answer.body));
    return HttpResponse.json(answer.body, { status: answer.status });
  }),
];
