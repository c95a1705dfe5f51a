import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../test/databases';
import { startTestApp, type TestApp } from '../test/app-harness';
import { ConflictError, KeyReusedError } from '../errors';
import { IDEMPOTENCY_MESSAGES } from './idempotency';

const buttons = { productType: 'Buttons', subA: '', subB: '', boxSize: 'Small Bin' } as const;
const by = 'service@selvage.test';

describe.each(engines)('box creation owns its idempotency, on $name', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine, { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-boxes-service-')) });
  });
  afterAll(() => t.close());

  it('answers a repeat of a key with its first box, and the same key with another box request with KeyReused naming that box', async () => {
    const first = await t.services.boxes.create(buttons, 'draft-service-0001', by);
    expect(first.boxID).toBe('2-1');
    expect(await t.services.boxes.create(buttons, 'draft-service-0001', by)).toEqual(first);

    // Same base code (2), other size: the number reserved under the key must not hand back the first box.
    const other = t.services.boxes.create({ ...buttons, boxSize: 'Blue Bin' }, 'draft-service-0001', by);
    await expect(other).rejects.toBeInstanceOf(KeyReusedError);
    await expect(other).rejects.toThrow(
      'This entry already created box 2-1 with other choices. Start a New Supply Entry to create another box.',
    );
    // Another base code under the key is refused the same way, and makes nothing.
    await expect(
      t.services.boxes.create({ productType: 'Zippers', subA: '', subB: '', boxSize: 'Blue Bin' }, 'draft-service-0001', by),
    ).rejects.toBeInstanceOf(KeyReusedError);
    expect((await t.services.boxes.list()).map((b) => b.boxID)).toEqual(['2-1']);
  });

  it('answers a creation still under way with the same key as a conflict, not a second box', async () => {
    const [a, b] = await Promise.allSettled([
      t.services.boxes.create(buttons, 'draft-service-0002', by),
      t.services.boxes.create(buttons, 'draft-service-0002', by),
    ]);
    const made = [a, b].filter((r) => r.status === 'fulfilled').map((r) => r.value.boxID);
    const refused = [a, b].filter((r) => r.status === 'rejected').map((r) => r.reason as Error);
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(new Set(made)).toEqual(new Set(['2-2']));
    for (const error of refused) {
      expect(error).toBeInstanceOf(ConflictError);
      expect(error.message).toBe(IDEMPOTENCY_MESSAGES.inFlight);
    }
  });
});
