import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../test/databases';
import type { DatabaseHandle } from '../db/connection';
import { MailerError } from '../ports/mailer.port';
import { answerForStorageFailure } from '../http/error-mapper';
import { STORAGE_MESSAGES } from '../../shared/messages/storage';
import { STORAGE_PROBE_CACHE_MS, createStorageProbe } from './storage-probe';
import { writeFileAtomic } from './atomic-write';

const errno = (code: string) => Object.assign(new Error(`${code}: refused`), { code });

describe('a write the disk refuses', () => {
  it.each([
    ['a full disk', errno('ENOSPC')],
    ['a quota', errno('EDQUOT')],
    ['a read-only disk', errno('EROFS')],
    [
      "PostgreSQL's disk_full, wrapped as drizzle wraps it",
      new Error('Failed query', { cause: Object.assign(new Error('could not extend file'), { code: '53100' }) }),
    ],
    ['a full outbox, wrapped by the mailer', new MailerError('The outbox could not keep the mail', { cause: errno('ENOSPC') })],
  ])('%s is answered 507 with words staff can pass on', (_name, error) => {
    expect(answerForStorageFailure(error)).toMatchObject({ status: 507, body: { message: STORAGE_MESSAGES.full } });
  });

  it('other failures are not', () => {
    expect(answerForStorageFailure(errno('EACCES'))).toBeNull();
    expect(answerForStorageFailure(Object.assign(new Error('unique'), { code: '23505' }))).toBeNull();
  });
});

describe('writing a file all or nothing', () => {
  it('leaves the old file whole and no temporary file when the write fails', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-atomic-'));
    try {
      const file = path.join(dir, 'photo.jpg');
      await writeFileAtomic(file, Buffer.from('first'));
      // A "byte array" that throws while being written, as a full disk does mid-write.
      const failing = new Proxy(new Uint8Array(8), {
        get(target, key) {
          if (key === 'buffer' || key === 'byteLength') throw errno('ENOSPC');
          return Reflect.get(target, key) as unknown;
        },
      });
      await expect(writeFileAtomic(file, failing)).rejects.toThrow();
      expect(fs.readdirSync(dir)).toEqual(['photo.jpg']);
      expect(fs.readFileSync(file, 'utf8')).toBe('first');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(engines)('the storage probe behind /healthz, on $name', (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await engine.open();
  });
  afterAll(() => handle.close());

  it('trusts a good write for a few seconds, asks again after, and at once after a request failed for lack of room', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-probe-'));
    const dataDir = path.join(parent, 'data');
    let now = 1_000;
    const probe = createStorageProbe({ dataDir, db: handle.db, now: () => now });
    try {
      expect(await probe.check()).toEqual({ ok: true });
      // DATA_DIR can no longer be written: a file stands where the folder was.
      fs.rmSync(dataDir, { recursive: true });
      fs.writeFileSync(dataDir, 'not a folder');
      now += STORAGE_PROBE_CACHE_MS - 1;
      expect(await probe.check()).toEqual({ ok: true });
      probe.failed();
      expect(await probe.check()).toEqual({ ok: false, message: expect.stringContaining(STORAGE_MESSAGES.dataDirNotWritable) });
      // A failure is not kept: the next check after room is made is green.
      fs.rmSync(dataDir);
      expect(await probe.check()).toEqual({ ok: true });
      fs.rmSync(dataDir, { recursive: true });
      fs.writeFileSync(dataDir, 'not a folder');
      now += STORAGE_PROBE_CACHE_MS;
      expect((await probe.check()).ok).toBe(false);
    } finally {
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });
});
