import { ConfigError, type Config } from '../config';
import type { Database } from '../db/connection';
import type { BoxTablePort } from '../ports/box-table.port';
import type { ImageHostPort } from '../ports/image-host.port';
import type { MailerPort } from '../ports/mailer.port';
import type { ShopPort } from '../ports/shop.port';
import { createLocalBoxTable } from './box-table/local';
import { createLocalImageHost } from './image-host/local';
import { localDirsOf } from './local-dirs';
import { createOutboxMailer, DEFAULT_MAIL_ADDRESSES } from './mailer/outbox';
import { createLocalShop } from './shop/local';

export interface Ports {
  shop: ShopPort;
  boxTable: BoxTablePort;
  imageHost: ImageHostPort;
  mailer: MailerPort;
}

/** Shopify's shop, checked at start: a scope or sales channel missing stops the start with its words. */
async function shopifyShopFor(settings: NonNullable<Config['shopify']>): Promise<ShopPort> {
  const { createShopifyShop, connectAtStart, ShopSetupError } = await import('./shop/shopify');
  const shop = createShopifyShop({ ...settings, log: (message) => console.warn(message) });
  await connectAtStart(shop, (message) => console.warn(message)).catch((error: unknown) => {
    throw error instanceof ShopSetupError ? new ConfigError(`Shopify: ${error.message}`) : error;
  });
  return shop;
}

export type PortsConfig = Pick<Config, 'shopify' | 'airtable' | 'cloudinary' | 'smtpUrl' | 'labelEmailTo' | 'mailFrom' | 'dataDir'>;

/**
 * Every port of the app, each the real service its settings name or the embedded one (config.ts
 * checks the settings go together). The one place an adapter is picked; only main.ts calls it.
 * A real service's adapter (and its client library: cloudinary, airtable, nodemailer, Shopify's)
 * is loaded only when configured, so the embedded default starts without them (D107).
 */
export async function portsFor(config: PortsConfig, db: Database): Promise<Ports> {
  const dirs = localDirsOf(config.dataDir);
  const addresses = { from: config.mailFrom ?? DEFAULT_MAIL_ADDRESSES.from, to: config.labelEmailTo ?? DEFAULT_MAIL_ADDRESSES.to };
  const { shopify, airtable, cloudinary, smtpUrl } = config;
  const [shop, boxTable, imageHost, mailer] = await Promise.all([
    shopify ? shopifyShopFor(shopify) : createLocalShop(db),
    airtable ? import('./box-table/airtable').then((m) => m.createAirtableBoxTable(airtable)) : createLocalBoxTable(db),
    cloudinary ? import('./image-host/cloudinary').then((m) => m.createCloudinaryImageHost(cloudinary)) : createLocalImageHost(db),
    smtpUrl ? import('./mailer/smtp').then((m) => m.createSmtpMailer(smtpUrl, addresses)) : createOutboxMailer(dirs.outbox, addresses),
  ]);
  return { shop, boxTable, imageHost, mailer };
}
