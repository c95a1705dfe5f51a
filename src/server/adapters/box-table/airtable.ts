import { BOX_TABLE } from '../../../shared/catalogue/boxes';
import { BOX_TABLE_LIMIT_MESSAGES } from '../../../shared/messages/boxes';
import type { BoxRecord } from '../../../shared/schemas/box-api';
import {
  BoxFieldRefusedError,
  BoxNotFoundError,
  BoxTableError,
  BoxTableMonthlyLimitError,
  BoxTableSetupError,
  boxIdKey,
  boxRecordOf,
  type BoxFields,
  type BoxTablePort,
} from '../../ports/box-table.port';
import type { RateGate } from '../../services/rate-gate';
import { schemaProblems, type AirtableTableSchema } from './airtable-schema';
import { inProcessRateGate, rateLimiter } from './rate-gate-in-process';

export { inProcessRateGate, rateLimiter };

export interface AirtableBoxTableOptions {
  /** A personal access token (pat...) with SCOPES and access to the base. */
  token: string;
  baseId: string;
  /** Airtable's API root; tests point it at a local fake. */
  endpointUrl?: string;
  /** The in-process gate's pace (AIRTABLE_REQUESTS_PER_SECOND). */
  requestsPerSecond?: number;
  /**
   * What every request, and its retry, waits for before it starts. Airtable counts requests per
   * base whichever app server sends them, so production passes the gate the servers share; by
   * default one for this process alone (inProcessRateGate).
   */
  gate?: RateGate;
  /** The clock a penalty is counted on, and the default gate's wait; tests pass virtual ones. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** How long Airtable refuses every request after a 429: 30 s (its documentation's rate limits). */
  penaltyMs?: number;
  requestTimeoutMs?: number;
}

/**
 * The pace we keep: under Airtable's 5 requests a second per base, since our starts are spaced on
 * our clock and arrive at Airtable's after a network delay that varies; at exactly 5 a second a
 * few milliseconds of it put 6 into one of Airtable's seconds and set off its 30-s penalty (found
 * by the box services journey: an 800-box list did, 2 times in 2).
 */
export const AIRTABLE_REQUESTS_PER_SECOND = 4;

/** How long Airtable refuses every request of a base after a 429 (its documentation's rate limits). */
export const AIRTABLE_PENALTY_MS = 30_000;

/** Airtable takes at most 10 records per create or update request. */
export const AIRTABLE_BATCH = 10;

/** The token scopes the box table needs (airtable.com/developers/web/api/scopes). */
const SCOPES = 'data.records:read, data.records:write and schema.bases:read';

/** The 429 of a workspace whose API calls for the month are spent: waiting 30 s does not help. */
const MONTHLY_LIMIT = 'PUBLIC_API_BILLING_LIMIT_EXCEEDED';

interface AirtableRecordJson {
  id: string;
  fields?: Record<string, unknown>;
}

/** An answer Airtable refused with: its status, error type and words. */
interface Refused {
  status: number;
  type: string;
  message: string;
}

const stringOr = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Airtable's error answer in each of its shapes: {error: 'NOT_FOUND'}, {error: {type, message}}, {errors: [{error, message}]} (its 429s). */
function refusedOf(status: number, text: string): Refused {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const { error, errors } = (body && typeof body === 'object' ? body : {}) as { error?: unknown; errors?: unknown };
  const inner = (error && typeof error === 'object' ? error : {}) as { type?: unknown; message?: unknown };
  const first = (Array.isArray(errors) && errors[0] && typeof errors[0] === 'object' ? errors[0] : {}) as {
    error?: unknown;
    message?: unknown;
  };
  return {
    status,
    type: stringOr(error) ?? stringOr(inner.type) ?? stringOr(first.error) ?? '',
    message: stringOr(inner.message) ?? stringOr(first.message) ?? text.slice(0, 300),
  };
}

/**
 * An Airtable formula string literal: backslashes and single quotes escaped, so no Box ID can end
 * the string early and add to the formula (`X' OR TRUE() OR '`).
 */
export const formulaString = (value: string): string => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** A record's Box ID as the service compares them: trimmed and upper-cased. */
const BOX_ID = `UPPER(TRIM({${BOX_TABLE.fields.boxId}}))`;

/** The formula that picks one box: its Box ID trimmed and upper-cased, as the service compares them. */
export const boxIdFormula = (boxID: string): string => `${BOX_ID}=${formulaString(boxIdKey(boxID))}`;

/** The formula that picks the boxes of a base: Box IDs that start with it and a dash ('6C' -> '6C-...', not '16C-1' or '6CX-1'). */
export const boxIdsFormula = (base: string): string => {
  const prefix = `${boxIdKey(base)}-`;
  return `LEFT(${BOX_ID},${[...prefix].length})=${formulaString(prefix)}`;
};

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** A query string with spaces as %20 (URLSearchParams writes '+'; a literal '+' stays %2B). */
const queryOf = (params: Record<string, string | number | undefined>): string => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.append(key, String(value));
  return `?${query.toString().replace(/\+/g, '%20')}`;
};

/**
 * Empty text goes as null: Airtable keeps no empty cell either way, and a single select (a base may
 * make Sub A one) has no '' option to take.
 */
const cells = (fields: BoxFields): BoxFields =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, value === '' ? null : value]));

/**
 * The field and value of a write Airtable refused. Its UNKNOWN_FIELD_NAME names the field; its
 * INVALID_MULTIPLE_CHOICE_OPTIONS names only the value (`... select option ""Archived""`), so the
 * field is the one the request wrote that value to.
 */
function refusedField(refused: Refused, body: unknown): BoxFieldRefusedError {
  const written = ((body as { records?: { fields?: Record<string, unknown> }[] } | undefined)?.records ?? []).flatMap((r) =>
    Object.entries(r.fields ?? {}),
  );
  const said = `${refused.type}: ${refused.message}`;
  if (refused.type === 'UNKNOWN_FIELD_NAME') {
    const field = /"(.*)"\s*$/s.exec(refused.message)?.[1] ?? '';
    const value = written.find(([name]) => name === field)?.[1];
    return new BoxFieldRefusedError(field, value, `Airtable has no field "${field}" (${said}): add it in Airtable`);
  }
  const quoted = /option "(.*)"\s*$/s.exec(refused.message)?.[1] ?? '';
  const value = quoted.replace(/^"(.*)"$/s, '$1');
  const field = written.find(([, v]) => v === value)?.[0] ?? '';
  return new BoxFieldRefusedError(
    field,
    value,
    `Airtable refused the value "${value}" for the field "${field}" (${said}): add the option in Airtable`,
  );
}

/**
 * The box table in Airtable: table 'Supplies - General', view 'Full List', over its REST API with
 * fetch (airtable.js answers every 429 with the same fixed words, so the monthly limit could not be
 * told from the per-second one). Every request waits its turn at the rate gate. A per-second 429
 * holds the gate for Airtable's 30-s penalty, for every app server sharing it, and the request is
 * tried once more after it; the monthly limit's 429 is not retried (it lasts until the month ends)
 * and is a BoxTableMonthlyLimitError, which kept-over-limit.ts answers by keeping the write.
 * Staff read BOX_TABLE_LIMIT_MESSAGES for both; any other failure is a BoxTableError, never
 * Airtable's own status.
 */
export function createAirtableBoxTable(options: AirtableBoxTableOptions): BoxTablePort {
  const { token, baseId } = options;
  // Airtable retired API keys in February 2024; one would only ever answer 401.
  if (token.startsWith('key'))
    throw new BoxTableSetupError(
      `Airtable: the token is a legacy API key (key...), which Airtable no longer accepts: make a personal access token (pat...) with the scopes ${SCOPES} and access to the base ${baseId}`,
    );
  const root = options.endpointUrl ?? 'https://api.airtable.com';
  const now = options.now ?? (() => Date.now());
  const gate =
    options.gate ?? inProcessRateGate({ perSecond: options.requestsPerSecond ?? AIRTABLE_REQUESTS_PER_SECOND, now, sleep: options.sleep });
  const penaltyMs = options.penaltyMs ?? AIRTABLE_PENALTY_MS;
  const timeoutMs = options.requestTimeoutMs ?? 30_000;
  const tableUrl = `${root}/v0/${baseId}/${encodeURIComponent(BOX_TABLE.table)}`;
  const view = BOX_TABLE.view;

  /** Airtable's answer, or what it refused with; a limit or no answer at all is thrown. */
  async function send(
    what: string,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    body?: unknown,
  ): Promise<{ json: unknown } | { refused: Refused }> {
    for (let attempt = 0; ; attempt++) {
      await gate.take();
      let status: number;
      let text: string;
      try {
        const res = await fetch(url, {
          method,
          headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = res.status;
        text = await res.text();
      } catch (error) {
        throw new BoxTableError(`Airtable ${what}: no answer within ${timeoutMs} ms (${(error as Error).message})`, { cause: error });
      }
      if (status >= 200 && status < 300) {
        try {
          return { json: JSON.parse(text) as unknown };
        } catch (error) {
          throw new BoxTableError(`Airtable ${what}: ${status} with an answer that is not JSON: ${text.slice(0, 200)}`, { cause: error });
        }
      }
      const refused = refusedOf(status, text);
      if (status !== 429) return { refused };
      if (refused.type === MONTHLY_LIMIT)
        throw new BoxTableMonthlyLimitError(
          `Airtable ${what}: 429 ${MONTHLY_LIMIT}, the workspace's API calls for this month are spent (${refused.message})`,
          { staffMessage: BOX_TABLE_LIMIT_MESSAGES.monthlyLimit },
        );
      // After a 429 Airtable refuses every request to the base for 30 s, whichever server sends it.
      await gate.holdUntil(now() + penaltyMs);
      if (attempt > 0)
        throw new BoxTableError(`Airtable ${what}: 429 ${refused.type} again after waiting ${penaltyMs} ms (${refused.message})`, {
          staffMessage: BOX_TABLE_LIMIT_MESSAGES.slowDown,
        });
    }
  }

  /** A records request's answer; a refusal becomes the port's error. */
  async function records(method: 'GET' | 'POST' | 'PATCH', query: string, body?: unknown): Promise<Record<string, unknown>> {
    const what = `${method} ${BOX_TABLE.table}`;
    const answer = await send(what, method, tableUrl + query, body);
    if ('json' in answer) return answer.json as Record<string, unknown>;
    const { status, type, message } = answer.refused;
    if (status === 404 && method === 'PATCH') throw new BoxNotFoundError(`Airtable ${what}: ${type} ${message}`);
    if (status === 422 && (type === 'UNKNOWN_FIELD_NAME' || type === 'INVALID_MULTIPLE_CHOICE_OPTIONS'))
      throw refusedField(answer.refused, body);
    const scope =
      status === 401
        ? ` (the token needs ${SCOPES})`
        : status === 403
          ? ` (the token needs the scope data.records:${method === 'GET' ? 'read' : 'write'} and access to the base ${baseId})`
          : '';
    throw new BoxTableError(`Airtable ${what} failed (${status} ${type}): ${message}${scope}`);
  }

  /** A setup refusal in words for whoever set Airtable up; anything else is the table failing now. */
  function setupError(doing: string, scope: string, { status, type, message }: Refused): Error {
    if (status === 401)
      return new BoxTableSetupError(
        `Airtable refused the token (401 ${type}): make a personal access token (pat...) with the scopes ${SCOPES} and access to the base ${baseId}`,
      );
    if (status === 403 || status === 404)
      return new BoxTableSetupError(
        `Airtable refused to ${doing} (${status} ${type}): give the token the scope ${scope} and access to the base ${baseId}`,
      );
    return new BoxTableError(`Airtable refused to ${doing} (${status} ${type}): ${message}`);
  }

  const recordsOf = (body: Record<string, unknown>): BoxRecord[] =>
    ((body.records ?? []) as AirtableRecordJson[]).map((r) => boxRecordOf(r.id, r.fields ?? {}));

  /** Every page of the Full List view with these parameters. */
  async function allPages(params: Record<string, string | number | undefined>): Promise<BoxRecord[]> {
    const all: BoxRecord[] = [];
    let offset: string | undefined;
    do {
      const body = await records('GET', queryOf({ view, pageSize: 100, ...params, offset }));
      all.push(...recordsOf(body));
      offset = typeof body.offset === 'string' ? body.offset : undefined;
    } while (offset);
    return all;
  }

  return {
    list: () => allPages({}),

    async findByBoxId(boxID) {
      // Airtable filters on its side: one request, whatever the size of the table. The view is the
      // one list() reads, so both see the same boxes; the first in its order, as a scan found it.
      const body = await records('GET', queryOf({ view, filterByFormula: boxIdFormula(boxID), maxRecords: 1 }));
      return recordsOf(body)[0];
    },

    async boxIdsWithBase(base) {
      // Only the Box ID of the base's records: a page holds 100 of them, where the whole table
      // would cost a request per 100 boxes of every base against the month's allowance.
      const found = await allPages({ 'fields[]': BOX_TABLE.fields.boxId, filterByFormula: boxIdsFormula(base) });
      return found.map((r) => r.boxID);
    },

    async ready() {
      const schema = await send('GET base schema', 'GET', `${root}/v0/meta/bases/${baseId}/tables`);
      if ('refused' in schema) throw setupError("show the base's schema", 'schema.bases:read', schema.refused);
      const problems = schemaProblems((schema.json as { tables?: AirtableTableSchema[] }).tables ?? [], baseId);
      if (problems.length > 0) throw new BoxTableSetupError(problems.join('\n'));
      // The schema shows nothing of the records' scopes: one record read shows data.records:read.
      // data.records:write shows only in a write; a refused one is logged with that scope's name.
      const probe = await send(
        `GET ${BOX_TABLE.table}`,
        'GET',
        tableUrl + queryOf({ view, 'fields[]': BOX_TABLE.fields.boxId, maxRecords: 1 }),
      );
      if ('refused' in probe) throw setupError('read the records', 'data.records:read', probe.refused);
    },

    async create(boxes: BoxFields[]) {
      const created: BoxRecord[] = [];
      // No typecast: a select option Airtable lacks is refused (BoxFieldRefusedError), never added to the base.
      for (const batch of chunks(boxes, AIRTABLE_BATCH)) {
        created.push(...recordsOf(await records('POST', '', { records: batch.map((fields) => ({ fields: cells(fields) })) })));
      }
      return created;
    },

    async update(changes) {
      const updated: BoxRecord[] = [];
      for (const batch of chunks(changes, AIRTABLE_BATCH)) {
        updated.push(...recordsOf(await records('PATCH', '', { records: batch.map(({ id, fields }) => ({ id, fields: cells(fields) })) })));
      }
      return updated;
    },
  };
}
