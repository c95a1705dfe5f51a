import { describe, expect, it } from 'vitest';
import { renderApp, screen, viaSidebar, waitFor, within } from '../test/render-app';
import type { User } from '../test/wizard-walk';
import { shopServer } from '../test/shop-server';
import { titlesTaken } from '../test/titles-server';
import { fabricVariantsDraft, supplyDraft } from '../../shared/test/product-factory';
import { FLAWS_TEXT } from '../../shared/rules/flaws';

/**
 * Issue 26 'Done when', for a fabric with variants, a zipper and a Velcro (browser journeys until
 * D152): an item whose condition nobody gave cannot be uploaded (the review names it and links to
 * the page asking 'Any flaws?', answered in one tap), the price shows on the review before upload,
 * and a title the shop already lists is said, with the title this one will carry. The shop's own
 * verdict on a second identical item (its numbered title, both read back from Recent uploads) is
 * e2e/honest-listings.test.ts's and src/server/routes/product-titles-kinds.routes.test.ts's.
 */

interface Kind {
  name: string;
  flow: 'fabric' | 'supplies';
  root: string;
  camera: string;
  /** The item as staff leave it, but for 'Any flaws?', which nobody answered. */
  draft: object;
  /** What the review's price block says of it. */
  price: string;
}

const KINDS: readonly Kind[] = [
  {
    name: 'a fabric with variants',
    flow: 'fabric',
    root: '/product_entry',
    camera: 'camera',
    draft: { ...fabricVariantsDraft({ name: undefined }), imperfectionExists: undefined },
    // With variants each row's price is on the listing; the review's block is for a single price.
    price: '',
  },
  {
    name: 'a zipper',
    flow: 'supplies',
    root: '/supplies',
    camera: 'zipper_camera',
    draft: { ...supplyDraft('Zippers'), imperfectionExists: undefined },
    price: 'Price per piece: $3.50',
  },
  {
    name: 'a Velcro',
    flow: 'supplies',
    root: '/supplies',
    camera: 'other_supply_camera',
    draft: { ...supplyDraft('Other Supply'), imperfectionExists: undefined },
    price: 'Price per meter: $4.00',
  },
];

const uploadState = () => screen.getByTestId('upload-panel').getAttribute('data-upload-state');
const title = () => screen.getByTestId('listing-title').textContent ?? '';

/** The item with its three photos, on its Camera step, then to the review by the sidebar. */
async function enter(kind: Kind): Promise<User> {
  const { user } = await renderApp(`${kind.root}/${kind.camera}`, { draft: { flow: kind.flow, data: kind.draft }, photos: 3 });
  // As long as a busy machine takes to load the flow's code the first time.
  await waitFor(() => expect(screen.getAllByTestId('photo-thumb')).toHaveLength(3), { timeout: 30_000 });
  await viaSidebar(user, `${kind.root}/upload_product`);
  return user;
}

describe('every listing tells the truth (issue 26)', () => {
  it.each(KINDS)('$name: the condition is asked from the review, the price shows, and a title the shop has is said', async (kind) => {
    const user = await enter(kind);

    // The review refuses the item until 'Any flaws?' is answered; its link opens the question.
    const link = await within(await screen.findByTestId('review-errors')).findByRole('link', { name: 'Imperfections is required' });
    expect(uploadState()).toBe('invalid');
    await user.click(link);
    const question = await screen.findByRole('group', { name: FLAWS_TEXT.question });
    const asked = window.location.pathname;
    expect(asked).not.toBe(`${kind.root}/upload_product`);
    await user.click(within(question).getByRole('button', { name: FLAWS_TEXT.none }));
    // The question was the page's last answer: No flaws moves on by itself.
    await waitFor(() => expect(window.location.pathname).not.toBe(asked));
    await viaSidebar(user, `${kind.root}/upload_product`);
    await waitFor(() => expect(uploadState()).toBe('ready'));

    // The price, before upload.
    if (kind.price) expect(screen.getByTestId('review-price-listed').textContent).toBe(kind.price);
    else expect(screen.getAllByTestId('listing-price').length).toBeGreaterThan(0);
    // The shop lists no such title yet: nothing is said.
    await waitFor(() => expect(title()).not.toBe('-'));
    const first = title();
    expect(screen.queryAllByTestId('title-taken')).toHaveLength(0);

    // The same item entered again, once the shop lists the first: the review says so and shows the title it will carry.
    shopServer.use(titlesTaken([first]));
    await enter({ ...kind, draft: { ...kind.draft, imperfectionExists: 'No' } });
    await waitFor(() => expect(screen.getAllByTestId('title-taken')).toHaveLength(1));
    expect(screen.getByTestId('title-taken').textContent).toContain(`The shop already has a listing called '${first}'.`);
    expect(title()).toBe(`${first} #2`);
    await waitFor(() => expect(uploadState()).toBe('ready'));
  });
});
