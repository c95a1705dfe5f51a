import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, like, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { shopMedia, storedPhotos } from '../db/schema';

/**
 * The photos Selvage keeps itself, in its database (issue 29): the embedded shop's product photos
 * and the local image host's box photos. Every app server on one PostgreSQL reads them all, and a
 * backup of the database holds them. Each is kept under the path it is served at, without the
 * leading slash: `media/{folder}/{file}`, `box-photos/{file}`.
 */

/** A photo as served: its bytes and the type they were checked to be. */
export interface StoredPhoto {
  bytes: Uint8Array;
  mimeType: string;
}

/** The two areas, each the first segment of its photos' paths (and of the address they are served at). */
export const PHOTO_AREAS = ['media', 'box-photos'] as const;
export type PhotoArea = (typeof PHOTO_AREAS)[number];

/** A path our photos can have: an area, then one or two plain names (no '..', no empty segment). */
const PHOTO_PATH = /^(media\/[\w-]+\/[\w.-]+|box-photos\/[\w.-]+)$/;
const isPhotoPath = (p: string) => PHOTO_PATH.test(p) && !p.split('/').some((segment) => /^\.+$/.test(segment));

/** Stores the photos in one statement: all of them are kept, or (on any failure) none. */
export async function putPhotos(db: Database, photos: { path: string; mimeType: string; bytes: Uint8Array }[], at: number): Promise<void> {
  if (photos.length === 0) return;
  await db.insert(storedPhotos).values(photos.map((p) => ({ path: p.path, mimeType: p.mimeType, bytes: p.bytes, storedAt: at })));
}

/** The photo kept at `photoPath` (as served, without the leading slash), or null. */
export async function readPhoto(db: Database, photoPath: string): Promise<StoredPhoto | null> {
  if (!isPhotoPath(photoPath)) return null;
  const [row] = await db
    .select({ bytes: storedPhotos.bytes, mimeType: storedPhotos.mimeType })
    .from(storedPhotos)
    .where(eq(storedPhotos.path, photoPath));
  return row ? { bytes: row.bytes, mimeType: row.mimeType } : null;
}

/** Removes the photos kept at these paths (as served, without the leading slash); a path not kept is skipped. */
export async function deletePhotos(db: Database, photoPaths: readonly string[]): Promise<void> {
  const paths = photoPaths.filter(isPhotoPath);
  if (paths.length === 0) return;
  await db.delete(storedPhotos).where(inArray(storedPhotos.path, paths));
}

/** '/media/{folder}/{file}' -> folder, in SQL. */
const folderOfUrl = sql<string>`split_part(${shopMedia.url}, '/', 3)`;
/** 'media/{folder}/{file}' -> folder, in SQL. */
const folderOfPath = sql<string>`split_part(${storedPhotos.path}, '/', 2)`;

/**
 * Removes the embedded shop's photos stored before `before` (ms) whose folder (one per photo call)
 * no product's photos point into: staged, then never attached or since replaced. Answers the
 * folders removed.
 */
export async function sweepUnattachedMedia(db: Database, before: number): Promise<string[]> {
  const removed = await db
    .delete(storedPhotos)
    .where(
      and(
        like(storedPhotos.path, 'media/%'),
        lt(storedPhotos.storedAt, before),
        sql`not exists (select 1 from ${shopMedia} where ${folderOfUrl} = ${folderOfPath})`,
      ),
    )
    .returning({ path: storedPhotos.path });
  return [...new Set(removed.map((r) => r.path.split('/')[1]!))].sort();
}

/** What the image types we accept are called by their extension (photos kept as files before issue 29). */
const MIME_OF_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  heic: 'image/heic',
  avif: 'image/avif',
};

/**
 * Photos kept as files under DATA_DIR before issue 29 (`media/`, `box-photos/`), moved into the
 * database once: each file is stored under the path it was served at (a path already stored is
 * left as it is), in slices of one statement each; then the folder is renamed `<name>.imported`,
 * kept until the owner deletes it, so nothing is lost and the next start finds nothing to do.
 * Answers how many photos were stored.
 */
export async function importPhotoFolders(db: Database, dataDir: string, at: number): Promise<number> {
  let stored = 0;
  for (const area of PHOTO_AREAS) {
    const dir = path.join(dataDir, area);
    const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (entries === null) continue;
    const files = entries
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name))
      .map((file) => ({ file, photoPath: `${area}/${path.relative(dir, file).split(path.sep).join('/')}` }))
      .filter(({ photoPath }) => isPhotoPath(photoPath));
    for (let i = 0; i < files.length; i += 20) {
      const slice = files.slice(i, i + 20);
      const photos = await Promise.all(
        slice.map(async ({ file, photoPath }) => ({
          path: photoPath,
          mimeType: MIME_OF_EXTENSION[path.extname(file).slice(1).toLowerCase()] ?? 'application/octet-stream',
          bytes: await fs.readFile(file).catch(gone),
          // Dated by the file, so a staged photo never attached is still swept a day after it was staged.
          storedAt: Math.min(at, Math.round((await fs.stat(file).catch(gone))?.mtimeMs ?? at)),
        })),
      );
      const present = photos.flatMap((p) => (p.bytes ? [{ ...p, bytes: p.bytes }] : []));
      if (present.length === 0) continue;
      const kept = await db
        .insert(storedPhotos)
        .values(present)
        .onConflictDoNothing({ target: storedPhotos.path })
        .returning({ path: storedPhotos.path });
      stored += kept.length;
    }
    // Another server on the same DATA_DIR (several on one PostgreSQL may share it) may have moved it first.
    await fs.rename(dir, await freeName(`${dir}.imported`)).catch(gone);
  }
  return stored;
}

/** A file or folder another process moved away meanwhile is skipped; any other failure stops the start. */
function gone(error: NodeJS.ErrnoException): undefined {
  if (error.code === 'ENOENT') return undefined;
  throw error;
}

/** `base`, or `base-2`, `base-3`, ... whichever does not exist yet. */
async function freeName(base: string): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const taken = await fs.stat(candidate).then(
      () => true,
      () => false,
    );
    if (!taken) return candidate;
  }
}
