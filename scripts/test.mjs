// @ts-check
/**
 * `npm test`: everything, on both cores, with the build made once.
 *
 *   build    dist/ (client and server) when it is not a build of the current sources: `npm ci`
 *            made it already in a fresh clone; every server a test starts runs it
 *   tests    the unit, server and browser tests in one Vitest run (vitest.all.config.ts), two
 *            files at a time, longest first; the journeys against the built server
 *   checks   tsc's and ESLint's checks (one program, scripts/check-types-and-lint.mjs), then
 *            Prettier, beside the tests at the lowest CPU
 *            priority while the tests run: every phase is bound by the two cores, and the checks
 *            fill what the tests leave idle (a file's start, a phase's tail) instead of slowing them
 *
 * Every phase runs even when an earlier one failed, so one run tells everything that is wrong; the
 * exit code is non-zero when any failed. The end prints each phase's time and the test counts.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './dist-state.mjs';

const RESULTS = path.join(ROOT, '.tmp', 'test-results');
const BIN = path.join(ROOT, 'node_modules', '.bin');

/** @typedef {{ passed: number, failed: number, skipped: number }} Counts */
/** @typedef {{ name: string, ok: boolean, ms: number, tests?: Record<string, Counts> }} PhaseResult */

/**
 * The checks' processes run at the lowest CPU priority while the tests run, so they take only what
 * the tests leave idle; once the tests are done they get a normal share back where the system lets
 * a process raise its priority again (root, CI), or else they would crawl while other work keeps
 * the machine busy.
 */
let testsRunning = true;
/** @type {Set<number>} */
const lowered = new Set();
/** @param {number} pid */
function behind(pid) {
  if (!testsRunning) return;
  os.setPriority(pid, 19);
  lowered.add(pid);
}
function testsDone() {
  testsRunning = false;
  for (const pid of lowered) {
    try {
      os.setPriority(pid, 0);
    } catch {
      // Ended already, or not allowed here: it keeps the low priority.
    }
  }
}

/**
 * Runs a command; its output streams through, or is held and printed in one piece once it ends
 * (`quiet`), so two phases side by side do not mix their lines.
 * @param {string} command
 * @param {string[]} args
 * @param {{ quiet?: boolean, background?: boolean }} [options]
 * @returns {Promise<boolean>}
 */
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (options.background && child.pid !== undefined) behind(child.pid);
    /** @type {Buffer[]} */
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    child.once('error', (error) => {
      held.push(Buffer.from(`${command}: ${error.message}\n`));
    });
    child.once('close', (code) => {
      if (child.pid !== undefined) lowered.delete(child.pid);
      if (held.length > 0) process.stdout.write(Buffer.concat(held));
      resolve(code === 0);
    });
  });
}

/**
 * @param {string} name
 * @param {() => Promise<boolean>} work
 * @returns {Promise<PhaseResult>}
 */
async function phase(name, work) {
  const startedAt = Date.now();
  const ok = await work();
  return { name, ok, ms: Date.now() - startedAt };
}

/**
 * Test counts from Vitest's JSON report (written beside the normal output), for the unit and server
 * tests and for the browser journeys (e2e/).
 * @param {string} file
 * @returns {Record<string, Counts> | undefined}
 */
function countsOf(file) {
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    /** @type {Record<string, Counts>} */
    const counts = {};
    for (const result of report.testResults) {
      const kind = path.relative(ROOT, result.name).startsWith(`e2e${path.sep}`) ? 'browser' : 'unit';
      const of = (counts[kind] ??= { passed: 0, failed: 0, skipped: 0 });
      for (const assertion of result.assertionResults) {
        if (assertion.status === 'passed') of.passed += 1;
        else if (assertion.status === 'failed') of.failed += 1;
        else of.skipped += 1;
      }
      // A file that failed before any test ran (an import, a hook) has no assertion to count.
      if (result.status === 'failed' && result.assertionResults.length === 0) of.failed += 1;
    }
    return counts;
  } catch {
    return undefined;
  }
}

/**
 * @param {string} name
 * @param {string[]} args
 * @returns {Promise<PhaseResult>}
 */
async function vitest(name, args) {
  const report = path.join(RESULTS, `${name}.json`);
  fs.rmSync(report, { force: true });
  const result = await phase(name, () =>
    run(path.join(BIN, 'vitest'), ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]),
  );
  return { ...result, tests: countsOf(report) };
}

async function checks() {
  const steps = [
    // tsc's checks and ESLint's on one TypeScript program; src/shared under its own no-IO settings (D112, D133).
    [process.execPath, [path.join(ROOT, 'scripts', 'check-types-and-lint.mjs')]],
    [path.join(BIN, 'prettier'), ['--check', '--log-level=warn', '.']],
  ];
  let ok = true;
  for (const [command, args] of /** @type {[string, string[]][]} */ (steps))
    ok = (await run(command, args, { quiet: true, background: true })) && ok;
  return ok;
}

fs.mkdirSync(RESULTS, { recursive: true });
const startedAt = Date.now();
/** @type {PhaseResult[]} */
const results = [];

results.push(await phase('build', () => run(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs'), '--if-stale'])));
const checked = phase('checks', checks);
results.push(await vitest('tests', ['--config', 'vitest.all.config.ts']));
testsDone();
results.push(await checked);

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(0)} s`.padStart(6);
console.log('\nnpm test, phase by phase (checks beside the tests):');
/** @type {Counts[]} */
const counted = [];
for (const r of results) {
  console.log(`  ${r.name.padEnd(8)} ${seconds(r.ms)}  ${r.ok ? 'ok    ' : 'FAILED'}`);
  for (const [kind, c] of Object.entries(r.tests ?? {})) {
    counted.push(c);
    console.log(`    ${kind.padEnd(8)} ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
  }
}
console.log(`  ${'total'.padEnd(8)} ${seconds(Date.now() - startedAt)}`);
const passed = counted.reduce((n, c) => n + c.passed, 0);
const failed = counted.reduce((n, c) => n + c.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
