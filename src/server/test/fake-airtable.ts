import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { BOX_SIZES, BOX_STATUSES, BOX_SUPPLY_TYPES, BOX_TABLE } from '../../shared/catalogue/boxes';
import type { RateGate } from '../services/rate-gate';

/** The scopes of a personal access token that the box table uses (airtable.com/developers/web/api/scopes). */
export const AIRTABLE_SCOPES = ['data.records:read', 'data.records:write', 'schema.bases:read'] as const;
export type AirtableScope = (typeof AIRTABLE_SCOPES)[number];

export interface FakeField {
  id: string;
  name: string;
  type: string;
  options?: { choices: { id: string; name: string; color?: string }[] };
}

export interface FakeView {
  id: string;
  name: string;
  type: string;
}

/** One table as the Metadata API describes it (GET /v0/meta/bases/{baseId}/tables). */
export interface FakeTable {
  id: string;
  name: string;
  primaryFieldId: string;
  fields: FakeField[];
  views: FakeView[];
}

export interface FakeRecord {
  id: string;
  createdTime: string;
  fields: Record<string, unknown>;
}

let nextSchemaId = 1;
const schemaId = (prefix: string) => `${prefix}${String(nextSchemaId++).padStart(14, '0')}`;

const select = (name: string, options: readonly string[]): FakeField => ({
  id: schemaId('fld'),
  name,
  type: 'singleSelect',
  options: { choices: options.map((option) => ({ id: schemaId('sel'), name: option, color: 'blueLight2' })) },
});
const plain = (name: string, type: string): FakeField => ({ id: schemaId('fld'), name, type });

/**
 * The box table as spec 001 describes it ('Supplies - General', view 'Full List', the record's
 * fields). The spec lists one enumeration each for Product Type (supply types), Size of Box and
 * Status, so those are single selects with exactly those options; Sub A holds a trim type or a
 * category and Sub B a subcategory, no one list, so they are text, as are the Box ID and the notes.
 */
export function boxTableSchema(table: string = BOX_TABLE.table, view: string = BOX_TABLE.view): FakeTable {
  const f = BOX_TABLE.fields;
  const fields = [
    plain(f.boxId, 'singleLineText'),
    select(f.productType, BOX_SUPPLY_TYPES),
    plain(f.subA, 'singleLineText'),
    plain(f.subB, 'singleLineText'),
    select(f.size, BOX_SIZES),
    select(f.status, BOX_STATUSES),
    plain(f.generalSortPhoto, 'multipleAttachments'),
    plain(f.generalSortNotes, 'multilineText'),
    plain(f.measuredPhoto, 'multipleAttachments'),
    plain(f.measuredNotes, 'multilineText'),
  ];
  return {
    id: schemaId('tbl'),
    name: table,
    primaryFieldId: fields[0]!.id,
    fields,
    views: [{ id: schemaId('viw'), name: view, type: 'grid' }],
  };
}

/** A string literal read as Airtable reads one: `\\` and `\'` are escapes, an unescaped `'` ends it. */
function literalAt(formula: string, start: number): { value: string; end: number } | null {
  let value = '';
  for (let i = start; i < formula.length; i++) {
    const c = formula[i]!;
    if (c === '\\') {
      if (i + 1 >= formula.length) return null;
      value += formula[++i];
    } else if (c === "'") return { value, end: i + 1 };
    else value += c;
  }
  return null;
}

const BOX_ID_EXPR = `UPPER(TRIM({${BOX_TABLE.fields.boxId}}))`;
const EXACT = `${BOX_ID_EXPR}='`;
const PREFIX = new RegExp(`^LEFT\\(${BOX_ID_EXPR.replace(/[(){}]/g, '\\$&')},(\\d+)\\)='`);

/**
 * The two formulas the box table sends, as a test of a record's Box ID: `UPPER(TRIM({Box ID}))='...'`
 * (one box) and `LEFT(UPPER(TRIM({Box ID})),n)='...'` (the IDs of a base). Anything after the
 * literal, or any other formula, is refused as Airtable refuses a formula it cannot parse; so a
 * value that breaks out of its quotes shows up as a 422, not as a match.
 */
function boxIdTestOf(formula: string): ((boxId: string) => boolean) | null {
  if (formula.startsWith(EXACT)) {
    const literal = literalAt(formula, EXACT.length);
    if (literal?.end !== formula.length) return null;
    return (boxId) => boxId === literal.value;
  }
  const prefix = PREFIX.exec(formula);
  if (prefix) {
    const literal = literalAt(formula, prefix[0].length);
    if (literal?.end !== formula.length) return null;
    const n = Number(prefix[1]);
    return (boxId) => [...boxId].slice(0, n).join('') === literal.value;
  }
  return null;
}

/** What Airtable answers instead of an empty cell: nothing; empty text, no choice and no attachment are left out of a record. */
const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** What the fake answers for a request Airtable refuses: its status and `{error: {type, message}}`. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
  get body() {
    return { error: { type: this.type, message: this.message } };
  }
}

const NO_PERMISSION = new Refusal(
  403,
  'INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND',
  'Invalid permissions, or the requested model was not found. Check that both your user and your token have the required permissions, and that the model names and/or ids are correct.',
);

/** Airtable's answer to the 6th request in a second, and to every request during the 30 s after it. */
export const RATE_LIMIT_BODY = { errors: [{ error: 'RATE_LIMIT_REACHED', message: 'Rate limit exceeded. Please try again later' }] };
/** Airtable's answer once the workspace has used its plan's API calls for the month (Free and Team plans). */
export const BILLING_LIMIT_BODY = {
  errors: [
    {
      error: 'PUBLIC_API_BILLING_LIMIT_EXCEEDED',
      message: "API billing plan limit exceeded. You've reached the maximum number of requests allowed for this month.",
    },
  ],
};

export interface FakeAirtableOptions {
  token: string;
  baseId: string;
  table: string;
  view: string;
  /** Records per page at most (Airtable: 100); small, so paging is exercised. */
  pageSize?: number;
  /** The token's scopes; all three by default. */
  scopes?: readonly AirtableScope[];
  /** The token owner's permission level on the base: only a creator can add a select option (with typecast). */
  permissionLevel?: 'creator' | 'editor';
  /** The clock the rate limit counts on; tests share a virtual one with the adapter. */
  now?: () => number;
}

/**
 * A local stand-in for Airtable's REST API as its documentation describes it, no more lenient:
 *  - records: list (view, offset paging, pageSize, maxRecords, `fields[]`, the two filterByFormula
 *    the box table sends), create and update, at most 10 records a write, all or nothing;
 *  - the base's schema (fields with types, single-select choices, views) and the Metadata API's
 *    GET /v0/meta/bases/{baseId}/tables;
 *  - writes checked against the schema: an unknown field is UNKNOWN_FIELD_NAME (in `fields[]` too),
 *    a select option the field does not have is INVALID_MULTIPLE_CHOICE_OPTIONS (typecast adds it
 *    only for a token of a base creator), an attachment is kept only by an id the cell holds;
 *  - the token: 401 for another, 403 for a scope it lacks;
 *  - the rate: more than 5 requests in any second is 429, and every request in the 30 s after it
 *    is 429 too; a spent monthly allowance is 429 PUBLIC_API_BILLING_LIMIT_EXCEEDED on every
 *    records request (the Metadata API still answers).
 * It remembers each request, when it came (on `now`) and what was answered.
 */
export async function startFakeAirtable(opts: FakeAirtableOptions) {
  const now = opts.now ?? Date.now;
  const schema = boxTableSchema(opts.table, opts.view);
  const scopes = new Set<string>(opts.scopes ?? AIRTABLE_SCOPES);
  const access = { permissionLevel: opts.permissionLevel ?? 'creator' };
  const records: FakeRecord[] = [];
  const requests: { method: string; url: string; at: number; body: unknown; status?: number }[] = [];
  const arrivals: number[] = [];
  const stalled: http.ServerResponse[] = [];
  let tooManyLeft = 0;
  let stallLeft = 0;
  let loseLeft = 0;
  let loseMethod: string | undefined;
  let penaltyUntil = -Infinity;
  let quotaSpent = false;
  let nextId = 1;
  let nextAttachment = 1;
  const pageSize = opts.pageSize ?? 3;

  const fieldNamed = (name: string) => schema.fields.find((field) => field.name === name);

  /**
   * A cell as Airtable stores what is written to it, or its refusal. An attachment field is
   * replaced by what is written: `{url}` makes a new attachment (Airtable fetches the link), `{id}`
   * keeps one the cell already holds; any other id is refused.
   */
  function cellOf(field: FakeField, value: unknown, before: unknown, typecast: boolean): unknown {
    if (value === null) return null;
    const cannot = new Refusal(422, 'INVALID_VALUE_FOR_COLUMN', `Field "${field.name}" cannot accept the provided value`);
    switch (field.type) {
      case 'singleSelect': {
        if (typeof value !== 'string') throw cannot;
        const choices = field.options!.choices;
        if (choices.some((c) => c.name === value)) return value;
        if (typecast && access.permissionLevel === 'creator' && value !== '') {
          choices.push({ id: schemaId('sel'), name: value });
          return value;
        }
        throw new Refusal(422, 'INVALID_MULTIPLE_CHOICE_OPTIONS', `Insufficient permissions to create new select option ""${value}""`);
      }
      case 'multipleAttachments': {
        if (!Array.isArray(value)) throw cannot;
        const held = Array.isArray(before) ? (before as { id: string }[]) : [];
        return (value as { url?: unknown; id?: unknown }[]).map((a) => {
          if (a.id !== undefined) {
            const kept = held.find((h) => h.id === a.id);
            if (kept) return kept;
          } else if (typeof a.url === 'string')
            return { id: `att${String(nextAttachment++).padStart(14, '0')}`, url: a.url, filename: a.url.split('/').pop() };
          throw new Refusal(
            422,
            'INVALID_ATTACHMENT_OBJECT',
            'Invalid attachment object: give a url, or the id of an attachment the cell holds',
          );
        });
      }
      default:
        if (typeof value !== 'string') throw cannot;
        return value;
    }
  }

  /** The fields of a write as stored, or a Refusal for the whole request. */
  function written(fields: Record<string, unknown>, before: Record<string, unknown>, typecast: boolean): Record<string, unknown> {
    const out = { ...before };
    for (const [name, value] of Object.entries(fields)) {
      const field = fieldNamed(name);
      if (!field) throw new Refusal(422, 'UNKNOWN_FIELD_NAME', `Unknown field name: "${name}"`);
      const cell = cellOf(field, value, before[name], typecast);
      if (isEmpty(cell)) delete out[name];
      else out[name] = cell;
    }
    return out;
  }

  /** A record as an answer shows it: no empty cells, and only the fields asked for. */
  const shown = (record: FakeRecord, only: string[]) => ({
    ...record,
    fields: Object.fromEntries(
      Object.entries(record.fields).filter(([name, value]) => !isEmpty(value) && (only.length === 0 || only.includes(name))),
    ),
  });

  function list(url: URL) {
    const viewName = url.searchParams.get('view');
    if (viewName !== null && !schema.views.some((v) => v.name === viewName || v.id === viewName))
      throw new Refusal(422, 'VIEW_NAME_NOT_FOUND', `Could not find view ${viewName} in table ${schema.name}`);
    const only = url.searchParams.getAll('fields[]');
    const unknown = only.find((name) => !fieldNamed(name));
    if (unknown !== undefined) throw new Refusal(422, 'UNKNOWN_FIELD_NAME', `Unknown field name: "${unknown}"`);
    const formula = url.searchParams.get('filterByFormula');
    const test = formula === null ? null : boxIdTestOf(formula);
    if (formula !== null && test === null)
      throw new Refusal(422, 'INVALID_FILTER_BY_FORMULA', `The formula for filtering records is invalid: ${formula}`);
    const boxIdOf = (r: FakeRecord) => {
      const value = r.fields[BOX_TABLE.fields.boxId];
      return typeof value === 'string' ? value.trim().toUpperCase() : '';
    };
    const matching = test === null ? records : records.filter((r) => test(boxIdOf(r)));
    const maxRecords = Math.min(Number(url.searchParams.get('maxRecords') ?? Infinity), matching.length);
    const size = Math.min(Number(url.searchParams.get('pageSize') ?? 100), pageSize);
    const start = Number(url.searchParams.get('offset')?.split('/')[1] ?? 0);
    const page = matching.slice(start, Math.min(start + size, maxRecords));
    return {
      records: page.map((r) => shown(r, only)),
      ...(start + size < maxRecords ? { offset: `itrFake/${start + size}` } : {}),
    };
  }

  function write(method: string, body: unknown) {
    const { records: writes, typecast } = (body ?? {}) as {
      records?: { id?: string; fields?: Record<string, unknown> }[];
      typecast?: boolean;
    };
    if (!Array.isArray(writes) || writes.length === 0 || writes.length > 10)
      throw new Refusal(422, 'INVALID_RECORDS', 'You must provide an array of up to 10 record objects');
    if (method === 'POST') {
      const made = writes.map((w) => written(w.fields ?? {}, {}, typecast === true));
      const created = made.map((fields) => ({
        id: `rec${String(nextId++).padStart(14, '0')}`,
        createdTime: new Date(now()).toISOString(),
        fields,
      }));
      records.push(...created);
      return { records: created.map((r) => shown(r, [])) };
    }
    const found = writes.map((w) => records.find((r) => r.id === w.id));
    if (found.some((r) => !r)) throw new Refusal(404, 'NOT_FOUND', 'Could not find a record with that id');
    const changed = writes.map((w, i) => written(w.fields ?? {}, found[i]!.fields, typecast === true));
    changed.forEach((fields, i) => (found[i]!.fields = fields));
    return { records: found.map((r) => shown(r!, [])) };
  }

  /** 429 for this request, or null: the monthly allowance, forced ones, the penalty, then the count. */
  function limited(isRecords: boolean): unknown {
    if (quotaSpent && isRecords) return BILLING_LIMIT_BODY;
    if (tooManyLeft > 0) {
      tooManyLeft -= 1;
      return RATE_LIMIT_BODY;
    }
    const at = now();
    if (at < penaltyUntil) return RATE_LIMIT_BODY;
    arrivals.push(at);
    while (arrivals.length > 0 && arrivals[0]! <= at - 1000) arrivals.shift();
    if (arrivals.length > 5) {
      penaltyUntil = at + 30_000;
      return RATE_LIMIT_BODY;
    }
    return null;
  }

  function answer(method: string, url: URL, body: unknown): { status: number; json: unknown } {
    const meta = url.pathname === `/v0/meta/bases/${opts.baseId}/tables`;
    const over = limited(!meta);
    if (over) return { status: 429, json: over };
    if (meta) {
      if (method !== 'GET') return { status: 404, json: { error: 'NOT_FOUND' } };
      if (!scopes.has('schema.bases:read')) throw NO_PERMISSION;
      return { status: 200, json: { tables: [structuredClone(schema)] } };
    }
    const [, v0, baseId, table, ...rest] = url.pathname.split('/');
    if (v0 !== 'v0' || rest.length > 0) return { status: 404, json: { error: 'NOT_FOUND' } };
    if (baseId !== opts.baseId) throw NO_PERMISSION;
    const tableName = decodeURIComponent(table ?? '');
    if (tableName !== schema.name && tableName !== schema.id)
      throw new Refusal(404, 'TABLE_NOT_FOUND', `Could not find table ${tableName} in application ${opts.baseId}`);
    if (method === 'GET') {
      if (!scopes.has('data.records:read')) throw NO_PERMISSION;
      return { status: 200, json: list(url) };
    }
    if (method === 'POST' || method === 'PATCH') {
      if (!scopes.has('data.records:write')) throw NO_PERMISSION;
      return { status: 200, json: write(method, body) };
    }
    return { status: 404, json: { error: 'NOT_FOUND' } };
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const entry: (typeof requests)[number] = { method: req.method ?? '', url: req.url ?? '', at: now(), body: undefined };
      requests.push(entry);
      const send = (status: number, json: unknown) => {
        entry.status = status;
        if (loseLeft > 0 && (loseMethod === undefined || loseMethod === req.method)) {
          loseLeft -= 1;
          res.destroy();
          return;
        }
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      };
      if (stallLeft > 0) {
        stallLeft -= 1;
        stalled.push(res);
        return;
      }
      try {
        entry.body = raw ? JSON.parse(raw) : undefined;
      } catch {
        return send(400, { error: { type: 'INVALID_REQUEST_BODY', message: 'Could not parse the request body as JSON' } });
      }
      if (req.headers.authorization !== `Bearer ${opts.token}`)
        return send(401, { error: { type: 'AUTHENTICATION_REQUIRED', message: 'Authentication required' } });
      try {
        const { status, json } = answer(req.method ?? '', url, entry.body);
        send(status, json);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        send(error.status, error.body);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    records,
    requests,
    /** The table as the Metadata API shows it; tests remove a field, an option or the view from it. */
    schema,
    /** The token's scopes; tests delete one. */
    scopes,
    /** The token owner's permission level on the base. */
    access,
    /** The next n requests get 429 (RATE_LIMIT_REACHED), without starting a penalty. */
    rateLimitNext(n: number) {
      tooManyLeft = n;
    },
    /** Every request gets 429 for `ms` from now, as after a 6th request in one second. */
    penalize(ms = 30_000) {
      penaltyUntil = now() + ms;
    },
    /** Whether the workspace has used its API calls for the month: every records request is then 429 PUBLIC_API_BILLING_LIMIT_EXCEEDED. */
    spendQuota(spent = true) {
      quotaSpent = spent;
    },
    /** The next n requests (of `method` only, when given) are carried out, and their answer is lost: the connection closes without one. */
    loseAnswerNext(n: number, method?: 'GET' | 'POST' | 'PATCH') {
      loseLeft = n;
      loseMethod = method;
    },
    /** The next n requests get no answer at all (until close). */
    stallNext(n: number) {
      stallLeft = n;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of stalled.splice(0)) res.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FakeAirtable = Awaited<ReturnType<typeof startFakeAirtable>>;

/** A clock tests move: `sleep` moves it on at once, so Airtable's 30-s penalty costs no real time. */
export function virtualClock(start = Date.UTC(2026, 10, 22, 9, 0, 0)) {
  let at = start;
  const waits: number[] = [];
  return {
    now: () => at,
    advance: (ms: number) => {
      at += ms;
    },
    /** Every wait asked for, in order. */
    waits,
    sleep: (ms: number) => {
      waits.push(ms);
      at += Math.max(0, ms);
      return Promise.resolve();
    },
  };
}

export type VirtualClock = ReturnType<typeof virtualClock>;

/**
 * A rate gate on a virtual clock, as the app servers' shared one behaves: each request starts a
 * fifth of a second after the one before (5 a second, Airtable's limit), and none before a hold is
 * over. Shared by several adapters, it is the gate of several app servers.
 */
export function virtualRateGate(clock: VirtualClock): RateGate & { holds: number[]; taken: number } {
  let heldUntil = -Infinity;
  const gate = {
    holds: [] as number[],
    taken: 0,
    async take() {
      if (clock.now() < heldUntil) await clock.sleep(heldUntil - clock.now());
      clock.advance(200);
      gate.taken += 1;
    },
    holdUntil(atMs: number) {
      gate.holds.push(atMs);
      heldUntil = Math.max(heldUntil, atMs);
      return Promise.resolve();
    },
  };
  return gate;
}
