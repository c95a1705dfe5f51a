import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { makeJpeg, writeFixtures } from '../../e2e/support/photos';
import { ActionCounter, phoneTab } from './counter';
import { fabricBundle } from './fabric-bundle';
import { fabricVariants } from './fabric-variants';
import { zipperIndividual } from './zipper';
import { buttonsPack } from './buttons';
import { velcroIndividual } from './velcro';
import { ROLL_PAGE, rollToBundle, seedRoll } from './roll-to-bundle';
import { rollByScan } from './roll-by-scan';
import { newBox } from './new-box';
import { nextItem } from './next-item';
import { zipperPile } from './zipper-pile';
import { fabricPile } from './fabric-pile';

/**
 * Issue 17 'Measure it': each task of the issue's table walked on a phone (375 x 800, touch) as a
 * trained staff member would, counting actions (counter.ts) and pages, printed beside the goal.
 * A journey that cannot be walked, or whose outcome is missing, prints FAILED and sets exit code 1.
 * BENCH_ACTIONS_LOG=1 prints every counted action; BENCH_ACTIONS_TASKS=zipper,box walks only those
 * tasks (bundle, variants, zipper, buttons, velcro, roll, rollPage, rollScan, box, zipperPile, fabricPile; nextItem
 * comes with bundle). Issue 26 item 6 set the fabric, zipper, buttons and Velcro goals with the condition asked of
 * every item; issue 43 item 3 the piles' (pile.ts).
 */
const TASKS = {
  bundle: { label: 'Fabric bundle, no variants, woven, estimated fibre, 3 photos, to upload and label', goal: 25 },
  variants: { label: 'Fabric bundle with 2 variants, to upload and label', goal: 27 },
  zipper: { label: 'Zipper, individual, 3 photos, to upload', goal: 15 },
  buttons: { label: 'Buttons in a pack, 3 photos, to upload', goal: 16 },
  velcro: { label: 'Everything Else (Velcro), individual, 3 photos, typed price, to upload', goal: 15 },
  roll: { label: 'Roll to bundle by SKU, to label, from Home', goal: 4 },
  rollPage: { label: 'Roll to bundle by SKU, to label, from the roll page', goal: 4 },
  rollScan: { label: 'Roll to bundle by scan, to label, from the roll page', goal: 3 },
  box: { label: 'New box to its label', goal: 5 },
  nextItem: { label: 'From an upload success to the first question of the next item', goal: 1 },
  zipperPile: { label: '10 alike zippers as a pile, 3 photos each, from Home to all in the shop, labels in one print', goal: 80 },
  fabricPile: {
    label: '10 fabric bundles of one lot as a pile, 3 photos each, from Home to all in the shop, labels in one print',
    goal: 140,
  },
} as const;

type Task = keyof typeof TASKS;

export interface ActionFigure {
  task: Task;
  actions: number;
  scrolls: number;
  pages: number;
  failed?: string;
  /** The printed lines: the figure, then (on failure or with BENCH_ACTIONS_LOG) every action. */
  lines: string[];
}

function report(task: Task, c: ActionCounter, failed?: string): ActionFigure {
  const { label, goal } = TASKS[task];
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const scrolls = c.scrolls ? `, ${plural(c.scrolls, 'scroll')} among them` : '';
  const lines = [
    failed
      ? `${label}: FAILED after ${plural(c.actions, 'action')}: ${failed}`
      : `${label}: ${plural(c.actions, 'action')} over ${plural(c.pages.length, 'page')} (goal <= ${goal})${c.actions > goal ? ' OVER' : ''}${scrolls}`,
  ];
  if (failed || process.env.BENCH_ACTIONS_LOG) lines.push(...c.log.map((line) => `    ${line}`));
  return { task, actions: c.actions, scrolls: c.scrolls, pages: c.pages.length, ...(failed ? { failed } : {}), lines };
}

async function attempt(task: Task, c: ActionCounter, walk: () => Promise<void>): Promise<ActionFigure> {
  try {
    await walk();
    return report(task, c);
  } catch (error) {
    process.exitCode = 1;
    const dir = path.resolve('.tmp/screenshots');
    fs.mkdirSync(dir, { recursive: true });
    await c.page.screenshot({ path: path.join(dir, `bench-actions-${task}.png`), fullPage: true }).catch(() => undefined);
    return report(task, c, error instanceof Error ? error.message.split('\n')[0] : String(error));
  }
}

export async function benchActions(browser: Browser, baseURL: string): Promise<ActionFigure[]> {
  console.log('Actions on a phone (375 x 800, touch): one action = a tap, a filled field, a key press, a photo or a needed scroll');
  const figures: ActionFigure[] = [];
  const wanted = (task: Task) => !process.env.BENCH_ACTIONS_TASKS || process.env.BENCH_ACTIONS_TASKS.split(',').includes(task);

  // Three photos, made once in a browser page (no binary files in the repository).
  const { context: maker, page: makerPage } = await phoneTab(browser, baseURL, '/login');
  const photos = Object.values(
    writeFixtures({
      'front.jpg': await makeJpeg(makerPage, 1200, 900, '#1e88e5', { texture: true }),
      'back.jpg': await makeJpeg(makerPage, 1200, 900, '#1565c0', { texture: true }),
      'detail.jpg': await makeJpeg(makerPage, 900, 1200, '#0d47a1', { texture: true }),
    }),
  );
  // A roll for each roll task: a converted roll is a bundle, no longer found as a roll.
  const rollSku = await seedRoll(makerPage);
  const rollPageSku = await seedRoll(makerPage);
  const rollScanSku = await seedRoll(makerPage);
  await maker.close();

  if (wanted('bundle')) {
    const { context, counter } = await phoneTab(browser, baseURL);
    const bundle = await attempt('bundle', counter, () => fabricBundle(counter, photos));
    figures.push(bundle);
    const next = new ActionCounter(counter.page);
    if (bundle.failed) figures.push(report('nextItem', next, 'needs the bundle upload first'));
    else figures.push(await attempt('nextItem', next, () => nextItem(next)));
    await context.close();
  }
  for (const [task, walk] of [
    ['variants', (c: ActionCounter) => fabricVariants(c, photos)],
    ['zipper', (c: ActionCounter) => zipperIndividual(c, photos)],
    ['buttons', (c: ActionCounter) => buttonsPack(c, photos)],
    ['velcro', (c: ActionCounter) => velcroIndividual(c, photos)],
    ['roll', (c: ActionCounter) => rollToBundle(c, rollSku)],
    ['rollPage', (c: ActionCounter) => rollToBundle(c, rollPageSku, { fromHome: false })],
    ['rollScan', (c: ActionCounter) => rollByScan(c, rollScanSku)],
    ['box', (c: ActionCounter) => newBox(c)],
    ['zipperPile', (c: ActionCounter) => zipperPile(c, photos)],
    ['fabricPile', (c: ActionCounter) => fabricPile(c, photos)],
  ] as const) {
    if (!wanted(task)) continue;
    const { context, counter } = await phoneTab(browser, baseURL, task === 'rollPage' || task === 'rollScan' ? ROLL_PAGE : '/');
    figures.push(await attempt(task, counter, () => walk(counter)));
    await context.close();
  }
  // In the order.
  const order = Object.keys(TASKS) as Task[];
  figures.sort((a, b) => order.indexOf(a.task) - order.indexOf(b.task));
  for (const figure of figures) for (const line of figure.lines) console.log(line);
  return figures;
}
