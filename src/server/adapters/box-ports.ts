import type { Config } from '../config';
import type { AppDeps } from '../app';
import { createAirtableBoxTable } from './box-table/airtable';
import { createCloudinaryImageHost } from './image-host/cloudinary';
import { createOutboxMailer, DEFAULT_MAIL_ADDRESSES } from './mailer/outbox';
import { createSmtpMailer } from './mailer/smtp';
import path from 'node:path';

type BoxConfig = Pick<Config, 'airtable' | 'cloudinary' | 'smtpUrl' | 'labelEmailTo' | 'mailFrom' | 'dataDir'>;

/**
 * The hosted services of inventory boxes the configuration asks for. What it leaves out, the app
 * makes local (our own table, photos under DATA_DIR).
 */
export function boxPortsFor(config: BoxConfig): Pick<AppDeps, 'boxTable' | 'imageHost' | 'mailer'> {
  const addresses = { from: config.mailFrom ?? DEFAULT_MAIL_ADDRESSES.from, to: config.labelEmailTo ?? DEFAULT_MAIL_ADDRESSES.to };
  return {
    ...(config.airtable ? { boxTable: createAirtableBoxTable(config.airtable) } : {}),
    ...(config.cloudinary ? { imageHost: createCloudinaryImageHost(config.cloudinary) } : {}),
    mailer: config.smtpUrl ? createSmtpMailer(config.smtpUrl, addresses) : createOutboxMailer(path.join(config.dataDir, 'outbox'), addresses),
  };
}
