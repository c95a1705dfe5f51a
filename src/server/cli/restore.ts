import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { lockDataDir } from '../db/data-dir-lock';
import { pgliteStartParams } from '../db/pglite-settings';

/*
 * `npm run restore -- <backup file> [folder]` (issue 29): lays a backup made by `npm run backup`
 * out as a new DATA_DIR (the folder given, else DATA_DIR), which `npm start` then opens. It never
 * writes into a folder that holds anything: restoring over a shop's data would lose what came since.
 */

export const RESTORE_USAGE = `Usage:
  npm run restore -- <backup file> [new data folder]   (the folder defaults to DATA_DIR; it must be new or empty)`;

/** Runs the command; answers its exit code (0 restored, 1 could not, 2 usage). */
export async function runRestore(args: readonly string[], out: (line: string) => void): Promise<number> {
  if (args.length < 1 || args.length > 2 || args.some((a) => a.startsWith('-'))) {
    out(RESTORE_USAGE);
    return 2;
  }
  const file = path.resolve(args[0]!);
  const target = path.resolve(args[1] ?? loadConfig().dataDir);
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
    out(`There is no backup file ${file}.`);
    return 1;
  }
  if (
    (fs.statSync(target, { throwIfNoEntry: false })?.isDirectory() && fs.readdirSync(target).length > 0) ||
    fs.existsSync(`${target}.lock`)
  ) {
    out(`${target} is not empty: restore into a new folder, then start Selvage with DATA_DIR set to it.`);
    return 1;
  }
  if (fs.existsSync(target) && !fs.statSync(target).isDirectory()) {
    out(`${target} is a file, not a folder.`);
    return 1;
  }
  fs.mkdirSync(target, { recursive: true });
  const databaseDir = path.join(target, 'db');
  // A server started on the new folder meanwhile waits for this (it refuses, naming this process).
  const lock = await lockDataDir(databaseDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    // PGlite lays the tar out and starts on it (a snapshot taken while running is recovered as after
    // a power cut, committed data kept), then shuts down cleanly.
    const pg = await PGlite.create(databaseDir, {
      startParams: pgliteStartParams(PGlite.defaultStartParams),
      loadDataDir: new Blob([fs.readFileSync(file)]),
    });
    try {
      // Every Selvage database records its migrations: anything else is not our backup.
      await pg.query('select count(*) from drizzle.__drizzle_migrations');
    } finally {
      await pg.close();
    }
  } catch (error) {
    lock.release();
    fs.rmSync(target, { recursive: true, force: true });
    out(`${file} is not a Selvage backup, or is damaged: ${error instanceof Error ? error.message : String(error)}. Nothing was restored.`);
    return 1;
  }
  lock.release();
  out(`Restored ${file} into ${target}. Start Selvage on it with DATA_DIR=${target}.`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runRestore(process.argv.slice(2), (line) => console.log(line)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
