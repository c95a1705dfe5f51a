import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import {
  buildClientSchema,
  execute,
  parse,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLError,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';

import { ADMIN_API_UNAUTHORIZED, FakeTokenIssuer } from './fake-oauth';
import type { CostBucket } from './cost-bucket';
import { STANDARD_PLAN } from './cost-bucket';
import { requestedQueryCost, SINGLE_QUERY_MAX_COST } from './query-cost';

const SCHEMA_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/shopify/admin_2026-10.json.gz');

let cachedSchema: GraphQLSchema | undefined;
/**
 * The Admin API 2026-10 schema from the pinned introspection. `assumeValid`: Shopify's schema
 * deprecates some fields that implement non-deprecated interface fields, which graphql 17's schema
 * validation rejects; operation validation against the types is unaffected.
 */
export function shopifySchema(): GraphQLSchema {
  if (!cachedSchema) {
    const json = JSON.parse(gunzipSync(fs.readFileSync(SCHEMA_FILE)).toString('utf8')) as { data: IntrospectionQuery };
    cachedSchema = buildClientSchema(json.data, { assumeValid: true });
  }
  return cachedSchema;
}

export const FAKE_LOCATION_ID = 'gid://shopify/Location/777';
/** A custom app's fixed token (made in the shop's admin before 2026): it never expires. */
export const FAKE_TOKEN = 'shpat_test_token';
/** A Dev Dashboard app's credentials, for the client credentials grant (fake-oauth.ts). */
export const FAKE_CLIENT = { clientId: 'selvage-test-client-id', clientSecret: 'shpss_selvage_test_secret' } as const;

/**
 * The Shopify adapter's settings for this store: its address, token and location, no waiting
 * between polls or retries (the store moves on with each look) and no jitter.
 */
export function fakeStoreOptions(store: { url: string }) {
  return {
    storeDomain: 'selvage-test.myshopify.com',
    credentials: { kind: 'token' as const, accessToken: FAKE_TOKEN },
    storeUrl: store.url,
    locationId: FAKE_LOCATION_ID,
    sleep: () => Promise.resolve(),
    random: () => 0.5,
  };
}
export const API_PATH = '/admin/api/2026-10/graphql.json';

/** What the next GraphQL request (optionally only of one operation) gets instead of an answer. */
export type Fault =
  /** THROTTLED: in a 200 with GraphQL errors, or (`http429`) as HTTP 429 with the same body. */
  | { kind: 'throttled'; requested: number; available: number; restoreRate: number; operation?: string; http429?: boolean }
  | { kind: 'status'; status: number; retryAfter?: string; operation?: string }
  /** No answer at all: the connection stays open until the client gives up. */
  | { kind: 'hang'; operation?: string }
  /** Shopify acts, then the answer is lost (a 502 from a proxy). */
  | { kind: 'lose-answer'; operation?: string }
  /**
   * An inventorySetQuantities that runs for `ms` before Shopify acts and answers: a twin with its
   * idempotency key arriving meanwhile (a resend after a time-out) is answered IDEMPOTENCY_CONCURRENT_REQUEST.
   */
  | { kind: 'slow'; ms: number; operation?: string }
  /**
   * Shopify fails while acting (HTTP 500, nothing applied): a resend with the same idempotency key
   * is answered IDEMPOTENCY_PREVIOUS_ATTEMPT_FAILED.
   */
  | { kind: 'fail-attempt'; operation?: string };

interface Metafield {
  namespace: string;
  key: string;
  type: string;
  value: string;
}

interface FakeVariant {
  id: string;
  sku: string;
  price: string;
  optionValues: { optionName: string; name: string }[];
  inventoryItemId: string;
  tracked: boolean;
  /** Per location id. */
  available: Map<string, number>;
  metafields: Metafield[];
}

interface FakeMedia {
  id: string;
  alt: string;
  source: string;
  /** Requests the store has answered since the photo came: UPLOADED, then PROCESSING, then the outcome. */
  reads: number;
  outcome: 'READY' | 'FAILED';
  error?: string;
}

export interface FakeProduct {
  id: string;
  handle: string;
  title: string;
  productType: string;
  descriptionHtml: string;
  tags: string[];
  status: string;
  createdAt: string;
  options: { name: string; values: string[] }[];
  variants: FakeVariant[];
  metafields: Metafield[];
  media: FakeMedia[];
  /** Status changes in order, to check nothing was published before its photos were ready. */
  statusHistory: { status: string; mediaStatuses: string[] }[];
  /** The publications (sales channels) it is published to, by id. */
  publications: Set<string>;
  /** When the store's search index sees it (products and productVariants with a query). */
  indexedAt: number;
}

/** The shop's publications as a new shop has them: its storefront and its till. */
export const FAKE_PUBLICATIONS = [
  { id: 'gid://shopify/Publication/101', title: 'Online Store' },
  { id: 'gid://shopify/Publication/102', title: 'Point of Sale' },
  { id: 'gid://shopify/Publication/103', title: 'Shop' },
] as const;

/** Every scope Selvage asks for, as Shopify lists them for an app granted them (a write scope brings its read). */
export const FAKE_GRANTED_SCOPES = [
  'write_products',
  'read_products',
  'write_inventory',
  'read_inventory',
  'write_publications',
  'read_publications',
  'write_files',
  'read_files',
];

/**
 * The access scope each root field Selvage uses requires (Admin API 2026-10 reference pages):
 * a call without it is answered ACCESS_DENIED, as Shopify does.
 */
const REQUIRED_ACCESS: Record<string, readonly string[]> = {
  productSet: ['write_products'],
  productUpdate: ['write_products'],
  productVariantsBulkUpdate: ['write_products'],
  metafieldsSet: ['write_products'],
  metafieldsDelete: ['write_products'],
  stagedUploadsCreate: ['write_products', 'write_files'],
  product: ['read_products', 'write_products'],
  products: ['read_products', 'write_products'],
  productVariants: ['read_products', 'write_products'],
  nodes: ['read_inventory', 'write_inventory'],
  productVariantByIdentifier: ['read_products', 'write_products'],
  metafieldDefinitions: ['read_products', 'write_products'],
  metafieldDefinitionCreate: ['write_products'],
  inventorySetQuantities: ['write_inventory'],
  publications: ['read_publications', 'write_publications'],
  publishablePublish: ['write_publications'],
  fileDelete: ['write_files'],
  fileUpdate: ['write_files'],
};

/** Shopify's largest page of a connection (Admin API, 'Paginating results with GraphQL': at most 250 per page). */
export const SHOPIFY_MAX_PAGE = 250;

/**
 * The page size a root connection was asked for, refused as Shopify refuses it: one of `first` or
 * `last` is required, and a page holds at most 250 (issue 42 item 4: the fake used to answer any
 * size, so a search reading 'all' in one big page passed here and not in the shop).
 */
function pageSize(field: string, args: Args): number {
  const first = args.first ?? args.last;
  if (first === undefined || first === null) throw new Error(`you must provide one of first or last (${field})`);
  const n = Number(first);
  if (!Number.isInteger(n) || n < 0 || n > SHOPIFY_MAX_PAGE)
    throw new Error(
      `Argument 'first' on Field '${field}' has an invalid value (${JSON.stringify(first)}). Expected a value from 0 to ${SHOPIFY_MAX_PAGE}.`,
    );
  return n;
}

/** An access-denied refusal in Shopify's words: a GraphQL error for the field, with its code. */
class AccessDenied extends Error {
  readonly extensions: Record<string, string>;
  constructor(field: string, scope: string) {
    super(`Access denied for ${field} field. Required access: \`${scope}\` access scope.`);
    this.extensions = {
      code: 'ACCESS_DENIED',
      documentation: 'https://shopify.dev/api/usage/access-scopes',
      requiredAccess: `\`${scope}\` access scope.`,
    };
  }
}

export interface StagedFile {
  filename: string;
  mimeType: string;
  bytes: Buffer;
  fields: Record<string, string>;
}

interface Received {
  operationName: string | undefined;
  variables: Record<string, unknown>;
}

type Args = Record<string, unknown>;
/** Text of a scalar argument (input objects never reach here). */
const text = (v: unknown, fallback = ''): string =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : fallback;
type UserError = { field: string[] | null; message: string; code?: string };

const COST = (requested: number, available: number, restoreRate: number) => ({
  requestedQueryCost: requested,
  actualQueryCost: null,
  throttleStatus: { maximumAvailable: 2000, currentlyAvailable: available, restoreRate },
});

/**
 * A local stand-in for one Shopify store: the Admin GraphQL endpoint, checked against the real
 * 2026-10 schema (any invalid operation or variable is answered with GraphQL errors and recorded),
 * executed by small in-memory resolvers, plus the staged-upload target the photos are POSTed to.
 */
export class FakeShopify {
  readonly schema = shopifySchema();
  readonly products: FakeProduct[] = [];
  readonly staged = new Map<string, StagedFile>();
  readonly received: Received[] = [];
  /** The THROTTLED answers the bucket gave: what was asked and what it held. */
  readonly throttled: { requested: number; available: number; restoreRate: number }[] = [];
  /** The idempotency refusals inventorySetQuantities answered, first first. */
  readonly idempotencyRefusals: string[] = [];
  /** Operations the schema rejected, with the reasons: a test that sees any has found a bug. */
  readonly invalid: { query: string; errors: string[] }[] = [];
  /** Faults for the next GraphQL requests, first first. */
  readonly faults: Fault[] = [];
  /** Staged uploads to answer with this status (one entry per upload), e.g. [503] or [403]. */
  readonly stagedFaults: number[] = [];
  /** productSet / productUpdate refusals for the next call of that mutation. */
  readonly refuse: { productSet?: UserError[]; productUpdate?: UserError[] } = {};
  /** Photos whose alt text is listed here fail processing. */
  readonly failMediaAlts = new Set<string>();
  /** The shop's Files library: every photo ever attached until fileDelete removes it. */
  readonly files = new Map<string, FakeMedia>();
  /** The scopes the app was granted. */
  readonly grantedScopes = new Set<string>(FAKE_GRANTED_SCOPES);
  /**
   * The leaky bucket every query's requested cost is taken from (THROTTLED when it lacks it), when
   * a test sets one with its own clock; without one the cost is reported as taken from a full one.
   */
  bucket: CostBucket | null = null;
  /** How long after its creation a product shows in searches (Shopify indexes new products a little later). */
  searchIndexLagMs = 0;
  /** The store's clock (creation times, the search index). */
  now = () => this.clock;
  private readonly idempotencyKeys = new Map<string, { state: 'running' | 'failed' | 'done'; input: string; answer?: unknown }>();
  private readonly hung = new Set<http.ServerResponse>();
  /** The shop's token endpoint: tokens it grants expire (a day, or at once by `tokens.expireAll()`). */
  readonly tokens = new FakeTokenIssuer({ ...FAKE_CLIENT, now: () => this.tokenClock(), scope: FAKE_GRANTED_SCOPES.join(',') });
  /** The clock granted tokens expire by (tests move it to let a token expire). */
  tokenClock: () => number = Date.now;
  private seq = 1000;
  private clock = Date.parse('2026-11-01T09:00:00Z');
  private server!: http.Server;
  url = '';

  static async start(): Promise<FakeShopify> {
    const fake = new FakeShopify();
    fake.server = http.createServer((req, res) => void fake.handle(req, res));
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    return fake;
  }

  async close(): Promise<void> {
    for (const res of this.hung) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  operations(): (string | undefined)[] {
    return this.received.map((r) => r.operationName);
  }

  /** Validates a document against the schema (for the direct contract check). */
  validateDocument(source: string): string[] {
    return validate(this.schema, parse(source)).map((e) => e.message);
  }

  private nextId(type: string) {
    return `gid://shopify/${type}/${++this.seq}`;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', this.url);
    try {
      if (this.tokens.handle(req, res, body)) return;
      if (url.pathname === API_PATH && req.method === 'POST') return await this.graphql(req, res, body);
      const staged = /^\/staged\/(\d+)$/.exec(url.pathname);
      if (staged) return await this.stagedUpload(req, res, body, staged[1]!);
      res.writeHead(404).end();
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
  }

  private json(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  }

  private async graphql(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) {
    const token = req.headers['x-shopify-access-token'];
    if (typeof token !== 'string' || (token !== FAKE_TOKEN && !this.tokens.isValid(token))) {
      return this.json(res, ADMIN_API_UNAUTHORIZED.status, ADMIN_API_UNAUTHORIZED.body);
    }
    const { query, variables = {} } = JSON.parse(body.toString('utf8')) as { query: string; variables?: Args };
    let document: DocumentNode;
    try {
      document = parse(query);
    } catch (error) {
      this.invalid.push({ query, errors: [(error as Error).message] });
      return this.json(res, 200, { errors: [{ message: (error as Error).message }] });
    }
    const operationName = document.definitions.find((d) => d.kind === 'OperationDefinition')?.name?.value;
    this.received.push({ operationName, variables });

    const faultIndex = this.faults.findIndex((f) => !f.operation || f.operation === operationName);
    const fault = faultIndex >= 0 ? this.faults.splice(faultIndex, 1)[0] : undefined;
    if (fault?.kind === 'throttled') {
      return this.json(res, fault.http429 ? 429 : 200, {
        errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' } }],
        extensions: { cost: COST(fault.requested, fault.available, fault.restoreRate) },
      });
    }
    if (fault?.kind === 'status') {
      return this.json(res, fault.status, { errors: 'Internal error' }, fault.retryAfter ? { 'retry-after': fault.retryAfter } : {});
    }
    if (fault?.kind === 'hang') {
      this.hung.add(res);
      return;
    }

    const errors = validate(this.schema, document);
    if (errors.length > 0) {
      this.invalid.push({ query, errors: errors.map((e) => e.message) });
      return this.json(res, 200, { errors: errors.map(formatError) });
    }
    // Shopify prices a query before running it: over the single-query limit it is refused whatever
    // the bucket holds; short of what the bucket holds it is throttled.
    const cost = requestedQueryCost(this.schema, document, variables, operationName);
    if (cost > SINGLE_QUERY_MAX_COST) {
      this.invalid.push({ query, errors: [`requested cost ${cost} is over ${SINGLE_QUERY_MAX_COST}`] });
      return this.json(res, 200, {
        errors: [
          {
            message: `Query cost is ${cost}, which exceeds the single query max cost limit (${SINGLE_QUERY_MAX_COST}).`,
            extensions: { code: 'MAX_COST_EXCEEDED', cost, maxCost: SINGLE_QUERY_MAX_COST },
          },
        ],
      });
    }
    const taken = this.bucket?.take(cost);
    if (taken && !taken.ok) {
      this.throttled.push({ requested: cost, available: taken.status.currentlyAvailable, restoreRate: taken.status.restoreRate });
      return this.json(res, 200, {
        errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' } }],
        extensions: { cost: { requestedQueryCost: cost, actualQueryCost: null, throttleStatus: taken.status } },
      });
    }
    const throttleStatus = taken?.status ?? { ...STANDARD_PLAN, currentlyAvailable: STANDARD_PLAN.maximumAvailable - cost };
    // Shopify names a deprecated field an operation used in a header of its answer.
    const deprecated = deprecatedFieldsOf(this.schema, document);
    if (deprecated.length > 0)
      res.setHeader(
        'X-Shopify-API-Deprecated-Reason',
        `${deprecated.join(', ')} (https://shopify.dev/api/usage/versioning#deprecation-practices)`,
      );
    // Shopify processes photos while it answers other requests: each request moves them one step.
    for (const m of this.files.values()) m.reads++;
    const result = await execute({
      schema: this.schema,
      document,
      variableValues: variables,
      rootValue: this.root(),
      contextValue: { fault },
    });
    // A refusal Shopify makes (access denied) is its answer; any other error is the adapter's bug.
    const bugs = (result.errors ?? []).filter((e) => !(e.originalError instanceof AccessDenied));
    if (bugs.length) this.invalid.push({ query, errors: bugs.map((e) => e.message) });
    if (fault?.kind === 'fail-attempt') return this.json(res, 500, { errors: 'Internal error' });
    if (fault?.kind === 'lose-answer') return this.json(res, 502, { errors: 'Bad gateway' });
    this.json(res, 200, {
      ...('data' in result ? { data: result.data } : {}),
      ...(result.errors ? { errors: result.errors.map(formatError) } : {}),
      extensions: { cost: { requestedQueryCost: cost, actualQueryCost: cost, throttleStatus } },
    });
  }

  private async stagedUpload(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer, id: string) {
    const target = this.staged.get(id);
    if (!target) return res.writeHead(404).end('no such target');
    const fault = this.stagedFaults.shift();
    if (fault) return res.writeHead(fault, { 'content-type': 'application/xml' }).end('<Error><Code>Fault</Code></Error>');
    if (req.method !== 'POST') return res.writeHead(405).end('POST a form to this target');
    const form = await new Response(new Uint8Array(body), { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData();
    // Google Cloud Storage checks the signed policy: every parameter exactly, the file last.
    const names = [...form.keys()];
    for (const [name, value] of Object.entries(target.fields)) {
      if (form.get(name) !== value) return res.writeHead(403).end(`parameter ${name} missing or changed`);
    }
    if (names[names.length - 1] !== 'file') return res.writeHead(400).end('file must be the last field');
    const file = form.get('file');
    if (!(file instanceof Blob)) return res.writeHead(400).end('no file');
    target.bytes = Buffer.from(await file.arrayBuffer());
    res.writeHead(201, { 'content-type': 'application/xml' }).end('<PostResponse/>');
  }

  // ---- resolvers --------------------------------------------------------------------------

  private root() {
    const root = this.resolvers();
    return Object.fromEntries(
      Object.entries(root).map(([field, resolve]) => [
        field,
        (...args: Parameters<typeof resolve>) => {
          const needs = REQUIRED_ACCESS[field];
          if (needs && !needs.some((scope) => this.grantedScopes.has(scope))) throw new AccessDenied(field, needs[0]!);
          return (resolve as (...a: unknown[]) => unknown)(...args);
        },
      ]),
    );
  }

  private resolvers() {
    return {
      currentAppInstallation: () => ({
        id: 'gid://shopify/AppInstallation/1',
        accessScopes: [...this.grantedScopes].map((handle) => ({ handle, description: handle })),
      }),
      publications: (args: Args) => {
        const start = typeof args.after === 'string' ? Number(args.after) : 0;
        const page = FAKE_PUBLICATIONS.slice(start, start + Number(args.first ?? 50));
        const end = start + page.length;
        return {
          nodes: page.map((p) => ({ id: p.id, catalog: { __typename: 'AppCatalog', id: `${p.id}-catalog`, title: p.title } })),
          pageInfo: {
            hasNextPage: end < FAKE_PUBLICATIONS.length,
            hasPreviousPage: start > 0,
            endCursor: String(end),
            startCursor: String(start),
          },
        };
      },
      publishablePublish: (args: Args) => this.publish(args),
      metafieldDefinitions: (args: Args) => ({
        nodes: this.definitions
          .filter(
            (d) =>
              d.ownerType === args.ownerType &&
              (args.namespace == null || d.namespace === args.namespace) &&
              (args.key == null || d.key === args.key),
          )
          .slice(0, Number(args.first ?? 50))
          .map((d) => ({ ...d, name: d.key, type: { name: d.type, category: 'TEXT' } })),
        pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
      }),
      metafieldDefinitionCreate: (args: Args) => {
        const d = args.definition as { ownerType: string; namespace?: string; key: string; type: string };
        const namespace = d.namespace ?? '$app';
        if (this.definitions.some((x) => x.ownerType === d.ownerType && x.namespace === namespace && x.key === d.key))
          return {
            createdDefinition: null,
            userErrors: [
              {
                field: ['definition', 'key'],
                message: "Key is in use for Product metafields on the '" + namespace + "' namespace.",
                code: 'TAKEN',
              },
            ],
          };
        const made = { ownerType: d.ownerType, namespace, key: d.key, type: d.type, id: this.nextId('MetafieldDefinition') };
        this.definitions.push(made);
        return { createdDefinition: { ...made, name: d.key, type: { name: d.type, category: 'TEXT' } }, userErrors: [] };
      },
      productVariantByIdentifier: (args: Args) => {
        const customId = (args.identifier as { customId?: { namespace?: string; key: string; value: string } }).customId;
        if (!customId) throw new Error('test fake: Selvage asks variants by custom ID only');
        const namespace = customId.namespace ?? '$app';
        if (
          !this.definitions.some(
            (d) => d.ownerType === 'PRODUCTVARIANT' && d.namespace === namespace && d.key === customId.key && d.type === 'id',
          )
        )
          throw new Error(`test fake: no id definition for variants at ${namespace}.${customId.key}`);
        for (const p of this.products)
          for (const v of p.variants)
            if (v.metafields.some((m) => m.namespace === namespace && m.key === customId.key && m.value === customId.value))
              return this.variantView(p, v);
        return null;
      },
      fileDelete: (args: Args) => this.fileDelete(args),
      nodes: (args: Args) =>
        (args.ids as string[]).map((id) => {
          const v = this.products.flatMap((p) => p.variants).find((x) => x.inventoryItemId === id);
          return v ? { __typename: 'InventoryItem', ...this.inventoryItemView(v) } : null;
        }),
      productSet: (args: Args) => this.productSet(args),
      stagedUploadsCreate: (args: Args) => this.stagedUploadsCreate(args),
      product: (args: Args) => {
        const product = this.byId(String(args.id));
        return product ? this.productView(product) : null;
      },
      products: (args: Args) => {
        const first = pageSize('products', args);
        const sorted = (args.query === undefined ? [...this.products] : this.searchProducts(text(args.query))).sort((a, b) =>
          args.sortKey === 'CREATED_AT' ? a.createdAt.localeCompare(b.createdAt) : a.id.localeCompare(b.id),
        );
        if (args.reverse) sorted.reverse();
        // Cursors are positions here; Shopify's are opaque, and the adapter treats them so.
        const start = typeof args.after === 'string' ? Number(Buffer.from(args.after, 'base64').toString()) : 0;
        const end = start + first;
        const cursor = (n: number) => Buffer.from(String(n)).toString('base64');
        return {
          nodes: sorted.slice(start, end).map((p) => this.productView(p)),
          pageInfo: {
            hasNextPage: end < sorted.length,
            hasPreviousPage: start > 0,
            startCursor: cursor(start),
            endCursor: end <= sorted.length ? cursor(end) : cursor(sorted.length),
          },
        };
      },
      productVariants: (args: Args) => {
        const first = pageSize('productVariants', args);
        const sku = /sku:"?([^"\s]+)"?/.exec(text(args.query, ''))?.[1];
        const all = this.indexed().flatMap((p) => p.variants.map((v) => ({ p, v })));
        // Shopify's search is by word prefix, so '12' also finds '123': the adapter must filter.
        const found = sku ? all.filter(({ v }) => v.sku.startsWith(sku)) : all;
        return { nodes: found.slice(0, first).map(({ p, v }) => this.variantView(p, v)) };
      },
      fileUpdate: (args: Args) => this.fileUpdate(args),
      productUpdate: (args: Args) => this.productUpdate(args),
      productVariantsBulkUpdate: (args: Args) => this.variantsBulkUpdate(args),
      metafieldsSet: (args: Args) => this.metafieldsSet(args),
      metafieldsDelete: (args: Args) => this.metafieldsDelete(args),
      inventorySetQuantities: (args: Args, ctx: { fault?: Fault }, info: GraphQLResolveInfo) =>
        this.inventorySetQuantities(args, ctx, info),
    };
  }

  /**
   * The products a search finds, for the terms Selvage sends: `title:word*` (a word of the title
   * starts with it, ignoring case, as Shopify searches words) and `-status:archived`. Any other
   * term is refused, so a query the adapter starts sending is not silently read as 'everything'.
   */
  private searchProducts(query: string): FakeProduct[] {
    let found = this.indexed();
    for (const term of query.split(/\s+/).filter(Boolean)) {
      const title = /^title:([\p{L}\p{N}]+)\*$/u.exec(term);
      if (title) {
        const start = title[1]!.toLowerCase();
        found = found.filter((p) =>
          p.title
            .toLowerCase()
            .split(/[^\p{L}\p{N}]+/u)
            .some((w) => w.startsWith(start)),
        );
      } else if (term === '-status:archived') {
        found = found.filter((p) => p.status !== 'ARCHIVED');
      } else {
        throw new Error(`test fake: products(query:) term ${term} is not one Selvage sends`);
      }
    }
    return found;
  }

  /** Metafield definitions the shop has (custom IDs among them). */
  readonly definitions: { ownerType: string; namespace: string; key: string; type: string; id: string }[] = [];

  /** Shopify makes a new product's handle from its title, made unique with -1, -2, …. */
  private handleFrom(title: string): string {
    const base =
      title
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[^\p{L}\p{N}]+/gu, '-')
        .replace(/^-+|-+$/g, '') || 'product';
    let handle = base;
    for (let n = 1; this.byHandle(handle); n++) handle = `${base}-${n}`;
    return handle;
  }

  /** A custom ID (`id` metafield) value another product already holds: unique in the shop. */
  private idTaken(metafields: Metafield[], self: FakeProduct | undefined): UserError | null {
    for (const m of metafields.filter((x) => x.type === 'id')) {
      const other = this.products.find(
        (p) => p !== self && p.metafields.some((x) => x.namespace === m.namespace && x.key === m.key && x.value === m.value),
      );
      if (other) return { field: ['input', 'metafields'], message: `Value ${m.value} is already taken by another resource`, code: 'TAKEN' };
    }
    return null;
  }

  /** The products the search index holds by now: a product just made is not there yet. */
  private indexed(): FakeProduct[] {
    return this.products.filter((p) => p.indexedAt <= this.now());
  }

  /** A product as Shopify makes one: nothing in it yet, created a minute after the last. */
  private newProduct(handle: string, status: string): FakeProduct {
    return {
      id: this.nextId('Product'),
      handle,
      title: '',
      productType: '',
      descriptionHtml: '',
      tags: [],
      status,
      createdAt: new Date((this.clock += 60_000)).toISOString(),
      options: [],
      variants: [],
      metafields: [],
      media: [],
      statusHistory: [],
      publications: new Set(),
      indexedAt: 0,
    };
  }

  /**
   * Products made by hand in Shopify's admin with these titles (no Selvage details, no variants),
   * already in the search index: for searches that must read past the first pages.
   */
  addAdminProducts(titles: readonly string[], status = 'ACTIVE'): void {
    for (const title of titles) {
      this.products.push({ ...this.newProduct(this.handleFrom(title), status), title, indexedAt: 0 });
    }
  }

  byId(id: string) {
    return this.products.find((p) => p.id === id);
  }

  byHandle(handle: string) {
    return this.products.find((p) => p.handle === handle);
  }

  mediaStatus(m: FakeMedia): string {
    return m.reads < 1 ? 'UPLOADED' : m.reads < 2 ? 'PROCESSING' : m.outcome;
  }

  private metafieldView(list: Metafield[]) {
    return (args: Args) => {
      const m = list.find((x) => x.namespace === (args.namespace ?? '$app') && x.key === args.key);
      return m ? { id: `gid://shopify/Metafield/${m.namespace}.${m.key}`, ...m, compareDigest: digest(m.value) } : null;
    };
  }

  private mediaView(m: FakeMedia) {
    const status = this.mediaStatus(m);
    const image = status === 'READY' ? { url: `https://cdn.example.test/${encodeURIComponent(m.alt)}/${m.id.split('/').pop()}.jpg` } : null;
    return {
      __typename: 'MediaImage',
      id: m.id,
      alt: m.alt,
      status,
      mediaContentType: 'IMAGE',
      mediaErrors: status === 'FAILED' ? [{ code: 'UNKNOWN', message: 'Media processing failed', details: m.error ?? null }] : [],
      image,
      preview: image ? { status: 'READY', image } : null,
    };
  }

  private productView(p: FakeProduct) {
    return {
      __typename: 'Product',
      id: p.id,
      handle: p.handle,
      title: p.title,
      productType: p.productType,
      status: p.status,
      createdAt: p.createdAt,
      tags: p.tags,
      descriptionHtml: p.descriptionHtml,
      publishedOnPublication: (args: Args) => {
        if (!FAKE_PUBLICATIONS.some((x) => x.id === args.publicationId))
          throw new Error(`test fake: no publication ${text(args.publicationId)}`);
        return p.publications.has(text(args.publicationId));
      },
      metafield: this.metafieldView(p.metafields),
      metafields: (args: Args) => ({
        nodes: p.metafields
          .filter((m) => args.namespace === undefined || args.namespace === null || m.namespace === args.namespace)
          .slice(0, Number(args.first ?? 50))
          .map((m) => this.metafieldView([m])({ namespace: m.namespace, key: m.key })),
      }),
      media: (args: Args) => ({ nodes: p.media.slice(0, Number(args.first ?? 50)).map((m) => this.mediaView(m)) }),
      variants: (args: Args) => ({ nodes: p.variants.slice(0, Number(args.first ?? 50)).map((v) => this.variantView(p, v)) }),
    };
  }

  private variantView(p: FakeProduct, v: FakeVariant) {
    return {
      __typename: 'ProductVariant',
      id: v.id,
      sku: v.sku,
      price: v.price,
      position: p.variants.indexOf(v) + 1,
      inventoryQuantity: [...v.available.values()].reduce((a, b) => a + b, 0),
      metafield: this.metafieldView(v.metafields),
      inventoryItem: this.inventoryItemView(v),
      product: this.productView(p),
    };
  }

  private inventoryItemView(v: FakeVariant) {
    return {
      id: v.inventoryItemId,
      tracked: v.tracked,
      inventoryLevel: (args: Args) =>
        v.available.has(String(args.locationId))
          ? {
              id: `${v.inventoryItemId}-level`,
              quantities: (q: Args) =>
                (q.names as string[])
                  .filter((n) => n === 'available')
                  .map((name) => ({ id: `${v.id}-${name}`, name, quantity: v.available.get(String(args.locationId)) })),
            }
          : null,
    };
  }

  /** Moves the store's clock on (the search index catches up). */
  advance(ms: number): void {
    this.clock += ms;
  }

  private productSet(args: Args) {
    const input = args.input as Args;
    const identifier = args.identifier as Args | undefined;
    if (args.synchronous !== true)
      return { product: null, userErrors: [{ field: ['synchronous'], message: 'test fake: pass synchronous: true explicitly' }] };
    const refusal = this.refuse.productSet;
    if (refusal) {
      delete this.refuse.productSet;
      return { product: null, userErrors: refusal };
    }
    const errors = checkProductSetInput(input);
    if (errors.length) return { product: null, userErrors: errors };

    // A custom ID needs its `id` definition; the product holding that value is the one upserted, and
    // a new one must carry the metafield it is identified by.
    const customId = identifier?.customId as { namespace?: string; key: string; value: string } | undefined;
    if (customId) {
      const namespace = customId.namespace ?? '$app';
      if (
        !this.definitions.some((d) => d.ownerType === 'PRODUCT' && d.namespace === namespace && d.key === customId.key && d.type === 'id')
      )
        return {
          product: null,
          userErrors: [
            {
              field: ['identifier', 'customId'],
              message: 'Metafield definition of type id is required to use custom ids',
              code: 'INVALID',
            },
          ],
        };
      const carried = ((input.metafields as Metafield[] | undefined) ?? []).find(
        (m) => m.namespace === namespace && m.key === customId.key,
      );
      if (carried?.value !== customId.value)
        return {
          product: null,
          userErrors: [{ field: ['input', 'metafields'], message: 'The custom id must be among the product metafields', code: 'INVALID' }],
        };
    }
    const handle = text(identifier?.handle, text(input.handle));
    let product = identifier?.id
      ? this.byId(text(identifier.id))
      : customId
        ? this.products.find((p) =>
            p.metafields.some(
              (m) => m.namespace === (customId.namespace ?? '$app') && m.key === customId.key && m.value === customId.value,
            ),
          )
        : this.byHandle(handle);
    const taken = this.idTaken((input.metafields as Metafield[] | undefined) ?? [], product);
    if (taken) return { product: null, userErrors: [taken] };
    if (!product) {
      if (identifier?.id) return { product: null, userErrors: [{ field: ['identifier', 'id'], message: 'Product does not exist' }] };
      product = this.newProduct(handle || this.handleFrom(text(input.title)), 'DRAFT');
      product.indexedAt = Date.parse(product.createdAt) + this.searchIndexLagMs;
      this.products.push(product);
    }
    product.title = text(input.title, product.title);
    product.productType = text(input.productType, product.productType);
    product.descriptionHtml = text(input.descriptionHtml, product.descriptionHtml);
    product.tags = (input.tags as string[] | undefined) ?? product.tags;
    if (input.status) this.setStatus(product, text(input.status));
    product.options = ((input.productOptions as Args[]) ?? []).map((o) => ({
      name: String(o.name),
      values: ((o.values as Args[]) ?? []).map((v) => String(v.name)),
    }));
    product.metafields = upsertMetafields(product.metafields, (input.metafields as Metafield[]) ?? []);
    // productSet describes the whole product: variants are matched by option values and replaced.
    product.variants = ((input.variants as Args[]) ?? []).map((v) => {
      const optionValues = (v.optionValues as { optionName: string; name: string }[]).map((o) => ({
        optionName: o.optionName,
        name: o.name,
      }));
      // productSet replaces list fields: a variant sent without its id is a new variant, with a new
      // inventory item, whatever it replaces (Shopify's documented list semantics; the adapter keeps no variant ids).
      const old = v.id ? product.variants.find((x) => x.id === v.id) : undefined;
      const available = new Map<string, number>();
      for (const q of (v.inventoryQuantities as Args[]) ?? []) available.set(String(q.locationId), Number(q.quantity));
      return {
        id: old?.id ?? this.nextId('ProductVariant'),
        inventoryItemId: old?.inventoryItemId ?? this.nextId('InventoryItem'),
        sku: text(v.sku, ''),
        price: text(v.price, '0.00'),
        optionValues,
        tracked: Boolean((v.inventoryItem as Args | undefined)?.tracked),
        available,
        metafields: upsertMetafields(old?.metafields ?? [], (v.metafields as Metafield[]) ?? []),
      };
    });
    return { product: this.productView(product), productSetOperation: null, userErrors: [] };
  }

  private setStatus(product: FakeProduct, status: string) {
    product.status = status;
    product.statusHistory.push({ status, mediaStatuses: product.media.map((m) => this.mediaStatus(m)) });
  }

  private stagedUploadsCreate(args: Args) {
    const inputs = args.input as Args[];
    const userErrors: UserError[] = [];
    const targets = inputs.map((input, i) => {
      if (input.resource !== 'IMAGE' && input.resource !== 'PRODUCT_IMAGE')
        userErrors.push({ field: ['input', String(i), 'resource'], message: 'test fake: photos only' });
      if (input.httpMethod !== 'POST')
        userErrors.push({ field: ['input', String(i), 'httpMethod'], message: 'test fake: the adapter posts forms' });
      const id = String(++this.seq);
      const fields = {
        'Content-Type': String(input.mimeType),
        success_action_status: '201',
        acl: 'private',
        key: `tmp/${id}/${String(input.filename)}`,
        policy: Buffer.from(`policy-${id}`).toString('base64'),
        'x-goog-signature': `sig-${id}`,
      };
      this.staged.set(id, { filename: String(input.filename), mimeType: String(input.mimeType), bytes: Buffer.alloc(0), fields });
      return {
        url: `${this.url}/staged/${id}`,
        resourceUrl: `${this.url}/staged/${id}?key=${encodeURIComponent(fields.key)}`,
        parameters: Object.entries(fields).map(([name, value]) => ({ name, value })),
      };
    });
    return { stagedTargets: userErrors.length ? null : targets, userErrors };
  }

  /** The staged file behind a resourceUrl, once its bytes have arrived. */
  stagedFileFor(resourceUrl: string): StagedFile | undefined {
    const id = /\/staged\/(\d+)/.exec(resourceUrl)?.[1];
    const file = id ? this.staged.get(id) : undefined;
    return file && file.bytes.length > 0 ? file : undefined;
  }

  /**
   * The bytes behind a photo URL a product record lists (the CDN address of a processed photo),
   * as they were staged; undefined when no attached photo has that address.
   */
  photoBytesAt(url: string): Buffer | undefined {
    const media = this.products.flatMap((p) => p.media).find((m) => this.mediaView(m).image?.url === url);
    return media ? this.stagedFileFor(media.source)?.bytes : undefined;
  }

  private productUpdate(args: Args) {
    const input = args.product as Args | undefined;
    const product = input?.id ? this.byId(text(input.id)) : undefined;
    if (!product) return { product: null, userErrors: [{ field: ['product', 'id'], message: 'Product does not exist' }] };
    const refusal = this.refuse.productUpdate;
    if (refusal) {
      delete this.refuse.productUpdate;
      return { product: null, userErrors: refusal };
    }
    for (const m of (args.media as Args[] | undefined) ?? []) {
      const source = String(m.originalSource);
      const file = this.stagedFileFor(source);
      const alt = text(m.alt, '');
      const fails = !file || this.failMediaAlts.has(alt);
      const media: FakeMedia = {
        id: this.nextId('MediaImage'),
        alt,
        source,
        reads: 0,
        outcome: fails ? 'FAILED' : 'READY',
        error: file ? 'Image could not be processed' : 'Original source was never uploaded',
      };
      product.media.push(media);
      this.files.set(media.id, media);
    }
    if (input?.status) this.setStatus(product, text(input.status));
    if (input?.title) product.title = text(input.title);
    if (typeof input?.descriptionHtml === 'string') product.descriptionHtml = input.descriptionHtml;
    if (Array.isArray(input?.tags)) product.tags = input.tags as string[];
    product.metafields = upsertMetafields(product.metafields, (input?.metafields as Metafield[] | undefined) ?? []);
    return { product: this.productView(product), userErrors: [] };
  }

  /**
   * fileUpdate refuses to change the references of a file that is not READY (its documented
   * INVALID_FAILED_MEDIA_STATE and NON_READY_STATE), and then changes none.
   */
  private fileUpdate(args: Args) {
    const files = args.files as Args[];
    const userErrors: UserError[] = [];
    files.forEach((f, i) => {
      const file = this.files.get(text(f.id));
      if (!file) userErrors.push({ field: ['files', String(i), 'id'], message: 'File does not exist', code: 'FILE_DOES_NOT_EXIST' });
      else if (this.mediaStatus(file) === 'FAILED')
        userErrors.push({
          field: ['files', String(i), 'id'],
          message: 'Cannot update a file in a failed state',
          code: 'INVALID_FAILED_MEDIA_STATE',
        });
      else if (this.mediaStatus(file) !== 'READY')
        userErrors.push({ field: ['files', String(i), 'id'], message: 'The file is not ready', code: 'NON_READY_STATE' });
    });
    if (userErrors.length) return { files: null, userErrors };
    for (const f of files) {
      for (const ref of (f.referencesToRemove as string[] | undefined) ?? []) {
        const product = this.byId(ref);
        if (product) product.media = product.media.filter((m) => m.id !== f.id);
      }
    }
    return { files: files.map((f) => ({ __typename: 'MediaImage', id: f.id })), userErrors: [] };
  }

  /**
   * Deletes files for good, from the Files library and every product. A file being processed is
   * refused (NON_READY_STATE), one that does not exist is an error (FILE_DOES_NOT_EXIST), and a
   * refusal deletes none of the list: the stricter reading of a page that does not say.
   */
  private fileDelete(args: Args) {
    const ids = (args.fileIds as string[]).map((id) => text(id));
    const userErrors: UserError[] = [];
    ids.forEach((id, i) => {
      const file = this.files.get(id);
      if (!file) userErrors.push({ field: ['fileIds', String(i)], message: `File id ${id} does not exist.`, code: 'FILE_DOES_NOT_EXIST' });
      else if (this.mediaStatus(file) === 'UPLOADED' || this.mediaStatus(file) === 'PROCESSING')
        userErrors.push({ field: ['fileIds', String(i)], message: 'Media is not ready to be deleted.', code: 'NON_READY_STATE' });
    });
    if (userErrors.length) return { deletedFileIds: null, userErrors };
    for (const id of ids) {
      this.files.delete(id);
      for (const p of this.products) p.media = p.media.filter((m) => m.id !== id);
    }
    return { deletedFileIds: ids, userErrors: [] };
  }

  /** Publishes a product on publications; an unknown publication or product is refused. */
  private publish(args: Args) {
    const product = this.byId(text(args.id));
    if (!product) return { publishable: null, userErrors: [{ field: ['id'], message: 'Product does not exist' }] };
    const inputs = args.input as Args[];
    const unknown = inputs.findIndex((i) => !FAKE_PUBLICATIONS.some((p) => p.id === i.publicationId));
    if (unknown >= 0)
      return {
        publishable: null,
        userErrors: [{ field: ['input', String(unknown), 'publicationId'], message: 'Publication does not exist' }],
      };
    for (const i of inputs) product.publications.add(text(i.publicationId));
    return { publishable: this.productView(product), shop: { id: 'gid://shopify/Shop/1' }, userErrors: [] };
  }

  private variantsBulkUpdate(args: Args) {
    const product = this.byId(String(args.productId));
    if (!product) return { productVariants: null, userErrors: [{ field: ['productId'], message: 'Product does not exist' }] };
    const inputs = args.variants as Args[];
    // Without allowPartialUpdates, one bad variant refuses them all: each is checked before any is written.
    for (const [i, input] of inputs.entries()) {
      if (!product.variants.some((x) => x.id === input.id))
        return {
          productVariants: null,
          userErrors: [
            { field: ['variants', String(i), 'id'], message: 'Product variant does not exist', code: 'PRODUCT_VARIANT_DOES_NOT_EXIST' },
          ],
        };
      if (input.inventoryQuantities !== undefined && input.inventoryQuantities !== null)
        return {
          productVariants: null,
          userErrors: [
            {
              field: ['variants', String(i), 'inventoryQuantities'],
              message:
                'Inventory quantities can only be provided during create. To update inventory for existing variants, use inventoryAdjustQuantities.',
              code: 'NO_INVENTORY_QUANTITIES_ON_VARIANTS_UPDATE',
            },
          ],
        };
      if (input.price !== undefined && !(Number(input.price) >= 0))
        return {
          productVariants: null,
          userErrors: [
            { field: ['variants', String(i), 'price'], message: 'Price cannot take a negative value.', code: 'NEGATIVE_PRICE_VALUE' },
          ],
        };
    }
    const updated = [];
    for (const input of inputs) {
      const v = product.variants.find((x) => x.id === input.id)!;
      if (input.price !== undefined) v.price = Number(input.price).toFixed(2);
      v.metafields = upsertMetafields(v.metafields, (input.metafields as Metafield[]) ?? []);
      updated.push(this.variantView(product, v));
    }
    return { product: this.productView(product), productVariants: updated, userErrors: [] };
  }

  private metafieldsSet(args: Args) {
    const inputs = args.metafields as (Metafield & { ownerId: string; compareDigest?: string | null })[];
    if (inputs.length > 25)
      return {
        metafields: null,
        userErrors: [
          { field: ['metafields'], message: 'Exceeded the maximum metafields input limit of 25.', code: 'LESS_THAN_OR_EQUAL_TO' },
        ],
      };
    // metafieldsSet is all or nothing: every metafield is checked before any is written.
    for (const [i, m] of inputs.entries()) {
      const product = this.byId(m.ownerId);
      if (!product)
        return {
          metafields: null,
          userErrors: [{ field: ['metafields', String(i), 'ownerId'], message: 'Owner does not exist', code: 'INVALID' }],
        };
      const current = product.metafields.find((x) => x.namespace === m.namespace && x.key === m.key);
      // compareDigest sent as null: only if the metafield does not exist yet; not sent at all: no check.
      const stale =
        'compareDigest' in m && (m.compareDigest === null ? current !== undefined : !current || digest(current.value) !== m.compareDigest);
      if (stale) {
        return {
          metafields: null,
          userErrors: [
            {
              field: ['metafields', String(i)],
              message: 'The resource has been updated since it was loaded. Try again with an updated `compareDigest` value.',
              code: 'STALE_OBJECT',
            },
          ],
        };
      }
    }
    for (const m of inputs) {
      const product = this.byId(m.ownerId)!;
      product.metafields = upsertMetafields(product.metafields, [m]);
    }
    return {
      metafields: inputs.map((m) => ({
        id: `gid://shopify/Metafield/${m.key}`,
        key: m.key,
        namespace: m.namespace,
        value: m.value,
        type: m.type,
        compareDigest: digest(m.value),
      })),
      userErrors: [],
    };
  }

  private metafieldsDelete(args: Args) {
    const inputs = args.metafields as { ownerId: string; namespace: string; key: string }[];
    // A metafield that is not there is no error: its identifier is answered as null.
    const deleted = inputs.map((m) => {
      const product = this.byId(m.ownerId);
      const found = product?.metafields.find((x) => x.namespace === m.namespace && x.key === m.key);
      if (!product || !found) return null;
      product.metafields = product.metafields.filter((x) => x !== found);
      return { ownerId: m.ownerId, namespace: m.namespace, key: m.key };
    });
    return { deletedMetafields: deleted, userErrors: [] };
  }

  private inventorySetQuantities(args: Args, ctx: { fault?: Fault }, info: GraphQLResolveInfo) {
    const directive = info.fieldNodes[0]?.directives?.find((d) => d.name.value === 'idempotent');
    if (!directive)
      return {
        inventoryAdjustmentGroup: null,
        userErrors: [
          { field: null, message: 'An idempotency key is required (@idempotent) since 2026-04', code: 'IDEMPOTENCY_KEY_REQUIRED' },
        ],
      };
    const keyArg = directive.arguments?.find((a) => a.name.value === 'key')?.value;
    const key =
      keyArg?.kind === 'Variable'
        ? String(info.variableValues.coerced[keyArg.name.value])
        : keyArg?.kind === 'StringValue'
          ? keyArg.value
          : '';
    const input = args.input as Args;
    // Shopify's idempotency: a key is one request, answered once; its twin while it runs, after it
    // failed, or with other input is refused with the documented codes.
    const held = this.idempotencyKeys.get(key);
    const sent = JSON.stringify(input);
    const refusal = (code: string, message: string) => {
      this.idempotencyRefusals.push(code);
      return { inventoryAdjustmentGroup: null, userErrors: [{ field: null, message, code }] };
    };
    if (held && held.input !== sent)
      return refusal('IDEMPOTENCY_KEY_PARAMETER_MISMATCH', 'The same idempotency key was used with different parameters.');
    if (held?.state === 'running')
      return refusal('IDEMPOTENCY_CONCURRENT_REQUEST', 'The request is currently in progress, please try again.');
    if (held?.state === 'failed')
      return refusal(
        'IDEMPOTENCY_PREVIOUS_ATTEMPT_FAILED',
        'A previous attempt of this request failed. Please retry with a new idempotency key.',
      );
    if (held) return held.answer;
    if (ctx.fault?.kind === 'fail-attempt') {
      this.idempotencyKeys.set(key, { state: 'failed', input: sent });
      // Its answer is an HTTP 500 (the handler's); nothing was applied.
      return { inventoryAdjustmentGroup: null, userErrors: [] };
    }
    if (ctx.fault?.kind === 'slow') {
      // Running: the key is taken while Shopify works, then the change is made and answered.
      this.idempotencyKeys.set(key, { state: 'running', input: sent });
      const ms = ctx.fault.ms;
      return new Promise((resolve) => setTimeout(resolve, ms)).then(() => this.applyQuantities(key, sent, input));
    }
    return this.applyQuantities(key, sent, input);
  }

  private applyQuantities(key: string, sent: string, input: Args) {
    const userErrors: UserError[] = [];
    if (input.name !== 'available' && input.name !== 'on_hand')
      userErrors.push({ field: ['input', 'name'], message: 'The quantity name must be available or on_hand' });
    const variants = this.products.flatMap((p) => p.variants);
    for (const [i, q] of (input.quantities as Args[]).entries()) {
      if (!('changeFromQuantity' in q))
        userErrors.push({
          field: ['input', 'quantities', String(i), 'changeFromQuantity'],
          message: 'changeFromQuantity must be given (null to skip the check)',
        });
      const v = variants.find((x) => x.inventoryItemId === q.inventoryItemId);
      if (!v)
        userErrors.push({ field: ['input', 'quantities', String(i), 'inventoryItemId'], message: 'The inventory item does not exist' });
      else if (
        q.changeFromQuantity !== null &&
        q.changeFromQuantity !== undefined &&
        (v.available.get(String(q.locationId)) ?? 0) !== q.changeFromQuantity
      ) {
        userErrors.push({
          field: ['input', 'quantities', String(i), 'changeFromQuantity'],
          message: 'The quantity changed since it was read',
          code: 'CHANGE_FROM_QUANTITY_STALE',
        });
      }
    }
    if (userErrors.length === 0) {
      for (const q of input.quantities as Args[])
        variants.find((x) => x.inventoryItemId === q.inventoryItemId)!.available.set(String(q.locationId), Number(q.quantity));
    }
    const answer = { inventoryAdjustmentGroup: userErrors.length ? null : { id: this.nextId('InventoryAdjustmentGroup') }, userErrors };
    this.idempotencyKeys.set(key, { state: 'done', input: sent, answer });
    return answer;
  }
}

/** The deprecated fields a document selects, as Type.field. */
function deprecatedFieldsOf(schema: GraphQLSchema, document: DocumentNode): string[] {
  const found = new Set<string>();
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field() {
        const field = typeInfo.getFieldDef();
        const parent = typeInfo.getParentType();
        if (field?.deprecationReason && parent) found.add(`${parent.name}.${field.name}`);
      },
    }),
  );
  return [...found];
}

const digest = (value: string) => createHash('sha256').update(value).digest('hex');

function formatError(e: GraphQLError) {
  const extensions = e.originalError instanceof AccessDenied ? e.originalError.extensions : undefined;
  return {
    message: e.message,
    ...(e.locations ? { locations: e.locations } : {}),
    ...(e.path ? { path: e.path } : {}),
    ...(extensions ? { extensions } : {}),
  };
}

function upsertMetafields(existing: Metafield[], incoming: Metafield[]): Metafield[] {
  const out = existing.map((m) => ({ ...m }));
  for (const m of incoming) {
    const namespace = m.namespace ?? '$app';
    const i = out.findIndex((x) => x.namespace === namespace && x.key === m.key);
    const next = { namespace, key: m.key, type: m.type, value: m.value };
    if (i >= 0) out[i] = next;
    else out.push(next);
  }
  return out;
}

/** The checks Shopify makes that the schema cannot express. */
function checkProductSetInput(input: Args): UserError[] {
  const errors: UserError[] = [];
  const options = (input.productOptions as Args[] | undefined) ?? [];
  const variants = (input.variants as Args[] | undefined) ?? [];
  if (variants.length > 0 && options.length === 0)
    errors.push({
      field: ['input', 'productOptions'],
      message: 'Product options are required when variants are given',
      code: 'INVALID_INPUT',
    });
  const seen = new Set<string>();
  variants.forEach((v, i) => {
    for (const ov of v.optionValues as Args[]) {
      const option = options.find((o) => o.name === ov.optionName);
      if (!option || !((option.values as Args[]) ?? []).some((x) => x.name === ov.name)) {
        errors.push({
          field: ['input', 'variants', String(i), 'optionValues'],
          message: `Option value ${String(ov.optionName)}: ${String(ov.name)} is not declared in productOptions`,
          code: 'INVALID_VARIANT',
        });
      }
    }
    const combo = JSON.stringify(v.optionValues);
    if (seen.has(combo))
      errors.push({
        field: ['input', 'variants', String(i)],
        message: 'Variants must have unique option values',
        code: 'DUPLICATE_VARIANT',
      });
    seen.add(combo);
    if (!Number.isFinite(Number(v.price)))
      errors.push({ field: ['input', 'variants', String(i), 'price'], message: 'Price is invalid', code: 'INVALID_INPUT' });
    for (const q of (v.inventoryQuantities as Args[] | undefined) ?? []) {
      if (q.locationId !== FAKE_LOCATION_ID)
        errors.push({
          field: ['input', 'variants', String(i), 'inventoryQuantities'],
          message: 'Location not found',
          code: 'INVALID_INPUT',
        });
    }
  });
  for (const m of (input.metafields as Metafield[] | undefined) ?? []) {
    if (!/^[A-Za-z0-9_-]{2,64}$/.test(m.key))
      errors.push({ field: ['input', 'metafields'], message: `Metafield key ${m.key} is invalid`, code: 'INVALID_INPUT' });
    if (m.type === 'json' || m.type.startsWith('list.')) {
      try {
        JSON.parse(m.value);
      } catch {
        errors.push({ field: ['input', 'metafields'], message: `Metafield ${m.key} is not valid JSON`, code: 'INVALID_INPUT' });
      }
    }
  }
  return errors;
}
