/**
 * What only our own table does: a unique index on the Box ID (Airtable has none; the counter in
 * our database keeps Box IDs apart there). What every box table does is in box-table.contract.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOX_TABLE } from '../../../shared/catalogue/boxes';
import type { DatabaseHandle } from '../../db/connection';
import { BoxExistsError } from '../../ports/box-table.port';
import { engines } from '../../test/databases';
import { createLocalBoxTable } from './local';

const f = BOX_TABLE.fields;

describe.each(engines)('the local box table on $name', (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await engine.open();
  });
  afterAll(() => handle.close());

  it('refuses a second record with a Box ID it holds, and makes none of that write', async () => {
    const table = createLocalBoxTable(handle.db);
    const box = (boxID: string) => ({
      [f.boxId]: boxID,
      [f.productType]: 'Trim',
      [f.subA]: 'Lace',
      [f.size]: 'Large Bin',
      [f.status]: 'New Box',
    });
    await table.create([box('6C-1')]);
    await expect(table.create([box('6C-2'), box('6C-1')])).rejects.toBeInstanceOf(BoxExistsError);
    expect(await table.findByBoxId('6C-2')).toBeUndefined();
    expect(await table.boxIdsWithBase('6C')).toEqual(['6C-1']);
  });
});
