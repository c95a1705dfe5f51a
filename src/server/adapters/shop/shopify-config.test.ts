import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { FakeShopify, FAKE_CLIENT, FAKE_LOCATION_ID, FAKE_TOKEN } from '../../test/shopify/fake-shopify';
import { bundleInput } from '../../test/shopify/products';
import { createShopifyShop } from './shopify';

const full = { SHOPIFY_STORE_DOMAIN: 'selvage-test.myshopify.com', SHOPIFY_ADMIN_TOKEN: FAKE_TOKEN, SHOPIFY_LOCATION_ID: '777' };

describe('Shopify settings', () => {
  it('uses the embedded shop when nothing is set', () => {
    expect(loadConfig({}).shopify).toBeNull();
  });

  it('reads a full configuration: location number as a gid, ACTIVE when published and DRAFT when taken off sale by default, domain without scheme', () => {
    expect(loadConfig(full).shopify).toEqual({
      storeDomain: 'selvage-test.myshopify.com',
      credentials: { kind: 'token', accessToken: FAKE_TOKEN },
      locationId: FAKE_LOCATION_ID,
      publications: ['Online Store'],
      publishedStatus: 'ACTIVE',
      unlistStatus: 'DRAFT',
    });
    expect(
      loadConfig({
        ...full,
        SHOPIFY_STORE_DOMAIN: 'https://Selvage-Test.myshopify.com/',
        SHOPIFY_LOCATION_ID: 'gid://shopify/Location/42',
        SHOPIFY_PUBLISHED_STATUS: 'UNLISTED',
        SHOPIFY_UNLIST_STATUS: 'ARCHIVED',
      }).shopify,
    ).toMatchObject({
      storeDomain: 'selvage-test.myshopify.com',
      locationId: 'gid://shopify/Location/42',
      publishedStatus: 'UNLISTED',
      unlistStatus: 'ARCHIVED',
    });
  });

  it('a Dev Dashboard app: its client id and secret instead of a token, and the sales channels named', () => {
    const { SHOPIFY_ADMIN_TOKEN: _token, ...rest } = full;
    expect(
      loadConfig({
        ...rest,
        SHOPIFY_CLIENT_ID: FAKE_CLIENT.clientId,
        SHOPIFY_CLIENT_SECRET: FAKE_CLIENT.clientSecret,
        SHOPIFY_PUBLICATIONS: ' Online Store, Point of Sale ,,Online Store',
      }).shopify,
    ).toMatchObject({
      credentials: { kind: 'client', ...FAKE_CLIENT },
      publications: ['Online Store', 'Point of Sale'],
    });
    expect(loadConfig({ ...full, SHOPIFY_API_ORIGIN: 'http://127.0.0.1:4010/' }).shopify?.storeUrl).toBe('http://127.0.0.1:4010');
    expect(loadConfig({ ...full, SHOPIFY_API_ORIGIN: 'https://egress.example:8443/x' }).shopify?.storeUrl).toBe(
      'https://egress.example:8443',
    );
  });

  it.each([
    [
      { SHOPIFY_STORE_DOMAIN: full.SHOPIFY_STORE_DOMAIN, SHOPIFY_LOCATION_ID: '777' },
      'SHOPIFY_STORE_DOMAIN needs SHOPIFY_CLIENT_ID and SHOPIFY_CLIENT_SECRET',
    ],
    [{ SHOPIFY_ADMIN_TOKEN: FAKE_TOKEN }, 'SHOPIFY_STORE_DOMAIN needs SHOPIFY_CLIENT_ID and SHOPIFY_CLIENT_SECRET'],
    [{ ...full, SHOPIFY_CLIENT_ID: 'id' }, 'SHOPIFY_CLIENT_ID and SHOPIFY_CLIENT_SECRET must be set together'],
    [{ ...full, SHOPIFY_CLIENT_ID: 'id', SHOPIFY_CLIENT_SECRET: 'secret' }, 'not both'],
    [{ ...full, SHOPIFY_PUBLICATIONS: ' , ' }, 'SHOPIFY_PUBLICATIONS must name at least one sales channel'],
    [{ ...full, SHOPIFY_API_ORIGIN: 'http://proxy.example:8080' }, 'plain http:// only to 127.0.0.1, localhost or [::1]'],
    [{ ...full, SHOPIFY_API_ORIGIN: 'not an address' }, 'SHOPIFY_API_ORIGIN must be an address'],
    [{ ...full, SHOPIFY_PUBLICATIONS: 'a,b,c,d,e,f' }, 'SHOPIFY_PUBLICATIONS may name at most 5 sales channels'],
    [
      { SHOPIFY_STORE_DOMAIN: full.SHOPIFY_STORE_DOMAIN, SHOPIFY_ADMIN_TOKEN: FAKE_TOKEN },
      'SHOPIFY_STORE_DOMAIN needs SHOPIFY_LOCATION_ID',
    ],
    [{ SHOPIFY_LOCATION_ID: '777' }, 'SHOPIFY_LOCATION_ID needs SHOPIFY_STORE_DOMAIN and the app credentials'],
    [{ ...full, SHOPIFY_STORE_DOMAIN: 'shop.example.com' }, "SHOPIFY_STORE_DOMAIN must be the shop's your-shop.myshopify.com domain"],
    [{ ...full, SHOPIFY_LOCATION_ID: 'Main warehouse' }, 'SHOPIFY_LOCATION_ID must be a location number'],
    [{ ...full, SHOPIFY_PUBLISHED_STATUS: 'DRAFT' }, 'SHOPIFY_PUBLISHED_STATUS must be ACTIVE or UNLISTED'],
    [{ ...full, SHOPIFY_UNLIST_STATUS: 'UNLISTED' }, 'SHOPIFY_UNLIST_STATUS must be DRAFT or ARCHIVED'],
    [{ ...full, SHOPIFY_ADMIN_TOKEN: ' ' }, 'SHOPIFY_ADMIN_TOKEN must not be empty'],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('the settings are what the adapter needs to reach the store, and take a product off sale as they say', async () => {
    const fake = await FakeShopify.start();
    try {
      const settings = loadConfig({ ...full, SHOPIFY_UNLIST_STATUS: 'ARCHIVED' }).shopify!;
      const shop = createShopifyShop({ ...settings, storeUrl: fake.url });
      const { productId } = await shop.createProduct(bundleInput('selvage-config'));
      expect(fake.byId(productId)?.variants[0]?.available.get(FAKE_LOCATION_ID)).toBe(1);
      fake.byId(productId)!.status = 'ACTIVE';
      await shop.setListed(productId, false);
      expect(fake.byId(productId)?.status).toBe('ARCHIVED');
      expect(fake.invalid).toEqual([]);
    } finally {
      await fake.close();
    }
  });
});
