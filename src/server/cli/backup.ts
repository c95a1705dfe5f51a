import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { DataDirLockedError, DatabaseStartError, databaseTargetFor, openDatabase } from '../db/connection';
import { importPhotoFolders } from '../adapters/stored-photos';
import { requestSnapshot } from './user-socket';

/*
 * `npm run backup -- <file or folder>` (issue 29): a consistent snapshot of the embedded database,
 * photos included (they are kept in it), taken while the server runs. PGlite's folder is one
 * process's, so the running server takes the snapshot itself (PGlite's dumpDataDir, which holds its
 * query lock while it reads the folder) and sends it through DATA_DIR/user.sock; with no server
 * running, the command opens the folder and takes it itself. The file is PGlite's data folder as a
 * gzipped tar: `npm run restore` lays it out as a new DATA_DIR.
 */

export const BACKUP_USAGE = `Usage:
  npm run backup -- <file.tar.gz>     (a new file)
  npm run backup -- <folder>          (writes selvage-backup-<date and time>.tar.gz into it)`;

export const POSTGRES_BACKUP_ADVICE =
  'With DATABASE_URL the data, photos included, is in PostgreSQL: back it up with pg_dump ' +
  '(pg_dump --format=custom --file=selvage.dump "$DATABASE_URL"; restore with pg_restore --dbname=<new database> selvage.dump), as README says.';

/** `selvage-backup-2026-11-26T19-05-00Z.tar.gz`: sorts by time, no ':' for file systems that refuse it. */
export function backupFileName(at: Date): string {
  return `selvage-backup-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.tar.gz`;
}

/** Writes the file under a temporary name and renames it: a file under the final name is whole. */
function writeWhole(file: string, bytes: Uint8Array): void {
  const partial = `${file}.${process.pid}.partial`;
  const fd = fs.openSync(partial, 'wx', 0o600);
  try {
    fs.writeSync(fd, bytes);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(partial, file);
}

/** The snapshot, from the running server or (none running) from the folder itself; a string says why not. */
async function snapshotOf(dataDir: string, databaseDir: string): Promise<Uint8Array | string> {
  const answer = await requestSnapshot(dataDir);
  if (answer && 'bytes' in answer) return answer.bytes;
  if (answer) {
    const why = answer.lines.join(' ');
    return answer.code === 2 ? `${why} The running server is older than this command: restart it, then back up again.` : why;
  }
  let database;
  try {
    database = await openDatabase(databaseTargetFor({ databaseUrl: undefined, dataDir }));
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      return (
        `Selvage (pid ${error.owner.pid}) has the embedded database in ${databaseDir} open but does not answer on ` +
        `${path.join(dataDir, 'user.sock')}: restart it, then back up again.`
      );
    }
    if (error instanceof DatabaseStartError) return error.message;
    throw error;
  }
  try {
    // Photos an older version kept as files go into the database first, so the backup holds them.
    await importPhotoFolders(database.db, dataDir, Date.now());
    return await database.snapshot!();
  } finally {
    await database.close();
  }
}

/** Runs the command; answers its exit code (0 backed up, 1 could not, 2 usage or PostgreSQL). */
export async function runBackup(args: readonly string[], out: (line: string) => void, now: () => Date = () => new Date()): Promise<number> {
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    out(BACKUP_USAGE);
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    out(POSTGRES_BACKUP_ADVICE);
    return 2;
  }
  const given = path.resolve(args[0]!);
  const isFolder = fs.statSync(given, { throwIfNoEntry: false })?.isDirectory() ?? false;
  const file = isFolder ? path.join(given, backupFileName(now())) : given;
  if (fs.existsSync(file)) {
    out(`${file} already exists: give a new file name, or a folder to write a dated file into.`);
    return 1;
  }
  if (!fs.existsSync(path.dirname(file))) {
    out(`The folder ${path.dirname(file)} does not exist.`);
    return 1;
  }
  const { dataDir } = config;
  const snapshot = await snapshotOf(dataDir, databaseTargetFor(config).kind === 'pglite' ? path.join(dataDir, 'db') : dataDir);
  if (typeof snapshot === 'string') {
    out(snapshot);
    return 1;
  }
  writeWhole(file, snapshot);
  out(
    `Backed up ${path.resolve(dataDir)} (products, boxes, accounts, history and photos) to ${file} (${(snapshot.byteLength / 1e6).toFixed(1)} MB).`,
  );
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runBackup(process.argv.slice(2), (line) => console.log(line)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
