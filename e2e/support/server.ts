import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../../src/server/test/server-process';

export const STAFF = { email: 'staff@selvage.test', password: 'e2e staff password' } as const;

export interface RunningServer {
  url: string;
  dataDir: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the real server from its sources with the built client (after `vite build`), on a free
 * port with a temporary DATA_DIR and a seeded staff account. Extra env vars configure a journey's
 * needs.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-e2e-'));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
      // A build of its own (CLIENT_DIR=...) lets several journeys build and run side by side.
      CLIENT_DIR: process.env.CLIENT_DIR ?? 'dist/client',
      ...env,
    });
    return {
      url: server.url,
      dataDir,
      output: server.output,
      async stop() {
        await server.stop();
        removeDataDir();
      },
    };
  } catch (error) {
    removeDataDir();
    throw error;
  }
}
