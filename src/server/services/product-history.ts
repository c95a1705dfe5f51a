import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { productHistory } from '../db/schema';
import type { FieldChange } from '../../shared/edit/record-changes';
import { HISTORY_ACTIONS, type HistoryAction, type HistoryEntry } from '../../shared/schemas/product-edit';

/** How many changes the item page shows, newest first: more than an item ever sees in a shop's life. */
export const HISTORY_SHOWN = 200;

const isAction = (value: string): value is HistoryAction => (HISTORY_ACTIONS as readonly string[]).includes(value);

/**
 * Every change to a product made through Selvage, in our own database whichever shop holds the
 * product (neither shop keeps who changed what): who, when, and each field before and after.
 */
export function createProductHistory(db: Database) {
  return {
    async record(
      entry: { productId: string; at: number; by: string; action: HistoryAction; changes: readonly FieldChange[] },
      tx: Database = db,
    ): Promise<void> {
      await tx.insert(productHistory).values({
        productId: entry.productId,
        at: entry.at,
        byEmail: entry.by,
        action: entry.action,
        changes: [...entry.changes],
      });
    },

    /** Newest first. */
    async of(productId: string): Promise<HistoryEntry[]> {
      const rows = await db
        .select()
        .from(productHistory)
        .where(eq(productHistory.productId, productId))
        .orderBy(desc(productHistory.at), desc(productHistory.id))
        .limit(HISTORY_SHOWN);
      return rows.map((r) => ({ at: r.at, by: r.byEmail, action: isAction(r.action) ? r.action : 'edited', changes: r.changes }));
    },
  };
}

export type ProductHistory = ReturnType<typeof createProductHistory>;
