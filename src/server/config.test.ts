import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from './config';
import { engines } from './test/databases';
import { startTestApp } from './test/app-harness';
import { users } from './db/schema';

const errorOf = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return null;
};

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.2', ['10.0.0.2']],
    ['10.0.0.2, 10.0.1.0/24,::1', ['10.0.0.2', '10.0.1.0/24', '::1']],
  ])('%s is %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['true', 'yes', '10.0.0.300', '10.0.0.0/33', 'proxy.lan', '1.2.3.4/8/9'])('refuses %s with a message saying what to set', (value) => {
    const message = errorOf({ TRUST_PROXY: value });
    expect(message).toMatch(/TRUST_PROXY must be false, the number of proxies in front of Selvage \(usually 1\), or their addresses/);
    if (value === 'true') expect(message).toMatch(/would trust any client's X-Forwarded-For/);
  });
});

describe('PUBLIC_URL and timeouts', () => {
  it('keeps only the origin of PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://selvage.example.com/some/path' }).publicOrigin).toBe('https://selvage.example.com');
    expect(loadConfig({}).publicOrigin).toBeNull();
    expect(errorOf({ PUBLIC_URL: 'ftp://x' })).toMatch(/PUBLIC_URL must be an http:\/\/ or https:\/\/ address/);
  });

  it('gives a whole request 120 s unless told otherwise', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(120_000);
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '30' }).requestTimeoutMs).toBe(30_000);
  });
});

describe('password hashing strength', () => {
  it('is strong unless PASSWORD_HASH=fast says otherwise', () => {
    expect(loadConfig({}).passwordHash).toBe('strong');
    expect(loadConfig({ PASSWORD_HASH: 'fast' }).passwordHash).toBe('fast');
    expect(errorOf({ PASSWORD_HASH: 'weak' })).toMatch(/PASSWORD_HASH must be 'strong' or 'fast'/);
  });

  it('stores production passwords with scrypt N=2^17, r=8, p=1', async () => {
    const t = await startTestApp(engines[0]!, { passwordHash: loadConfig({}).passwordHash });
    try {
      await t.services.users.add('strong@selvage.test', 'a long enough password');
      const [row] = await t.db.select().from(users).where(eq(users.email, 'strong@selvage.test'));
      expect(row!.passwordHash.startsWith('scrypt$131072$8$1$')).toBe(true);
    } finally {
      await t.close();
    }
  });
});
