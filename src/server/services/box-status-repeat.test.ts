/**
 * A box update whose answer was lost is recognised when staff send it again (issue 41, D141): the
 * table's answer lost after it wrote (Airtable's connection dropped), or the page's answer lost
 * after the server finished. Either way the repeat answers the box as updated, its history entry is
 * recorded once and nothing is written twice; an update someone else made meanwhile is still 409.
 * The page uploads its photos again for every try, so the repeat carries new links to the same photos.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { boxStatusSchema, type BoxRecord, type BoxStatusInput } from '../../shared/schemas/box-api';
import { createLocalBoxTable } from '../adapters/box-table/local';
import { createLocalImageHost } from '../adapters/image-host/local';
import { readPhoto } from '../adapters/stored-photos';
import { BoxTableError, type BoxTablePort } from '../ports/box-table.port';
import { staffCookie, startTestApp, type TestApp } from '../test/app-harness';
import { engines } from '../test/databases';
import { dataUrl, tinyJpeg } from '../test/images';
import { BOX_PHOTO_UNUSED_MAX_AGE_MS, createBoxPhotoUploads } from './box-photo-uploads';
import { BOX_MESSAGES, BoxChangedError } from './boxes.service';

const ana = 'ana@selvage.test';
const ben = 'ben@selvage.test';
const buttons = { productType: 'Buttons', subA: '', subB: '', boxSize: 'Small Bin' } as const;

describe.each(engines)('a repeated box update, on $name', (engine) => {
  let t: TestApp;
  /** The next update is applied by the table, and then its answer is lost. */
  let loseNextAnswer = false;
  let drafts = 0;

  beforeAll(async () => {
    t = await startTestApp(engine, { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-box-repeat-')) }, undefined, (db) => {
      const table = createLocalBoxTable(db);
      const losing: BoxTablePort = {
        ...table,
        async update(changes) {
          const updated = await table.update(changes);
          if (!loseNextAnswer) return updated;
          loseNextAnswer = false;
          throw new BoxTableError('Airtable could not be reached: socket hang up');
        },
      };
      return { boxTable: losing };
    });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    loseNextAnswer = false;
  });

  const newBox = () => t.services.boxes.create(buttons, `draft-repeat-${++drafts}`, ana);
  const photos = async (...widths: number[]) =>
    (await t.services.boxes.uploadPhotos(widths.map((w) => dataUrl(tinyJpeg(w, 10))))).map((p) => p.url);
  const update = (input: BoxStatusInput, by: string) => t.services.boxes.updateStatus(boxStatusSchema.parse(input), by);
  const moves = async (box: BoxRecord) => (await t.services.boxes.history(box.boxID)).filter((e) => e.fromStatus !== null);
  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => new Error('resolved'),
      (e: unknown) => e as Error,
    );

  it('the table wrote it and its answer was lost: the retry is answered as updated, with one history entry and nothing written twice', async () => {
    const box = await newBox();
    const firstTry = await photos(10, 20);
    loseNextAnswer = true;
    const lost = await failureOf(update({ boxID: box.boxID, fromStatus: 'New Box', notes: 'Mostly shell buttons', photos: firstTry }, ana));
    expect(lost).toBeInstanceOf(BoxTableError);
    expect(await moves(box)).toEqual([]);

    // Staff tap again: the page uploads the photos afresh and sends the same update.
    const retry = await photos(10, 20);
    const answer = await update({ boxID: box.boxID, fromStatus: 'New Box', notes: 'Mostly shell buttons', photos: retry }, ana);
    expect(answer.status).toBe('General Sort');
    expect(answer.generalSortPhoto.map((p) => p.url)).toEqual(firstTry);
    expect(answer.generalSortNotes).toBe(`2026-11-22 ${ana}: Mostly shell buttons`);
    expect(await moves(box)).toEqual([
      expect.objectContaining({
        by: ana,
        fromStatus: 'New Box',
        toStatus: 'General Sort',
        notes: 'Mostly shell buttons',
        photos: firstTry.map((url) => ({ url })),
      }),
    ]);

    // The photos the box holds are used and stay; the retry's copies, which no update used, go a day later.
    t.clock.advance(BOX_PHOTO_UNUSED_MAX_AGE_MS + 1);
    const swept = await createBoxPhotoUploads(t.db, createLocalImageHost(t.db), () => t.clock.now).sweep();
    expect(new Set(swept)).toEqual(new Set(retry));
    for (const url of firstTry) expect(await readPhoto(t.db, url.slice(1))).not.toBeNull();
    for (const url of retry) expect(await readPhoto(t.db, url.slice(1))).toBeNull();
  });

  it('the page lost the answer: the same update sent again is answered as updated, recorded once', async () => {
    const box = await newBox();
    const first = await update({ boxID: box.boxID, fromStatus: 'New Box', notes: 'Shank buttons', photos: await photos(10) }, ana);
    const again = await update({ boxID: box.boxID, fromStatus: 'New Box', notes: 'Shank buttons', photos: await photos(10) }, ana);
    expect(again).toEqual(first);
    expect((await t.services.boxes.list()).find((b) => b.boxID === box.boxID)).toEqual(first);
    expect((await moves(box)).map((e) => [e.by, e.fromStatus, e.toStatus, e.notes])).toEqual([
      [ana, 'New Box', 'General Sort', 'Shank buttons'],
    ]);

    // With neither notes nor photos as well.
    const bare = await newBox();
    const moved = await update({ boxID: bare.boxID, fromStatus: 'New Box', notes: '' }, ben);
    expect(await update({ boxID: bare.boxID, fromStatus: 'New Box', notes: '' }, ben)).toEqual(moved);
    expect(await moves(bare)).toHaveLength(1);
  });

  it('a different update from the status the box had is still refused (409): someone else, other notes, other photos', async () => {
    const box = await newBox();
    await update({ boxID: box.boxID, fromStatus: 'New Box', notes: 'Sorted by Ana', photos: await photos(10) }, ana);
    const refusals = [
      async () => update({ boxID: box.boxID, fromStatus: 'New Box', notes: 'Sorted by Ana', photos: await photos(10) }, ben),
      () => update({ boxID: box.boxID, fromStatus: 'New Box', notes: '' }, ben),
      async () => update({ boxID: box.boxID, fromStatus: 'New Box', notes: 'Something else', photos: await photos(10) }, ana),
      async () => update({ boxID: box.boxID, fromStatus: 'New Box', notes: 'Sorted by Ana', photos: await photos(10, 20) }, ana),
    ];
    for (const refused of refusals) {
      const error = await failureOf(refused());
      expect(error).toBeInstanceOf(BoxChangedError);
      expect(error.message).toBe(BOX_MESSAGES.changed(box.boxID, 'General Sort'));
    }
    expect(await moves(box)).toHaveLength(1);
  });

  it("someone else's update whose answer was lost is not taken for this one: 409, and nothing recorded for it", async () => {
    const box = await newBox();
    loseNextAnswer = true;
    await failureOf(update({ boxID: box.boxID, fromStatus: 'New Box', notes: 'Ana was here', photos: await photos(10) }, ana));
    const error = await failureOf(
      update({ boxID: box.boxID, fromStatus: 'New Box', notes: 'Ben sorted it', photos: await photos(10) }, ben),
    );
    expect(error).toBeInstanceOf(BoxChangedError);
    const other = await failureOf(
      update({ boxID: box.boxID, fromStatus: 'New Box', notes: 'Ana was here', photos: await photos(10) }, ben),
    );
    expect(other).toBeInstanceOf(BoxChangedError);
    expect(await moves(box)).toEqual([]);
    // Ana's own retry is recognised.
    const retried = await update({ boxID: box.boxID, fromStatus: 'New Box', notes: 'Ana was here', photos: await photos(10) }, ana);
    expect(retried.status).toBe('General Sort');
    expect((await moves(box)).map((e) => e.by)).toEqual([ana]);
  });

  it('over HTTP: the lost update sent again is 200 with the box updated, a different one from the old status 409', async () => {
    const box = await newBox();
    const cookie = await staffCookie(t, 'route-repeat@selvage.test');
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { cookie } });
    const upload = async () =>
      (await post('/product/box_photos', { images: [dataUrl(tinyJpeg(10, 10))] }))
        .json<{ photos: { url: string }[] }>()
        .photos.map((p) => p.url);
    const body = { boxID: box.boxID, fromStatus: 'New Box', notes: 'Half full' };

    loseNextAnswer = true;
    expect((await post('/product/box_status', { ...body, photos: await upload() })).statusCode).toBe(502);
    const retry = await post('/product/box_status', { ...body, photos: await upload() });
    expect(retry.statusCode).toBe(200);
    expect(retry.json<BoxRecord>()).toMatchObject({
      status: 'General Sort',
      generalSortNotes: expect.stringMatching(/^\d{4}-\d\d-\d\d route-repeat@selvage\.test: Half full$/),
    });
    const other = await post('/product/box_status', { ...body, notes: 'Quarter full' });
    expect(other.statusCode).toBe(409);
    const history = (await t.app.inject({ method: 'GET', url: `/product/box_history?boxID=${box.boxID}`, headers: { cookie } })).json<{
      history: { fromStatus: string | null; by: string }[];
    }>().history;
    expect(history.filter((e) => e.fromStatus !== null).map((e) => e.by)).toEqual(['route-repeat@selvage.test']);
  });

  it('a box two statuses past the one the page showed is refused even when the last update was this one', async () => {
    const box = await newBox();
    await update({ boxID: box.boxID, fromStatus: 'New Box', notes: 'x' }, ana);
    await update({ boxID: box.boxID, fromStatus: 'General Sort', notes: 'x' }, ana);
    expect(await failureOf(update({ boxID: box.boxID, fromStatus: 'New Box', notes: 'x' }, ana))).toBeInstanceOf(BoxChangedError);
  });
});
