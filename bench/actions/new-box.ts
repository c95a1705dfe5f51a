import type { ActionCounter } from './counter';
import { answer, answers, button } from './staff-steps';
import { labelFrom, uploaded } from './outcomes';

/** Issue 17 task 5: a new Trim > Lace banker box, to its label. */
export async function newBox(c: ActionCounter): Promise<void> {
  await c.tap(button(c.page, 'Inventory Supplies Entry'), 'Inventory Supplies Entry');
  await c.at('start_or_update');
  // One button where the UI offers it; otherwise the New Box checkbox, then Next.
  const start = c.path();
  const oneButton = c.page.getByRole('button', { name: /new box/i });
  if ((await oneButton.count()) > 0) await c.tap(oneButton.first(), 'start a new box');
  else await c.tap(c.page.getByRole('checkbox', { name: 'New Box' }), 'New Box');
  await c.nextIfNeeded(start);

  await c.at('supply_type_box_size');
  await answers(c, ['Trim', 'Banker Box']);
  await c.at('trim_type');
  await answer(c, 'Lace');

  await c.at('summary_page');
  await c.tap(button(c.page, 'Submit New Box'), 'Submit New Box');
  await uploaded(c.page, 'box-summary');
  const boxID = (await c.page.getByTestId('created-box-id').innerText()).trim();
  const boxes = await c.page.evaluate(
    async () => ((await (await fetch('/product/boxes')).json()) as { boxes: { boxID: string; subA?: string }[] }).boxes,
  );
  if (!boxes.some((b) => b.boxID === boxID && b.subA === 'Lace')) throw new Error(`No box ${boxID} (Trim > Lace) in the box table.`);
  await labelFrom(c, 'Create Label', [boxID]);
  c.end();
}
