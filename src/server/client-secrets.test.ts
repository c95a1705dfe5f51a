import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Tokens of the hosted services stay on the server: no page imports the server's configuration or
 * names a secret, and a client built with every secret set in its environment carries none of them.
 */
const SECRET_NAMES = [
  'AIRTABLE_TOKEN',
  'AIRTABLE_BASE_ID',
  'CLOUDINARY_URL',
  'SMTP_URL',
  'SHOPIFY_ADMIN_TOKEN',
  'SHOPIFY_CLIENT_SECRET',
  'DATABASE_URL',
  'ADMIN_PASSWORD',
];
const CANARIES: Record<string, string> = {
  AIRTABLE_TOKEN: 'patCanary7c1d.0f9e8d7c6b5a4',
  AIRTABLE_BASE_ID: 'appCanary8e2f4a6',
  CLOUDINARY_URL: 'cloudinary://998877:canarySecret55@canarycloud',
  SMTP_URL: 'smtps://canary:canaryMailPass66@mail.canary.test',
  SHOPIFY_ADMIN_TOKEN: 'shpat_canary0123456789abcdef',
  DATABASE_URL: 'postgres://canary:canaryDbPass77@db.canary.test/selvage',
  ADMIN_PASSWORD: 'canaryAdminPass88',
};
const ROOT = path.resolve(import.meta.dirname, '../..');
const CLIENT_SRC = path.join(ROOT, 'src/client');
const SERVER_SRC = path.join(ROOT, 'src/server');

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

describe('secrets never reach the browser', () => {
  it('no client source imports server code or names a secret setting', () => {
    const sources = filesUnder(CLIENT_SRC).filter((f) => /\.(ts|tsx|js|jsx|html)$/.test(f));
    expect(sources.length).toBeGreaterThan(10);
    const problems: string[] = [];
    for (const file of sources) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
        const spec = m[1]!;
        const resolved = spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : spec;
        if (resolved.startsWith(SERVER_SRC) || /(^|\/)server\//.test(spec)) problems.push(`${path.relative(ROOT, file)} imports ${spec}`);
      }
      for (const name of SECRET_NAMES) if (text.includes(name)) problems.push(`${path.relative(ROOT, file)} names ${name}`);
      if (/process\.env/.test(text)) problems.push(`${path.relative(ROOT, file)} reads process.env`);
    }
    expect(problems).toEqual([]);
  });

  it('a client built with every secret in its environment contains none of them', { timeout: 180_000 }, () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selvage-client-secrets-'));
    execFileSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
      {
        cwd: ROOT,
        env: { ...process.env, ...CANARIES, CLIENT_DIR: outDir },
        stdio: 'pipe',
      },
    );
    const built = filesUnder(outDir);
    expect(built.some((f) => f.endsWith('.js'))).toBe(true);
    const leaks: string[] = [];
    const values = Object.values(CANARIES).flatMap((v) => [
      v,
      ...v.split(/[:/@]+/).filter((part) => /canary/i.test(part) && part.length >= 8),
    ]);
    for (const file of built) {
      const text = fs.readFileSync(file, 'latin1');
      for (const v of values) if (text.includes(v)) leaks.push(`${path.relative(outDir, file)} contains ${v}`);
      for (const name of SECRET_NAMES) if (text.includes(name)) leaks.push(`${path.relative(outDir, file)} names ${name}`);
    }
    fs.rmSync(outDir, { recursive: true, force: true });
    expect(leaks).toEqual([]);
  });
});
