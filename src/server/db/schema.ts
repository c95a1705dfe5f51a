import { bigint, boolean, customType, index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Accounts. Emails are stored lower-cased; the hash string names its own parameters. The shop keeps
 * at least one enabled owner (issue 28). A sign-in link is kept only as the SHA-256 of its token,
 * one per account: a new one replaces the last, and using it clears it.
 */
export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  role: text('role', { enum: ['owner', 'staff'] })
    .notNull()
    .default('staff'),
  /** Ms since the epoch; null while the account may sign in. */
  disabledAt: bigint('disabled_at', { mode: 'number' }),
  lastSignInAt: bigint('last_sign_in_at', { mode: 'number' }),
  signInLinkHash: text('sign_in_link_hash').unique(),
  signInLinkExpiresAt: bigint('sign_in_link_expires_at', { mode: 'number' }),
});

/** Live sessions. Only a SHA-256 of the cookie value is kept, so a database leak signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    lastSeenAt: bigint('last_seen_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Sign-in attempts per key ('address:1.2.3.4', 'account:a@b.c' or 'device:<hash>'), in the database
 * so that several app servers share one count. An attempt is reserved (counted as a failure) before
 * the password is hashed, so a burst of parallel guesses cannot all slip through (issue 13).
 */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  /** No new attempt for this key before this time (ms since the epoch). */
  blockedUntil: bigint('blocked_until', { mode: 'number' }).notNull(),
  lastAttemptAt: bigint('last_attempt_at', { mode: 'number' }).notNull(),
});

/**
 * Browsers an account has signed in on (a long-lived cookie; only its SHA-256 is kept). Guesses
 * from elsewhere never slow down a staff member on a browser they already use (OWASP device cookies).
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastUsedAt: bigint('last_used_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('login_devices_user_idx').on(t.userId)],
);

/** Numeric SKUs, one per fabric variant or supply, never reused (issue 5). */
export const skuSequence = pgSequence('sku_seq', { startWith: 10001 });

/**
 * The SKUs of one product upload, reserved per idempotency key before the shop is called: a retry
 * after a crash or a lost answer sends the shop the same SKUs again instead of new ones (issue 14,
 * item 9). Kept after the upload, as the record of which upload each SKU went to.
 */
export const skuReservations = pgTable(
  'sku_reservations',
  {
    uploadKey: text('upload_key').notNull(),
    position: integer('position').notNull(),
    sku: text('sku').notNull().unique(),
  },
  (t) => [primaryKey({ columns: [t.uploadKey, t.position] })],
);

/**
 * The title each upload of an unnamed item took (issue 26 item 3), like its SKUs: a retry lists the
 * product under the same title, two uploads at once cannot take one title (it is unique), and a
 * title just given is known before the shop's own search shows it (Shopify indexes new products a
 * little later).
 */
export const titleReservations = pgTable('title_reservations', {
  uploadKey: text('upload_key').primaryKey(),
  title: text('title').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Idempotency keys of product uploads: claimed atomically (INSERT ... ON CONFLICT), so a retry,
 * a reload or a second tab never creates a product twice; the first answer is kept verbatim.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  state: text('state', { enum: ['in_flight', 'done'] }).notNull(),
  statusCode: integer('status_code'),
  response: text('response'),
  claimedAt: bigint('claimed_at', { mode: 'number' }).notNull(),
  /** The server instance holding the claim in flight (db/server-instance.ts); null on claims older than migration 0013. */
  holder: integer('holder'),
});

/** One number per server start: the holder of its claims (db/server-instance.ts). */
export const serverInstanceIds = pgSequence('server_instance_ids', {
  minValue: 1,
  maxValue: 2147483647,
  startWith: 1,
  cache: 1,
  cycle: true,
});

/** The one row /healthz rewrites to learn that the database still takes writes. */
export const healthProbe = pgTable('health_probe', {
  id: integer('id').primaryKey(),
  checkedAt: bigint('checked_at', { mode: 'number' }).notNull(),
});

/** The embedded shop: products as the local catalogue keeps them. */
export const shopProducts = pgTable('shop_products', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  handle: text('handle').notNull().unique(),
  title: text('title').notNull(),
  productType: text('product_type').notNull(),
  status: text('status', { enum: ['DRAFT', 'ACTIVE'] }).notNull(),
  details: jsonb('details').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const shopVariants = pgTable(
  'shop_variants',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sku: text('sku').notNull().unique(),
    price: text('price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

/** Photos attached to a product of the embedded shop, in order (the first is the main image). */
/** PostgreSQL's bytea, read as a plain Uint8Array on both drivers (node-postgres answers a Buffer). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The photos Selvage itself keeps (issue 29): the embedded shop's product photos (`media/...`) and
 * the local image host's box photos (`box-photos/...`), by the path they are served at, so every app
 * server on one database reads every photo, and a backup of the database holds them. Each call's
 * photos are one INSERT: all of them or none. `storedAt` (ms) dates a staged photo for the sweep.
 */
export const storedPhotos = pgTable(
  'stored_photos',
  {
    path: text('path').primaryKey(),
    mimeType: text('mime_type').notNull(),
    bytes: bytea('bytes').notNull(),
    storedAt: bigint('stored_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('stored_photos_stored_at_idx').on(t.storedAt)],
);

export const shopMedia = pgTable(
  'shop_media',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
    alt: text('alt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

/** Inventory boxes when the box table is our own (no AIRTABLE_TOKEN): the spec's record fields. */
export const boxes = pgTable('boxes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  boxId: text('box_id').notNull().unique(),
  productType: text('product_type').notNull(),
  subA: text('sub_a').notNull().default(''),
  subB: text('sub_b').notNull().default(''),
  boxSize: text('box_size').notNull(),
  status: text('status').notNull(),
  generalSortPhoto: jsonb('general_sort_photo').$type<{ url: string }[]>().notNull().default([]),
  generalSortNotes: text('general_sort_notes').notNull().default(''),
  measuredPhoto: jsonb('measured_photo').$type<{ url: string }[]>().notNull().default([]),
  measuredNotes: text('measured_notes').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The last box count handed out per base code. Kept in our database whichever box table is used,
 * so two staff asking at once never get the same number (one upsert, row-locked by PostgreSQL).
 */
export const boxCounters = pgTable('box_counters', {
  base: text('base').primaryKey(),
  n: integer('n').notNull(),
});

/**
 * When the next request to an outside service may start, per service (services/rate-gate.ts): one
 * row each, moved on under its row lock, so every app server on one database keeps to the
 * service's rate together (Airtable: 5 requests a second per base, then a 30-second penalty).
 */
export const rateGates = pgTable('rate_gates', {
  name: text('name').primaryKey(),
  nextAt: bigint('next_at', { mode: 'number' }).notNull(),
});

/**
 * The Box ID each box creation reserved, per idempotency key (the page's box draft id) and base code,
 * taken in one transaction with the count: every try of one creation (a retry after a lost answer,
 * a crash, or a failure that released the key) makes the same Box ID, never a second box.
 */
export const boxReservations = pgTable(
  'box_reservations',
  {
    createKey: text('create_key').notNull(),
    base: text('base').notNull(),
    boxId: text('box_id').notNull().unique(),
  },
  (t) => [primaryKey({ columns: [t.createKey, t.base] })],
);

/**
 * Every creation and status update of a box, kept in our own database whichever table holds the
 * boxes (the table's fields hold only the notes and photos so far): when, who (the staff email at
 * the time), from and to which status, the notes and the photo links. `fromStatus` is null for the
 * creation.
 */
export const boxHistory = pgTable(
  'box_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    boxId: text('box_id').notNull(),
    at: bigint('at', { mode: 'number' }).notNull(),
    byEmail: text('by_email').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    notes: text('notes').notNull().default(''),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
  },
  (t) => [index('box_history_box_idx').on(t.boxId, t.at)],
);

/**
 * Every change to a product made through Selvage (issue 27): its upload, each edit, unlisting and
 * relisting, a roll cut to a bundle. Who (the staff email at the time), when, and each field before
 * and after as staff read it (FieldChange), whichever shop holds the product.
 */
export const productHistory = pgTable(
  'product_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: text('product_id').notNull(),
    at: bigint('at', { mode: 'number' }).notNull(),
    byEmail: text('by_email').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<{ field: string; label: string; before: string; after: string }[]>().notNull().default([]),
  },
  (t) => [index('product_history_product_idx').on(t.productId, t.at)],
);

/**
 * What Selvage listed, kept by Selvage whichever shop holds it (issue 27 item 6): who and when,
 * the kind, the title and SKUs as they are now (for search), and whether the printed label still
 * tells the truth (an edit that changes what a label prints marks it; printing clears it).
 */
export const productListings = pgTable(
  'product_listings',
  {
    productId: text('product_id').primaryKey(),
    listedAt: bigint('listed_at', { mode: 'number' }).notNull(),
    listedBy: text('listed_by').notNull(),
    productType: text('product_type').notNull(),
    title: text('title').notNull(),
    /** The SKUs, space-separated, for search. */
    skus: text('skus').notNull(),
    labelOutOfDate: boolean('label_out_of_date').notNull().default(false),
    /**
     * What the listing was worth when it went up (issue 28 item 4): each variant's price times its
     * stock, in cents, as sent to the shop. Null for listings made before it was kept.
     */
    valueCents: bigint('value_cents', { mode: 'number' }),
  },
  (t) => [index('product_listings_listed_idx').on(t.listedAt), index('product_listings_by_idx').on(t.listedBy, t.listedAt)],
);

/**
 * The audit trail (issue 28 item 5): who did what, when and from which address, recorded for the
 * routes the audit hook lists (http/audit-trail.ts), kept a year. `who` is the signed-in email, or
 * the email typed for a sign-in; `what` a short summary (a SKU, a product id, a Box ID, the account
 * changed), never a password or a token.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: bigint('at', { mode: 'number' }).notNull(),
    who: text('who').notNull(),
    action: text('action').notNull(),
    what: text('what').notNull().default(''),
    address: text('address').notNull().default(''),
    ok: boolean('ok').notNull(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_who_idx').on(t.who, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);

/**
 * The box table's records as it last answered them (issue 41): while Airtable refuses every request
 * for its monthly limit, the boxes are read from here, so staff can still find, update and label them.
 */
export const boxTableCopy = pgTable('box_table_copy', {
  /** The Box ID as the table keys it (boxIdKey: trimmed, upper case). */
  boxKey: text('box_key').primaryKey(),
  recordId: text('record_id').notNull(),
  record: jsonb('record').notNull(),
  copiedAt: bigint('copied_at', { mode: 'number' }).notNull(),
});

/**
 * Box table writes kept here while Airtable refuses them for its monthly limit (issue 41), sent in
 * order once it takes requests again. `problem` holds the words when a kept write could not be sent
 * as it was (it then waits for staff); nothing kept is dropped.
 */
export const boxTableKept = pgTable(
  'box_table_kept',
  {
    seq: integer('seq').primaryKey().generatedAlwaysAsIdentity(),
    boxKey: text('box_key').notNull(),
    op: text('op', { enum: ['create', 'update'] }).notNull(),
    /** The table's record id for an update of a record it already has; null for a create. */
    recordId: text('record_id'),
    fields: jsonb('fields').notNull(),
    keptAt: bigint('kept_at', { mode: 'number' }).notNull(),
    problem: text('problem'),
  },
  (t) => [index('box_table_kept_box_idx').on(t.boxKey, t.seq)],
);

/**
 * Box photos the image host holds, by link, from their upload until a status update uses them: one
 * no update used (the update failed or was abandoned) is deleted from the host a day later (issue 41).
 */
export const boxPhotoUploads = pgTable(
  'box_photo_uploads',
  {
    url: text('url').primaryKey(),
    uploadedAt: bigint('uploaded_at', { mode: 'number' }).notNull(),
    usedAt: bigint('used_at', { mode: 'number' }),
  },
  (t) => [index('box_photo_uploads_uploaded_idx').on(t.uploadedAt)],
);
