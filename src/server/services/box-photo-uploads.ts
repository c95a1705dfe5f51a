import { and, asc, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { boxPhotoUploads } from '../db/schema';
import type { ImageHostPort } from '../ports/image-host.port';

/**
 * A box photo no status update used is deleted from the image host once older than this: the page
 * sends an update seconds after its photos are uploaded, and a retry uploads them afresh.
 */
export const BOX_PHOTO_UNUSED_MAX_AGE_MS = 24 * 60 * 60_000;
/** How often each app server looks for such photos. */
export const BOX_PHOTO_SWEEP_EVERY_MS = 60 * 60_000;
/** Photos deleted per host call, so one sweep after a long pause never holds thousands of links in one request. */
const SWEEP_SLICE = 100;

/**
 * Box photos the image host holds, from their upload until a status update uses them (issue 41):
 * the photos of an update that was refused, failed or abandoned would otherwise stay on the host
 * (the shop's Cloudinary account) for ever.
 */
export function createBoxPhotoUploads(db: Database, images: ImageHostPort, now: () => number = Date.now) {
  let timer: NodeJS.Timeout | undefined;
  const pending = new Set<Promise<unknown>>();

  /**
   * Deletes from the host the photos no update used that are older than BOX_PHOTO_UNUSED_MAX_AGE_MS,
   * then their rows, and forgets used ones as old. Several app servers may sweep at once: a photo
   * already deleted is not an error to the host, and a row already gone is nothing to delete.
   * Answers the links deleted.
   */
  async function sweep(): Promise<string[]> {
    const before = now() - BOX_PHOTO_UNUSED_MAX_AGE_MS;
    const deleted: string[] = [];
    for (;;) {
      const rows = await db
        .select({ url: boxPhotoUploads.url })
        .from(boxPhotoUploads)
        .where(and(isNull(boxPhotoUploads.usedAt), lt(boxPhotoUploads.uploadedAt, before)))
        .orderBy(asc(boxPhotoUploads.uploadedAt))
        .limit(SWEEP_SLICE);
      if (rows.length === 0) break;
      const urls = rows.map((r) => r.url);
      // The host first: a row removed before its photo is deleted would leave the photo for ever.
      await images.delete(urls);
      // Only rows still unused: an update may have used one meanwhile (its photo is then gone, but
      // the row says so rather than vanish).
      await db.delete(boxPhotoUploads).where(and(inArray(boxPhotoUploads.url, urls), isNull(boxPhotoUploads.usedAt)));
      deleted.push(...urls);
      if (rows.length < SWEEP_SLICE) break;
    }
    await db.delete(boxPhotoUploads).where(and(isNotNull(boxPhotoUploads.usedAt), lt(boxPhotoUploads.usedAt, before)));
    return deleted;
  }

  return {
    /** Records the links the host answered for one upload. */
    async uploaded(urls: readonly string[]): Promise<void> {
      if (urls.length === 0) return;
      const at = now();
      await db
        .insert(boxPhotoUploads)
        .values(urls.map((url) => ({ url, uploadedAt: at })))
        .onConflictDoNothing();
    },

    /** Marks links a box table took as used: they are the box's photos now and are never deleted. */
    async used(urls: readonly string[]): Promise<void> {
      if (urls.length === 0) return;
      await db
        .update(boxPhotoUploads)
        .set({ usedAt: now() })
        .where(and(inArray(boxPhotoUploads.url, [...urls]), isNull(boxPhotoUploads.usedAt)));
    },

    sweep,

    /**
     * Sweeps every BOX_PHOTO_SWEEP_EVERY_MS until stop(); a failure (the host unreachable) is left
     * for the next sweep. The timer never keeps the process alive on its own.
     */
    start(onError: (error: unknown) => void): void {
      if (timer) return;
      timer = setInterval(() => {
        if (pending.size > 0) return;
        const work = sweep().catch(onError);
        pending.add(work);
        void work.finally(() => pending.delete(work));
      }, BOX_PHOTO_SWEEP_EVERY_MS);
      timer.unref();
    },

    /** No further sweeps, and the one under way (if any) has ended: the database closes after. */
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

export type BoxPhotoUploads = ReturnType<typeof createBoxPhotoUploads>;
