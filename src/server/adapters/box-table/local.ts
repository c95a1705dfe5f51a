import { asc, eq, sql } from 'drizzle-orm';
import { BOX_TABLE } from '../../../shared/catalogue/boxes';
import type { BoxRecord } from '../../../shared/schemas/box-api';
import type { Database } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { boxes } from '../../db/schema';
import {
  BoxExistsError,
  BoxFieldRefusedError,
  BoxNotFoundError,
  boxIdKey,
  boxRecordOf,
  type BoxFields,
  type BoxTablePort,
} from '../../ports/box-table.port';
import { boxFieldRule } from './box-fields';

type BoxRow = typeof boxes.$inferSelect;
type BoxColumns = Omit<typeof boxes.$inferInsert, 'id' | 'createdAt'>;

const f = BOX_TABLE.fields;
/** Table field name -> column. */
const COLUMN: Record<string, keyof BoxColumns> = {
  [f.boxId]: 'boxId',
  [f.productType]: 'productType',
  [f.subA]: 'subA',
  [f.subB]: 'subB',
  [f.size]: 'boxSize',
  [f.status]: 'status',
  [f.generalSortPhoto]: 'generalSortPhoto',
  [f.generalSortNotes]: 'generalSortNotes',
  [f.measuredPhoto]: 'measuredPhoto',
  [f.measuredNotes]: 'measuredNotes',
};

const recordOf = (row: BoxRow): BoxRecord =>
  boxRecordOf(`local:${row.id}`, Object.fromEntries(Object.entries(COLUMN).map(([name, column]) => [name, row[column]])));

/**
 * The columns of a write, refused as Airtable refuses it: a field the table does not have, or a
 * value of one of the spec's enumerations (Product Type, Size of Box, Status: single selects in
 * Airtable) that is not one of its options. Without this our table would keep what Airtable
 * refuses, and a catalogue change would pass every test here and fail only on Airtable.
 */
function columnsOf(fields: BoxFields): Partial<BoxColumns> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    const column = Object.hasOwn(COLUMN, name) ? COLUMN[name] : undefined;
    if (!column) throw new BoxFieldRefusedError(name, value, `The box table has no field "${name}"`);
    const rule = boxFieldRule(name);
    if (rule?.select && !rule.options?.includes(value as string))
      throw new BoxFieldRefusedError(name, value, `The box table's field "${name}" has no option ${JSON.stringify(value)}`);
    out[column] = value;
  }
  return out;
}

/** A LIKE pattern that matches `text` itself: its `%`, `_` and `\` escaped. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

const localId = (id: string): number | null => {
  const m = /^local:(\d+)$/.exec(id);
  return m ? Number(m[1]) : null;
};

/** The box table in Selvage's own database. */
export function createLocalBoxTable(db: Database): BoxTablePort {
  return {
    async list() {
      const rows = await db.select().from(boxes).orderBy(asc(boxes.id));
      return rows.map(recordOf);
    },

    async findByBoxId(boxID) {
      // The unique index on box_id answers this; IDs are stored upper case (create and D78).
      const [row] = await db
        .select()
        .from(boxes)
        .where(eq(boxes.boxId, boxIdKey(boxID)))
        .limit(1);
      return row ? recordOf(row) : undefined;
    },

    async boxIdsWithBase(base) {
      // IDs are stored upper case, so a prefix match on the column is the trimmed, upper-cased compare.
      const rows = await db
        .select({ boxId: boxes.boxId })
        .from(boxes)
        .where(sql`${boxes.boxId} LIKE ${`${likeLiteral(boxIdKey(base))}-%`} ESCAPE '\\'`)
        .orderBy(asc(boxes.id));
      return rows.map((r) => r.boxId);
    },

    async create(records) {
      try {
        return await db.transaction(async (tx) => {
          const created: BoxRecord[] = [];
          for (const fields of records) {
            const columns = columnsOf(fields);
            const [row] = await tx
              .insert(boxes)
              .values({
                ...columns,
                boxId: columns.boxId ?? '',
                productType: columns.productType ?? '',
                boxSize: columns.boxSize ?? '',
                status: columns.status ?? '',
              })
              .returning();
            created.push(recordOf(row!));
          }
          return created;
        });
      } catch (error) {
        // Two creates of one Box ID: the unique index lets only one through.
        if (isUniqueViolation(error)) throw new BoxExistsError('A box with that Box ID already exists');
        throw error;
      }
    },

    async update(changes) {
      return db.transaction(async (tx) => {
        const updated: BoxRecord[] = [];
        for (const { id, fields } of changes) {
          const n = localId(id);
          const [row] = n === null ? [] : await tx.update(boxes).set(columnsOf(fields)).where(eq(boxes.id, n)).returning();
          if (!row) throw new BoxNotFoundError(`No box record ${id}`);
          updated.push(recordOf(row));
        }
        return updated;
      });
    },
  };
}
