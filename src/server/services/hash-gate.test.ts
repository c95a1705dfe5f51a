import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHashGate } from './hash-gate';
import { engines } from '../test/databases';
import { startTestApp, type TestApp } from '../test/app-harness';
import { SIGN_IN_BUSY_MESSAGE } from './login-throttle.service';

describe('the hash gate', () => {
  it('lets `running` through, queues `waiting` in order, and turns the rest away at once', async () => {
    const gate = createHashGate({ running: 2, waiting: 3 });
    const order: number[] = [];
    const entries = Array.from({ length: 7 }, () => gate.enter());
    expect(entries.map((e) => e !== null)).toEqual([true, true, true, true, true, false, false]);
    const releases = await Promise.all(entries.slice(0, 2) as Promise<() => void>[]);
    entries.slice(2, 5).forEach((e, i) => void e!.then((release) => (order.push(i + 2), release)));
    releases[0]!();
    releases[0]!(); // a second call frees nothing more
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual([2]);
    expect(gate.enter()).not.toBeNull(); // one place in the line came free
    releases[1]!();
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual([2, 3]);
  });
});

const FLOOD_GATE = { running: 1, waiting: 2 } as const;
const FLOOD = 10;

describe('a flood of sign-ins with production-strength hashing', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-flood-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Selvage</title>');
    fs.writeFileSync(path.join(clientDir, 'app.js'), 'console.log("Selvage");'.repeat(1000));
    // The production gate's line holds 18 strong hashes, about 18 CPU-s on this machine; a gate of
    // 1 + 2 shows the same turning away and the same free event loop for 3 of them.
    t = await startTestApp(engines[0]!, { passwordHash: 'strong', clientDir }, undefined, { hashGate: createHashGate(FLOOD_GATE) });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('turns the excess away with 429 at once and keeps serving the app meanwhile', async () => {
    let pending = 0;
    const logins = Array.from({ length: FLOOD }, (_, i) => {
      pending += 1;
      return t.app
        .inject({
          method: 'POST',
          url: '/auth/login',
          remoteAddress: `10.9.${i}.1`,
          payload: { user_email: `flood${i}@selvage.test`, user_pass: 'wrong password' },
        })
        .finally(() => (pending -= 1));
    });
    const page = await t.app.inject({ method: 'GET', url: '/app.js' });
    const stillHashing = pending;
    const answers = await Promise.all(logins);
    expect(page.statusCode).toBe(200);
    // The page came back while sign-ins were still being checked, not after the flood.
    expect(stillHashing).toBeGreaterThan(0);
    const busy = answers.filter((a) => a.statusCode === 429);
    // Everything past the gate's places is turned away; none of those it let in is.
    expect(busy.length).toBe(FLOOD - FLOOD_GATE.running - FLOOD_GATE.waiting);
    expect(busy.every((a) => a.json().message === SIGN_IN_BUSY_MESSAGE)).toBe(true);
    expect(answers.every((a) => a.statusCode === 401 || a.statusCode === 429)).toBe(true);
    // Production-strength hashes take their time on a shared 2-core machine; the test asserts
    // what was answered, never how fast, so it may wait for them.
  }, 120_000);
});
