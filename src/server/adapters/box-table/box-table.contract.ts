/**
 * One behaviour suite for the box table port, run against every table Selvage can keep boxes in
 * (issue 41, item 5): our own table on each database engine, and the Airtable adapter against the
 * stand-in that is as strict as Airtable's documentation (fake-airtable.ts). What one table does and
 * the other does not is a bug the box pages would meet only in production.
 *
 * Tests share one table per suite, so each uses Box IDs of its own and looks only at what it made.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BOX_TABLE } from '../../../shared/catalogue/boxes';
import { boxUpdateFields } from '../../../shared/boxes/box-status';
import { BoxFieldRefusedError, BoxNotFoundError, type BoxFields, type BoxTablePort } from '../../ports/box-table.port';

export interface OpenBoxTable {
  table: BoxTablePort;
  /** An id of this table's own form that names no record. */
  missingId: string;
  /** Throws when the table's stand-in saw something wrong during the test (Airtable: a request over its rate). */
  checkAfterEach?(): void;
  close(): Promise<void>;
}

const f = BOX_TABLE.fields;
const box = (boxID: string, more: BoxFields = {}): BoxFields => ({
  [f.boxId]: boxID,
  [f.productType]: 'Zippers',
  [f.subA]: '',
  [f.subB]: '',
  [f.size]: 'Blue Bin',
  [f.status]: 'New Box',
  ...more,
});
const urls = (photos: { url: string }[]) => photos.map((p) => p.url);

export function boxTableContract(name: string, makeTable: () => Promise<OpenBoxTable>): void {
  describe(`box table port contract: ${name}`, () => {
    let opened: OpenBoxTable;
    let table: BoxTablePort;

    beforeAll(async () => {
      opened = await makeTable();
      table = opened.table;
    });
    afterAll(() => opened.close());
    afterEach(() => opened.checkAfterEach?.());

    it('creates records in order, more than one write takes (Airtable: 10), and lists them with every field read back', async () => {
      const ids = Array.from({ length: 12 }, (_, i) => `1-${i + 1}`);
      const made = await table.create(ids.map((id) => box(id)));
      expect(made.map((b) => b.boxID)).toEqual(ids);
      expect(new Set(made.map((b) => b.id)).size).toBe(12);
      expect(made[0]).toEqual({
        id: made[0]!.id,
        boxID: '1-1',
        productType: 'Zippers',
        subA: '',
        subB: '',
        boxSize: 'Blue Bin',
        status: 'New Box',
        generalSortPhoto: [],
        generalSortNotes: '',
        measuredPhoto: [],
        measuredNotes: '',
      });
      const listed = (await table.list()).filter((b) => b.boxID.startsWith('1-'));
      expect(listed.map((b) => b.id).sort()).toEqual(made.map((b) => b.id).sort());
      expect(listed.find((b) => b.boxID === '1-12')).toEqual(made[11]);
    });

    it('finds one box by its Box ID as staff type it (trimmed, any case), and nothing for an unknown or hostile one', async () => {
      const hostile = ["X' OR TRUE() OR '", "A\\' OR TRUE() OR '", 'BACK\\SLASH', "O'BRIEN-1", 'END\\'];
      await table.create([
        box('2-1', { [f.productType]: 'Trim', [f.subA]: 'Lace', [f.size]: 'Large Bin' }),
        box('2-2', { [f.productType]: 'Trim', [f.subA]: 'Lace', [f.size]: 'Large Bin' }),
        ...hostile.map((id) => box(id)),
      ]);
      expect(await table.findByBoxId(' 2-2 ')).toMatchObject({ boxID: '2-2', productType: 'Trim', subA: 'Lace', boxSize: 'Large Bin' });
      expect((await table.findByBoxId("o'brien-1"))?.boxID).toBe("O'BRIEN-1");
      for (const id of hostile) expect((await table.findByBoxId(id))?.boxID, id).toBe(id);
      // Not a box, and not a formula or query that matches every record (or one the table refuses).
      for (const id of ['2-3', "2-1' OR '1'='1", "' OR TRUE() OR '", "\\' OR TRUE() OR '", "2-1' & '", '2-%', '2-_'])
        expect(await table.findByBoxId(id), id).toBeUndefined();
    });

    it('changes only the fields an update gives, and keeps the photos a field holds when they are sent back', async () => {
      const [made] = await table.create([box('3-1', { [f.productType]: 'Trim', [f.subA]: 'Lace', [f.size]: 'Large Bin' })]);
      const day = Date.UTC(2026, 10, 22);
      // The walk a box takes, as the service writes each update: New Box -> General Sort -> Measured -> Input.
      const step = async (current: typeof made, photo: string, notes: string, at: number) => {
        const [updated] = await table.update([
          { id: current!.id, fields: boxUpdateFields(current!, { photos: [photo], notes, at, by: 'staff@selvage.test' }) },
        ]);
        return updated;
      };
      const sorted = await step(made, 'https://img.test/a.jpg', 'all white', day);
      expect(sorted).toMatchObject({ id: made!.id, boxID: '3-1', status: 'General Sort', subA: 'Lace', boxSize: 'Large Bin' });
      const measured = await step(sorted, 'https://img.test/m.jpg', 'about 40 m', day + 86_400_000);
      const input = await step(measured, 'https://img.test/c.jpg', 'more lace found', day + 2 * 86_400_000);

      for (const record of [input, await table.findByBoxId('3-1')]) {
        expect(record).toMatchObject({
          id: made!.id,
          boxID: '3-1',
          productType: 'Trim',
          subA: 'Lace',
          subB: '',
          boxSize: 'Large Bin',
          status: 'Input',
          generalSortNotes: '2026-11-22 staff@selvage.test: all white\n2026-11-24 staff@selvage.test: more lace found',
          measuredNotes: '2026-11-23 staff@selvage.test: about 40 m',
        });
        expect(urls(record!.generalSortPhoto)).toEqual(['https://img.test/a.jpg', 'https://img.test/c.jpg']);
        expect(urls(record!.measuredPhoto)).toEqual(['https://img.test/m.jpg']);
      }
    });

    it('refuses an update of a record it does not hold with BoxNotFoundError', async () => {
      await expect(table.update([{ id: opened.missingId, fields: { [f.status]: 'Input' } }])).rejects.toBeInstanceOf(BoxNotFoundError);
    });

    it("answers the Box IDs that start with a base and a dash, as stored: '6C' is not '16C-1' or '6CX-1'", async () => {
      await table.create(['6C-1', '6C-12', '6C-X', '16C-1', '6CX-1', '6C', '96C-3', '6_-1', '%-1', "O'B-1", 'O\\B-1'].map((id) => box(id)));
      const sorted = async (base: string) => (await table.boxIdsWithBase(base)).sort();
      expect(await sorted('6C')).toEqual(['6C-1', '6C-12', '6C-X']);
      expect(await sorted(' 6c ')).toEqual(['6C-1', '6C-12', '6C-X']);
      // Characters a pattern or a formula would read as more than themselves match only themselves.
      expect(await sorted('6_')).toEqual(['6_-1']);
      expect(await sorted('%')).toEqual(['%-1']);
      expect(await sorted("O'B")).toEqual(["O'B-1"]);
      expect(await sorted('O\\B')).toEqual(['O\\B-1']);
      expect(await sorted('6')).toEqual([]);
      expect(await sorted('7Z')).toEqual([]);
    });

    it('refuses a select option or a field the table does not have, naming it, and writes nothing', async () => {
      const created = table.create([box('4-1', { [f.status]: 'Archived' })]);
      await expect(created).rejects.toBeInstanceOf(BoxFieldRefusedError);
      await expect(created).rejects.toMatchObject({ field: f.status, value: 'Archived' });
      expect(await table.findByBoxId('4-1')).toBeUndefined();

      const [kept] = await table.create([box('4-2')]);
      const changed = table.update([{ id: kept!.id, fields: { [f.status]: 'General Sort', [f.size]: 'Huge Bin' } }]);
      await expect(changed).rejects.toBeInstanceOf(BoxFieldRefusedError);
      await expect(changed).rejects.toMatchObject({ field: f.size, value: 'Huge Bin' });
      expect(await table.findByBoxId('4-2')).toEqual(kept);

      const unknown = table.create([{ ...box('4-3'), Colour: 'red' } as BoxFields]);
      await expect(unknown).rejects.toBeInstanceOf(BoxFieldRefusedError);
      await expect(unknown).rejects.toMatchObject({ field: 'Colour' });
      expect(await table.findByBoxId('4-3')).toBeUndefined();
    });
  });
}
