import { z } from 'zod';
import { recordedProduct } from '../products';
import type { FieldChange } from '../edit/record-changes';
import { ROLES, type AccountView, type Credentials } from './accounts';
import type { ActivityAnswer, TodayActivity } from './activity';
import type { AllAgree, Agrees } from './agrees';
import { AUDIT_ACTIONS, type AuditPage } from './audit';
import type { BoxCountResponse, BoxHistoryResponse, BoxListResponse, BoxPhotosResponse, BoxRecord, LabelEmailResponse } from './box-api';
import {
  HISTORY_ACTIONS,
  type EditConflictAnswer,
  type HistoryEntry,
  type ProductChangeAnswer,
  type VersionedRecord,
} from './product-edit';
import type { RecentPage } from './recent';
import type { BundleResult, ProductRecord, RollListing, UploadedProduct } from './shop-answers';

/**
 * What the server answers, as the browser reads it (issue 42 item 4): every call of src/client/api
 * parses its answer with one of these, so an answer of another shape is a clear error on the page,
 * never a wrong screen. Each is checked against the type the server's route answers (AnswersAgree,
 * at the end), so the two sides cannot drift apart. Objects are not strict: a field the server adds later is left out,
 * not refused. The sign-in calls' answers are in session-answers.ts (the /login page loads them late);
 * titles' and photos' are beside their requests (titles.ts, media.ts).
 */

// --- Accounts (GET/POST /admin/accounts*) ---

const accountView = z.object({
  email: z.string(),
  role: z.enum(ROLES),
  state: z.enum(['active', 'disabled']),
  lastSignInAt: z.number().nullable(),
  createdAt: z.number(),
});

/** GET /admin/accounts */
export const accountsAnswer = z.object({ accounts: z.array(accountView) });
export type AccountsAnswer = z.output<typeof accountsAnswer>;

/** POST /admin/accounts and /admin/accounts/reset: a password shown once, or a sign-in link. */
export const credentialsAnswer = z.union([z.object({ password: z.string() }), z.object({ link: z.string(), expiresAt: z.number() })]);

/** POST /admin/accounts/state and /admin/accounts/role: the account as it is now. */
export const accountAnswer = z.object({ account: accountView });
export type AccountAnswer = z.output<typeof accountAnswer>;

// --- Activity (GET /admin/activity, GET /product/activity/today) ---

const counts = { rollsCut: z.number(), boxesMade: z.number() };

/** GET /admin/activity */
export const activityAnswer = z.object({
  days: z.array(z.object({ start: z.number(), listed: z.record(z.string(), z.number()), ...counts })),
  people: z.array(z.object({ who: z.string(), listed: z.number(), valueCents: z.number(), ...counts })),
  kinds: z.array(z.object({ kind: z.string(), listed: z.number(), valueCents: z.number(), unvalued: z.number() })),
  totals: z.object({ listed: z.number(), valueCents: z.number(), unvalued: z.number(), ...counts }),
});

/** GET /product/activity/today */
export const todayActivityAnswer = z.object({ mine: z.number(), shop: z.number() });

// --- Audit (GET /admin/audit) ---

/** GET /admin/audit */
export const auditPageAnswer = z.object({
  entries: z.array(
    z.object({
      id: z.number(),
      at: z.number(),
      who: z.string(),
      action: z.enum(AUDIT_ACTIONS),
      what: z.string(),
      address: z.string(),
      ok: z.boolean(),
    }),
  ),
  next: z.string().nullable(),
});

// --- Inventory boxes (spec 001 section 7) ---

const boxPhoto = z.object({ url: z.string(), id: z.string().optional() });

/** POST /product/boxes and /product/box_status: the box's record. */
export const boxRecordAnswer = z.object({
  id: z.string(),
  boxID: z.string(),
  productType: z.string(),
  subA: z.string(),
  subB: z.string(),
  boxSize: z.string(),
  status: z.string(),
  generalSortPhoto: z.array(boxPhoto),
  generalSortNotes: z.string(),
  measuredPhoto: z.array(boxPhoto),
  measuredNotes: z.string(),
  kept: z.literal(true).optional(),
  keptProblem: z.string().optional(),
});

/** GET /product/boxes */
export const boxListAnswer = z.object({ boxes: z.array(boxRecordAnswer) });

/** POST /product/box_count */
export const boxCountAnswer = z.object({ count: z.number() });

/** GET /product/box_history */
export const boxHistoryAnswer = z.object({
  boxID: z.string(),
  history: z.array(
    z.object({
      at: z.string(),
      by: z.string(),
      fromStatus: z.string().nullable(),
      toStatus: z.string(),
      notes: z.string(),
      photos: z.array(z.object({ url: z.string() })),
    }),
  ),
});

/** POST /product/box_photos */
export const boxPhotosAnswer = z.object({ photos: z.array(z.object({ url: z.string() })) });

/** POST /product/inventory_supply_label_email */
export const labelEmailAnswer = z.object({ message: z.string() });

// --- Products: upload, record, edit, history, Recent uploads ---

/** POST /product/product_upload */
export const uploadedProductAnswer = z.object({ productId: z.string(), title: z.string(), skus: z.array(z.string()) });

const recordFields = {
  productId: z.string(),
  title: z.string(),
  productType: z.string(),
  status: z.enum(['DRAFT', 'ACTIVE']),
  createdAt: z.string(),
  variants: z.array(z.object({ sku: z.string(), price: z.string(), quantity: z.number() })),
  media: z.array(z.string()),
  // Read leniently, as the server reads the shop's: each field kept only if it passes its schema.
  details: z.unknown().transform(recordedProduct),
};

/** One product as the shop holds it now (Recent uploads' cards, the item page, labels). */
export const productRecordAnswer = z.object(recordFields);

/** A product record with the version an edit of it names. */
export const versionedRecordAnswer = z.object({ ...recordFields, version: z.string() });

/** GET /product/record: the record with its version and its label's state. */
export const itemRecordAnswer = z.object({ product: versionedRecordAnswer.extend({ labelOutOfDate: z.boolean() }) });
export type ItemRecordAnswer = z.output<typeof itemRecordAnswer>;

const fieldChange = z.object({ field: z.string(), label: z.string(), before: z.string(), after: z.string() });

/** POST /product/edit and /product/listing */
export const productChangeAnswer = z.object({ product: versionedRecordAnswer, changes: z.array(fieldChange), labelOutOfDate: z.boolean() });

/** The body of an edit's 409 (and an edit's photos'): the record as the shop holds it now. */
export const editConflictAnswer = z.object({ message: z.string(), current: versionedRecordAnswer });

/**
 * The body of a 409 whose request an earlier try of the same Idempotency-Key is still carrying out
 * (a phone's time-out, or its browser killed mid-call, sent it again): nothing is wrong with it, and
 * a later try gets that earlier try's answer.
 */
export const stillInFlightAnswer = z.object({ message: z.string(), stillInFlight: z.literal(true) });

/** GET /product/history: newest first. */
export const productHistoryAnswer = z.object({
  entries: z.array(z.object({ at: z.number(), by: z.string(), action: z.enum(HISTORY_ACTIONS), changes: z.array(fieldChange) })),
});
export type ProductHistoryAnswer = z.output<typeof productHistoryAnswer>;

/** POST /product/label_printed */
export const labelPrintedAnswer = z.object({ ok: z.literal(true) });
export type LabelPrintedAnswer = z.output<typeof labelPrintedAnswer>;

const listingFacts = { productId: z.string(), listedAt: z.number(), listedBy: z.string(), labelOutOfDate: z.boolean() };

/** GET /product/recent */
export const recentPageAnswer = z.object({
  products: z.array(
    z.discriminatedUnion('held', [
      productRecordAnswer.extend({ ...listingFacts, held: z.literal(true) }),
      z.object({ ...listingFacts, held: z.literal(false), title: z.string(), productType: z.string(), skus: z.array(z.string()) }),
    ]),
  ),
  next: z.string().nullable(),
  total: z.number(),
});

// --- Roll to bundle (spec 000 section 7) ---

const rollListingAnswer = z.object({
  productId: z.string(),
  title: z.string(),
  sku: z.string(),
  name: z.string(),
  lengthM: z.number(),
  widthCM: z.number(),
  content: z.string(),
  price: z.string(),
});

/** GET /product/?sku=&include=roll */
export const rollSearchAnswer = z.object({ products: z.array(rollListingAnswer) });
export type RollSearchAnswer = z.output<typeof rollSearchAnswer>;

/** The body of a conversion's 409 when the roll changed since the page showed it: the roll as it is now. */
export const rollChangedAnswer = z.object({ message: z.string(), current: rollListingAnswer });

/** POST /product/roll_to_bundle */
export const bundleResultAnswer = z.object({
  sku: z.string(),
  name: z.string(),
  length: z.number(),
  price: z.string(),
  width: z.number(),
  content: z.string(),
});

/** Each schema above against the type its route answers (src/server/routes): neither side can change alone. */
export type AnswersAgree = AllAgree<
  [
    Agrees<typeof accountView, AccountView>,
    Agrees<typeof credentialsAnswer, Credentials>,
    Agrees<typeof activityAnswer, ActivityAnswer>,
    Agrees<typeof todayActivityAnswer, TodayActivity>,
    Agrees<typeof auditPageAnswer, AuditPage>,
    Agrees<typeof boxRecordAnswer, BoxRecord>,
    Agrees<typeof boxListAnswer, BoxListResponse>,
    Agrees<typeof boxCountAnswer, BoxCountResponse>,
    Agrees<typeof boxHistoryAnswer, BoxHistoryResponse>,
    Agrees<typeof boxPhotosAnswer, BoxPhotosResponse>,
    Agrees<typeof labelEmailAnswer, LabelEmailResponse>,
    Agrees<typeof uploadedProductAnswer, UploadedProduct>,
    Agrees<typeof productRecordAnswer, ProductRecord>,
    Agrees<typeof versionedRecordAnswer, VersionedRecord>,
    Agrees<typeof itemRecordAnswer, { product: VersionedRecord & { labelOutOfDate: boolean } }>,
    Agrees<typeof fieldChange, FieldChange>,
    Agrees<typeof productChangeAnswer, ProductChangeAnswer>,
    Agrees<typeof editConflictAnswer, EditConflictAnswer>,
    Agrees<typeof productHistoryAnswer, { entries: HistoryEntry[] }>,
    Agrees<typeof recentPageAnswer, RecentPage>,
    Agrees<typeof rollSearchAnswer, { products: RollListing[] }>,
    Agrees<typeof rollChangedAnswer, { message: string; current: RollListing }>,
    Agrees<typeof bundleResultAnswer, BundleResult>,
  ]
>;
