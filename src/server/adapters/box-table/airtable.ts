import Airtable from 'airtable';
import pThrottle from 'p-throttle';
import { BOX_TABLE } from '../../../shared/catalogue/boxes';
import type { BoxRecord } from '../../../shared/schemas/box-api';
import { BoxNotFoundError, BoxTableError, boxIdKey, boxRecordOf, type BoxFields, type BoxTablePort } from '../../ports/box-table.port';

export interface AirtableBoxTableOptions {
  token: string;
  baseId: string;
  /** Airtable's API root; tests point it at a local fake. */
  endpointUrl?: string;
  /** Airtable allows 5 requests per second per base. */
  requestsPerSecond?: number;
  /** What every request (and every retry) waits for before it starts; `rateLimiter(requestsPerSecond)` by default. */
  limiter?: () => Promise<void>;
  /** 429 answers retried at most this often, waiting retryDelayMs, then twice that, ... */
  maxRetries?: number;
  retryDelayMs?: number;
  requestTimeoutMs?: number;
  /** The wait between 429 retries; tests pass a virtual one. */
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Airtable takes at most 10 records per create or update request. */
export const AIRTABLE_BATCH = 10;

interface AirtableRecordJson {
  id: string;
  fields: Record<string, unknown>;
}

/**
 * At most `perSecond` request starts in any one-second window, in call order: p-throttle's strict
 * (sliding window) mode, on the real clock (its tests use vitest's fake timers).
 */
export function rateLimiter(perSecond: number): () => Promise<void> {
  return pThrottle({ limit: perSecond, interval: 1000, strict: true })(() => Promise.resolve());
}

/**
 * An Airtable formula string literal: backslashes and single quotes escaped, so no Box ID can end
 * the string early and add to the formula (`X' OR TRUE() OR '`).
 */
export const formulaString = (value: string): string => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The formula that picks one box: its Box ID trimmed and upper-cased, as the service compares them. */
export const boxIdFormula = (boxID: string): string => `UPPER(TRIM({${BOX_TABLE.fields.boxId}}))=${formulaString(boxIdKey(boxID))}`;

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * The box table in Airtable: table 'Supplies - General', view 'Full List'. The SDK's own 429 retry
 * is unbounded (5 s doubling up to 10 min, with no limit to set; `airtable/lib/run_action.js`), so it
 * is switched off and retried here, a bounded number of times, behind a limiter that keeps us under
 * Airtable's 5 requests per second.
 */
export function createAirtableBoxTable(options: AirtableBoxTableOptions): BoxTablePort {
  const base = new Airtable({
    apiKey: options.token,
    endpointUrl: options.endpointUrl ?? 'https://api.airtable.com',
    noRetryIfRateLimited: true,
    requestTimeout: options.requestTimeoutMs ?? 30_000,
  }).base(options.baseId);
  const sleep = options.sleep ?? realSleep;
  const take = options.limiter ?? rateLimiter(options.requestsPerSecond ?? 5);
  const maxRetries = options.maxRetries ?? 4;
  const retryDelayMs = options.retryDelayMs ?? 2000;
  const tablePath = `/${encodeURIComponent(BOX_TABLE.table)}`;

  async function request(method: 'GET' | 'POST' | 'PATCH', qs: Record<string, unknown>, body?: unknown): Promise<Record<string, unknown>> {
    for (let attempt = 0; ; attempt++) {
      await take();
      try {
        const res = await base.makeRequest({ method, path: tablePath, qs, ...(body === undefined ? {} : { body }) });
        return res.body as Record<string, unknown>;
      } catch (error) {
        const status = (error as { statusCode?: unknown }).statusCode;
        if (status === 429 && attempt < maxRetries) {
          await sleep(retryDelayMs * 2 ** attempt);
          continue;
        }
        if (status === 404 && method === 'PATCH') throw new BoxNotFoundError((error as Error).message);
        const detail = (error as { message?: unknown }).message;
        throw new BoxTableError(
          `Airtable ${method} ${BOX_TABLE.table} failed (${typeof status === 'number' ? status : 'no answer'}): ${typeof detail === 'string' ? detail : ''}`,
        );
      }
    }
  }

  const recordsOf = (body: Record<string, unknown>): BoxRecord[] =>
    ((body.records ?? []) as AirtableRecordJson[]).map((r) => boxRecordOf(r.id, r.fields ?? {}));

  return {
    async list() {
      const all: BoxRecord[] = [];
      let offset: string | undefined;
      do {
        const body = await request('GET', { view: BOX_TABLE.view, pageSize: 100, ...(offset ? { offset } : {}) });
        all.push(...recordsOf(body));
        offset = typeof body.offset === 'string' ? body.offset : undefined;
      } while (offset);
      return all;
    },

    async findByBoxId(boxID) {
      // Airtable filters on its side: one request, whatever the size of the table. The view is the
      // one list() reads, so both see the same boxes; the first in its order, as a scan found it.
      const body = await request('GET', { view: BOX_TABLE.view, filterByFormula: boxIdFormula(boxID), maxRecords: 1 });
      return recordsOf(body)[0];
    },

    async create(records: BoxFields[]) {
      const created: BoxRecord[] = [];
      // typecast lets a select option such as the status 'New Box' be written by name.
      for (const batch of chunks(records, AIRTABLE_BATCH)) {
        created.push(...recordsOf(await request('POST', {}, { records: batch.map((fields) => ({ fields })), typecast: true })));
      }
      return created;
    },

    async update(changes) {
      const updated: BoxRecord[] = [];
      for (const batch of chunks(changes, AIRTABLE_BATCH)) {
        updated.push(
          ...recordsOf(await request('PATCH', {}, { records: batch.map(({ id, fields }) => ({ id, fields })), typecast: true })),
        );
      }
      return updated;
    },
  };
}
