import { http, HttpResponse } from 'msw';
import { itemRecordAnswer, productChangeAnswer, productHistoryAnswer, recentPageAnswer } from '../../shared/schemas/answers';
import { listingBody, type HistoryEntry } from '../../shared/schemas/product-edit';
import type { RecentHeld } from '../../shared/schemas/recent';
import { foldSearch } from '../../shared/schemas/recent';
import { PRODUCT_RECORD_MESSAGES } from '../../shared/messages/product-record';
import { shopVariantsOf } from '../../shared/edit/edited-record';
import { recordChanges } from '../../shared/edit/record-changes';
import { productTitle, type Product } from '../../shared/products';
import { SIGNED_IN_STAFF } from './shop-server';

/**
 * Selvage's listings as the item page and Recent uploads meet them (GET /product/record by SKU,
 * POST /product/listing, GET /product/history, GET /product/recent), over msw, each answer parsed
 * by the client's own schema. Which listing a search or filter keeps is the real server's (its
 * own tests, src/server/routes/recent.routes.test.ts); this fake keeps the plain cases the pages
 * are tested with: part of a title in any case, or one SKU whole.
 */

/** The signed-in member of staff of shop-server.ts, who lists and changes everything here unless a test says otherwise. */
export const STAFF_EMAIL = String(SIGNED_IN_STAFF.email);

export interface Listing {
  record: RecentHeld & { version: string };
  history: HistoryEntry[];
}

/** What the fake holds and was asked, for a test to read; emptied by `resetListings`. */
export const listings = {
  items: [] as Listing[],
  /** The bodies of POST /product/listing, in order. */
  listingCalls: [] as { productId: string; listed: boolean }[],
  /** The query of each GET /product/recent, in order. */
  recentQueries: [] as URLSearchParams[],
};

export function resetListings(): void {
  listings.items = [];
  listings.listingCalls = [];
  listings.recentQueries = [];
}

let made = 0;

/**
 * A product listed in the shop, live with three photos, as the upload leaves it: one SKU per
 * variant from 10000 up, listed by `listedBy` (the signed-in staff member unless said), its history
 * the upload. `at` orders Recent uploads (newest first).
 */
export function listProduct(product: Product, { listedBy = STAFF_EMAIL, labelOutOfDate = false } = {}): Listing {
  made += 1;
  const productId = `local:${made}`;
  const count = product.productType === 'Fabric' ? product.lengthM.length : 1;
  const skus = Array.from({ length: count }, (_, i) => `${20_000 + made * 10 + i}`);
  const listedAt = Date.UTC(2026, 10, 20, 9) + made * 60_000;
  const listing: Listing = {
    record: {
      productId,
      title: productTitle(product),
      productType: product.productType,
      status: 'ACTIVE',
      createdAt: new Date(listedAt).toISOString(),
      variants: shopVariantsOf(product, skus),
      media: [1, 2, 3].map((n) => `/media/${productId}/${n}.jpg`),
      details: product,
      version: '1',
      listedAt,
      listedBy,
      labelOutOfDate,
      held: true,
    },
    history: [{ at: listedAt, by: listedBy, action: 'listed', changes: [] }],
  };
  listings.items.push(listing);
  return listing;
}

const answer = (schema: { parse: (v: unknown) => unknown }, body: object) => {
  schema.parse(body);
  return HttpResponse.json(body);
};

const byId = (productId: string | null) => listings.items.find((l) => l.record.productId === productId);
const bySku = (sku: string | null) => listings.items.find((l) => l.record.variants.some((v) => v.sku === sku));

/** The item page's record: the shop's record with its version and label state, not the listing facts. */
function itemRecord({ record }: Listing) {
  const { listedAt: _at, listedBy: _by, held: _held, ...item } = record;
  return item;
}

function found(listing: Listing, q: string): boolean {
  const text = foldSearch(q).toLowerCase();
  return listing.record.title.toLowerCase().includes(text) || listing.record.variants.some((v) => v.sku === text);
}

export const listingHandlers = [
  http.get('*/product/record', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const sku = params.get('sku');
    const listing = sku === null ? byId(params.get('productId')) : bySku(sku);
    if (!listing) return HttpResponse.json({ message: PRODUCT_RECORD_MESSAGES.noSku(sku ?? '') }, { status: 404 });
    return answer(itemRecordAnswer, { product: itemRecord(listing) });
  }),
  http.post('*/product/listing', async ({ request }) => {
    const body = listingBody.parse(await request.json());
    listings.listingCalls.push(body);
    const listing = byId(body.productId);
    if (!listing) return HttpResponse.json({ message: 'Product not found.' }, { status: 404 });
    const before = { ...listing.record };
    listing.record.status = body.listed ? 'ACTIVE' : 'DRAFT';
    listing.record.version = String(Number(listing.record.version) + 1);
    const changes = recordChanges(before, listing.record);
    listing.history.unshift({ at: Date.now(), by: STAFF_EMAIL, action: body.listed ? 'relisted' : 'unlisted', changes });
    const { labelOutOfDate, ...product } = itemRecord(listing);
    return answer(productChangeAnswer, { product, changes, labelOutOfDate });
  }),
  http.get('*/product/history', ({ request }) => {
    const listing = byId(new URL(request.url).searchParams.get('productId'));
    return answer(productHistoryAnswer, { entries: listing?.history ?? [] });
  }),
  http.get('*/product/recent', ({ request }) => {
    const params = new URL(request.url).searchParams;
    listings.recentQueries.push(params);
    const q = params.get('q') ?? '';
    const kept = listings.items
      .filter((l) => params.get('mine') !== 'true' || l.record.listedBy === STAFF_EMAIL)
      .filter((l) => foldSearch(q) === '' || found(l, q))
      .sort((a, b) => b.record.listedAt - a.record.listedAt);
    return answer(recentPageAnswer, { products: kept.map((l) => l.record), next: null, total: kept.length });
  }),
];
