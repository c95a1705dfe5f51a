/**
 * Every GraphQL document the Shopify adapter sends, in one place, so the contract tests can check
 * each of them against the pinned Admin API schema (src/server/test/fixtures/shopify).
 * Field names follow Admin API 2026-10; `productCreateMedia` and `productDeleteMedia` are
 * deprecated there, hence `productUpdate(media:)`; earlier photos go with `fileDelete`, which also
 * takes them out of the shop's Files library (D137).
 *
 * Reads that say whether a product is listed take one `publishedOnPublication` per publication
 * Selvage sells on (aliased, so they cost nothing: scalars are free in Shopify's query cost), hence
 * the functions of the publication count below.
 */

/** Where Selvage keeps its own metafields on products and variants. */
export const METAFIELD_NAMESPACE = 'selvage';
/** The validated product as uploaded, as JSON: read back by recent uploads and roll conversion. */
export const DETAILS_KEY = 'details';
/**
 * A product metafield each edit through Selvage takes (compare-and-set) before it writes anything
 * and marks done after: of two edits from one version, only the first gets past it. Shopify has
 * no compare-and-set for a title or a price, so the claim is what orders two edits.
 */
export const EDIT_CLAIM_KEY = 'edit_claim';
/**
 * Custom IDs (metafields of type `id`, unique in the shop): the upload's key on the product, by
 * which productSet upserts (so the storefront handle can be Shopify's own, from the title), and
 * each variant's SKU, by which a SKU is found at once (Shopify's search sees a new product later).
 */
export const UPLOAD_KEY = 'upload_key';
export const SKU_KEY = 'sku';

const MEDIA_FIELDS = `
  id
  alt
  status
  mediaErrors { code message details }
  ... on MediaImage { image { url } }
  preview { image { url } }
`;

/** At most this many publications: each is one more alias in every read of a product. */
export const MAX_PUBLICATIONS = 5;

/** Where new listings go unless SHOPIFY_PUBLICATIONS says otherwise: the shop's own storefront. */
export const DEFAULT_PUBLICATIONS = ['Online Store'] as const;

/** The variables of the publications a read checks: `$publication0: ID!, …`. */
export const publicationVariable = (i: number) => `publication${i}`;
const publicationVariables = (count: number) => Array.from({ length: count }, (_, i) => `, $${publicationVariable(i)}: ID!`).join('');
/** `on0: publishedOnPublication(publicationId: $publication0) …`: whether the product is on each. */
export const publishedAlias = (i: number) => `on${i}`;
const publishedOn = (count: number) =>
  Array.from({ length: count }, (_, i) => `${publishedAlias(i)}: publishedOnPublication(publicationId: $${publicationVariable(i)})`).join(
    ' ',
  );

/**
 * What the app may do in this shop (a missing scope is named at start) and the shop's
 * publications, to find the ones configured by name. `catalog.title` is the publication's name
 * ('Online Store', 'Point of Sale'); `Publication.name` is deprecated in 2026-10.
 */
export const ACCESS_SCOPES = /* GraphQL */ `
  query SelvageAccessScopes {
    currentAppInstallation {
      accessScopes {
        handle
      }
    }
  }
`;

export const PUBLICATIONS = /* GraphQL */ `
  query SelvagePublications($after: String) {
    publications(first: 50, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        catalog {
          title
        }
      }
    }
  }
`;

/**
 * Puts a product on the configured publications (sales channels). ACTIVE alone does not: "Products
 * with an active status aren't automatically published to sales channels" (ProductStatus.ACTIVE,
 * 2026-10). Publishing again to a publication it is on changes nothing.
 */
export const PUBLISH = /* GraphQL */ `
  mutation SelvagePublish($id: ID!, $input: [PublicationInput!]!) {
    publishablePublish(id: $id, input: $input) {
      userErrors {
        field
        message
      }
    }
  }
`;

/** The available count of inventory items at the location, read again when Shopify says an earlier try failed. */
export const INVENTORY_LEVELS = /* GraphQL */ `
  query SelvageInventoryLevels($ids: [ID!]!, $locationId: ID!) {
    nodes(ids: $ids) {
      ... on InventoryItem {
        id
        inventoryLevel(locationId: $locationId) {
          quantities(names: ["available"]) {
            name
            quantity
          }
        }
      }
    }
  }
`;

export const PRODUCT_SET = /* GraphQL */ `
  mutation SelvageProductSet($identifier: ProductSetIdentifiers!, $input: ProductSetInput!) {
    productSet(identifier: $identifier, input: $input, synchronous: true) {
      product {
        id
        handle
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export const STAGED_UPLOADS_CREATE = /* GraphQL */ `
  mutation SelvageStagedUploads($input: [StagedUploadInput!]!) {
    stagedUploadsCreate(input: $input) {
      stagedTargets {
        url
        resourceUrl
        parameters {
          name
          value
        }
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** A product's own status, publications aside (whether a product read as off sale is a draft yet). */
export const PRODUCT_STATUS = /* GraphQL */ `
  query SelvageProductStatus($id: ID!) {
    product(id: $id) {
      id
      status
    }
  }
`;

export const PRODUCT_MEDIA = /* GraphQL */ `
  query SelvageProductMedia($id: ID!) {
    product(id: $id) {
      id
      status
      media(first: 50) { nodes { ${MEDIA_FIELDS} } }
    }
  }
`;

/**
 * Deletes files (photos) for good: from the product and from the shop's Files library. Shopify
 * refuses a file still being processed; the adapter waits for it and asks again.
 */
export const FILE_DELETE = /* GraphQL */ `
  mutation SelvageFileDelete($fileIds: [ID!]!) {
    fileDelete(fileIds: $fileIds) {
      deletedFileIds
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export const ATTACH_MEDIA = /* GraphQL */ `
  mutation SelvageAttachMedia($product: ProductUpdateInput!, $media: [CreateMediaInput!]!) {
    productUpdate(product: $product, media: $media) {
      product {
        id
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** A product's status (a listing goes live or off sale), title (a converted roll says Bundle), or an edit's product fields. */
export const UPDATE_PRODUCT = /* GraphQL */ `
  mutation SelvageUpdateProduct($product: ProductUpdateInput!) {
    productUpdate(product: $product) {
      product {
        id
        status
        title
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const VARIANT_FIELDS = `
  id
  sku
  price
  position
  inventoryItem {
    id
    inventoryLevel(locationId: $locationId) { quantities(names: ["available"]) { name quantity } }
  }
  product {
    id
    title
    productType
    details: metafield(namespace: "${METAFIELD_NAMESPACE}", key: "${DETAILS_KEY}") { value compareDigest }
  }
`;

/** Variants by SKU through Shopify's search: products listed before custom IDs, or made by hand. */
export const VARIANTS_BY_SKU = /* GraphQL */ `
  query SelvageVariantsBySku($query: String!, $locationId: ID!) {
    productVariants(first: 20, query: $query) {
      nodes { ${VARIANT_FIELDS} }
    }
  }
`;

/** The variant whose SKU custom ID is this: exact, and there the moment the product is made. */
export const VARIANT_BY_SKU_ID = /* GraphQL */ `
  query SelvageVariantBySkuId($identifier: ProductVariantIdentifierInput!, $locationId: ID!) {
    productVariantByIdentifier(identifier: $identifier) { ${VARIANT_FIELDS} }
  }
`;

/** Whether the custom ID definitions exist (made once per shop, at the first call). */
export const ID_DEFINITIONS = /* GraphQL */ `
  query SelvageIdDefinitions {
    product: metafieldDefinitions(ownerType: PRODUCT, namespace: "${METAFIELD_NAMESPACE}", key: "${UPLOAD_KEY}", first: 1) {
      nodes { id type { name } }
    }
    variant: metafieldDefinitions(ownerType: PRODUCTVARIANT, namespace: "${METAFIELD_NAMESPACE}", key: "${SKU_KEY}", first: 1) {
      nodes { id type { name } }
    }
  }
`;

export const DEFINE_ID = /* GraphQL */ `
  mutation SelvageDefineId($definition: MetafieldDefinitionInput!) {
    metafieldDefinitionCreate(definition: $definition) {
      createdDefinition {
        id
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/**
 * Then the details say Bundle, written only if nobody changed them since they were read
 * (compareDigest). Two staff converting one roll: one wins, one is refused.
 */
export const CLAIM_ROLL = /* GraphQL */ `
  mutation SelvageClaimRoll($metafields: [MetafieldsSetInput!]!) {
    metafieldsSet(metafields: $metafields) {
      metafields {
        id
        key
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** Last, the variant's price and length: absolute values, so a repeat changes nothing twice. */
export const SET_BUNDLE_VARIANT = /* GraphQL */ `
  mutation SelvageSetBundleVariant($productId: ID!, $variants: [ProductVariantsBulkInput!]!) {
    productVariantsBulkUpdate(productId: $productId, variants: $variants) {
      productVariants {
        id
        price
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/**
 * Nested connections multiply Shopify's query cost: a product with 10 variants and 7 photos costs
 * 51 points by the documented rules (shopify.dev/docs/apps/build/apis/graphql-admin/rate-limits),
 * so a page of 25 asked 1,278, over the 1,000-point single-query limit; 15 ask 768 (query-cost.test.ts).
 */
export const RECENT_PRODUCTS_PAGE = 15;

export const recentProductsQuery = (publications: number) => /* GraphQL */ `
  query SelvageRecentProducts($first: Int!, $after: String${publicationVariables(publications)}) {
    products(first: $first, after: $after, sortKey: CREATED_AT, reverse: true) {
      pageInfo { hasNextPage endCursor }
      nodes {
        id
        title
        productType
        status
        ${publishedOn(publications)}
        createdAt
        variants(first: 10) { nodes { sku price inventoryQuantity } }
        media(first: 7) { nodes { ${MEDIA_FIELDS} } }
        details: metafield(namespace: "${METAFIELD_NAMESPACE}", key: "${DETAILS_KEY}") { value }
      }
    }
  }
`;

/**
 * One product as the shop holds it, for its labels. The same fields as a Recent uploads entry; one
 * product's variants all fit (the upload form makes far fewer than 100) at a cost of a few points.
 */
export const productRecordQuery = (publications: number) => /* GraphQL */ `
  query SelvageProductRecord($id: ID!${publicationVariables(publications)}) {
    product(id: $id) {
      id
      title
      productType
      status
      ${publishedOn(publications)}
      createdAt
      variants(first: 100) { nodes { sku price inventoryQuantity } }
      media(first: 7) { nodes { ${MEDIA_FIELDS} } }
      details: metafield(namespace: "${METAFIELD_NAMESPACE}", key: "${DETAILS_KEY}") { value }
    }
  }
`;

/**
 * A product as an edit reads it: the record's fields exactly as PRODUCT_RECORD reads them (its
 * version must be the one getProduct gives), plus what the writes need: each variant's id, its
 * inventory item and the stock at the location, the details' digest and the edit claim, the tags
 * and Selvage's metafields (an edit removes the ones the product no longer has).
 */
export const productForEditQuery = (publications: number) => /* GraphQL */ `
  query SelvageProductForEdit($id: ID!, $locationId: ID!${publicationVariables(publications)}) {
    product(id: $id) {
      id
      title
      productType
      status
      ${publishedOn(publications)}
      createdAt
      tags
      variants(first: 100) {
        nodes {
          id
          sku
          price
          inventoryQuantity
          inventoryItem {
            id
            inventoryLevel(locationId: $locationId) { quantities(names: ["available"]) { name quantity } }
          }
        }
      }
      media(first: 7) { nodes { ${MEDIA_FIELDS} } }
      details: metafield(namespace: "${METAFIELD_NAMESPACE}", key: "${DETAILS_KEY}") { value compareDigest }
      claim: metafield(namespace: "${METAFIELD_NAMESPACE}", key: "${EDIT_CLAIM_KEY}") { value compareDigest }
      selvageMetafields: metafields(namespace: "${METAFIELD_NAMESPACE}", first: 100) { nodes { key } }
    }
  }
`;

/** Metafields set all or none (at most 25 a call); with compareDigest, only over the value it was read as. */
export const SET_METAFIELDS = /* GraphQL */ `
  mutation SelvageSetMetafields($metafields: [MetafieldsSetInput!]!) {
    metafieldsSet(metafields: $metafields) {
      metafields {
        key
        compareDigest
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/**
 * Stock at the location, each count from what was read (changeFromQuantity): a sale at the till
 * since refuses it before anything else of an edit or a roll conversion has changed. The
 * idempotency key (required since 2026-04) makes a resend after a lost answer change nothing twice.
 */
export const SET_STOCK = /* GraphQL */ `
  mutation SelvageSetStock($inventory: InventorySetQuantitiesInput!, $idempotencyKey: String!) {
    inventorySetQuantities(input: $inventory) @idempotent(key: $idempotencyKey) {
      inventoryAdjustmentGroup {
        id
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** An edit's prices and per-variant sizes, by variant id (absolute values: a repeat changes nothing twice). */
export const SET_VARIANTS = /* GraphQL */ `
  mutation SelvageSetVariants($productId: ID!, $variants: [ProductVariantsBulkInput!]!) {
    productVariantsBulkUpdate(productId: $productId, variants: $variants) {
      productVariants {
        id
        price
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** Selvage's metafields an edited product no longer has (a field answered before, cleared now). */
export const DELETE_METAFIELDS = /* GraphQL */ `
  mutation SelvageDeleteMetafields($metafields: [MetafieldIdentifierInput!]!) {
    metafieldsDelete(metafields: $metafields) {
      deletedMetafields {
        key
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** Shopify's largest page: a title's neighbours are only titles, so a page of them costs little. */
export const LIVE_TITLES_PAGE = 250;

/** Titles of products matching a search (the adapter narrows it to the exact prefix and live status). */
export const LIVE_TITLES = /* GraphQL */ `
  query SelvageLiveTitles($query: String!, $first: Int!, $after: String) {
    products(first: $first, after: $after, query: $query) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        title
        status
      }
    }
  }
`;

/** All of the above, for the contract test that validates each against the schema (reads with one and with the most publications). */
export const SHOPIFY_OPERATIONS = {
  ACCESS_SCOPES,
  PUBLICATIONS,
  PUBLISH,
  ID_DEFINITIONS,
  DEFINE_ID,
  VARIANT_BY_SKU_ID,
  INVENTORY_LEVELS,
  PRODUCT_SET,
  STAGED_UPLOADS_CREATE,
  PRODUCT_MEDIA,
  PRODUCT_STATUS,
  FILE_DELETE,
  ATTACH_MEDIA,
  UPDATE_PRODUCT,
  VARIANTS_BY_SKU,
  CLAIM_ROLL,
  SET_BUNDLE_VARIANT,
  RECENT_PRODUCTS_1: recentProductsQuery(1),
  RECENT_PRODUCTS_MAX: recentProductsQuery(MAX_PUBLICATIONS),
  PRODUCT_RECORD_1: productRecordQuery(1),
  PRODUCT_RECORD_MAX: productRecordQuery(MAX_PUBLICATIONS),
  LIVE_TITLES,
  PRODUCT_FOR_EDIT_1: productForEditQuery(1),
  PRODUCT_FOR_EDIT_MAX: productForEditQuery(MAX_PUBLICATIONS),
  SET_METAFIELDS,
  SET_STOCK,
  SET_VARIANTS,
  DELETE_METAFIELDS,
} as const;
