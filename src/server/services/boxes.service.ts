import { createHash } from 'node:crypto';
import { BOX_TABLE } from '../../shared/catalogue/boxes';
import { boxUpdateFields, nextBoxStatus } from '../../shared/boxes/box-status';
import { MAX_BOX_COUNT } from '../../shared/boxes/box-code';
import {
  baseCodeOfBox,
  type BoxCreate,
  type BoxHistoryEntry,
  type BoxRecord,
  type BoxStatusUpdate,
  type LabelEmailInput,
} from '../../shared/schemas/box-api';
import { boxTypeText } from '../../shared/labels/label-data';
import { boxLabelPdf } from '../../shared/labels/label-pdf';
import { ConflictError, InvalidInputError } from '../errors';
import { imageProblem, readImageHeader } from '../media/image-header';
import { BoxExistsError, BoxNotFoundError, type BoxTablePort } from '../ports/box-table.port';
import type { HostedImage, ImageHostPort } from '../ports/image-host.port';
import type { MailerPort } from '../ports/mailer.port';
import type { BoxCounter } from './box-counter';
import type { BoxHistory } from './box-history';
import type { BoxLock } from './box-lock';
import type { BoxPhotoUploads } from './box-photo-uploads';
import type { Idempotency } from './idempotency';

export const BOX_MESSAGES = {
  exists: (boxID: string) => `A box with Box ID ${boxID} already exists.`,
  notFound: (boxID: string) => `No box with Box ID ${boxID}.`,
  labelSent: (boxID: string) => `Label for box ${boxID} sent.`,
  changed: (boxID: string, status: string) =>
    `Box ${boxID} was just updated by someone else and is now ${status}. Check it and update again.`,
  createKeyReused: (boxIDs: readonly string[]) =>
    boxIDs.length > 0
      ? `This entry already created box ${boxIDs.join(', ')} with other choices. Start a New Supply Entry to create another box.`
      : 'This entry was already used to create another box. Start a New Supply Entry to create another box.',
} as const;

const byBoxId = (a: BoxRecord, b: BoxRecord) => a.boxID.localeCompare(b.boxID, 'en', { numeric: true });

/** '6C-3' -> ['6C', 3]; null for codes without a count. */
function splitCode(boxID: string): [string, number] | null {
  const m = /^(.+)-(\d+)$/.exec(boxID);
  return m ? [m[1]!, Number(m[2])] : null;
}

/** The highest count the table already shows for `base`: the larger of its Box IDs' count and highest suffix. */
function seenIn(boxIDs: readonly string[], base: string): number {
  let seen = 0;
  let withBase = 0;
  for (const boxID of boxIDs) {
    const parts = splitCode(boxID.trim().toUpperCase());
    if (parts?.[0] !== base) continue;
    withBase += 1;
    // A count past MAX_BOX_COUNT was typed into the table by hand: no code Selvage makes can meet
    // it, and following it would use up the base's numbers at once.
    if (parts[1] <= MAX_BOX_COUNT) seen = Math.max(seen, parts[1]);
  }
  // The highest suffix wins over the count: a deleted box must not make its number come back.
  return Math.max(seen, withBase);
}

/**
 * The label mail's Message-ID: the box and a digest of the mail's text and label, so the same label mailed
 * again is one message to mail programs, and a changed label (the box's contents) is a new one.
 */
export const labelMailId = (boxID: string, text: string, labelBytes: Uint8Array): string =>
  `box-${encodeURIComponent(boxID)}.${createHash('sha256').update(text).update(labelBytes).digest('hex').slice(0, 16)}@selvage.label`;

/**
 * Whether the fields of a box that moved on end with what one update by `by` wrote (boxUpdateFields):
 * its note line last in the notes it went to, and at least `photoCount` photos there. Answers the
 * links of the photos it wrote (the last ones), or null when the fields hold someone else's update.
 */
function writtenBy(box: BoxRecord, notes: string, by: string, photoCount: number): string[] | null {
  const measured = box.status === 'Measured';
  const field = (measured ? box.measuredNotes : box.generalSortNotes).trimEnd();
  const photos = measured ? box.measuredPhoto : box.generalSortPhoto;
  if (photos.length < photoCount) return null;
  if (notes) {
    // The line's date is the first try's, which a retry after midnight (UTC) no longer knows.
    const tail = `${by}: ${notes}`;
    if (!field.endsWith(tail) || !/(^|\n)\d{4}-\d{2}-\d{2} $/.test(field.slice(0, field.length - tail.length))) return null;
  }
  return photos.slice(photos.length - photoCount).map((p) => p.url);
}

export interface BoxesServiceDeps {
  table: BoxTablePort;
  counter: BoxCounter;
  images: ImageHostPort;
  /** The links uploaded until an update uses them; the rest are deleted from the host a day later. */
  uploads: BoxPhotoUploads;
  mailer: MailerPort;
  lock: BoxLock;
  history: BoxHistory;
  /** The claim table (D58): a box creation acts once per key. */
  idempotency: Idempotency;
  /** The app's clock (tests move it): when history entries and notes are dated. */
  now?: () => number;
}

/** The box moved on since the page showed it (answered as 409): updating again would skip a status. */
export class BoxChangedError extends ConflictError {}

/** Inventory boxes (issue 9): list, count, create, photos, status, history, label mail. */
export function createBoxesService({
  table,
  counter,
  images,
  uploads,
  mailer,
  lock,
  history,
  idempotency,
  now = Date.now,
}: BoxesServiceDeps) {
  async function createNow(input: BoxCreate, key: string, by: string): Promise<BoxRecord> {
    const base = baseCodeOfBox(input);
    // Read before the transaction: the table may be Airtable, and no transaction waits on it.
    const boxID = await counter.reserveFor(key, base, seenIn(await table.boxIdsWithBase(base), base));
    // A retry of this same creation finds the box an earlier try made (one lookup, not a scan).
    const earlier = await table.findByBoxId(boxID);
    if (earlier) return earlier;
    const f = BOX_TABLE.fields;
    let created: BoxRecord;
    try {
      [created] = (await table.create([
        {
          [f.boxId]: boxID,
          [f.productType]: input.productType,
          [f.subA]: input.subA,
          [f.subB]: input.subB,
          [f.size]: input.boxSize,
          [f.status]: 'New Box',
        },
      ])) as [BoxRecord];
    } catch (error) {
      // Only a try of this same creation can have made this Box ID meanwhile; answer its box.
      const made = error instanceof BoxExistsError ? await table.findByBoxId(boxID) : undefined;
      if (made) return made;
      if (error instanceof BoxExistsError) throw new BoxExistsError(BOX_MESSAGES.exists(boxID));
      throw error;
    }
    await history.record({ boxID, at: now(), by, fromStatus: null, toStatus: created.status, notes: '', photos: [] });
    return created;
  }

  /**
   * A repeat of an update the table already applied (D141): the box is one status past `fromStatus`
   * and the move is either recorded as this staff member's, with these notes and as many photos (the
   * page's answer was lost; the repeat's photos are new uploads of the same ones), or not recorded
   * at all while the fields end with what this update writes (the table's answer was lost after it
   * wrote: the history entry is recorded now). Answers the box, or null for someone else's update.
   */
  async function alreadyApplied(box: BoxRecord, fromStatus: string, input: BoxStatusUpdate, by: string): Promise<BoxRecord | null> {
    if (nextBoxStatus(fromStatus) !== box.status) return null;
    const notes = input.notes.trim();
    const [latest] = await history.of(box.boxID);
    if (latest?.fromStatus === fromStatus && latest.toStatus === box.status) {
      return latest.by === by && latest.notes === notes && latest.photos.length === input.photos.length ? box : null;
    }
    const photos = writtenBy(box, notes, by, input.photos.length);
    if (!photos) return null;
    await uploads.used(photos);
    await history.record({ boxID: box.boxID, at: now(), by, fromStatus, toStatus: box.status, notes, photos });
    return box;
  }

  return {
    async list(): Promise<BoxRecord[]> {
      return (await table.list()).sort(byBoxId);
    },

    /** The count the next box with `base` would get now (POST /product/box_count): a preview, nothing is reserved. */
    async previewCount(base: string): Promise<number> {
      return counter.peek(base, seenIn(await table.boxIdsWithBase(base), base));
    },

    /**
     * Creates the box for one creation `key` (the page's box draft id), once: the key is claimed in
     * the claim table as `box-create:{key}` with the request beside it (D58, D77). A repeat answers
     * the first box; the same key with another request is KeyReused (naming the box it made); one
     * still under way is Conflict. A failure releases the key, not the number: the Box ID is its
     * parts' base code and a count reserved under the key, so a retry makes the same Box ID and
     * finds the box an earlier try made instead of making a second one.
     */
    async create(input: BoxCreate, key: string, by: string): Promise<BoxRecord> {
      return idempotency.once(
        `box-create:${key}`,
        input,
        () => createNow(input, key, by),
        async () => BOX_MESSAGES.createKeyReused(await counter.reservedUnder(key)),
      );
    },

    /** Newest first; empty for a box nothing was recorded for (made before the history, or unknown). */
    history: (boxID: string): Promise<BoxHistoryEntry[]> => history.of(boxID),

    /** Who a signed-in request is, as the history and the notes name them. */
    staffEmail: (userId: number | null): Promise<string> => history.staffEmail(userId),

    /** Checks the real bytes (type, and the shared photo limits) before anything reaches the image host. */
    async uploadPhotos(dataUrls: string[]): Promise<{ url: string }[]> {
      const checked: HostedImage[] = dataUrls.map((dataUrl, i) => {
        const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
        const problem = imageProblem(`Photo ${i + 1}`, bytes);
        if (problem) throw InvalidInputError.of(`images.${i}`, problem);
        const header = readImageHeader(bytes)!;
        return { bytes, mimeType: header.mimeType, extension: header.extension };
      });
      const links = await images.upload(checked);
      await uploads.uploaded(links.map((l) => l.url));
      return links;
    },

    /**
     * Moves the box one status on; photos and notes are added where boxUpdateFields says, and the
     * update joins the box's history. Any existing box's ID is taken as is (an older tool's '9C-4').
     */
    async updateStatus(input: BoxStatusUpdate, by: string): Promise<BoxRecord> {
      // Two staff updating one box at once: the second waits, then sees the box has moved on. The
      // claim also covers the read of the fields the update adds to.
      return lock(input.boxID, async () => {
        const box = await table.findByBoxId(input.boxID);
        if (!box) throw new BoxNotFoundError(BOX_MESSAGES.notFound(input.boxID));
        if (input.fromStatus !== undefined && box.status !== input.fromStatus) {
          const done = await alreadyApplied(box, input.fromStatus, input, by);
          if (done) return done;
          throw new BoxChangedError(BOX_MESSAGES.changed(box.boxID, box.status));
        }
        const at = now();
        const [updated] = await table.update([
          { id: box.id, fields: boxUpdateFields(box, { photos: input.photos, notes: input.notes, at, by }) },
        ]);
        await uploads.used(input.photos);
        // After the table took it: the history records what was written, never an update that failed.
        await history.record({
          boxID: box.boxID,
          at,
          by,
          fromStatus: box.status,
          toStatus: updated!.status,
          notes: input.notes.trim(),
          photos: input.photos,
        });
        return updated!;
      });
    },

    /**
     * Mails the label PDF of the box the table holds under `boxID` (the same one the page prints) to
     * the label address: what it says is the table's, never what a page sent.
     */
    async mailLabel({ boxID }: LabelEmailInput): Promise<string> {
      const box = await table.findByBoxId(boxID);
      if (!box) throw new BoxNotFoundError(BOX_MESSAGES.notFound(boxID));
      const typeText = boxTypeText(box.productType, box.subA, box.subB);
      const label = boxLabelPdf({ boxID: box.boxID, productType: box.productType, subA: box.subA, subB: box.subB });
      const lines = [`Box ID: ${box.boxID}`, `Contents: ${typeText}`, ...(box.boxSize ? [`Size of box: ${box.boxSize}`] : [])];
      const text = `${lines.join('\n')}\n\nThe label is attached as ${label.fileName}.\n`;
      await mailer.send({
        messageId: labelMailId(box.boxID, text, label.bytes),
        subject: `Box label ${box.boxID}`,
        text,
        attachments: [{ filename: label.fileName, content: label.bytes, contentType: 'application/pdf' }],
      });
      return BOX_MESSAGES.labelSent(box.boxID);
    },
  };
}

export type BoxesService = ReturnType<typeof createBoxesService>;
