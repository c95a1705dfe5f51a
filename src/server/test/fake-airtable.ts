import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The one formula the box table sends, `UPPER(TRIM({Box ID}))='...'`, read as Airtable reads a
 * string literal: `\\` and `\'` are escapes, and an unescaped `'` ends it. Anything after the
 * literal, or any other formula, is refused as Airtable refuses a formula it cannot parse; so a
 * Box ID that breaks out of its quotes shows up as a 422, not as a match.
 */
function boxIdOfFormula(formula: string): string | null {
  const prefix = "UPPER(TRIM({Box ID}))='";
  if (!formula.startsWith(prefix)) return null;
  let value = '';
  for (let i = prefix.length; i < formula.length; i++) {
    const c = formula[i]!;
    if (c === '\\') {
      if (i + 1 >= formula.length) return null;
      value += formula[++i];
    } else if (c === "'") return i === formula.length - 1 ? value : null;
    else value += c;
  }
  return null;
}

interface FakeRecord {
  id: string;
  createdTime: string;
  fields: Record<string, unknown>;
}

/**
 * A local stand-in for Airtable's REST records endpoints (list with view, offset paging, maxRecords
 * and the one filterByFormula the box table sends; create, update), strict about what the real one
 * refuses: a wrong token, another view, a formula it cannot read, more than 10 records per write. It can answer 429 on demand and remembers when each request arrived.
 */
export async function startFakeAirtable(opts: { token: string; baseId: string; table: string; view: string; pageSize?: number }) {
  const records: FakeRecord[] = [];
  const requests: { method: string; url: string; at: number; body: unknown }[] = [];
  let tooManyLeft = 0;
  let nextId = 1;
  let nextAttachment = 1;
  const pageSize = opts.pageSize ?? 3;
  /**
   * An attachment field is replaced by what is written, as Airtable does: `{url}` makes a new
   * attachment (Airtable fetches the link), `{id}` keeps one the cell already holds; any other id is
   * refused (INVALID_ATTACHMENT_OBJECT). Returns null for a refused write.
   */
  const attachments = (value: unknown, before: unknown): unknown[] | null => {
    if (!Array.isArray(value)) return null;
    const held = Array.isArray(before) ? (before as { id: string }[]) : [];
    const out: unknown[] = [];
    for (const a of value as { url?: string; id?: string }[]) {
      if (a.id !== undefined) {
        const kept = held.find((h) => h.id === a.id);
        if (!kept) return null;
        out.push(kept);
      } else if (typeof a.url === 'string')
        out.push({ id: `att${String(nextAttachment++).padStart(14, '0')}`, url: a.url, filename: a.url.split('/').pop() });
      else return null;
    }
    return out;
  };
  const stored = (fields: Record<string, unknown>, before: Record<string, unknown> = {}): Record<string, unknown> | null => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(fields)) {
      const value = k.endsWith('Photo') ? attachments(v, before[k]) : v;
      if (value === null) return null;
      out[k] = value;
    }
    return out;
  };
  const invalidAttachment = {
    error: {
      type: 'INVALID_ATTACHMENT_OBJECT',
      message: 'Invalid attachment object: give a url, or the id of an attachment the cell holds',
    },
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body: unknown = raw ? JSON.parse(raw) : undefined;
      requests.push({ method: req.method ?? '', url: req.url ?? '', at: Date.now(), body });
      const send = (status: number, json: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (req.headers.authorization !== `Bearer ${opts.token}`)
        return send(401, { error: { type: 'AUTHENTICATION_REQUIRED', message: 'Authentication required' } });
      if (tooManyLeft > 0) {
        tooManyLeft -= 1;
        return send(429, { errors: [{ error: 'RATE_LIMIT_REACHED', message: 'Rate limit exceeded. Please try again later' }] });
      }
      if (url.pathname !== `/v0/${opts.baseId}/${encodeURIComponent(opts.table)}`)
        return send(404, { error: { type: 'NOT_FOUND', message: 'Could not find table' } });
      const writes = (body as { records?: { id?: string; fields: Record<string, unknown> }[] } | undefined)?.records ?? [];
      if (req.method !== 'GET' && (writes.length === 0 || writes.length > 10)) {
        return send(422, { error: { type: 'INVALID_RECORDS', message: 'You must provide an array of up to 10 record objects' } });
      }
      if (req.method === 'GET') {
        if (url.searchParams.get('view') !== opts.view)
          return send(422, { error: { type: 'VIEW_NAME_NOT_FOUND', message: 'Unknown view' } });
        const formula = url.searchParams.get('filterByFormula');
        const wanted = formula === null ? null : boxIdOfFormula(formula);
        if (formula !== null && wanted === null)
          return send(422, {
            error: { type: 'INVALID_FILTER_BY_FORMULA', message: `The formula for filtering records is invalid: ${formula}` },
          });
        const boxIdOf = (r: FakeRecord) => (typeof r.fields['Box ID'] === 'string' ? r.fields['Box ID'].trim().toUpperCase() : '');
        const matching = wanted === null ? records : records.filter((r) => boxIdOf(r) === wanted);
        const maxRecords = Number(url.searchParams.get('maxRecords') ?? Infinity);
        const start = Number(url.searchParams.get('offset')?.split('/')[1] ?? 0);
        const page = matching.slice(start, Math.min(start + pageSize, maxRecords));
        return send(200, {
          records: page,
          ...(start + pageSize < Math.min(matching.length, maxRecords) ? { offset: `itrFake/${start + pageSize}` } : {}),
        });
      }
      if (req.method === 'POST') {
        const fields = writes.map((w) => stored(w.fields));
        if (fields.some((f) => f === null)) return send(422, invalidAttachment);
        const made = fields.map((f) => ({
          id: `rec${String(nextId++).padStart(14, '0')}`,
          createdTime: new Date().toISOString(),
          fields: f!,
        }));
        records.push(...made);
        return send(200, { records: made });
      }
      if (req.method === 'PATCH') {
        const found = writes.map((w) => records.find((r) => r.id === w.id));
        if (found.some((r) => !r)) return send(404, { error: { type: 'NOT_FOUND', message: 'Record not found' } });
        const fields = writes.map((w, i) => stored(w.fields, found[i]!.fields));
        if (fields.some((f) => f === null)) return send(422, invalidAttachment);
        fields.forEach((f, i) => Object.assign(found[i]!.fields, f));
        return send(200, { records: found });
      }
      return send(405, { error: { type: 'METHOD_NOT_ALLOWED' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    records,
    requests,
    /** The next n requests get 429. */
    rateLimitNext(n: number) {
      tooManyLeft = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
