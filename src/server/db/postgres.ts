import pg from 'pg';
import { DatabaseStartError } from './errors';

/**
 * Every time limit on the PostgreSQL connection, in one place (issue 12). Without them a database
 * that accepts connections and never answers hangs the start, and every request after it, silently.
 */
export const POSTGRES_TIMEOUTS = {
  /** Opening a connection (DNS, TCP, TLS, sign-in); also the longest wait for a free pooled one. */
  connectMs: 10_000,
  /** PostgreSQL cancels any statement running longer (statement_timeout); Selvage's take milliseconds. */
  statementMs: 30_000,
  /** The client stops waiting for an answer (a server that vanished cannot cancel anything itself). */
  queryMs: 35_000,
  /** PostgreSQL ends a session left in an open transaction doing nothing, which releases its row locks. */
  idleInTransactionMs: 60_000,
  /** Longest wait for another app server to finish migrating and seeding, and the statement limit for migrations. */
  startupMs: 120_000,
} as const;

/** The limits above as node-postgres settings, for the pool and the start-up connection alike. */
function settings(url: string): pg.ClientConfig {
  return {
    connectionString: url,
    connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
    statement_timeout: POSTGRES_TIMEOUTS.statementMs,
    query_timeout: POSTGRES_TIMEOUTS.queryMs,
    idle_in_transaction_session_timeout: POSTGRES_TIMEOUTS.idleInTransactionMs,
    keepAlive: true,
    application_name: 'selvage',
  };
}

/** The pool every query goes through: at most 10 connections, each with the limits above. */
export function createPool(url: string): pg.Pool {
  return new pg.Pool({ ...settings(url), max: 10 });
}

/**
 * Migrations and the first account are prepared by one app server at a time: two servers starting
 * together on a new database once both created the same types and both seeded the first account
 * (issue 13). `fn` runs holding a session-level advisory lock on a connection of its own, which
 * waits and migrates under the start-up limit; closing it releases the lock, and PostgreSQL drops
 * it by itself if this process dies meanwhile. The first connection of a start, so a DATABASE_URL
 * that cannot work fails here, in one line.
 */
const STARTUP_LOCK = [0x53656c76 /* 'Selv' */, 1] as const;

export async function withStartupLock<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    ...settings(url),
    statement_timeout: POSTGRES_TIMEOUTS.startupMs,
    query_timeout: POSTGRES_TIMEOUTS.startupMs + 5_000,
  });
  // A broken connection also fails the query in progress, which is where it is reported.
  client.on('error', () => undefined);
  try {
    try {
      await client.connect();
    } catch (error) {
      throw describeConnectError(error, url);
    }
    try {
      await client.query('SELECT pg_advisory_lock($1, $2)', [...STARTUP_LOCK]);
    } catch (error) {
      const gaveUp = (error as { code?: string }).code === '57014' /* query_canceled */ || /timeout/i.test(oneLine(error));
      if (!gaveUp) throw error;
      throw new DatabaseStartError(
        `Another Selvage server has been preparing the database for over ${POSTGRES_TIMEOUTS.startupMs / 1000} s: start this one again once that one is up.`,
      );
    }
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** What failed when connecting, in one line that never holds the password. */
export function describeConnectError(error: unknown, url: string): DatabaseStartError {
  const target = describeTarget(url);
  const e = error as { code?: string; errors?: { code?: string }[]; message?: string } | null;
  const code = e?.code ?? e?.errors?.[0]?.code;
  const message = oneLine(error);
  const reason = (() => {
    switch (code) {
      case 'ECONNREFUSED':
        return 'connection refused (is PostgreSQL running there, on that port?)';
      case 'ENOTFOUND':
      case 'EAI_AGAIN':
      case 'EAI_NONAME':
        return `host ${target.host} not found (check the host name in DATABASE_URL)`;
      case 'EHOSTUNREACH':
      case 'ENETUNREACH':
      case 'ETIMEDOUT':
        return `host unreachable (${code})`;
      case '3D000': // invalid_catalog_name
        return `unknown database: ${message} (create it, or fix DATABASE_URL)`;
      case '28000': // invalid_authorization_specification: no such role, or pg_hba.conf says no
        return `unknown role or access refused: ${message}`;
      case '28P01': // invalid_password
        return `wrong password: ${message}`;
      default:
        if (/timeout|timed out/i.test(message)) {
          return `no answer within ${POSTGRES_TIMEOUTS.connectMs / 1000} s (is that a PostgreSQL server, and reachable?)`;
        }
        return code ? `${message} (${code})` : message;
    }
  })();
  return new DatabaseStartError(scrub(`Cannot connect to PostgreSQL at ${target.address}: ${reason}`, target.secrets));
}

function describeTarget(url: string): { host: string; address: string; secrets: string[] } {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname || 'localhost';
    const password = parsed.password;
    const decoded = (() => {
      try {
        return decodeURIComponent(password);
      } catch {
        return password;
      }
    })();
    return { host, address: `${host}:${parsed.port || '5432'}`, secrets: [password, decoded] };
  } catch {
    return { host: 'the configured host', address: 'DATABASE_URL', secrets: [] };
  }
}

function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').trim();
}

function scrub(text: string, secrets: readonly string[]): string {
  return secrets.filter((s) => s.length > 0).reduce((t, s) => t.split(s).join('***'), text);
}
