import type { Config } from '../config';
import type { Database } from '../db/connection';
import type { BoxTablePort } from '../ports/box-table.port';
import type { ImageHostPort } from '../ports/image-host.port';
import type { MailerPort } from '../ports/mailer.port';
import type { ShopPort } from '../ports/shop.port';
import { createAirtableBoxTable } from './box-table/airtable';
import { createLocalBoxTable } from './box-table/local';
import { createCloudinaryImageHost } from './image-host/cloudinary';
import { createLocalImageHost } from './image-host/local';
import { localDirsOf } from './local-dirs';
import { createOutboxMailer, DEFAULT_MAIL_ADDRESSES } from './mailer/outbox';
import { createSmtpMailer } from './mailer/smtp';
import { createLocalShop } from './shop/local';
import { createShopifyShop } from './shop/shopify';

export interface Ports {
  shop: ShopPort;
  boxTable: BoxTablePort;
  imageHost: ImageHostPort;
  mailer: MailerPort;
}

export type PortsConfig = Pick<Config, 'shopify' | 'airtable' | 'cloudinary' | 'smtpUrl' | 'labelEmailTo' | 'mailFrom' | 'dataDir'>;

/**
 * Every port of the app, each the real service its settings name or the embedded one (config.ts
 * checks the settings go together). The one place an adapter is picked; only main.ts calls it.
 */
export function portsFor(config: PortsConfig, db: Database): Ports {
  const dirs = localDirsOf(config.dataDir);
  const addresses = { from: config.mailFrom ?? DEFAULT_MAIL_ADDRESSES.from, to: config.labelEmailTo ?? DEFAULT_MAIL_ADDRESSES.to };
  return {
    shop: config.shopify ? createShopifyShop(config.shopify) : createLocalShop(db, dirs.media),
    boxTable: config.airtable ? createAirtableBoxTable(config.airtable) : createLocalBoxTable(db),
    imageHost: config.cloudinary ? createCloudinaryImageHost(config.cloudinary) : createLocalImageHost(dirs.boxPhotos),
    mailer: config.smtpUrl ? createSmtpMailer(config.smtpUrl, addresses) : createOutboxMailer(dirs.outbox, addresses),
  };
}
