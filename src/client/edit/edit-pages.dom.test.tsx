import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { editedRecord } from '../../shared/edit/edited-record';
import { withVersion } from '../../shared/edit/record-version';
import { PRODUCT_EDIT_MESSAGES } from '../../shared/messages/product-edit';
import { EDIT_PAGE_TEXT } from '../../shared/messages/product-edit-pages';
import { formatPrice } from '../../shared/pricing/price-choices';
import { suggestPrice } from '../../shared/products';
import { keptPriceText } from '../../shared/rules/suggested-price';
import { fabricBundleDraft, fabricBundleProduct, fabricVariantsProduct } from '../../shared/test/product-factory';
import { editHandlers, editShop, holdForEdit } from '../test/edit-server';
import { atStep, renderApp, screen, viaSidebar, waitFor, within } from '../test/render-app';
import { shopServer } from '../test/shop-server';
import { fill, isDisabled, type User } from '../test/wizard-walk';
import { finishPhoto, movePhoto, reservePhotos } from '../wizard/photo-store';
import { loadEdit } from './edit-store';
import { heldRecord } from './edit-test-records';

/**
 * Issue 27 items 1 to 3 and issue 42 item 3, the pages of an edit: where it opens and what it
 * offers, the price following its suggestion, what Save changes lists and sends, a refused save,
 * the shop's photos on the Camera page (browser journeys until D152; e2e/edit-after-upload.test.ts
 * keeps what the real shop decides and reads back, real photos and the printed label).
 */

const EDIT = '/edit/fabric';
/** A 2 m bundle listed at its suggested $18.00, three photos, SKU 20001 (edit-test-records.ts). */
const bundle = () => heldRecord(fabricBundleProduct());
/** The suggested price of that bundle at another length, as the fabric's Price page works it out. */
const suggestionAt = (lengthM: string): number => suggestPrice(fabricBundleDraft({ lengthM: [lengthM] })).base!;
const PHOTOS = ['20001_1.jpg', '20001_2.jpg', '20001_3.jpg'];

const box = (name: string | RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });
const saveState = () => screen.getByTestId('save-panel').getAttribute('data-upload-state');
const listedPrice = () => screen.getByTestId('review-price-listed').textContent;
/** The fields a list of changes names, in order. */
const changed = (testId: string) =>
  [...screen.getByTestId(testId).querySelectorAll('[data-change]')].map((r) => r.getAttribute('data-change'));
/** One change as staff read it: its label, what it was and what it is (or will be). */
const change = (testId: string, field: string) => {
  const row = screen.getByTestId(testId).querySelector(`[data-change="${field}"]`)!;
  return [row.querySelector('td')!.textContent, ...['before', 'after'].map((c) => row.querySelector(`[data-column="${c}"]`)!.textContent)];
};
const thumbNames = () => screen.queryAllByTestId('photo-thumb').map((t) => t.getAttribute('data-name'));
const stepLinks = () =>
  within(screen.getByRole('navigation', { name: 'Steps' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

/** Opens the edit of the item the shop holds, as Edit on its item page does. */
async function openEdit(landing = 'dimensions'): Promise<{ user: User; editId: string }> {
  const { user } = await renderApp(`/edit?productId=${encodeURIComponent(editShop.held.productId)}`);
  await atStep(EDIT, landing);
  return { user, editId: loadEdit()!.editId };
}

async function typeInto(user: User, name: string, value: string): Promise<void> {
  await fill(user, box(name), value);
  await user.tab();
}

/** The Camera page once the shop's photos are read into the edit. */
async function cameraWith(user: User, names: readonly string[]): Promise<void> {
  await viaSidebar(user, `${EDIT}/camera`);
  await waitFor(() => expect(thumbNames()).toEqual(names));
}

/**
 * Photos picked on the Camera page, added at the end as a pick adds them and then finished as its
 * processing finishes them (the picking and decoding of real photos are the journey's).
 */
async function pickPhotos(editId: string, names: readonly string[]): Promise<string[]> {
  const picked = names.map((name) => ({ id: `picked-${name}`, name, file: new Blob([name], { type: 'image/jpeg' }) }));
  const ids = await reservePhotos(editId, picked);
  for (const p of picked) await finishPhoto(editId, p.id, { blob: p.file, mimeType: 'image/jpeg', width: 400, height: 300 });
  return ids;
}

const idOfThumb = (name: string) =>
  screen
    .getAllByTestId('photo-thumb')
    .find((t) => t.getAttribute('data-name') === name)!
    .getAttribute('data-photo-id')!;

async function save(user: User): Promise<void> {
  await user.click(screen.getByRole('button', { name: EDIT_PAGE_TEXT.save }));
}

beforeEach(() => {
  shopServer.use(...editHandlers);
  // The stand-in decodes no picture: the shop's photos are measured as a browser would find them.
  vi.stubGlobal('createImageBitmap', () => Promise.resolve({ width: 640, height: 480, close: () => undefined }));
  holdForEdit(bundle());
});

describe('an uploaded item is edited in its own pages (issue 27)', () => {
  it('opens where a length measured again is typed, without the steps an edit cannot change; an untyped price follows its suggestion', async () => {
    const { user } = await openEdit();
    expect(box('Length (m)').value).toBe('2');
    // Bundle or roll and whether there are variants are not offered: the SKUs are on the labels.
    expect(stepLinks()).toContain('Save changes');
    expect(stepLinks()).not.toContain('Bundle or Roll');
    expect(stepLinks()).not.toContain('Has Variants');
    expect(stepLinks()).not.toContain('Upload Product');

    // Measured again at 3 m: listed at its suggestion, the price moves with it (issue 42 item 3).
    await typeInto(user, 'Length (m)', '3');
    await viaSidebar(user, `${EDIT}/save_changes`);
    expect(suggestionAt('3')).toBe(27);
    await waitFor(() => expect(listedPrice()).toBe(`Price: ${formatPrice(suggestionAt('3'))}`));
    expect(screen.getByTestId('review-price-kind').textContent).toBe('Suggested');
    expect(changed('edit-changes')).toEqual(['variants.0.price', 'lengthM']);
    expect(change('edit-changes', 'variants.0.price')).toEqual(['Price', '$18.00', '$27.00']);

    // The Camera page is the photo page, over the shop's three photos.
    await cameraWith(user, PHOTOS);

    // The Price page holds the suggestion chosen, nothing typed; a typed price is staff's own.
    await viaSidebar(user, `${EDIT}/price`);
    expect(box('Price').value).toBe('');
    expect(screen.getByRole('radio', { name: '$27.00' }).getAttribute('aria-checked')).toBe('true');
    await typeInto(user, 'Price', '24');
    // Measured once more: the suggestion moves, the typed $24.00 stays, and Save changes asks Take or Keep.
    await viaSidebar(user, `${EDIT}/dimensions`);
    await typeInto(user, 'Length (m)', '2.5');
    await viaSidebar(user, `${EDIT}/save_changes`);
    const kept = await screen.findByTestId('price-kept');
    expect(kept.textContent).toContain(keptPriceText({ kept: '24.00', suggested: suggestionAt('2.5').toFixed(2) }));
    expect(listedPrice()).toBe('Price: $24.00');
    await user.click(within(kept).getByRole('button', { name: 'Keep $24.00' }));
    await waitFor(() => expect(screen.queryByTestId('price-kept')).toBeNull());
    expect(listedPrice()).toBe('Price: $24.00');
    await waitFor(() => expect(saveState()).toBe('ready'));
    expect(changed('edit-changes')).toEqual(['variants.0.price', 'lengthM']);
    expect(change('edit-changes', 'variants.0.price')).toEqual(['Price', '$18.00', '$24.00']);
  });

  it('two taps send one save; an answer lost on the way back is retried under the same key; the saved page names the changes and the label to print', async () => {
    const { user } = await openEdit();
    await typeInto(user, 'Length (m)', '2.5');
    await viaSidebar(user, `${EDIT}/save_changes`);
    await waitFor(() => expect(saveState()).toBe('ready'));

    editShop.loseNextAnswer = true;
    const button = screen.getByRole('button', { name: EDIT_PAGE_TEXT.save });
    // Both taps land before the page draws again, as a quick double tap does.
    act(() => {
      button.click();
      button.click();
    });
    await waitFor(() => expect(saveState()).toBe('failed'));
    expect(editShop.saves).toHaveLength(1);

    await user.click(within(screen.getByTestId('save-panel')).getByRole('button', { name: EDIT_PAGE_TEXT.retry }));
    const saved = await screen.findByTestId('edit-saved');
    expect(editShop.saves).toHaveLength(2);
    expect(editShop.saves[1]!.key).toBe(editShop.saves[0]!.key);
    expect(saved.textContent).toContain(PRODUCT_EDIT_MESSAGES.saved);
    expect(changed('edit-saved-changes')).toEqual(['variants.0.price', 'lengthM']);
    expect(change('edit-saved-changes', 'variants.0.price')).toEqual(['Price', '$18.00', formatPrice(suggestionAt('2.5'))]);
    expect(within(saved).getByTestId('edit-label').textContent).toContain(PRODUCT_EDIT_MESSAGES.labelOutOfDate);
    expect(within(saved).getByRole('button', { name: EDIT_PAGE_TEXT.printLabel })).toBeTruthy();
    expect(within(saved).getByRole('link', { name: EDIT_PAGE_TEXT.backToItem }).getAttribute('href')).toBe('/item?sku=20001');
  });

  it('a save refused because a colleague saved first lists what changed; the typed price stays until staff start again from the shop’s record', async () => {
    const { user } = await openEdit();
    await viaSidebar(user, `${EDIT}/price`);
    await typeInto(user, 'Price', '30');
    // A colleague measured the width again and saved, from the version this edit started from.
    const colleague = withVersion(editedRecord(editShop.held, fabricBundleProduct({ widthCM: [150] })));
    editShop.held = colleague;

    await viaSidebar(user, `${EDIT}/save_changes`);
    await waitFor(() => expect(saveState()).toBe('ready'));
    await save(user);
    const conflict = await screen.findByTestId('edit-conflict');
    expect(conflict.textContent).toContain(PRODUCT_EDIT_MESSAGES.conflict);
    expect(changed('edit-conflict-changes')).toEqual(['widthCM']);
    expect(change('edit-conflict-changes', 'widthCM')).toEqual(['Width (cm)', '148', '150']);

    await viaSidebar(user, `${EDIT}/price`);
    expect(box('Price').value).toBe('30');
    await viaSidebar(user, `${EDIT}/save_changes`);
    await user.click(within(screen.getByTestId('edit-conflict')).getByRole('button', { name: EDIT_PAGE_TEXT.editAgain }));
    await atStep(EDIT, 'dimensions');
    expect(box('Width (cm)').value).toBe('150');
    await viaSidebar(user, `${EDIT}/price`);
    // Listed at its suggestion: the suggestion is chosen, as a new entry's (issue 42 item 3).
    expect(box('Price').value).toBe('');
    expect(screen.getByRole('radio', { name: '$18.00' }).getAttribute('aria-checked')).toBe('true');
    await typeInto(user, 'Price', '30');
    await viaSidebar(user, `${EDIT}/save_changes`);
    await waitFor(() => expect(saveState()).toBe('ready'));
    await save(user);
    await screen.findByTestId('edit-saved');
    // Saved from the record the refusal answered.
    expect(editShop.saves.map((s) => s.body.baseVersion)).toEqual([bundle().version, colleague.version]);
  });

  it('a fabric with variants keeps as many as it has: its rows are edited, none added or removed', async () => {
    holdForEdit(heldRecord(fabricVariantsProduct()));
    await openEdit('variant_dimensions');
    expect(box('Length (m) 2').value).toBe('3.5');
    expect(screen.queryAllByRole('button', { name: 'Add variant' })).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: /^Remove variant/ })).toHaveLength(0);
  });
});

describe('the shop’s photos in an edit (issue 27 item 1)', () => {
  it('one deleted, two added, the last moved first: Save changes names the photos only; the answers go, then all four at the version they answered; nothing to reprint', async () => {
    const { user, editId } = await openEdit();
    await cameraWith(user, PHOTOS);
    await user.click(screen.getByRole('button', { name: 'Delete 20001_2.jpg' }));
    await waitFor(() => expect(thumbNames()).toEqual(['20001_1.jpg', '20001_3.jpg']));
    const [yellow, purple] = await pickPhotos(editId, ['yellow.jpg', 'purple.jpg']);
    await waitFor(() => expect(thumbNames()).toEqual(['20001_1.jpg', '20001_3.jpg', 'yellow.jpg', 'purple.jpg']));
    const [first, third] = [idOfThumb('20001_1.jpg'), idOfThumb('20001_3.jpg')];
    await movePhoto(editId, purple!, first);
    await waitFor(() => expect(thumbNames()).toEqual(['purple.jpg', '20001_1.jpg', '20001_3.jpg', 'yellow.jpg']));

    // Save is open though no answer changed.
    await viaSidebar(user, `${EDIT}/save_changes`);
    await waitFor(() => expect(saveState()).toBe('ready'));
    expect(changed('edit-changes')).toEqual(['photos']);
    expect(change('edit-changes', 'photos')).toEqual(['Photos', '3 photos', '4 photos']);

    // The photos are held on their way, to see which step the save is at.
    let arrive!: () => void;
    editShop.beforePhotos = () => new Promise<void>((go) => (arrive = go));
    await save(user);
    await waitFor(() => expect(saveState()).toBe('sendingPhotos'));
    expect(screen.getByTestId('upload-steps').textContent).toContain('4 photos');
    arrive();
    await screen.findByTestId('edit-saved');
    expect(changed('edit-saved-changes')).toEqual(['photos']);
    // Photos are on no label: nothing to reprint.
    expect(screen.queryByTestId('edit-label')).toBeNull();

    // The answers with the new images first, then every photo at the version that save answered.
    expect(editShop.calls).toEqual(['edit', 'photos']);
    expect(editShop.saves[0]!.body.product).toMatchObject({ images: [purple, first, third, yellow] });
    expect(editShop.photoCalls).toEqual([{ baseVersion: editShop.saves[0]!.version, photos: 4 }]);
    expect(editShop.saves[0]!.version).not.toBe(bundle().version);
  });

  it('a photo the shop does not serve is named and the photos stay as the shop shows them; read again, moved, and a lost photo call retried alone', async () => {
    editShop.unserved.add('/media/20001_2.jpg');
    const { user, editId } = await openEdit();
    await viaSidebar(user, `${EDIT}/camera`);
    const unread = await screen.findByTestId('edit-photos-unread');
    expect(unread.textContent).toContain(EDIT_PAGE_TEXT.photosUnread(['Photo 2 (20001_2.jpg)']));
    expect(within(screen.getByTestId('edit-photos')).getAllByRole('img')).toHaveLength(3);
    expect(screen.queryByTestId('photo-input')).toBeNull();

    // Read again once it is served: the photo page, and the same three in another order.
    editShop.unserved.clear();
    await user.click(within(unread).getByRole('button', { name: EDIT_PAGE_TEXT.readPhotosAgain }));
    await waitFor(() => expect(thumbNames()).toEqual(PHOTOS));
    await movePhoto(editId, idOfThumb('20001_3.jpg'), idOfThumb('20001_1.jpg'));
    await waitFor(() => expect(thumbNames()).toEqual(['20001_3.jpg', '20001_1.jpg', '20001_2.jpg']));
    await viaSidebar(user, `${EDIT}/save_changes`);
    await waitFor(() => expect(changed('edit-changes')).toEqual(['photos']));
    expect(change('edit-changes', 'photos')).toEqual(['Photos', '3 photos', '3 photos, in another order']);

    // The answers go through; the photo call gets no answer. The edit stays open with a retry of the photos alone.
    editShop.dropNextPhotos = true;
    await save(user);
    await waitFor(() => expect(saveState()).toBe('partiallyFailed'));
    expect(screen.getByTestId('save-panel').textContent).toContain(EDIT_PAGE_TEXT.photosOnlyNotSent);
    expect(editShop.saves).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: EDIT_PAGE_TEXT.retryPhotos }));
    await screen.findByTestId('edit-saved');
    expect(editShop.calls).toEqual(['edit', 'photos', 'photos']);
    expect(changed('edit-saved-changes')).toEqual(['photos']);
  });

  it('the item taken off sale between the answers and the photos: the refusal names only that and says the photos stay; Edit again reads the shop’s photos anew', async () => {
    const { user, editId } = await openEdit();
    await cameraWith(user, PHOTOS);
    await user.click(screen.getByRole('button', { name: 'Delete 20001_3.jpg' }));
    await pickPhotos(editId, ['teal.jpg']);
    await waitFor(() => expect(thumbNames()).toEqual(['20001_1.jpg', '20001_2.jpg', 'teal.jpg']));
    await viaSidebar(user, `${EDIT}/save_changes`);
    await waitFor(() => expect(saveState()).toBe('ready'));

    // A colleague takes the item off sale just as the photos set off.
    editShop.beforePhotos = () => {
      editShop.held = withVersion({ ...editShop.held, status: 'DRAFT' });
    };
    await save(user);
    const conflict = await screen.findByTestId('edit-conflict');
    // Against the record as this edit's saved answers left it: only the colleague's change.
    expect(changed('edit-conflict-changes')).toEqual(['status']);
    expect(conflict.textContent).toContain(EDIT_PAGE_TEXT.photosConflict);
    expect(conflict.textContent).not.toContain(PRODUCT_EDIT_MESSAGES.conflict);

    await user.click(within(conflict).getByRole('button', { name: EDIT_PAGE_TEXT.editAgain }));
    await atStep(EDIT, 'dimensions');
    await cameraWith(user, PHOTOS);
    expect(isDisabled(screen.getByRole('button', { name: 'Choose photos' }))).toBe(false);
  });
});
