/**
 * Every GraphQL document the Shopify adapter sends, in one place, so the contract tests can check
 * each of them against the pinned Admin API schema (src/server/test/fixtures/shopify).
 * Field names follow Admin API 2026-10; `productCreateMedia` and `productDeleteMedia` are
 * deprecated there, hence `productUpdate(media:)` and `fileUpdate(referencesToRemove:)`.
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

const MEDIA_FIELDS = `
  id
  alt
  status
  mediaErrors { code message details }
  ... on MediaImage { image { url } }
  preview { image { url } }
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

export const PRODUCT_MEDIA = /* GraphQL */ `
  query SelvageProductMedia($id: ID!) {
    product(id: $id) {
      id
      status
      media(first: 50) { nodes { ${MEDIA_FIELDS} } }
    }
  }
`;

export const DETACH_MEDIA = /* GraphQL */ `
  mutation SelvageDetachMedia($files: [FileUpdateInput!]!) {
    fileUpdate(files: $files) {
      files {
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

export const VARIANTS_BY_SKU = /* GraphQL */ `
  query SelvageVariantsBySku($query: String!, $locationId: ID!) {
    productVariants(first: 20, query: $query) {
      nodes {
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
      }
    }
  }
`;

/**
 * A roll conversion takes three writes, none of which Shopify can undo with the others, so the one
 * that a colleague or the till can refuse comes first: the stock goes from what was read to one
 * piece (changeFromQuantity: a sale since the read refuses it, and nothing has changed yet). The
 * inventory part carries an idempotency key (required since 2026-04), so sending it again after a
 * lost answer changes nothing twice.
 */
export const TAKE_ROLL_STOCK = /* GraphQL */ `
  mutation SelvageTakeRollStock($inventory: InventorySetQuantitiesInput!, $idempotencyKey: String!) {
    inventorySetQuantities(input: $inventory) @idempotent(key: $idempotencyKey) {
      inventoryAdjustmentGroup {
        id
      }
      userErrors {
        field
        message
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
 * Nested connections multiply Shopify's query cost (products x (variants + media)); pages of 25
 * products with 10 variants and 7 photos each stay well under the 1000-point single-query limit.
 */
export const RECENT_PRODUCTS_PAGE = 25;

export const RECENT_PRODUCTS = /* GraphQL */ `
  query SelvageRecentProducts($first: Int!, $after: String) {
    products(first: $first, after: $after, sortKey: CREATED_AT, reverse: true) {
      pageInfo { hasNextPage endCursor }
      nodes {
        id
        title
        productType
        status
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
export const PRODUCT_RECORD = /* GraphQL */ `
  query SelvageProductRecord($id: ID!) {
    product(id: $id) {
      id
      title
      productType
      status
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
export const PRODUCT_FOR_EDIT = /* GraphQL */ `
  query SelvageProductForEdit($id: ID!, $locationId: ID!) {
    product(id: $id) {
      id
      title
      productType
      status
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

/** An edit's stock: each from what was read (changeFromQuantity), so a sale at the till since refuses it. */
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

/** All of the above, for the contract test that validates each against the schema. */
export const SHOPIFY_OPERATIONS = {
  PRODUCT_SET,
  STAGED_UPLOADS_CREATE,
  PRODUCT_MEDIA,
  DETACH_MEDIA,
  ATTACH_MEDIA,
  UPDATE_PRODUCT,
  VARIANTS_BY_SKU,
  CLAIM_ROLL,
  TAKE_ROLL_STOCK,
  SET_BUNDLE_VARIANT,
  RECENT_PRODUCTS,
  PRODUCT_RECORD,
  LIVE_TITLES,
  PRODUCT_FOR_EDIT,
  SET_METAFIELDS,
  SET_STOCK,
  SET_VARIANTS,
  DELETE_METAFIELDS,
} as const;
