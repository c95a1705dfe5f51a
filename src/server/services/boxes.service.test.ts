import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../test/databases';
import { startTestApp, type TestApp } from '../test/app-harness';
import { ConflictError, KeyReusedError } from '../errors';
import { createLocalBoxTable } from '../adapters/box-table/local';
import { BOX_TABLE } from '../../shared/catalogue/boxes';
import type { BoxTablePort } from '../ports/box-table.port';
import { IDEMPOTENCY_MESSAGES } from './idempotency';

const buttons = { productType: 'Buttons', subA: '', subB: '', boxSize: 'Small Bin' } as const;
const by = 'service@selvage.test';

describe.each(engines)('box creation owns its idempotency, on $name', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine, { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-boxes-service-')) });
  });
  afterAll(() => t.close());

  it('answers a repeat of a key with its first box, and the same key with another box request with KeyReused naming that box', async () => {
    const first = await t.services.boxes.create(buttons, 'draft-service-0001', by);
    expect(first.boxID).toBe('2-1');
    expect(await t.services.boxes.create(buttons, 'draft-service-0001', by)).toEqual(first);

    // Same base code (2), other size: the number reserved under the key must not hand back the first box.
    const other = t.services.boxes.create({ ...buttons, boxSize: 'Blue Bin' }, 'draft-service-0001', by);
    await expect(other).rejects.toBeInstanceOf(KeyReusedError);
    await expect(other).rejects.toThrow(
      'This entry already created box 2-1 with other choices. Start a New Supply Entry to create another box.',
    );
    // Another base code under the key is refused the same way, and makes nothing.
    await expect(
      t.services.boxes.create({ productType: 'Zippers', subA: '', subB: '', boxSize: 'Blue Bin' }, 'draft-service-0001', by),
    ).rejects.toBeInstanceOf(KeyReusedError);
    expect((await t.services.boxes.list()).map((b) => b.boxID)).toEqual(['2-1']);
  });

  it('answers a creation still under way with the same key as a conflict, not a second box', async () => {
    const [a, b] = await Promise.allSettled([
      t.services.boxes.create(buttons, 'draft-service-0002', by),
      t.services.boxes.create(buttons, 'draft-service-0002', by),
    ]);
    const made = [a, b].filter((r) => r.status === 'fulfilled').map((r) => r.value.boxID);
    const refused = [a, b].filter((r) => r.status === 'rejected').map((r) => r.reason as Error);
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(new Set(made)).toEqual(new Set(['2-2']));
    for (const error of refused) {
      expect(error).toBeInstanceOf(ConflictError);
      expect(error.message).toBe(IDEMPOTENCY_MESSAGES.inFlight);
    }
  });
});

describe.each(engines)('box counting reads only the Box IDs of the base, on $name', (engine) => {
  let t: TestApp;
  const asked: string[] = [];
  const made: { table?: BoxTablePort } = {};

  beforeAll(async () => {
    // A table whose whole list fails: Airtable would count a request per 100 boxes of every base.
    const onlyBoxIds: BoxTablePort = {
      list: () => Promise.reject(new Error('the whole box table was read')),
      findByBoxId: (boxID) => made.table!.findByBoxId(boxID),
      boxIdsWithBase: (base) => (asked.push(base), made.table!.boxIdsWithBase(base)),
      create: (records) => made.table!.create(records),
      update: (changes) => made.table!.update(changes),
    };
    t = await startTestApp(engine, { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-boxes-count-')) }, undefined, {
      boxTable: onlyBoxIds,
    });
    made.table = createLocalBoxTable(t.db);
  });
  afterAll(() => t.close());

  it('previews and makes the next Box ID from the highest one of the base, whatever other bases hold', async () => {
    const f = BOX_TABLE.fields;
    const lace = (boxID: string) => ({
      [f.boxId]: boxID,
      [f.productType]: 'Trim',
      [f.subA]: 'Lace',
      [f.size]: 'Large Bin',
      [f.status]: 'Input',
    });
    await made.table!.create(['6C-7', '16C-20', '6CX-30', '9B10-40'].map(lace));
    expect(await t.services.boxes.previewCount('6C')).toBe(8);
    const box = await t.services.boxes.create(
      { productType: 'Trim', subA: 'Lace', subB: '', boxSize: 'Large Bin' },
      'draft-service-0003',
      by,
    );
    expect(box.boxID).toBe('6C-8');
    expect(asked).toEqual(['6C', '6C']);
  });
});
