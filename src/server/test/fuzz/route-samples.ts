import { buildFabric, type FabricDraft } from '../../../shared/schemas/fabric';
import { fabricRollDraft } from '../../../shared/test/product-factory';
import { dataUrl, scannedJpeg, tinyJpeg } from '../images';
import type { PartSample } from './multipart-sample';

/**
 * One well-formed request per route the fuzzer knows, as a starting point that mutations bend one
 * field at a time: a random body rarely gets past the first schema check, a valid one with a single
 * hostile field reaches the services, the shop and the database. A route missing here is still
 * fuzzed, only with random requests.
 */
export interface RouteSample {
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Values for the path's parameters (`:id`); others are filled with 'x'. */
  params?: Record<string, string>;
  /** The body is a list of parts (PartSample) sent as multipart/form-data (multipart-sample.ts). */
  multipart?: true;
}

const fabricDraft: FabricDraft = fabricRollDraft({
  lengthM: ['12'],
  widthCM: ['148'],
  priceOther: '18',
  contentType: 'EstimatedGeneral',
  estimatedGeneral: 'Natural',
  knownContent: undefined,
  feel: ['Smooth.'],
});

const sewingPattern = {
  productType: 'Sewing Patterns',
  patternType: 'Womenswear',
  condition: 'Sealed',
  brand: 'Simplicity',
  qualities: [],
  price: 3.5,
  images: ['p1', 'p2', 'p3'],
  imperfections: [],
  bulky: false,
  mediaTag: 'None',
};

const photo = dataUrl(tinyJpeg(120, 80));

const photoPart = (n: number): PartSample => ({
  name: 'photos',
  filename: `photo-${n}.jpg`,
  type: 'image/jpeg',
  base64: Buffer.from(scannedJpeg(120, 80 + n)).toString('base64'),
});

/** Keyed by 'METHOD url' as the route catalogue reads it; product_upload has two kinds to bend. */
export const ROUTE_SAMPLES: Readonly<Record<string, readonly RouteSample[]>> = {
  'POST /auth/login': [{ body: { user_email: 'someone@selvage.test', user_pass: 'not the password' } }],
  // The fuzzer's own password, set to itself: the checks run all the way and the fuzzer keeps its session.
  'POST /auth/password': [{ body: { current: 'fuzzer password', next: 'fuzzer password' } }],
  'POST /auth/logout': [{}],
  // As WebKit sends one: from a page it calls `null`, with fields of its own beside the report's.
  'POST /csp-report': [
    {
      body: {
        type: 'csp-violation',
        'csp-report': {
          'document-uri': 'http://shop.lan/login?next=x',
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'inline',
          'status-code': 200,
        },
      },
      headers: { 'content-type': 'application/csp-report', origin: 'null' },
    },
  ],
  // As a page's reporter sends one (src/client/report-errors.ts).
  'POST /client-error': [
    {
      body: {
        kind: 'uncaught error',
        page: '/product_entry/camera',
        message: "TypeError: undefined is not an object (evaluating 'photo.blob')",
        source: 'http://shop.lan/assets/index-abc123.js',
        line: 12,
      },
    },
  ],
  // A token of the right shape that no account holds: the lookup runs, the answer is 400.
  'GET /auth/link': [{ query: { token: 'A'.repeat(43) } }],
  // The owner's accounts (the fuzzer signs in as an owner), on an account of the samples' own,
  // never the fuzzer's: it is added first, then reset, disabled, enabled and made owner and staff.
  'GET /admin/accounts': [{}],
  'POST /admin/accounts': [
    { body: { email: 'sample@selvage.test', role: 'staff', how: 'password' } },
    { body: { email: 'linked@selvage.test', role: 'owner', how: 'link' } },
  ],
  'POST /admin/accounts/reset': [
    { body: { email: 'sample@selvage.test', how: 'link' } },
    { body: { email: 'sample@selvage.test', how: 'password' } },
  ],
  'POST /admin/accounts/state': [
    { body: { email: 'sample@selvage.test', disabled: true } },
    { body: { email: 'sample@selvage.test', disabled: false } },
  ],
  'POST /admin/accounts/role': [
    { body: { email: 'sample@selvage.test', role: 'owner' } },
    { body: { email: 'sample@selvage.test', role: 'staff' } },
  ],
  'GET /product': [{ query: { sku: '10001', include: 'roll' } }],
  'GET /product/': [{ query: { sku: '10001', include: 'roll' } }],
  'GET /product/recent': [
    { query: { limit: '5' } },
    // Every filter and the search at once, and a cursor of the product_upload sample's product.
    { query: { limit: '2', mine: 'true', since: '0', kind: 'Fabric', q: 'Harbour' } },
    { query: { cursor: '1795338000000:local:1', q: '10001' } },
  ],
  // The start of the product_upload sample's title, which it holds by then.
  'GET /product/titles': [{ query: { prefix: 'Harbour Morning' } }],
  // The product the product_upload sample made (the fuzzer sends that one first), by id and by a scanned SKU.
  'GET /product/record': [{ query: { productId: 'local:1' } }, { query: { sku: '10001' } }],
  'POST /product/product_upload': [
    { body: buildFabric(fabricDraft), headers: { 'idempotency-key': 'fuzz-draft-0001' } },
    { body: sewingPattern, headers: { 'idempotency-key': 'fuzz-draft-0002' } },
  ],
  // The three photos of the product the product_upload sample made (the fuzzer sends that one first).
  'POST /product/:id/photos': [{ params: { id: 'local:1' }, multipart: true, body: [1, 2, 3].map(photoPart) }],
  // The product the product_upload sample made: off sale and back, its history, its label printed.
  'POST /product/listing': [{ body: { productId: 'local:1', listed: false } }, { body: { productId: 'local:1', listed: true } }],
  'GET /product/history': [{ query: { productId: 'local:1' } }],
  // The version is not the record's (it changes with every sample before): the print mark, the
  // edit and the roll conversion are checked all the way to their 409, and a bent field short of it.
  'POST /product/label_printed': [{ body: { productId: 'local:1', version: 'abc123' } }],
  'POST /product/edit': [
    {
      body: { productId: 'local:1', baseVersion: 'abc123', product: buildFabric(fabricDraft) },
      headers: { 'idempotency-key': 'fuzz-edit-0001' },
    },
  ],
  'POST /product/roll_to_bundle': [
    { body: { sku: '10001', length: '1.5', rollVersion: 'abc123' }, headers: { 'idempotency-key': 'fuzz-roll-0001' } },
  ],
  'POST /product/box_count': [{ body: { boxID: '6C' } }],
  'POST /product/boxes': [
    { body: { productType: 'Trim', subA: 'Lace', subB: '', boxSize: 'Banker Box' }, headers: { 'idempotency-key': 'fuzz-box-0001' } },
    {
      body: { productType: 'Everything Else', subA: 'Craft', subB: 'Yarn and Yarn Tools', boxSize: 'Small Bin' },
      headers: { 'idempotency-key': 'fuzz-box-0002' },
    },
  ],
  'GET /product/box_history': [{ query: { boxID: '6C-1' } }],
  'POST /product/box_photos': [{ body: { images: [photo] } }],
  'POST /product/box_status': [
    { body: { boxID: '6C-1', notes: 'Sorted by colour', photos: ['/box-photos/a.jpg'], fromStatus: 'New Box' } },
  ],
  'POST /product/inventory_supply_label_email': [{ body: { boxID: '6C-1' } }],
  // Two days where the browser is (the start of each and the end of the last), and its midnight.
  'GET /admin/activity': [{ query: { days: '1795323600000,1795410000000,1795496400000' } }],
  'GET /product/activity/today': [{ query: { since: '1795323600000' } }],
  // Every filter at once, and a cursor.
  'GET /admin/audit': [
    { query: { limit: '5' } },
    { query: { limit: '2', who: 'fuzzer@', action: 'upload', since: '0', until: '1795496400000', cursor: '1795338000000:3' } },
  ],
};
