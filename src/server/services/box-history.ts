import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { boxHistory, users } from '../db/schema';
import type { BoxHistoryEntry } from '../../shared/schemas/box-api';

export interface BoxHistoryRecord {
  boxID: string;
  /** ms since the epoch, from the app's clock. */
  at: number;
  by: string;
  /** null: the box was created. */
  fromStatus: string | null;
  toStatus: string;
  notes: string;
  photos: readonly string[];
}

/**
 * Each box's creation and status updates, in our own database whichever table holds the boxes
 * (Airtable has no history we could read back, and its fields hold only the sum of the updates).
 * Box IDs are kept upper-cased, as staff type them.
 */
export function createBoxHistory(db: Database) {
  return {
    async record(entry: BoxHistoryRecord): Promise<void> {
      await db.insert(boxHistory).values({
        boxId: entry.boxID.trim().toUpperCase(),
        at: entry.at,
        byEmail: entry.by,
        fromStatus: entry.fromStatus,
        toStatus: entry.toStatus,
        notes: entry.notes,
        photos: [...entry.photos],
      });
    },

    /** Newest first. */
    async of(boxID: string): Promise<BoxHistoryEntry[]> {
      const rows = await db
        .select()
        .from(boxHistory)
        .where(eq(boxHistory.boxId, boxID.trim().toUpperCase()))
        .orderBy(desc(boxHistory.at), desc(boxHistory.id));
      return rows.map((r) => ({
        at: new Date(r.at).toISOString(),
        by: r.byEmail,
        fromStatus: r.fromStatus,
        toStatus: r.toStatus,
        notes: r.notes,
        photos: r.photos.map((url) => ({ url })),
      }));
    },

    /** The email of the signed-in staff member the auth guard found, as the history names them. */
    async staffEmail(userId: number | null): Promise<string> {
      const [user] = userId === null ? [] : await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      // The guard lets no request without a live session through, and a session's account exists.
      if (!user) throw new Error(`No staff account ${String(userId)} behind a signed-in request`);
      return user.email;
    },
  };
}

export type BoxHistory = ReturnType<typeof createBoxHistory>;
