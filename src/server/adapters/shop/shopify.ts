import { randomUUID } from 'node:crypto';
import { recordVersion } from '../../../shared/edit/record-version';
import { PRODUCT_EDIT_MESSAGES } from '../../../shared/messages/product-edit';
import { PRODUCT_RECORD_MESSAGES } from '../../../shared/messages/product-record';
import { recordedProduct, type RecordedProduct } from '../../../shared/products';
import { convertRoll, rollAt, rollFacts } from '../../../shared/rules/roll-listing';
import { ROLL_TO_BUNDLE_MESSAGES } from '../../../shared/schemas/roll-to-bundle';
import { NotFoundError } from '../../errors';
import {
  LIVE_TITLES_MAX,
  ShopRefusedError,
  ShopVersionConflictError,
  type BundleResult,
  type ProductRecord,
  type RecentProduct,
  type RollListing,
  type ShopPort,
  type ShopProductUpdate,
} from '../../ports/shop.port';
import {
  detailsMetafield,
  productEditFields,
  productSetInput,
  SHOPIFY_IMAGE_LIMITS,
  uploadIdentifier,
  variantMetafields,
} from './shopify-mapping';
import {
  ACCESS_SCOPES,
  ATTACH_MEDIA,
  CLAIM_ROLL,
  DEFAULT_PUBLICATIONS,
  DEFINE_ID,
  ID_DEFINITIONS,
  SKU_KEY,
  UPLOAD_KEY,
  VARIANT_BY_SKU_ID,
  DELETE_METAFIELDS,
  DETAILS_KEY,
  EDIT_CLAIM_KEY,
  FILE_DELETE,
  INVENTORY_LEVELS,
  LIVE_TITLES,
  LIVE_TITLES_PAGE,
  MAX_PUBLICATIONS,
  METAFIELD_NAMESPACE,
  PRODUCT_MEDIA,
  PRODUCT_SET,
  PRODUCT_STATUS,
  PUBLICATIONS,
  PUBLISH,
  RECENT_PRODUCTS_PAGE,
  SET_BUNDLE_VARIANT,
  SET_METAFIELDS,
  SET_STOCK,
  SET_VARIANTS,
  STAGED_UPLOADS_CREATE,
  UPDATE_PRODUCT,
  VARIANTS_BY_SKU,
  productForEditQuery,
  productRecordQuery,
  publicationVariable,
  publishedAlias,
  recentProductsQuery,
} from './shopify-operations';
import { ShopifyCredentialsError } from './shopify-token';
import { createShopifyTransport, ShopTransientError, ShopUnavailableError, type ShopifyTransportOptions } from './shopify-transport';

export { ShopUnavailableError } from './shopify-transport';

export type ShopifyPublishedStatus = 'ACTIVE' | 'UNLISTED';
export type ShopifyUnlistStatus = 'DRAFT' | 'ARCHIVED';

/**
 * The access scopes Selvage's calls need (each write scope grants its read): products, their
 * metafields and staged photo uploads; stock at the location; publishing to sales channels;
 * deleting replaced photos from Files. A start with any missing names it (README, "Shopify").
 */
export const REQUIRED_SCOPES = ['write_products', 'write_inventory', 'write_publications', 'write_files'] as const;

/**
 * The shop cannot be used as configured (a scope missing, a publication not found): no retry will
 * mend it, so the start stops with these words.
 */
export class ShopSetupError extends ShopUnavailableError {}

export interface ShopifyShopOptions extends ShopifyTransportOptions {
  /** gid://shopify/Location/… where new stock is counted. */
  locationId: string;
  /**
   * The publications (sales channels) a listing is published to, by name as the shop's admin shows
   * them ('Online Store', 'Point of Sale'); a product is listed only when ACTIVE and on all of them.
   */
  publications?: readonly string[];
  /** What a product becomes once its photos are ready (it is created as a DRAFT). */
  publishedStatus?: ShopifyPublishedStatus;
  /** What a product taken off sale becomes (setListed(false)); put back, it becomes `publishedStatus`. */
  unlistStatus?: ShopifyUnlistStatus;
  /** Media status checks before giving up on photos that are still processing. */
  maxMediaPolls?: number;
  /** First wait between media checks; grows by half each time, at most 5 s. */
  mediaPollMs?: number;
  /** Idempotency keys for inventory changes (tests may fix them). */
  newKey?: () => string;
}

interface UserError {
  field?: string[] | null;
  message: string;
  code?: string | null;
}

interface MediaNode {
  id: string;
  alt?: string | null;
  status: 'UPLOADED' | 'PROCESSING' | 'READY' | 'FAILED';
  mediaErrors?: { code: string; message: string; details?: string | null }[];
  image?: { url: string } | null;
  preview?: { image?: { url: string } | null } | null;
}

interface VariantNode {
  id: string;
  sku: string | null;
  price: string;
  position: number;
  inventoryItem: { id: string; inventoryLevel: { quantities: { name: string; quantity: number }[] } | null };
  product: { id: string; title: string; productType: string; details: { value: string; compareDigest: string } | null };
}

interface RecentNode {
  id: string;
  title: string;
  productType: string;
  status: string;
  /** publishedOnPublication per configured publication, aliased on0, on1, …. */
  [published: `on${number}`]: boolean | undefined;
  createdAt: string;
  variants: { nodes: { sku: string | null; price: string; inventoryQuantity: number | null }[] };
  media: { nodes: MediaNode[] };
  details: { value: string } | null;
}

/** A product as an edit reads it (PRODUCT_FOR_EDIT): a record, plus what the writes need. */
interface EditNode extends RecentNode {
  tags: string[];
  variants: {
    nodes: (RecentNode['variants']['nodes'][number] & {
      id: string;
      inventoryItem: { id: string; inventoryLevel: { quantities: { name: string; quantity: number }[] } | null };
    })[];
  };
  details: { value: string; compareDigest: string } | null;
  claim: { value: string; compareDigest: string } | null;
  selvageMetafields: { nodes: { key: string }[] };
}

/**
 * The edit claim's value: which version an edit started from, whose it is, since when, and whether
 * it is done. While one is being written, another edit from the same version is refused.
 */
interface EditClaim {
  from: string;
  token: string;
  at: number;
  done: boolean;
}

/**
 * An edit that died between its claim and its release (the server stopped, Shopify stopped
 * answering) holds its version no longer than this; an edit takes seconds.
 */
const EDIT_CLAIM_TTL_MS = 2 * 60_000;

const claimOf = (value: string | undefined): EditClaim | null => {
  try {
    const c = JSON.parse(value ?? '') as Partial<EditClaim>;
    return typeof c.from === 'string' && typeof c.token === 'string' && typeof c.at === 'number'
      ? ({ ...c, done: c.done === true } as EditClaim)
      : null;
  } catch {
    return null;
  }
};

/** One stock change of an edit: the location's available count from what was read to what it must be. */
interface StockChange {
  inventoryItemId: string;
  from: number | null;
  to: number;
}

const refuseOn = (errors: UserError[] | undefined | null, what: string) => {
  if (errors && errors.length > 0) {
    const text = errors.map((e) => (e.field?.length ? `${e.field.join('.')}: ${e.message}` : e.message)).join('; ');
    throw new ShopRefusedError(`Shopify refused ${what}: ${text}`);
  }
};

/** The details metafield read back as a product; `{}` when it is missing or not JSON. */
const parseDetails = (value: string | null | undefined): RecordedProduct => {
  if (!value) return {};
  try {
    return recordedProduct(JSON.parse(value));
  } catch {
    return {};
  }
};

const mediaUrl = (m: MediaNode) => m.image?.url ?? m.preview?.image?.url ?? null;

/**
 * Listed: ACTIVE (or UNLISTED, sold by link) and published on every configured publication. A
 * draft, an archived product (taken off sale) and an active one on no channel are not: customers
 * cannot buy it.
 */
const isListed = (p: RecentNode, publications: number) =>
  (p.status === 'ACTIVE' || p.status === 'UNLISTED') &&
  Array.from({ length: publications }, (_, i) => p[publishedAlias(i) as `on${number}`]).every((on) => on === true);

/** A product as Selvage reads it back from Shopify (Recent uploads, the product record). */
const recordOf = (p: RecentNode, publications: number): ProductRecord => ({
  productId: p.id,
  title: p.title,
  productType: p.productType,
  status: isListed(p, publications) ? 'ACTIVE' : 'DRAFT',
  createdAt: p.createdAt,
  variants: p.variants.nodes.map((v) => ({ sku: v.sku ?? '', price: v.price, quantity: v.inventoryQuantity ?? 0 })),
  media: p.media.nodes.map(mediaUrl).filter((u): u is string => u !== null),
  details: parseDetails(p.details?.value),
});

/**
 * The search for titles starting with `prefix`: its first word as a prefix term, and not archived.
 * Only the first word, and only letters and digits of it: whether Shopify reads `title:` per word or
 * for the whole title, the titles sought all start with that word, and nothing typed can reach the
 * search grammar. What it finds is narrowed to the exact prefix after.
 */
export function liveTitlesQuery(prefix: string): string {
  const word = /^[\p{L}\p{N}]+/u.exec(prefix.trim())?.[0];
  return word ? `title:${word}* -status:archived` : '-status:archived';
}

/** fileDelete's refusals of a file Shopify is still processing: wait, and ask again. */
const FILE_BUSY_CODES = new Set(['NON_READY_STATE', 'FILE_LOCKED', 'MEDIA_CANNOT_BE_MODIFIED']);

/** Shopify answers a malformed global id with an error for the whole query, so only these are asked. */
const SHOPIFY_PRODUCT_ID = /^gid:\/\/shopify\/Product\/\d{1,20}$/;

/** The Shopify shop, plus what its start needs: `connect` asks for the scopes and publications once. */
export interface ShopifyShop extends ShopPort {
  /** Resolves when the app's scopes and publications are as configured; ShopSetupError when not. */
  connect(): Promise<void>;
}

/**
 * Connects at start: refused credentials, or a scope or publication missing, stop the start with
 * their words (a ShopSetupError); a shop that cannot be reached now is only said, and every call
 * tries again.
 */
export async function connectAtStart(shop: ShopifyShop, warn: (message: string) => void): Promise<void> {
  try {
    await shop.connect();
  } catch (error) {
    // Credentials Shopify refuses (a wrong secret, an uninstalled app, a revoked token) mend no more by waiting.
    if (error instanceof ShopSetupError) throw error;
    if (error instanceof ShopifyCredentialsError) throw new ShopSetupError(error.message);
    warn(`Shopify could not be reached at start (${(error as Error).message}); each call tries again.`);
  }
}

/** The Shopify shop: Admin GraphQL API 2026-10 through @shopify/admin-api-client. */
export function createShopifyShop(options: ShopifyShopOptions): ShopifyShop {
  const { request, withRetries, timedFetch } = createShopifyTransport(options);
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const publishedStatus = options.publishedStatus ?? 'ACTIVE';
  const unlistStatus = options.unlistStatus ?? 'DRAFT';
  const now = options.now ?? Date.now;
  const maxMediaPolls = options.maxMediaPolls ?? 20;
  const mediaPollMs = options.mediaPollMs ?? 500;
  const newKey = options.newKey ?? randomUUID;
  const publicationNames = [...new Set(options.publications ?? DEFAULT_PUBLICATIONS)];
  if (publicationNames.length === 0 || publicationNames.length > MAX_PUBLICATIONS)
    throw new ShopSetupError(`Selvage publishes to 1 to ${MAX_PUBLICATIONS} publications; ${publicationNames.length} are configured`);
  const recordQuery = productRecordQuery(publicationNames.length);
  const editQuery = productForEditQuery(publicationNames.length);
  const recentQuery = recentProductsQuery(publicationNames.length);
  const record = (p: RecentNode) => recordOf(p, publicationNames.length);

  /**
   * What every call needs first, asked once: the scopes granted (a missing one is named) and the
   * configured publications' ids. A failure to reach Shopify is asked again by the next call; a
   * missing scope or publication is a ShopSetupError, for the start to stop on.
   */
  let setup: Promise<{ publicationIds: string[] }> | null = null;
  function ready() {
    setup ??= (async () => {
      const scopes = await request<{ currentAppInstallation: { accessScopes: { handle: string }[] } }>(ACCESS_SCOPES, {});
      const granted = new Set(scopes.currentAppInstallation.accessScopes.map((s) => s.handle));
      const missing = REQUIRED_SCOPES.filter((scope) => !granted.has(scope));
      if (missing.length > 0)
        throw new ShopSetupError(
          `The Shopify app lacks the access scope${missing.length > 1 ? 's' : ''} ${missing.join(', ')}: add ${missing.length > 1 ? 'them' : 'it'} to the app's configuration in the Dev Dashboard, release a new version and install it again (README, "Connecting a Shopify shop")`,
        );
      const found: { id: string; title: string }[] = [];
      let after: string | null = null;
      do {
        const page: {
          publications: {
            pageInfo: { hasNextPage: boolean; endCursor: string | null };
            nodes: { id: string; catalog: { title: string } | null }[];
          };
        } = await request(PUBLICATIONS, { after });
        found.push(...page.publications.nodes.map((n) => ({ id: n.id, title: n.catalog?.title ?? '' })));
        after = page.publications.pageInfo.hasNextPage ? page.publications.pageInfo.endCursor : null;
      } while (after);
      const publicationIds = publicationNames.map((name) => {
        const match = found.find((f) => f.title.toLowerCase() === name.toLowerCase());
        if (!match)
          throw new ShopSetupError(
            `The shop has no sales channel named ${JSON.stringify(name)} (SHOPIFY_PUBLICATIONS); it has ${found.map((f) => JSON.stringify(f.title)).join(', ') || 'none'}`,
          );
        return match.id;
      });
      await defineCustomIds();
      return { publicationIds };
    })().catch((error: unknown) => {
      if (!(error instanceof ShopSetupError)) setup = null;
      throw error;
    });
    return setup;
  }

  /**
   * Makes the custom ID definitions once per shop: the upload key on products, the SKU on variants
   * (type `id`, unique). Another server making one at the same time is as good as making it.
   */
  async function defineCustomIds(): Promise<void> {
    const held = await request<{ product: { nodes: unknown[] }; variant: { nodes: unknown[] } }>(ID_DEFINITIONS, {});
    const wanted = [
      { ownerType: 'PRODUCT', key: UPLOAD_KEY, name: 'Selvage upload', present: held.product.nodes.length > 0 },
      { ownerType: 'PRODUCTVARIANT', key: SKU_KEY, name: 'Selvage SKU', present: held.variant.nodes.length > 0 },
    ];
    for (const { ownerType, key, name } of wanted.filter((w) => !w.present)) {
      const made = await request<{ metafieldDefinitionCreate: { userErrors: UserError[] } }>(DEFINE_ID, {
        definition: { ownerType, namespace: METAFIELD_NAMESPACE, key, name, type: 'id' },
      });
      refuseOn(
        made.metafieldDefinitionCreate.userErrors.filter((e) => e.code !== 'TAKEN'),
        `the ${name} custom ID`,
      );
    }
  }

  /** The read's variables for the publications it checks: `{ publication0: 'gid://…', … }`. */
  async function publicationVariables(): Promise<Record<string, string>> {
    const { publicationIds } = await ready();
    return Object.fromEntries(publicationIds.map((id, i) => [publicationVariable(i), id]));
  }

  /** Publishes to every configured publication; on one already, nothing changes. */
  async function publish(productId: string): Promise<void> {
    const { publicationIds } = await ready();
    const data = await request<{ publishablePublish: { userErrors: UserError[] } }>(PUBLISH, {
      id: productId,
      input: publicationIds.map((publicationId) => ({ publicationId })),
    });
    refuseOn(data.publishablePublish.userErrors, 'publishing the product to its sales channels');
  }

  /**
   * Puts a product on sale: on its publications while still a draft (so no channel shows it half
   * done), then the status that shows it on all of them at once.
   */
  async function goLive(productId: string): Promise<void> {
    await publish(productId);
    const data = await request<{ productUpdate: { userErrors: UserError[] } }>(UPDATE_PRODUCT, {
      product: { id: productId, status: publishedStatus },
    });
    refuseOn(data.productUpdate.userErrors, 'putting the product on sale');
  }

  /** Whether the product's own status is one a customer can buy at (ACTIVE or UNLISTED), publications aside. */
  async function onSaleStatus(productId: string): Promise<boolean> {
    const data = await request<{ product: { status: string } | null }>(PRODUCT_STATUS, { id: productId });
    return data.product?.status === 'ACTIVE' || data.product?.status === 'UNLISTED';
  }

  async function productMedia(productId: string): Promise<MediaNode[]> {
    const data = await request<{ product: { media: { nodes: MediaNode[] } } | null }>(PRODUCT_MEDIA, { id: productId });
    if (!data.product) throw new ShopRefusedError(`Shopify has no product ${productId}`);
    return data.product.media.nodes;
  }

  /**
   * Deletes files for good (from the product and the shop's Files library). Shopify refuses a file
   * it is still processing (NON_READY_STATE, FILE_LOCKED): those are waited for and asked again;
   * one already gone is what was wanted.
   */
  async function deleteFiles(ids: string[]): Promise<void> {
    let left = ids;
    let wait = mediaPollMs;
    for (let attempt = 1; left.length > 0; attempt++) {
      const data = await request<{ fileDelete: { deletedFileIds: string[] | null; userErrors: UserError[] } }>(FILE_DELETE, {
        fileIds: left,
      });
      const errors = data.fileDelete.userErrors;
      if (errors.length === 0) return;
      const busy = errors.filter((e) => e.code && FILE_BUSY_CODES.has(e.code));
      refuseOn(
        errors.filter((e) => !busy.includes(e) && e.code !== 'FILE_DOES_NOT_EXIST'),
        'removing the earlier photos',
      );
      // fileDelete may refuse the whole list for one file: ask again for those not yet gone.
      const gone = new Set(errors.filter((e) => e.code === 'FILE_DOES_NOT_EXIST').map((e) => left[Number(e.field?.[1])]));
      left = left.filter((id) => !gone.has(id) && !(data.fileDelete.deletedFileIds ?? []).includes(id));
      if (busy.length === 0) continue;
      if (attempt >= maxMediaPolls)
        throw new ShopUnavailableError(
          `Shopify was still processing earlier photos after ${maxMediaPolls} tries; try the image upload again`,
        );
      await sleep(wait);
      wait = Math.min(5000, Math.round(wait * 1.5));
    }
  }

  /**
   * Attaches these, then deletes whatever was attached before (a retry's failed photo, an edit's
   * replaced set): a listing on sale keeps its photos until the new ones are there, repeating it
   * leaves one set, and no replaced photo stays in the shop's Files.
   */
  async function replaceMedia(productId: string, media: { originalSource: string; alt: string }[]): Promise<void> {
    const earlier = await productMedia(productId);
    const attached = await request<{ productUpdate: { userErrors: UserError[] } }>(
      ATTACH_MEDIA,
      {
        product: { id: productId },
        media: media.map((m) => ({ originalSource: m.originalSource, alt: m.alt, mediaContentType: 'IMAGE' })),
      },
      // A repeat after a 5xx could attach a second set; the whole replacement is repeated instead.
      { idempotent: false },
    );
    refuseOn(attached.productUpdate.userErrors, 'the photos');
    if (earlier.length > 0) await deleteFiles(earlier.map((m) => m.id));
  }

  /** Waits until Shopify has processed every photo; a failed one stops the upload. */
  async function awaitMediaReady(productId: string, count: number): Promise<void> {
    let wait = mediaPollMs;
    for (let poll = 1; poll <= maxMediaPolls; poll++) {
      const media = await productMedia(productId);
      const failed = media.map((m, i) => ({ m, i })).filter(({ m }) => m.status === 'FAILED');
      if (failed.length > 0) {
        const reasons = failed.map(
          ({ m, i }) =>
            `photo ${i + 1}${m.alt ? ` (${m.alt})` : ''}: ${m.mediaErrors?.map((e) => e.details || e.message).join(', ') || 'no reason given'}`,
        );
        throw new ShopRefusedError(`Shopify could not process ${reasons.join('; ')}`);
      }
      if (media.length >= count && media.every((m) => m.status === 'READY')) return;
      if (poll === maxMediaPolls) break;
      await sleep(wait);
      wait = Math.min(5000, Math.round(wait * 1.5));
    }
    throw new ShopUnavailableError(`Shopify was still processing the photos after ${maxMediaPolls} checks; try the image upload again`);
  }

  /**
   * The variants with exactly this SKU: by its custom ID first (exact, and there as soon as the
   * product is), else through Shopify's search (products listed before custom IDs, or by hand).
   */
  async function variantsBySku(sku: string): Promise<VariantNode[]> {
    await ready();
    const byId = await request<{ productVariantByIdentifier: VariantNode | null }>(VARIANT_BY_SKU_ID, {
      identifier: { customId: { namespace: METAFIELD_NAMESPACE, key: SKU_KEY, value: sku } },
      locationId: options.locationId,
    });
    if (byId.productVariantByIdentifier) return [byId.productVariantByIdentifier];
    const data = await request<{ productVariants: { nodes: VariantNode[] } }>(VARIANTS_BY_SKU, {
      query: `sku:"${sku.replace(/["\\]/g, '')}"`,
      locationId: options.locationId,
    });
    // Shopify's search matches words and prefixes; the SKU must be exactly the one asked for.
    return data.productVariants.nodes.filter((v) => v.sku === sku);
  }

  async function productById(productId: string): Promise<ProductRecord | null> {
    if (!SHOPIFY_PRODUCT_ID.test(productId)) return null;
    const data = await request<{ product: RecentNode | null }>(recordQuery, { id: productId, ...(await publicationVariables()) });
    return data.product ? record(data.product) : null;
  }

  async function heldRecord(productId: string): Promise<ProductRecord> {
    const record = await productById(productId);
    if (!record) throw new NotFoundError(PRODUCT_RECORD_MESSAGES.notFound(productId));
    return record;
  }

  async function productForEdit(productId: string): Promise<EditNode> {
    const data = SHOPIFY_PRODUCT_ID.test(productId)
      ? await request<{ product: EditNode | null }>(editQuery, {
          id: productId,
          locationId: options.locationId,
          ...(await publicationVariables()),
        })
      : { product: null };
    if (!data.product) throw new NotFoundError(PRODUCT_RECORD_MESSAGES.notFound(productId));
    return data.product;
  }

  /** The edit's refusal, with the record as Shopify holds it now. */
  const conflict = async (productId: string) => new ShopVersionConflictError(PRODUCT_EDIT_MESSAGES.conflict, await heldRecord(productId));

  /**
   * Sets metafields, each compared with the digest it was read as (null: only if it does not exist
   * yet): 'stale' when one changed since, and nothing is set (metafieldsSet is all or nothing).
   * Answers the digests of what it set, by key.
   */
  async function setCompared(metafields: Record<string, unknown>[], what: string): Promise<'stale' | Map<string, string>> {
    const data = await request<{
      metafieldsSet: { metafields: { key: string; compareDigest: string }[] | null; userErrors: UserError[] };
    }>(SET_METAFIELDS, { metafields });
    if (data.metafieldsSet.userErrors.some((e) => e.code === 'STALE_OBJECT' || e.code === 'INVALID_COMPARE_DIGEST')) return 'stale';
    refuseOn(data.metafieldsSet.userErrors, what);
    return new Map((data.metafieldsSet.metafields ?? []).map((m) => [m.key, m.compareDigest]));
  }

  /** The available counts at the location now, by inventory item id (null: no level there). */
  async function availableNow(inventoryItemIds: string[]): Promise<Map<string, number | null>> {
    const data = await request<{
      nodes: ({ id: string; inventoryLevel: { quantities: { name: string; quantity: number }[] } | null } | null)[];
    }>(INVENTORY_LEVELS, { ids: inventoryItemIds, locationId: options.locationId });
    return new Map(
      data.nodes
        .filter((n) => n !== null)
        .map((n) => [n.id, n.inventoryLevel?.quantities.find((q) => q.name === 'available')?.quantity ?? null]),
    );
  }

  /**
   * Sets stock at the location from what was read: 'stale' when any count changed since (a sale at
   * the till), and then nothing was set. Shopify's idempotency answers are honoured: a twin of a
   * request still running (the transport resent it after a time-out) waits and asks again with the
   * same key, so the change is made once; an earlier try that failed is read again and made anew
   * with a new key, from the count Shopify holds now when that is still the one read.
   */
  async function setStock(changes: StockChange[]): Promise<'set' | 'stale'> {
    let key = newKey();
    let wait = mediaPollMs;
    for (let attempt = 1; ; attempt++) {
      const data = await request<{ inventorySetQuantities: { userErrors: UserError[] } }>(SET_STOCK, {
        inventory: {
          name: 'available',
          reason: 'correction',
          // changeFromQuantity must be sent, even as null (no level read to compare with; 2026-10).
          quantities: changes.map((c) => ({
            inventoryItemId: c.inventoryItemId,
            locationId: options.locationId,
            quantity: c.to,
            changeFromQuantity: c.from,
          })),
        },
        idempotencyKey: key,
      });
      const errors = data.inventorySetQuantities.userErrors;
      const codes = new Set(errors.map((e) => e.code));
      if (codes.has('CHANGE_FROM_QUANTITY_STALE')) return 'stale';
      const again = codes.has('IDEMPOTENCY_CONCURRENT_REQUEST') || codes.has('IDEMPOTENCY_PREVIOUS_ATTEMPT_FAILED');
      if (!again) {
        refuseOn(errors, 'the stock');
        return 'set';
      }
      if (attempt >= maxMediaPolls)
        throw new ShopUnavailableError(`Shopify was still changing the stock after ${maxMediaPolls} tries; try again`);
      if (codes.has('IDEMPOTENCY_PREVIOUS_ATTEMPT_FAILED')) {
        const now = await availableNow(changes.map((c) => c.inventoryItemId));
        // Nothing of the failed try stands: the counts are as read, or the change was made after all.
        if (changes.every((c) => now.get(c.inventoryItemId) === c.to)) return 'set';
        if (!changes.every((c) => c.from === null || now.get(c.inventoryItemId) === c.from)) return 'stale';
        key = newKey();
      } else {
        await sleep(wait);
        wait = Math.min(5000, Math.round(wait * 1.5));
      }
    }
  }

  const claimMetafield = (productId: string, claim: EditClaim) => ({
    namespace: METAFIELD_NAMESPACE,
    key: EDIT_CLAIM_KEY,
    type: 'json',
    value: JSON.stringify(claim),
    ownerId: productId,
  });

  /**
   * Claims the product for an edit from `read`'s version: refused (the conflict) while another
   * edit from the same version is being written, or when another claim lands first. Answers the
   * claim and its digest, to release it by.
   */
  async function claimEdit(read: EditNode, ifVersion: string): Promise<{ claim: EditClaim; digest: string | undefined }> {
    const productId = read.id;
    const held = claimOf(read.claim?.value);
    if (held && !held.done && held.from === ifVersion && now() - held.at < EDIT_CLAIM_TTL_MS)
      throw new ShopVersionConflictError(PRODUCT_EDIT_MESSAGES.conflict, record(read));
    const claim: EditClaim = { from: ifVersion, token: newKey(), at: now(), done: false };
    const set = await setCompared([{ ...claimMetafield(productId, claim), compareDigest: read.claim?.compareDigest ?? null }], 'the edit');
    if (set !== 'stale') return { claim, digest: set.get(EDIT_CLAIM_KEY) };
    // Our own claim whose answer was lost is ours still; any other wins.
    const again = await productForEdit(productId);
    if (claimOf(again.claim?.value)?.token !== claim.token)
      throw new ShopVersionConflictError(PRODUCT_EDIT_MESSAGES.conflict, record(again));
    return { claim, digest: again.claim?.compareDigest };
  }

  /**
   * Writes an edit under its claim, in the order that lets Shopify refuse it before anything a
   * customer sees has changed: the stock from what was read (a sale at the till since refuses it),
   * the details compared (a roll conversion since refuses it, and the stock just written is put
   * back), then prices, title and the product's other fields, which Shopify cannot compare. A
   * compared write found stale that holds what this edit wrote (its answer lost) counts as done.
   */
  async function writeEdit(read: EditNode, { productId, title, details, variants }: ShopProductUpdate): Promise<void> {
    const taken = new Set<string>();
    const rows = variants.map((input, index) => {
      const node = read.variants.nodes.find((n) => n.sku === input.sku && !taken.has(n.id));
      if (!node) throw new ShopRefusedError(PRODUCT_EDIT_MESSAGES.skuNotHeld(input.sku));
      taken.add(node.id);
      return { input, node, index };
    });

    // The record's stock is the variant's total; the difference asked for is made at the location.
    const stock: StockChange[] = rows
      .filter(({ input, node }) => input.quantity !== (node.inventoryQuantity ?? 0))
      .map(({ input, node }) => {
        const from = node.inventoryItem.inventoryLevel?.quantities.find((q) => q.name === 'available')?.quantity ?? null;
        return { inventoryItemId: node.inventoryItem.id, from, to: (from ?? 0) + input.quantity - (node.inventoryQuantity ?? 0) };
      });
    if (stock.length > 0 && (await setStock(stock)) === 'stale') throw await conflict(productId);

    const edited = detailsMetafield(details);
    if (
      (await setCompared([{ ...edited, ownerId: productId, compareDigest: read.details?.compareDigest ?? null }], 'the details')) ===
      'stale'
    ) {
      const current = await productForEdit(productId);
      if (current.details?.value !== edited.value) {
        const undo = stock.filter((c): c is StockChange & { from: number } => c.from !== null);
        // Best effort: a count changed again since (a sale) stands, and the conflict shows the stock as it is.
        if (undo.length > 0)
          await setStock(undo.map((c) => ({ inventoryItemId: c.inventoryItemId, from: c.to, to: c.from }))).catch(() => 'failed');
        throw await conflict(productId);
      }
    }

    const priced = await request<{ productVariantsBulkUpdate: { userErrors: UserError[] } }>(SET_VARIANTS, {
      productId,
      variants: rows.map(({ input, node, index }) => ({ id: node.id, price: input.price, metafields: variantMetafields(details, index) })),
    });
    refuseOn(priced.productVariantsBulkUpdate.userErrors, 'the prices');

    const fields = productEditFields(parseDetails(read.details?.value), details, read.tags);
    const updated = await request<{ productUpdate: { userErrors: UserError[] } }>(UPDATE_PRODUCT, {
      product: { id: productId, title, ...fields },
    });
    refuseOn(updated.productUpdate.userErrors, 'the product');

    // A field answered before and cleared now leaves no metafield saying otherwise.
    const kept = new Set([DETAILS_KEY, EDIT_CLAIM_KEY, UPLOAD_KEY, ...fields.metafields.map((m) => m.key)]);
    const gone = read.selvageMetafields.nodes.map((n) => n.key).filter((key) => !kept.has(key));
    if (gone.length > 0) {
      const deleted = await request<{ metafieldsDelete: { userErrors: UserError[] } }>(DELETE_METAFIELDS, {
        metafields: gone.map((key) => ({ ownerId: productId, namespace: METAFIELD_NAMESPACE, key })),
      });
      refuseOn(deleted.metafieldsDelete.userErrors, 'removing cleared fields');
    }
  }

  /**
   * The roll behind a variant, or null when that variant is not (any more) a roll: the shared rule
   * decides, by its row (Shopify counts positions from 1).
   */
  function asRoll(v: VariantNode): { details: RecordedProduct; row: number; listing: RollListing } | null {
    const details = parseDetails(v.product.details?.value);
    const row = v.position - 1;
    const roll = rollAt(details, row);
    if (!roll) return null;
    const { name, lengthM, widthCM, content } = rollFacts(roll, row);
    return {
      details,
      row,
      listing: { productId: v.product.id, title: v.product.title, sku: v.sku ?? '', name, lengthM, widthCM, content, price: v.price },
    };
  }

  return {
    async connect() {
      await ready();
    },

    async updateProduct(input) {
      const read = await productForEdit(input.productId);
      const held = record(read);
      if (recordVersion(held) !== input.ifVersion) throw new ShopVersionConflictError(PRODUCT_EDIT_MESSAGES.conflict, held);
      if (held.variants.length !== input.variants.length)
        throw new ShopRefusedError(PRODUCT_EDIT_MESSAGES.variantCount(held.variants.length, input.variants.length));
      const { claim, digest } = await claimEdit(read, input.ifVersion);
      try {
        await writeEdit(read, input);
      } finally {
        // Done, whichever way: the next edit from the version this one leaves need not wait. Compared,
        // so a claim taken since (this one expired) stays; one never released expires by itself.
        await setCompared(
          [{ ...claimMetafield(input.productId, { ...claim, done: true }), compareDigest: digest ?? null }],
          'the edit',
        ).catch(() => 'stale');
      }
      return heldRecord(input.productId);
    },

    async setListed(productId, listed) {
      const held = await heldRecord(productId);
      if (listed && held.media.length === 0) throw new ShopRefusedError(PRODUCT_EDIT_MESSAGES.noPhotosToRelist);
      // Already so: an ACTIVE product stays ACTIVE though UNLISTED is configured now, an archived one archived.
      if (held.status === (listed ? 'ACTIVE' : 'DRAFT') && (listed || !(await onSaleStatus(productId)))) return held;
      if (listed) await goLive(productId);
      else {
        // The status alone takes it off every channel; its publications stay for when it is put back.
        const data = await request<{ productUpdate: { userErrors: UserError[] } }>(UPDATE_PRODUCT, {
          product: { id: productId, status: unlistStatus },
        });
        refuseOn(data.productUpdate.userErrors, 'taking the product off sale');
      }
      return heldRecord(productId);
    },

    async createProduct(input) {
      await ready();
      // productSet keyed by the upload's custom ID is an upsert: a repeat after a lost answer finds this product.
      const data = await request<{ productSet: { product: { id: string } | null; userErrors: UserError[] } }>(PRODUCT_SET, {
        identifier: uploadIdentifier(input),
        input: productSetInput(input, options.locationId),
      });
      refuseOn(data.productSet.userErrors, 'the product');
      if (!data.productSet.product) throw new ShopUnavailableError('Shopify answered without the product it created');
      // productSet describes the whole product: whatever an earlier try left under this handle, the
      // shop now holds exactly these variants (and the upload service sends every try the same SKUs).
      return { productId: data.productSet.product.id, skus: input.variants.map((v) => v.sku) };
    },

    async stageImages(images) {
      const { maxMegapixels, maxSide } = SHOPIFY_IMAGE_LIMITS;
      for (const image of images) {
        const megapixels = (image.width * image.height) / 1_000_000;
        if (megapixels > maxMegapixels || image.width > maxSide || image.height > maxSide) {
          throw new ShopRefusedError(
            `${image.filename} is ${image.width} x ${image.height} px (${megapixels.toFixed(1)} megapixels); Shopify takes at most ${maxMegapixels} megapixels and ${maxSide} px a side. Use a smaller photo.`,
          );
        }
      }
      const data = await request<{
        stagedUploadsCreate: {
          stagedTargets: { url: string; resourceUrl: string; parameters: { name: string; value: string }[] }[] | null;
          userErrors: UserError[];
        };
      }>(STAGED_UPLOADS_CREATE, {
        input: images.map((image) => ({
          filename: image.filename,
          mimeType: image.mimeType,
          resource: 'IMAGE',
          httpMethod: 'POST',
          fileSize: String(image.bytes.length),
        })),
      });
      refuseOn(data.stagedUploadsCreate.userErrors, 'the photo uploads');
      const targets = data.stagedUploadsCreate.stagedTargets ?? [];
      if (targets.length !== images.length)
        throw new ShopUnavailableError(`Shopify gave ${targets.length} upload targets for ${images.length} photos`);

      // Settled, not Promise.all: no upload is left running behind a failure that was already answered.
      const uploads = await Promise.allSettled(
        images.map((image, i) =>
          withRetries(() => {
            const target = targets[i]!;
            // The signed form: Shopify's parameters first, the file last.
            const form = new FormData();
            for (const p of target.parameters) form.append(p.name, p.value);
            // Blob wants its own ArrayBuffer-backed copy, not a view into a pooled Buffer.
            form.append('file', new Blob([new Uint8Array(image.bytes)], { type: image.mimeType }), image.filename);
            return timedFetch(target.url, { method: 'POST', body: form }, async (response) => {
              await response.arrayBuffer();
              if (response.ok) return;
              const message = `Sending ${image.filename} to Shopify failed (HTTP ${response.status})`;
              if (response.status === 429 || response.status >= 500) throw new ShopTransientError(message, undefined, response.status);
              throw new ShopUnavailableError(message);
            });
          }),
        ),
      );
      const failed = uploads.find((u) => u.status === 'rejected');
      if (failed) throw failed.reason;
      return targets.map((t) => ({ resourceUrl: t.resourceUrl }));
    },

    async attachImages(productId, media, options = {}) {
      await withRetries(() => replaceMedia(productId, media));
      await awaitMediaReady(productId, media.length);
      if (options.publish === false) return;
      // Only now: the shop never shows a listing without its photos.
      await goLive(productId);
    },

    async findRollsBySku(sku) {
      const variants = await variantsBySku(sku);
      return variants
        .map(asRoll)
        .filter((r) => r !== null)
        .map((r) => r.listing);
    },

    async convertRollToBundle({ sku, lengthM, price }): Promise<BundleResult> {
      const variant = (await variantsBySku(sku)).find((v) => asRoll(v) !== null);
      const roll = variant && asRoll(variant);
      if (!variant || !roll) throw new ShopRefusedError(ROLL_TO_BUNDLE_MESSAGES.noRolls);
      const conversion = convertRoll(roll.details, roll.row, { lengthM, price });
      if (!conversion.ok) throw new ShopRefusedError(conversion.message);
      const { details } = conversion;
      const productId = variant.product.id;
      // The stock first: a sale at the till since the read refuses it before anything else changed,
      // so the roll is still a roll and staff can try again (three writes, no transaction).
      const available = variant.inventoryItem.inventoryLevel?.quantities.find((q) => q.name === 'available')?.quantity ?? null;
      const stock = await setStock([{ inventoryItemId: variant.inventoryItem.id, from: available, to: conversion.variant.quantity }]);
      if (stock === 'stale')
        throw new ShopRefusedError(
          "Shopify refused the bundle stock: the roll's stock changed since it was read (a sale at the till?); search for the roll again",
        );

      const claimed = await request<{ metafieldsSet: { userErrors: (UserError & { code?: string })[] } }>(CLAIM_ROLL, {
        metafields: [
          { ...detailsMetafield(details), ownerId: productId, compareDigest: variant.product.details?.compareDigest ?? null },
          { namespace: METAFIELD_NAMESPACE, key: 'bundle_or_roll', type: 'single_line_text_field', value: 'Bundle', ownerId: productId },
        ],
      });
      if (claimed.metafieldsSet.userErrors.some((e) => e.code === 'STALE_OBJECT' || e.code === 'INVALID_COMPARE_DIGEST')) {
        // Our own earlier try may have written it (its answer lost): then this conversion is ours.
        const now = (await variantsBySku(sku)).find((v) => v.id === variant.id);
        if (now?.product.details?.value !== detailsMetafield(details).value) throw new ShopRefusedError(ROLL_TO_BUNDLE_MESSAGES.noRolls);
      } else {
        refuseOn(claimed.metafieldsSet.userErrors, 'the bundle details');
      }

      const priced = await request<{ productVariantsBulkUpdate: { userErrors: UserError[] } }>(SET_BUNDLE_VARIANT, {
        productId,
        variants: [
          {
            id: variant.id,
            price: conversion.variant.price,
            metafields: [{ namespace: METAFIELD_NAMESPACE, key: 'length_m', type: 'number_decimal', value: String(lengthM) }],
          },
        ],
      });
      refuseOn(priced.productVariantsBulkUpdate.userErrors, 'the new price and length');
      const retitled = await request<{ productUpdate: { userErrors: UserError[] } }>(UPDATE_PRODUCT, {
        product: { id: productId, title: conversion.title },
      });
      refuseOn(retitled.productUpdate.userErrors, 'the bundle title');
      const { bundle } = conversion;
      return { sku, name: bundle.name, length: bundle.lengthM, price, width: bundle.widthCM, content: bundle.content };
    },

    async recentProducts(limit): Promise<RecentProduct[]> {
      const nodes: RecentNode[] = [];
      let after: string | null = null;
      while (nodes.length < limit) {
        const page: { products: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: RecentNode[] } } = await request(
          recentQuery,
          {
            first: Math.min(limit - nodes.length, RECENT_PRODUCTS_PAGE),
            after,
            ...(await publicationVariables()),
          },
        );
        nodes.push(...page.products.nodes);
        if (!page.products.pageInfo.hasNextPage || !page.products.pageInfo.endCursor) break;
        after = page.products.pageInfo.endCursor;
      }
      return nodes.map(record);
    },

    getProduct: productById,

    async liveTitles(prefix) {
      const wanted = prefix.toLowerCase();
      const titles: string[] = [];
      let after: string | null = null;
      // Every page of the search (issue 42 item 4): a common first word ('Blue') finds far more
      // than the titles sought, in no useful order, so a title on a later page is taken all the
      // same. Pages are Shopify's largest (250); only LIVE_TITLES_MAX titles sought end it early.
      while (titles.length < LIVE_TITLES_MAX) {
        const data: {
          products: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: { title: string; status: string }[] };
        } = await request(LIVE_TITLES, { query: liveTitlesQuery(prefix), first: LIVE_TITLES_PAGE, after });
        for (const p of data.products.nodes) {
          if (p.status !== 'ARCHIVED' && p.title.toLowerCase().startsWith(wanted)) titles.push(p.title);
        }
        if (!data.products.pageInfo.hasNextPage || !data.products.pageInfo.endCursor) break;
        after = data.products.pageInfo.endCursor;
      }
      return titles.slice(0, LIVE_TITLES_MAX);
    },

    async findProductBySku(sku) {
      const [variant] = await variantsBySku(sku);
      return variant ? productById(variant.product.id) : null;
    },
  };
}
