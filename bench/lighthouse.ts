/**
 * `npm run bench -- lighthouse`: Lighthouse accessibility (issue 17 'Done when': 100 on /login and on
 * the fabric flow's first page) against the built server on a fresh DATA_DIR, in this machine's
 * Chromium. Lighthouse is not a dependency: it runs as `npx -y lighthouse@12.8.2` attached to a
 * Chromium this script starts, so the signed-in page can be measured: the session is an HttpOnly
 * cookie and the client also keeps its expiry in localStorage (src/client/app/session.ts), and both
 * are set in that browser's profile before Lighthouse opens its tab (--disable-storage-reset keeps
 * them). The reports go to .tmp/lighthouse/<page>.json; a score under 1, or a page that ended
 * anywhere but where it was asked for (a redirect to /login), sets exit code 1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { STAFF, startServer } from '../e2e/support/server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/browser';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const OUT_DIR = path.resolve('.tmp/lighthouse');
const PAGES = [
  { name: 'login', path: '/login', signedIn: false },
  { name: 'bundle_or_roll', path: '/product_entry/bundle_or_roll', signedIn: true },
] as const;

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  details?: { items?: { node?: { selector?: string; snippet?: string } }[] };
}
interface Report {
  finalDisplayedUrl: string;
  runtimeError?: { message: string };
  categories: { accessibility: { score: number | null } };
  audits: Record<string, Audit>;
}

export interface LighthouseFigure {
  page: string;
  score: number | null;
  finalPath: string;
  failing: string[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function run(command: string, args: readonly string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

/** Debian's Chromium with a debugging port Lighthouse attaches to, and a profile of its own. */
async function startChromium(port: number, profile: string): Promise<ChildProcess> {
  const child = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  });
  const deadline = Date.now() + 15_000;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return child;
    if (Date.now() > deadline) throw new Error('Chromium did not open its debugging port.');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Signs in through the API in the browser's default profile: the cookie, then the expiry the client keeps. */
async function signIn(port: number, baseURL: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default profile.');
    const page = await context.newPage();
    await page.goto(`${baseURL}/login`);
    await page.evaluate(async (account) => {
      const res = await fetch('/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user_email: account.email, user_pass: account.password }),
      });
      if (!res.ok) throw new Error(`/auth/login: ${res.status} ${await res.text()}`);
      const { expiry } = (await res.json()) as { expiry: number };
      localStorage.setItem('expiry', String(expiry));
    }, STAFF);
    await page.close();
  } finally {
    // Only the connection: the browser and its profile stay for Lighthouse.
    await browser.close();
  }
}

function summarise(name: string, askedPath: string, file: string): LighthouseFigure {
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as Report;
  if (report.runtimeError) throw new Error(`Lighthouse on ${name}: ${report.runtimeError.message}`);
  const failing = Object.values(report.audits)
    .filter((a) => a.score !== null && a.score < 1 && (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric'))
    .map((a) => {
      const nodes = (a.details?.items ?? []).map((item) => item.node?.selector ?? item.node?.snippet).filter(Boolean);
      return `${a.id} (${a.title})${nodes.length ? `: ${nodes.join(' | ')}` : ''}`;
    });
  return {
    page: askedPath,
    score: report.categories.accessibility.score,
    finalPath: new URL(report.finalDisplayedUrl).pathname,
    failing,
  };
}

export async function benchLighthouse(): Promise<LighthouseFigure[]> {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const server = await startServer({}, { asShipped: true });
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-lighthouse-'));
  const port = await freePort();
  const chrome = await startChromium(port, profile);
  const figures: LighthouseFigure[] = [];
  try {
    let signedIn = false;
    // /login first: once signed in, /login sends staff on.
    for (const page of PAGES) {
      if (page.signedIn && !signedIn) {
        await signIn(port, server.url);
        signedIn = true;
      }
      const file = path.join(OUT_DIR, `${page.name}.json`);
      fs.rmSync(file, { force: true });
      const code = await run('npx', [
        '-y',
        LIGHTHOUSE,
        `${server.url}${page.path}`,
        `--port=${port}`,
        '--disable-storage-reset',
        '--only-categories=accessibility',
        '--output=json',
        `--output-path=${file}`,
        '--quiet',
      ]);
      if (code !== 0 || !fs.existsSync(file)) throw new Error(`Lighthouse on ${page.path} exited ${code}.`);
      figures.push(summarise(page.name, page.path, file));
    }
  } finally {
    chrome.kill();
    await server.stop();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  console.log(`Lighthouse accessibility (${LIGHTHOUSE}, mobile; reports in ${path.relative(process.cwd(), OUT_DIR)}/)`);
  for (const figure of figures) {
    const redirected = figure.finalPath !== figure.page;
    if (figure.score !== 1 || redirected) process.exitCode = 1;
    const score = figure.score === null ? 'no score' : String(Math.round(figure.score * 100));
    console.log(`${figure.page}: ${score}${redirected ? ` (ended on ${figure.finalPath}: not measured)` : ''}`);
    for (const audit of figure.failing) console.log(`    failing: ${audit}`);
  }
  return figures;
}
