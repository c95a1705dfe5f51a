// @ts-check
/**
 * Weight budgets of the built client (issue 18 item 4), in one place: `npm run build` fails when
 * one is exceeded, and `npm run bench` prints the same figures. Sizes are gzip level 9 of the
 * JavaScript files, as bench/run.ts measures what a browser fetches for /login.
 *
 * Read from Vite's manifest (dist/client/.vite/manifest.json), whose keys are modules relative to
 * src/client:
 * - /login: the entry (index.html) and what it imports, plus what the page loads right after
 *   (the service worker's registration).
 * - the label code: what the first Print click fetches, i.e. the chunks reachable from the label
 *   module that no other entry or lazy page loads.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * The limits that fail the build (what the build weighs today plus a little room), and the aims of
 * issue 18. /login: react-dom alone is ~62 KB and React Router (declarative mode) ~13 KB; Mantine
 * loads after sign-in (D99), so the limit is the aim. Labels: the layout, our PDF writer and Code 128
 * encoder, ~4 KB since jsPDF (108 KB) went. Both are in docs/decisions.md.
 */
export const BUDGETS = {
  login: { title: '/login JavaScript', limitKb: 100, aimKb: 100, loads: ['index.html', 'pwa/register-sw.ts'] },
  labels: { title: 'label code at the first print', limitKb: 8, aimKb: 60, loads: ['../shared/labels/label-pdf.ts'] },
};

/** @typedef {{ file: string, imports?: string[], dynamicImports?: string[], isEntry?: boolean, isDynamicEntry?: boolean }} ManifestChunk */
/** @typedef {{ title: string, gzipKb: number, limitKb: number, aimKb: number, files: string[], over: boolean }} BudgetFigure */

/** @param {string} clientDir @returns {Record<string, ManifestChunk>} */
function readManifest(clientDir) {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`budget: ${file} is missing: build with \`build.manifest: true\` (vite.config.ts).`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * The manifest keys `keys` load before anything else runs: themselves and their static imports.
 * @param {Record<string, ManifestChunk>} manifest @param {string[]} keys
 */
function staticClosure(manifest, keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = /** @type {string} */ (stack.pop());
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`budget: '${key}' is not in the Vite manifest: a module in scripts/budget.mjs was moved or renamed.`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

/** @param {string} clientDir @param {Record<string, ManifestChunk>} manifest @param {Iterable<string>} keys */
function gzipKb(clientDir, manifest, keys) {
  const files = [...keys].map((k) => /** @type {ManifestChunk} */ (manifest[k]).file).filter((f) => f.endsWith('.js'));
  const bytes = files.reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(clientDir, f)), { level: 9 }).length, 0);
  return { files, kb: bytes / 1024 };
}

/**
 * The figures of every budget for a built client.
 * @param {string} clientDir
 * @returns {BudgetFigure[]}
 */
export function measureBudgets(clientDir) {
  const manifest = readManifest(clientDir);
  const login = gzipKb(clientDir, manifest, staticClosure(manifest, BUDGETS.login.loads));

  const labelKeys = staticClosure(manifest, BUDGETS.labels.loads);
  // Every other page and lazy module, leaving out those that load the label module themselves
  // (they would be part of the label code, not others).
  const others = Object.keys(manifest).filter(
    (k) =>
      (manifest[k]?.isEntry || manifest[k]?.isDynamicEntry) &&
      !BUDGETS.labels.loads.some((label) => staticClosure(manifest, [k]).has(label)),
  );
  const loadedElsewhere = staticClosure(manifest, others);
  const labels = gzipKb(
    clientDir,
    manifest,
    [...labelKeys].filter((k) => !loadedElsewhere.has(k)),
  );

  /** @param {{ title: string, limitKb: number, aimKb: number }} budget @param {{ kb: number, files: string[] }} measured */
  const figure = ({ title, limitKb, aimKb }, { kb, files }) => ({ title, gzipKb: kb, limitKb, aimKb, files, over: kb > limitKb });
  return [figure(BUDGETS.login, login), figure(BUDGETS.labels, labels)];
}

/** @param {BudgetFigure} figure */
export const formatFigure = (figure) =>
  `${figure.title}: ${figure.gzipKb.toFixed(1)} KB gzip in ${figure.files.length} file(s) (budget ${figure.limitKb} KB, aim ${figure.aimKb} KB)${figure.over ? ' OVER BUDGET' : ''}`;

/**
 * Prints every figure; throws when one is over its budget, naming the files.
 * @param {string} clientDir
 */
export function checkBudgets(clientDir) {
  const figures = measureBudgets(clientDir);
  for (const figure of figures) console.log(`selvage: ${formatFigure(figure)}`);
  const over = figures.filter((f) => f.over);
  if (over.length > 0) {
    const detail = over.map((f) => `${f.title} (${f.files.join(', ')})`).join('; ');
    throw new Error(
      `selvage: over the weight budget in scripts/budget.mjs: ${detail}. Load it later (a lazy route, an import() at the click) or raise the budget with a reason in docs/decisions.md.`,
    );
  }
  return figures;
}
