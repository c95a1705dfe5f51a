import type { Database } from '../db/connection';
import type { Ports } from '../adapters/ports';
import { createLocalBoxTable } from '../adapters/box-table/local';
import { createLocalImageHost } from '../adapters/image-host/local';
import { localDirsOf } from '../adapters/local-dirs';
import { createOutboxMailer, DEFAULT_MAIL_ADDRESSES } from '../adapters/mailer/outbox';
import { createLocalShop } from '../adapters/shop/local';

/** Every port embedded, under `dataDir` as production's embedded ones are; the shop on the test's clock. */
export function localPorts(db: Database, dataDir: string, now?: () => number): Ports {
  const dirs = localDirsOf(dataDir);
  return {
    shop: createLocalShop(db, { now }),
    boxTable: createLocalBoxTable(db),
    imageHost: createLocalImageHost(db, now),
    mailer: createOutboxMailer(dirs.outbox, DEFAULT_MAIL_ADDRESSES),
  };
}
