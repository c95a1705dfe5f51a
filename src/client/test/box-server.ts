import { http, HttpResponse } from 'msw';
import {
  boxCountAnswer,
  boxHistoryAnswer,
  boxListAnswer,
  boxPhotosAnswer,
  boxRecordAnswer,
  labelEmailAnswer,
} from '../../shared/schemas/answers';
import {
  baseCodeOfBox,
  boxCreateSchema,
  boxPhotosSchema,
  boxStatusSchema,
  labelEmailSchema,
  type BoxCreateInput,
  type BoxHistoryEntry,
  type BoxRecord,
} from '../../shared/schemas/box-api';
import { boxCountSchema, normaliseBoxId } from '../../shared/schemas/box-draft';
import { fullBoxCode } from '../../shared/boxes/box-code';
import { boxUpdateFields } from '../../shared/boxes/box-status';
import { BOX_TABLE } from '../../shared/catalogue/boxes';
import { SIGNED_IN_STAFF } from './shop-server';

/**
 * The inventory box calls (spec 001 section 7) as the box pages meet them, at the HTTP boundary: a
 * box table in memory whose Box IDs, status steps and added notes and photos come from the shared
 * rules the real server uses (baseCodeOfBox, boxUpdateFields), bodies checked by the shared
 * schemas, each answer parsed by the schema the client reads it with. The real numbering under
 * load, the history kept in the database and the label mail are the server's
 * (boxes.routes.test.ts, box-status.routes.test.ts) and the boxes journey's.
 */

const table = new Map<string, BoxRecord>();
const histories = new Map<string, BoxHistoryEntry[]>();
/** Boxes made by Idempotency-Key: the same key gets its box back, never a second one. */
const byKey = new Map<string, BoxRecord>();
let clock = Date.parse('2026-11-23T10:00:00Z');

/** What the pages sent, in order: creations with their keys, status updates, label mails. */
export const boxesSent = {
  creations: [] as { body: unknown; key: string | null }[],
  updates: [] as unknown[],
  labelMails: [] as string[],
};

/** Empties the table and what was sent; call before each test. */
export function resetBoxes(): void {
  table.clear();
  histories.clear();
  byKey.clear();
  boxesSent.creations.length = 0;
  boxesSent.updates.length = 0;
  boxesSent.labelMails.length = 0;
}

const by = SIGNED_IN_STAFF.email ?? 'staff@selvage.test';
const recorded = (boxID: string, entry: Omit<BoxHistoryEntry, 'at' | 'by'>) => {
  clock += 60_000;
  histories.set(boxID, [{ at: new Date(clock).toISOString(), by, ...entry }, ...(histories.get(boxID) ?? [])]);
};

/** The next number of a base code: one past the highest the table holds ('6C-2' and '6C-7' give 8). */
const nextCount = (base: string) =>
  Math.max(
    0,
    ...[...table.keys()].flatMap((id) => {
      const dash = id.lastIndexOf('-');
      return id.slice(0, dash) === base ? [Number(id.slice(dash + 1))] : [];
    }),
  ) + 1;

/** Makes a box as POST /product/boxes does (with `key`, at most once); answers it, or the refusal's message. */
export function makeBox(body: BoxCreateInput, key: string | null = null): BoxRecord | string {
  const known = key === null ? undefined : byKey.get(key);
  if (known) return known;
  const checked = boxCreateSchema.safeParse(body);
  if (!checked.success) return checked.error.issues[0]?.message ?? 'Bad request';
  const base = baseCodeOfBox(checked.data);
  const box: BoxRecord = {
    id: `rec${table.size + 1}`,
    boxID: fullBoxCode(base, nextCount(base)),
    ...checked.data,
    status: 'New Box',
    generalSortPhoto: [],
    generalSortNotes: '',
    measuredPhoto: [],
    measuredNotes: '',
  };
  table.set(box.boxID, box);
  if (key !== null) byKey.set(key, box);
  recorded(box.boxID, { fromStatus: null, toStatus: box.status, notes: '', photos: [] });
  return box;
}

/** A box in the table before the page opens (`body` as a creation sends it). */
export function seedBox(body: BoxCreateInput): BoxRecord {
  const box = makeBox(body);
  if (typeof box === 'string') throw new Error(box);
  return box;
}

/** Moves a box one status on as POST /product/box_status does: notes and photos added, never written over. */
export function updateBox(boxID: string, notes: string, photos: string[] = []): BoxRecord {
  const box = table.get(normaliseBoxId(boxID));
  if (!box) throw new Error(`no box ${boxID}`);
  const fields = boxUpdateFields(box, { photos, notes, at: clock + 60_000, by });
  const ours = Object.fromEntries(
    Object.entries(BOX_TABLE.fields).flatMap(([field, column]) => (column in fields ? [[field, fields[column]]] : [])),
  ) as Partial<BoxRecord>;
  const next: BoxRecord = { ...box, ...ours };
  table.set(box.boxID, next);
  recorded(box.boxID, { fromStatus: box.status, toStatus: next.status, notes, photos: photos.map((url) => ({ url })) });
  return next;
}

const answer = (schema: { parse: (v: unknown) => unknown }, body: object, status = 200) => {
  schema.parse(body);
  return HttpResponse.json(body, { status });
};

/** The handlers for every box route; add them with shopServer.use in beforeEach. */
export const boxHandlers = [
  http.get('*/product/boxes', () => answer(boxListAnswer, { boxes: [...table.values()] })),
  http.post('*/product/box_count', async ({ request }) => {
    // Parsed as the real route parses it: a body the server would refuse fails the test, never passes.
    const { boxID } = boxCountSchema.parse(await request.json());
    return answer(boxCountAnswer, { count: nextCount(boxID) });
  }),
  http.post('*/product/boxes', async ({ request }) => {
    const body = boxCreateSchema.parse(await request.json());
    const key = request.headers.get('idempotency-key');
    boxesSent.creations.push({ body, key });
    const box = makeBox(body, key);
    return typeof box === 'string' ? HttpResponse.json({ message: box }, { status: 400 }) : answer(boxRecordAnswer, box);
  }),
  http.get('*/product/box_history', ({ request }) => {
    const boxID = normaliseBoxId(new URL(request.url).searchParams.get('boxID') ?? '');
    return answer(boxHistoryAnswer, { boxID, history: histories.get(boxID) ?? [] });
  }),
  http.post('*/product/box_photos', async ({ request }) => {
    const { images } = boxPhotosSchema.parse(await request.json());
    return answer(boxPhotosAnswer, { photos: images.map((_, i) => ({ url: `/box-photos/p${clock}-${i}.jpg` })) });
  }),
  http.post('*/product/box_status', async ({ request }) => {
    const body: unknown = await request.json();
    boxesSent.updates.push(body);
    const checked = boxStatusSchema.safeParse(body);
    if (!checked.success) return HttpResponse.json({ message: checked.error.issues[0]?.message }, { status: 400 });
    const box = table.get(checked.data.boxID);
    if (!box) return HttpResponse.json({ message: `No box with ID ${checked.data.boxID}.` }, { status: 404 });
    if (checked.data.fromStatus !== undefined && checked.data.fromStatus !== box.status)
      return HttpResponse.json({ message: `Box ${box.boxID} is ${box.status} now.` }, { status: 409 });
    return answer(boxRecordAnswer, updateBox(box.boxID, checked.data.notes, checked.data.photos));
  }),
  http.post('*/product/inventory_supply_label_email', async ({ request }) => {
    const { boxID } = labelEmailSchema.parse(await request.json());
    boxesSent.labelMails.push(boxID);
    return answer(labelEmailAnswer, { message: `Label for ${boxID} sent.` });
  }),
];

/** Every box the table holds now, as GET /product/boxes answers them. */
export const boxesHeld = (): BoxRecord[] => [...table.values()];
