import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { distState } from '../../scripts/dist-state.mjs';

/**
 * Tokens of the hosted services stay on the server: no page imports the server's configuration or
 * names a secret, Vite copies nothing of the environment into a build, and the build every journey
 * runs names none.
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
/** Each canary, and its secret parts (a password inside a URL) on their own. */
const canaryValues = (): string[] =>
  Object.values(CANARIES).flatMap((v) => [v, ...v.split(/[:/@]+/).filter((part) => /canary/i.test(part) && part.length >= 8)]);
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

  it('Vite puts none of the environment into the client: every secret set, its resolved env and defines carry none', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, CANARIES);
    try {
      const { resolveConfig } = await import('vite');
      const config = await resolveConfig(
        { configFile: path.join(ROOT, 'vite.config.ts'), root: CLIENT_SRC, logLevel: 'silent' },
        'build',
        'production',
      );
      // import.meta.env and `define` are the only ways a build copies a value from the environment
      // into the bundle; client sources reading process.env are refused above.
      const exposed = JSON.stringify({ env: config.env, define: config.define ?? {} });
      expect(exposed.length).toBeGreaterThan(10);
      expect(canaryValues().filter((v) => exposed.includes(v))).toEqual([]);
      expect(SECRET_NAMES.filter((name) => exposed.includes(name))).toEqual([]);
    } finally {
      for (const name of Object.keys(CANARIES)) if (!(name in saved)) delete process.env[name];
      Object.assign(process.env, saved);
    }
  });

  it('the client npm test built (dist/client, the one every journey runs) names no secret and holds none of this environment', () => {
    // Built once per `npm test`, before any test (scripts/test.mjs); a stale one would prove nothing.
    expect(distState(), 'dist/ is not a build of the current sources: run `npm run build` (npm test does)').toBe('fresh');
    const built = filesUnder(path.join(ROOT, 'dist', 'client'));
    expect(built.some((f) => f.endsWith('.js'))).toBe(true);
    const present = SECRET_NAMES.map((name) => process.env[name]).filter((v): v is string => typeof v === 'string' && v.length >= 8);
    const leaks: string[] = [];
    for (const file of built) {
      const text = fs.readFileSync(file, 'latin1');
      for (const v of present) if (text.includes(v)) leaks.push(`${path.relative(ROOT, file)} contains the value of a secret`);
      for (const name of SECRET_NAMES) if (text.includes(name)) leaks.push(`${path.relative(ROOT, file)} names ${name}`);
    }
    expect(leaks).toEqual([]);
  });
});
