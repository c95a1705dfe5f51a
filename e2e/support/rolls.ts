import type { Page } from 'playwright-core';
import { buildFabric, type FabricDraft } from '../../src/shared/schemas/fabric';
import { validateProduct } from '../../src/shared/products';
import { makeJpeg } from './photos';

/** A fabric roll in the shop, for the journeys that find, convert or scan one. */
export const ROLL: FabricDraft = {
  productType: 'Fabric',
  bundleOrRoll: 'Roll',
  hasVariants: 'No',
  lengthM: ['8'],
  widthCM: ['148'],
  quantity: ['1'],
  priceOther: '9',
  knitOrWoven: 'Woven',
  contentType: 'Known',
  knownContent: [
    { content: 'Cotton', amount: '60' },
    { content: 'Polyester', amount: '40' },
  ],
  knitWeaveType: 'Poplin',
  stretch: 'None',
  opacity: 'Opaque',
  weight: 'Medium',
  drape: 'Crisp',
  feel: ['Smooth.'],
  colour: ['Blue'],
  uses: ['Quilting'],
  // Asked of every fabric, with no default (issue 26 item 1).
  pattern: 'None',
  imperfectionExists: 'No',
  name: 'harbour morning',
  images: ['p1', 'p2', 'p3'],
};

/**
 * Lists a fabric roll the way the fabric flow does, through the API from the signed-in page:
 * product_upload with an Idempotency-Key, then its three photos in one multipart call.
 */
export async function uploadRoll(page: Page, draft: FabricDraft): Promise<string> {
  const checked = validateProduct(buildFabric(draft));
  if (!checked.success) throw new Error(`fixture roll is invalid: ${JSON.stringify(checked.errors)}`);
  const photos = await Promise.all(
    ['#1976d2', '#388e3c', '#d32f2f'].map(async (c) => (await makeJpeg(page, 300, 200, c)).toString('base64')),
  );
  return page.evaluate(
    async ({ product, photos }) => {
      const post = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
        const res = await fetch(url, { method: 'POST', headers, body: body instanceof FormData ? body : JSON.stringify(body) });
        if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
        return res.json() as Promise<unknown>;
      };
      const { productId, skus } = (await post('/product/product_upload', product, {
        'content-type': 'application/json',
        'Idempotency-Key': crypto.randomUUID(),
      })) as { productId: string; skus: string[] };
      const form = new FormData();
      for (const [i, photo] of photos.entries())
        form.append(
          'photos',
          new Blob([Uint8Array.from(atob(photo), (c) => c.charCodeAt(0))], { type: 'image/jpeg' }),
          `photo-${i + 1}.jpg`,
        );
      await post(`/product/${encodeURIComponent(productId)}/photos`, form);
      return skus[0]!;
    },
    { product: checked.data, photos },
  );
}
