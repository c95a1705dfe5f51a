import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOX_TABLE } from '../../../shared/catalogue/boxes';
import type { DatabaseHandle } from '../../db/connection';
import { engines } from '../../test/databases';
import { createLocalBoxTable } from './local';

const f = BOX_TABLE.fields;

describe.each(engines)('the local box table on $name', (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await engine.open();
  });
  afterAll(() => handle.close());

  it('finds one box by its Box ID as staff type it (trimmed, any case), and nothing for an unknown or hostile one', async () => {
    const table = createLocalBoxTable(handle.db);
    await table.create(
      ['6C-1', '6C-2', "O'BRIEN-1", '9C-4'].map((id) => ({
        [f.boxId]: id,
        [f.productType]: 'Trim',
        [f.subA]: 'Lace',
        [f.size]: 'Large Bin',
        [f.status]: 'New Box',
      })),
    );
    expect(await table.findByBoxId(' 6c-2 ')).toMatchObject({
      id: expect.stringMatching(/^local:\d+$/),
      boxID: '6C-2',
      productType: 'Trim',
      subA: 'Lace',
      boxSize: 'Large Bin',
      status: 'New Box',
    });
    expect((await table.findByBoxId("o'brien-1"))?.boxID).toBe("O'BRIEN-1");
    expect(await table.findByBoxId('6C-3')).toBeUndefined();
    expect(await table.findByBoxId("6C-1' OR '1'='1")).toBeUndefined();
  });
});
