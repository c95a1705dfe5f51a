import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps, type AppServices, type RouteEntry } from '../app';
import type { Database } from '../db/connection';
import type { ClaimHolders } from '../services/idempotency';
import type { TestEngine } from './databases';
import type { ShopPort } from '../ports/shop.port';
import { localPorts } from './local-ports';

export interface TestApp {
  app: FastifyInstance;
  services: AppServices;
  routes: readonly RouteEntry[];
  db: Database;
  /** The database handle's server instance, the holder of this app's claims. */
  instance: ClaimHolders;
  clock: { now: number; advance(ms: number): void };
  close(): Promise<void>;
}

export const TEST_CONFIG: AppDeps['config'] = {
  sessionTtlMs: 12 * 60 * 60 * 1000,
  sessionIdleMs: 2 * 60 * 60 * 1000,
  logLevel: 'silent',
  trustProxy: false,
  publicOrigin: null,
  requestTimeoutMs: 60_000,
  // Production keeps the strong scrypt parameters (config.test.ts proves the default).
  passwordHash: 'fast',
  clientDir: '/nonexistent-client-dir',
  bodyLimit: 1024 * 1024,
  dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-app-')),
};

/**
 * A real app on a real database, with a clock the test moves. The harness is a composition root of
 * its own: every port embedded (test/local-ports.ts) unless the test passes its own.
 */
export async function startTestApp(
  engine: TestEngine,
  config: Partial<AppDeps['config']> = {},
  shopFor?: (db: Database) => ShopPort,
  /** Ports in place of the local ones; a function of the app's database for a port that keeps rows in it. */
  ports:
    | Partial<Pick<AppDeps, 'boxTable' | 'imageHost' | 'mailer' | 'hashGate'>>
    | ((db: Database) => Partial<Pick<AppDeps, 'boxTable' | 'imageHost' | 'mailer' | 'hashGate'>>) = {},
  /** The app's log as the server writes it, for a test about what is logged (else none). */
  logTo?: NodeJS.WritableStream,
): Promise<TestApp> {
  const handle = await engine.open();
  const clock = {
    now: Date.UTC(2026, 10, 22, 9, 0, 0),
    advance(ms: number) {
      this.now += ms;
    },
  };
  const appConfig = { ...TEST_CONFIG, ...(logTo ? { logLevel: 'info' as const } : {}), ...config };
  const now = () => clock.now;
  const { app, services, routes } = await buildApp({
    config: appConfig,
    db: handle.db,
    instance: handle.instance,
    now,
    logger: logTo ? { stream: logTo } : false,
    ...localPorts(handle.db, appConfig.dataDir, now),
    ...(shopFor ? { shop: shopFor(handle.db) } : {}),
    ...(typeof ports === 'function' ? ports(handle.db) : ports),
  });
  return {
    app,
    services,
    routes,
    db: handle.db,
    instance: handle.instance,
    clock,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

/** The session cookie's value from a login answer's Set-Cookie header. */
export function sessionCookieOf(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie.join('\n') : (setCookie ?? '');
  const match = /selvage_session=([^;]*)/.exec(header);
  if (!match?.[1]) throw new Error(`no session cookie in ${header}`);
  return match[1];
}

/**
 * A new staff account signed in through POST /auth/login, as the browser does: the Cookie header
 * value to send with its requests.
 */
export async function staffCookie(t: TestApp, email: string, password = 'a long enough password'): Promise<string> {
  await t.services.users.add(email, password);
  const res = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { user_email: email, user_pass: password } });
  return `selvage_session=${sessionCookieOf(res.headers['set-cookie'])}`;
}
