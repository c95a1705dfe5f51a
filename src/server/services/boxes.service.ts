import { BOX_TABLE } from '../../shared/catalogue/boxes';
import { boxUpdateFields } from '../../shared/boxes/box-status';
import { MAX_BOX_COUNT } from '../../shared/boxes/box-code';
import type { BoxCreate, BoxRecord, BoxStatusUpdate, LabelEmailInput } from '../../shared/schemas/box-api';
import { boxTypeText } from '../../shared/labels/label-data';
import { boxLabelPdf } from '../../shared/labels/label-pdf';
import { BadRequestError } from '../http/validation';
import { imageProblem, readImageHeader } from '../media/image-header';
import { BoxExistsError, BoxNotFoundError, type BoxTablePort } from '../ports/box-table.port';
import type { HostedImage, ImageHostPort } from '../ports/image-host.port';
import type { MailerPort } from '../ports/mailer.port';
import type { BoxCounter } from './box-counter';
import type { BoxLock } from './box-lock';

export const BOX_MESSAGES = {
  exists: (boxID: string) => `A box with Box ID ${boxID} already exists.`,
  notFound: (boxID: string) => `No box with Box ID ${boxID}.`,
  labelSent: (boxID: string) => `Label for box ${boxID} sent.`,
  changed: (boxID: string, status: string) => `Box ${boxID} was just updated by someone else and is now ${status}. Check it and update again.`,
} as const;

const byBoxId = (a: BoxRecord, b: BoxRecord) => a.boxID.localeCompare(b.boxID, 'en', { numeric: true });

/** '6C-3' -> ['6C', 3]; null for codes without a count. */
function splitCode(boxID: string): [string, number] | null {
  const m = /^(.+)-(\d+)$/.exec(boxID);
  return m ? [m[1]!, Number(m[2])] : null;
}

export interface BoxesServiceDeps {
  table: BoxTablePort;
  counter: BoxCounter;
  images: ImageHostPort;
  mailer: MailerPort;
  lock: BoxLock;
}

/** The box moved on since the page showed it (answered as 409): updating again would skip a status. */
export class BoxChangedError extends Error {
  readonly statusCode = 409;
}

/** Inventory boxes (issue 9): list, count, create, photos, status, label mail. */
export function createBoxesService({ table, counter, images, mailer, lock }: BoxesServiceDeps) {
  async function findBox(boxID: string): Promise<BoxRecord | undefined> {
    const wanted = boxID.toUpperCase();
    return (await table.list()).find((b) => b.boxID.trim().toUpperCase() === wanted);
  }

  return {
    async list(): Promise<BoxRecord[]> {
      return (await table.list()).sort(byBoxId);
    },

    /** The count to append to `base`: existing boxes with that base plus one, reserved for this caller. */
    async reserveCount(base: string): Promise<number> {
      const records = await table.list();
      let seen = 0;
      let withBase = 0;
      for (const r of records) {
        const parts = splitCode(r.boxID.trim().toUpperCase());
        if (parts?.[0] !== base) continue;
        withBase += 1;
        // A count past MAX_BOX_COUNT was typed into the table by hand: no code Selvage makes can meet
        // it, and following it would use up the base's numbers at once.
        if (parts[1] <= MAX_BOX_COUNT) seen = Math.max(seen, parts[1]);
      }
      // The highest suffix wins over the count: a deleted box must not make its number come back.
      return counter.reserve(base, Math.max(seen, withBase));
    },

    async create(input: BoxCreate): Promise<BoxRecord> {
      if (await findBox(input.boxID)) throw new BoxExistsError(BOX_MESSAGES.exists(input.boxID));
      const f = BOX_TABLE.fields;
      let created: BoxRecord;
      try {
        [created] = (await table.create([
          { [f.boxId]: input.boxID, [f.productType]: input.productType, [f.subA]: input.subA, [f.subB]: input.subB, [f.size]: input.boxSize, [f.status]: 'New Box' },
        ])) as [BoxRecord];
      } catch (error) {
        if (error instanceof BoxExistsError) throw new BoxExistsError(BOX_MESSAGES.exists(input.boxID));
        throw error;
      }
      const parts = splitCode(input.boxID);
      if (parts) await counter.markUsed(parts[0], parts[1]);
      return created;
    },

    /** Checks the real bytes (type, 20 MB, 25 MP) before anything reaches the image host. */
    async uploadPhotos(dataUrls: string[]): Promise<{ url: string }[]> {
      const checked: HostedImage[] = dataUrls.map((dataUrl, i) => {
        const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
        const problem = imageProblem(`Photo ${i + 1}`, bytes);
        if (problem) throw new BadRequestError({ message: problem, errors: { [`images.${i}`]: [problem] } });
        const header = readImageHeader(bytes)!;
        return { bytes, mimeType: header.mimeType, extension: header.extension };
      });
      return images.upload(checked);
    },

    /** Moves the box one status on; photos and notes go where boxUpdateFields says. */
    async updateStatus(input: BoxStatusUpdate): Promise<BoxRecord> {
      // Two staff updating one box at once: the second waits, then sees the box has moved on.
      return lock(input.boxID, async () => {
        const box = await findBox(input.boxID);
        if (!box) throw new BoxNotFoundError(BOX_MESSAGES.notFound(input.boxID));
        if (input.fromStatus !== undefined && box.status !== input.fromStatus) throw new BoxChangedError(BOX_MESSAGES.changed(box.boxID, box.status));
        const [updated] = await table.update([{ id: box.id, fields: boxUpdateFields(box.status, input.photos, input.notes) }]);
        return updated!;
      });
    },

    /** Mails the box label PDF (the same one the page prints) to the label address. */
    async mailLabel({ inventorySupplyObject: box }: LabelEmailInput): Promise<string> {
      const typeText = boxTypeText(box.productType, box.subA, box.subB);
      const label = boxLabelPdf({ boxID: box.boxID, productType: box.productType, subA: box.subA, subB: box.subB });
      const lines = [`Box ID: ${box.boxID}`, `Contents: ${typeText}`, ...(box.boxSize ? [`Size of box: ${box.boxSize}`] : [])];
      await mailer.send({
        subject: `Box label ${box.boxID}`,
        text: `${lines.join('\n')}\n\nThe label is attached as ${label.fileName}.\n`,
        attachments: [{ filename: label.fileName, content: label.bytes, contentType: 'application/pdf' }],
      });
      return BOX_MESSAGES.labelSent(box.boxID);
    },
  };
}

export type BoxesService = ReturnType<typeof createBoxesService>;
