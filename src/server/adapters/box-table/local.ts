import { asc, eq } from 'drizzle-orm';
import { BOX_TABLE } from '../../../shared/catalogue/boxes';
import type { BoxRecord } from '../../../shared/schemas/box-api';
import type { Database } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { boxes } from '../../db/schema';
import { BoxExistsError, BoxNotFoundError, boxIdKey, boxRecordOf, type BoxFields, type BoxTablePort } from '../../ports/box-table.port';

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

function columnsOf(fields: BoxFields): Partial<BoxColumns> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    const column = COLUMN[name];
    if (!column) throw new Error(`Unknown box field ${name}`);
    out[column] = value;
  }
  return out;
}

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
