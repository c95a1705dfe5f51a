import type { ShopPort, ShopProductInput } from '../ports/shop.port';

/**
 * A shop whose first createProduct does create the product and then never answers: the server died
 * right there, before the idempotency key was completed (its claim stays 'in_flight'). Later calls
 * go straight through. `release` ends the abandoned call at the end of a test.
 */
export function crashAfterFirstCreate(inner: ShopPort) {
  let calls = 0;
  let created!: (input: ShopProductInput) => void;
  let abandon: (error: Error) => void = () => undefined;
  const firstCreated = new Promise<ShopProductInput>((resolve) => (created = resolve));
  const shop: ShopPort = {
    ...inner,
    async createProduct(input) {
      calls += 1;
      if (calls > 1) return inner.createProduct(input);
      await inner.createProduct(input);
      created(input);
      return new Promise<never>((_resolve, reject) => (abandon = reject));
    },
  };
  return { shop, firstCreated, release: () => abandon(new Error('the crashed server is gone')) };
}
