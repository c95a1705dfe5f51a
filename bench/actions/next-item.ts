import type { ActionCounter } from './counter';
import { button } from './staff-steps';

/** Issue 17 task 6: from a fabric upload's success to the first question of the next item, with an empty draft. */
export async function nextItem(c: ActionCounter): Promise<void> {
  const oneTap = c.page.getByRole('button', { name: 'Next item', exact: true });
  if ((await oneTap.count()) > 0) await c.tap(oneTap, 'Next item');
  else {
    await c.tap(button(c.page, 'Start New Product'), 'Start New Product');
    // The confirmation, where the UI still asks it.
    const confirm = c.page.getByRole('dialog').getByRole('button', { name: 'New Product', exact: true });
    if (
      await confirm.waitFor({ timeout: 3_000 }).then(
        () => true,
        () => false,
      )
    )
      await c.tap(confirm, 'New Product (confirm)');
  }
  await c.at('bundle_or_roll');
  const chosen = await c.page.getByRole('radio', { checked: true }).count();
  if (chosen > 0) throw new Error('The next item does not start empty.');
  c.end();
}
