import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../test/databases';
import { sessionCookieOf, startTestApp, type TestApp } from '../test/app-harness';

/**
 * How Selvage behaves on a real network: behind proxies (which addresses count), behind a proxy
 * that rewrites Host (PUBLIC_URL), with clients that send slowly, and with short idle limits.
 * None of this depends on the database engine, so the first one is enough.
 */
const engine = engines[0]!;
const EMAIL = 'net@selvage.test';
const PASSWORD = 'a long enough password';

describe('client addresses behind proxies', () => {
  let apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    apps = [];
  });
  const start = async (trustProxy: false | number | string[]) => {
    const t = await startTestApp(engine, { trustProxy });
    apps.push(t);
    return t;
  };
  const guesses = async (t: TestApp, forwardedFor: (i: number) => string, remoteAddress = '127.0.0.1') => {
    const codes: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor(i) },
        payload: { user_email: `nobody${i}@selvage.test`, user_pass: 'wrong password' },
      });
      codes.push(res.statusCode);
    }
    return codes;
  };

  it('with one trusted hop, a spoofed X-Forwarded-For cannot give each guess a new address', async () => {
    const t = await start(1);
    // The client writes whatever it likes first; the proxy appends the address it really saw.
    const codes = await guesses(t, (i) => `203.0.113.${i}, 198.51.100.7`);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(10);
  });

  it('trusting no proxy ignores X-Forwarded-For altogether', async () => {
    const t = await start(false);
    const codes = await guesses(t, (i) => `203.0.113.${i}`);
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes.slice(10).every((c) => c === 429)).toBe(true);
  });

  it('trusts X-Forwarded-For only from the listed proxy addresses', async () => {
    const t = await start(['10.0.0.2']);
    // From the proxy: each forwarded address is its own client.
    expect((await guesses(t, (i) => `198.51.100.${i}`, '10.0.0.2')).every((c) => c === 401)).toBe(true);
    // From anyone else: the header is theirs to forge, so their own address counts.
    expect((await guesses(t, (i) => `198.51.101.${i}`, '10.0.0.99')).filter((c) => c === 429).length).toBeGreaterThan(10);
  });
});

describe('the page origin behind a proxy that rewrites Host', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { publicOrigin: 'https://selvage.example.com', trustProxy: 1 });
    await t.services.users.add(EMAIL, PASSWORD);
  });
  afterAll(() => t.close());

  const signIn = (origin: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { host: '127.0.0.1:3000', origin },
      payload: { user_email: EMAIL, user_pass: PASSWORD },
    });

  it('takes PUBLIC_URL as the page origin, not the rewritten Host', async () => {
    expect((await signIn('https://selvage.example.com')).statusCode).toBe(200);
    expect((await signIn('http://127.0.0.1:3000')).statusCode).toBe(403);
    expect((await signIn('https://evil.example')).statusCode).toBe(403);
  });
});

describe('short idle limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { sessionIdleMs: 30_000 });
    await t.services.users.add(EMAIL, PASSWORD);
  });
  afterAll(() => t.close());

  it('a 30 s idle limit keeps a session that is used every 20 s, and ends one left alone', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { user_email: EMAIL, user_pass: PASSWORD } });
    const cookie = `selvage_session=${sessionCookieOf(login.headers['set-cookie'])}`;
    for (let i = 0; i < 12; i += 1) {
      t.clock.advance(20_000);
      expect((await t.app.inject({ method: 'GET', url: '/auth/session', headers: { cookie } })).statusCode, `after ${(i + 1) * 20} s`).toBe(
        200,
      );
    }
    t.clock.advance(31_000);
    expect((await t.app.inject({ method: 'GET', url: '/auth/session', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('slow clients', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp(engine, { requestTimeoutMs: 1_500 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  /** Sends `head`, then one byte of body at a time; resolves with how many it got to send. */
  const dribble = (head: string, bytes: number) =>
    new Promise<{ sent: number; answer: string }>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let sent = 0;
      let answer = '';
      let timer: NodeJS.Timeout | undefined;
      const finish = () => {
        clearInterval(timer);
        socket.destroy();
        resolve({ sent, answer });
      };
      socket.on('data', (d: Buffer) => (answer += d.toString()));
      socket.on('close', finish);
      socket.on('error', finish);
      socket.on('connect', () => {
        socket.write(head);
        timer = setInterval(() => {
          if (sent >= bytes) return finish();
          socket.write('x');
          sent += 1;
        }, 100);
      });
    });

  it('ends a request whose body is dribbled in, long before it would finish', async () => {
    // 600 bytes at one per 100 ms would take a minute; the server gives the whole request 1.5 s.
    const { sent, answer } = await dribble(
      'POST /auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 600\r\n\r\n',
      600,
    );
    expect(sent).toBeLessThan(600);
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('ends a request whose headers never finish', async () => {
    const { sent } = await dribble('GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ', 600);
    expect(sent).toBeLessThan(600);
  });
});
