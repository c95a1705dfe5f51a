import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes `bytes` to `file` all or nothing (issue 29 item 2): into a temporary name beside it,
 * flushed to the disk, then renamed over `file`. A failure (a full disk, a read-only one) removes
 * the temporary file and throws, so no partial or empty file is ever left under the real name, and
 * the space a failed write took is given back before the caller retries.
 */
export async function writeFileAtomic(file: string, bytes: Uint8Array): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(4).toString('hex')}.partial`);
  let handle: fs.FileHandle | null = null;
  try {
    handle = await fs.open(temporary, 'wx');
    await handle.writeFile(bytes);
    await handle.sync();
    await handle.close();
    handle = null;
    await fs.rename(temporary, file);
  } catch (error) {
    await handle?.close().catch(() => undefined);
    await fs.rm(temporary, { force: true }).catch(() => undefined);
    throw error;
  }
  // The rename itself survives a power cut only once the folder is flushed; best effort (not every
  // file system lets a folder be opened for that).
  await fs
    .open(path.dirname(file), 'r')
    .then(async (dir) => {
      try {
        await dir.sync();
      } finally {
        await dir.close();
      }
    })
    .catch(() => undefined);
}
