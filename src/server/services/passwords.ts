import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface HashParams {
  N: number;
  r: number;
  p: number;
}

/**
 * scrypt at OWASP's floor (N=2^17, r=8, p=1) in production. The stored string names its parameters
 * (`scrypt$N$r$p$salt$hash`), so they can be raised later and old hashes still verify. `fast`
 * (PASSWORD_HASH=fast) exists only so the test suite does not spend minutes hashing.
 */
export const HASH_PARAMS = {
  strong: { N: 2 ** 17, r: 8, p: 1 },
  fast: { N: 2 ** 10, r: 8, p: 1 },
} as const satisfies Record<string, HashParams>;
export const CURRENT_PARAMS: HashParams = HASH_PARAMS.strong;
const KEY_LENGTH = 32;
export { PASSWORD_MIN, PASSWORD_MAX } from '../../shared/schemas/accounts';

function derive(password: string, salt: Buffer, params: HashParams): Promise<Buffer> {
  // 128 * N * r bytes are needed; Node's default maxmem (32 MiB) is below that at N=2^17.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string, params: HashParams = CURRENT_PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface Parsed {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): Parsed | null {
  const [algo, n, r, p, salt, key] = stored.split('$');
  if (algo !== 'scrypt' || !n || !r || !p || !salt || !key) return null;
  return { N: Number(n), r: Number(r), p: Number(p), salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** Whether a stored hash was made with weaker parameters than today's and should be redone. */
export function needsRehash(stored: string, params: HashParams = CURRENT_PARAMS): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N < params.N || parsed.r < params.r || parsed.p < params.p;
}

/** A readable random password for seeded and reset accounts (16 base64url characters, 96 bits). */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
