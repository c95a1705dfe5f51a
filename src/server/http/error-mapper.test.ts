import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConflictError, InvalidInputError, KeyReusedError, NotFoundError } from '../errors';
import { BoxExistsError, BoxNotFoundError, BoxTableError } from '../ports/box-table.port';
import { ImageHostError } from '../ports/image-host.port';
import { MailerError } from '../ports/mailer.port';
import { ShopRefusedError, ShopUnavailableError } from '../ports/shop.port';
import { BoxChangedError } from '../services/boxes.service';
import { BoxBusyError } from '../services/box-lock';
import { BoxCountExhaustedError } from '../services/box-counter';
import { engines } from '../test/databases';
import { startTestApp, type TestApp, staffCookie } from '../test/app-harness';
import { dataUrl, tinyJpeg } from '../test/images';
import { answerForDomainError, BOX_UPSTREAM_MESSAGES } from './error-mapper';

/** An outside service's failure carrying its own HTTP status, as a careless adapter might attach it. */
const withStatus = <E extends Error>(error: E, statusCode: number): E => Object.assign(error, { statusCode });

describe('the one error mapper', () => {
  it.each([
    [
      'field errors',
      InvalidInputError.of('images.0', 'Photo 1 is too large.'),
      400,
      { message: 'Photo 1 is too large.', errors: { 'images.0': ['Photo 1 is too large.'] } },
    ],
    [
      'the first field error is the message',
      new InvalidInputError({ a: ['first'], b: ['second'] }),
      400,
      { message: 'first', errors: { a: ['first'], b: ['second'] } },
    ],
    ["a shop's refusal (no fields)", new ShopRefusedError('Shopify refused the title'), 400, { message: 'Shopify refused the title' }],
    ['not found', new NotFoundError('No product local:9.'), 404, { message: 'No product local:9.' }],
    ['an unknown box record', new BoxNotFoundError('No box with Box ID 6C-9.'), 404, { message: 'No box with Box ID 6C-9.' }],
    ['a conflict', new ConflictError('busy'), 409, { message: 'busy' }],
    [
      'a taken Box ID',
      new BoxExistsError('A box with Box ID 6C-1 already exists.'),
      409,
      { message: 'A box with Box ID 6C-1 already exists.' },
    ],
    ['a box moved on', new BoxChangedError('moved'), 409, { message: 'moved' }],
    ['a box being updated', new BoxBusyError('wait'), 409, { message: 'wait' }],
    ['box numbers run out', new BoxCountExhaustedError('6C'), 409, { message: new BoxCountExhaustedError('6C').message }],
    ['a key used for another request', new KeyReusedError('used'), 422, { message: 'used' }],
    [
      "the shop down (its adapter's words are for staff)",
      new ShopUnavailableError('No answer from Shopify within 30 s'),
      502,
      { message: 'No answer from Shopify within 30 s' },
    ],
    ['the box table down', new BoxTableError('Airtable GET failed (503)'), 502, { message: BOX_UPSTREAM_MESSAGES.table }],
    ['the image host down', new ImageHostError('Cloudinary upload failed'), 502, { message: BOX_UPSTREAM_MESSAGES.images }],
    ['the mailer down', new MailerError('SMTP send failed: ECONNREFUSED'), 502, { message: BOX_UPSTREAM_MESSAGES.mail }],
    // Its own 401 would sign staff out in the browser: never passed on.
    [
      'Airtable answering 401',
      withStatus(new BoxTableError('Airtable GET failed (401)'), 401),
      502,
      { message: BOX_UPSTREAM_MESSAGES.table },
    ],
    [
      'Shopify answering 401',
      withStatus(new ShopUnavailableError('Shopify refused the access token (HTTP 401)'), 401),
      502,
      { message: 'Shopify refused the access token (HTTP 401)' },
    ],
  ])('%s', (_name, error, status, body) => {
    expect(answerForDomainError(error)).toMatchObject({ status, body });
    expect(answerForDomainError(error)!.body).toEqual(body);
  });

  it('leaves every other error to the framework handler', () => {
    expect(answerForDomainError(new Error('boom'))).toBeNull();
    expect(answerForDomainError(withStatus(new Error('Not Found'), 404))).toBeNull();
  });
});

describe.each(engines)('an outside service failing behind a box route on $name', (engine) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp(engine, { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-mapper-')) }, undefined, {
      imageHost: {
        upload: () => Promise.reject(withStatus(new ImageHostError('Cloudinary upload failed: Invalid API key'), 401)),
        delete: () => Promise.resolve(),
      },
    });
    cookie = await staffCookie(t, 'mapper@selvage.test');
  });
  afterAll(() => t.close());

  it("answers 502 in staff's words, never the image host's own 401, and the session stays", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/product/box_photos',
      payload: { images: [dataUrl(tinyJpeg(40, 30))] },
      headers: { cookie },
    });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 502, body: { message: BOX_UPSTREAM_MESSAGES.images } });
    expect((await t.app.inject({ method: 'GET', url: '/auth/session', headers: { cookie } })).statusCode).toBe(200);
  });
});
