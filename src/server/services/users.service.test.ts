import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { engines } from '../test/databases';
import type { DatabaseHandle } from '../db/connection';
import { users } from '../db/schema';
import { createUsersService, seedFirstAccount, type UsersService } from './users.service';
import { HASH_PARAMS, hashPassword, needsRehash, verifyPassword } from './passwords';
import { createSessionsService } from './sessions.service';

describe('password hashes', () => {
  it('name their own parameters at OWASP floor and verify', async () => {
    const hash = await hashPassword('a long enough password');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('a long enough password', hash)).toBe(true);
    expect(await verifyPassword('a long enough passwore', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('still verify hashes made with older, weaker parameters, which are marked for rehash', async () => {
    const old = await hashPassword('old password', { N: 2 ** 14, r: 8, p: 1 });
    expect(await verifyPassword('old password', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
  });
});

describe.each(engines)('accounts on $name', (engine) => {
  let handle: DatabaseHandle;
  let service: UsersService;
  beforeAll(async () => {
    handle = await engine.open();
    // The strong default is pinned above; the accounts' behaviour does not depend on the hash's cost.
    service = createUsersService(handle.db, { hashParams: HASH_PARAMS.fast });
  });
  afterAll(() => handle.close());

  it('seeds the first account once, with a generated password when none is given', async () => {
    const first = await seedFirstAccount(service, { email: undefined, password: undefined });
    expect(first?.email).toBe('admin@localhost');
    expect(first?.generatedPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(await service.authenticate('admin@localhost', first!.generatedPassword!)).not.toBeNull();
    expect(await seedFirstAccount(service, { email: 'other@x.y', password: 'password123' })).toBeNull();
    // The first account runs the shop; `add` makes staff unless told otherwise.
    expect((await service.list()).map((u) => [u.email, u.role])).toEqual([['admin@localhost', 'owner']]);
  });

  it('seeds one account when two starts seed at once: the later one finds it and prints nothing', async () => {
    const own = await engine.open();
    try {
      const racing = createUsersService(own.db, { hashParams: HASH_PARAMS.fast });
      const given = { email: 'racer@x.y', password: undefined };
      const results = await Promise.all([seedFirstAccount(racing, given), seedFirstAccount(racing, given)]);
      expect(results.filter((r) => r?.generatedPassword)).toHaveLength(1);
      expect(results.filter((r) => r === null)).toHaveLength(1);
      expect((await racing.list()).map((u) => u.email)).toEqual(['racer@x.y']);
    } finally {
      await own.close();
    }
  });

  it('accepts passwords of 8 to 128 characters with no composition rules', async () => {
    await expect(service.add('short@x.y', 'seven77')).rejects.toThrow('Password must be at least 8 characters');
    await expect(service.add('long@x.y', 'x'.repeat(129))).rejects.toThrow('Password must be at most 128 characters');
    await service.add('plain@x.y', 'aaaaaaaa');
    await expect(service.add('PLAIN@x.y', 'bbbbbbbb')).rejects.toThrow('There is already an account plain@x.y.');
    expect(await service.authenticate('Plain@X.Y', 'aaaaaaaa')).not.toBeNull();
  });

  it('upgrades a weak stored hash at the next successful sign-in', async () => {
    await service.add('upgrade@x.y', 'upgrade me please');
    await handle.db
      .update(users)
      .set({ passwordHash: await hashPassword('upgrade me please', { ...HASH_PARAMS.fast, N: HASH_PARAMS.fast.N / 2 }) })
      .where(eq(users.email, 'upgrade@x.y'));
    expect(await service.authenticate('upgrade@x.y', 'upgrade me please')).not.toBeNull();
    const [row] = await handle.db.select().from(users).where(eq(users.email, 'upgrade@x.y'));
    expect(needsRehash(row!.passwordHash, HASH_PARAMS.fast)).toBe(false);
  });

  it('resets a password and lists accounts', async () => {
    await service.reset('plain@x.y', 'a brand new one');
    expect(await service.authenticate('plain@x.y', 'aaaaaaaa')).toBeNull();
    expect(await service.authenticate('plain@x.y', 'a brand new one')).not.toBeNull();
    await expect(service.reset('ghost@x.y', 'whatever1')).rejects.toThrow('There is no account ghost@x.y.');
    expect((await service.list()).map((u) => u.email)).toEqual(['admin@localhost', 'plain@x.y', 'upgrade@x.y']);
    expect((await service.list()).map((u) => u.role)).toEqual(['owner', 'staff', 'staff']);
  });

  it("tells a disabled account's right password from a wrong one, and a sign-in over a password reset meanwhile starts no session", async () => {
    await service.add('gone@x.y', 'right password');
    await handle.db.update(users).set({ disabledAt: 1 }).where(eq(users.email, 'gone@x.y'));
    expect(await service.check('gone@x.y', 'a wrong password')).toEqual({ outcome: 'wrong' });
    expect(await service.check('gone@x.y', 'right password')).toEqual({ outcome: 'disabled' });
    expect(await service.authenticate('gone@x.y', 'right password')).toBeNull();

    const sessions = createSessionsService(handle.db, { ttlMs: 60 * 60_000, idleMs: 60 * 60_000 });
    await service.add('raced@x.y', 'old password');
    const checked = await service.check('raced@x.y', 'old password');
    if (checked.outcome !== 'ok') throw new Error('the password was right');
    // The owner resets it between the password check and the session's start: the reset wins.
    await service.reset('raced@x.y', 'new password');
    expect(await sessions.startIfUnchanged(checked.userId, checked.passwordHash)).toBeNull();
    const fresh = await service.check('raced@x.y', 'new password');
    if (fresh.outcome !== 'ok') throw new Error('the password was right');
    const session = await sessions.startIfUnchanged(fresh.userId, fresh.passwordHash);
    expect(await sessions.resolve(session!.id)).toMatchObject({ userId: fresh.userId, role: 'staff' });
    // Disabled since: the session no longer resolves.
    await handle.db.update(users).set({ disabledAt: 2 }).where(eq(users.email, 'raced@x.y'));
    expect(await sessions.resolve(session!.id)).toBeNull();
  });
});
