import fs from 'node:fs';
import type http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteFolderFromTemplate } from './test/databases';
import { SERVER_TEST_TIMEOUT_MS, runServerToExit, startServerProcess } from './test/server-process';
import { makeSelfSigned } from './test/self-signed';

// The real server process speaking https itself with a certificate made here, as a shop's LAN box
// does so that phones get a secure page (camera preview, barcode scanning).
const timeout = SERVER_TEST_TIMEOUT_MS;

const cleanups: (() => void)[] = [];
afterAll(() => cleanups.forEach((clean) => clean()));

const certificate = () => {
  const made = makeSelfSigned();
  cleanups.push(() => made.remove());
  return made;
};

/** A DATA_DIR with this run's migrated template (see main.test.ts), so the start skips initdb. */
const preparedDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-tls-data-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  pgliteFolderFromTemplate(dir);
  return dir;
};

const OWNER = { ADMIN_EMAIL: 'owner@shop.test', ADMIN_PASSWORD: 'owner password 1' };

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** node:https, because fetch cannot be told to trust one extra certificate. */
function request(url: string, options: https.RequestOptions & { body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const { body, ...rest } = options;
    const req = https.request(url, rest, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('https with TLS_CERT_FILE and TLS_KEY_FILE', { timeout }, () => {
  it('serves over https with HSTS and a Secure session cookie, and not over plain http', async () => {
    const cert = certificate();
    const server = await startServerProcess({
      DATA_DIR: preparedDataDir(),
      TLS_CERT_FILE: cert.certFile,
      TLS_KEY_FILE: cert.keyFile,
      ...OWNER,
    });
    try {
      expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const ca = cert.cert;

      const health = await request(`${server.url}/healthz`, { ca });
      expect(health.status).toBe(200);
      expect(JSON.parse(health.body)).toEqual({ status: 'ok' });
      expect(health.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(health.headers['content-security-policy']).toMatch(/upgrade-insecure-requests/);

      const login = await request(`${server.url}/auth/login`, {
        ca,
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ user_email: OWNER.ADMIN_EMAIL, user_pass: OWNER.ADMIN_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const cookies = login.headers['set-cookie'] ?? [];
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure(;|$)/i);

      // A real handshake with this certificate: a client that does not trust it is refused.
      await expect(request(`${server.url}/healthz`)).rejects.toThrow(/self[- ]signed certificate/i);
      // Plain http to the https port gets no page.
      await expect(fetch(`${server.url.replace('https:', 'http:')}/healthz`)).rejects.toThrow();
    } finally {
      await server.stop();
    }
  });

  it('ends a request whose headers never finish over https too, as over plain http (issue 13)', async () => {
    const cert = certificate();
    // Headers get min(20 s, REQUEST_TIMEOUT_SECONDS), checked every second.
    const server = await startServerProcess({
      DATA_DIR: preparedDataDir(),
      TLS_CERT_FILE: cert.certFile,
      TLS_KEY_FILE: cert.keyFile,
      REQUEST_TIMEOUT_SECONDS: '2',
      ...OWNER,
    });
    try {
      const { hostname, port } = new URL(server.url);
      // One byte every 100 ms for up to 25 s: far longer than the 2 s the headers may take.
      const sent = await new Promise<number>((resolve) => {
        let count = 0;
        let timer: NodeJS.Timeout | undefined;
        const socket = tls.connect({ host: hostname, port: Number(port), ca: cert.cert, servername: 'localhost' }, () => {
          socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ');
          timer = setInterval(() => {
            if (count >= 250) return socket.destroy();
            socket.write('x');
            count += 1;
          }, 100);
        });
        const finish = () => {
          clearInterval(timer);
          resolve(count);
        };
        socket.on('close', finish);
        socket.on('error', finish);
      });
      expect(sent).toBeLessThan(100);
    } finally {
      await server.stop();
    }
  });

  it('refuses to start, naming the variable, when a file cannot be read', async () => {
    const cert = certificate();
    const missing = path.join(cert.dir, 'missing-key.pem');
    // The configuration is checked before the database opens: DATA_DIR is never touched.
    const refused = await runServerToExit({ DATA_DIR: path.join(cert.dir, 'data'), TLS_CERT_FILE: cert.certFile, TLS_KEY_FILE: missing });
    expect(refused.code).toBe(1);
    expect(refused.output.trim()).toBe(`Invalid configuration:\n  TLS_KEY_FILE: cannot read ${missing} (no such file)`);
  });
});
