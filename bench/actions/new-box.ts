import type { ActionCounter } from './counter';
import { answer, answers, button } from './staff-steps';
import { labelFrom, uploaded } from './outcomes';
import { BOX_MESSAGES } from '../../src/shared/messages/boxes';
import { HOME_NEW_BOX } from '../../src/client/flows/boxes/new-box';

/** Issue 17 task 5: a new Trim > Lace banker box, to its label, from Home on a phone that made no box before. */
export async function newBox(c: ActionCounter): Promise<void> {
  await c.tap(button(c.page, HOME_NEW_BOX), HOME_NEW_BOX);

  await c.at('supply_type_box_size');
  await answers(c, ['Trim', 'Banker Box']);
  await c.at('trim_type');
  await answer(c, 'Lace');

  await c.at('summary_page');
  // One tap submits the box and makes its label (the PDF, and the mail that carries it).
  const label = await labelFrom(c, BOX_MESSAGES.submitAndCreateLabel, []);
  await uploaded(c.page, 'box-summary');
  const boxID = (await c.page.getByTestId('created-box-id').innerText()).trim();
  if (!label.text.includes(boxID)) throw new Error(`The label ${label.name} does not say '${boxID}'.`);
  const boxes = await c.page.evaluate(
    async () => ((await (await fetch('/product/boxes')).json()) as { boxes: { boxID: string; subA?: string }[] }).boxes,
  );
  if (!boxes.some((b) => b.boxID === boxID && b.subA === 'Lace')) throw new Error(`No box ${boxID} (Trim > Lace) in the box table.`);
  c.end();
}
