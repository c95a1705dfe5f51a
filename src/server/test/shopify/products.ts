import { buildFabric, type FabricDraft } from '../../../shared/schemas/fabric';
import { validateProduct, type Product } from '../../../shared/products';
import type { ShopProductInput, StagedImage } from '../../ports/shop.port';
import { tinyJpeg } from '../images';

const common = {
  productType: 'Fabric',
  knitOrWoven: 'Woven',
  contentType: 'EstimatedGeneral',
  estimatedGeneral: 'Natural',
  knitWeaveType: 'Poplin',
  stretch: 'None',
  opacity: 'Opaque',
  weight: 'Medium',
  drape: 'Crisp',
  feel: ['Smooth.'],
  colour: ['Blue'],
  uses: ['Quilting'],
  images: ['p1', 'p2', 'p3'],
} as const;

/** A validated product, as the upload service hands it to the shop. */
function validated(draft: FabricDraft): Product {
  const result = validateProduct(buildFabric(draft));
  if (!result.success) throw new Error(`test fixture is not a valid product: ${JSON.stringify(result.errors)}`);
  return result.data;
}

/** A fabric bundle with two variants (two sizes). */
export function bundleInput(handle: string, skus: [string, string] = ['4101', '4102']): ShopProductInput {
  const details = validated({
    ...common,
    feel: ['Smooth.'],
    colour: ['Blue'],
    uses: ['Quilting'],
    images: ['p1', 'p2', 'p3'],
    bundleOrRoll: 'Bundle',
    hasVariants: 'Yes',
    lengthM: ['2', '3.5'],
    widthCM: ['148', '148'],
    quantity: ['1', '2'],
    price: ['18', '31.50'],
    name: 'harbour morning',
  });
  return {
    handle,
    title: 'Harbour Morning Poplin Bundle',
    productType: 'Fabric',
    details,
    variants: [
      { sku: skus[0], price: '18.00', quantity: 1 },
      { sku: skus[1], price: '31.50', quantity: 2 },
    ],
  };
}

/** A fabric roll of 25 m without variants. */
export function rollInput(handle: string, sku: string): ShopProductInput {
  const details = validated({
    ...common,
    feel: ['Smooth.'],
    colour: ['Green'],
    uses: ['Quilting'],
    images: ['p1', 'p2', 'p3'],
    bundleOrRoll: 'Roll',
    hasVariants: 'No',
    lengthM: ['25'],
    widthCM: ['150'],
    quantity: ['1'],
    priceRadio: 'Other',
    priceOther: '90',
    name: 'meadow roll',
  });
  return { handle, title: 'Meadow Poplin Roll', productType: 'Fabric', details, variants: [{ sku, price: '90.00', quantity: 1 }] };
}

/**
 * A 25 m roll listed with bundles of the same fabric ('Are there bundles of the same fabric?'):
 * the roll first (priced per metre), then a 2 m and a 3.5 m bundle; one width for all three.
 */
export function rollWithBundlesInput(handle: string, skus: [roll: string, bundle2m: string, bundle35m: string]): ShopProductInput {
  const details = validated({
    ...common,
    feel: ['Smooth.'],
    colour: ['Red'],
    uses: ['Quilting'],
    images: ['p1', 'p2', 'p3'],
    bundleOrRoll: 'Roll',
    hasVariants: 'Yes',
    lengthM: ['25', '2', '3.5'],
    widthCM: ['140', '140', '140'],
    quantity: ['1', '1', '2'],
    price: ['9', '14', '24.50'],
    name: 'ember twill',
  });
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
