import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from './config';
import { engines } from './test/databases';
import { startTestApp } from './test/app-harness';
import { users } from './db/schema';
import { makeSelfSigned } from './test/self-signed';

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

  it.each(['true', 'yes', '10.0.0.300', '10.0.0.0/33', 'proxy.lan', '1.2.3.4/8/9'])(
    'refuses %s with a message saying what to set',
    (value) => {
      const message = errorOf({ TRUST_PROXY: value });
      expect(message).toMatch(/TRUST_PROXY must be false, the number of proxies in front of Selvage \(usually 1\), or their addresses/);
      if (value === 'true') expect(message).toMatch(/would trust any client's X-Forwarded-For/);
    },
  );
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

describe('TLS_CERT_FILE and TLS_KEY_FILE', () => {
  const pair = makeSelfSigned();
  const other = makeSelfSigned();
  afterAll(() => {
    pair.remove();
    other.remove();
  });

  it('speaks plain http without them and https with both', () => {
    expect(loadConfig({}).tls).toBeNull();
    const { tls } = loadConfig({ TLS_CERT_FILE: pair.certFile, TLS_KEY_FILE: pair.keyFile });
    expect(tls?.cert.toString()).toBe(pair.cert);
    expect(tls?.key.toString()).toMatch(/PRIVATE KEY/);
  });

  it.each([
    [{ TLS_CERT_FILE: 'cert.pem' }, /TLS_CERT_FILE and TLS_KEY_FILE must be set together/],
    [{ TLS_KEY_FILE: 'key.pem' }, /TLS_CERT_FILE and TLS_KEY_FILE must be set together/],
  ])('refuses one without the other: %j', (env, message) => {
    expect(errorOf(env)).toMatch(message);
  });

  it('names the variable whose file cannot be read, and why', () => {
    const missing = path.join(pair.dir, 'nope.pem');
    expect(errorOf({ TLS_CERT_FILE: missing, TLS_KEY_FILE: pair.keyFile })).toBe(
      `Invalid configuration:\n  TLS_CERT_FILE: cannot read ${missing} (no such file)`,
    );
    expect(errorOf({ TLS_CERT_FILE: pair.certFile, TLS_KEY_FILE: pair.dir })).toBe(
      `Invalid configuration:\n  TLS_KEY_FILE: cannot read ${pair.dir} (it is a folder)`,
    );
  });

  it("refuses a key that is not the certificate's, and a file that is not PEM", () => {
    expect(errorOf({ TLS_CERT_FILE: pair.certFile, TLS_KEY_FILE: other.keyFile })).toMatch(
      /TLS_CERT_FILE and TLS_KEY_FILE must be a PEM certificate \(chain\) and its private key: .*key values mismatch/,
    );
    const notPem = path.join(pair.dir, 'not.pem');
    fs.writeFileSync(notPem, 'hello');
    expect(errorOf({ TLS_CERT_FILE: notPem, TLS_KEY_FILE: pair.keyFile })).toMatch(
      /must be a PEM certificate \(chain\) and its private key/,
    );
  });

  it('refuses an http PUBLIC_URL for a server that speaks https', () => {
    expect(errorOf({ TLS_CERT_FILE: pair.certFile, TLS_KEY_FILE: pair.keyFile, PUBLIC_URL: 'http://shop.lan:3000' })).toMatch(
      /PUBLIC_URL must be an https:\/\/ address when TLS_CERT_FILE and TLS_KEY_FILE are set/,
    );
    expect(loadConfig({ TLS_CERT_FILE: pair.certFile, TLS_KEY_FILE: pair.keyFile, PUBLIC_URL: 'https://shop.lan:3000' }).publicOrigin).toBe(
      'https://shop.lan:3000',
    );
  });
});

describe('CLIENT_DIR', () => {
  it('is the client built beside this checkout, wherever the server was started from', () => {
    expect(loadConfig({}).clientDir).toBe(path.resolve(import.meta.dirname, '..', '..', 'dist', 'client'));
    expect(loadConfig({ CLIENT_DIR: '.tmp/build-me' }).clientDir).toBe(path.resolve('.tmp/build-me'));
  });
});
