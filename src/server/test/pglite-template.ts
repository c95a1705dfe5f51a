import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const MIGRATIONS = path.join(ROOT, 'src', 'server', 'db', 'migrations');
/** Beside the other tools' caches: a fresh clone has none, `npm ci` empties it. */
export const TEMPLATE_CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'selvage');

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * What the migrated database depends on: the migrations, byte for byte, and the PGlite release
 * (its data folder format). Either changing makes a new template; nothing else does.
 */
export function templateKey(): string {
  const hash = createHash('sha256');
  const pglite = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')) as {
    version: string;
  };
  hash.update(`pglite ${pglite.version}\n`);
  for (const file of filesUnder(MIGRATIONS)) {
    hash.update(`${path.relative(MIGRATIONS, file)}\n`);
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The path of a tar of a migrated, empty PGlite data folder, made once per set of migrations and
 * kept on disk: creating a PGlite database costs ~4 s and ~0.9 GB, loading the dump ~1 s. Not
 * compressed: ~40 MB on disk once, where gunzip cost ~0.3 CPU-s for each of the ~100 folders and
 * databases a run lays from it (D132). Written under a temporary name and renamed, so a run killed
 * half way, or two runs making it at once, never leave half a template behind.
 */
export async function pgliteTemplate(): Promise<string> {
  const file = path.join(TEMPLATE_CACHE_DIR, `pglite-template-${templateKey()}.tar`);
  if (fs.existsSync(file)) return file;
  const { openDatabase } = await import('../db/connection');
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    const raw = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const dump = Buffer.from(await (await raw.dumpDataDir('none')).arrayBuffer());
    fs.mkdirSync(TEMPLATE_CACHE_DIR, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, dump);
    fs.renameSync(partial, file);
  } finally {
    await handle.close();
  }
  return file;
}

/** Lays the template into `folder` (made if missing): a migrated data folder, as after a first start. */
export function extractTemplate(template: string, folder: string): void {
  fs.mkdirSync(folder, { recursive: true });
  execFileSync('tar', ['-xf', template, '-C', folder], { stdio: 'ignore' });
}
