import { MAX_IMAGES_MESSAGE } from '../../../shared/schemas/messages';
import { finishPhoto, readPhotos, readPickedFile, removePhoto, reservePhotos, trackPhotoWork } from '../../wizard/photo-store';
import { randomId } from '../../random-id';
import { processPhoto } from './process-photo';
import { notAPhotoMessage, notKeptPhotoMessage, PHOTO_TYPE, unreadablePhotoMessage } from './photo-limits';

/**
 * From a pick to a kept photo: each file takes its place in the draft's list at once (as picked,
 * marked processing, in the order picked), then is processed and put in that place. A file that
 * cannot be read as a photo leaves the list and is named. Nothing here holds a list of its own:
 * every step is one change of the stored list (photo-store.ts).
 */

/** Photos being processed by this page. A processing photo not among them was left by a page that closed. */
const inThisPage = new Set<string>();

/**
 * Photos are processed one at a time, in the order picked: a 48 MP photo takes about 200 MB once
 * decoded, and three of them at once is more than a phone gives a page.
 */
let processing: Promise<unknown> = Promise.resolve();

/** Processes a kept photo and puts it in its place; answers a message when it cannot be. */
function process(draftId: string, id: string, name: string, file: Blob): Promise<string | null> {
  inThisPage.add(id);
  const done = processing.then(async () => {
    try {
      const processed = await processPhoto(file);
      if (processed) {
        await finishPhoto(draftId, id, { blob: processed.blob, mimeType: PHOTO_TYPE, width: processed.width, height: processed.height });
        return null;
      }
      await removePhoto(draftId, id);
      return unreadablePhotoMessage(name);
    } catch (error) {
      return notKeptPhotoMessage(name, error);
    } finally {
      inThisPage.delete(id);
    }
  });
  processing = done;
  return trackPhotoWork(draftId, done);
}

/**
 * Adds picked files to the draft's photos. Each problem (not a photo, no room left, unreadable,
 * not kept) is reported as soon as it is known; the list itself reaches pages through
 * subscribePhotos. Resolves once every file is processed or refused.
 */
export async function addPhotos(draftId: string, files: readonly File[], report: (message: string) => void): Promise<void> {
  const picked: { id: string; name: string; file: Blob }[] = [];
  for (const file of files) {
    if (!file.type.startsWith('image/') && file.type !== '') report(notAPhotoMessage(file.name));
    else picked.push({ id: randomId(), name: file.name, file });
  }
  if (picked.length === 0) return;
  // Marked before they are listed, so a resume that reads the list meanwhile leaves them to us.
  for (const p of picked) inThisPage.add(p.id);
  let added: string[];
  try {
    added = await reservePhotos(draftId, picked);
  } catch (error) {
    for (const p of picked) report(notKeptPhotoMessage(p.name, error));
    return;
  } finally {
    for (const p of picked) inThisPage.delete(p.id);
  }
  if (added.length < picked.length) report(MAX_IMAGES_MESSAGE);
  const results = picked
    .filter((p) => added.includes(p.id))
    .map((p) => process(draftId, p.id, p.name, p.file).then((message) => message && report(message)));
  await Promise.all(results);
}

/**
 * Processes the photos a closed page left processing (kept as picked, so nothing is lost). Resolves
 * once they are under way: `loadPhotos` then waits for them.
 */
export async function resumePhotos(draftId: string, report: (message: string) => void = () => undefined): Promise<void> {
  const left = (await readPhotos(draftId)).filter((p) => p.state === 'processing' && !inThisPage.has(p.id));
  for (const photo of left) {
    inThisPage.add(photo.id);
    const work = readPickedFile(draftId, photo.id).then(async (file) => {
      if (file) return process(draftId, photo.id, photo.name, file);
      inThisPage.delete(photo.id);
      // Gone meanwhile: processed by another tab, deleted, or its bytes lost.
      if ((await readPhotos(draftId)).some((p) => p.id === photo.id && p.state === 'processing')) {
        await removePhoto(draftId, photo.id);
        return unreadablePhotoMessage(photo.name);
      }
      return null;
    });
    void trackPhotoWork(draftId, work).then(
      (message) => message && report(message),
      (error: unknown) => report(notKeptPhotoMessage(photo.name, error)),
    );
  }
}
