import { ConflictError, InvalidInputError, NotFoundError } from '../errors';
import { ShopVersionConflictError, type ProductRecord, type ShopPort } from '../ports/shop.port';
import type { Idempotency } from './idempotency';
import type { ProductLock } from './product-lock';
import type { ProductHistory } from './product-history';
import type { ProductListings } from './product-listings';
import { variantsOf } from './upload.service';
import { productTitle, type Product } from '../../shared/products';
import { distinctTitle, isNumberedFrom, titleIsBuilt } from '../../shared/distinct-title';
import { recordVersion, withVersion } from '../../shared/edit/record-version';
import { labelOutOfDate, recordChanges } from '../../shared/edit/record-changes';
import { fixedChanges } from '../../shared/edit/fixed-after-upload';
import { PRODUCT_EDIT_MESSAGES, PRODUCT_EDIT_REFUSALS } from '../../shared/messages/product-edit';
import { PRODUCT_RECORD_MESSAGES } from '../../shared/messages/product-record';
import type { HistoryEntry, ProductChangeAnswer, VersionedRecord } from '../../shared/schemas/product-edit';

export interface ProductEditDeps {
  shop: ShopPort;
  idempotency: Idempotency;
  lock: ProductLock;
  history: ProductHistory;
  listings: ProductListings;
  /** Titles a listing may not take (the upload service's: live listings and recent reservations). */
  takenTitles: (prefix: string) => Promise<string[]>;
  now: () => number;
}

/** The edit's 409: the record as it is now rides in the answer, so the page can say what changed. */
const conflict = (current: ProductRecord) => new ConflictError(PRODUCT_EDIT_MESSAGES.conflict, { current: withVersion(current) });

/**
 * Changing an uploaded product (issue 27): an edit of its answers, taking it off sale and putting
 * it back. Each change of one product waits for the one before (the product lock, shared with its
 * photos), starts from the version staff saw (anything changed since is a 409 that writes nothing),
 * and is kept in the product's history with who made it.
 */
export function createProductEditService(deps: ProductEditDeps) {
  const { shop, idempotency, lock, history, listings, now } = deps;

  async function held(productId: string): Promise<ProductRecord> {
    const record = await shop.getProduct(productId);
    if (!record) throw new NotFoundError(PRODUCT_RECORD_MESSAGES.notFound(productId));
    return record;
  }

  /**
   * A staff member's name stays theirs. A built title keeps its number while what it is built from
   * is unchanged ('Blue Poplin Bundle 2 m #2'), and is made distinct again when it changes, not
   * counting the product's own title.
   */
  async function titleFor(before: ProductRecord, product: Product): Promise<string> {
    const plain = productTitle(product);
    if (!titleIsBuilt(product) || isNumberedFrom(before.title, plain)) return titleIsBuilt(product) ? before.title : plain;
    const taken = (await deps.takenTitles(plain)).filter((t) => t.toLowerCase() !== before.title.toLowerCase());
    return distinctTitle(plain, taken);
  }

  async function changed(
    productId: string,
    by: string,
    action: 'edited' | 'unlisted' | 'relisted',
    before: ProductRecord,
    after: ProductRecord,
  ): Promise<ProductChangeAnswer> {
    const changes = recordChanges(before, after);
    const stale = labelOutOfDate(before, after);
    if (changes.length > 0) await history.record({ productId, at: now(), by, action, changes });
    await listings.changed(productId, {
      title: after.title,
      skus: after.variants.map((v) => v.sku),
      ...(stale ? { labelOutOfDate: true as const } : {}),
    });
    return { product: withVersion(after), changes, labelOutOfDate: stale };
  }

  return {
    /**
     * Saves an edit made from `baseVersion`: the same product, the same SKUs, nothing changed that an
     * edit may not change (fixedChanges: a 400 naming it, nothing written). A repeat of the same
     * save (same key and body) answers the first result without writing again.
     */
    async edit(
      key: string,
      by: string,
      request: { productId: string; baseVersion: string; product: Product; skus?: readonly string[] | undefined },
    ): Promise<ProductChangeAnswer> {
      const { productId, baseVersion, product } = request;
      return idempotency.once(
        `edit:${key}`,
        request,
        () =>
          lock(productId, PRODUCT_EDIT_REFUSALS.busy, async () => {
            const before = await held(productId);
            if (before.details.productType === undefined) throw new InvalidInputError(null, PRODUCT_EDIT_MESSAGES.notSelvage(productId));
            // A change made since is a 409 first: what the edit started from may be what moved (a roll cut to a bundle).
            if (recordVersion(before) !== baseVersion) throw conflict(before);
            const fixed = fixedChanges(before, { product, skus: request.skus });
            if (Object.keys(fixed).length > 0) throw new InvalidInputError(fixed);
            const skus = before.variants.map((v) => v.sku);
            const title = await titleFor(before, product);
            const after = await shop
              .updateProduct({ productId, ifVersion: baseVersion, title, details: product, variants: variantsOf(product, skus) })
              .catch((error: unknown) => {
                // Changed between our read and the shop's write (a till sale, a conversion elsewhere).
                if (error instanceof ShopVersionConflictError) throw conflict(error.current);
                throw error;
              });
            return changed(productId, by, 'edited', before, after);
          }),
        () => PRODUCT_EDIT_REFUSALS.keyReused,
      );
    },

    /** Takes the product off sale or puts it back; asking for the state it is in changes nothing. */
    async setListed(by: string, productId: string, listed: boolean): Promise<ProductChangeAnswer> {
      return lock(productId, PRODUCT_EDIT_REFUSALS.busy, async () => {
        const before = await held(productId);
        if ((before.status === 'ACTIVE') === listed) return { product: withVersion(before), changes: [], labelOutOfDate: false };
        const after = await shop.setListed(productId, listed);
        return changed(productId, by, listed ? 'relisted' : 'unlisted', before, after);
      });
    },

    /** The product's changes, newest first. */
    history: (productId: string): Promise<HistoryEntry[]> => history.of(productId),

    /** The record with its version and whether its printed label is out of date. */
    async record(productId: string): Promise<VersionedRecord & { labelOutOfDate: boolean }> {
      const record = await held(productId);
      return { ...withVersion(record), labelOutOfDate: await listings.labelOutOfDate(productId) };
    },

    /**
     * Its labels were printed from the record at `version`. A print of an older record (a page left
     * open while a colleague saved an edit) does not clear the mark: it is a 409 with the record now.
     */
    async labelPrinted(productId: string, version: string): Promise<void> {
      const record = await held(productId);
      if (recordVersion(record) !== version) throw new ConflictError(PRODUCT_EDIT_MESSAGES.printedStale, { current: withVersion(record) });
      await listings.labelPrinted(productId);
    },
  };
}

export type ProductEditService = ReturnType<typeof createProductEditService>;
