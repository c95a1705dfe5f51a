import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { forDrizzle, pgliteByteaCodecs, withoutDefaultParsers } from './pglite-settings';

/**
 * PGlite keeps drizzle's text types as text itself (pgliteByteaCodecs), so drizzle's queries go without
 * the per-query parsers that cost PGlite a copy of its parser table each time (DRIZZLE_TEXT_TYPES).
 */
const pg = await PGlite.create({ ...pgliteByteaCodecs, loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]) });
afterAll(() => pg.close());
const db = drizzle(forDrizzle(pg));

const DATES = sql`select '2026-01-02 03:04:05'::timestamp as ts, interval '1 day' as span, date '2026-01-02' as day,
  array['2026-01-02'::date] as days, array[1.5]::numeric[] as amounts`;
const AS_TEXT = { ts: '2026-01-02 03:04:05', span: '1 day', day: '2026-01-02', days: '{2026-01-02}', amounts: '{1.5}' };

describe('PGlite as drizzle is given it', () => {
  it('answers dates, timestamps, intervals and their arrays as the text drizzle reads, in a transaction too', async () => {
    expect((await db.execute(DATES)).rows).toEqual([AS_TEXT]);
    expect((await db.transaction((tx) => tx.execute(DATES))).rows).toEqual([AS_TEXT]);
  });

  it("sends drizzle's queries without parsers, and a query's parser of any other type as given", async () => {
    const query = vi.spyOn(pg, 'query');
    await db.execute(DATES);
    expect(query.mock.calls[0]?.[2]).not.toHaveProperty('parsers');

    const counted = { parsers: { 23: (text: string) => `n${text}`, 1114: (text: string) => text } };
    const answer = await forDrizzle(pg).query('select 1::int4 as n', [], counted);
    expect(answer.rows).toEqual([{ n: 'n1' }]);
    expect(query.mock.calls[1]?.[2]).toBe(counted);
  });

  it('keeps a parser that changes the text of a type PGlite keeps as text', () => {
    const asDate = { parsers: { 1114: (text: string) => new Date(text) } };
    expect(withoutDefaultParsers(asDate)).toBe(asDate);
    expect(withoutDefaultParsers({ rowMode: 'array', parsers: { 1114: (text: string) => text } })).toEqual({ rowMode: 'array' });
  });
});
