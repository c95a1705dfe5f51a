import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { healthProbe } from '../db/schema';
import { storageFailureOf } from '../storage-failure';
import { STORAGE_MESSAGES } from '../../shared/messages/storage';
import { writeFileAtomic } from './atomic-write';

/** A write that worked is trusted this long before /healthz writes again (a monitor may ask every second). */
export const STORAGE_PROBE_CACHE_MS = 5_000;

export type StorageHealth = { ok: true } | { ok: false; message: string };

/**
 * Whether DATA_DIR and the database still take writes (issue 29 item 2): a small file written all
 * or nothing in DATA_DIR and removed, and one row rewritten in the database. A result that was fine
 * is kept for STORAGE_PROBE_CACHE_MS; a failure is asked again each time, so /healthz turns green as
 * soon as room is made. `failed()` (a request's write just failed for lack of room) forgets a good
 * result at once.
 */
export function createStorageProbe(options: { dataDir: string; db: Database; now?: () => number }) {
  const now = options.now ?? Date.now;
  const file = path.join(options.dataDir, `.healthz-probe-${process.pid}`);
  let goodUntil = -Infinity;
  let running: Promise<StorageHealth> | null = null;

  async function probe(): Promise<StorageHealth> {
    try {
      await fs.mkdir(options.dataDir, { recursive: true });
      await writeFileAtomic(file, Buffer.alloc(512, 0x2e));
      await fs.rm(file, { force: true });
    } catch (error) {
      return { ok: false, message: `${STORAGE_MESSAGES.dataDirNotWritable}: ${reason(error)}` };
    }
    try {
      await options.db
        .insert(healthProbe)
        .values({ id: 1, checkedAt: now() })
        .onConflictDoUpdate({ target: healthProbe.id, set: { checkedAt: sql`excluded.checked_at` } });
    } catch (error) {
      return { ok: false, message: `${STORAGE_MESSAGES.databaseNotWritable}: ${reason(error)}` };
    }
    return { ok: true };
  }

  return {
    async check(): Promise<StorageHealth> {
      if (now() < goodUntil) return { ok: true };
      running ??= probe().finally(() => (running = null));
      const health = await running;
      if (health.ok) goodUntil = now() + STORAGE_PROBE_CACHE_MS;
      return health;
    },
    failed(): void {
      goodUntil = -Infinity;
    },
  };
}

export type StorageProbe = ReturnType<typeof createStorageProbe>;

/** Why a write failed, without paths or values: /healthz is public. */
function reason(error: unknown): string {
  const failure = storageFailureOf(error);
  if (failure) return `${failure.kind === 'full' ? 'the disk is full' : 'the disk is read-only'} (${failure.code})`;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? `the write failed (${code})` : 'the write failed';
}
