import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { engines } from '../test/databases';
import type { DatabaseHandle } from '../db/connection';
import { loginAttempts } from '../db/schema';
import { LOGIN_THROTTLE, createLoginThrottle, delayAfter, delaySchedule, type LoginThrottle } from './login-throttle.service';

describe('the sign-in wait schedule', () => {
  it.each(['address', 'account', 'device'] as const)('%s: every wait delayAfter gives, up to and ending at the cap', (scope) => {
    const waits = delaySchedule(scope);
    expect(waits).toEqual(waits.map((_, i) => delayAfter(scope, i + 1)));
    expect(waits.at(-1)).toBe(LOGIN_THROTTLE[scope].maxDelayMs);
    expect(waits.filter((w) => w === LOGIN_THROTTLE[scope].maxDelayMs)).toHaveLength(1);
  });
});

describe.each(engines)('sign-in waits stored on $name', (engine) => {
  let handle: DatabaseHandle;
  let throttle: LoginThrottle;
  let clock = 1_000_000_000_000;
  beforeAll(async () => {
    handle = await engine.open();
    throttle = createLoginThrottle(handle.db, () => clock);
  });
  afterAll(() => handle.close());

  const blockedUntil = async (key: string) =>
    (await handle.db.select({ at: loginAttempts.blockedUntil }).from(loginAttempts).where(eq(loginAttempts.key, key)))[0]?.at;

  it('waits after each failure exactly what delayAfter says, past the cap, and starts again once forgotten', async () => {
    // Would catch the statement that counts a failure computing its own wait: one rule, in TypeScript.
    const input = { address: '10.9.0.1', email: 'waits@selvage.test', deviceToken: undefined };
    const run = async (attempts: number) => {
      for (let n = 1; n <= attempts; n += 1) {
        const at = clock;
        expect((await throttle.reserve(input)).allowed).toBe(true);
        const address = await blockedUntil('address:10.9.0.1');
        const account = await blockedUntil('account:waits@selvage.test');
        expect([Number(address) - at, Number(account) - at], `failure ${n}`).toEqual([delayAfter('address', n), delayAfter('account', n)]);
        clock = Math.max(Number(address), Number(account));
      }
    };
    await run(delaySchedule('address').length + 2);
    clock += LOGIN_THROTTLE.forgetMs + 1;
    await run(2);
  });
});
