import { ConfigError, type Config } from '../config';
import type { Database } from '../db/connection';
import { BoxTableSetupError, type BoxTablePort } from '../ports/box-table.port';
import { ImageHostSetupError, type ImageHostPort } from '../ports/image-host.port';
import { MailerSetupError, type MailerPort } from '../ports/mailer.port';
import type { ClaimHolders } from '../services/idempotency';
import { createSharedRateGate } from '../services/rate-gate';
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

/**
 * A service's own start check: a setting it refuses (a missing Airtable field, a Cloudinary secret
 * it does not know, an SMTP password it refuses) stops the start with its words, as Shopify's do;
 * a service that only cannot be reached now is said in the log, and each call tries again.
 */
async function checkedAtStart<P extends { ready?(): Promise<void> }>(
  make: () => P,
  setupError: new (...args: never[]) => Error,
  service: string,
): Promise<P> {
  const refused = (error: unknown) => (error instanceof setupError ? new ConfigError(error.message) : error);
  let port: P;
  try {
    port = make();
  } catch (error) {
    throw refused(error);
  }
  await port.ready?.().catch((error: unknown) => {
    if (error instanceof setupError) throw refused(error);
    console.warn(`${service} could not be checked at start (each call tries again): ${(error as Error).message}`);
  });
  return port;
}

export type PortsConfig = Pick<Config, 'shopify' | 'airtable' | 'cloudinary' | 'smtpUrl' | 'labelEmailTo' | 'mailFrom' | 'dataDir'>;

/**
 * Every port of the app, each the real service its settings name or the embedded one (config.ts
 * checks the settings go together). The one place an adapter is picked; only main.ts calls it.
 * A real service's adapter (and its client library: cloudinary, airtable, nodemailer, Shopify's)
 * is loaded only when configured, so the embedded default starts without them (D107).
 */
export async function portsFor(config: PortsConfig, db: Database, holders?: ClaimHolders): Promise<Ports> {
  const dirs = localDirsOf(config.dataDir);
  const addresses = { from: config.mailFrom ?? DEFAULT_MAIL_ADDRESSES.from, to: config.labelEmailTo ?? DEFAULT_MAIL_ADDRESSES.to };
  const { shopify, airtable, cloudinary, smtpUrl } = config;
  const outbox = createOutboxMailer(dirs.outbox, addresses);
  const [shop, boxTable, imageHost, mailer] = await Promise.all([
    shopify ? shopifyShopFor(shopify) : createLocalShop(db),
    airtable
      ? Promise.all([import('./box-table/airtable'), import('./box-table/kept-over-limit')]).then(
          ([{ createAirtableBoxTable, AIRTABLE_REQUESTS_PER_SECOND }, { keepOverLimit }]) =>
            checkedAtStart(
              // Airtable's 5 requests a second are the base's: every app server on this database keeps
              // under them together. Over its monthly limit, box writes are kept here and sent when it
              // resets (D143); our own table has no such limit.
              () =>
                keepOverLimit(
                  createAirtableBoxTable({
                    token: airtable.token,
                    baseId: airtable.baseId,
                    endpointUrl: airtable.endpointUrl,
                    penaltyMs: airtable.penaltyMs,
                    gate: createSharedRateGate(db, `airtable:${airtable.baseId}`, { perSecond: AIRTABLE_REQUESTS_PER_SECOND }),
                  }),
                  db,
                  { holders, probeEveryMs: airtable.limitCheckMs },
                ),
              BoxTableSetupError,
              'Airtable',
            ),
        )
      : createLocalBoxTable(db),
    cloudinary
      ? import('./image-host/cloudinary').then(({ createCloudinaryImageHost }) =>
          checkedAtStart(() => createCloudinaryImageHost(cloudinary), ImageHostSetupError, 'Cloudinary'),
        )
      : createLocalImageHost(db),
    smtpUrl
      ? import('./mailer/smtp').then(({ createSmtpMailer }) =>
          // A mail the server would not take is kept in the outbox, so no label is lost.
          checkedAtStart(() => createSmtpMailer(smtpUrl, addresses, { keepFailed: outbox }), MailerSetupError, 'The mail server'),
        )
      : outbox,
  ]);
  return { shop, boxTable, imageHost, mailer };
}
