import { z } from 'zod';
import path from 'node:path';

/**
 * Every setting Selvage reads, checked once at start. README's configuration table mirrors this.
 * Later ports add their settings here so there is one place to look.
 */
const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // 0.0.0.0 so phones on the shop's network can reach the machine running Selvage.
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  ADMIN_EMAIL: z.string().trim().toLowerCase().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  SESSION_TTL_SECONDS: seconds(12 * 60 * 60),
  SESSION_IDLE_SECONDS: seconds(2 * 60 * 60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  CLIENT_DIR: z.string().min(1).default('dist/client'),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1024 * 1024),
});

export type Config = Readonly<{
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  sessionTtlMs: number;
  sessionIdleMs: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  clientDir: string;
  bodyLimit: number;
}>;

export class ConfigError extends Error {}

/** Reads the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    sessionTtlMs: e.SESSION_TTL_SECONDS * 1000,
    sessionIdleMs: e.SESSION_IDLE_SECONDS * 1000,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    clientDir: path.resolve(e.CLIENT_DIR),
    bodyLimit: e.BODY_LIMIT_BYTES,
  };
}
