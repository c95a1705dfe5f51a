import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './connection';

/**
 * This server process as the holder of claims (issue 29 item 3). Every claim in `idempotency_keys`
 * names the instance that made it, so a claim whose holder no longer runs (killed, crashed, its
 * machine restarted) is taken over at once instead of after STALE_CLAIM_MS.
 *
 * Each start takes the next number of the `server_instance_ids` sequence. Which instances run:
 * - the embedded database (PGlite) is one process's at a time (db/data-dir-lock.ts), so only this
 *   instance runs: any other holder is from an earlier start;
 * - on PostgreSQL, several app servers share the database: each holds a session-level advisory lock
 *   on its number, on a connection of its own, for as long as it runs. PostgreSQL releases it when
 *   that session ends, which a killed process's closed socket ends at once, so an instance runs
 *   exactly while `pg_locks` shows its lock granted. A machine that vanished without closing its
 *   socket is noticed by TCP keepalives (set short on that session), within about a minute.
 */
export interface ServerInstance {
  /** This instance's number, taken (and, on PostgreSQL, locked) on first use. */
  id(): Promise<number>;
  /** Which of `ids` belong to instances that still run (this one always does). */
  running(ids: readonly number[]): Promise<ReadonlySet<number>>;
  close(): Promise<void>;
}

/** The advisory lock space of instances ('SIns'), apart from the start-up and accounts locks ('Selv'). */
export const INSTANCE_LOCK_SPACE = 0x53496e73;

const nextId = async (query: (text: string) => Promise<number>) => query(`select nextval('server_instance_ids')::int as id`);

/** The embedded database's instance: the only one that can run on its folder. */
export function embeddedInstance(db: Database): ServerInstance {
  let mine: Promise<number> | null = null;
  const id = () => {
    mine ??= db
      .execute<{ id: number }>(sql`select nextval('server_instance_ids')::int as id`)
      .then((r) => Number(rowsOf<{ id: number }>(r)[0]!.id));
    return mine;
  };
  return {
    id,
    async running(ids) {
      const me = await id();
      return new Set(ids.filter((i) => i === me));
    },
    async close() {},
  };
}

/**
 * A PostgreSQL instance: its number is locked on a connection of its own. If that connection is lost
 * (the database restarted) the next claim takes a new number and lock: claims made under the old
 * one may then be taken over, as they would be after STALE_CLAIM_MS anyway.
 */
export function postgresInstance(url: string, db: Database): ServerInstance {
  let current: Promise<{ id: number; client: pg.Client }> | null = null;
  let closed = false;

  async function lockNew(): Promise<{ id: number; client: pg.Client }> {
    const client = new pg.Client({ connectionString: url, keepAlive: true, application_name: 'selvage instance' });
    client.on('error', () => {
      if (current && !closed) current = null;
    });
    client.on('end', () => {
      if (current && !closed) current = null;
    });
    await client.connect();
    try {
      // A vanished machine's session ends after about a minute instead of the system's two hours.
      await client.query('SET tcp_keepalives_idle = 30; SET tcp_keepalives_interval = 10; SET tcp_keepalives_count = 3');
      const id = await nextId(async (text) => Number((await client.query<{ id: number }>(text)).rows[0]!.id));
      await client.query('SELECT pg_advisory_lock($1, $2)', [INSTANCE_LOCK_SPACE, id]);
      return { id, client };
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
  }

  const id = async () => {
    if (closed) throw new Error('the server instance is closed');
    current ??= lockNew().catch((error: unknown) => {
      current = null;
      throw error;
    });
    return (await current).id;
  };

  return {
    id,
    async running(ids) {
      const me = await id();
      const others = ids.filter((i) => i !== me);
      const alive = new Set(ids.filter((i) => i === me));
      if (others.length === 0) return alive;
      const found = await db.execute<{ id: number }>(sql`
        select objid::int as id from pg_locks
        where locktype = 'advisory' and granted and classid = ${INSTANCE_LOCK_SPACE}::int::oid and objsubid = 2
          and database = (select oid from pg_database where datname = current_database())
          and objid::int in (${sql.join(
            others.map((o) => sql`${o}`),
            sql`, `,
          )})`);
      for (const row of rowsOf<{ id: number }>(found)) alive.add(Number(row.id));
      return alive;
    },
    async close() {
      closed = true;
      const held = current;
      current = null;
      if (held) await (await held.catch(() => null))?.client.end().catch(() => undefined);
    },
  };
}

/** node-postgres answers `{rows}`, PGlite's drizzle the same shape; either way the rows. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}
