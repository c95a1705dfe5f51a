import { describe, expect, it } from 'vitest';
import { atStep, renderApp, screen, seedPhotos, waitFor, within } from '../test/render-app';
import { fill, type User } from '../test/wizard-walk';
import { everyPageAnswered, fabricBundleDraft } from '../../shared/test/product-factory';
import { OUTBOX_MESSAGES } from '../../shared/messages/outbox';
import { PRODUCT_FORM_KEYS, saveForm } from '../wizard/draft-store';
import { saveProgress } from '../upload/upload-progress';
import { shopServer } from '../test/shop-server';
import { http, HttpResponse } from 'msw';
import { PHOTOS_FIELD, productPhotosAnswer } from '../../shared/schemas/media';
import { itemRecordAnswer } from '../../shared/schemas/answers';

/**
 * A refused item back from the outbox as a draft (Fix, D145) on a page older than the server's
 * rules: the server named a field this page's own rules find nothing wrong with. Its words stand
 * on the review and on the page that asks for the field, until staff change that field (issue 43:
 * "comes back as a draft with the server's message on the page it names").
 */

/** A rule only a newer server has: no check of this page's could say it. */
const NEWER_RULE = 'Name must not look like a SKU.';
const REFUSED_MESSAGE = `Upload product was denied. ${NEWER_RULE}`;

async function openRefused(): Promise<User> {
  const draftId = 'refused-1';
  const images = await seedPhotos(draftId);
  saveForm(
    {
      draftId,
      data: { ...everyPageAnswered(fabricBundleDraft({ name: '10045' })), images },
      refused: REFUSED_MESSAGE,
      refusedErrors: { name: [NEWER_RULE] },
    },
    PRODUCT_FORM_KEYS.fabric,
  );
  const { user } = await renderApp('/product_entry/upload_product');
  await atStep('/product_entry', 'upload_product');
  return user;
}

const errorsToFix = () => screen.queryByRole('region', { name: 'Errors to fix' });

describe("a refused draft shows the server's words where they are fixed", () => {
  it('lists the named field among the errors, linked to its page, and the page says it before anything is touched', async () => {
    const user = await openRefused();
    expect(within(screen.getByTestId('refused-note')).getByText(REFUSED_MESSAGE)).toBeTruthy();
    const link = within(errorsToFix()!).getByRole('link', { name: NEWER_RULE });
    expect(screen.getByRole('button', { name: 'Upload' }).hasAttribute('disabled')).toBe(true);
    await user.click(link);
    await atStep('/product_entry', 'name');
    expect(screen.getByText(NEWER_RULE)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('goes once staff change the field, and the item may be uploaded again', async () => {
    const user = await openRefused();
    await user.click(within(errorsToFix()!).getByRole('link', { name: NEWER_RULE }));
    await atStep('/product_entry', 'name');
    await fill(user, screen.getByRole('textbox', { name: 'Name' }), 'Harbour Morning');
    await waitFor(() => expect(screen.queryByText(NEWER_RULE)).toBeNull());
    await user.click(screen.getByRole('link', { name: /Upload Product/ }));
    await atStep('/product_entry', 'upload_product');
    expect(errorsToFix()).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload' }).hasAttribute('disabled')).toBe(false));
    // The server's words about the whole item stay until it is uploaded (D145).
    expect(screen.getByText(OUTBOX_MESSAGES.refusedTitle)).toBeTruthy();
  });
});

describe('photos refused after the product was made, back as a draft (Fix)', () => {
  it('offers Retry Image Upload, which sends the photos to the product made and never makes a second', async () => {
    const made = { productId: 'local:7', title: 'Harbour Morning Cotton Poplin 2 m', skus: ['10070'] };
    const draftId = 'refused-photos-1';
    const images = await seedPhotos(draftId);
    saveProgress({ draftId, ...made, attached: false });
    saveForm(
      {
        draftId,
        data: { ...everyPageAnswered(fabricBundleDraft()), images },
        refused: 'Upload media failed. Photo 2 is larger than 8 MB.',
      },
      PRODUCT_FORM_KEYS.fabric,
    );
    const calls: string[] = [];
    shopServer.use(
      http.post('*/product/product_upload', () => {
        calls.push('product');
        return HttpResponse.json({ message: 'A second product must not be made.' }, { status: 500 });
      }),
      http.post('*/product/:id/photos', async ({ params, request }) => {
        calls.push(`photos ${String(params.id)} x${(await request.formData()).getAll(PHOTOS_FIELD).length}`);
        const media = [1, 2, 3].map((n) => `/media/7/${n}.jpg`);
        return HttpResponse.json(productPhotosAnswer.parse({ productId: made.productId, status: 'ACTIVE', media, version: '1' }));
      }),
      http.get('*/product/record', () =>
        HttpResponse.json(
          itemRecordAnswer.parse({
            product: {
              ...made,
              productType: 'Fabric',
              status: 'ACTIVE',
              createdAt: new Date(0).toISOString(),
              variants: [],
              media: [],
              details: null,
              version: '1',
              labelOutOfDate: false,
            },
          }),
        ),
      ),
    );
    const { user } = await renderApp('/product_entry/upload_product');
    await atStep('/product_entry', 'upload_product');
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Retry Image Upload' }));
    await waitFor(() => expect(calls).toEqual(['photos local:7 x3']));
  });
});
