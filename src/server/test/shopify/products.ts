import type { FabricDraft } from '../../../shared/schemas/fabric';
import { fabricRollDraft, fabricVariantsDraft, productOf } from '../../../shared/test/product-factory';
import type { ShopProductInput, ShopProductUpdate, StagedImage } from '../../ports/shop.port';
import { tinyJpeg } from '../images';

/**
 * The factory's poplin with an estimated natural content: the roll search and the bundle labels
 * read 'Natural (estimated)' from it, and short feel words keep the Shopify metafields small.
 */
const naturalPoplin: Partial<FabricDraft> = {
  contentType: 'EstimatedGeneral',
  estimatedGeneral: 'Natural',
  knownContent: undefined,
  feel: ['Smooth.'],
};

/**
 * A fabric bundle with two variants (two sizes): 2 m at $18.00, 3.5 m at $31.50 (two of them);
 * `overrides` change the draft's other answers.
 */
export function bundleInput(
  handle: string,
  skus: [string, string] = ['4101', '4102'],
  overrides: Partial<FabricDraft> = {},
): ShopProductInput {
  return {
    handle,
    title: 'Harbour Morning Poplin Bundle',
    productType: 'Fabric',
    details: productOf(fabricVariantsDraft({ ...naturalPoplin, ...overrides })),
    variants: [
      { sku: skus[0], price: '18.00', quantity: 1 },
      { sku: skus[1], price: '31.50', quantity: 2 },
    ],
  };
}

/**
 * bundleInput's product as staff edit it: another name and colour, and each variant its own new
 * price and stock (2 m at $19.25, three of them; 3.5 m at $33.00, one), the SKUs as they were.
 */
export function editedBundle(productId: string, ifVersion: string, skus: readonly string[]): ShopProductUpdate {
  return {
    productId,
    ifVersion,
    title: 'Harbour Dusk Poplin Bundle',
    details: productOf(
      fabricVariantsDraft({ ...naturalPoplin, name: 'harbour dusk', colour: ['Green'], quantity: ['3', '1'], price: ['19.25', '33'] }),
    ),
    variants: [
      { sku: skus[0]!, price: '19.25', quantity: 3 },
      { sku: skus[1]!, price: '33.00', quantity: 1 },
    ],
  };
}

/** A fabric roll of 25 m without variants. */
export function rollInput(handle: string, sku: string): ShopProductInput {
  const details = productOf(
    fabricRollDraft({ ...naturalPoplin, colour: ['Green'], lengthM: ['25'], priceRadio: 'Other', priceOther: '90', name: 'meadow roll' }),
  );
  return { handle, title: 'Meadow Poplin Roll', productType: 'Fabric', details, variants: [{ sku, price: '90.00', quantity: 1 }] };
}

/**
 * A 25 m roll listed with bundles of the same fabric ('Are there bundles of the same fabric?'):
 * the roll first (priced per metre), then a 2 m and a 3.5 m bundle; one width for all three.
 */
export function rollWithBundlesInput(handle: string, skus: [roll: string, bundle2m: string, bundle35m: string]): ShopProductInput {
  const details = productOf(
    fabricRollDraft({
      ...naturalPoplin,
      colour: ['Red'],
      hasVariants: 'Yes',
      lengthM: ['25', '2', '3.5'],
      widthCM: ['140', '140', '140'],
      quantity: ['1', '1', '2'],
      price: ['9', '14', '24.50'],
      priceOther: undefined,
      name: 'ember twill',
    }),
  );
  return {
    handle,
    title: 'Ember Poplin Roll',
    productType: 'Fabric',
    details,
    variants: [
      { sku: skus[0], price: '9.00', quantity: 1 },
      { sku: skus[1], price: '14.00', quantity: 1 },
      { sku: skus[2], price: '24.50', quantity: 2 },
    ],
  };
}

/** A photo as the media service hands it over: real JPEG header bytes with this size. */
export function photo(filename: string, width = 1200, height = 900): StagedImage {
  return { filename, mimeType: 'image/jpeg', bytes: tinyJpeg(width, height), width, height };
}
