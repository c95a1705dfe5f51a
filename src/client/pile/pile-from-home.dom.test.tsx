import { describe, expect, it } from 'vitest';
import { atStep, renderApp, screen, viaSidebar, waitFor, within } from '../test/render-app';
import { press } from '../test/wizard-walk';
import { nothingListedToday } from '../test/home-server';
import { sent, shopServer } from '../test/shop-server';
import { supplyDraft } from '../../shared/test/product-factory';
import { PILE_MESSAGES } from '../../shared/messages/pile';

/**
 * A pile started on Home (issue 43 item 2: 'List a pile' from Home and from any upload's success):
 * the first item is uploaded with 'Upload, next in pile', so no 'List a pile' tap is needed after
 * it, and that first item gives the pile its kind and photo count.
 */

const bar = () => screen.getByTestId('pile-bar');

describe('a pile started from Home', () => {
  it("opens the flow with the pile waiting for its first item, whose upload starts the next item as the pile's copy", async () => {
    shopServer.use(nothingListedToday);
    const { user, draftId } = await renderApp('/', { draft: { flow: 'supplies', data: supplyDraft('Zippers') }, photos: 3 });
    await user.click(await screen.findByRole('link', { name: PILE_MESSAGES.fromHome.supplies }));
    await atStep('/supplies', 'supply_type');
    expect(within(bar()).getByText(PILE_MESSAGES.pending)).toBeTruthy();
    // Nothing to print yet: the bar offers only the way out.
    expect(within(bar()).queryByRole('button', { name: /Print labels/ })).toBeNull();

    await viaSidebar(user, '/supplies/upload_product');
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    await press(user, PILE_MESSAGES.uploadNext);

    // The next item opens at once at its photos, a copy of the first: the pile now knows its kind.
    await atStep('/supplies', 'zipper_camera');
    await waitFor(() => expect(within(bar()).getByText(PILE_MESSAGES.bar('Zippers', 1))).toBeTruthy());
    await waitFor(() => expect(sent.products.get(draftId)?.productType).toBe('Zippers'));
  });

  it('ends before its first item with End pile: the item uploads as any other', async () => {
    shopServer.use(nothingListedToday);
    const { user } = await renderApp('/', { draft: { flow: 'supplies', data: supplyDraft('Zippers') }, photos: 3 });
    await user.click(await screen.findByRole('link', { name: PILE_MESSAGES.fromHome.supplies }));
    await atStep('/supplies', 'supply_type');
    await user.click(within(bar()).getByRole('button', { name: PILE_MESSAGES.end }));
    await waitFor(() => expect(screen.queryByTestId('pile-bar')).toBeNull());
    await viaSidebar(user, '/supplies/upload_product');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: PILE_MESSAGES.uploadNext })).toBeNull();
  });
});
