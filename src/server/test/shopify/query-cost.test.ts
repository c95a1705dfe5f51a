import { Kind, parse, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { productMetafields, productSetInput, variantMetafields } from '../../adapters/shop/shopify-mapping';
import { LIVE_TITLES_PAGE, RECENT_PRODUCTS_PAGE, SHOPIFY_OPERATIONS } from '../../adapters/shop/shopify-operations';
import { CostBucket, STANDARD_PLAN } from './cost-bucket';
import { FAKE_LOCATION_ID, shopifySchema } from './fake-shopify';
import { rollWithBundlesInput } from './products';
import { requestedQueryCost, SINGLE_QUERY_MAX_COST } from './query-cost';

const schema = shopifySchema();

/** Parsed and checked against the 2026-10 schema first, so a mistyped case fails as such. */
function valid(query: string): DocumentNode {
  const document = parse(query);
  expect(validate(schema, document).map((e) => e.message)).toEqual([]);
  return document;
}

const cost = (query: string, variables: Record<string, unknown> = {}, operationName?: string) =>
  requestedQueryCost(schema, valid(query), variables, operationName);

const PRODUCT = 'gid://shopify/Product/1';
const metafieldOn = (ownerId: string, key = 'k') => ({ ownerId, namespace: 'selvage', key, type: 'single_line_text_field', value: 'v' });

describe('requested query cost: the documented rules, on the 2026-10 schema', () => {
  // Each figure worked by hand from the rules in query-cost.ts: scalar and enum 0, object 1,
  // interface or union 1 + its dearest possible selection, connection 2 + size × per object (+ once
  // per page: pageInfo 1), mutation 10 or its changelog formula (payload free).
  it.each([
    // shop 1; name a scalar, currencyCode an enum: 0.
    ['an object with scalars and an enum', '{ shop { name currencyCode } }', 1],
    // shop 1 + primaryDomain 1 (an object inside an object).
    ['an object inside an object', '{ shop { primaryDomain { host } } }', 2],
    // Two aliases are two fields: 1 + 1.
    ['two aliases of one field', '{ a: shop { name } b: shop { id } }', 2],
    // One response key selected twice is one field in the answer: 1.
    ['one field selected twice', '{ shop { name } shop { id } }', 1],
    // products: 2 + 10 × 1 (each product 1, its scalars 0).
    ['a connection by nodes', '{ products(first: 10) { nodes { id title } } }', 12],
    // The same through edges: the edge is part of the 2, the node its 1, the cursor 0: 2 + 10 × 1.
    ['a connection by edges', '{ products(first: 10) { edges { cursor node { id title } } } }', 12],
    // pageInfo once per page, an object: 2 + 1 + 10 × 1.
    ['pageInfo', '{ products(first: 10) { pageInfo { hasNextPage endCursor } nodes { id } } }', 13],
    // last sizes it as first does: 2 + 5 × 1.
    ['last', '{ products(last: 5) { nodes { id } } }', 7],
    // Unsized: charged as the largest page, 250: 2 + 250 × 1.
    ['a connection with neither first nor last', '{ products { nodes { id } } }', 252],
    // variants: 2 + 10 × 1 = 12; each product 1 + 12 = 13; products: 2 + 25 × 13.
    ['nested connections multiply', '{ products(first: 25) { nodes { id variants(first: 10) { nodes { sku } } } } }', 327],
    // nodes and edges both return each product, so each is charged twice: 2 + 3 × (1 + 1).
    ['nodes and edges both', '{ products(first: 3) { nodes { id } edges { node { id } } } }', 2 + 3 * 2],
    // product 1; media 2 + 7 × Media; Media an interface: 1 + the dearest of its four types,
    // MediaImage: mediaErrors 1 + image 1 + preview 1 + its image 1 = 4 (the others 3), so 5.
    // 1 + 2 + 7 × 5.
    [
      'an interface: the dearest possible selection',
      `query($id: ID!) { product(id: $id) { media(first: 7) { nodes {
         id mediaErrors { code } ... on MediaImage { image { url } } preview { image { url } } } } } }`,
      38,
    ],
    // node 1 + max(Product: featuredMedia 1 (an interface selecting only id: 1 + 0),
    // Collection: image 1 + ruleSet 1 + rules 1 = 3) = 4.
    [
      'inline fragments on an interface field',
      `{ node(id: "${PRODUCT}") { id ... on Product { featuredMedia { id } } ... on Collection { image { url } ruleSet { rules { column } } } } }`,
      4,
    ],
    // product 1 + metafield 1 + reference (a union): 1 + max(Product 0, Collection: image 1) = 4.
    [
      'a union',
      `{ product(id: "${PRODUCT}") { metafield(key: "k") { reference { ... on Product { id } ... on Collection { image { url } } } } } }`,
      4,
    ],
    // A named fragment is its fields where it is spread: shop 1 + primaryDomain 1.
    ['a fragment spread', '{ shop { ...S } } fragment S on Shop { name primaryDomain { host } }', 2],
    // Fragments on interfaces Product implements apply to it: product 1 + metafield 1.
    [
      'fragments on interfaces the object implements',
      `{ product(id: "${PRODUCT}") { ... on Node { id } ... on HasMetafields { metafield(key: "k") { value } } } }`,
      2,
    ],
  ])('%s', (_, query, expected) => {
    expect(cost(query, { id: PRODUCT })).toBe(expected);
  });

  it('reads first from a variable, or from its default when none is sent', () => {
    const query = 'query Page($n: Int = 3) { products(first: $n) { nodes { id } } }';
    // 2 + 40 × 1, then 2 + 3 × 1.
    expect(cost(query, { n: 40 })).toBe(42);
    expect(cost(query, {})).toBe(5);
  });

  it('charges nothing for what @skip or @include leaves out', () => {
    const query = 'query($more: Boolean!) { shop { name } products(first: 10) @include(if: $more) { nodes { id } } }';
    // shop 1; with the products: 1 + 2 + 10 × 1.
    expect(cost(query, { more: false })).toBe(1);
    expect(cost(query, { more: true })).toBe(13);
    expect(cost('query($less: Boolean!) { shop { name primaryDomain @skip(if: $less) { host } } }', { less: true })).toBe(1);
  });

  it('costs the operation named, of several', () => {
    const document = valid('query A { shop { name } } query B { products(first: 5) { nodes { id } } }');
    expect(requestedQueryCost(schema, document, {}, 'A')).toBe(1);
    expect(requestedQueryCost(schema, document, {}, 'B')).toBe(7);
    expect(() => requestedQueryCost(schema, document, {})).toThrow(/several operations/);
  });

  describe('mutations', () => {
    it('charges 10 for a mutation, its payload free', () => {
      // stagedUploadsCreate has no documented dynamic cost: 10, whatever the payload selects.
      expect(
        cost('mutation { stagedUploadsCreate(input: []) { stagedTargets { url parameters { name value } } userErrors { message } } }'),
      ).toBe(10);
    });

    it('charges each aliased mutation on its own', () => {
      // 10 + 10.
      expect(cost(`mutation { a: fileDelete(fileIds: ["x"]) { deletedFileIds } b: fileDelete(fileIds: ["y"]) { deletedFileIds } }`)).toBe(
        20,
      );
    });

    it("charges a connection in a payload as anywhere else (the docs' silence, read strictly)", () => {
      // productUpdate 10 (no metafields, no media); product free; variants 2 + 5 × 1.
      expect(cost(`mutation { productUpdate(product: { id: "${PRODUCT}" }) { product { variants(first: 5) { nodes { id } } } } }`)).toBe(
        17,
      );
    });

    it("prices metafieldsSet by distinct owner, as the changelog's own example", () => {
      const query = `mutation($a: [MetafieldsSetInput!]!, $b: [MetafieldsSetInput!]!, $c: [MetafieldsSetInput!]!) {
        a: metafieldsSet(metafields: $a) { userErrors { message } }
        b: metafieldsSet(metafields: $b) { userErrors { message } }
        c: metafieldsSet(metafields: $c) { userErrors { message } }
      }`;
      const orders = Array.from({ length: 25 }, (_, i) => metafieldOn(`gid://shopify/Order/${i + 1}`));
      // "A request with three aliases updating the same 25 distinct orders costs 780 points 3 × (10 + 25 × 10)."
      expect(cost(query, { a: orders, b: orders, c: orders })).toBe(780);
      // 10 + one product 4 (two metafields on it count once) + a variant 2 + the shop 1 + a location 0.
      const mixed = [
        metafieldOn(PRODUCT, 'x'),
        metafieldOn(PRODUCT, 'y'),
        metafieldOn('gid://shopify/ProductVariant/2'),
        metafieldOn('gid://shopify/Shop/3'),
        metafieldOn('gid://shopify/Location/4'),
      ];
      expect(cost('mutation($m: [MetafieldsSetInput!]!) { metafieldsSet(metafields: $m) { userErrors { message } } }', { m: mixed })).toBe(
        17,
      );
    });

    it('prices productSet, productUpdate and productVariantsBulkUpdate by their input (rounded)', () => {
      const productSet = 'mutation($input: ProductSetInput!) { productSet(input: $input) { product { id } } }';
      const variant = (i: number) => ({ optionValues: [{ optionName: 'Size', name: `${i}` }], price: '1.00' });
      // "Simple product update (1 variant, no files or metafields)": 10.2, "New cost: 10 points".
      expect(cost(productSet, { input: { title: 't', variants: [variant(1)] } })).toBe(10);
      // 20 variants × 0.2 + 5 product metafields × 0.4: 10 + 4 + 2.
      const metafields = Array.from({ length: 5 }, (_, i) => ({
        namespace: 'selvage',
        key: `k${i}`,
        type: 'single_line_text_field',
        value: 'v',
      }));
      expect(cost(productSet, { input: { title: 't', metafields, variants: Array.from({ length: 20 }, (_, i) => variant(i)) } })).toBe(16);

      // 7 media × 1.9 + 2 metafields × 0.4: 10 + 13.3 + 0.8 = 24.1.
      const media = Array.from({ length: 7 }, (_, i) => ({ originalSource: `https://example.test/${i}.jpg`, mediaContentType: 'IMAGE' }));
      expect(
        cost('mutation($p: ProductUpdateInput!, $m: [CreateMediaInput!]) { productUpdate(product: $p, media: $m) { product { id } } }', {
          p: { id: PRODUCT, metafields: metafields.slice(0, 2) },
          m: media,
        }),
      ).toBe(24);

      // 3 variants × 0.2 + 2 variant media × 0.6 + 4 variant metafields × 0.4: 10 + 0.6 + 1.2 + 1.6 = 13.4.
      expect(
        cost(
          'mutation($v: [ProductVariantsBulkInput!]!) { productVariantsBulkUpdate(productId: "gid://shopify/Product/1", variants: $v) { userErrors { message } } }',
          {
            v: [
              {
                id: 'gid://shopify/ProductVariant/1',
                mediaSrc: ['https://example.test/a.jpg', 'https://example.test/b.jpg'],
                metafields: metafields.slice(0, 2),
              },
              { id: 'gid://shopify/ProductVariant/2', metafields: metafields.slice(0, 2) },
              { id: 'gid://shopify/ProductVariant/3' },
            ],
          },
        ),
      ).toBe(13);
    });
  });
});

describe('the cost bucket', () => {
  function clocked(options: { maximumAvailable?: number; restoreRate?: number } = {}) {
    let ms = 1_000_000;
    const bucket = new CostBucket({ ...options, now: () => ms });
    return { bucket, advance: (by: number) => (ms += by) };
  }

  it("starts full at the Standard plan's figures and reports as Shopify does", () => {
    const { bucket } = clocked();
    expect(bucket.status()).toEqual({ maximumAvailable: 2000, currentlyAvailable: 2000, restoreRate: 100 });
    expect(STANDARD_PLAN).toEqual({ maximumAvailable: 2000, restoreRate: 100 });
    expect(bucket.take(10)).toEqual({ ok: true, status: { maximumAvailable: 2000, currentlyAvailable: 1990, restoreRate: 100 } });
  });

  it('refuses a cost it cannot cover, and takes nothing then', () => {
    const { bucket } = clocked();
    bucket.drain(1995);
    expect(bucket.take(10)).toEqual({ ok: false, status: { maximumAvailable: 2000, currentlyAvailable: 5, restoreRate: 100 } });
    expect(bucket.take(5).ok).toBe(true);
    expect(bucket.status().currentlyAvailable).toBe(0);
    expect(bucket.take(1).ok).toBe(false);
  });

  it('restores continuously at the restore rate, by the clock', () => {
    const { bucket, advance } = clocked();
    bucket.drain(5000);
    expect(bucket.status().currentlyAvailable).toBe(0);
    advance(10); // 100 a second: a point every 10 ms.
    expect(bucket.status().currentlyAvailable).toBe(1);
    advance(1490);
    expect(bucket.take(151).ok).toBe(false);
    expect(bucket.take(150)).toMatchObject({ ok: true, status: { currentlyAvailable: 0 } });
  });

  it('never holds more than its maximum', () => {
    const { bucket, advance } = clocked({ maximumAvailable: 4000, restoreRate: 200 });
    bucket.take(1000);
    advance(3_600_000);
    expect(bucket.status()).toEqual({ maximumAvailable: 4000, currentlyAvailable: 4000, restoreRate: 200 });
    expect(bucket.refund(50).currentlyAvailable).toBe(4000);
  });

  it('gives back a refund, and a clock stepping back restores nothing', () => {
    const { bucket, advance } = clocked();
    bucket.take(500);
    expect(bucket.refund(200).currentlyAvailable).toBe(1700);
    advance(-60_000);
    expect(bucket.status().currentlyAvailable).toBe(1700);
  });
});

describe("Selvage's own operations", () => {
  const details = rollWithBundlesInput('ember-roll', ['5001', '5002', '5003']).details;
  const metafields = productMetafields(details);
  const photos = Array.from({ length: 7 }, (_, i) => ({
    originalSource: `https://example.test/${i}.jpg`,
    alt: 'Ember',
    mediaContentType: 'IMAGE',
  }));

  /**
   * What the adapter sends, by operation name, where the cost depends on it: the page sizes it
   * asks for, and the inputs a three-variant roll with bundles gives (src/server/test/shopify/products.ts).
   */
  const REALISTIC_VARIABLES: Record<string, Record<string, unknown>> = {
    SelvageRecentProducts: { first: RECENT_PRODUCTS_PAGE, after: null },
    SelvageLiveTitles: { query: 'title:Ember*', first: LIVE_TITLES_PAGE, after: null },
    SelvageProductSet: {
      identifier: { handle: 'ember-roll' },
      input: productSetInput(rollWithBundlesInput('ember-roll', ['5001', '5002', '5003']), FAKE_LOCATION_ID),
    },
    // At most 7 photos a product: what the reads ask for (media(first: 7)).
    SelvageAttachMedia: { product: { id: PRODUCT }, media: photos },
    // An edit's product fields: every attribute metafield but the details (written on their own).
    SelvageUpdateProduct: {
      product: { id: PRODUCT, title: 'Ember Twill Roll', metafields: metafields.filter((m) => m.key !== 'details') },
    },
    SelvageClaimRoll: { metafields: [metafieldOn(PRODUCT, 'details'), metafieldOn(PRODUCT, 'bundle_or_roll')] },
    SelvageSetMetafields: { metafields: [metafieldOn(PRODUCT, 'details')] },
    SelvageSetVariants: {
      productId: PRODUCT,
      variants: [0, 1, 2].map((i) => ({
        id: `gid://shopify/ProductVariant/${i}`,
        price: '9.00',
        metafields: variantMetafields(details, i),
      })),
    },
    SelvageSetBundleVariant: {
      productId: PRODUCT,
      variants: [
        { id: 'gid://shopify/ProductVariant/1', price: '14.00', metafields: [metafieldOn('gid://shopify/ProductVariant/1', 'length_m')] },
      ],
    },
  };

  const costs = Object.entries(SHOPIFY_OPERATIONS).map(([key, query]) => {
    const document = parse(query);
    const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    const name = operation?.name?.value ?? '';
    const declared = (operation?.variableDefinitions ?? []).map((v) => v.variable.name.value);
    return { key, name, document, declared, variables: REALISTIC_VARIABLES[name] ?? {} };
  });

  it('has realistic variables for every operation whose page size comes from them', () => {
    const unsized = costs.filter((c) => c.declared.some((v) => v === 'first' || v === 'last') && !(c.name in REALISTIC_VARIABLES));
    expect(unsized.map((c) => c.key)).toEqual([]);
  });

  it('prints what each costs', () => {
    const table = costs.map(({ key, document, variables }) => ({
      operation: key,
      requestedQueryCost: requestedQueryCost(schema, document, variables),
    }));
    console.log(`Requested query cost of each Shopify operation (single-query limit ${SINGLE_QUERY_MAX_COST}):`);
    console.table(table);
    expect(table.length).toBe(Object.keys(SHOPIFY_OPERATIONS).length);
  });

  it.each(costs.map((c) => [c.key, c] as const))('%s stays within the single-query limit', (_, { document, variables }) => {
    expect(validate(schema, document).map((e) => e.message)).toEqual([]);
    expect(requestedQueryCost(schema, document, variables)).toBeLessThanOrEqual(SINGLE_QUERY_MAX_COST);
  });
});
