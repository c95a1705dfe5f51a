import { beforeEach, describe, expect, it } from 'vitest';
import { atStep, renderApp, screen, viaSidebar, waitFor, within } from '../test/render-app';
import { next, pick, press, reviewRow, type, type User } from '../test/wizard-walk';
import { everyPageAnswered, fabricVariantsDraft } from '../../shared/test/product-factory';
import type { FabricDraft } from '../../shared/schemas/fabric';
import { LEGACY_FORM_KEY, PRODUCT_FORM_KEYS, saveForm } from './draft-store';
import { keepPhotos } from './photo-store';
import { shopServer } from '../test/shop-server';
import { nothingListedToday } from '../test/home-server';

/**
 * Issue 14, items 3 and 4 (browser journeys until D152; e2e/drafts.test.ts keeps the label printed
 * from the shop's record): each product flow keeps its own draft, with its photos; an uploaded
 * draft is sealed and the next visit starts the next item; Same as last asks only what differs.
 * The photos are kept where the Camera step keeps them once processed (decoding real photos is
 * e2e/photos.test.ts's).
 */

type Flow = keyof typeof PRODUCT_FORM_KEYS;

/** Photos kept for `draftId` under these names, in this order, as the picker leaves them once processed; answers their ids. */
async function keepNamed(draftId: string, names: readonly string[]): Promise<string[]> {
  const photos = names.map((name, i) => ({
    id: `${draftId}-${i + 1}`,
    name,
    blob: new Blob([name], { type: 'image/jpeg' }),
    mimeType: 'image/jpeg' as const,
    width: 640,
    height: 480,
  }));
  await keepPhotos(draftId, photos);
  return photos.map((p) => p.id);
}

const raw = (flow: Flow) => localStorage.getItem(PRODUCT_FORM_KEYS[flow]);
const stored = (flow: Flow) => JSON.parse(raw(flow) ?? 'null') as { draftId: string; data: Record<string, unknown> } | null;
const thumbNames = () => screen.queryAllByTestId('photo-thumb').map((t) => t.getAttribute('data-name'));
const uploadState = () => screen.getByTestId('upload-panel').getAttribute('data-upload-state');
const valueOf = (field: string) => reviewRow(field).querySelector('[data-column="value"]')!.textContent;
const checked = (name: string) => screen.getByRole('radio', { name }).getAttribute('aria-checked');
/** The page's one radio of this name (the fabric's first pages ask one question each). */
const tap = (user: User, name: string) => user.click(screen.getByRole('radio', { name }));

/** A page load waits as long for what it shows as a busy machine takes to load a flow's code the first time. */
const FIRST_LOAD = { timeout: 30_000 } as const;

/** Opens a task from Home, as staff do (the page's own link, not an address typed in). */
async function fromHome(task: 'Go To Fabric Entry' | 'Go To Supplies Entry'): Promise<User> {
  const { user } = await renderApp('/');
  await user.click(await screen.findByRole('link', { name: task }, FIRST_LOAD));
  return user;
}

/** On step `id` of the flow under `base`, its code loaded. */
async function loaded(base: string, id: string): Promise<void> {
  await waitFor(() => expect(document.querySelector(`[data-step="${id}"]`)).not.toBeNull(), FIRST_LOAD);
  await atStep(base, id);
}

/** A fabric with variants stored under the old single key 'productForm' with three photos, on Upload Product, ready. */
async function fabricReadyToUpload(draft: FabricDraft): Promise<User> {
  const draftId = 'legacy-fabric';
  const images = await keepNamed(draftId, ['front.jpg', 'back.jpg', 'edge.jpg']);
  localStorage.setItem(LEGACY_FORM_KEY, JSON.stringify({ draftId, data: { ...draft, images } }));
  const { user } = await renderApp('/product_entry/upload_product');
  await waitFor(() => expect(uploadState()).toBe('ready'), FIRST_LOAD);
  return user;
}

async function upload(user: User): Promise<void> {
  await press(user, 'Upload');
  await waitFor(() => expect(uploadState()).toBe('success'), { timeout: 15_000 });
}

/** A knit jersey bundle in two lengths, every page answered, as staff leave it. */
const jersey = (overrides: Partial<FabricDraft> = {}): FabricDraft =>
  everyPageAnswered(
    fabricVariantsDraft({
      knitOrWoven: 'Knit',
      knitWeaveType: 'Jersey',
      stretch: '2-way',
      widthStretch: 20,
      drape: 'Fluid',
      feel: ['Soft.'],
      ...overrides,
    }),
  );

describe('drafts (issue 14 items 3 and 4)', () => {
  // Home, where staff open each task, counts the day's listings.
  beforeEach(() => shopServer.use(nothingListedToday));

  it('keeps a half-entered fabric while a supply is started, and both (with their photos) when going back and forth', async () => {
    // A fabric started: Bundle and No variants answered, three photos taken.
    const fabricId = 'fabric-half';
    const fabricPhotos = await keepNamed(fabricId, ['bolt.jpg', 'selvage.jpg', 'drape.jpg']);
    saveForm(
      { draftId: fabricId, data: { productType: 'Fabric', bundleOrRoll: 'Bundle', hasVariants: 'No', images: fabricPhotos } },
      PRODUCT_FORM_KEYS.fabric,
    );
    const fabric = raw('fabric');

    // Opening Supplies and entering part of a button card does not touch the fabric.
    const user = await fromHome('Go To Supplies Entry');
    await loaded('/supplies', 'supply_type');
    await pick(user, 'Supply type', 'Buttons');
    await atStep('/supplies', 'button_selling_unit');
    await pick(user, 'Selling unit', 'Individual');
    await atStep('/supplies', 'button_camera');
    // The supply is a draft of its own, under its own key.
    const supply = stored('supplies');
    expect(supply?.draftId ?? fabricId).not.toBe(fabricId);
    await keepNamed(supply!.draftId, ['card.jpg', 'back-of-card.jpg']);
    await waitFor(() => expect(thumbNames()).toEqual(['card.jpg', 'back-of-card.jpg']));
    await next(user);
    await atStep('/supplies', 'button_size');
    await type(user, 'Button width (mm)', '15');

    // Back to the fabric: its answers and its three photos, in order.
    await fromHome('Go To Fabric Entry');
    await loaded('/product_entry', 'bundle_or_roll');
    expect(checked('Bundle')).toBe('true');
    await renderApp('/product_entry/camera');
    await waitFor(() => expect(thumbNames()).toEqual(['bolt.jpg', 'selvage.jpg', 'drape.jpg']));

    // And back to the supply: still Buttons, its width and its two photos.
    await fromHome('Go To Supplies Entry');
    await atStep('/supplies', 'supply_type');
    expect(checked('Buttons')).toBe('true');
    await renderApp('/supplies/button_size');
    await atStep('/supplies', 'button_size');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Button width (mm)' }).value).toBe('15');
    await renderApp('/supplies/button_camera');
    await waitFor(() => expect(thumbNames()).toEqual(['card.jpg', 'back-of-card.jpg']));
    // Each under its own key: the fabric's exactly as it was before Supplies opened.
    expect(stored('supplies')?.data).toMatchObject({ productType: 'Buttons', sellingUnit: 'Individual', widthMM: '15' });
    expect(raw('fabric')).toBe(fabric);
    expect(stored('fabric')?.data).toMatchObject({ productType: 'Fabric', bundleOrRoll: 'Bundle', hasVariants: 'No' });
  });

  it('shows an uploaded fabric read-only, and coming back to fabric entry starts the next item keeping type and unboxing date', async () => {
    let user = await fabricReadyToUpload(
      jersey({ name: 'old item', unboxingDateExists: 'Yes', unboxingDate: '2026-12-05', mediaTag: 'Unboxing' }),
    );
    await upload(user);

    // The success view: the spec's banner and buttons, the item as the shop holds it, nothing to edit.
    const panel = screen.getByTestId('upload-panel');
    expect(within(panel).getAllByText('Upload Success').length).toBeGreaterThan(0);
    for (const name of ['Print Product Label', 'Next item', 'Same as last'])
      expect(within(panel).getAllByRole('button', { name })).toHaveLength(1);
    expect(within(panel).queryAllByRole('button', { name: 'Start New Product' })).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: 'Upload' })).toHaveLength(0);
    await waitFor(() => expect(valueOf('name')).toBe('Old Item'));
    expect(within(screen.getByRole('table', { name: 'Review' })).queryAllByRole('link')).toHaveLength(0);
    expect(document.querySelectorAll('main input, main textarea')).toHaveLength(0);
    const open = [...screen.getByRole('navigation', { name: 'Steps' }).querySelectorAll('a')].filter(
      (a) => a.getAttribute('aria-disabled') !== 'true',
    );
    expect(open.map((a) => a.textContent)).toEqual(['Upload Product']);
    expect(screen.getAllByTestId('uploaded-item')).toHaveLength(1);
    // A reload still shows it, sealed.
    await renderApp('/product_entry/upload_product');
    await waitFor(() => expect(screen.getByTestId('upload-panel').getAttribute('data-sealed')).toBe('true'));
    // The draft stored under the old single key was moved to the fabric's own key and uploaded from there.
    expect(localStorage.getItem(LEGACY_FORM_KEY)).toBeNull();
    const uploadedId = stored('fabric')!.draftId;
    expect(uploadedId).toBe('legacy-fabric');

    // Home -> Go To Fabric Entry: the next item, not the uploaded one again.
    user = await fromHome('Go To Fabric Entry');
    await atStep('/product_entry', 'bundle_or_roll');
    await waitFor(() => expect(checked('Bundle')).toBe('false'));
    await waitFor(() => expect(stored('fabric')?.draftId).not.toBe(uploadedId));
    const nextItem = stored('fabric')!.data;
    expect(nextItem).toMatchObject({ productType: 'Fabric', unboxingDate: '2026-12-05', unboxingDateExists: 'Yes' });
    for (const field of ['name', 'price', 'priceOther', 'bundleOrRoll', 'images']) expect(nextItem[field]).toBeUndefined();
    await tap(user, 'Bundle');
    await atStep('/product_entry', 'has_variants');
    await tap(user, 'No');
    await atStep('/product_entry', 'camera');
    expect(screen.queryAllByTestId('photo-thumb')).toHaveLength(0);
    await viaSidebar(user, '/product_entry/upload_product');
    await waitFor(() => expect(uploadState()).toBe('invalid'));
    expect(valueOf('unboxingDate')).toBe('December 5');
  });

  it('Same as last: the next colourway asks only what differs, and Back still shows every copied page', async () => {
    const user = await fabricReadyToUpload(jersey({ name: 'first colour' }));
    await upload(user);
    await user.click(within(screen.getByTestId('upload-panel')).getByRole('button', { name: 'Same as last' }));

    // Every page the new item stops at, in order, as staff move on with Next or an answer.
    const stops: string[] = [];
    const stop = async (id: string) => {
      await atStep('/product_entry', id);
      stops.push(id);
    };
    await stop('has_variants');
    await tap(user, 'No');
    await stop('camera');
    // The copy has no photos: the new piece's own are taken here.
    await keepNamed(stored('fabric')!.draftId, ['second-front.jpg', 'second-back.jpg', 'second-edge.jpg']);
    await waitFor(() => expect(screen.getAllByTestId('photo-thumb')).toHaveLength(3));
    await next(user);
    await stop('dimensions');
    await user.type(screen.getByRole('textbox', { name: 'Length (m)' }), '3{Enter}');
    // The fibre, weave, stretch, colours and the pattern were copied; the flaws belong to the piece
    // and have no default (issue 26 item 1), so the new piece stops there, and No flaws is one tap.
    await stop('pattern_imperfections');
    expect(screen.getByRole('button', { name: 'No flaws' }).getAttribute('aria-pressed')).toBe('false');
    await press(user, 'No flaws');
    // The rest was copied: straight to the upload.
    await stop('upload_product');
    expect(stops).toEqual(['has_variants', 'camera', 'dimensions', 'pattern_imperfections', 'upload_product']);
    await waitFor(() => expect(uploadState()).toBe('ready'));
    await waitFor(() => expect(valueOf('knitOrWoven')).toBe('Knit'));

    // Back stops at every page, copied ones included, so any answer can still be changed.
    await press(user, 'Back');
    await waitFor(() => expect(window.location.pathname).not.toBe('/product_entry/upload_product'));
    expect(window.location.pathname).not.toBe('/product_entry/dimensions');
    expect(document.querySelector('[data-step]')).not.toBeNull();
  });
});
